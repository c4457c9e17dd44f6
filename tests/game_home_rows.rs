//! Headless tests of Home Rows' glue: seat actions and injected settled dice move the match
//! through the rules core exactly as the core says, across a trade, a pass, a round end and a
//! tie-break; all-AI games run to the end with instant and physical dice.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::engine::record::Step;
use dicehall::games::home_rows::HomeRows;
use dicehall::games::home_rows::rules::{Action, Event, HomeRowsState, Phase, Side};
use dicehall::games::home_rows::table::{HomeAction, HomeRowsMatch};
use dicehall::table::dice::{DiceSettled, Die, ThrowReport};
use dicehall::table::headless_match_app;
use dicehall::table::session::*;
use dicehall::table::states::{AppState, TurnState};
use dicehall::table::testing::{refusals, told_events, told_steps};

fn config(specs: &[&str], seed: u64) -> MatchConfig {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    MatchConfig::new(GameId::HOME_ROWS, parse_game_seats(GameId::HOME_ROWS, &specs).unwrap(), Some(seed))
}

fn quick_settings() -> Settings {
    Settings { ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() }
}

fn state(app: &App) -> HomeRowsState {
    app.world().resource::<HomeRowsMatch>().state.clone()
}

fn turn(app: &App) -> Option<TurnState> {
    app.world().get_resource::<State<TurnState>>().map(|s| *s.get())
}

fn started(specs: &[&str], settings: Settings, seed: u64) -> App {
    let mut app = headless_match_app(config(specs, seed), settings);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<AppState>>().get(), AppState::Playing);
    app
}

/// Send `action` for the current seat, apply it to the mirror too, and compare.
fn act(app: &mut App, mirror: &mut HomeRowsState, action: Action) -> Vec<Event> {
    let seat = mirror.current();
    app.world_mut().write_message(HomeAction::new(seat, action));
    app.update();
    let events = mirror.apply(action).expect("the test's action is legal");
    assert_eq!(&state(app), mirror, "after {action:?}");
    events.to_vec()
}

/// Answer the pending roll with `value`, apply it to the mirror too, and compare.
fn settle(app: &mut App, mirror: &mut HomeRowsState, value: u8) {
    let throw_id = app.world().resource::<HomeRowsMatch>().pending_throw.expect("a roll is pending");
    let die = app.world_mut().spawn_empty().id();
    let report = ThrowReport::default();
    app.world_mut().write_message(DiceSettled { throw_id, table: 0, values: vec![value], dice: vec![die], report });
    app.update();
    mirror.apply_chance(&[value]).expect("the value is a die's");
    assert_eq!(&state(app), mirror, "after the die {value}");
}

/// Roll the current seat's first held colour and let it land on `value`.
fn roll(app: &mut App, mirror: &mut HomeRowsState, value: u8) {
    let Action::Roll { color } = mirror.legal_actions()[0] else { panic!("a roll is legal") };
    act(app, mirror, Action::Roll { color });
    assert_eq!(mirror.phase(), Phase::Rolling);
    app.update();
    assert_eq!(turn(app), Some(TurnState::Rolling));
    settle(app, mirror, value);
    app.update();
    assert_eq!(turn(app), Some(TurnState::Placing));
}

#[test]
fn rolls_placements_trades_passes_and_round_ends_follow_the_rules_core() {
    let mut app = started(&["human", "human", "human"], quick_settings(), 3);
    let mut mirror = state(&app);
    assert_eq!(turn(&app), Some(TurnState::AwaitThrow));

    // A wrong seat and an illegal action are refused with a reason; nothing changes.
    let before = mirror.clone();
    app.world_mut().write_message(HomeAction::new(1, Action::Trade { to: Side::Left }));
    app.update();
    assert_eq!(state(&app), before);
    let said = refusals(&mut app);
    assert!(said.iter().any(|why| why.contains("turn")), "{said:?}");

    // Play placements of 6 until the pot is empty, then trades, until someone passes and the
    // round ends; every step is checked against the mirror.
    let (mut trades, mut passes, mut rounds) = (0, 0, 0);
    let mut steps = 0;
    while !mirror.is_over() && steps < 400 {
        steps += 1;
        let round = mirror.round();
        roll(&mut app, &mut mirror, if steps % 3 == 0 { 2 } else { 6 });
        let legal = mirror.legal_actions();
        let trade = legal.iter().copied().find(|a| matches!(a, Action::Trade { .. }));
        let action = match trade {
            Some(t) if steps % 4 == 0 => {
                trades += 1;
                t
            }
            _ => legal[0],
        };
        count_passes(&mut app);
        let events = act(&mut app, &mut mirror, action);
        let expected = events.iter().filter(|e| matches!(e, Event::TurnPassed { .. })).count();
        assert_eq!(count_passes(&mut app), expected, "the table reports the core's passes");
        passes += expected;
        if mirror.round() != round || mirror.is_over() {
            rounds += 1;
        }
        app.update();
    }
    assert!(mirror.is_over(), "the game ended in {steps} steps");
    assert!(trades > 0 && rounds >= 3, "trades {trades}, rounds {rounds}");
    assert!(passes > 0, "a seat with no dice passed");
    assert_eq!(*app.world().resource::<State<AppState>>().get(), AppState::Results);
    let log = &app.world().resource::<HomeRowsMatch>().log;
    assert!(log.iter().any(|l| l.contains("forces a trade")), "{log:?}");
    assert!(log.last().is_some_and(|l| l.starts_with("Game over")), "{log:?}");
}

