//! Royal Casino at the table (window only): the printed board and its squares, each seat's chips
//! and dice, the HUD and bottom bar, words on the table, the round summary and the results, and a
//! person's mouse and keys.

pub(crate) mod action_bar;
pub(crate) mod board;
pub(crate) mod board_print;
pub(crate) mod hud;
pub(crate) mod input;
pub(crate) mod labels;
mod pad;
pub(crate) mod pieces;
pub(crate) mod results;
pub(crate) mod round_summary;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        (board::plugin, board_print::plugin),
        pieces::plugin,
        input::plugin,
        hud::plugin,
        labels::plugin,
        results::plugin,
        round_summary::plugin,
        pad_plugin,
        crate::game::view::pad_hint::table_plugin::<super::Match>,
    ));
}

/// The gamepad and arrow keys at this table.
fn pad_plugin(app: &mut App) {
    crate::game::view::pad::table_plugin::<super::Match>(app);
}

/// Royal Casino's table input without the egui overlays: for headless tests that inject mouse and keys.
pub(crate) fn input_plugin(app: &mut App) {
    app.add_plugins((input::plugin, round_summary::track_plugin, pad_plugin));
}
