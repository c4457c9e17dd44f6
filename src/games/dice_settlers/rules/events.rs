//! What happened, step by step: the events `apply` and `apply_chance` return.

use super::actions::{Act, Offer};
use super::hex::Hex;
use crate::engine::{FixedList, SeatSet};
use crate::games::dice_settlers::content::{Bonus, DieColor};

/// Why the end was triggered (a bit each; several can fire at one clean-up).
pub mod trigger {
    pub const HOUSES: u8 = 1;
    pub const TOKENS: u8 = 2;
    pub const TILES: u8 = 4;
    pub const SUPPLY: u8 = 8;
    pub const NAMES: [(u8, &str); 4] =
        [(HOUSES, "houses"), (TOKENS, "score_tokens"), (TILES, "tiles"), (SUPPLY, "supply")];
}

/// How a roll was adjusted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Adjustment {
    /// Die `die` of the roll (its index before the navigator was spent), of colour `color`, now
    /// shows `value`.
    Turned {
        die: u8,
        value: u8,
        color: DieColor,
    },
    Rerolled {
        count: u8,
    },
    DrewTwo,
    /// The last turn was taken back: die `die` of the roll, of colour `color`, shows `value`
    /// again, and its navigator is unspent.
    TakenBack {
        die: u8,
        value: u8,
        color: DieColor,
    },
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    StartTilePlaced {
        seat: u8,
        no: u8,
        at: Hex,
        bonus: Bonus,
    },
    /// `refilled`: the bag ran out and the used dice were poured back in.
    DiceDrawn {
        seat: u8,
        count: u8,
        refilled: bool,
    },
    DiceRolled {
        seat: u8,
        count: u8,
    },
    Adjusted {
        seat: u8,
        how: Adjustment,
    },
    Acted {
        seat: u8,
        act: Act,
        symbols: u8,
    },
    Skipped {
        seat: u8,
    },
    Recruited {
        seat: u8,
        color: DieColor,
    },
    TilesDrawn {
        seat: u8,
        count: u8,
    },
    TilePlaced {
        seat: u8,
        no: u8,
        at: Hex,
        bonus: Bonus,
    },
    Followed {
        seat: u8,
        no: u8,
    },
    TentToBoard {
        seat: u8,
    },
    TentDeployed {
        seat: u8,
        no: u8,
    },
    TentRecalled {
        seat: u8,
        no: u8,
    },
    Raided {
        seat: u8,
        victim: u8,
        no: u8,
    },
    Harvested {
        seat: u8,
        resources: [u8; 4],
    },
    Sold {
        seat: u8,
        offer: Offer,
        points: u8,
    },
    Researched {
        seat: u8,
        card: u8,
    },
    FactoryUsed {
        seat: u8,
        no: u8,
    },
    HouseBuilt {
        seat: u8,
        no: u8,
    },
    TurnEnded {
        seat: u8,
    },
    Kept {
        seat: u8,
        color: DieColor,
        value: u8,
    },
    EndTriggered {
        round: u32,
        triggers: u8,
    },
    RoundEnded {
        round: u32,
        next_first: u8,
    },
    GameOver {
        winners: SeatSet,
    },
}

impl Default for Event {
    fn default() -> Self {
        Event::GameOver { winners: 0 }
    }
}

/// Most events one step produces.
pub const MAX_EVENTS: usize = 16;
pub type EventList = FixedList<Event, MAX_EVENTS>;
