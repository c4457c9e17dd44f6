//! The choices the rules leave to the player: who pays for an adjustment (a named die or
//! navigator card, refused with a typed error when it cannot) and where trade's removed die comes
//! from; with none named, the automatic choice, which is the first `payers` / `remove_sources` lists.

use super::*;
use dicehall::games::dice_settlers::rules::{DieSource, Payer};

fn roll(dice: &[(&str, u8)]) -> DiceSettlersState {
    edit(&acting(dice, [0; 4]), |v| v["phase"] = json!("Roll"))
}

fn tech(id: &str) -> u8 {
    content().unwrap().techs.iter().position(|t| t.id == id).unwrap() as u8
}

/// `s` with seat 0 owning the named technologies.
fn owning(s: &DiceSettlersState, ids: &[&str]) -> DiceSettlersState {
    let bits = ids.iter().fold(0u32, |b, id| b | 1 << tech(id));
    edit(s, |v| v["seats"][0]["techs"] = json!(bits))
}

/// Apply `a`, expect `err`, and that nothing changed.
fn refused(s: &mut DiceSettlersState, a: Action, err: SettlersError) -> String {
    let before = s.clone();
    assert_eq!(s.apply(a), Err(err), "{a:?}");
    assert_eq!(*s, before, "{a:?} changed the state");
    err.to_string()
}

#[test]
fn a_named_die_pays_for_a_turn_and_the_other_navigator_stays() {
    let (nav, food) = (face(DieColor::White, "navigator"), face(DieColor::Yellow, "food"));
    let recruit = face(DieColor::Yellow, "recruit");
    let mut s = roll(&[("white", nav), ("white", nav), ("yellow", food)]);
    let turn = Action::Turn { die: 2, value: recruit, payer: None };
    assert_eq!(s.payers(0, turn), vec![Payer::Die(0), Payer::Die(1)], "the first is the automatic choice");
    s.apply(Action::Turn { die: 2, value: recruit, payer: Some(Payer::Die(1)) }).unwrap();
    let rolled: Vec<(DieColor, u8)> = s.seat(0).rolled.iter().map(|d| (d.color, d.value)).collect();
    assert_eq!(rolled, [(DieColor::White, nav), (DieColor::Yellow, recruit)], "die 1 paid, die 0 stays");
    assert_eq!(s.seat(0).used[0], 1);
}

#[test]
fn a_named_card_pays_once_a_round() {
    let (nav, food) = (face(DieColor::White, "navigator"), face(DieColor::Yellow, "food"));
    let recruit = face(DieColor::Yellow, "recruit");
    let mut s = owning(&roll(&[("white", nav), ("yellow", food)]), &["compass", "school"]);
    let compass = Payer::Card(tech("compass"));
    let turn = |payer| Action::Turn { die: 1, value: recruit, payer };
    assert_eq!(s.payers(0, turn(None)), vec![compass, Payer::Die(0)], "cards first, as the automatic choice");
    s.apply(turn(Some(compass))).unwrap();
    assert_eq!(s.seat(0).card_marks, 1 << tech("compass"));
    assert_eq!((s.seat(0).rolled.len(), s.seat(0).rolled[1].value), (2, recruit), "no die paid");
    let again = Action::Turn { die: 1, value: food, payer: Some(compass) };
    let words = refused(&mut s, again, SettlersError::CardUsed(tech("compass")));
    assert_eq!(words, format!("the navigator of technology {} is already used this round.", tech("compass")));
    assert_eq!(s.payers(0, again), vec![Payer::Die(0)]);
    let school = Payer::Card(tech("school"));
    refused(
        &mut s,
        Action::Turn { die: 1, value: food, payer: Some(school) },
        SettlersError::PayerNotNavigator(school),
    );
    let observatory = Payer::Card(tech("observatory"));
    let not_yours = Action::NavigatorReroll { payer: Some(observatory) };
    let words = refused(&mut s, not_yours, SettlersError::PayerNotNavigator(observatory));
    assert!(words.contains("is not one of yours with a navigator"), "{words}");
}

