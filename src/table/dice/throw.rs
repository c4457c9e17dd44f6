//! Starting throws: queueing requests, loading the cup with fairly oriented dice, re-throwing dice.

use bevy::prelude::*;
use bevy_rapier3d::prelude::*;
use rand::RngExt;

use super::faces::{random_rotation, random_symmetry, random_vector};
use super::table::cup_pose;
use super::tuning::*;
use super::under_cup::{CupSpot, Spot, UnderCup};
use super::{ActiveThrow, DiceSettled, DiceTable, Die, TableState, Tables, ThrowDice, ThrowReport};
use crate::engine::dice::{DiceRng, seeded};
use crate::table::GameSet;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(FixedUpdate, accept_requests.in_set(GameSet::Request))
        .add_systems(FixedUpdate, (guard_dice, load_cups, fling_dice).chain().in_set(GameSet::Drive));
}

/// Queue each request on its table; start the next throw on every idle table.
fn accept_requests(
    mut commands: Commands,
    mut requests: MessageReader<ThrowDice>,
    mut settled: MessageWriter<DiceSettled>,
    index: Res<Tables>,
    mut tables: Query<&mut TableState>,
    spots: Query<&CupSpot>,
) {
    for request in requests.read() {
        let Some(mut state) = index.0.get(request.table as usize).and_then(|&t| tables.get_mut(t).ok()) else {
            warn!(
                "ThrowDice {}: there is no table {} (tables: {}); ignored",
                request.throw_id,
                request.table,
                index.0.len()
            );
            continue;
        };
        if request.count == 0 {
            settled.write(DiceSettled {
                throw_id: request.throw_id,
                table: request.table,
                values: Vec::new(),
                dice: Vec::new(),
                report: ThrowReport::default(),
            });
            continue;
        }
        let mut request = request.clone();
        if request.count > MAX_DICE_PER_THROW {
            warn!(
                "ThrowDice {}: {} dice do not fit the cup; throwing {}",
                request.throw_id, request.count, MAX_DICE_PER_THROW
            );
            request.count = MAX_DICE_PER_THROW;
        }
        state.queue.push_back(request);
    }
    for mut state in &mut tables {
        if state.active.is_some() {
            continue;
        }
        let Some(request) = state.queue.pop_front() else {
            continue;
        };
        let spot = start_spot(&mut commands, &mut state, &request, &spots);
        if spot.is_none() {
            for die in std::mem::take(&mut state.resting) {
                commands.entity(die).despawn();
            }
        }
        let count = request.count;
        state.active = Some(ActiveThrow {
            spot,
            rng: seeded(request.seed),
            request,
            step: 0,
            dice: Vec::new(),
            quiet: vec![0; count],
            nudges: vec![0; count],
            deadline: (SETTLE_CAP_S * PHYSICS_HZ as f32).round() as u32,
            report: ThrowReport::default(),
        });
    }
}

/// A throw under a seat's own cup, where its spot is laid and its dice fit: what the seat's last
/// one left goes, and its felt and cup come. `None`: the throw goes to the tray.
fn start_spot(
    commands: &mut Commands,
    state: &mut TableState,
    request: &ThrowDice,
    spots: &Query<&CupSpot>,
) -> Option<Spot> {
    let seat = request.under_cup.filter(|_| request.count <= SEAT_CUP_MAX_DICE)?;
    let at = spots.iter().find(|s| s.seat == seat)?.at;
    let (left, others): (Vec<_>, Vec<_>) = std::mem::take(&mut state.under).into_iter().partition(|u| u.0 == seat);
    state.under = others;
    for entity in left.into_iter().flat_map(|(_, entities)| entities) {
        if let Ok(mut old) = commands.get_entity(entity) {
            old.despawn();
        }
    }
    Some(Spot::start(commands, seat, at))
}

/// Drop each throw's dice into its cup once the cup is back at rest.
fn load_cups(mut commands: Commands, mut tables: Query<(Entity, &DiceTable, &mut TableState)>) {
    for (entity, table, mut state) in &mut tables {
        let Some(active) = state.active.as_mut() else {
            continue;
        };
        if active.step != CUP_LOAD_STEPS || !active.dice.is_empty() {
            continue;
        }
        let (offset, rotation) = cup_pose(active.step as f32 * physics_dt_s());
        let cup = Transform::from_translation(table.origin + offset).with_rotation(rotation);
        let spacing = DIE_SIZE_M * 1.5;
        for slot in 0..active.request.count {
            let layer = (slot / 4) as f32;
            let (sx, sz) = [(-1.0, -1.0), (1.0, 1.0), (1.0, -1.0), (-1.0, 1.0)][slot % 4];
            let local = Vec3::new(sx * spacing * 0.5, DIE_SIZE_M + layer * spacing * 1.2, sz * spacing * 0.5);
            let point = active.spot.map_or_else(|| cup.transform_point(local), |spot| spot.load_point(slot));
            let place = Transform::from_translation(point).with_rotation(random_rotation(&mut active.rng));
            let velocity = Velocity {
                linear: random_vector(&mut active.rng, THROW_MAX_SPEED_M_S),
                angular: random_vector(&mut active.rng, THROW_MAX_SPIN_RAD_S),
            };
            let symmetry = random_symmetry(&mut active.rng);
            let look = active.request.looks.get(slot).copied();
            let die = spawn_die(&mut commands, entity, slot, place, velocity, symmetry, look);
            mark(&mut commands, active, die);
            active.dice.push(die);
        }
    }
}

