//! The reveal's camera: the count goes seat by seat and the camera with it, each seat's lifted
//! dice framed close (every die that counts large enough to check by eye from a sofa), the
//! first seat to count while the cups rise; at the verdict, back to the whole table.

use bevy::prelude::*;

use super::reveal::{Showing, ShownDie, Stage};
use crate::table::view::tabletop::camera::{Shot, TableFraming};

/// Frame the seat whose dice are being counted, until the verdict; then (and with no reveal on)
/// the table's usual view.
pub(crate) fn frame_the_count(
    stage: Res<Stage>,
    dice: Query<(&ShownDie, &Transform)>,
    mut framing: ResMut<TableFraming>,
) {
    let seat = stage.reveal.as_ref().filter(|s| s.t < s.verdict_at()).and_then(seat_counted);
    let points: Vec<Vec3> = seat.map_or_else(Vec::new, |seat| {
        dice.iter().filter(|(d, _)| d.seat == seat).map(|(_, at)| at.translation).collect()
    });
    let want = match seat {
        Some(seat) if !points.is_empty() => {
            TableFraming { shot: Shot::CloseUp, points, free: None, follow: false, subject: seat + 1 }
        }
        _ => TableFraming::default(),
    };
    if framing.shot != want.shot || framing.subject != want.subject {
        *framing = want;
    }
}

/// The seat of the die counted last (before the first, the first to count); `None` when no die
/// counts.
pub(crate) fn seat_counted(showing: &Showing) -> Option<usize> {
    showing.plan.counted().get(showing.counted.saturating_sub(1)).map(|&(seat, _)| seat)
}
