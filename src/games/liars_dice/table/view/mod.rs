//! Liar's Dice's own table in the window, composed over the plain table's (its flow, funnel,
//! HUD, bar and peek stay): a mat and a cup at every seat that holds dice, each cup slammed down
//! when its seat's throw settles (its dice are never drawn while it is down, ruling L1), and at a
//! dudo or a calza every cup lifted, the dice shown on the mats and counted one by one before the
//! verdict, the table held until the count is done.

pub(crate) mod cups;
mod dress;
mod labels;
mod lift;
pub(crate) mod reveal;
pub(crate) mod reveal_camera;
mod shots;
pub(crate) mod story;

use bevy::prelude::*;

use crate::games::liars_dice::LiarsDice;
use crate::table::GameSet;
use crate::table::plain_table::PlainMatch;
use crate::table::states::playing_with;

pub(crate) use reveal::Stage;
pub(crate) use shots::SHOTS;

/// Liar's Dice's match at the table.
pub(crate) type Match = PlainMatch<LiarsDice>;

/// The window's part: the plain table's view, then the cups, their looks, words and shots.
pub(crate) fn plugin(app: &mut App) {
    (super::PLAIN.view)(app);
    cups_plugin(app);
    app.add_plugins((dress::plugin, labels::plugin, shots::plugin));
}

/// The cups' story, headless-safe (pieces with transforms, the banner's hold): the tests add it.
pub(crate) fn cups_plugin(app: &mut App) {
    app.init_resource::<Stage>()
        .init_resource::<crate::table::view::tabletop::camera::TableFraming>()
        .add_message::<crate::table::view::input::skip::SkipAnimations>()
        .add_systems(
            Update,
            (
                reveal::follow_match,
                cups::follow_bodies,
                reveal::play_beats,
                reveal_camera::frame_the_count,
                cups::move_cups,
                cups::hop_dice,
            )
                .chain()
                .run_if(playing_with::<Match>())
                .in_set(GameSet::Animate),
        );
}