#[test]
fn a_payer_that_cannot_pay_is_refused_and_changes_nothing() {
    let (nav, food) = (face(DieColor::White, "navigator"), face(DieColor::Yellow, "food"));
    let mut s = roll(&[("white", nav), ("white", nav), ("yellow", food)]);
    let turn = |die, payer| Action::Turn { die, value: 3, payer: Some(payer) };
    let words = refused(&mut s, turn(1, Payer::Die(2)), SettlersError::PayerNotNavigator(Payer::Die(2)));
    assert_eq!(words, "die 2 does not show a navigator: pay with a die or technology that does.");
    refused(&mut s, turn(2, Payer::Die(2)), SettlersError::SameDie);
    refused(&mut s, turn(2, Payer::Die(9)), SettlersError::NoSuchDie(9));
    refused(&mut s, turn(2, Payer::Card(200)), SettlersError::PayerNotNavigator(Payer::Card(200)));
    let words = refused(
        &mut s,
        turn(2, Payer::Card(tech("compass"))),
        SettlersError::PayerNotNavigator(Payer::Card(tech("compass"))),
    );
    assert!(words.starts_with("technology "), "{words}");
    // A lone navigator die cannot pay for re-rolling nothing, named or not.
    let mut lone = roll(&[("white", nav)]);
    assert_eq!(lone.payers(0, Action::NavigatorReroll { payer: None }), vec![]);
    refused(&mut lone, Action::NavigatorReroll { payer: None }, SettlersError::NoSuchDie(0));
    refused(&mut lone, Action::NavigatorReroll { payer: Some(Payer::Die(0)) }, SettlersError::NoSuchDie(0));
}

#[test]
fn a_named_die_pays_for_a_navigator_reroll() {
    let nav = face(DieColor::White, "navigator");
    let mut s = roll(&[("white", nav), ("green", face(DieColor::Green, "navigator")), ("yellow", 1)]);
    s.apply(Action::NavigatorReroll { payer: Some(Payer::Die(1)) }).unwrap();
    assert_eq!(s.seat(0).used[DieColor::Green.index()], 1, "the green navigator paid");
    assert_eq!(s.seat(0).rolled.iter().map(|d| d.color).collect::<Vec<_>>(), [DieColor::White, DieColor::Yellow]);
    assert_eq!(s.step(), dicehall::games::dice_settlers::rules::Step::Reroll { picked: 0 });
}

#[test]
fn a_named_resource_die_pays_for_a_reroll_or_a_draw() {
    let (food, wood, nav) =
        (face(DieColor::Yellow, "food"), face(DieColor::Green, "wood"), face(DieColor::White, "navigator"));
    let mut s = roll(&[("yellow", food), ("green", wood), ("white", nav)]);
    let reroll = |payer| Action::ResourceReroll { die: 2, payer: Some(payer) };
    assert_eq!(s.payers(0, Action::ResourceReroll { die: 2, payer: None }), vec![Payer::Die(0), Payer::Die(1)]);
    let words = refused(&mut s, reroll(Payer::Die(2)), SettlersError::SameDie);
    assert_eq!(words, "a die cannot pay for adjusting itself: choose another die.");
    let words = refused(
        &mut s,
        Action::ResourceReroll { die: 0, payer: Some(Payer::Die(2)) },
        SettlersError::PayerNotResource(Payer::Die(2)),
    );
    assert_eq!(words, "die 2 does not show a resource: pay with another die that does.");
    let card = Payer::Card(tech("compass"));
    let words = refused(&mut s, reroll(card), SettlersError::PayerNotResource(card));
    assert!(words.contains("not a technology"), "{words}");
    s.apply(reroll(Payer::Die(1))).unwrap();
    assert_eq!(s.seat(0).used[DieColor::Green.index()], 1, "the green die paid");
    let rolled: Vec<(DieColor, u8)> = s.seat(0).rolled.iter().map(|d| (d.color, d.value)).collect();
    assert_eq!(rolled, [(DieColor::Yellow, food), (DieColor::White, 0)], "the yellow stays, the white is in the air");
    let mut s = roll(&[("yellow", food), ("green", wood)]);
    s.apply(Action::ResourceDraw { payer: Some(Payer::Die(1)) }).unwrap();
    assert_eq!((s.seat(0).rolled[0].color, s.seat(0).rolled.len()), (DieColor::Yellow, 1));
    assert_eq!(s.chance().unwrap().count(), 2, "two more drawn");
}

#[test]
fn no_payer_named_is_the_automatic_choice_exactly() {
    let (nav, food, wood) =
        (face(DieColor::White, "navigator"), face(DieColor::Yellow, "food"), face(DieColor::Green, "wood"));
    let s = owning(&roll(&[("yellow", food), ("white", nav), ("green", wood), ("white", nav)]), &["compass"]);
    let plain = [
        Action::Turn { die: 0, value: 3, payer: None },
        Action::NavigatorReroll { payer: None },
        Action::ResourceReroll { die: 1, payer: None },
        Action::ResourceDraw { payer: None },
    ];
    for a in plain {
        let first = s.payers(0, a)[0];
        let named = match a {
            Action::Turn { die, value, .. } => Action::Turn { die, value, payer: Some(first) },
            Action::NavigatorReroll { .. } => Action::NavigatorReroll { payer: Some(first) },
            Action::ResourceReroll { die, .. } => Action::ResourceReroll { die, payer: Some(first) },
            _ => Action::ResourceDraw { payer: Some(first) },
        };
        let (mut by_default, mut by_name) = (s.clone(), s.clone());
        assert_eq!(by_default.apply(a), by_name.apply(named), "{a:?}");
        assert_eq!(by_default, by_name, "{a:?} paid by {first:?}");
    }
    // The old automatic choices: the card before any die; the first other resource die.
    assert_eq!(s.payers(0, plain[0])[0], Payer::Card(tech("compass")));
    assert_eq!(s.payers(0, plain[2])[0], Payer::Die(0));
    assert_eq!(s.payers(0, plain[3])[0], Payer::Die(0));
}

