//! What a game's shot script measures beside its pictures, written as `sizes-<game>.json` for
//! scripts/screenshot.sh to check in every game alike: in a close-up and a placement view, each
//! die's size on screen and its box, how many the cup or a wall hides, and each of the board's
//! cells (`BoardArea::cells`); in any frame, where the board lies on screen.

use std::path::Path;

use bevy::prelude::*;

use crate::table::dice::DiceTable;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::view::tabletop::board_area::BoardArea;
use crate::table::view::tabletop::framing::flat_square_px;
use crate::table::view::tabletop::sightlines::{dice_hidden, tray_blockers};

/// Each of `dice`'s size in pixels as the real camera draws them now, its box on the screen
/// (window pixels: left, top, right, bottom), how many of them the cup or a wall hides in part,
/// and each of `board`'s cells' size, as the JSON field `shot` (the tray's walls and cup hide dice
/// only where the game keeps the tray: `tray`).
pub(crate) fn measure(
    shot: &str,
    dice: &[Entity],
    (board, tray): (Option<&BoardArea>, bool),
    cameras: &Query<(&Camera, &GlobalTransform), With<crate::table::view::tabletop::camera::TableCamera>>,
    (places, tables): (&Query<&GlobalTransform>, &Query<&DiceTable>),
) -> String {
    let Ok((camera, eye)) = cameras.single() else { return format!("\"{shot}\": null") };
    // The dice the cup or a wall hides (part of a top face) from where the camera stands.
    let table = tables.iter().min_by_key(|t| t.index).filter(|_| tray);
    let blockers = table.map_or_else(Vec::new, |t| {
        tray_blockers(t.origin, places.get(t.cup).ok().map(GlobalTransform::compute_transform))
    });
    let to_px = |p: Vec3| camera.world_to_viewport(eye, p).ok();
    let on_table: Vec<&GlobalTransform> = dice.iter().filter_map(|&d| places.get(d).ok()).collect();
    let dice_px: Vec<String> = on_table
        .iter()
        .map(|g| {
            let half = DIE_SIZE_M / 2.0 * g.scale().x;
            format!("{:.1}", flat_square_px(to_px, g.translation() + Vec3::Y * half, half))
        })
        .collect();
    let boxes: Vec<String> = on_table.iter().filter_map(|g| die_box(g, &to_px)).collect();
    let cells: Vec<String> = board
        .map(|b| &b.cells[..])
        .unwrap_or_default()
        .iter()
        .map(|&(centre, half)| format!("{:.1}", flat_square_px(to_px, centre, half)))
        .collect();
    let centres: Vec<Vec3> = on_table.iter().map(|g| g.translation()).collect();
    format!(
        "\"{shot}\": {{\"dice_px\": [{}], \"dice_boxes\": [{}], \"dice_hidden\": {}, \"squares_px\": [{}]}}",
        dice_px.join(", "),
        boxes.join(", "),
        dice_hidden(eye.translation(), &centres, &blockers),
        cells.join(", ")
    )
}

/// A die's box on the screen (window pixels: the camera's viewport includes its offset).
fn die_box(die: &GlobalTransform, to_px: &impl Fn(Vec3) -> Option<Vec2>) -> Option<String> {
    let corners = (0..8).map(|k| {
        let sign = |bit: u32| if k & bit == 0 { -0.5 } else { 0.5 };
        die.transform_point(Vec3::new(sign(1), sign(2), sign(4)) * DIE_SIZE_M)
    });
    let px: Option<Vec<Vec2>> = corners.map(to_px).collect();
    let (lo, hi) = px?.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    Some(format!("[{:.0}, {:.0}, {:.0}, {:.0}]", lo.x, lo.y, hi.x, hi.y))
}

/// Where `board`'s plate is on the screen with the camera where it is this frame (its pose of this
/// frame, set before this runs: the global transform would be the last frame's, a whole camera
/// move behind when the overview leans to the next seat), as the JSON field `shot`.
pub(crate) fn board_on_screen(
    shot: &str,
    board: &BoardArea,
    cameras: &Query<(&Camera, &Transform), With<crate::table::view::tabletop::camera::TableCamera>>,
) -> String {
    let Ok((camera, pose)) = cameras.single() else { return format!("\"{shot}\": null") };
    let eye = &GlobalTransform::from(*pose);
    let (centre, half) = board.plate;
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .map(|(x, z)| camera.world_to_viewport(eye, centre + Vec3::new(x * half.x, 0.0, z * half.y)).ok());
    let Some(corners) = corners.into_iter().collect::<Option<Vec<Vec2>>>() else { return format!("\"{shot}\": null") };
    let (lo, hi) = corners.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    format!("\"{shot}\": {{\"board_px\": [{:.0}, {:.0}, {:.0}, {:.0}]}}", lo.x, lo.y, hi.x, hi.y)
}

/// Write the fields measured so far as `<dir>/sizes-<game>.json`.
pub(crate) fn write(dir: &Path, game: crate::engine::GameId, fields: &[String]) {
    let path = dir.join(format!("sizes-{}.json", game.name()));
    if let Err(e) = std::fs::write(&path, format!("{{{}}}\n", fields.join(", "))) {
        error!("shot script: cannot write {}: {e}", path.display());
    }
}
