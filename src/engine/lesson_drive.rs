//! A lesson played through the rules core exactly as the table plays it: the learner does each
//! step's action, AI seats decide as the table's do (the same level, seeded by
//! [`crate::engine::policy::ai_seed`], from their observation), throws in view take the lesson's
//! loaded faces and hidden draws come from the caller (the table's own draw stream). Each game's
//! tests drive its lesson from the state its table starts from; an unreachable step says
//! `file:line`, and the lesson's length at a person's pace is measured; and what kinds of choice
//! a first game asks that the lesson neither plays nor tells ([`untaught_kinds`]).

use super::Chance;
use super::lesson::{Lesson, line_of};
use super::policy::{Players, ai_seed};
use super::words::Words;

/// Seconds a learner takes to read a callout's sentence and do what it says.
pub const LEARNER_STEP_S: f64 = 8.0;
/// Seconds an AI seat's move holds the table (its pause and the move's animation).
pub const AI_ACTION_S: f64 = 1.2;
/// Seconds a throw takes from the cup to settled dice.
pub const THROW_S: f64 = 2.5;
/// Longest a lesson may take at a person's pace: four minutes (Dice Settlers' three rounds, each
/// kind of choice of a first game once).
pub const MOST_LESSON_S: f64 = 240.0;

/// How a lesson went: what was done and how long it takes at a person's pace.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LessonDrive {
    pub learner_steps: usize,
    pub ai_actions: usize,
    pub throws: usize,
    /// The lesson's length at a person's pace, seconds.
    pub seconds: f64,
    /// The log of the lesson, for a reader checking what the steps meet.
    pub log: Vec<String>,
}

/// Drive `lesson` (read from `text`, named `file`) from `start`, the match seeded `seed`; seat
/// `s`'s AI level is `levels[s]` (`None`: the learner). `hidden` answers hidden draws.
pub fn drive<G: Players + Words>(
    lesson: &Lesson<G::Action>,
    (file, text): (&str, &str),
    start: G::State,
    seed: u64,
    levels: &[Option<String>],
    hidden: &mut dyn FnMut(&Chance) -> Vec<u8>,
) -> Result<LessonDrive, String> {
    let names =
        |s: usize| if levels.get(s).is_some_and(Option::is_none) { "You".to_string() } else { format!("AI {s}") };
    let (mut state, mut drive, mut steps) = (start, LessonDrive::default(), 0usize);
    let (mut throws, mut legal) = (lesson.throws.iter(), G::Actions::default());
    let at = |k: usize| format!("{file}:{}: step {} (`{}`)", line_of(text, "say:", k), k + 1, lesson.steps[k].say);
    while drive.learner_steps < lesson.steps.len() {
        let k = drive.learner_steps;
        if G::is_over(&state) {
            return Err(format!("{}: the game is over before it", at(k)));
        }
        let events = if let Some(chance) = G::chance(&state) {
            let values = if chance.any_hidden() {
                hidden(&chance)
            } else {
                drive.throws += 1;
                throws.next().cloned().ok_or_else(|| {
                    format!(
                        "{}: a throw of {} dice comes first, but no loaded throw is left; the lesson so far:\n{}",
                        at(k),
                        chance.count(),
                        drive.log.join("\n")
                    )
                })?
            };
            G::apply_chance(&mut state, &values).map_err(|e| {
                format!("{}: the throw {values:?} before it: {e}; so far:\n{}", at(k), drive.log.join("\n"))
            })?
        } else {
            let seat = G::current(&state);
            G::legal_actions(&state, &mut legal);
            let action = match &levels[seat] {
                None => {
                    let step = &lesson.steps[k];
                    if !legal.contains(&step.act) {
                        let said: Vec<String> = legal.iter().map(|&a| G::action_words(&state, a, &names)).collect();
                        return Err(format!(
                            "{}: {:?} is not the learner's to play; they may: {}; the lesson so far:\n{}",
                            at(k),
                            step.act,
                            said.join(" | "),
                            drive.log.join("\n")
                        ));
                    }
                    drive.learner_steps += 1;
                    step.act
                }
                Some(level) => {
                    drive.ai_actions += 1;
                    G::policy(level, ai_seed(seed, seat, steps))?.choose(&G::observation(&state, seat), &legal)
                }
            };
            drive.log.extend(G::decision_words(&state, seat, action, &names));
            G::apply(&mut state, action).map_err(|e| format!("{}: {e}", at(k.min(lesson.steps.len() - 1))))?
        };
        steps += 1;
        drive.log.extend(events.iter().filter_map(|e| G::event_words(&state, e, &names)));
    }
    drive.seconds = drive.learner_steps as f64 * LEARNER_STEP_S
        + drive.ai_actions as f64 * AI_ACTION_S
        + drive.throws as f64 * THROW_S;
    Ok(drive)
}

/// The AI level of each seat spec (`None` for the learner, `human`).
pub fn levels_of(seats: &[String]) -> Vec<Option<String>> {
    seats.iter().map(|s| s.strip_prefix("ai:").map(str::to_string)).collect()
}

/// The kind of an action: its variant's name (`Bid` of `Bid { quantity: 3, face: 5 }`).
pub fn kind_of<A: std::fmt::Debug>(action: &A) -> String {
    format!("{action:?}").chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect()
}

/// Games played from a lesson's start by AI seats to see what a first game asks.
pub const FIRST_GAMES: u64 = 12;
/// A kind chosen in at least half of them is asked of a first game.
pub const ASKED_IN_GAMES: usize = FIRST_GAMES as usize / 2;

/// The kinds of choice a first game from `start` asks (chosen by `level` AI seats in at least
/// [`ASKED_IN_GAMES`] of [`FIRST_GAMES`] whole games) that `lesson` neither plays in a step nor
/// lists as `told`, with how many games chose each.
pub fn untaught_kinds<G: Players>(
    lesson: &Lesson<G::Action>,
    start: &G::State,
    level: &str,
) -> Result<Vec<(String, usize)>, String> {
    use super::dice::derive_seed;
    use super::playout::{DiceStream, play_out};
    let mut games_with: std::collections::BTreeMap<String, usize> = Default::default();
    for game in 0..FIRST_GAMES {
        let seed = derive_seed(lesson.seed, game);
        let mut state = start.clone();
        let seats = G::players(&state);
        let mut policies =
            (0..seats).map(|s| G::policy(level, derive_seed(seed, s as u64))).collect::<Result<Vec<_>, _>>()?;
        let mut kinds = std::collections::BTreeSet::new();
        play_out::<G>(&mut state, &mut policies, &mut DiceStream::whole(seed), u32::MAX, false, |step| {
            kinds.extend(step.decision.map(|(_, action)| kind_of(&action)));
        })?;
        kinds.into_iter().for_each(|k| *games_with.entry(k).or_default() += 1);
    }
    let taught: std::collections::BTreeSet<String> =
        lesson.steps.iter().map(|s| kind_of(&s.act)).chain(lesson.told.iter().cloned()).collect();
    Ok(games_with.into_iter().filter(|(k, n)| *n >= ASKED_IN_GAMES && !taught.contains(k)).collect())
}
