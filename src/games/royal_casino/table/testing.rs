//! Helpers for tests of Royal Casino's table (headless apps of `dicehall::table::testing`).

use bevy::prelude::*;

/// Whether the round summary is up.
pub fn summary_shown(app: &App) -> bool {
    app.world().resource::<super::view::round_summary::RoundSummary>().shown.is_some()
}

/// The warning the prompt shows before a placement that completes a black row.
pub fn pay_warning(app: &App) -> Option<String> {
    let m = app.world().resource::<super::Match>();
    super::view::hud::pay_warning(m, picked(app))
}

/// The centre of square `col` of row `row` on the board.
pub fn square_position(row: usize, col: usize) -> Vec3 {
    super::view::layout::square(row, col)
}

/// The die value a person has picked up, if any.
pub fn picked(app: &App) -> Option<u8> {
    app.world().resource::<super::view::selection::Selection>().value
}
