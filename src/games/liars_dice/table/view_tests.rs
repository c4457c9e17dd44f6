//! Liar's Dice's cups at the headless table: a cup down at every seat holding dice and no die shown
//! before a call (L1); at a call every cup lifted, each seat's dice shown with the faces it threw,
//! counted to the rules core's count (ones wild except in palifico), the table held until done.

use bevy::prelude::*;

use super::view::cups::{CupPose, SeatCup};
use super::view::reveal::{Glow, ShownDie};
use super::view::story::{Beat, Followed, Follower, RevealPlan};
use super::view::{Match, Stage, cups_plugin};
use crate::engine::GameId;
use crate::engine::record::Step;
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::{Action, Event, LiarsDiceState, Phase};
use crate::table::dice::faces::top_face;
use crate::table::save::SavedMatch;
use crate::table::session::{Banner, MatchConfig, Settings, parse_game_seats};
use crate::table::states::{AppState, HeldBack};
use crate::table::turn_flow::TableStep;
use crate::table::view::input::skip::SkipAnimations;

/// Frames a test waits at most (AI seats think on other threads: the frames it takes vary).
const MOST_FRAMES: usize = 40_000;

fn seats(specs: &[&str]) -> Vec<crate::table::seats::SeatConfig> {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    parse_game_seats(GameId::LIARS_DICE, &specs).expect("seats")
}

