//! Home Rows rules core (`../shared/rules/home-rows.md`, rulings H1–H7): state, legal actions,
//! apply → events, explicit chance (one coloured die per turn), typed errors, validated serde. No Bevy.

mod actions;
mod apply;
mod error;
mod events;
mod pieces;
mod state;
mod validate;

pub use actions::{Action, ActionList, MAX_ACTIONS};
pub use error::HomeRowsError;
pub use events::{Event, EventList, Source};
pub use pieces::{COLORS, COLS, Color, Die, ROWS, Side};
pub use state::{DICE_PER_COLOR, HomeRowsState, MAX_SEATS, Phase, STALL_LIMIT, Setup};
