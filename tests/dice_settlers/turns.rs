//! Dice Settlers' setup, draft, roll, adjustments and actions (rulings S3, S4, S5, S7)

use super::*;

#[test]
fn setup_per_player_count_bags_supply_stack_tokens_and_row() {
    let c = content().unwrap();
    for (players, stack, tokens) in [(2, 19, 30), (3, 27, 39), (4, 33, 48)] {
        let s = new(players);
        assert_eq!(s.stack_len(), stack, "{players} players");
        assert_eq!(s.tokens_left(), tokens);
        for seat in s.seats() {
            assert_eq!(seat.bag, [3, 1, 1, 0, 0, 0]);
            assert_eq!((seat.board, seat.houses, seat.tokens), (6, 0, 0));
        }
        assert_eq!(s.removed()[0], 12 - 3 * players as u8, "unused white dice leave the game");
        let cut = [2, 1, 0][players - 2];
        assert_eq!(s.supply()[3], 7 - cut, "{cut} of each terrain colour removed");
        assert_eq!(s.supply()[1], 9 - players as u8 - cut, "yellow: the bags hold one each");
        let per_seal = |seal: Seal| s.row().iter().filter(|&&i| c.techs[i as usize].seal == seal).count();
        assert_eq!(Seal::ALL.map(per_seal), [1, 1, 1, 2, 2, 2]);
        assert_eq!(s.phase(), Phase::Draft);
        assert_eq!(s.chance().unwrap().sides(), &[7, 6, 5], "the first player draws 3 of the 7 starting tiles");
    }
}

#[test]
fn draft_first_tile_at_the_centre_second_touching_later_touching_two() {
    let mut s = new(4);
    resolve(&mut s, 5);
    assert_eq!(s.draft_spots(), vec![Hex::ORIGIN]);
    assert_eq!(s.apply(Action::StartTile { index: 0, at: Hex::new(1, 0) }), Err(SettlersError::BadSpot));
    s.apply(Action::StartTile { index: 0, at: Hex::ORIGIN }).unwrap();
    assert_eq!(s.chance().unwrap().count(), 1, "the next player draws one, back to three");
    resolve(&mut s, 6);
    assert_eq!(s.hand().len(), 3);
    assert_eq!(s.draft_spots().len(), 6, "the second tile touches the first");
    s.apply(Action::StartTile { index: 1, at: Hex::new(1, 0) }).unwrap();
    resolve(&mut s, 7);
    let spots = s.draft_spots();
    assert_eq!(spots.len(), 2, "the third touches both: {spots:?}");
    assert!(spots.iter().all(|h| h.touches(Hex::ORIGIN) && h.touches(Hex::new(1, 0))));
    s.apply(Action::StartTile { index: 0, at: spots[0] }).unwrap();
    resolve(&mut s, 8);
    s.apply(Action::StartTile { index: 0, at: s.draft_spots()[0] }).unwrap();
    assert_eq!(s.phase(), Phase::Roll);
    assert_eq!(s.map().len(), 4);
    assert!(s.hand().is_empty() && s.start_tiles_left().is_empty(), "the rest leave the game");
    for seat in 0..4 {
        assert_eq!(s.seat(seat).board, 5, "a tent from the board on the starting tile");
    }
}

#[test]
fn roll_draws_the_track_and_refills_the_bag_from_the_used_area() {
    let s = after_draft();
    // Seat 0 about to draw its three, with one die left in the bag and four in the used area.
    let s = edit(&s, |v| {
        v["current"] = json!(0);
        v["done"] = json!(0);
        v["step"] = json!("Open");
        v["draw"] = json!({"Bag": 3});
        v["seats"][0]["rolled"] = json!([]);
        v["seats"][0]["bag"] = json!([1, 0, 0, 0, 0, 0]);
        v["seats"][0]["used"] = json!([2, 1, 1, 0, 0, 0]);
    });
    let ch = s.chance().unwrap();
    assert_eq!(ch.sides(), &[1, 4, 3], "one from the bag, then the used four poured back in");
    let mut s = s;
    let events = s.apply_chance(&[1, 1, 1]).unwrap();
    assert!(events.contains(&Event::DiceDrawn { seat: 0, count: 3, refilled: true }));
    assert_eq!(s.seat(0).rolled.len(), 3);
    assert_eq!(s.seat(0).used, [0; 6]);
    assert_eq!(s.chance().unwrap().count(), 3, "then the three are rolled");
}

#[test]
fn kept_die_keeps_its_face_and_does_not_count_against_the_track() {
    let mut s = acting(&[("white", 6), ("yellow", 3), ("green", 1)], [0; 4]);
    for _ in 0..4 {
        s.apply(Action::Skip).unwrap();
    }
    assert_eq!(s.phase(), Phase::Keep);
    assert_eq!(s.current(), 0);
    s.apply(Action::Keep { die: 1 }).unwrap();
    assert_eq!(s.seat(0).kept.map(|d| (d.color, d.value)), Some((DieColor::Yellow, 3)));
    assert_eq!(s.seat(0).used, [1, 0, 1, 0, 0, 0], "the rest go to the used area");
    // Round 2: seat 1 holds the first-player tile and rolls first; then seat 0.
    assert_eq!((s.round(), s.first()), (2, 1));
    resolve(&mut s, 4);
    s.apply(Action::Ready).unwrap();
    assert_eq!(s.current(), 0);
    assert_eq!(s.chance().unwrap().count(), 3, "three drawn: the track, not counting the kept die");
    assert_eq!(s.seat(0).rolled[0].value, 3, "S3: set out beside the roll");
    resolve(&mut s, 5);
    assert_eq!(s.seat(0).rolled.len(), 4);
    assert_eq!((s.seat(0).rolled[0].color, s.seat(0).rolled[0].value), (DieColor::Yellow, 3), "not re-rolled");
}

