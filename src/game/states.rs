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

/// Why the table waits for the people at it: a menu, the settings or the guide is open (`menu`:
/// virtual time stops and no person's table key or click plays either), or the round summary
/// waits for its OK (`summary`: a person may play on, which closes it). While either holds, no AI
/// seat decides.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableHold {
    pub menu: bool,
    pub summary: bool,
}

impl TableHold {
    pub fn holds(&self) -> bool {
        self.menu || self.summary
    }
}

/// A game's round summary is up and waits for a person's OK (the game's table sets it; the hold
/// turns it into [`TableHold::summary`]; a new match takes it away).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SummaryWaits {
    /// The round that ended (the prompt says it).
    pub round: u32,
}

/// Run condition: the table is up and match `M` is on it.
pub fn playing_with<M: Resource>() -> impl SystemCondition<()> {
    IntoSystem::into_system(in_state(AppState::Playing).and_then(resource_exists::<M>))
}

/// Run condition: the results of match `M` are up, and `M` is over. (Play again puts the next,
/// fresh match in its place a frame before the screen changes: its results screen must not draw it.)
pub fn results_of<M: crate::game::session::SeatedMatch>() -> impl SystemCondition<()> {
    IntoSystem::into_system(
        in_state(AppState::Results)
            .and_then(|m: Option<Res<M>>| m.is_some_and(|m| <M::G as crate::engine::Game>::is_over(m.game_state()))),
    )
}

/// Run condition: the table plays on (nothing holds it).
pub fn table_running(hold: Res<TableHold>) -> bool {
    !hold.holds()
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<AppState>().add_sub_state::<TurnState>().init_resource::<TableHold>();
}
