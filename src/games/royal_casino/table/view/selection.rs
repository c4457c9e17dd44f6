//! The die a person has picked up at Royal Casino's table (a click, or a drag under way), and
//! Escape putting it down again before the shared table's Escape pauses.

use bevy::prelude::*;

use crate::games::royal_casino::table::Match;
use crate::table::frame::{SeatInput, TableInput};
use crate::table::states::playing_with;
use crate::table::view::UiFlags;

/// The die value a person has picked up (click or drag), if any.
#[derive(Resource, Default, Debug)]
pub(crate) struct Selection {
    pub(crate) value: Option<u8>,
    /// The picked die is held and has travelled past [`DRAG_START_PX`]: it rides under the pointer
    /// and its release places it.
    pub(crate) dragging: bool,
    /// The press that picked it is still held (its travel may make it a drag).
    pub(crate) held: bool,
}

/// How far (window pixels) a held die must travel before it is dragged: a press and release on
/// the same die picks it, however slow the frames (the camera may move meanwhile).
pub(crate) const DRAG_START_PX: f32 = 12.0;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>().add_systems(
        Update,
        put_down_on_escape
            .in_set(TableInput)
            .before(SeatInput)
            .before(crate::table::view::input::table_keys::table_keys)
            .run_if(playing_with::<Match>()),
    );
}

/// Escape puts a picked die down (the shared table's Escape, which closes the quit question or
/// pauses, does not see that press); with the quit question open it closes that first.
fn put_down_on_escape(mut keys: ResMut<ButtonInput<KeyCode>>, flags: Res<UiFlags>, mut selection: ResMut<Selection>) {
    if keys.just_pressed(KeyCode::Escape) && !flags.confirm_quit && selection.value.is_some() {
        *selection = Selection::default();
        keys.clear_just_pressed(KeyCode::Escape);
    }
}