#[test]
fn navigator_turns_another_die_and_goes_to_the_used_area() {
    let nav = face(DieColor::White, "navigator");
    let s = acting(&[("white", nav), ("yellow", face(DieColor::Yellow, "food"))], [0; 4]);
    let mut s = edit(&s, |v| v["phase"] = json!("Roll"));
    let recruit = face(DieColor::Yellow, "recruit");
    let food = face(DieColor::Yellow, "food");
    let same = s.apply(Action::Turn { die: 1, value: food, payer: None }).unwrap_err();
    assert_eq!(same, SettlersError::TurnFace { die: 1, value: food, shows: food });
    assert_eq!(same.to_string(), format!("die 1 already shows {food}: turn it to another face, 1 to 6."));
    let off = s.apply(Action::Turn { die: 1, value: 7, payer: None }).unwrap_err().to_string();
    assert_eq!(off, "a die is turned to a face from 1 to 6, not 7.");
    s.apply(Action::Turn { die: 1, value: recruit, payer: None }).unwrap();
    assert_eq!(s.seat(0).rolled.len(), 1, "S7: the navigator die is spent");
    assert_eq!(s.seat(0).rolled[0].value, recruit);
    assert_eq!(s.seat(0).used[0], 1);
    assert_eq!(
        s.apply(Action::Turn { die: 0, value: 1, payer: None }),
        Err(SettlersError::NoNavigator),
        "no navigator left"
    );
}

#[test]
fn resource_die_draws_two_more() {
    let s = acting(&[("yellow", face(DieColor::Yellow, "food"))], [0; 4]);
    let mut s = edit(&s, |v| v["phase"] = json!("Roll"));
    s.apply(Action::ResourceDraw { payer: None }).unwrap();
    assert_eq!(s.seat(0).rolled.len(), 0);
    assert_eq!(s.chance().unwrap().count(), 2, "two drawn from the bag, then rolled");
    resolve(&mut s, 9);
    assert_eq!(s.seat(0).rolled.len(), 2);
}

#[test]
fn recruit_brings_dice_of_occupied_terrains_only() {
    let r = face(DieColor::Yellow, "recruit");
    let mut s = acting(&[("yellow", r), ("yellow", r), ("white", face(DieColor::White, "recruit"))], [0; 4]);
    assert_eq!(s.check(Action::Recruit { symbols: 2 }), Err(SettlersError::SymbolCount(2)));
    s.apply(Action::Recruit { symbols: 3 }).unwrap();
    let c = content().unwrap();
    let held: Vec<DieColor> = s.map().iter().filter(|p| p.present(0)).map(|p| c.tile(p.no).terrain.die()).collect();
    let other = DieColor::ALL[1..].iter().copied().find(|c| !held.contains(c)).unwrap();
    assert!(matches!(s.check(Action::TakeDie { color: other }), Err(SettlersError::NotTerrainYouHold(_))));
    let before = s.seat(0).used;
    s.apply(Action::TakeDie { color: held[0] }).unwrap();
    s.apply(Action::TakeDie { color: held[0] }).unwrap();
    assert_eq!(s.seat(0).used[held[0].index()], before[held[0].index()] + 2, "3 symbols: 2 dice");
}

#[test]
fn raid_swaps_tents_and_never_touches_a_house() {
    let raid = face(DieColor::Brown, "raid");
    let s = acting(&[("brown", raid), ("brown", raid)], [0; 4]);
    let no = s.map()[0].no;
    let mut s = edit(&s, |v| {
        v["map"][0]["tents"] = json!([1, 1, 0, 0]);
        v["map"][0]["house"] = json!(1);
        v["seats"][1]["houses"] = json!(1);
    });
    assert_eq!(s.check(Action::Raid { tile: no, symbols: 2 }), Err(SettlersError::NoTentsThere(no)), "one tent to hit");
    s.apply(Action::Raid { tile: no, symbols: 1 }).unwrap();
    assert!(s.legal_actions().contains(&Action::Finish), "giving up the rest of a raid is listed");
    s.apply(Action::Hit { victim: 1 }).unwrap();
    assert_eq!(s.map()[0].tents[..2], [2, 0]);
    assert_eq!(s.map()[0].house, Some(1), "S4: the house stays");
}

#[test]
fn trade_gold_stands_for_any_resource() {
    let t = face(DieColor::Red, "trade");
    let mut s = acting(&[("red", t)], [1, 2, 0, 0]);
    s.apply(Action::Trade { symbols: 1 }).unwrap();
    assert_eq!(s.check(Action::Sell(Offer::Same(Resource::Wood))), Err(SettlersError::Resources));
    s.apply(Action::Sell(Offer::Same(Resource::Iron))).unwrap();
    assert_eq!(s.seat(0).resources, [0; 4], "two iron and the gold for the third (S5)");
    assert_eq!(s.seat(0).tokens, 6);
    assert_eq!(s.tokens_left(), 30 - 6);
}

#[test]
fn control_needs_three_more_tents_and_builds_a_house() {
    let s = acting(&[], [0; 4]);
    let no = s.map()[0].no;
    let s2 = edit(&s, |v| v["map"][0]["tents"] = json!([4, 2, 0, 0]));
    assert_eq!(s2.check(Action::Control { tile: no }), Err(SettlersError::NoControl(no)), "only 2 more");
    let mut s = edit(&s, |v| v["map"][0]["tents"] = json!([4, 1, 0, 0]));
    s.apply(Action::Control { tile: no }).unwrap();
    assert_eq!((s.map()[0].tents[0], s.map()[0].house, s.seat(0).houses), (1, Some(0), 1));
}
