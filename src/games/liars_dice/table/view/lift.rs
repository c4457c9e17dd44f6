//! A call's lift: every cup rises at once and each seat's dice show on its mat — the very dice
//! thrown under its cup, where they lie, or (none thrown here: instant dice, a resume) dice laid
//! out with its faces; when the reveal ends the thrown dice are hidden again.

use bevy::prelude::*;

use super::cups::{CupPose, SeatCup, shown_die_local};
use super::reveal::{Glow, SHOWN_DIE_M, ShownDie};
use super::story::RevealPlan;
use crate::table::dice::faces::top_face;
use crate::table::dice::tuning::SEAT_CUP_RADIUS_M;
use crate::table::dice::{Die, DieLook, UnderCup, Unseen};
use crate::table::instant::showing;
use crate::table::view::tabletop::seating::seat_pose;
use crate::table::view::tabletop::table_scope::TableScoped;

/// The dice thrown under the seats' cups, where they lie.
pub(crate) type Thrown<'w, 's> = Query<'w, 's, (Entity, &'static UnderCup, &'static Transform), With<Die>>;

/// Every cup rises at once, and each seat's dice show on its mat: the dice thrown under its cup
/// where they lie, or dice laid out facing up as they lay.
pub(crate) fn lift_cups(
    commands: &mut Commands,
    plan: &RevealPlan,
    seats: usize,
    cups: &mut Query<(Entity, &mut SeatCup)>,
    thrown: &Thrown,
) {
    for (_, mut cup) in cups.iter_mut() {
        (cup.pose, cup.t) = (CupPose::Lifting, 0.0);
    }
    for seat in (0..plan.players.min(seats)).filter(|&s| !plan.dice.dice(s).is_empty()) {
        let glow = |value: u8| plan.counts(value).then_some(if value == plan.face { Glow::Face } else { Glow::Wild });
        if let Some(dice) = thrown_dice(plan.dice.dice(seat), seat, seats, thrown) {
            for (index, (value, die)) in dice.into_iter().enumerate() {
                let shown = ShownDie { seat, index, glow: glow(value), lit_s: None, physical: true };
                commands.entity(die).remove::<Unseen>().try_insert((shown, Visibility::Inherited));
            }
            continue;
        }
        let pose = seat_pose(seat, seats);
        for (i, &value) in plan.dice.dice(seat).iter().enumerate() {
            let glow = glow(value);
            let at = pose.transform_point(shown_die_local(i, SHOWN_DIE_M));
            let turn = pose.rotation * showing(value, 0.0);
            commands.spawn((
                Name::new("Liar's Dice shown die"),
                ShownDie { seat, index: i, glow, lit_s: None, physical: false },
                DieLook,
                Transform::from_translation(at)
                    .with_rotation(turn)
                    .with_scale(Vec3::splat(SHOWN_DIE_M / crate::table::dice::tuning::DIE_SIZE_M)),
                Visibility::default(),
                TableScoped,
            ));
        }
    }
}

/// The dice thrown under seat `seat`'s cup, lying on its mat, in the order of `faces` (the rules
/// core's, ascending) with their values: `None` unless they show exactly `faces`.
fn thrown_dice(faces: &[u8], seat: usize, seats: usize, thrown: &Thrown) -> Option<Vec<(u8, Entity)>> {
    let mat = seat_pose(seat, seats).translation;
    let on_mat = |at: &Transform| (at.translation - mat).with_y(0.0).length() < SEAT_CUP_RADIUS_M;
    let mut dice: Vec<(u8, Entity)> = thrown
        .iter()
        .filter(|(_, under, at)| under.seat == seat && on_mat(at))
        .map(|(die, _, at)| Some((top_face(at.rotation)?.0, die)))
        .collect::<Option<_>>()?;
    dice.sort_unstable();
    let mut want = faces.to_vec();
    want.sort_unstable();
    dice.iter().map(|d| d.0).eq(want).then_some(dice)
}

/// A piece of the cups' table goes: a die thrown under a cup is hidden again (the physics keeps it
/// until its seat's next throw), the rest are despawned.
pub(crate) fn clear_piece(commands: &mut Commands, piece: Entity, die: Option<&ShownDie>) {
    if die.is_some_and(|d| d.physical) {
        commands.entity(piece).remove::<ShownDie>().try_insert(Unseen);
    } else {
        commands.entity(piece).despawn();
    }
}
