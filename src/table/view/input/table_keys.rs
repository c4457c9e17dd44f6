//! The keys every game's table shares: Escape (close the quit question, else close the open menu,
//! else pause; a game that lets a piece be picked up puts it down first, before this sees the key)
//! works even when egui holds the keyboard (Tab puts focus on a menu button); H or F1 shows the
//! game's guide; I asks for a hint.

use bevy::prelude::*;

use crate::table::frame::{SeatInput, TableInput};
use crate::table::states::{AppState, Menu};
use crate::table::view::{UiFlags, UiFocus};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<UiFocus>()
        .add_systems(Update, table_keys.in_set(TableInput).before(SeatInput).run_if(in_state(AppState::Playing)));
}

pub(crate) fn table_keys(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    mut flags: ResMut<UiFlags>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
) {
    let menu = *menu.get();
    if keys.just_pressed(KeyCode::Escape) {
        if flags.confirm_quit || flags.confirm_exit || flags.take_back.is_some() {
            (flags.confirm_quit, flags.confirm_exit, flags.take_back) = (false, false, None);
        } else if menu.is_open() {
            next.set(menu.closed());
        } else {
            next.set(Menu::Pause);
        }
    }
    if !focus.keyboard_taken && (keys.just_pressed(KeyCode::KeyH) || keys.just_pressed(KeyCode::F1)) {
        next.set(menu.toggle_guide());
    }
    // I for an idea: the Expert's hint (`hint`).
    if !focus.keyboard_taken && keys.just_pressed(KeyCode::KeyI) {
        flags.hint = true;
    }
}
