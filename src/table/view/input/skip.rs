//! Skipping what moves on the table: a click on the table (not on a panel) finishes every
//! animation at once: pieces in flight land, flying points go, a used face lies down. The click
//! still does what it would anyway (pick a die, throw from the cup).

use bevy::prelude::*;

use crate::table::GameSet;
use crate::table::view::UiFocus;

/// Finish every animation now (each animation's system reads it).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SkipAnimations;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SkipAnimations>()
        .add_systems(Update, click_to_skip.in_set(GameSet::Input).after(crate::table::frame::TableInput));
}

fn click_to_skip(
    buttons: Res<ButtonInput<MouseButton>>,
    focus: Res<UiFocus>,
    menu: Res<State<crate::table::states::Menu>>,
    mut skip: MessageWriter<SkipAnimations>,
) {
    if buttons.just_pressed(MouseButton::Left) && !focus.pointer_over_ui && !menu.get().is_open() {
        skip.write(SkipAnimations);
    }
}

/// True when a skip was asked for since `reader` last looked.
pub(crate) fn asked(reader: &mut MessageReader<SkipAnimations>) -> bool {
    reader.read().count() > 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::tabletop::flight::{Flight, fly};

    #[test]
    fn a_skip_lands_every_piece_in_flight_at_once() {
        let mut app = App::new();
        app.add_message::<SkipAnimations>().init_resource::<Time>().add_systems(Update, fly);
        let to = Vec3::new(0.3, 0.0, 0.1);
        let piece = app.world_mut().spawn((Transform::default(), Flight::new(Vec3::ZERO, to, 5.0, false))).id();
        let waiting =
            app.world_mut().spawn((Transform::default(), Flight::new(Vec3::ZERO, to, 0.5, false).after(3.0))).id();
        app.update();
        for entity in [piece, waiting] {
            assert!(app.world().get::<Flight>(entity).is_some(), "still flying after a frame");
        }
        app.world_mut().write_message(SkipAnimations);
        app.update();
        for entity in [piece, waiting] {
            assert!(app.world().get::<Flight>(entity).is_none(), "landed on the skip");
            assert_eq!(app.world().get::<Transform>(entity).unwrap().translation, to);
        }
    }
}
