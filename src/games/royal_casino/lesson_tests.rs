//! Royal Casino's lesson driven through the rules core from the state its table starts from.

use super::RoyalCasino;
use crate::engine::lesson::parse;
use crate::engine::lesson_drive::{MOST_LESSON_S, drive, levels_of};
use crate::engine::{Game, GameId};
use crate::i18n::{Language, speaking};

#[test]
fn the_lesson_plays_through_as_the_table_plays_it_within_four_minutes() {
    let entry = crate::registry::registered(GameId::ROYAL_CASINO);
    let file = "assets/games/royal-casino/lesson.ron";
    let lesson = parse::<<RoyalCasino as Game>::Action>(file, entry.lesson).unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(lesson.seats.len(), 0, true, lesson.seed).unwrap();
    let levels = levels_of(&lesson.seats);
    let mut no_hidden = |_: &crate::engine::Chance| unreachable!("Royal Casino draws nothing hidden");
    // In English whatever another test left the window's language at (the log is read below).
    let driven = speaking(Language::English, || {
        drive::<RoyalCasino>(&lesson, (file, entry.lesson), start, lesson.seed, &levels, &mut no_hidden)
    })
    .unwrap_or_else(|e| panic!("{e}"));
    println!("{}", driven.log.join("\n"));
    assert!(driven.seconds <= MOST_LESSON_S, "{driven:?}");
    let log = driven.log.join("\n");
    // Every kind of choice of a turn: a throw, a place, a throw again, a stop.
    for moment in ["completes row A", "completes row F", "throws again", "row C", "stops"] {
        assert!(log.contains(moment), "the lesson meets no `{moment}`:\n{log}");
    }
}

/// Every kind of choice a first game asks (what AI seats choose in most whole games from the
/// lesson's start) is one of the lesson's steps, or told in its sentences and listed as `told`.
#[test]
fn the_lesson_plays_or_tells_every_kind_of_choice_a_first_game_asks() {
    let text = crate::registry::registered(crate::engine::GameId::ROYAL_CASINO).lesson;
    let lesson = crate::engine::lesson::parse::<<RoyalCasino as crate::engine::Game>::Action>("lesson.ron", text)
        .unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(lesson.seats.len(), 0, true, lesson.seed).unwrap();
    let untaught = crate::engine::lesson_drive::untaught_kinds::<RoyalCasino>(&lesson, &start, "greedy").unwrap();
    assert!(
        untaught.is_empty(),
        "asked in a first game (in that many of its games), neither played nor told: {untaught:?}"
    );
}
