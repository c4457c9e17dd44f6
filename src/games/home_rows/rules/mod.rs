//! Home Rows rules core (`../shared/rules/home-rows.md`, rulings H1–H7): state, legal actions,
//! apply → events, explicit chance (one coloured die per turn), typed errors, validated serde. No Bevy.

mod actions;
mod apply;
mod error;
mod events;
mod state;
mod validate;

pub use actions::{Action, ActionList, MAX_ACTIONS, Side};
pub use error::HomeRowsError;
pub use events::{Event, EventList, Source};
pub use state::{COLORS, COLS, Color, DICE_PER_COLOR, Die, HomeRowsState, MAX_SEATS, Phase, ROWS, STALL_LIMIT, Setup};
