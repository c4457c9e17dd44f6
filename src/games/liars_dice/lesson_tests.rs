//! Liar's Dice's lesson driven through the rules core from the state its table starts from: the
//! learner's bid, the AIs' answers, the learner's Dudo and the verdict, within three minutes.

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
fn the_lesson_plays_a_bid_a_dudo_and_a_verdict_within_three_minutes() {
    let driven = driven();
    println!("{}\n{driven:?}", driven.log.join("\n"));
    assert!(driven.seconds <= MOST_LESSON_S, "{driven:?}");
    assert_eq!((driven.learner_steps, driven.throws), (2, 3), "{driven:?}");
    let log = &driven.log;
    assert!(log.iter().any(|l| l == "You bids 3 × 5."), "{log:#?}");
    let dudo = log.iter().position(|l| l.starts_with("You calls Dudo on AI ")).unwrap_or_else(|| panic!("{log:#?}"));
    assert!(
        log[dudo + 1].starts_with("AI ") && log[dudo + 1].contains(" loses a die"),
        "the bidder was wrong: {log:#?}"
    );
    assert!(log.iter().all(|l| !l.contains("[")), "no cup is said: {log:#?}");
}
