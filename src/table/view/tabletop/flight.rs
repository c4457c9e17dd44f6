//! Pieces moving on the table: an entity flies from one place to another on an arc (a placed die
//! to its square, chips to a seat, dice dealt from the cup), after an optional wait; a skip lands
//! every one at once.

use bevy::prelude::*;

use crate::table::GameSet;
use crate::table::view::input::skip::{self, SkipAnimations};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, fly.in_set(GameSet::Animate));
}

/// Moves an entity from `from` to `to` along an arc in `duration` seconds, after waiting `wait`
/// seconds at `from`.
#[derive(Component, Debug)]
pub(crate) struct Flight {
    from: Vec3,
    to: Vec3,
    t: f32,
    duration: f32,
    wait: f32,
    despawn: bool,
}

impl Flight {
    pub(crate) fn new(from: Vec3, to: Vec3, duration: f32, despawn: bool) -> Self {
        Flight { from, to, t: 0.0, duration, wait: 0.0, despawn }
    }

    /// The same flight, starting `seconds` later.
    pub(crate) fn after(self, seconds: f32) -> Self {
        Flight { wait: seconds, ..self }
    }
}

pub(crate) fn fly(
    mut commands: Commands,
    time: Res<Time>,
    mut skip: MessageReader<SkipAnimations>,
    mut flying: Query<(Entity, &mut Flight, &mut Transform)>,
) {
    let skip = skip::asked(&mut skip);
    for (entity, mut flight, mut transform) in &mut flying {
        if flight.wait > 0.0 && !skip {
            flight.wait -= time.delta_secs();
            transform.translation = flight.from;
            continue;
        }
        flight.t = if skip { 1.0 } else { (flight.t + time.delta_secs() / flight.duration.max(1e-3)).min(1.0) };
        let s = flight.t * flight.t * (3.0 - 2.0 * flight.t);
        let lift = 4.0 * s * (1.0 - s) * (0.04 + 0.1 * flight.from.distance(flight.to));
        transform.translation = flight.from.lerp(flight.to, s) + Vec3::Y * lift;
        if flight.t >= 1.0 {
            if flight.despawn {
                commands.entity(entity).despawn();
            } else {
                commands.entity(entity).remove::<Flight>();
            }
        }
    }
}
