//! What each action says it does beside its button (`Words::action_outcome`), exactly, in
//! English: which dice (by number), tiles, cards and resources it spends and what it gains or sets
//! going, as the rules core plays it (gold standing in for a missing resource, the removed die
//! taken from the used dice first).

use super::*;
use dicehall::engine::Words;
use dicehall::games::dice_settlers::DiceSettlers;
use dicehall::i18n::{Language, speaking};

fn outcome(s: &DiceSettlersState, action: Action) -> String {
    let names = |seat: usize| ["Ada", "Bo"][seat].to_string();
    speaking(Language::English, || DiceSettlers::action_outcome(s, action, &names)).expect("a legal action")
}

/// Ada to act with a white Research, a red Trade and a white Navigator, and 2 gold, 2 iron, 3
/// wood and 2 food.
fn trader() -> DiceSettlersState {
    let rolled = [
        ("white", face(DieColor::White, "research")),
        ("red", face(DieColor::Red, "trade")),
        ("white", face(DieColor::White, "navigator")),
    ];
    acting(&rolled, [2, 2, 3, 2])
}

#[test]
fn a_main_action_names_the_dice_it_spends_and_what_follows() {
    let rolled = [
        ("white", face(DieColor::White, "explore")),
        ("green", face(DieColor::Green, "explore")),
        ("yellow", face(DieColor::Yellow, "food")),
        ("green", face(DieColor::Green, "wood")),
    ];
    let s = acting(&rolled, [1, 1, 0, 0]);
    let explore = "spends die 1 and die 2: draws 2 tiles, you keep one to place";
    assert_eq!(outcome(&s, Action::Explore { symbols: 2 }), explore);
    assert_eq!(outcome(&s, Action::Explore { symbols: 1 }), "spends die 1: draws a tile to place");
    assert_eq!(outcome(&s, Action::Harvest), "spends die 3 and die 4: you gain 1 wood and 1 food");
    assert_eq!(outcome(&s, Action::Skip), "spends nothing; your turn ends");
    let trade = "spends die 2: one trade follows (resources or a die for points)";
    assert_eq!(outcome(&trader(), Action::Trade { symbols: 1 }), trade);
}

#[test]
fn a_trade_says_what_it_pays_with_gold_standing_in_and_which_die_leaves() {
    let mut s = trader();
    s.apply(Action::Trade { symbols: 1 }).unwrap();
    assert_eq!(outcome(&s, Action::Sell(Offer::Same(Resource::Wood))), "pays 3 wood; you gain 6 points");
    assert_eq!(outcome(&s, Action::Sell(Offer::Same(Resource::Iron))), "pays 1 gold and 2 iron; you gain 6 points");
    let white = "a white die from your bag leaves the game; you gain 3 points";
    assert_eq!(outcome(&s, Action::Sell(Offer::RemoveDie(DieColor::White, None))), white);
    // The red Trade die just spent is in the used dice: that is where the rules core takes one.
    let red = "a red die from your used dice leaves the game; you gain 3 points";
    assert_eq!(outcome(&s, Action::Sell(Offer::RemoveDie(DieColor::Red, None))), red);
    assert_eq!(outcome(&s, Action::Finish), "ends the Trade action here; what is left of it is lost");
}

#[test]
fn an_adjustment_names_the_die_that_pays_and_what_it_does() {
    let s = edit(&trader(), |v| v["phase"] = serde_json::json!("Roll"));
    let turn = Action::Turn { die: 1, value: face(DieColor::Red, "gold"), payer: None };
    assert_eq!(outcome(&s, turn), "spends die 3 (white Navigator): die 2 (red Trade) then shows Gold");
    let reroll = "spends die 3 (white Navigator): then pick up to three other dice to roll again";
    assert_eq!(outcome(&s, Action::NavigatorReroll { payer: None }), reroll);
    assert_eq!(outcome(&s, Action::Ready), "keeps this roll; Bo rolls next");
}
