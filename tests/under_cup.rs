//! Headless tests of throws under a seat's own cup, and that tray throws are untouched by them.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::dice::derive_seed;
use dicehall::table::dice::faces::top_face;
use dicehall::table::dice::tuning::{DIE_SIZE_M, SEAT_CUP_RADIUS_M, TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M};
use dicehall::table::dice::{CupSpot, DiceSettled, SeatCupBody, ThrowDice, UnderCup, Unseen, headless_app};

/// Step until `n` results have come (at most `max_steps`).
fn results(app: &mut App, n: usize, max_steps: u32) -> Vec<DiceSettled> {
    let mut out = Vec::new();
    for _ in 0..max_steps {
        app.update();
        out.extend(app.world_mut().resource_mut::<Messages<DiceSettled>>().drain());
        if out.len() >= n {
            return out;
        }
    }
    panic!("only {} of {n} results after {max_steps} steps", out.len());
}

/// Values, steps and resting places of seeded tray throws, one line each.
fn tray_lines() -> Vec<String> {
    let mut app = headless_app(1);
    let mut lines = Vec::new();
    for seed in [3_u64, 17, 99] {
        let request = ThrowDice {
            throw_id: seed,
            table: 0,
            count: 5,
            seed,
            looks: Vec::new(),
            fling: None,
            faces: Vec::new(),
            unseen: false,
            under_cup: None,
        };
        app.world_mut().write_message(request);
        let r = results(&mut app, 1, 900).remove(0);
        let at: Vec<String> = r
            .dice
            .iter()
            .map(|&d| app.world().get::<Transform>(d).expect("a die").translation)
            .map(|p| format!("{:.5},{:.5},{:.5}", p.x, p.y, p.z))
            .collect();
        lines.push(format!("{seed} {:?} {} {}", r.values, r.report.steps, at.join(" ")));
    }
    lines
}

/// Seeded tray throws as they were before throws under a seat's cup came: the same values, steps
/// and resting places (to 10 µm).
const TRAY_BEFORE: [&str; 3] = [
    "3 [4, 5, 4, 6, 3] 71 -0.00584,0.00793,0.00691 -0.02297,0.00793,0.02085 0.01151,0.00793,-0.00508 -0.17759,0.00793,0.06135 0.03816,0.00793,-0.01979",
    "17 [2, 6, 2, 1, 1] 74 0.06056,0.00793,-0.03550 0.28170,0.00793,0.03338 0.27277,0.00793,0.00245 0.06353,0.00793,0.02379 0.03857,0.00793,0.02397",
    "99 [3, 2, 5, 6, 3] 212 -0.10067,0.00793,0.14753 -0.00027,0.00793,0.02689 0.01369,0.00793,-0.00881 -0.18006,0.00793,0.03830 -0.01872,0.00793,-0.00513",
];

#[test]
fn tray_throws_are_unchanged() {
    assert_eq!(tray_lines(), TRAY_BEFORE.map(String::from).to_vec());
}

/// Two seats' spots at the table's sides, as a game's view lays them on their mats.
fn spots() -> [Transform; 2] {
    [
        Transform::from_xyz(0.515, 0.002, 0.335),
        Transform::from_xyz(0.015, 0.002, -0.365).with_rotation(Quat::from_rotation_y(std::f32::consts::PI)),
    ]
}

fn under_cup(throw_id: u64, seat: usize, count: usize) -> ThrowDice {
    let seed = derive_seed(41, throw_id);
    let (looks, faces) = (Vec::new(), Vec::new());
    ThrowDice { throw_id, table: 0, count, seed, looks, fling: None, faces, unseen: true, under_cup: Some(seat) }
}

#[test]
fn dice_thrown_under_a_seats_cup_rest_under_it_unseen() {
    let mut app = headless_app(1);
    for (seat, at) in spots().into_iter().enumerate() {
        app.world_mut().spawn(CupSpot { seat, at });
    }
    let (mut farthest, mut slowest, mut total_s, mut rethrows, mut cocked, mut throws) =
        (0.0_f32, 0.0_f32, 0.0, 0, 0, 0);
    for round in 0..8_u64 {
        for seat in 0..2 {
            app.world_mut().write_message(under_cup(round * 2 + seat as u64, seat, 5));
        }
        for r in results(&mut app, 2, 2_000) {
            let seat = (r.throw_id % 2) as usize;
            let spot = spots()[seat].translation;
            for (&die, &value) in r.dice.iter().zip(&r.values) {
                let e = app.world().entity(die);
                let at = e.get::<Transform>().expect("a die");
                assert_eq!(e.get::<UnderCup>().map(|u| u.seat), Some(seat), "die of seat {seat}'s cup");
                assert!(e.contains::<Unseen>(), "a die under a cup is never drawn");
                assert_eq!(top_face(at.rotation).map(|f| f.0), Some(value), "its value is its top face");
                let off = (at.translation - spot).with_y(0.0).length();
                assert!(off < SEAT_CUP_RADIUS_M, "seat {seat}'s die rests {off} m from its cup's middle");
                assert!((at.translation.y - spot.y - DIE_SIZE_M / 2.0).abs() < 0.001, "flat on the felt: {at:?}");
                farthest = farthest.max(off);
            }
            (slowest, total_s) = (slowest.max(r.report.settle_s), total_s + r.report.settle_s);
            (rethrows, cocked, throws) = (rethrows + r.report.rethrows, cocked + r.report.cocked, throws + 1);
            assert!(!r.report.forced, "no throw under a cup needs its dice laid by hand: {:?}", r.report);
        }
    }
    let world = app.world_mut();
    let cups = world.query::<&SeatCupBody>().iter(world).count();
    let dice = world.query::<&UnderCup>().iter(world).count();
    assert_eq!((cups, dice), (2, 10), "each seat's last throw stays, the earlier ones are gone");
    println!(
        "{throws} throws under a cup: farthest die {farthest:.4} m from the cup's middle (radius \
         {SEAT_CUP_RADIUS_M}), settle {:.2} s on average, {slowest:.2} s at most, {cocked} cocked, {rethrows} \
         re-thrown",
        total_s / throws as f32
    );
}

#[test]
fn a_seat_with_no_spot_throws_in_the_tray() {
    let mut app = headless_app(1);
    app.world_mut().write_message(under_cup(1, 3, 5));
    let r = results(&mut app, 1, 900).remove(0);
    for &die in &r.dice {
        let at = app.world().get::<Transform>(die).expect("a die").translation;
        let inside = at.x.abs() < TABLE_HALF_LENGTH_M && at.z.abs() < TABLE_HALF_WIDTH_M;
        assert!(inside && app.world().get::<UnderCup>(die).is_none(), "in the tray: {at}");
    }
}
