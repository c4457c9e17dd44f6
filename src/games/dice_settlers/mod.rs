//! Dice Settlers, dice-pool building on a growing hex map for 2–4 seats: content as data, rules
//! core, AIs, console adapter and the sim report's section.

pub mod ai;
pub mod console;
mod console_request;
mod console_view;
pub mod content;
pub mod rules;
mod tally;
pub mod words;

use std::ops::RangeInclusive;

use crate::engine::random_games::{Invariants, legal_list_agrees};
use crate::engine::{Chance, Game, GameId, Policy, SeatSet, policy::Players};
use rules::{Action, ActionList, DiceSettlersState, Event, EventList, MAX_SEATS, Phase, SettlersError, Setup, Step};

/// The marker type for Dice Settlers in generic code.
pub struct DiceSettlers;

/// Its observation is the engine's default, the whole state: every seat sees the map, the bags'
/// and used areas' counts, the row and the draft hand. The stack and the bags are drawn uniformly
/// from what is left (a hidden draw, one side per item), so the order the state keeps them in
/// says nothing of the next draw; the draws come from the table's own stream, which no seat or AI
/// is given.
impl Game for DiceSettlers {
    const ID: GameId = GameId::DICE_SETTLERS;
    const SEATS: RangeInclusive<usize> = 2..=MAX_SEATS;
    type Setup = Setup;
    type State = DiceSettlersState;
    type Action = Action;
    type Event = Event;
    type Events = EventList;
    type Actions = ActionList;
    type Error = SettlersError;

    fn setup(players: usize) -> Setup {
        Setup { players, starter: 0 }
    }
    /// The seed deals the technology row; every draw after that is an explicit chance node.
    fn new(setup: Setup, seed: u64) -> Result<DiceSettlersState, SettlersError> {
        DiceSettlersState::new(setup, seed)
    }
    fn players(s: &DiceSettlersState) -> usize {
        s.players()
    }
    fn current(s: &DiceSettlersState) -> usize {
        s.current()
    }
    #[inline]
    fn legal_actions(s: &DiceSettlersState, out: &mut ActionList) {
        s.legal_actions_into(out)
    }
    #[inline]
    fn apply(s: &mut DiceSettlersState, action: Action) -> Result<EventList, SettlersError> {
        s.apply(action)
    }
    #[inline]
    fn chance(s: &DiceSettlersState) -> Option<Chance> {
        s.chance()
    }
    #[inline]
    fn apply_chance(s: &mut DiceSettlersState, values: &[u8]) -> Result<EventList, SettlersError> {
        s.apply_chance(values)
    }
    fn is_over(s: &DiceSettlersState) -> bool {
        s.is_over()
    }
    fn winners(s: &DiceSettlersState) -> SeatSet {
        s.winners_mask()
    }
    fn round(s: &DiceSettlersState) -> u32 {
        s.round()
    }
    fn scores(s: &DiceSettlersState) -> (&'static str, Vec<i64>) {
        ("points", s.totals().into_iter().map(i64::from).collect())
    }
    fn turn_starts(s: &DiceSettlersState) -> bool {
        s.phase() == Phase::Act && s.step() == Step::Open && !s.acted() && s.current() == s.turn_seat()
    }
    fn ends_turn(e: &Event) -> bool {
        matches!(e, Event::TurnEnded { .. })
    }
    fn ends_round(e: &Event) -> bool {
        matches!(e, Event::RoundEnded { .. })
    }
}

impl Players for DiceSettlers {
    const LEVELS: &'static [(&'static str, &'static str)] = &ai::AI_LEVELS;
    fn policy(name: &str, seed: u64) -> Result<Box<dyn Policy<Self>>, String> {
        ai::by_name(name, seed)
    }
}

impl Invariants for DiceSettlers {
    fn check(s: &DiceSettlersState, legal: &[Action]) -> Result<(), String> {
        s.validate()?;
        legal_list_agrees(legal, |a| s.check(a))
    }
}

/// The state a table starts from: the technology row dealt by the match's seed, `starter` first
/// in the draft. The table and its lesson's drive both start here.
pub fn table_start(players: usize, starter: usize, seed: u64) -> Result<DiceSettlersState, SettlersError> {
    use crate::engine::dice::derive_seed;
    DiceSettlersState::new(Setup { players, starter }, derive_seed(seed, 0))
}

/// The stream a table answers hidden draws from (the bags, the tile stacks): nobody sees them
/// happen, so they are drawn, not thrown. Seeded by the match's seed.
pub fn table_draws(seed: u64) -> crate::engine::dice::DiceRng {
    use crate::engine::dice::{derive_seed, seeded};
    seeded(derive_seed(seed, 2))
}

/// The answer to the hidden draw `chance` from the table's stream `draws` (one value per item).
pub fn draw_hidden(draws: &mut crate::engine::dice::DiceRng, chance: &Chance) -> Vec<u8> {
    let mut values = vec![0u8; chance.count()];
    crate::engine::dice::draw_into(draws, chance.sides(), &mut values);
    values
}

#[cfg(test)]
mod lesson_tests;
#[cfg(test)]
mod refusal_tests;

impl GameId {
    /// The stable name of Dice Settlers.
    pub const DICE_SETTLERS: GameId = GameId::new("dice-settlers", "Dice Settlers");
}

/// This game in the registry (`crate::registry::all`).
pub static REGISTERED: super::entry::Registered = super::entry::Registered::of::<DiceSettlers>(super::entry::About {
    id: GameId::DICE_SETTLERS,
    listed: 2,
    console_commands: console::COMMANDS,
    console_new: |obj| Ok(Box::new(console::DiceSettlersSession::from_new(obj)?)),
    default_level: "greedy",
    default_seats: 3,
    lesson: include_str!("../../../assets/games/dice-settlers/lesson.ron"),
    lesson_words: crate::language_files!("assets/games/dice-settlers/lesson", ".ftl"),
    locales: crate::language_files!("assets/games/dice-settlers/locales", ".ftl"),
    #[cfg(feature = "game")]
    table: &table::HOOKS,
});

/// The game at the table (window side, behind the `game` feature): its match, turn flow, words and view.
#[cfg(feature = "game")]
pub mod table;
