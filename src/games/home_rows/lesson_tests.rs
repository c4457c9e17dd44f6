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
fn the_lesson_plays_through_as_the_table_plays_it_within_four_minutes() {
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

/// At the table (its own start, its throws, its AI seats) the lesson says what the drive says, in
/// the same order; the callout points at a red die on the learner's mat for each roll, over the
/// square of each placement, and at the bar for the trade.
#[cfg(feature = "game")]
#[test]
fn the_table_plays_the_lesson_as_the_drive_does_and_points_at_each_step() {
    use super::rules::Action;
    use crate::games::home_rows::table::view::grid as layout;
    use crate::table::lesson::{Anchor, at_table::play_at_table};
    use crate::table::view::tabletop::seating::seat_pose;
    let table = play_at_table::<super::table::HomeRowsMatch>(GameId::HOME_ROWS);
    println!("{}", table.log.join("\n"));
    let mut at = 0;
    for line in &driven().log {
        let found = table.log[at..].iter().position(|l| l == line);
        at += found.unwrap_or_else(|| panic!("the table never says `{line}` after line {at}:\n{:#?}", table.log)) + 1;
    }
    let text = crate::registry::registered(GameId::HOME_ROWS).lesson;
    let lesson = parse::<Action>(FILE, text).unwrap();
    assert_eq!(table.steps.len(), lesson.steps.len());
    let mat = seat_pose(lesson.learner(), lesson.seats.len()).translation;
    for (step, (anchor, state)) in lesson.steps.iter().zip(&table.steps) {
        match (step.act, *anchor) {
            (Action::Roll { color }, Anchor::Table(p)) => {
                assert!(p.distance(mat) < 0.12, "{} die at {p}, the mat at {mat}", color.name());
                assert!(state.hand(lesson.learner())[color.index()] > 0);
            }
            (Action::Place { row, col, .. }, Anchor::Table(p)) => {
                let square = layout::square(usize::from(row), usize::from(col));
                assert!((p - square).with_y(0.0).length() < 1e-4 && p.y > square.y, "{p} over {square}");
            }
            (Action::Trade { .. }, Anchor::Bar) => {}
            (act, anchor) => panic!("step `{}` ({act:?}) points at {anchor:?}", step.say),
        }
    }
}

/// Every kind of choice a first game asks (what AI seats choose in most whole games from the
/// lesson's start) is one of the lesson's steps, or told in its sentences and listed as `told`.
#[test]
fn the_lesson_plays_or_tells_every_kind_of_choice_a_first_game_asks() {
    let text = crate::registry::registered(crate::engine::GameId::HOME_ROWS).lesson;
    let lesson = crate::engine::lesson::parse::<<HomeRows as crate::engine::Game>::Action>("lesson.ron", text)
        .unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(0, super::rules::COLORS[..lesson.seats.len()].to_vec()).unwrap();
    let untaught = crate::engine::lesson_drive::untaught_kinds::<HomeRows>(&lesson, &start, "greedy").unwrap();
    assert!(
        untaught.is_empty(),
        "asked in a first game (in that many of its games), neither played nor told: {untaught:?}"
    );
}
