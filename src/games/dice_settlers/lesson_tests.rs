//! Dice Settlers' lesson driven through the rules core from the state its table starts from,
//! hidden draws from the table's own stream, and played at a headless table: the same moves, the
//! same log.

use super::DiceSettlers;
use crate::engine::lesson::parse;
use crate::engine::lesson_drive::{LessonDrive, MOST_LESSON_S, drive, levels_of};
use crate::engine::{Game, GameId};
use crate::i18n::{Language, speaking};

const FILE: &str = "assets/games/dice-settlers/lesson.ron";

/// The lesson driven from its table's start, the learner first, each hidden draw (the draft's
/// tiles, the bags, the stack) answered from the table's stream in the table's order.
fn driven() -> LessonDrive {
    let text = crate::registry::registered(GameId::DICE_SETTLERS).lesson;
    let lesson = parse::<<DiceSettlers as Game>::Action>(FILE, text).unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(lesson.seats.len(), 0, lesson.seed).unwrap();
    let levels = levels_of(&lesson.seats);
    let mut draws = super::table_draws(lesson.seed);
    let mut hidden = |chance: &crate::engine::Chance| super::draw_hidden(&mut draws, chance);
    speaking(Language::English, || {
        drive::<DiceSettlers>(&lesson, (FILE, text), start, lesson.seed, &levels, &mut hidden)
    })
    .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_lesson_plays_through_as_the_table_plays_it_within_four_minutes() {
    let driven = driven();
    println!("{}\n{driven:?}", driven.log.join("\n"));
    assert!(driven.seconds <= MOST_LESSON_S, "{driven:?}");
    let log = driven.log.join("\n");
    // Every kind of choice a first game asks, in that order: the draft, a roll adjustment, an
    // explore (and a follower), a research; the bag refilled, a recruit and its colour, a deploy
    // to the contested desert, a die kept; a harvest and a trade.
    let moments = [
        "You starts on tile 4 (mountain) and takes a gold.",
        "You turns a die to Research with a navigator.",
        "You explores tile 17 (desert).",
        "You follows onto tile 17.",
        "You researches Compass (1 point).",
        "You draws 3 dice (the used dice went back into the bag).",
        "You recruits a blue die.",
        "You deploys a tent to tile 17 (desert).",
        "You keeps a yellow die for next round.",
        "You harvests 1 gold, 1 wood, 1 food.",
        "You trades three different (no iron) for 5: +5.",
    ];
    let mut from = 0;
    for moment in moments {
        let at =
            log[from..].find(moment).unwrap_or_else(|| panic!("the lesson meets no `{moment}` after the last:\n{log}"));
        from += at + moment.len();
    }
}

/// At the table (its own start, its draws and throws, its AI seats) the lesson says what the drive
/// says, in the same order; the callout points at the map spot of each tile (where a click on
/// the map lands on it), at the tile a tent goes to, at the pool die a navigator turns or the
/// clean-up keeps (in front of the map), and at the bar for the buttons.
#[cfg(feature = "game")]
#[test]
fn the_table_plays_the_lesson_as_the_drive_does_and_points_at_each_step() {
    use super::rules::Action;
    use super::table::view::{HEX_R_M, map_point};
    use crate::table::lesson::{Anchor, at_table::play_at_table};
    let table = play_at_table::<super::table::SettlersMatch>(GameId::DICE_SETTLERS);
    println!("{}", table.log.join("\n"));
    let mut at = 0;
    for line in &driven().log {
        let found = table.log[at..].iter().position(|l| l == line);
        at += found.unwrap_or_else(|| panic!("the table never says `{line}` after line {at}:\n{:#?}", table.log)) + 1;
    }
    let text = crate::registry::registered(GameId::DICE_SETTLERS).lesson;
    let lesson = parse::<Action>(FILE, text).unwrap();
    assert_eq!(table.steps.len(), lesson.steps.len());
    for (step, (anchor, state)) in lesson.steps.iter().zip(&table.steps) {
        match (step.act, *anchor) {
            (Action::StartTile { at, .. } | Action::PlaceTile { at }, Anchor::Table(p)) => {
                // Well inside the pad a click finds the spot by (a hex of radius HEX_R_M round it).
                let off = (p - map_point(state, at)).with_y(0.0).length();
                assert!(off < HEX_R_M * 0.8, "a click at {p} lands on the step's spot ({off} m from its middle)");
            }
            (Action::TentToTile { tile }, Anchor::Table(p)) => {
                let at = state.map()[state.tile_index(tile).unwrap()].at;
                assert!((p - map_point(state, at)).with_y(0.0).length() < HEX_R_M * 0.8, "on tile {tile}: {p}");
            }
            (Action::Turn { .. } | Action::Keep { .. }, Anchor::Table(p)) => {
                let nearest_edge =
                    state.map().iter().map(|t| map_point(state, t.at).z + HEX_R_M).fold(f32::MIN, f32::max);
                assert!(p.z > nearest_edge, "the pool lies in front of the map: {p}, the map's edge at {nearest_edge}");
            }
            (
                Action::Ready
                | Action::Explore { .. }
                | Action::Follow
                | Action::Decline
                | Action::Research { .. }
                | Action::Recruit { .. }
                | Action::TakeDie { .. }
                | Action::Deploy { .. }
                | Action::Harvest
                | Action::Trade { .. }
                | Action::Sell(_),
                Anchor::Bar,
            ) => {}
            (act, anchor) => panic!("step `{}` ({act:?}) points at {anchor:?}", step.say),
        }
    }
}

/// Every kind of choice a first game asks (what AI seats choose in most whole games from the
/// lesson's start) is one of the lesson's steps, or told in its sentences and listed as `told`.
#[test]
fn the_lesson_plays_or_tells_every_kind_of_choice_a_first_game_asks() {
    let text = crate::registry::registered(crate::engine::GameId::DICE_SETTLERS).lesson;
    let lesson = crate::engine::lesson::parse::<<DiceSettlers as crate::engine::Game>::Action>("lesson.ron", text)
        .unwrap_or_else(|e| panic!("{e}"));
    let start = super::table_start(lesson.seats.len(), 0, lesson.seed).unwrap();
    let untaught = crate::engine::lesson_drive::untaught_kinds::<DiceSettlers>(&lesson, &start, "greedy").unwrap();
    assert!(
        untaught.is_empty(),
        "asked in a first game (in that many of its games), neither played nor told: {untaught:?}"
    );
}
