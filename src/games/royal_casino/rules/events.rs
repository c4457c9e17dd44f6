//! What an action caused, in order; a fixed-capacity list so the hot path never allocates.

use serde::{Deserialize, Serialize};

/// Why a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnEndReason {
    Stopped,
    NoFit,
    AllPlaced,
    ThrowLimit,
    RoundEnd,
}

impl TurnEndReason {
    pub fn as_str(self) -> &'static str {
        match self {
            TurnEndReason::Stopped => "stopped",
            TurnEndReason::NoFit => "no_fit",
            TurnEndReason::AllPlaced => "all_placed",
            TurnEndReason::ThrowLimit => "throw_limit",
            TurnEndReason::RoundEnd => "round_end",
        }
    }
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// `player` placed the last die of `row`; `delta` is what they gained (+) or actually paid (−).
    RowCompleted {
        row: u8,
        player: u8,
        delta: i32,
    },
    TurnEnded {
        player: u8,
        reason: TurnEndReason,
    },
    /// Round `round` ended; `next_face` indexes the face stack; `dead` when nobody had dice left (R6).
    RoundEnded {
        round: u32,
        next_starter: u8,
        next_face: u16,
        dead: bool,
    },
    /// `winners` is a bit set of seats.
    GameOver {
        winners: u8,
    },
}

/// Most events one action can cause (row, turn end, round end, game over).
pub const MAX_EVENTS: usize = 4;

/// The events of one action; derefs to a slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Events {
    buf: [Event; MAX_EVENTS],
    len: u8,
}

impl Default for Events {
    fn default() -> Self {
        // The filler is never read: only the first `len` slots are.
        Events { buf: [Event::GameOver { winners: 0 }; MAX_EVENTS], len: 0 }
    }
}

impl std::ops::Deref for Events {
    type Target = [Event];
    fn deref(&self) -> &[Event] {
        &self.buf[..self.len as usize]
    }
}

impl Events {
    pub(super) fn push(&mut self, e: Event) {
        // One action causes at most MAX_EVENTS events by construction (see above).
        debug_assert!((self.len as usize) < MAX_EVENTS);
        if let Some(slot) = self.buf.get_mut(self.len as usize) {
            *slot = e;
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = Event> + '_ {
        self.buf[..self.len as usize].iter().copied()
    }

    /// Append another action's events (used when one command is two steps, e.g. throw + dice).
    pub fn extend(&mut self, other: &Events) {
        for e in other.iter() {
            self.push(e);
        }
    }
}
