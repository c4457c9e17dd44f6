//! Where a tile's star values are printed: the first of a few spots on the tile, best first,
//! whose words cover none of the seats' pieces as the camera sees them (a tent's cone rises up the
//! screen over what lies behind it) nor the tile's printed line.

use bevy::prelude::*;
use bevy_egui::egui;

use super::HEX_R_M;
use super::piece_places::PiecePlace;

/// The best spot for the star values (offsets from the tile's middle in tile radii, x right,
/// y toward the players): the tile's top, clear of the printed line at its bottom.
const BEST_SPOT: Vec2 = Vec2::new(0.0, -0.62);
/// Other spots lie on a grid this fine, within this share of a tile's inner radius (the words
/// stay on the tile), tile radii.
const SPOT_STEP: f32 = 0.05;
const SPOT_REACH: f32 = 0.85;

/// Spots for the star values, best first: the top, then the nearest to it.
fn star_spots() -> Vec<Vec2> {
    let steps = (1.0 / SPOT_STEP) as i32;
    let mut spots: Vec<Vec2> = (-steps..=steps)
        .flat_map(|i| (-steps..=steps).map(move |j| Vec2::new(i as f32, j as f32) * SPOT_STEP))
        .filter(|p| {
            // Inside a pointy-top hexagon of inner radius SPOT_REACH·√3/2.
            let (x, y) = (p.x.abs(), p.y.abs());
            let inner = SPOT_REACH * 3f32.sqrt() / 2.0;
            x <= inner && x * 0.5 + y * 3f32.sqrt() / 2.0 <= inner
        })
        .collect();
    spots.sort_by(|a, b| a.distance(BEST_SPOT).total_cmp(&b.distance(BEST_SPOT)));
    spots.insert(0, BEST_SPOT);
    spots
}

/// The rectangle on the screen that `corners` (table points) fill, through `screen`; `None` when
/// any lies behind the camera.
pub(crate) fn screen_box(corners: &[Vec3], screen: &impl Fn(Vec3) -> Option<egui::Pos2>) -> Option<egui::Rect> {
    let points: Option<Vec<egui::Pos2>> = corners.iter().map(|&c| screen(c)).collect();
    Some(egui::Rect::from_points(&points?))
}

/// The rectangles on the screen of `pieces` standing on the tile whose top's middle is `centre`.
pub(crate) fn piece_boxes(
    pieces: &[PiecePlace],
    centre: Vec3,
    screen: &impl Fn(Vec3) -> Option<egui::Pos2>,
) -> Vec<egui::Rect> {
    pieces
        .iter()
        .filter_map(|p| screen_box(&p.outline_points().iter().map(|&c| centre + c).collect::<Vec<_>>(), screen))
        .collect()
}

/// Where the star values of the tile whose top's middle is `centre` go on the screen (the middle
/// of words `size` large): the first spot whose words meet none of `obstacles`, else the one that
/// covers the least of them.
pub(crate) fn star_spot(
    centre: Vec3,
    size: egui::Vec2,
    obstacles: &[egui::Rect],
    screen: &impl Fn(Vec3) -> Option<egui::Pos2>,
) -> Option<egui::Pos2> {
    let spots: Vec<egui::Pos2> =
        star_spots().iter().filter_map(|s| screen(centre + Vec3::new(s.x, 0.0, s.y) * HEX_R_M)).collect();
    let covered = |at: &egui::Pos2| -> f32 {
        let words = egui::Rect::from_center_size(*at, size);
        obstacles.iter().map(|o| o.intersect(words)).filter(|r| r.is_positive()).map(|r| r.area()).sum()
    };
    spots
        .iter()
        .find(|at| covered(at) == 0.0)
        .or_else(|| spots.iter().min_by(|a, b| covered(a).total_cmp(&covered(b))))
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dice_settlers::rules::{Hex, MAX_SEATS, Placed};
    use crate::games::dice_settlers::table::view::{MAP_CENTRE, TILE_H_M, hex_offset};
    use crate::table::view::tabletop::camera::FOV_RAD;
    use crate::table::view::tabletop::framing::{REFERENCE_PX, pose_over};

    /// The star words' size on a tile `r_px` wide (radius) on the screen, at their largest: as
    /// the table's words size them (a share of the tile, 14 to 24 points), "★7/3" being some
    /// 2.4 times as wide as high.
    fn star_words_px(r_px: f32) -> egui::Vec2 {
        let size = (0.26 * r_px).clamp(14.0, 24.0);
        egui::vec2(2.4 * size, size)
    }

    /// Every tile of a 2-, 3- and 4-seat game with the pieces that leave room, seen from the
    /// placement view over a map of seven tiles, prints its star values clear of every piece
    /// (a tile crowded past that prints them where they cover the least).
    #[test]
    fn star_values_are_never_printed_over_a_piece() {
        let hexes = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)].map(|(q, r)| Hex::new(q, r));
        let points: Vec<Vec3> = hexes.iter().map(|&h| MAP_CENTRE + hex_offset(h)).collect();
        let aspect = REFERENCE_PX.x / REFERENCE_PX.y;
        let pose = pose_over(&points, aspect, Rect::new(-0.9, -0.88, 0.9, 0.88));
        let view = Mat4::look_at_rh(pose.eye, pose.target, Vec3::Y);
        let clip = Mat4::perspective_rh(FOV_RAD, aspect, 0.01, 10.0) * view;
        let screen = |p: Vec3| {
            let q = clip.project_point3(p);
            (q.z > 0.0 && q.z < 1.0)
                .then(|| egui::pos2((q.x + 1.0) / 2.0 * REFERENCE_PX.x, (1.0 - q.y) / 2.0 * REFERENCE_PX.y))
        };
        let mut tried = 0;
        for n in 2..=MAX_SEATS {
            // A seat's state on a tile: away, tents, or a house with tents; as many tents as
            // leave the stars room (every tile of two seats; up to two tents a seat of three,
            // one a seat of four).
            let most = [0, 0, 4, 2, 1][n];
            let states: Vec<(u8, bool)> = (0..=most).map(|t| (t, false)).chain((0..=most).map(|t| (t, true))).collect();
            for code in 0..states.len().pow(n as u32) {
                let mut p = Placed { no: 1, at: Hex::new(0, 0), tents: [0; MAX_SEATS], house: None };
                let (mut c, mut houses) = (code, 0);
                for seat in 0..n {
                    let (tents, house) = states[c % states.len()];
                    c /= states.len();
                    p.tents[seat] = tents;
                    if house {
                        (p.house, houses) = (Some(seat as u8), houses + 1);
                    }
                }
                // One house per tile: a second is not a state of the game.
                if houses > 1 {
                    continue;
                }
                for &h in &hexes[..3] {
                    let centre = MAP_CENTRE + hex_offset(h) + Vec3::Y * TILE_H_M;
                    let r_px =
                        screen(centre).zip(screen(centre + Vec3::X * HEX_R_M)).map_or(40.0, |(a, b)| a.distance(b));
                    let pieces = piece_boxes(&super::super::piece_places::pieces_on(&p, n), centre, &screen);
                    let size = star_words_px(r_px);
                    let at = star_spot(centre, size, &pieces, &screen).expect("a spot on the screen");
                    let words = egui::Rect::from_center_size(at, size);
                    for piece in &pieces {
                        assert!(
                            !piece.intersects(words),
                            "{n} seats, {p:?} on {h:?}: the stars {words:?} cover {piece:?}"
                        );
                    }
                    tried += 1;
                }
            }
        }
        assert!(tried > 500, "{tried} tiles tried");
    }
}
