//! A moment a game's view holds the camera on for a while once the throw that led to it is over:
//! Home Rows' traded die in its new hand, Royal Casino's completed row. The close-up frames the
//! pieces that moved (each die as large as a close-up promises, `framing::CLOSE_UP_DIE_PX`), then
//! lets the game's own framing take over; the next throw's dice, once down, take over at once
//! (the game asks for the held shot only where it would otherwise show the overview, so the
//! next seat's cup shakes while the moment is still seen).

use bevy::prelude::*;

use crate::table::session::Settings;
use crate::table::view::tabletop::camera::{Shot, TableFraming};

/// Seconds the camera holds a moment (its glide in included: `camera::EASE_S` is 0.7 s).
pub(crate) const HELD_SHOT_S: f32 = 2.2;
/// Close-up subjects of held moments start here (a game's other close-ups number theirs from 0).
const FIRST_SUBJECT: usize = 1 << 20;

/// The moment being held, if any: where its pieces are, how long it still holds, and a number
/// that changes with every moment (the camera moves to a new one even from a close-up).
#[derive(Debug, Default)]
pub(crate) struct HeldShot {
    points: Vec<Vec3>,
    left_s: f32,
    moments: usize,
}

impl HeldShot {
    /// Hold the camera on the pieces at `points` from now (no points: nothing to hold).
    pub(crate) fn hold(&mut self, points: Vec<Vec3>) {
        self.left_s = if points.is_empty() { 0.0 } else { HELD_SHOT_S };
        self.points = points;
        self.moments += 1;
    }

    /// This frame's framing while a moment holds, `dt` seconds after the last frame; `None` once
    /// it has let go, in reduce motion (the camera stays on the whole table) and in fast play (a
    /// script's or a test's: nothing waits to be seen).
    pub(crate) fn framing(&mut self, dt: f32, settings: &Settings) -> Option<TableFraming> {
        self.left_s = (self.left_s - dt).max(0.0);
        let shown = self.left_s > 0.0 && !settings.reduce_motion && !settings.fast;
        shown.then(|| TableFraming {
            shot: Shot::CloseUp,
            points: self.points.clone(),
            free: None,
            follow: false,
            subject: FIRST_SUBJECT + self.moments,
        })
    }

    /// Let the moment go now (a throw or a person's choice takes the camera).
    pub(crate) fn release(&mut self) {
        self.left_s = 0.0;
    }
}

/// Whether `framing` is a held moment's, and the smallest of its pieces in pixels on the
/// reference view (1280×720 at UI scale 1) as the close-up frames them: for the games' tests.
#[cfg(test)]
pub(crate) fn held_pieces_px(framing: &TableFraming) -> Option<f32> {
    use crate::table::view::tabletop::framing::{REFERENCE_PX, Scene, die_px, pose_for};
    (framing.subject > FIRST_SUBJECT).then(|| {
        let to_act = crate::table::view::tabletop::seating::SeatToAct::default();
        let scene = Scene { dice: &framing.points, to_act: &to_act, blockers: &[], board: None, tray: true };
        let aspect = REFERENCE_PX.x / REFERENCE_PX.y;
        let pose = pose_for(Shot::CloseUp, &scene, aspect, false);
        framing.points.iter().map(|&p| die_px(&pose, p, aspect)).fold(f32::MAX, f32::min)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moment_holds_its_pieces_for_a_while_then_lets_go() {
        let mut held = HeldShot::default();
        let (playing, calm, fast) = (
            Settings { fast: false, ..Settings::default() },
            Settings { fast: false, reduce_motion: true, ..Settings::default() },
            Settings::fast(),
        );
        assert!(held.framing(0.016, &playing).is_none(), "nothing held at first");
        held.hold(vec![Vec3::X, Vec3::Z]);
        let first = held.framing(0.016, &playing).expect("held");
        assert_eq!((first.shot, first.points.len()), (Shot::CloseUp, 2));
        assert!(held.framing(0.016, &calm).is_none(), "reduce motion keeps the whole table");
        assert!(held.framing(0.016, &fast).is_none(), "fast play holds nothing");
        assert!(held.framing(HELD_SHOT_S, &playing).is_none(), "let go after its time");
        held.hold(vec![Vec3::Y]);
        let second = held.framing(0.016, &playing).expect("a second moment");
        assert_ne!(first.subject, second.subject, "a new moment moves the camera");
        held.release();
        assert!(held.framing(0.016, &playing).is_none(), "released");
        held.hold(vec![]);
        assert!(held.framing(0.016, &playing).is_none(), "no pieces, no moment");
    }
}
