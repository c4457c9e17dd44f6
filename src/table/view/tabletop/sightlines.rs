//! What can stand between the camera and a settled die: the cup where it stopped and the tray's
//! drawn wall rims, as world boxes; and whether a camera at an eye point sees a die's top face
//! past them.

use bevy::prelude::*;

use crate::table::dice::tuning::{
    CUP_HEIGHT_M, CUP_RADIUS_M, CUP_WALL_M, DIE_SIZE_M, TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M, TABLE_SLAB_M,
    WALL_RIM_M,
};

/// A box in the world that hides what lies behind it: `min`–`max` in its own frame, which `pose`
/// places in the world (the walls stand square; the cup lies however the throw left it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Blocker {
    pub(crate) pose: Transform,
    pub(crate) min: Vec3,
    pub(crate) max: Vec3,
}

impl Blocker {
    fn square(min: Vec3, max: Vec3) -> Blocker {
        Blocker { pose: Transform::IDENTITY, min, max }
    }

    /// True when the segment from `from` to `to` passes through the box (the slab test in the
    /// box's frame), short of its end (a die touching the box is not hidden by it).
    fn cuts(&self, from: Vec3, to: Vec3) -> bool {
        let to_local = |p: Vec3| self.pose.rotation.inverse() * (p - self.pose.translation);
        let (from, to) = (to_local(from), to_local(to));
        let along = to - from;
        let (mut enter, mut leave) = (0.0_f32, 0.999_f32);
        for axis in 0..3 {
            let (o, d, lo, hi) = (from[axis], along[axis], self.min[axis], self.max[axis]);
            if d.abs() < 1e-9 {
                if o < lo || o > hi {
                    return false;
                }
                continue;
            }
            let (a, b) = ((lo - o) / d, (hi - o) / d);
            enter = enter.max(a.min(b));
            leave = leave.min(a.max(b));
            if enter > leave {
                return false;
            }
        }
        true
    }

    /// True when the world point `p` lies inside the box grown by `margin` on every side.
    #[cfg(test)]
    pub(crate) fn holds(&self, p: Vec3, margin: f32) -> bool {
        let local = self.pose.rotation.inverse() * (p - self.pose.translation);
        local.cmpge(self.min - margin).all() && local.cmple(self.max + margin).all()
    }
}

/// The boxes round a table at `origin`: its four drawn wall rims, and the cup at `cup` (its
/// pose, wherever the throw left it) when there is one.
pub(crate) fn tray_blockers(origin: Vec3, cup: Option<Transform>) -> Vec<Blocker> {
    let (l, w, t, h) = (TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M, TABLE_SLAB_M, WALL_RIM_M);
    let mut boxes = vec![
        Blocker::square(Vec3::new(l, 0.0, -w - t), Vec3::new(l + t, h, w + t)),
        Blocker::square(Vec3::new(-l - t, 0.0, -w - t), Vec3::new(-l, h, w + t)),
        Blocker::square(Vec3::new(-l, 0.0, w), Vec3::new(l, h, w + t)),
        Blocker::square(Vec3::new(-l, 0.0, -w - t), Vec3::new(l, h, -w)),
    ]
    .into_iter()
    .map(|b| Blocker { pose: Transform::from_translation(origin), ..b })
    .collect::<Vec<_>>();
    if let Some(cup) = cup {
        let r = CUP_RADIUS_M + CUP_WALL_M;
        boxes.push(Blocker { pose: cup, min: Vec3::new(-r, -CUP_WALL_M, -r), max: Vec3::new(r, CUP_HEIGHT_M, r) });
    }
    boxes
}

/// The points of a die's top face a camera must see: its middle and, a little inside, its corners.
fn top_face(centre: Vec3) -> [Vec3; 5] {
    let (top, h) = (centre.y.max(DIE_SIZE_M / 2.0) + DIE_SIZE_M / 2.0, DIE_SIZE_M * 0.45);
    [(0.0, 0.0), (-h, -h), (h, -h), (h, h), (-h, h)].map(|(x, z)| Vec3::new(centre.x + x, top, centre.z + z))
}

/// How many of the dice at `dice` a camera at `eye` sees only in part (some point of the top face
/// behind a blocker).
pub(crate) fn dice_hidden(eye: Vec3, dice: &[Vec3], blockers: &[Blocker]) -> usize {
    dice.iter().filter(|&&d| top_face(d).iter().any(|&p| blockers.iter().any(|b| b.cuts(eye, p)))).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_hides_what_lies_behind_it_and_nothing_else() {
        let b = Blocker::square(Vec3::new(-0.1, 0.0, -0.1), Vec3::new(0.1, 0.2, 0.1));
        let eye = Vec3::new(0.0, 0.1, 1.0);
        assert!(b.cuts(eye, Vec3::new(0.0, 0.05, -0.5)));
        assert!(!b.cuts(eye, Vec3::new(0.5, 0.05, -0.5)));
        // Seen from above, the same point shows.
        assert!(!b.cuts(Vec3::new(0.0, 2.0, -0.5), Vec3::new(0.0, 0.05, -0.5)));
        // A point on the box's face is not hidden by it.
        assert!(!b.cuts(eye, Vec3::new(0.0, 0.1, 0.1)));
    }

    #[test]
    fn a_die_behind_the_upright_cup_is_hidden_from_the_front() {
        let cup = Transform::from_translation(Vec3::new(-0.18, 0.045, 0.0));
        let boxes = tray_blockers(Vec3::ZERO, Some(cup));
        let behind = [Vec3::new(-0.18, 0.008, -0.09)];
        assert_eq!(dice_hidden(Vec3::new(-0.18, 0.2, 0.3), &behind, &boxes), 1);
        assert_eq!(dice_hidden(Vec3::new(-0.18, 0.5, -0.1), &behind, &boxes), 0);
    }
}
