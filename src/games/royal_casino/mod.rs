//! Royal Casino (the flagship): its rules core, AIs and console adapter, on the engine's `Game`.

pub mod ai;
pub mod console;
mod console_view;
pub mod rules;
mod sim_tally;
pub mod words;

use std::ops::RangeInclusive;

use crate::engine::dice::seeded;
use crate::engine::random_games::Invariants;
use crate::engine::{Chance, Game, GameId, Policy, SeatSet, policy::Players};
use rules::{Action, ActionList, Event, Events, Face, GameState, Phase, RulesError, Setup, shuffled_standard_faces};

pub use sim_tally::FaceTally;

/// The marker type for Royal Casino in generic code (`play_out::<RoyalCasino>`).
pub struct RoyalCasino;

/// How to start a Royal Casino game.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub players: usize,
    /// Seat of the first player (ruling R3: seat 0 unless chosen).
    pub starter: usize,
    /// The face stack in order; `None` shuffles the 16 standard faces with the game's seed.
    pub faces: Option<Vec<Face>>,
    /// With shuffled faces: the beginner face on top (setup rule 1, for a first game).
    pub beginner_first: bool,
}

impl Game for RoyalCasino {
    const ID: GameId = GameId::ROYAL_CASINO;
    const SEATS: RangeInclusive<usize> = 2..=rules::MAX_PLAYERS;
    type Setup = NewGame;
    type State = GameState;
    type Action = Action;
    type Event = Event;
    type Events = Events;
    type Actions = ActionList;
    type Error = RulesError;

    fn setup(players: usize) -> NewGame {
        NewGame { players, starter: 0, faces: None, beginner_first: false }
    }
    fn new(setup: NewGame, seed: u64) -> Result<GameState, RulesError> {
        let faces = setup.faces.unwrap_or_else(|| shuffled_standard_faces(&mut seeded(seed), setup.beginner_first));
        GameState::new(Setup { players: setup.players, starter: setup.starter, faces })
    }
    fn players(s: &GameState) -> usize {
        s.player_count()
    }
    fn current(s: &GameState) -> usize {
        s.current()
    }
    #[inline]
    fn legal_actions(s: &GameState, out: &mut ActionList) {
        s.legal_actions_into(out)
    }
    #[inline]
    fn apply(s: &mut GameState, action: Action) -> Result<Events, RulesError> {
        s.apply(action)
    }
    #[inline]
    fn chance(s: &GameState) -> Option<Chance> {
        s.is_chance().then(|| Chance::uniform(s.dice_in_air(), 0))
    }
    #[inline]
    fn apply_chance(s: &mut GameState, values: &[u8]) -> Result<Events, RulesError> {
        s.apply_dice(values)
    }
    fn is_over(s: &GameState) -> bool {
        s.is_over()
    }
    fn winners(s: &GameState) -> SeatSet {
        s.winners_mask()
    }
    fn round(s: &GameState) -> u32 {
        s.round()
    }
    fn scores(s: &GameState) -> (&'static str, Vec<i64>) {
        ("points", s.players().iter().map(|p| i64::from(p.points)).collect())
    }
    fn observation(s: &GameState, _seat: usize) -> GameState {
        s.observed()
    }
    fn turn_starts(s: &GameState) -> bool {
        s.phase() == Phase::TurnStart
    }
    fn ends_turn(e: &Event) -> bool {
        matches!(e, Event::TurnEnded { .. })
    }
    fn ends_round(e: &Event) -> bool {
        matches!(e, Event::RoundEnded { .. })
    }
}

impl Players for RoyalCasino {
    const LEVELS: &'static [(&'static str, &'static str)] = &ai::AI_LEVELS;
    fn policy(name: &str, seed: u64) -> Result<Box<dyn Policy<Self>>, String> {
        ai::by_name(name, seed)
    }
}

impl Invariants for RoyalCasino {
    fn check(g: &GameState, _legal: &[Action]) -> Result<(), String> {
        let dice = g.board_dice()
            + g.players().iter().map(|p| p.dice as usize).sum::<usize>()
            + g.throw().len()
            + g.dice_in_air()
            + g.boxed_dice();
        if dice != rules::TOTAL_DICE as usize {
            return Err(format!("{dice} dice accounted for, not 30"));
        }
        for (r, row) in g.rows().iter().enumerate() {
            let filled = row.filled();
            if (0..filled.len()).any(|k| !row.spec.fits(&filled[..k], filled[k])) {
                return Err(format!("row {r} holds {filled:?}, which breaks its squares"));
            }
        }
        if g.is_over() && !g.players().iter().any(|p| p.points >= g.target()) {
            return Err("the game ended with nobody at the target".into());
        }
        if !g.is_over() && !g.is_chance() && g.players()[g.current()].dice == 0 && g.throw().is_empty() {
            return Err("the seat to move holds no dice".into());
        }
        Ok(())
    }
}

/// The state a table starts from: the standard faces shuffled by the match's seed (the beginner
/// face first when asked); the table and its lesson's drive both start here.
pub fn table_start(
    players: usize,
    starter: usize,
    beginner_first: bool,
    seed: u64,
) -> Result<rules::GameState, rules::RulesError> {
    use crate::engine::dice::{derive_seed, seeded};
    let faces = rules::shuffled_standard_faces(&mut seeded(derive_seed(seed, 0)), beginner_first);
    rules::GameState::new(rules::Setup { players, starter, faces })
}

#[cfg(test)]
mod lesson_tests;
#[cfg(test)]
mod refusal_tests;

impl GameId {
    /// Royal Casino's stable name.
    pub const ROYAL_CASINO: GameId = GameId::new("royal-casino", "Royal Casino");
}

/// This game in the registry (`crate::registry::all`).
pub static REGISTERED: super::entry::Registered = super::entry::Registered::of::<RoyalCasino>(super::entry::About {
    id: GameId::ROYAL_CASINO,
    listed: 0,
    console_commands: console::COMMANDS,
    console_new: |obj| Ok(Box::new(console::RoyalCasinoSession::from_new(obj)?)),
    default_level: "greedy",
    default_seats: 3,
    lesson: include_str!("../../../assets/games/royal-casino/lesson.ron"),
    lesson_words: crate::language_files!("assets/games/royal-casino/lesson", ".ftl"),
    locales: crate::language_files!("assets/games/royal-casino/locales", ".ftl"),
    #[cfg(feature = "game")]
    table: &table::HOOKS,
});

/// The game at the table (window side, behind the `game` feature): its match, turn flow, words and view.
#[cfg(feature = "game")]
pub mod table;
