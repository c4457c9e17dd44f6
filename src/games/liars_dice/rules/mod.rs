//! Liar's Dice rules core (`../shared/rules/liars-dice.md`, rulings L1–L8): state, legal actions,
//! apply → events, explicit chance (each seat's cup one throw), typed errors, validated serde.
//! No Bevy.

mod actions;
mod apply;
mod error;
mod events;
mod history;
mod state;
mod validate;

pub use actions::{Action, ActionList, MAX_ACTIONS, MOST_DICE_IN_PLAY, least_raise};
pub use error::LiarsDiceError;
pub use events::{Call, Event, EventList, MAX_EVENTS, Revealed};
pub use state::{
    Bid, DICE_PER_SEAT, FACES, HIDDEN, LiarsDiceState, MAX_SEATS, MIN_SEATS, MIN_SEATS_FOR_CALZA,
    MIN_SEATS_FOR_PALIFICO, ONE, Options, Phase, Setup,
};
