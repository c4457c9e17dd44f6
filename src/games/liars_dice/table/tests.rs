//! Liar's Dice at the table keeps every cup private (L1): its dice are thrown but never drawn, the
//! TV's status and log name no die, and each phone sees its own cup only.

use bevy::prelude::*;

use crate::engine::Words;
use crate::games::liars_dice::LiarsDice;
use crate::i18n::{Language, speaking};
use crate::table::dice::Unseen;
use crate::table::instant::InstantDie;
use crate::table::plain_table::PlainMatch;
use crate::table::session::{MatchConfig, Settings, parse_game_seats};

type Match = PlainMatch<LiarsDice>;

/// A four-AI match with every cup thrown and some bids made.
fn match_under_way() -> App {
    let specs: Vec<String> = ["ai:greedy", "ai:random", "ai:greedy", "ai:random"].map(String::from).to_vec();
    let seats = parse_game_seats(crate::engine::GameId::LIARS_DICE, &specs).expect("four seats");
    let settings = Settings { fast: false, instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let mut app =
        crate::table::headless_match_app(MatchConfig::new(crate::engine::GameId::LIARS_DICE, seats, Some(8)), settings);
    // AI seats think on other threads: the frames it takes vary.
    for _ in 0..20_000 {
        app.update();
        // Cups thrown and bids made, and every cup of the round down (none still to throw).
        let under_way = app.world().get_resource::<Match>().is_some_and(|m| {
            m.record.steps.len() > 8 && <LiarsDice as crate::engine::Game>::chance(&m.state).is_none()
        });
        if under_way {
            break;
        }
    }
    app
}

#[test]
fn every_cup_is_thrown_out_of_sight_and_each_phone_sees_its_own_only() {
    let mut app = match_under_way();
    let world = app.world_mut();
    let m = world.resource::<Match>();
    assert!(m.record.steps.len() > 8, "cups thrown and bids made: {} steps", m.record.steps.len());
    let mut dice = world.query_filtered::<Option<&Unseen>, With<InstantDie>>();
    let shown: Vec<bool> = dice.iter(world).map(|unseen| unseen.is_none()).collect();
    assert!(!shown.is_empty(), "the cups' dice are on the table");
    assert!(shown.iter().all(|&s| !s), "no die of a cup may be drawn: {shown:?}");
    let world = app.world();
    let m = world.resource::<Match>();
    let cup = |line: &String| line.starts_with("Your cup");
    speaking(Language::English, || {
        let names = |s: usize| format!("seat {s}");
        for seat in 0..4 {
            let tv = LiarsDice::seat_words(&m.state, seat, &names);
            assert!(!tv.iter().any(cup), "the TV's status shows no cup: {tv:?}");
            let phone = (super::HOOKS.phone.view)(world, Some(seat)).expect("a phone's view");
            for (other, lines) in phone.status.iter().enumerate() {
                assert_eq!(lines.iter().any(cup), other == seat, "phone {seat} sees cup {other}? {lines:?}");
            }
        }
        assert!(!m.log.iter().any(cup), "the log names no cup's dice: {:?}", m.log);
    });
}
