//! Headless tests of the game glue: dice results and seat actions move the match through the
//! rules core exactly as the core says; AI games run to the end; physical throws are read.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::games::royal_casino::rules::{Action, GameState};
use dicehall::games::royal_casino::table::{Match, PlayerAction, UndoRequest};
use dicehall::table::dice::{DiceSettled, Die, ThrowReport};
use dicehall::table::flow::GameFinished;
use dicehall::table::headless_match_app;
use dicehall::table::session::*;
use dicehall::table::states::{AppState, TurnState};

fn seats(specs: &[&str]) -> Vec<SeatConfig> {
    parse_seats(&specs.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap()
}

fn config(specs: &[&str], seed: u64) -> MatchConfig {
    MatchConfig::new(GameId::ROYAL_CASINO, seats(specs), Some(seed))
}

/// Physical dice, no pauses, no banners.
fn quick_settings() -> Settings {
    Settings { ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() }
}

fn state(app: &App) -> GameState {
    app.world().resource::<Match>().state.clone()
}

fn turn(app: &App) -> Option<TurnState> {
    app.world().get_resource::<State<TurnState>>().map(|s| *s.get())
}

fn refusals(app: &mut App) -> Vec<String> {
    dicehall::table::testing::refusals(app)
}

/// Send `action` for the current seat, apply it to the mirror too, and compare.
fn act(app: &mut App, mirror: &mut GameState, action: Action) {
    let seat = mirror.current();
    app.world_mut().write_message(PlayerAction::new(seat, action));
    app.update();
    mirror.apply(action).expect("the test's action is legal");
    assert_eq!(&state(app), mirror, "after {action:?}");
}

/// Answer the pending throw with `values`, apply them to the mirror too, and compare.
fn settle(app: &mut App, mirror: &mut GameState, values: &[u8]) {
    let throw_id = app.world().resource::<Match>().pending_throw.expect("a throw is pending");
    let dice = values.iter().map(|_| app.world_mut().spawn_empty().id()).collect();
    app.world_mut().write_message(DiceSettled {
        throw_id,
        table: 0,
        values: values.to_vec(),
        dice,
        report: ThrowReport::default(),
    });
    app.update();
    mirror.apply_dice(values).expect("the test's dice fit the throw");
    assert_eq!(&state(app), mirror, "after dice {values:?}");
}

fn started(specs: &[&str], settings: Settings) -> App {
    let mut app = headless_match_app(config(specs, 7), settings);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<AppState>>().get(), AppState::Playing);
    app
}

#[test]
fn place_undo_throw_again_stop_and_round_end_follow_the_rules_core() {
    let mut app = started(&["human", "human"], quick_settings());
    let mut mirror = state(&app);
    assert_eq!(mirror.face().id.as_ref(), "01a", "beginner face first");
    assert_eq!(turn(&app), Some(TurnState::AwaitThrow));
    let p1 = mirror.current();

    act(&mut app, &mut mirror, Action::Throw);
    assert!(state(&app).is_chance());
    app.update();
    assert_eq!(turn(&app), Some(TurnState::Rolling));
    settle(&mut app, &mut mirror, &[6, 1, 3, 3, 2]);
    app.update();
    assert_eq!(turn(&app), Some(TurnState::Placing));
    let at_throw = mirror.clone();

    // Must place: stopping or throwing again is refused with the reason, nothing changes.
    refusals(&mut app);
    app.world_mut().write_message(PlayerAction::new(p1, Action::Stop));
    app.update();
    assert_eq!(state(&app), at_throw);
    assert!(refusals(&mut app).iter().any(|why| why.contains("place at least one")));

    // Place twice, undo twice, undo once more is refused.
    act(&mut app, &mut mirror, Action::Place { value: 6, row: 0 });
    let after_six = mirror.clone();
    assert_eq!(mirror.players()[p1].points, 90, "row A settled");
    act(&mut app, &mut mirror, Action::Place { value: 3, row: 3 });
    app.world_mut().write_message(UndoRequest::new(p1));
    app.update();
    assert_eq!(state(&app), after_six);
    app.world_mut().write_message(UndoRequest::new(p1));
    app.update();
    assert_eq!(state(&app), at_throw);
    refusals(&mut app);
    app.world_mut().write_message(UndoRequest::new(p1));
    app.update();
    assert_eq!(state(&app), at_throw);
    assert!(!refusals(&mut app).is_empty(), "nothing left to take back: refused");
    mirror = at_throw;

    // Place the 6, throw the other four again, place a 1, stop.
    act(&mut app, &mut mirror, Action::Place { value: 6, row: 0 });
    act(&mut app, &mut mirror, Action::Throw);
    assert_eq!(mirror.dice_in_air(), 4);
    settle(&mut app, &mut mirror, &[1, 1, 1, 1]);
    act(&mut app, &mut mirror, Action::Place { value: 1, row: 1 });
    act(&mut app, &mut mirror, Action::Stop);
    app.update();
    let p2 = mirror.current();
    assert_ne!(p1, p2);
    assert_eq!(turn(&app), Some(TurnState::AwaitThrow));

    // Player 2 places all five dice: the turn ends by itself.
    act(&mut app, &mut mirror, Action::Throw);
    settle(&mut app, &mut mirror, &[2, 3, 4, 5, 5]);
    for (value, row) in [(2, 1), (3, 4), (4, 4), (5, 4), (5, 5)] {
        act(&mut app, &mut mirror, Action::Place { value, row });
    }
    assert_eq!(mirror.current(), p1, "all placed: next seat");

    // Player 1 fills C and D; player 2 fills the last square: round end.
    act(&mut app, &mut mirror, Action::Throw);
    settle(&mut app, &mut mirror, &[2, 2, 4, 4, 4]);
    for (value, row) in [(2, 2), (2, 2), (4, 3), (4, 3), (4, 3)] {
        act(&mut app, &mut mirror, Action::Place { value, row });
    }
    act(&mut app, &mut mirror, Action::Throw);
    settle(&mut app, &mut mirror, &[5, 1, 1, 1, 1]);
    assert_eq!(mirror.round(), 1);
    act(&mut app, &mut mirror, Action::Place { value: 5, row: 5 });
    assert_eq!(mirror.round(), 2, "the round ended");
    assert_ne!(mirror.face().id.as_ref(), "01a", "the next face is up");
    app.update();
    let m = app.world().resource::<Match>();
    assert_eq!(m.own.history.len(), 2, "points recorded at the round end");
    assert!(m.own.undo.is_none());
    assert_eq!(turn(&app), Some(TurnState::AwaitThrow));
}

