//! Home Rows' lesson driven through the rules core from the state its table starts from, and
//! played at a headless table: the same moves, the same log.

use super::HomeRows;
use super::rules::{COLORS, HomeRowsState};
use crate::engine::lesson::parse;
use crate::engine::lesson_drive::{LessonDrive, MOST_LESSON_S, drive, levels_of};
use crate::engine::{Game, GameId};
use crate::i18n::{Language, speaking};

const FILE: &str = "assets/games/home-rows/lesson.ron";

/// The lesson driven from its table's start: the seats' default home colours (the table gives
/// seat i the colour of `HOME_RGB[i]`, home row `COLORS[i]`), the learner first.
fn driven() -> LessonDrive {
    let text = crate::registry::registered(GameId::HOME_ROWS).lesson;
    let lesson = parse::<<HomeRows as Game>::Action>(FILE, text).unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(0, COLORS[..lesson.seats.len()].to_vec()).unwrap();
    let levels = levels_of(&lesson.seats);
    let mut no_hidden = |_: &crate::engine::Chance| unreachable!("Home Rows draws nothing hidden");
    speaking(Language::English, || {
        drive::<HomeRows>(&lesson, (FILE, text), start, lesson.seed, &levels, &mut no_hidden)
    })
    .unwrap_or_else(|e| panic!("{e}"))
}

/// The counters a log line says were taken from the pot ("You takes 4 counters from the pot.").
fn from_pot(line: &str) -> Option<u32> {
    let taken = line.strip_suffix(" counters from the pot.").or_else(|| line.strip_suffix(" counter from the pot."))?;
    taken.rsplit(' ').next()?.parse().ok()
}

#[test]
fn the_lesson_plays_through_as_the_table_plays_it_within_three_minutes() {
    let driven = driven();
    println!("{}\n{driven:?}", driven.log.join("\n"));
    assert!(driven.seconds <= MOST_LESSON_S, "{driven:?}");
    let log = &driven.log;
    // A roll, and placements that take counters until the learner empties the pot.
    assert!(log.iter().any(|l| l.starts_with("You rolls a red")), "{log:#?}");
    let pot: Vec<(usize, u32)> = log.iter().enumerate().filter_map(|(i, l)| Some((i, from_pot(l)?))).collect();
    assert_eq!(pot.iter().map(|(_, n)| n).sum::<u32>(), u32::from(HomeRowsState::pot_for(3)), "{log:#?}");
    let (emptied, _) = *pot.last().unwrap();
    assert!(log[emptied].starts_with("You takes"), "the learner empties the pot: {log:#?}");
    // Then a placement that takes from a neighbour, and a forced trade.
    let after = &log[emptied..];
    assert!(after.iter().any(|l| l.starts_with("You takes 6 counters from AI 1")), "{log:#?}");
    assert!(after.iter().any(|l| l.starts_with("You forces a trade")), "{log:#?}");
}
