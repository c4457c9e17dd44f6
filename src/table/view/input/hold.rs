//! What holds the table, read once a frame before anyone acts: an open menu (pause, settings or
//! the guide) pauses it, virtual time included (physics, animations, AI pauses, banners), and the
//! round summary holds the seats until its OK (when a person sits at the table to press it, and
//! not in `--fast` runs). Dice speed sets virtual time's pace.

use bevy::prelude::*;

use crate::table::GameSet;
use crate::table::session::Settings;
use crate::table::states::{AppState, Menu, SummaryWaits, TableHold};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, hold_table.in_set(GameSet::Input).before(crate::table::table_waits::JudgeWaits));
}

pub(crate) fn hold_table(
    menu: Res<State<Menu>>,
    summary: Option<Res<SummaryWaits>>,
    settings: Res<Settings>,
    state: Res<State<AppState>>,
    mut hold: ResMut<TableHold>,
    mut time: ResMut<Time<Virtual>>,
) {
    let playing = *state.get() == AppState::Playing;
    let now =
        TableHold { menu: playing && menu.get().is_open(), summary: playing && !settings.fast && summary.is_some() };
    hold.set_if_neq(now);
    if now.menu != time.is_paused() {
        if now.menu {
            time.pause();
        } else {
            time.unpause();
        }
    }
    let speed = settings.dice_speed.clamp(0.25, 4.0);
    if (time.relative_speed() - speed).abs() > 1e-3 {
        time.set_relative_speed(speed);
    }
}
