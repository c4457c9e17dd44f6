//! Seats round the table, the overview's frame and lean, the plates in view.

use super::*;
use crate::table::view::tabletop::framing::ndc;

/// A seat's mat as a rectangle on the table (centre, half size along its own axes, rotation).
fn mat_corners(s: usize, n: usize) -> Vec<Vec2> {
    let pose = seat_pose(s, n);
    let (x, z) = (MAT_WIDTH / 2.0, MAT_DEPTH_M / 2.0);
    [(-x, -z), (x, -z), (x, z), (-x, z)].iter().map(|&(x, z)| pose.transform_point(Vec3::new(x, 0.0, z)).xz()).collect()
}

fn inside(p: Vec2, lo: Vec2, hi: Vec2) -> bool {
    p.x > lo.x && p.x < hi.x && p.y > lo.y && p.y < hi.y
}

/// Every registered game's board, and none (the plain table's).
fn boards() -> Vec<Option<BoardArea>> {
    tables().into_iter().map(|(board, _)| board).collect()
}

/// Every registered game's board and whether it keeps the tray, and the plain table with its tray.
fn tables() -> Vec<(Option<BoardArea>, bool)> {
    std::iter::once((None, true)).chain(crate::table::table_game::every_game().map(|g| ((g.board)(), g.tray))).collect()
}

#[test]
fn seats_sit_round_the_table_apart_from_the_tray_every_board_and_each_other() {
    let tray = (Vec2::new(-0.34, -0.24), Vec2::new(0.34, 0.24));
    let boards: Vec<(Vec2, Vec2)> =
        boards().into_iter().flatten().map(|b| (b.plate.0.xz() - b.plate.1, b.plate.0.xz() + b.plate.1)).collect();
    assert!(!boards.is_empty(), "a registered game has a board");
    for n in 2..=6 {
        for s in 0..n {
            for c in mat_corners(s, n) {
                assert!(!inside(c, tray.0, tray.1), "{n} seats: seat {s}'s mat on the tray at {c}");
                for board in &boards {
                    assert!(!inside(c, board.0, board.1), "{n} seats: seat {s}'s mat on a board at {c}");
                }
            }
            for t in 0..s {
                let gap = seat_pose(s, n).translation.distance(seat_pose(t, n).translation);
                assert!(gap > MAT_WIDTH + 0.02, "{n} seats: seats {s} and {t} {gap:.3} m apart");
                let plates = plate_point(s, n).distance(plate_point(t, n));
                assert!(plates > 2.0 * PLATE_TEXT_HALF_WIDTH_M, "{n} seats: plates {s} and {t} {plates:.3} m apart");
            }
            // Facing the middle: the mat's +Z points away from it.
            let pose = seat_pose(s, n);
            assert!((pose.rotation * Vec3::Z).dot(pose.translation - SEATS_CENTRE) > 0.0);
        }
        // Seat 0 sits at the front, and with two seats the other faces it across the table.
        assert!(seat_pose(0, n).translation.z > 0.3);
    }
    assert!(seat_pose(1, 2).translation.z < -0.3);
}

#[test]
fn the_overview_shows_every_seat_whoever_is_to_act() {
    for aspect in [16.0 / 9.0, 4.0 / 3.0] {
        for n in 2..=6 {
            for current in std::iter::once(None).chain((0..n).map(Some)) {
                for (board, tray) in tables() {
                    let pose = overview(&SeatToAct { seats: n, current }, aspect, false, (board.as_ref(), tray), &[]);
                    for p in table_points(n, board.as_ref(), tray) {
                        let q = ndc(&pose, p, aspect);
                        assert!(q.z > 0.0 && OVERVIEW_NDC.contains(q.truncate()), "{n} seats, {current:?}: {p} at {q}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_overview_fills_the_view() {
    // The view the HUD leaves of a 16:9 and of a 4:3 window.
    for aspect in [
        crate::table::view::tabletop::framing::REFERENCE_PX.x / crate::table::view::tabletop::framing::REFERENCE_PX.y,
        1.2,
    ] {
        for (n, (board, tray)) in (2..=6).flat_map(|n| tables().into_iter().map(move |t| (n, t))) {
            let pose = overview(&SeatToAct { seats: n, current: Some(0) }, aspect, false, (board.as_ref(), tray), &[]);
            let (lo, hi) = table_points(n, board.as_ref(), tray)
                .iter()
                .map(|&p| ndc(&pose, p, aspect).truncate())
                .fold((Vec2::MAX, Vec2::MIN), |(lo, hi), q| (lo.min(q), hi.max(q)));
            let (wide, high) = ((hi.x - lo.x) / 2.0, (hi.y - lo.y) / 2.0);
            assert!(wide > 0.8 || high > 0.8, "{n} seats at {aspect:.2}: fills {wide:.2} × {high:.2}");
            // With a board beside the tray the table is a wide band that fills the view both ways.
            if board.is_some() {
                assert!(wide > 0.65 && high > 0.65, "{n} seats at {aspect:.2}: a band, {wide:.2} × {high:.2}");
            }
        }
    }
}

#[test]
fn the_overview_leans_toward_the_seat_to_act_but_not_when_motion_is_reduced() {
    let n = 4;
    let at = |current, reduce| overview(&SeatToAct { seats: n, current }, 16.0 / 9.0, reduce, (None, true), &[]).target;
    let middle = at(None, false);
    for s in 0..n {
        let toward = seat_pose(s, n).translation - middle;
        assert!((at(Some(s), false) - middle).dot(toward) > 0.0, "seat {s}");
        assert_eq!(at(Some(s), true), middle);
    }
}
