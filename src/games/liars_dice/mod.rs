//! Liar's Dice, the bluffing game of dice under cups for 2–6 seats: rules core, AIs, console
//! adapter and simulator section. The table comes later, behind the `game` feature.

pub mod ai;
pub mod console;
mod console_view;
mod outcome;
pub mod rules;
mod sim;
#[cfg(feature = "game")]
pub mod table;
pub mod words;

use std::ops::RangeInclusive;

use crate::engine::random_games::{Invariants, legal_list_agrees};
use crate::engine::{Chance, Game, GameId, Policy, SeatSet, policy::Players};
use rules::{Action, ActionList, Event, EventList, LiarsDiceError, LiarsDiceState, MAX_SEATS, MIN_SEATS, Phase, Setup};

pub use sim::LiarsDiceTally;

/// The marker type for Liar's Dice in generic code.
pub struct LiarsDice;

/// The six-sided die every cup holds.
const DIE_SIDES: u8 = 6;

impl Game for LiarsDice {
    const ID: GameId = GameId::LIARS_DICE;
    const SEATS: RangeInclusive<usize> = MIN_SEATS..=MAX_SEATS;
    type Setup = Setup;
    type State = LiarsDiceState;
    type Action = Action;
    type Event = Event;
    type Events = EventList;
    type Actions = ActionList;
    type Error = LiarsDiceError;

    /// Seat 0 starts; calza and palifico on.
    fn setup(players: usize) -> Setup {
        Setup { players, starter: 0, options: rules::Options::default() }
    }
    /// Nothing in a Liar's Dice setup is left to chance but the dice; the seed is unused.
    fn new(setup: Setup, _seed: u64) -> Result<LiarsDiceState, LiarsDiceError> {
        LiarsDiceState::new(setup)
    }
    fn players(s: &LiarsDiceState) -> usize {
        s.players()
    }
    fn current(s: &LiarsDiceState) -> usize {
        s.current()
    }
    #[inline]
    fn legal_actions(s: &LiarsDiceState, out: &mut ActionList) {
        s.legal_actions_into(out)
    }
    #[inline]
    fn apply(s: &mut LiarsDiceState, action: Action) -> Result<EventList, LiarsDiceError> {
        s.apply(action)
    }
    /// One seat's cup at a time (ruling L8: each seat throws its own dice, every round): its
    /// dice, of the seat's kind, thrown for real and kept under the cup. The rules core never
    /// says their values to anyone but their seat (`observation`, the words), until the cups
    /// are lifted.
    #[inline]
    fn chance(s: &LiarsDiceState) -> Option<Chance> {
        if s.phase() != Phase::Rolling {
            return None;
        }
        let seat = s.next_to_throw()?;
        let mut cup = Chance::empty();
        (0..s.count(seat)).for_each(|_| cup.push(seat as u8, DIE_SIDES));
        // Thrown under the seat's own cup: nobody else sees them (L1).
        Some(cup.private_to(seat))
    }
    #[inline]
    fn apply_chance(s: &mut LiarsDiceState, values: &[u8]) -> Result<EventList, LiarsDiceError> {
        s.apply_chance(values)
    }
    fn is_over(s: &LiarsDiceState) -> bool {
        s.is_over()
    }
    fn winners(s: &LiarsDiceState) -> SeatSet {
        s.winners_mask()
    }
    fn round(s: &LiarsDiceState) -> u32 {
        s.round()
    }
    /// Each seat's finishing place (1 for the winner), `specs/cli.md`'s `places`.
    fn scores(s: &LiarsDiceState) -> (&'static str, Vec<i64>) {
        ("places", s.places().iter().map(|&p| i64::from(p)).collect())
    }
    /// A round's opening decision: the dice stream is reseeded once per round, so every seat
    /// order of a tournament's dice seed throws the same cups round by round.
    fn turn_starts(s: &LiarsDiceState) -> bool {
        s.phase() == Phase::Bidding && s.bid().is_none()
    }
    /// The other seats' dice hidden; the seat's own, the counts, the bid and the standings kept.
    fn observation(s: &LiarsDiceState, seat: usize) -> LiarsDiceState {
        s.observed_by(seat)
    }
    fn public_observation(s: &LiarsDiceState) -> LiarsDiceState {
        s.observed_by_table()
    }
    /// A save written before the state kept the round's bids: they are rebuilt from its record.
    fn restore_from_steps(s: &mut LiarsDiceState, steps: &[crate::engine::record::Step<Action>]) {
        s.rebuild_bids(steps);
    }
    /// Each decision is a seat's turn: a bid, or the call that ends the round.
    fn ends_turn(e: &Event) -> bool {
        matches!(e, Event::Bid { .. } | Event::Challenge { .. })
    }
    fn ends_round(e: &Event) -> bool {
        matches!(e, Event::RoundEnded { .. })
    }
}

impl Players for LiarsDice {
    const LEVELS: &'static [(&'static str, &'static str)] = ai::AI_LEVELS;
    fn policy(name: &str, seed: u64) -> Result<Box<dyn Policy<Self>>, String> {
        ai::by_name(name, seed)
    }
}

impl Invariants for LiarsDice {
    fn check(s: &LiarsDiceState, legal: &[Action]) -> Result<(), String> {
        s.validate()?;
        if legal.iter().any(|a| matches!(a, Action::Bid { quantity, .. } if usize::from(*quantity) > s.in_play())) {
            return Err("a bid above the dice in play is listed (ruling L3)".into());
        }
        legal_list_agrees(legal, |a| s.check(a))
    }
}

/// The state a table starts from: `players` seats, `starter` first, the options chosen.
pub fn table_start(players: usize, starter: usize, options: rules::Options) -> Result<LiarsDiceState, LiarsDiceError> {
    LiarsDiceState::new(Setup { players, starter, options })
}

#[cfg(test)]
mod ai_tests;
#[cfg(test)]
mod console_tests;
#[cfg(test)]
mod equilibrium_tests;
#[cfg(test)]
mod history_tests;
#[cfg(test)]
mod lesson_tests;
#[cfg(test)]
mod memory_tests;
#[cfg(test)]
mod random_tests;
#[cfg(test)]
mod refusal_tests;
#[cfg(test)]
mod rules_tests;
#[cfg(test)]
mod rulings_tests;
#[cfg(test)]
mod test_positions;
#[cfg(test)]
mod words_tests;

impl GameId {
    /// The stable name of Liar's Dice.
    pub const LIARS_DICE: GameId = GameId::new("liars-dice", "Liar's Dice");
}

/// This game in the registry (`crate::registry::all`). Its table joins later (behind `game`).
pub static REGISTERED: super::entry::Registered = super::entry::Registered::of::<LiarsDice>(super::entry::About {
    id: GameId::LIARS_DICE,
    listed: 3,
    console_commands: console::COMMANDS,
    console_new: |obj| Ok(Box::new(console::LiarsDiceSession::from_new(obj)?)),
    default_level: "greedy",
    default_seats: 4,
    lesson: include_str!("../../../assets/games/liars-dice/lesson.ron"),
    lesson_words: crate::language_files!("assets/games/liars-dice/lesson", ".ftl"),
    locales: crate::language_files!("assets/games/liars-dice/locales", ".ftl"),
    #[cfg(feature = "game")]
    table: &table::HOOKS,
});
