//! The match every game plays at the table: its seats, seed, the rules core's state, every step
//! so far, the log and the throw in flight, and what the game keeps beside them ([`TableGame`]:
//! its dice on the felt, an undo point, a draw stream). AI seats, saves and the HUD shell read it
//! through [`SeatedMatch`].

use bevy::prelude::*;

use crate::engine::policy::Players;
use crate::engine::record::Record;
use crate::engine::{Game, GameId, Words};
use crate::game::session::{MatchConfig, SeatedMatch};

/// What a game keeps at the table beside the common fields; names its rules core.
pub trait TableGame: Send + Sync + 'static {
    /// The rules core, with its words.
    type G: Players + Words;
    /// The game this is.
    const GAME: GameId;
    /// How long the opening banner holds the table, in banner times.
    const OPENING_HOLD: f32 = 1.0;
}

/// A match of the game `X` keeps its own part of.
#[derive(Resource)]
pub struct TableMatch<X: TableGame> {
    pub config: MatchConfig,
    /// The seed every throw and draw derives from.
    pub seed: u64,
    /// The rules core: the only source of truth for what may be done.
    pub state: <X::G as Game>::State,
    /// Every step so far.
    pub record: Record<<X::G as Game>::Action>,
    /// What happened, newest last, in words.
    pub log: Vec<String>,
    /// Throws requested so far (the `throw_id` of the last).
    pub throw_serial: u64,
    /// The physical throw we wait for.
    pub pending_throw: Option<u64>,
    /// What the game keeps beside.
    pub own: X,
}

impl<X: TableGame> TableMatch<X> {
    /// A match of `config` starting at `state`, nothing done yet.
    pub fn from_parts(config: MatchConfig, seed: u64, state: <X::G as Game>::State, own: X) -> Self {
        TableMatch {
            config,
            seed,
            state,
            record: Record::default(),
            log: Vec::new(),
            throw_serial: 0,
            pending_throw: None,
            own,
        }
    }

    /// The name of `seat` ("?" for none).
    pub fn seat_name(&self, seat: usize) -> &str {
        self.config.seats.get(seat).map_or("?", |s| s.name.as_str())
    }

    /// `action` of the seat to act, in the player's words (the game's `Words`).
    pub fn action_words(&self, action: <X::G as Game>::Action) -> String {
        X::G::action_words(&self.state, action, &|s| self.seat_name(s).to_string())
    }

    /// What `event` did, in the player's words; `None` when the next event says it better.
    pub fn event_words(&self, event: &<X::G as Game>::Event) -> Option<String> {
        X::G::event_words(&self.state, event, &|s| self.seat_name(s).to_string())
    }
}

impl<X: TableGame> SeatedMatch for TableMatch<X> {
    type G = X::G;
    const GAME: GameId = X::GAME;
    const OPENING_HOLD: f32 = X::OPENING_HOLD;
    fn game_state(&self) -> &<X::G as Game>::State {
        &self.state
    }
    fn config(&self) -> &MatchConfig {
        &self.config
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn record(&self) -> &Record<<X::G as Game>::Action> {
        &self.record
    }
    fn log_lines(&self) -> &[String] {
        &self.log
    }
}
