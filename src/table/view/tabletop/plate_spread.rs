//! Words on the table that would lie over each other (two far seats' plates at a sofa's UI
//! scale, their words larger while the table is not) are pushed apart sideways, each pair by
//! half their overlap, until none overlaps (or a few rounds have passed).

use bevy_egui::egui;

/// Rounds of pushing at most (each settles every pair once).
const ROUNDS: usize = 8;
/// The gap kept between two plates, points.
const GAP_PT: f32 = 4.0;

/// `rects` moved sideways so that no two overlap (pairs that share rows of the screen only).
pub(crate) fn spread_apart(rects: &mut [egui::Rect]) {
    for _ in 0..ROUNDS {
        let mut moved = false;
        for i in 0..rects.len() {
            for j in i + 1..rects.len() {
                let (a, b) = (rects[i], rects[j]);
                let rows_shared = a.min.y < b.max.y && b.min.y < a.max.y;
                let overlap = a.max.x.min(b.max.x) - a.min.x.max(b.min.x) + GAP_PT;
                if !rows_shared || overlap <= 0.0 {
                    continue;
                }
                // The one on the left goes left, the other right.
                let push = egui::vec2(overlap / 2.0, 0.0);
                let (left, right) = if a.center().x <= b.center().x { (i, j) } else { (j, i) };
                rects[left] = rects[left].translate(-push);
                rects[right] = rects[right].translate(push);
                moved = true;
            }
        }
        if !moved {
            return;
        }
    }
}

/// `plate` moved until it covers none of `mat` (its seat's mat on screen, where that seat's dice
/// lie), to the first side with room for it in `view`: toward its player (the side it already
/// leans to), then beside the mat away from the view's middle, then the other two. Where no side
/// has room it stays.
pub(crate) fn off_the_mat(plate: egui::Rect, mat: egui::Rect, view: egui::Rect) -> egui::Rect {
    if !plate.intersects(mat) {
        return plate;
    }
    let above = plate.translate(egui::vec2(0.0, mat.min.y - GAP_PT - plate.max.y));
    let below = plate.translate(egui::vec2(0.0, mat.max.y + GAP_PT - plate.min.y));
    let left = plate.translate(egui::vec2(mat.min.x - GAP_PT - plate.max.x, mat.center().y - plate.center().y));
    let right = plate.translate(egui::vec2(mat.max.x + GAP_PT - plate.min.x, mat.center().y - plate.center().y));
    let (toward, away) = if plate.center().y <= mat.center().y { (above, below) } else { (below, above) };
    let (outer, inner) = if mat.center().x <= view.center().x { (left, right) } else { (right, left) };
    [toward, outer, inner, away].into_iter().find(|&r| view.contains_rect(r)).unwrap_or(plate)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plate_leaves_its_mat_toward_its_player_or_beside_it_where_there_is_room() {
        let view = egui::Rect::from_min_max(egui::pos2(0.0, 100.0), egui::pos2(1000.0, 700.0));
        let mat = egui::Rect::from_min_max(egui::pos2(300.0, 200.0), egui::pos2(500.0, 240.0));
        let plate = |y: f32| egui::Rect::from_min_size(egui::pos2(320.0, y), egui::vec2(160.0, 48.0));
        let up = off_the_mat(plate(160.0), mat, view);
        assert!(up.max.y <= mat.min.y && view.contains_rect(up), "room above: up, {up:?}");
        let tight = egui::Rect::from_min_max(egui::pos2(0.0, 180.0), egui::pos2(1000.0, 700.0));
        let beside = off_the_mat(plate(160.0), mat, tight);
        assert!(beside.max.x <= mat.min.x && !beside.intersects(mat), "no room above: beside, outward, {beside:?}");
        let near = off_the_mat(plate(230.0), mat, view);
        assert!(near.min.y >= mat.max.y, "a plate leaning down goes down, {near:?}");
        assert_eq!(off_the_mat(plate(400.0), mat, view), plate(400.0), "a plate clear of its mat stays");
        let crowded = egui::Rect::from_min_max(egui::pos2(290.0, 190.0), egui::pos2(510.0, 250.0));
        assert_eq!(off_the_mat(plate(210.0), mat, crowded), plate(210.0), "no room anywhere: it stays");
    }

    #[test]
    fn overlapping_plates_part_and_others_stay() {
        let r = |x: f32, y: f32| egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(200.0, 40.0));
        let mut rects = [r(100.0, 10.0), r(250.0, 20.0), r(600.0, 10.0), r(120.0, 300.0)];
        spread_apart(&mut rects);
        assert!(rects[0].max.x + GAP_PT <= rects[1].min.x + 0.01, "{rects:?}");
        assert_eq!(rects[0].center().x + rects[1].center().x, 200.0 + 350.0, "each moved half");
        assert_eq!(rects[3], r(120.0, 300.0), "a plate on other rows stays");
        assert!(!rects[1].intersects(rects[2]), "{rects:?}");
    }
}