#[derive(Resource, Default)]
struct Finished(Option<GameFinished>);

#[test]
fn an_all_ai_game_runs_to_game_over() {
    let mut app = headless_match_app(config(&["ai:greedy", "ai:random", "ai:greedy"], 11), Settings::fast());
    app.init_resource::<Finished>()
        .add_observer(|f: On<GameFinished>, mut out: ResMut<Finished>| out.0 = Some(f.event().clone()));
    let mut frames = 0;
    while *app.world().resource::<State<AppState>>().get() != AppState::Results {
        app.update();
        frames += 1;
        assert!(frames < 20_000, "no game over after {frames} frames");
    }
    let m = app.world().resource::<Match>();
    assert!(m.state.is_over());
    let finished = app.world().resource::<Finished>().0.clone().expect("observed");
    assert_eq!(finished.winners, m.state.winners());
    let points: Vec<u32> = m.state.players().iter().map(|p| p.points).collect();
    assert_eq!(finished.result, serde_json::json!({ "winners": m.state.winners(), "points": points }));
    assert_eq!(finished.game, dicehall::engine::GameId::ROYAL_CASINO);
    assert_eq!(m.own.history.last(), Some(&points));
    assert!(m.log.last().unwrap().starts_with("Game over"));
}

#[test]
fn physical_throws_are_read_into_the_rules_core() {
    let mut app = started(&["ai:greedy", "ai:greedy"], quick_settings());
    let mut read = 0;
    for _ in 0..5_000 {
        let before = app.world().resource::<Match>().pending_throw;
        app.update();
        let m = app.world().resource::<Match>();
        if before.is_some() && m.pending_throw.is_none() {
            read += 1;
            let dice: Vec<Entity> = m.dice.iter().map(|d| d.entity).collect();
            assert!(!dice.is_empty());
            for entity in dice {
                assert!(app.world().get::<Die>(entity).is_some(), "a physical die");
            }
            let mut values: Vec<u8> = m.dice.iter().map(|d| d.value).collect();
            values.sort_unstable();
            let s = &m.state;
            if !s.throw().is_empty() {
                assert_eq!(s.throw(), values.as_slice(), "the settled values");
            }
            if read == 3 {
                return;
            }
        }
    }
    panic!("only {read} physical throws read");
}

#[test]
fn a_person_and_two_ais_play_to_a_winner() {
    let mut app = started(&["human", "ai:greedy", "ai:random"], Settings::fast());
    let mut undos = 0;
    for _ in 0..50_000 {
        if *app.world().resource::<State<AppState>>().get() == AppState::Results {
            let m = app.world().resource::<Match>();
            assert!(m.state.is_over());
            assert!(!m.state.winners().is_empty());
            assert!(undos > 0, "the person took dice back");
            return;
        }
        let m = app.world().resource::<Match>();
        let seat = m.state.current();
        let mine = !m.is_ai(seat) && !m.state.is_chance() && !m.state.is_over();
        let legal = m.state.legal_actions();
        let placed = m.own.undo.as_ref().map_or(0, |u| u.placed.len());
        if mine && turn(&app) != Some(TurnState::AiThinking) && !legal.is_empty() {
            // Place the first fitting die; once per throw, take the first placement back.
            if placed == 1 && undos < 20 && m.state.placed_this_throw() == 1 {
                undos += 1;
                app.world_mut().write_message(UndoRequest::new(seat));
            }
            let action = legal[0];
            app.world_mut().write_message(PlayerAction::new(seat, action));
        }
        app.update();
    }
    panic!("no winner");
}

#[test]
fn undo_removes_the_undone_placement_from_the_log() {
    let mut app = started(&["human", "human"], quick_settings());
    let mut mirror = state(&app);
    act(&mut app, &mut mirror, Action::Throw);
    app.update();
    settle(&mut app, &mut mirror, &[6, 1, 3, 3, 2]);
    let log = |app: &App| app.world().resource::<Match>().log.clone();
    let before = log(&app);
    act(&mut app, &mut mirror, Action::Place { value: 6, row: 0 });
    let placed = log(&app);
    assert!(placed.len() > before.len(), "the placement and row A's completion are logged");
    assert!(placed[before.len()..].iter().any(|l| l.contains("row A")), "{placed:?}");
    app.world_mut().write_message(UndoRequest::new(mirror.current()));
    app.update();
    assert_eq!(log(&app), before, "after undo the log reads as if the die was never placed");
    mirror = state(&app);
    act(&mut app, &mut mirror, Action::Place { value: 6, row: 0 });
    assert_eq!(log(&app), placed, "placed again: logged once");
}
