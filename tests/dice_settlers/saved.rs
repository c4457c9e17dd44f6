//! Actions as saves and replays hold them (RON, and JSON): the shapes written before payers and
//! sources could be named still read, a default action still writes them, and a named payer or
//! source round-trips.

use super::*;
use dicehall::games::dice_settlers::rules::{DieSource, Payer};

#[test]
fn old_saved_actions_read_and_default_actions_write_as_before() {
    let old = [
        ("Turn(die:1,value:2)", r#"{"Turn":{"die":1,"value":2}}"#, Action::Turn { die: 1, value: 2, payer: None }),
        ("NavigatorReroll", r#""NavigatorReroll""#, Action::NavigatorReroll { payer: None }),
        ("ResourceReroll(die:0)", r#"{"ResourceReroll":{"die":0}}"#, Action::ResourceReroll { die: 0, payer: None }),
        ("ResourceDraw", r#""ResourceDraw""#, Action::ResourceDraw { payer: None }),
        (
            "Sell(RemoveDie(White))",
            r#"{"Sell":{"RemoveDie":"White"}}"#,
            Action::Sell(Offer::RemoveDie(DieColor::White, None)),
        ),
        (
            "Sell(Pair(Iron,Wood))",
            r#"{"Sell":{"Pair":["Iron","Wood"]}}"#,
            Action::Sell(Offer::Pair(Resource::Iron, Resource::Wood)),
        ),
        ("Ready", r#""Ready""#, Action::Ready),
        ("Raid(tile:12,symbols:2)", r#"{"Raid":{"tile":12,"symbols":2}}"#, Action::Raid { tile: 12, symbols: 2 }),
    ];
    for (ron_text, json_text, action) in old {
        assert_eq!(ron::to_string(&action).unwrap(), ron_text);
        assert_eq!(ron::from_str::<Action>(ron_text).unwrap(), action);
        assert_eq!(serde_json::to_string(&action).unwrap(), json_text);
        assert_eq!(serde_json::from_str::<Action>(json_text).unwrap(), action);
    }
}

#[test]
fn named_payers_and_sources_round_trip() {
    let named = [
        ("Turn(die:1,value:2,payer:Some(Die(0)))", Action::Turn { die: 1, value: 2, payer: Some(Payer::Die(0)) }),
        ("NavigatorRerollPaid(payer:Card(4))", Action::NavigatorReroll { payer: Some(Payer::Card(4)) }),
        ("ResourceReroll(die:0,payer:Some(Die(2)))", Action::ResourceReroll { die: 0, payer: Some(Payer::Die(2)) }),
        ("ResourceDrawPaid(payer:Die(1))", Action::ResourceDraw { payer: Some(Payer::Die(1)) }),
        ("Sell(RemoveDieFrom(Green,Bag))", Action::Sell(Offer::RemoveDie(DieColor::Green, Some(DieSource::Bag)))),
        (
            "Sell(RemoveDieFrom(White,Rolled(Some(3))))",
            Action::Sell(Offer::RemoveDie(DieColor::White, Some(DieSource::Rolled(Some(3))))),
        ),
    ];
    for (ron_text, action) in named {
        assert_eq!(ron::to_string(&action).unwrap(), ron_text);
        assert_eq!(ron::from_str::<Action>(ron_text).unwrap(), action);
        let json_text = serde_json::to_string(&action).unwrap();
        assert_eq!(serde_json::from_str::<Action>(&json_text).unwrap(), action, "{json_text}");
    }
}
