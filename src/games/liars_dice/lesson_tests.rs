//! Liar's Dice's lesson driven through the rules core from the state its table starts from: the
//! learner's bid, the AIs' answers, the learner's Dudo and the verdict; then a raise that is
//! called and loses the learner a die, an opening bid, and a Calza that wins it back, within three
//! minutes: every kind of choice a first game asks.

use super::LiarsDice;
use super::rules::Options;
use crate::engine::lesson::parse;
use crate::engine::lesson_drive::{LessonDrive, MOST_LESSON_S, drive, levels_of};
use crate::engine::{Chance, Game, GameId};
use crate::i18n::{Language, speaking};

const FILE: &str = "assets/games/liars-dice/lesson.ron";

/// The lesson driven from its table's start: its seats, the learner first and opening.
fn driven() -> LessonDrive {
    let text = crate::registry::registered(GameId::LIARS_DICE).lesson;
    let lesson = parse::<<LiarsDice as Game>::Action>(FILE, text).unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(lesson.seats.len(), lesson.learner(), Options::default()).unwrap();
    let levels = levels_of(&lesson.seats);
    let mut no_hidden = |_: &Chance| unreachable!("every cup is thrown for real (ruling L8)");
    speaking(Language::English, || {
        drive::<LiarsDice>(&lesson, (FILE, text), start, lesson.seed, &levels, &mut no_hidden)
    })
    .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_lesson_plays_every_kind_of_choice_and_both_verdicts_within_four_minutes() {
    let driven = driven();
    println!("{}\n{driven:?}", driven.log.join("\n"));
    assert!(driven.seconds <= MOST_LESSON_S, "{driven:?}");
    assert_eq!((driven.learner_steps, driven.throws), (5, 9), "three rounds: {driven:?}");
    let log = &driven.log;
    assert!(log.iter().any(|l| l == "You bids 3 × 5."), "{log:#?}");
    let dudo = log.iter().position(|l| l.starts_with("You calls Dudo on AI ")).unwrap_or_else(|| panic!("{log:#?}"));
    assert!(
        log[dudo + 1].starts_with("AI ") && log[dudo + 1].contains(" loses a die"),
        "the bidder was wrong: {log:#?}"
    );
    assert!(log.iter().all(|l| !l.contains("[")), "no cup is said: {log:#?}");
    // A raise, an opening and a calza of the learner's; a die lost, and won back by the calza.
    let said = |line: &str| log.iter().position(|l| l.starts_with(line)).unwrap_or_else(|| panic!("{line}: {log:#?}"));
    let (raise, lost, open) = (said("You bids 6 × 6."), said("You loses a die"), said("You bids 2 × 3."));
    let (calza, won) = (said("You calls Calza on AI 2's"), said("You wins a die back"));
    assert!(raise < lost && lost < open && open < calza && calza < won, "in that order: {log:#?}");
}

/// Every kind of choice a first game asks (what AI seats choose in most whole games from the
/// lesson's start) is one of the lesson's steps, or told in its sentences and listed as `told`.
#[test]
fn the_lesson_plays_or_tells_every_kind_of_choice_a_first_game_asks() {
    let text = crate::registry::registered(crate::engine::GameId::LIARS_DICE).lesson;
    let lesson = crate::engine::lesson::parse::<<LiarsDice as crate::engine::Game>::Action>("lesson.ron", text)
        .unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(lesson.seats.len(), lesson.learner(), super::rules::Options::default()).unwrap();
    let untaught = crate::engine::lesson_drive::untaught_kinds::<LiarsDice>(&lesson, &start, "greedy").unwrap();
    assert!(
        untaught.is_empty(),
        "asked in a first game (in that many of its games), neither played nor told: {untaught:?}"
    );
}
