//! What an action caused, in the order it happened (specs/console.md, Home Rows).

use serde::{Deserialize, Serialize};

use super::pieces::Color;
use crate::engine::FixedList;

/// Where a placement's counters came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    Pot,
    Seat(u8),
    /// The pot was empty and neither neighbour held a die (ruling H5).
    Nobody,
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    Rolled {
        player: u8,
        color: Color,
        value: u8,
    },
    Placed {
        player: u8,
        row: u8,
        col: u8,
        color: Color,
        value: u8,
    },
    /// Counters taken after a placement (0 is still reported).
    Took {
        player: u8,
        from: Source,
        counters: u8,
    },
    /// The rolled die went to seat `to`, who paid `counters`.
    Traded {
        player: u8,
        to: u8,
        value: u8,
        counters: u8,
    },
    /// A seat holding no dice passed.
    TurnPassed {
        player: u8,
    },
    /// The stall guard fired: trades are off for the rest of the round (ruling H6).
    TradesOff,
    /// Round `round` was scored (its scores are the state's last `round_scores` entry);
    /// `next_starter` is `None` only when the game ends with this round.
    RoundEnded {
        round: u32,
        next_starter: Option<u8>,
    },
    /// A tie for the lowest total added a round; `rounds` is the new number planned.
    TieBreak {
        rounds: u32,
    },
    /// `winners` is a bit set of seats; the totals are the state's `totals`.
    GameOver {
        winners: u8,
    },
}

impl Default for Event {
    /// A filler for fixed-capacity lists; never reported by itself.
    fn default() -> Self {
        Event::TradesOff
    }
}

/// Most events one step causes: placed, took, up to three passes and the round's one trades-off
/// (a step that ends the round has no passes: placed, took, round end, tie-break or game over).
pub const MAX_EVENTS: usize = 6;

/// The events of one step.
pub type EventList = FixedList<Event, MAX_EVENTS>;