/// Passes the flow reported since the last call.
fn count_passes(app: &mut App) -> usize {
    told_events::<HomeRows>(app).iter().filter(|e| matches!(e, Event::TurnPassed { .. })).count()
}

#[test]
fn tie_break_rounds_are_played_at_the_table() {
    // Seeds of all-random games until one has a tie-break; the table plays it like the core.
    let mut seen = false;
    for seed in 0..60 {
        let specs = ["ai:random", "ai:random", "ai:random"];
        let mut app = started(&specs, Settings::fast(), seed);
        let mut tie_break = false;
        for _ in 0..400 {
            app.update();
            tie_break |= told_events::<HomeRows>(&mut app).iter().any(|e| matches!(e, Event::TieBreak { .. }));
            if state(&app).is_over() {
                break;
            }
        }
        let s = state(&app);
        assert!(s.is_over(), "seed {seed}: game over");
        if tie_break {
            assert!(s.rounds() > 3 && s.round_scores().len() as u32 == s.rounds(), "seed {seed}");
            seen = true;
            break;
        }
    }
    assert!(seen, "a tie-break in 60 random games");
}

#[test]
fn an_all_ai_game_with_physical_dice_reaches_game_over() {
    let mut app = started(&["ai:greedy", "ai:expert", "ai:greedy", "ai:random"], quick_settings(), 11);
    let mut rolls = 0;
    for _ in 0..40_000 {
        app.update();
        rolls += told_steps::<HomeRows>(&mut app).iter().filter(|s| matches!(s.step, Step::Chance(_))).count();
        if state(&app).is_over() {
            break;
        }
    }
    let s = state(&app);
    assert!(s.is_over(), "game over after {rolls} physical rolls (round {})", s.round());
    assert!(rolls >= 20, "every die was rolled physically: {rolls}");
    let dice = app.world_mut().query_filtered::<(), With<Die>>().iter(app.world()).count();
    assert!(dice <= 1, "one die on the felt at a time, found {dice}");
}

/// Frames in which a results screen (egui's pass, in `PostUpdate`) would have drawn a match that is
/// not over.
#[derive(Resource, Default)]
struct DrawnUnfinished(u32);

fn results_probe(m: Res<HomeRowsMatch>, mut drawn: ResMut<DrawnUnfinished>) {
    if !m.state.is_over() {
        drawn.0 += 1;
    }
}

/// Play again from the results: the fresh match is on the table a frame before the screen leaves
/// the results, and a results screen must not draw it (Home Rows' indexed its empty totals and the
/// window crashed).
#[test]
fn play_again_never_shows_the_fresh_match_as_results() {
    let seats = ["ai:greedy", "ai:greedy", "ai:greedy"];
    let fast = Settings { exit_on_game_over: false, ..Settings::fast() };
    let mut app = headless_match_app(config(&seats, 3), fast);
    app.init_resource::<DrawnUnfinished>()
        .add_systems(PostUpdate, results_probe.run_if(dicehall::table::states::results_of::<HomeRowsMatch>()));
    for _ in 0..5_000 {
        app.update();
        if *app.world().resource::<State<AppState>>().get() == AppState::Results {
            break;
        }
    }
    assert_eq!(*app.world().resource::<State<AppState>>().get(), AppState::Results, "the game ends");
    for _ in 0..3 {
        app.update();
    }
    // As the results' Play again does (a person in seat 0, so the next game waits for them).
    let mut again = app.world().resource::<HomeRowsMatch>().config.clone();
    again.seats[0].kind = SeatKind::Human;
    app.insert_resource(PendingStart(again));
    for _ in 0..5 {
        app.update();
    }
    let now = *app.world().resource::<State<AppState>>().get();
    let fresh = app.world().resource::<HomeRowsMatch>().record.steps.len();
    assert_eq!(now, AppState::Playing, "the next game is on ({fresh} steps in)");
    assert_eq!(app.world().resource::<DrawnUnfinished>().0, 0, "no frame showed the fresh match as results");
}
