//! Headless tests of the physical dice: results, determinism, every recovery path, fairness.
#![cfg(feature = "game")]

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_rapier3d::prelude::Velocity;
use dicehall::engine::dice::derive_seed;
use dicehall::table::GameSet;
use dicehall::table::dice::{DicePlugin, DiceSettled, DiceTable, Die, Fling, ThrowDice, single_threaded, tuning};
use statrs::distribution::{ChiSquared, ContinuousCDF};

/// MinimalPlugins + transforms + the dice (which bring rapier), one physics step per update.
fn app_with(tables: u32, extra: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TransformPlugin, DicePlugin { tables }))
        .insert_resource(TimeUpdateStrategy::ManualDuration(tuning::physics_step()));
    extra(&mut app);
    app.finish();
    app.cleanup();
    single_threaded(&mut app);
    app.update();
    app
}

fn app() -> App {
    app_with(1, |_| {})
}

/// A plain throw's request: in the tray, in sight, no fling, no loaded faces.
fn request(throw_id: u64, table: u32, count: usize, seed: u64) -> ThrowDice {
    let (looks, faces) = (Vec::new(), Vec::new());
    ThrowDice { throw_id, table, count, seed, looks, fling: None, faces, unseen: false, under_cup: None }
}

fn throw(app: &mut App, throw_id: u64, table: u32, count: usize, seed: u64) {
    app.world_mut().write_message(request(throw_id, table, count, seed));
}

/// Step until `n` results have come (at most `max_steps`), checking each against the dice poses.
fn results(app: &mut App, n: usize, max_steps: u32) -> Vec<DiceSettled> {
    let mut out = Vec::new();
    for _ in 0..max_steps {
        app.update();
        let new: Vec<DiceSettled> = app.world_mut().resource_mut::<Messages<DiceSettled>>().drain().collect();
        for r in new {
            assert_matches_geometry(app, &r);
            out.push(r);
        }
        if out.len() >= n {
            return out;
        }
    }
    panic!("only {} of {n} results after {max_steps} steps", out.len());
}

/// The value shown by a die, from its pose alone: the die-frame axis nearest world up.
fn value_up(rotation: Quat) -> u8 {
    let up = rotation.normalize().inverse() * Vec3::Y;
    let (ax, ay, az) = (up.x.abs(), up.y.abs(), up.z.abs());
    if ay >= ax && ay >= az {
        if up.y > 0.0 { 1 } else { 6 }
    } else if ax >= az {
        if up.x > 0.0 { 2 } else { 5 }
    } else if up.z < 0.0 {
        3
    } else {
        4
    }
}

fn assert_matches_geometry(app: &App, r: &DiceSettled) {
    assert_eq!(r.values.len(), r.dice.len());
    for (&value, &die) in r.values.iter().zip(&r.dice) {
        assert!((1..=6).contains(&value), "{r:?}");
        let t = app.world().get::<Transform>(die).expect("die on the table");
        assert_eq!(value_up(t.rotation), value, "throw {} die {die:?}", r.throw_id);
    }
}

/// Step until the throw's dice are in the world; return them.
fn loaded_dice(app: &mut App) -> Vec<Entity> {
    for _ in 0..10 {
        app.update();
        let mut q = app.world_mut().query_filtered::<Entity, With<Die>>();
        let dice: Vec<Entity> = q.iter(app.world()).collect();
        if !dice.is_empty() {
            return dice;
        }
    }
    panic!("no dice loaded");
}

fn table_origin(app: &mut App) -> Vec3 {
    let mut q = app.world_mut().query::<&DiceTable>();
    q.iter(app.world()).next().expect("a table").origin
}

#[test]
fn a_throw_produces_a_result() {
    let mut app = app();
    throw(&mut app, 7, 0, 5, 42);
    let r = results(&mut app, 1, 900).remove(0);
    assert_eq!((r.throw_id, r.table, r.values.len()), (7, 0, 5));
    assert!(r.report.settle_s > 0.3 && r.report.settle_s < 15.0, "{r:?}");
}

#[test]
fn the_same_seed_gives_the_same_values() {
    let run = |seed| {
        let mut app = app();
        throw(&mut app, 1, 0, 5, seed);
        let r = results(&mut app, 1, 900).remove(0);
        (r.values, r.report.steps)
    };
    let a = run(1234);
    assert_eq!(a, run(1234));
    // Different seeds give different throws (values or at least timing).
    assert!((0..4).any(|s| run(5000 + s) != a));
}

