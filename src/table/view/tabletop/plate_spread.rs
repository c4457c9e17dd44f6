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

#[cfg(test)]
mod tests {
    use super::*;

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
