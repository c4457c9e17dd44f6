//! `dicehall dice-lab`: many headless throws, fairness and timing statistics as one JSON object.
//!
//! Several tables share one physics world (each runs its own throws back to back) so Bevy's
//! per-update cost is shared. Each reading is checked independently against the die's pose.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_rapier3d::prelude::PhysicsSet;
use serde_json::{Value, json};
use statrs::distribution::{ChiSquared, ContinuousCDF};

use super::dice::{DiceSettled, Die, ThrowDice, headless_app, single_threaded, tuning};
use crate::engine::dice::derive_seed;

/// Most tables one lab world may hold.
pub const MAX_TABLES: u32 = 64;

/// Time spent inside rapier's step, per step, with the number of dice in the world.
#[derive(Resource, Default)]
struct StepTimes {
    started: Option<Instant>,
    samples: Vec<(Duration, usize)>,
}

fn step_started(mut times: ResMut<StepTimes>) {
    times.started = Some(Instant::now());
}

fn step_ended(mut times: ResMut<StepTimes>, dice: Query<(), With<Die>>) {
    if let Some(started) = times.started.take() {
        let n = dice.iter().count();
        times.samples.push((started.elapsed(), n));
    }
}

/// The value shown by a rotation, computed without `faces`: the die-frame axis nearest world up.
fn value_up(rotation: Quat) -> Option<u8> {
    let up = rotation.normalize().inverse() * Vec3::Y;
    if !up.is_finite() {
        return None;
    }
    let (ax, ay, az) = (up.x.abs(), up.y.abs(), up.z.abs());
    Some(if ay >= ax && ay >= az {
        if up.y > 0.0 { 1 } else { 6 }
    } else if ax >= az {
        if up.x > 0.0 { 2 } else { 5 }
    } else if up.z < 0.0 {
        3
    } else {
        4
    })
}

fn percentile(sorted: &[f32], q: f64) -> f32 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Run `throws` throws of `dice` dice on `tables` tables; print JSON on stdout, a summary on stderr.
pub fn run(throws: u64, dice: usize, seed: u64, tables: u32) -> ExitCode {
    if throws == 0 {
        return usage("--throws must be at least 1");
    }
    if !(1..=tuning::MAX_DICE_PER_THROW).contains(&dice) {
        return usage(&format!("--dice must be 1..={}", tuning::MAX_DICE_PER_THROW));
    }
    if !(1..=MAX_TABLES).contains(&tables) {
        return usage(&format!("--tables must be 1..={MAX_TABLES}"));
    }
    let mut app = headless_app(tables);
    app.init_resource::<StepTimes>().add_systems(
        FixedUpdate,
        (
            step_started.after(PhysicsSet::SyncBackend).before(PhysicsSet::StepSimulation),
            step_ended.after(PhysicsSet::StepSimulation).before(PhysicsSet::Writeback),
        ),
    );
    single_threaded(&mut app);

    let started = Instant::now();
    let tally = throw_all(&mut app, Throws { throws, dice, seed, tables });
    let report = report(&app, &tally, Throws { throws, dice, seed, tables }, started.elapsed());
    crate::output::print_json(&report)
}

/// What a run asks for: `throws` throws of `dice` dice on `tables` tables from `seed`.
#[derive(Clone, Copy)]
struct Throws {
    throws: u64,
    dice: usize,
    seed: u64,
    tables: u32,
}

/// What the throws came to: faces, settle times, and how often each rescue was needed.
#[derive(Default)]
struct Tally {
    faces: [u64; 6],
    settle: Vec<f32>,
    cocked: u64,
    escaped: u64,
    rethrows: u64,
    caps: u64,
    forced: u64,
    mismatches: u64,
    updates: u64,
}

/// Throw until every throw has settled, each table throwing again as soon as its dice are read.
fn throw_all(app: &mut App, Throws { throws, dice, seed, tables }: Throws) -> Tally {
    let mut next: u64 = 0;
    let request = |app: &mut App, table: u32, next: &mut u64| {
        app.world_mut().write_message(ThrowDice {
            throw_id: *next,
            table,
            count: dice,
            seed: derive_seed(seed, *next),
            looks: Vec::new(),
            fling: None,
            faces: Vec::new(),
            unseen: false,
            under_cup: None,
        });
        *next += 1;
    };
    for table in 0..tables.min(throws as u32) {
        request(app, table, &mut next);
    }
    let mut tally = Tally::default();
    let mut done = 0u64;
    while done < throws {
        app.update();
        tally.updates += 1;
        let results: Vec<DiceSettled> = app.world_mut().resource_mut::<Messages<DiceSettled>>().drain().collect();
        for r in results {
            for (&value, &die) in r.values.iter().zip(&r.dice) {
                let up = app.world().get::<Transform>(die).and_then(|t| value_up(t.rotation));
                if up != Some(value) {
                    tally.mismatches += 1;
                }
                if (1..=6).contains(&value) {
                    tally.faces[value as usize - 1] += 1;
                }
            }
            if r.values.len() != dice {
                tally.mismatches += 1;
            }
            tally.settle.push(r.report.settle_s);
            tally.cocked += u64::from(r.report.cocked);
            tally.escaped += u64::from(r.report.escaped);
            tally.rethrows += u64::from(r.report.rethrows);
            tally.caps += u64::from(r.report.caps);
            tally.forced += u64::from(r.report.forced);
            done += 1;
            if next < throws {
                request(app, r.table, &mut next);
            }
        }
    }
    tally.settle.sort_by(f32::total_cmp);
    tally
}

