//! Dice Settlers rules core (`../shared/rules/dice-settlers.md`, rulings S1–S7): state, legal
//! actions, apply → events, explicit chance (bag draws, rolls, tile draws), typed errors, serde. No Bevy.

mod act;
mod actions;
mod cleanup;
mod error;
mod events;
mod flow;
pub mod hex;
mod legal;
mod listing;
mod payers;
mod queries;
mod roll;
mod saved;
mod setup;
mod state;
mod steps;
mod take_back;
mod validate;

pub use act::recruited_for;
pub use actions::{Act, Action, ActionList, DieSource, MAX_ACTIONS, Offer, PICKABLE_DICE, Payer, Step};
pub use cleanup::SCORE_LINES;
pub use error::SettlersError;
pub use events::{Adjustment, Event, EventList, MAX_EVENTS, trigger};
pub use flow::payment;
pub use hex::{DIRECTIONS, Hex};
pub use listing::all_offers;
pub use roll::{KIND_BAG, KIND_STACK, KIND_START_TILE};
pub use state::{DiceSettlersState, Die, Draw, MAX_SEATS, Phase, Placed, Seat, Setup};
pub use steps::offer_cost;
pub use take_back::TakeBack;