/// The step of a throw at which a player's swing goes into the dice: halfway through the cup's
/// tip, as they slide out of its mouth (earlier, the cup's walls would only soak it up).
fn fling_step() -> u32 {
    ((CUP_SHAKE_S + CUP_TIP_S * FLING_AT_TIP) / physics_dt_s()).round() as u32
}

/// A throw with a fling: at the pour, every die of it gains the fling's speed (the seeded draws
/// are untouched: the same seed and fling throw the same way).
fn fling_dice(tables: Query<&TableState>, mut dice: Query<&mut Velocity, With<Die>>) {
    for state in &tables {
        let Some(active) = state.active.as_ref() else { continue };
        let Some(fling) = active.request.fling.filter(|_| active.step == fling_step()) else { continue };
        for &die in &active.dice {
            if let Ok(mut velocity) = dice.get_mut(die) {
                velocity.linear += fling.velocity();
            }
        }
    }
}

/// Before physics sees them: re-throw any die whose transform or velocity is not finite, and
/// clamp impossible speeds (a die never teleports).
fn guard_dice(
    mut commands: Commands,
    mut tables: Query<(Entity, &DiceTable, &mut TableState)>,
    mut dice: Query<(&Transform, &mut Velocity), With<Die>>,
) {
    for (entity, table, mut state) in &mut tables {
        let Some(active) = state.active.as_mut() else {
            continue;
        };
        for slot in 0..active.dice.len() {
            let Ok((transform, mut velocity)) = dice.get_mut(active.dice[slot]) else {
                continue;
            };
            if !finite(transform, &velocity) {
                active.report.escaped += 1;
                rethrow(&mut commands, active, entity, table, slot);
                continue;
            }
            let fast = velocity.linear.length() > DIE_MAX_SPEED_M_S || velocity.angular.length() > DIE_MAX_SPIN_RAD_S;
            if fast {
                velocity.linear = velocity.linear.clamp_length_max(DIE_MAX_SPEED_M_S);
                velocity.angular = velocity.angular.clamp_length_max(DIE_MAX_SPIN_RAD_S);
            }
        }
    }
}

/// True when a die's state is all finite numbers.
pub(super) fn finite(transform: &Transform, velocity: &Velocity) -> bool {
    transform.translation.is_finite()
        && transform.rotation.is_finite()
        && velocity.linear.is_finite()
        && velocity.angular.is_finite()
}

/// Replace the die in `slot` by a fresh one dropped from above a random spot of the felt, with a
/// uniformly random orientation and a seeded spin.
pub(super) fn rethrow(
    commands: &mut Commands,
    active: &mut ActiveThrow,
    table_entity: Entity,
    table: &DiceTable,
    slot: usize,
) {
    if let Ok(mut old) = commands.get_entity(active.dice[slot]) {
        old.despawn();
    }
    let rng: &mut DiceRng = &mut active.rng;
    let point = match active.spot {
        Some(spot) => spot.redrop(rng),
        None => {
            table.origin
                + Vec3::new(
                    rng.random_range(-0.5..0.5) * TABLE_HALF_LENGTH_M,
                    REDROP_HEIGHT_M,
                    rng.random_range(-0.5..0.5) * TABLE_HALF_WIDTH_M,
                )
        }
    };
    let place = Transform::from_translation(point).with_rotation(random_rotation(rng));
    let mut linear = random_vector(rng, REDROP_MAX_SPEED_M_S);
    linear.y = 0.0;
    let velocity = Velocity { linear, angular: random_vector(rng, THROW_MAX_SPIN_RAD_S) };
    let symmetry = random_symmetry(rng);
    let look = active.request.looks.get(slot).copied();
    active.dice[slot] = spawn_die(commands, table_entity, slot, place, velocity, symmetry, look);
    mark(commands, active, active.dice[slot]);
    active.quiet[slot] = 0;
    active.nudges[slot] = 0;
    active.report.rethrows += 1;
}

/// A new die of `active`'s throw: unseen when the throw is, and under its seat's cup when it is.
fn mark(commands: &mut Commands, active: &ActiveThrow, die: Entity) {
    if active.request.unseen {
        commands.entity(die).insert(super::Unseen);
    }
    if let Some(spot) = active.spot {
        commands.entity(die).insert(UnderCup { seat: spot.seat });
    }
}

/// Spawn one physical die.
fn spawn_die(
    commands: &mut Commands,
    table: Entity,
    slot: usize,
    place: Transform,
    velocity: Velocity,
    symmetry: Quat,
    look: Option<usize>,
) -> Entity {
    let core = DIE_SIZE_M / 2.0 - DIE_EDGE_RADIUS_M;
    // The collider is turned by one of the cube's 24 symmetries, picked at random, relative to the
    // die's labelled frame: the same shape, but any preference of the contact code for one axis of
    // a shape's own frame is shared evenly between the six values.
    let shape = Collider::round_cuboid(core, core, core, DIE_EDGE_RADIUS_M);
    let collider = Collider::compound(vec![(Vec3::ZERO, symmetry, shape)]);
    let mut die = commands.spawn((
        Name::new(format!("Die {slot}")),
        Die { table, slot },
        RigidBody::Dynamic,
        collider,
        ColliderMassProperties::Mass(DIE_MASS_KG),
        Friction::coefficient(DIE_FRICTION),
        Restitution::coefficient(DIE_RESTITUTION),
        Damping { linear_damping: DIE_LINEAR_DAMPING_PER_S, angular_damping: DIE_ANGULAR_DAMPING_PER_S },
        Ccd::enabled(),
        velocity,
        place,
    ));
    if let Some(look) = look {
        die.insert(super::DieStyle(look));
    }
    die.id()
}