/// The run's report (JSON), its summary said on stderr: the faces' fairness, settle times,
/// rapier's step times and the rescues.
fn report(app: &App, tally: &Tally, Throws { throws, dice, seed, tables }: Throws, wall: Duration) -> Value {
    let Tally { faces, settle, cocked, escaped, rethrows, caps, forced, mismatches, updates } = tally;
    let faces = *faces;
    let total: u64 = faces.iter().sum();
    let expected = total as f64 / 6.0;
    let chi2: f64 = faces.iter().map(|&o| (o as f64 - expected).powi(2) / expected).sum();
    let p_value = ChiSquared::new(5.0).map_or(f64::NAN, |d| 1.0 - d.cdf(chi2));
    let shares: Vec<f64> = faces.iter().map(|&o| o as f64 / total as f64).collect();
    let worst_rel = shares.iter().map(|s| (s * 6.0 - 1.0).abs()).fold(0.0, f64::max);
    let samples = &app.world().resource::<StepTimes>().samples;
    let full = tables as usize * dice;
    let full_steps: Vec<f64> = samples.iter().filter(|(_, n)| *n == full).map(|(d, _)| d.as_secs_f64() * 1e3).collect();
    let mean = |v: &[f64]| {
        if v.is_empty() { 0.0 } else { v.iter().sum::<f64>() / v.len() as f64 }
    };
    let all_steps: Vec<f64> = samples.iter().map(|(d, _)| d.as_secs_f64() * 1e3).collect();
    let mut full_sorted = full_steps.clone();
    full_sorted.sort_by(f64::total_cmp);
    let cpu_ms = wall.as_secs_f64() * 1e3 / throws as f64;
    let profile = if cfg!(debug_assertions) { "dev" } else { "release" };

    let report = json!({
        "throws": throws,
        "dice": dice,
        "seed": seed,
        "tables": tables,
        "faces": faces,
        "face_share": shares,
        "face_dev_max_rel": worst_rel,
        "chi2": chi2,
        "p_value": p_value,
        "settle_s_p50": percentile(settle, 0.5),
        "settle_s_p99": percentile(settle, 0.99),
        "settle_s_max": settle.last().copied().unwrap_or(0.0),
        "cpu_ms_per_throw": cpu_ms,
        "wall_s": wall.as_secs_f64(),
        "updates": updates,
        "step_ms_mean": mean(&all_steps),
        "step_ms_mean_full": mean(&full_steps),
        "step_ms_p99_full": full_sorted.get((full_sorted.len() as f64 * 0.99) as usize).copied().unwrap_or(0.0),
        "dice_in_full_world": full,
        "cocked": cocked,
        "escaped": escaped,
        "rethrows": rethrows,
        "caps": caps,
        "forced": forced,
        "mismatches": mismatches,
        "profile": profile,
    });
    eprintln!(
        "dice-lab ({profile}): {throws} throws × {dice} dice on {tables} tables: faces {faces:?}, \
         χ² {chi2:.2} (p {p_value:.3}), worst face {:.2} % off 1/6; settle p50 {:.2} s p99 {:.2} s \
         max {:.2} s; {cpu_ms:.2} ms CPU/throw; rapier step {:.3} ms with {full} dice; \
         {cocked} cocked, {escaped} escaped, {rethrows} re-thrown, {mismatches} mismatches",
        worst_rel * 100.0,
        percentile(settle, 0.5),
        percentile(settle, 0.99),
        settle.last().copied().unwrap_or(0.0),
        mean(&full_steps),
    );
    report
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("dicehall dice-lab: {msg}");
    ExitCode::from(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::dice::faces::{FACES, top_face};

    #[test]
    fn independent_check_agrees_with_faces() {
        for (v, n) in FACES {
            let q = Quat::from_rotation_y(0.3) * Quat::from_rotation_arc(n, Vec3::Y);
            assert_eq!(value_up(q), Some(v));
            assert_eq!(top_face(q).map(|t| t.0), Some(v));
        }
    }
}