/// Four AI seats at the table, with the cups' view.
pub(super) fn ai_table(seed: u64) -> App {
    let settings = Settings { fast: false, instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let config =
        MatchConfig::new(GameId::LIARS_DICE, seats(&["ai:greedy", "ai:random", "ai:greedy", "ai:random"]), Some(seed));
    crate::table::headless_match_app_with(config, settings, cups_plugin)
}

fn cups(app: &mut App) -> Vec<SeatCup> {
    let world = app.world_mut();
    world.query::<&SeatCup>().iter(world).copied().collect()
}

fn shown(app: &mut App) -> Vec<(ShownDie, Transform)> {
    let world = app.world_mut();
    world.query::<(&ShownDie, &Transform)>().iter(world).map(|(d, t)| (*d, *t)).collect()
}

/// The face a shown die has on top.
fn shows(at: &Transform) -> u8 {
    top_face(at.rotation).map_or(0, |(value, _)| value)
}

fn holding(state: &LiarsDiceState) -> Vec<usize> {
    (0..state.players()).filter(|&s| !state.is_out(s)).collect()
}

/// Runs `app` until `done` holds (panics after [`MOST_FRAMES`]); `each` looks at every frame.
pub(super) fn run_until(app: &mut App, mut each: impl FnMut(&mut App), done: impl Fn(&App) -> bool) {
    for _ in 0..MOST_FRAMES {
        app.update();
        each(app);
        if done(app) {
            return;
        }
    }
    panic!("not reached in {MOST_FRAMES} frames");
}

pub(super) fn revealing(app: &App) -> bool {
    app.world().resource::<Stage>().reveal.is_some()
}

#[test]
fn a_cup_stands_at_every_seat_holding_dice_and_no_die_shows_before_a_call() {
    let mut app = ai_table(11);
    let mut checked = 0;
    run_until(
        &mut app,
        |app| {
            if revealing(app) {
                return;
            }
            assert!(shown(app).is_empty(), "no die is shown while the cups are down");
            let (state, settled) = {
                let w = app.world();
                (w.resource::<Match>().state.clone(), w.resource::<Stage>().queue.is_empty())
            };
            let cups = cups(app);
            if state.phase() == Phase::Bidding && settled && cups.iter().all(|c| c.pose == CupPose::Down) {
                let mut at: Vec<usize> = cups.iter().map(|c| c.seat).collect();
                at.sort_unstable();
                assert_eq!(at, holding(&state), "one cup down at each seat holding dice");
                checked += 1;
            }
        },
        |app| app.world().resource::<Match>().state.round() >= 3 && !revealing(app),
    );
    assert!(checked > 0, "the cups were seen down in bidding");
}

/// The state in the frame before the cups lifted, and the plan of the reveal.
pub(super) fn first_reveal(app: &mut App) -> (LiarsDiceState, RevealPlan) {
    let mut before = None;
    run_until(
        app,
        |app| {
            let state = &app.world().resource::<Match>().state;
            if state.phase() == Phase::Bidding && !revealing(app) {
                before = Some(state.clone());
            }
        },
        revealing,
    );
    let plan = app.world().resource::<Stage>().reveal.as_ref().expect("a reveal").plan.clone();
    (before.expect("a round was bid on before the call"), plan)
}

/// Runs until the reveal is `t` seconds in.
pub(super) fn reveal_until(app: &mut App, t: f32) {
    run_until(app, |_| {}, |app| app.world().resource::<Stage>().reveal.as_ref().is_none_or(|s| s.t >= t));
}

#[test]
fn a_call_lifts_every_cup_shows_every_die_and_counts_what_the_rules_count() {
    let mut app = ai_table(5);
    let (before, plan) = first_reveal(&mut app);
    let acts = |app: &App| {
        app.world().resource::<Match>().record.steps.iter().filter(|s| matches!(s, Step::Act { .. })).count()
    };
    let acts_at_call = acts(&app);
    reveal_until(&mut app, super::view::reveal::Showing::lights_at(0));
    // While the dice are counted, the log and every phone say the call's verdict not yet.
    let verdict_told = |app: &App| {
        let phone = (super::HOOKS.phone.view)(app.world(), Some(0)).expect("a phone's view");
        phone.log.iter().any(|line| plan.verdict.starts_with(line.as_str()))
    };
    assert_eq!(app.world().resource::<HeldBack>().from_step(), Some(plan.step), "the call is held back");
    assert!(!verdict_told(&app), "no phone hears the verdict before the count");
    let lifted = cups(&mut app);
    assert_eq!(lifted.len(), holding(&before).len(), "a cup per seat that held dice: {lifted:?}");
    assert!(lifted.iter().all(|c| c.pose == CupPose::Lifted), "every cup is lifted: {lifted:?}");
    for seat in 0..before.players() {
        let mut faces: Vec<(usize, u8)> =
            shown(&mut app).iter().filter(|(d, _)| d.seat == seat).map(|(d, t)| (d.index, shows(t))).collect();
        faces.sort_unstable();
        let values: Vec<u8> = faces.iter().map(|&(_, v)| v).collect();
        assert_eq!(values, before.dice(seat), "seat {seat} shows the dice it threw, face up, in order");
    }
    // The count, ones wild unless on ones or in palifico, to the rules core's number.
    let wild = plan.face != 1 && !before.is_palifico();
    let truth: usize = (0..before.players())
        .flat_map(|s| before.dice(s).iter())
        .filter(|&&v| v == plan.face || (wild && v == 1))
        .count();
    assert_eq!((plan.wild, usize::from(plan.count)), (wild, truth));
    let verdict_at = app.world().resource::<Stage>().reveal.as_ref().expect("revealing").verdict_at();
    reveal_until(&mut app, verdict_at);
    assert_eq!(app.world().resource::<Stage>().reveal.as_ref().expect("revealing").counted, truth);
    for (die, at) in shown(&mut app) {
        let value = shows(&at);
        let counts = value == plan.face || (wild && value == 1);
        assert_eq!(die.lit_s.is_some(), counts, "{die:?} lit as it counts");
        let glow = counts.then_some(if value == plan.face { Glow::Face } else { Glow::Wild });
        assert_eq!(die.glow, glow, "{die:?}: ones glow as wild, the face as itself");
    }
    assert!(app.world().resource::<Banner>().left_s > 0.0, "the reveal holds the table");
    assert!(app.world().resource::<Banner>().text.contains(&plan.verdict), "the verdict is said after the count");
    app.update();
    assert_eq!(app.world().resource::<HeldBack>().from_step(), None, "the verdict is told once counted");
    assert!(verdict_told(&app), "the phones hear the verdict after the count");
    run_until(
        &mut app,
        |app| assert_eq!(acts(app), acts_at_call, "nobody acts while the cups are up"),
        |app| !revealing(app),
    );
    app.update();
    assert!(shown(&mut app).is_empty(), "the dice clear for the next round");
    assert!(cups(&mut app).iter().all(|c| c.pose != CupPose::Lifted), "the lifted cups clear");
}

/// Three seats that never act by themselves: the test plays the rules core's steps.
fn hand_played() -> Match {
    let config = MatchConfig::new(GameId::LIARS_DICE, seats(&["human", "human", "human"]), Some(1));
    Match::new_match(config).expect("a match")
}

/// The step just taken on `m` (with `events`), told as the turn flow tells it.
fn told(m: &Match, events: &[Event]) -> TableStep<LiarsDice> {
    let step = m.record.steps.last().expect("a step").clone();
    let (index, after, log_lines) = (m.record.steps.len() - 1, m.state.clone(), m.log.len());
    TableStep { index, step, events: events.to_vec(), after, log_lines }
}

fn throw_all(m: &mut Match, face: u8, steps: &mut Vec<TableStep<LiarsDice>>) {
    while let Some(seat) = m.state.next_to_throw() {
        let events = m.roll(&vec![face; m.state.count(seat)]).expect("a throw");
        steps.push(told(m, &events));
    }
}

/// A round of `face`s everywhere, a bid of one `bid_face` and a dudo on it; the reveal it makes.
fn call_on(m: &mut Match, follower: &mut Follower, face: u8, bid_face: u8) -> RevealPlan {
    let mut steps = Vec::new();
    throw_all(m, face, &mut steps);
    for action in [Action::Bid { quantity: 1, face: bid_face }, Action::Dudo] {
        let events = m.act(m.state.current(), action).expect("a bid, then a dudo");
        steps.push(told(m, &events));
    }
    let Followed::Beats(beats) = follower.follow(m, &steps) else { panic!("the record is followed") };
    let slams = beats.iter().filter(|b| matches!(b, Beat::Slam(_))).count();
    assert!(slams >= 2, "each cup thrown is a slam: {beats:?}");
    beats.into_iter().find_map(|b| if let Beat::Reveal(plan) = b { Some(plan) } else { None }).expect("a reveal")
}

#[test]
fn ones_count_as_wild_except_in_a_palifico_round() {
    let mut m = hand_played();
    let mut follower = Follower::default();
    follower.restart(&m);
    let plan = call_on(&mut m, &mut follower, 1, 3);
    assert!(plan.wild, "ones are wild on a bid of threes");
    assert_eq!(plan.counted().len(), 15, "every one counts for threes");
    assert_eq!(usize::from(plan.count), 15);
    // Seat 1 (the bidder's next) loses dice until a palifico round comes.
    while !m.state.is_palifico() {
        let bidder = m.state.current();
        let plan = call_on(&mut m, &mut follower, 2, 6);
        assert!(plan.verdict.contains(m.seat_name(bidder)), "the verdict names who loses: {}", plan.verdict);
    }
    let plan = call_on(&mut m, &mut follower, 1, 4);
    assert!(!plan.wild, "in palifico ones are not wild");
    assert_eq!((plan.counted().len(), plan.count), (0, 0), "no four, and the ones do not count");
    // A record that went back without a word, or a step not told, is followed afresh.
    m.record.steps.pop();
    assert_eq!(follower.follow(&m, []), Followed::Afresh);
    let mut steps = Vec::new();
    throw_all(&mut m, 3, &mut steps);
    assert!(steps.len() > 1, "a new round is thrown");
    assert_eq!(follower.follow(&m, &steps[1..]), Followed::Afresh, "a step missed");
}

#[test]
fn a_click_skips_the_count_to_its_verdict_then_the_verdict() {
    let mut app = ai_table(5);
    let (_, plan) = first_reveal(&mut app);
    app.world_mut().write_message(SkipAnimations);
    app.update();
    let showing = app.world().resource::<Stage>().reveal.clone().expect("still revealing");
    assert!(showing.t >= showing.verdict_at(), "the count is skipped to its verdict: {:.2} s in", showing.t);
    assert_eq!(showing.counted, usize::from(plan.count), "every die that counts is lit");
    assert!(app.world().resource::<Banner>().text.contains(&plan.verdict), "the verdict is said");
    app.world_mut().write_message(SkipAnimations);
    app.update();
    assert!(!revealing(&app), "a second click ends the reveal");
}

#[test]
fn the_games_last_call_is_revealed_before_the_results() {
    let settings = Settings { fast: false, instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let config = MatchConfig::new(GameId::LIARS_DICE, seats(&["ai:greedy", "ai:random"]), Some(3));
    let mut app = crate::table::headless_match_app_with(config, settings, cups_plugin);
    let screen = |app: &App| *app.world().resource::<State<AppState>>().get();
    let mut revealed_over = 0;
    run_until(
        &mut app,
        |app| {
            let over = app.world().resource::<Match>().state.phase() == Phase::GameOver;
            revealed_over += usize::from(over && revealing(app) && screen(app) == AppState::Playing);
        },
        |app| screen(app) == AppState::Results,
    );
    let reveal_s = revealed_over as f32 / crate::table::dice::tuning::PHYSICS_HZ as f32;
    assert!(reveal_s > 2.0, "the last call is shown before the results ({reveal_s:.2} s)");
}
