//! A reveal's camera at the headless table: it goes seat to seat in the count's order, each
//! counted die large on the reference view, then the whole table for the verdict.

use super::view::Stage;
use super::view_tests::{ai_table, first_reveal, run_until};

#[test]
fn the_reveal_frames_each_seat_as_its_dice_are_counted_every_counted_die_large() {
    use crate::table::view::tabletop::camera::{Shot, TableFraming};
    use crate::table::view::tabletop::framing::{REFERENCE_PX, Scene, die_px, pose_for};
    use crate::table::view::tabletop::seating::SeatToAct;
    let mut app = ai_table(5);
    let (_, plan) = first_reveal(&mut app);
    let order = plan.counted();
    assert!(!order.is_empty(), "seed 5's first call counts some dice");
    let mut framed_seats = Vec::new();
    let mut smallest_px = f32::MAX;
    run_until(
        &mut app,
        |app| {
            let Some(showing) = app.world().resource::<Stage>().reveal.clone() else { return };
            let framing = app.world().resource::<TableFraming>().clone();
            if showing.t >= showing.verdict_at() {
                assert_eq!(framing.shot, Shot::Overview, "the verdict on the whole table");
                return;
            }
            if framing.shot != Shot::CloseUp {
                return; // the dice not yet shown (the frame they spawn)
            }
            let seat = super::view::reveal_camera::seat_counted(&showing).expect("a seat counted");
            assert_eq!(framing.subject, seat + 1, "the seat counted now is framed");
            if framed_seats.last() != Some(&seat) {
                framed_seats.push(seat);
            }
            // Every counted die of that seat, as the close-up frames them on the reference view.
            let to_act = SeatToAct::default();
            let scene = Scene { dice: &framing.points, to_act: &to_act, blockers: &[], board: None, tray: false };
            let pose = pose_for(Shot::CloseUp, &scene, REFERENCE_PX.x / REFERENCE_PX.y, false);
            for &at in &framing.points {
                smallest_px = smallest_px.min(die_px(&pose, at, REFERENCE_PX.x / REFERENCE_PX.y));
            }
        },
        |app| app.world().resource::<Stage>().reveal.is_none(),
    );
    let mut counted_seats: Vec<usize> = order.iter().map(|&(s, _)| s).collect();
    counted_seats.dedup();
    assert_eq!(framed_seats, counted_seats, "the camera goes seat to seat in the count's order");
    eprintln!("reveal: seats framed {framed_seats:?}, smallest die {smallest_px:.1} px");
    assert!(smallest_px >= 40.0, "every counted die at least 40 px at 1280×720: {smallest_px:.1}");
    assert_eq!(app.world().resource::<TableFraming>().shot, Shot::Overview, "after the reveal, the table");
}
