//! What an action or a throw caused, in the order it happened (specs/console.md, Liar's Dice).

use serde::{Deserialize, Serialize};

use super::state::{DICE_PER_SEAT, MAX_SEATS};
use crate::engine::FixedList;

/// Which call lifted the cups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    Dudo,
    Calza,
}

/// Every seat's dice as the cups were lifted: seat s's first `counts[s]` values, ascending.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Revealed {
    pub cups: [[u8; DICE_PER_SEAT]; MAX_SEATS],
    pub counts: [u8; MAX_SEATS],
}

impl Revealed {
    /// Seat `seat`'s dice as they were lifted.
    pub fn dice(&self, seat: usize) -> &[u8] {
        &self.cups[seat][..usize::from(self.counts[seat])]
    }
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// Every seat holding dice has thrown its cup: round `round`'s bidding opens.
    Rolled {
        round: u32,
    },
    Bid {
        seat: u8,
        quantity: u8,
        face: u8,
    },
    /// `seat` called dudo or calza on the standing bid; every cup was lifted and `count` dice
    /// counted for the bid's face. The revealed dice are public from here on.
    Challenge {
        seat: u8,
        call: Call,
        quantity: u8,
        face: u8,
        bidder: u8,
        count: u8,
        dice: Revealed,
    },
    /// `seat` lost a die; `left` is what it holds now.
    DieLost {
        seat: u8,
        left: u8,
    },
    /// `seat` gained a die back by an exact calza; `held` is what it holds now.
    DieGained {
        seat: u8,
        held: u8,
    },
    /// `seat` has no dice left: it is out, in finishing place `place`.
    Out {
        seat: u8,
        place: u8,
    },
    /// Round `round` is over; `next_starter` opens the next (`None` when the game ends here),
    /// a palifico round when `palifico`.
    RoundEnded {
        round: u32,
        next_starter: Option<u8>,
        palifico: bool,
    },
    /// `winners` is a bit set of seats (one seat: the last holding dice).
    GameOver {
        winners: u8,
    },
}

impl Default for Event {
    /// A filler for fixed-capacity lists; never reported by itself.
    fn default() -> Self {
        Event::Rolled { round: 0 }
    }
}

/// Most events one step causes: the challenge, a die lost or gained, an out, the round's end and
/// game over.
pub const MAX_EVENTS: usize = 5;

/// The events of one step.
pub type EventList = FixedList<Event, MAX_EVENTS>;