#[test]
fn bad_requests_are_answered_or_ignored_without_panicking() {
    let mut app = app();
    throw(&mut app, 1, 9, 5, 0); // no such table: ignored with a warning
    throw(&mut app, 2, 0, 0, 0); // no dice: answered at once
    throw(&mut app, 3, 0, 40, 0); // more than the cup holds: clamped
    let rs = results(&mut app, 2, 1500);
    assert_eq!(rs[0].throw_id, 2);
    assert!(rs[0].values.is_empty());
    assert_eq!(rs[1].throw_id, 3);
    assert_eq!(rs[1].values.len(), tuning::MAX_DICE_PER_THROW);
}

#[test]
fn a_die_leaning_on_a_wall_is_nudged_and_read() {
    let mut app = app();
    throw(&mut app, 1, 0, 1, 3);
    let die = loaded_dice(&mut app)[0];
    // Tilted 38° (top away from the +X wall): one edge on the felt, the opposite lower edge against
    // the wall, so gravity holds it there.
    let rotation = Quat::from_rotation_z(38f32.to_radians());
    let h = tuning::DIE_SIZE_M / 2.0;
    let corners: Vec<Vec3> = (0..8)
        .map(|i| {
            let s = |b| if i & b == 0 { -h } else { h };
            rotation * Vec3::new(s(1), s(2), s(4))
        })
        .collect();
    let min_y = corners.iter().map(|c| c.y).fold(f32::MAX, f32::min);
    let max_x = corners.iter().map(|c| c.x).fold(f32::MIN, f32::max);
    let origin = table_origin(&mut app);
    let at = origin + Vec3::new(tuning::TABLE_HALF_LENGTH_M - max_x - 0.0002, -min_y, 0.0);
    app.world_mut().entity_mut(die).insert((Transform::from_translation(at).with_rotation(rotation), Velocity::zero()));
    let r = results(&mut app, 1, 1500).remove(0);
    assert!(r.report.cocked >= 1, "{r:?}");
}

#[test]
fn a_die_out_of_the_table_is_rethrown() {
    let mut app = app();
    throw(&mut app, 1, 0, 2, 4);
    let die = loaded_dice(&mut app)[0];
    let origin = table_origin(&mut app);
    let outside = Transform::from_translation(origin + Vec3::new(0.0, -0.5, 0.8));
    app.world_mut().entity_mut(die).insert(outside);
    let r = results(&mut app, 1, 1500).remove(0);
    assert!(r.report.escaped >= 1 && r.report.rethrows >= 1, "{r:?}");
    assert!(!r.dice.contains(&die));
}

#[test]
fn a_die_launched_at_the_lid_stays_on_the_table() {
    let mut app = app();
    throw(&mut app, 1, 0, 3, 5);
    let die = loaded_dice(&mut app)[0];
    app.world_mut().entity_mut(die).insert(Velocity { linear: Vec3::new(3.0, 40.0, 2.0), angular: Vec3::splat(50.0) });
    let r = results(&mut app, 1, 1500).remove(0);
    assert_eq!(r.values.len(), 3);
    assert_eq!(r.report.escaped, 0, "CCD, walls and lid keep dice in: {r:?}");
}

#[test]
fn a_die_with_nan_velocity_is_rethrown() {
    let mut app = app();
    throw(&mut app, 1, 0, 2, 6);
    let die = loaded_dice(&mut app)[1];
    app.world_mut().entity_mut(die).insert(Velocity { linear: Vec3::NAN, angular: Vec3::new(f32::INFINITY, 0.0, 0.0) });
    let r = results(&mut app, 1, 1500).remove(0);
    assert!(r.report.escaped >= 1 && r.report.rethrows >= 1, "{r:?}");
    assert!(!r.dice.contains(&die));
}

/// Spin every die, every step, so nothing ever settles.
fn keep_spinning(mut dice: Query<&mut Velocity, With<Die>>) {
    for mut v in &mut dice {
        v.angular = Vec3::new(0.0, 30.0, 20.0);
    }
}

