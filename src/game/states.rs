//! Screen states (setup, playing, results) and the turn sub-states while playing.

use bevy::prelude::*;

/// Which screen is up.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    /// Seats, levels, who starts, seed.
    #[default]
    Setup,
    /// The table.
    Playing,
    /// Ranking and the points chart.
    Results,
}

/// Where the current turn is (only while [`AppState::Playing`]); derived from the rules core's
/// phase and the seat's kind by `flow::sync_turn`.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::Playing)]
pub enum TurnState {
    /// A human seat must throw.
    #[default]
    AwaitThrow,
    /// The dice are in the air (physical or instant).
    Rolling,
    /// A human seat places dice, throws again or stops.
    Placing,
    /// An AI seat is about to act (a short visible pause).
    AiThinking,
    /// A banner (no fit, round end …) holds the table for a moment.
    Banner,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<AppState>().add_sub_state::<TurnState>();
}
