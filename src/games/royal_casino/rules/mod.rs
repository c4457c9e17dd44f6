//! Royal Casino rules core: faces, state, legal actions, apply → events, explicit chance. No Bevy.

mod actions;
mod apply;
pub mod board_file;
mod chips;
mod error;
mod events;
pub mod face;
mod locate;
mod observe;
mod stack_serde;
mod state;

pub use actions::{Action, ActionList, MAX_ACTIONS};
pub use board_file::{
    FaceError, load_face_file, parse_face, resolve_face, shuffled_standard_faces, standard_face, standard_faces,
};
pub use chips::{CHIP_VALUES, chips};
pub use error::RulesError;
pub use events::{Event, Events, TurnEndReason};
pub use face::{Face, Misfit, ROWS, RowColor, RowSpec, Square};
pub use state::{
    DICE_PER_THROW, GameState, MAX_PLAYERS, MAX_THROWS, Phase, Player, Row, START_POINTS, Setup, TOTAL_DICE,
};