#[test]
fn a_throw_that_cannot_settle_is_resolved_at_the_cap() {
    let mut app = app_with(1, |app| {
        app.add_systems(FixedUpdate, keep_spinning.in_set(GameSet::Drive));
    });
    throw(&mut app, 1, 0, 3, 8);
    let r = results(&mut app, 1, 1200).remove(0);
    assert!(r.report.forced, "{r:?}");
    assert_eq!(r.report.caps, tuning::MAX_CAPS);
    assert!(r.report.rethrows >= 3);
    let cap = tuning::SETTLE_CAP_S + (tuning::MAX_CAPS - 1) as f32 * tuning::CAP_EXTENSION_S;
    assert!((r.report.settle_s - cap).abs() < 0.05, "{r:?}");
}

#[test]
fn faces_are_fair() {
    // 600 throws × 5 dice = 3,000 faces on 12 tables sharing one world.
    let (throws, dice, tables) = (600u64, 5usize, 12u32);
    let mut app = app_with(tables, |_| {});
    let mut next = 0u64;
    for table in 0..tables {
        throw(&mut app, next, table, dice, derive_seed(77, next));
        next += 1;
    }
    let (mut counts, mut done) = ([0f64; 6], 0u64);
    let mut steps = 0u32;
    while done < throws {
        app.update();
        steps += 1;
        assert!(steps < 200_000);
        let new: Vec<DiceSettled> = app.world_mut().resource_mut::<Messages<DiceSettled>>().drain().collect();
        for r in new {
            assert_matches_geometry(&app, &r);
            assert_eq!(r.values.len(), dice);
            for v in &r.values {
                counts[*v as usize - 1] += 1.0;
            }
            done += 1;
            if next < throws {
                throw(&mut app, next, r.table, dice, derive_seed(77, next));
                next += 1;
            }
        }
    }
    let expected = counts.iter().sum::<f64>() / 6.0;
    let chi2: f64 = counts.iter().map(|o| (o - expected).powi(2) / expected).sum();
    let p = 1.0 - ChiSquared::new(5.0).unwrap().cdf(chi2);
    assert!(p > 0.001, "faces {counts:?}: χ² {chi2:.2}, p {p:.5}");
}

/// Where a throw of five dice with `fling` comes to rest: the dice's mean place on the felt,
/// relative to the table's middle, `(x along the pour, z across it)`.
fn rest_spot(fling: Option<Fling>, seed: u64) -> Vec2 {
    let mut app = app();
    app.world_mut().write_message(ThrowDice { fling, ..request(1, 0, 5, seed) });
    let r = results(&mut app, 1, 3000).remove(0);
    let origin = table_origin(&mut app);
    let sum: Vec3 = r.dice.iter().map(|&d| app.world().get::<Transform>(d).expect("a die").translation - origin).sum();
    Vec2::new(sum.x, sum.z) / r.dice.len() as f32
}

#[test]
fn a_flick_throws_the_dice_further_and_to_its_side() {
    let mean = |fling: Option<Fling>| (0..8).map(|s| rest_spot(fling, derive_seed(9, s))).sum::<Vec2>() / 8.0;
    let cup_only = mean(None);
    let hard = mean(Some(Fling { power: 1.0, aim: 0.0 }));
    let (left, right) = (mean(Some(Fling { power: 1.0, aim: -1.0 })), mean(Some(Fling { power: 1.0, aim: 1.0 })));
    eprintln!("mean rest spot, m: cup only {cup_only}, hard flick {hard}, to the left {left}, to the right {right}");
    assert!(hard.x > cup_only.x + 0.04, "a hard flick throws further: {hard} vs the cup's own {cup_only}");
    assert!(right.y > left.y + 0.04, "a flick to the right lands right of one to the left: {right} vs {left}");
    // The same seed and fling throw the same way.
    let fling = Some(Fling { power: 0.6, aim: 0.3 });
    assert_eq!(rest_spot(fling, 5), rest_spot(fling, 5));
}

#[test]
fn loaded_dice_land_turned_to_their_faces_and_lie_still() {
    let mut app = app();
    let faces = vec![6, 1, 2, 5, 3];
    let request = ThrowDice { faces, ..request(3, 0, 5, 42) };
    app.world_mut().write_message(request.clone());
    let r = results(&mut app, 1, 900).remove(0);
    assert_eq!(r.values, request.faces, "a lesson's loaded throw shows its faces");
    for _ in 0..120 {
        app.update();
    }
    let shown: Vec<u8> = r.dice.iter().map(|&d| value_up(app.world().get::<Transform>(d).unwrap().rotation)).collect();
    assert_eq!(shown, request.faces, "turned flat, they stay as turned");
}
