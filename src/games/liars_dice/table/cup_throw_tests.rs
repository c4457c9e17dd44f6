//! Liar's Dice's cups thrown for real at the headless table (L8): each seat's dice are shaken
//! under its own cup on its mat and come to rest there, never drawn; a call shows those very dice
//! where they lie, each seat's own faces, and hides them again when the reveal ends.

use bevy::prelude::*;

use super::view::reveal::{Showing, ShownDie};
use super::view::{Match, Stage, cups_plugin};
use crate::engine::GameId;
use crate::games::liars_dice::rules::{LiarsDiceState, Phase};
use crate::table::dice::faces::top_face;
use crate::table::dice::tuning::SEAT_CUP_RADIUS_M;
use crate::table::dice::{Die, UnderCup, Unseen};
use crate::table::session::{MatchConfig, Settings, parse_game_seats};
use crate::table::view::tabletop::seating::seat_pose;

/// Frames a test waits at most (AI seats think on other threads: the frames it takes vary).
const MOST_FRAMES: usize = 40_000;

/// Three AI seats at the table with physical dice and the cups' view.
fn physical_table(seed: u64) -> App {
    let settings = Settings { fast: false, instant_dice: false, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let specs: Vec<String> = ["ai:greedy", "ai:random", "ai:greedy"].map(String::from).to_vec();
    let seats = parse_game_seats(GameId::LIARS_DICE, &specs).expect("seats");
    crate::table::headless_match_app_with(
        MatchConfig::new(GameId::LIARS_DICE, seats, Some(seed)),
        settings,
        cups_plugin,
    )
}

fn revealing(app: &App) -> bool {
    app.world().resource::<Stage>().reveal.is_some()
}

/// Every thrown die: its seat's cup (if under one), its face, how far it lies from its seat's mat
/// (across the felt), whether it is unseen, and whether it is shown.
fn thrown(app: &mut App) -> Vec<(Option<usize>, u8, f32, bool, bool)> {
    let seats = app.world().resource::<Match>().config.seats.len();
    let world = app.world_mut();
    let mut dice = world.query_filtered::<(&Transform, Option<&UnderCup>, Has<Unseen>, Has<ShownDie>), With<Die>>();
    dice.iter(world)
        .map(|(at, under, unseen, shown)| {
            let seat = under.map(|u| u.seat);
            let mat = seat_pose(seat.unwrap_or(0), seats).translation;
            let off = (at.translation - mat).with_y(0.0).length();
            (seat, top_face(at.rotation).map_or(0, |f| f.0), off, unseen, shown)
        })
        .collect()
}

/// Seat `seat`'s dice under its cup, sorted, and the farthest from its mat's middle.
fn under(dice: &[(Option<usize>, u8, f32, bool, bool)], seat: usize) -> (Vec<u8>, f32) {
    let mut faces: Vec<u8> = dice.iter().filter(|d| d.0 == Some(seat)).map(|d| d.1).collect();
    faces.sort_unstable();
    let far = dice.iter().filter(|d| d.0 == Some(seat)).map(|d| d.2).fold(0.0, f32::max);
    (faces, far)
}

fn holding(state: &LiarsDiceState) -> Vec<usize> {
    (0..state.players()).filter(|&s| !state.is_out(s)).collect()
}

#[test]
fn each_seats_dice_rest_under_its_cup_unseen_until_a_call_shows_them_where_they_lie() {
    let mut app = physical_table(7);
    let (mut before, mut rounds_seen, mut farthest) = (None, 0, 0.0_f32);
    for _ in 0..MOST_FRAMES {
        app.update();
        if revealing(&app) {
            break;
        }
        let dice = thrown(&mut app);
        assert!(dice.iter().all(|d| d.3 && !d.4), "no die is drawn before a call");
        let state = app.world().resource::<Match>().state.clone();
        if state.phase() != Phase::Bidding {
            continue;
        }
        for seat in holding(&state) {
            let (faces, far) = under(&dice, seat);
            assert_eq!(faces, state.dice(seat), "seat {seat}'s cup holds the dice the rules core took");
            assert!(far < SEAT_CUP_RADIUS_M, "seat {seat}'s dice lie under its cup: {far} m from its middle");
            farthest = farthest.max(far);
        }
        rounds_seen += usize::from(before.as_ref().is_none_or(|b: &LiarsDiceState| b.round() != state.round()));
        before = Some(state);
    }
    let before = before.expect("a round was bid on");
    assert!(revealing(&app) && rounds_seen > 0, "a call came");
    let lifted = Showing::lights_at(0);
    while app.world().resource::<Stage>().reveal.as_ref().is_some_and(|s| s.t < lifted) {
        app.update();
    }
    let dice = thrown(&mut app);
    for seat in holding(&before) {
        let shown: Vec<_> = dice.iter().filter(|d| d.0 == Some(seat) && d.4).collect();
        assert!(shown.iter().all(|d| !d.3), "seat {seat}'s dice are no longer unseen");
        assert_eq!(shown.len(), before.dice(seat).len(), "seat {seat} shows its thrown dice");
        let (faces, far) = under(&dice, seat);
        assert_eq!(faces, before.dice(seat), "seat {seat} shows its own faces");
        assert!(far < SEAT_CUP_RADIUS_M, "seat {seat}'s dice lie on its mat, under where its cup stood");
    }
    let world = app.world_mut();
    let laid_out = world.query_filtered::<&ShownDie, Without<Die>>().iter(world).count();
    assert_eq!(laid_out, 0, "no die is laid out where the thrown ones can be shown");
    while revealing(&app) {
        app.update();
    }
    app.update();
    assert!(thrown(&mut app).iter().all(|d| d.3 && !d.4), "the dice are hidden again after the reveal");
    println!("dice under their cups: farthest {farthest:.4} m from a mat's middle (cup radius {SEAT_CUP_RADIUS_M})");
}