/// Seat 0 in a trade of 3, with white dice in its used area (1), bag (1) and roll (two: 1 and 2).
fn trading() -> DiceSettlersState {
    let t = face(DieColor::Red, "trade");
    let s = acting(&[("red", t), ("red", t), ("red", t), ("white", 1), ("white", 2)], [0; 4]);
    // One more white, into the used area, from those that left the game at setup.
    let mut s = edit(&s, |v| {
        v["seats"][0]["used"][0] = json!(1);
        v["removed"][0] = json!(v["removed"][0].as_u64().unwrap() - 1);
    });
    s.apply(Action::Trade { symbols: 3 }).unwrap();
    s
}

#[test]
fn the_removed_die_comes_from_the_named_place() {
    let s = trading();
    let white = |s: &DiceSettlersState| {
        let seat = s.seat(0);
        (
            seat.used[0],
            seat.bag[0],
            seat.rolled.iter().filter(|d| d.color == DieColor::White).map(|d| d.value).collect::<Vec<_>>(),
        )
    };
    assert_eq!(white(&s), (1, 1, vec![1, 2]));
    let rolled_at =
        |v: u8| s.seat(0).rolled.iter().position(|d| d.color == DieColor::White && d.value == v).unwrap() as u8;
    let (one, two) = (rolled_at(1), rolled_at(2));
    assert_eq!(
        s.remove_sources(0, DieColor::White),
        [DieSource::Used, DieSource::Bag, DieSource::Rolled(Some(one)), DieSource::Rolled(Some(two))]
    );
    let sell = |from| Action::Sell(Offer::RemoveDie(DieColor::White, from));
    let mut s = s;
    let events = s.apply(sell(Some(DieSource::Bag))).unwrap();
    assert_eq!(white(&s), (1, 0, vec![1, 2]), "from the bag, the used area's stays");
    assert!(events.contains(&Event::Sold {
        seat: 0,
        offer: Offer::RemoveDie(DieColor::White, Some(DieSource::Bag)),
        points: 3
    }));
    s.apply(sell(Some(DieSource::Rolled(Some(two))))).unwrap();
    assert_eq!(white(&s), (1, 0, vec![1]), "the named rolled die");
    let words = refused(
        &mut s,
        sell(Some(DieSource::Bag)),
        SettlersError::NoDieThere { color: DieColor::White, from: DieSource::Bag },
    );
    assert_eq!(words, "you have no white die in your bag to remove.");
    let white_at = DieSource::Rolled(Some(one));
    let green = Action::Sell(Offer::RemoveDie(DieColor::Green, Some(white_at)));
    let words = refused(&mut s, green, SettlersError::NoDieThere { color: DieColor::Green, from: white_at });
    assert_eq!(words, format!("die {one} of your roll is not a green die."));
    refused(&mut s, sell(Some(DieSource::Rolled(Some(9)))), SettlersError::NoSuchDie(9));
    s.apply(sell(Some(DieSource::Rolled(None)))).unwrap();
    assert_eq!(white(&s), (1, 0, vec![]), "the first rolled white");
    assert_eq!(s.seat(0).tokens, 9);
    assert_eq!(s.removed()[0], trading().removed()[0] + 3);
}

#[test]
fn the_removed_die_by_default_comes_from_used_then_bag_then_roll() {
    let mut s = trading();
    let sell = Action::Sell(Offer::RemoveDie(DieColor::White, None));
    let mut named = s.clone();
    for from in [DieSource::Used, DieSource::Bag, DieSource::Rolled(None)] {
        assert_eq!(s.remove_sources(0, DieColor::White)[0].name(), from.name());
        s.apply(sell).unwrap();
        named.apply(Action::Sell(Offer::RemoveDie(DieColor::White, Some(from)))).unwrap();
        assert_eq!(s.seat(0), named.seat(0), "{from:?}");
    }
}
