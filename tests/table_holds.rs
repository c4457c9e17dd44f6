//! What holds the table, injected headless: the settings and the guide pause it (no AI seat
//! plays, no table key acts) and the pause menu does too; the round summary stays until it is
//! dismissed, AI seats waiting for it (Royal Casino's, and Dice Settlers' alike; never at an
//! all-AI table).
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::games::royal_casino::rules::{Action, Phase};
use dicehall::games::royal_casino::table::testing::summary_shown;
use dicehall::games::royal_casino::table::{Match, PlayerAction};
use dicehall::table::session::{MatchConfig, Settings, parse_game_seats};
use dicehall::table::states::{SummaryWaits, TableHold, TurnState};
use dicehall::table::testing::*;

fn steps(app: &App) -> usize {
    app.world().resource::<Match>().record.steps.len()
}

fn run(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

#[test]
fn settings_and_the_guide_pause_ai_seats() {
    let mut app = started_table(GameId::ROYAL_CASINO, &["ai:greedy", "ai:greedy"], 3);
    for (settings, help) in [(true, false), (false, true)] {
        show_overlays(&mut app, settings, help);
        app.update();
        let before = steps(&app);
        run(&mut app, 300);
        assert_eq!(steps(&app), before, "no AI seat plays while settings {settings} / guide {help} are open");
        assert!(app.world().resource::<TableHold>().menu);
        show_overlays(&mut app, false, false);
        run(&mut app, 300);
        assert!(steps(&app) > before, "they play on once it is closed");
    }
}

#[test]
fn no_table_key_acts_while_the_settings_or_the_guide_are_open() {
    let mut app = started_table(GameId::ROYAL_CASINO, &["human", "ai:greedy"], 4);
    assert_eq!(app.world().resource::<Match>().state.phase(), Phase::TurnStart);
    for (settings, help) in [(true, false), (false, true)] {
        show_overlays(&mut app, settings, help);
        // Typing into the settings' UI-scale box: Ctrl+A, 1, Enter, and a stray Space.
        for code in [KeyCode::KeyA, KeyCode::Digit1, KeyCode::Enter, KeyCode::Space, KeyCode::KeyS] {
            key(&mut app, code);
        }
        run(&mut app, 5);
        assert_eq!(steps(&app), 0, "no key reached the table (settings {settings}, guide {help})");
    }
    show_overlays(&mut app, false, false);
    key(&mut app, KeyCode::Space);
    run(&mut app, 5);
    assert!(steps(&app) > 0, "with the panels closed, Space throws");
}

/// A table with a person at seat 2, instant dice and no pauses, but not `--fast` (which shows no
/// summary hold).
fn table_with_a_person(seed: u64) -> App {
    let specs: Vec<String> = ["ai:greedy", "ai:greedy", "human"].iter().map(|s| s.to_string()).collect();
    let seats = parse_game_seats(GameId::ROYAL_CASINO, &specs).unwrap();
    let settings = Settings { instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let mut app = headless_input_app(MatchConfig::new(GameId::ROYAL_CASINO, seats, Some(seed)), settings);
    run(&mut app, 3);
    app
}

/// Play the person's turns with the first legal action until `done` says stop.
fn play_person_until(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) {
    for _ in 0..frames {
        if done(app) {
            return;
        }
        let turn = *app.world().resource::<State<TurnState>>().get();
        let m = app.world().resource::<Match>();
        if m.state.current() == 2 && matches!(turn, TurnState::AwaitThrow | TurnState::Placing) {
            let action: Action = m.state.legal_actions()[0];
            app.world_mut().write_message(PlayerAction::new(2, action));
        }
        app.update();
    }
    panic!("not reached in {frames} frames");
}

#[test]
fn the_round_summary_stays_until_dismissed_and_ai_seats_wait_for_it() {
    let mut app = table_with_a_person(8);
    play_person_until(&mut app, 20_000, summary_shown);
    app.update();
    assert!(app.world().resource::<TableHold>().summary, "the next frame's hold");
    let to_act = app.world().resource::<Match>().state.current();
    let before = steps(&app);
    // A minute and more of frames: it does not go away on its own, and nobody plays meanwhile.
    run(&mut app, 4_000);
    assert!(summary_shown(&app), "the summary is still up");
    assert_eq!(steps(&app), before, "AI seats wait for it");
    if to_act == 2 {
        // The person plays on: that dismisses it.
        play_person_until(&mut app, 50, |app| !summary_shown(app));
    } else {
        // A click on the table dismisses it, and the AI seat to act plays.
        click(&mut app, Vec2::new(640.0, 400.0));
        assert!(!summary_shown(&app), "a click on the table closes it");
        run(&mut app, 200);
        assert!(steps(&app) > before, "the AI seat plays on");
    }
}

#[test]
fn enter_or_space_is_the_round_summarys_ok_and_plays_nothing() {
    for (seed, code) in [(8, KeyCode::Enter), (8, KeyCode::Space)] {
        let mut app = table_with_a_person(seed);
        play_person_until(&mut app, 20_000, summary_shown);
        app.update();
        let round = app.world().resource::<Match>().state.round() - 1;
        let waits = *app.world().resource::<SummaryWaits>();
        assert_eq!(waits.round, round, "the sheet that waits names the round that ended");
        let before = steps(&app);
        key(&mut app, code);
        run(&mut app, 2);
        assert!(!summary_shown(&app), "{code:?} closes the summary");
        assert!(app.world().get_resource::<SummaryWaits>().is_none(), "{code:?}: the table no longer waits");
        let m = app.world().resource::<Match>();
        if m.state.current() == 2 {
            assert_eq!(steps(&app), before, "{code:?} only closed the summary: the person did not also throw");
        }
    }
}

#[test]
fn the_pads_a_is_the_round_summarys_ok() {
    let mut app = table_with_a_person(8);
    let pad = connect_pad(&mut app);
    play_person_until(&mut app, 20_000, summary_shown);
    app.update();
    press_pad(&mut app, pad, bevy::input::gamepad::GamepadButton::South);
    run(&mut app, 2);
    assert!(!summary_shown(&app), "A closes the summary");
}

/// Dice Settlers with a person at seat 2 (instant dice, no pauses, not `--fast`), played until
/// its first round's end: the person's turns take the step's closing choice (ready, skip, end
/// the turn, keep none) or else the first legal action.
fn settlers_round_over(seed: u64) -> App {
    use dicehall::games::dice_settlers::rules::Action as SAction;
    use dicehall::games::dice_settlers::table::{SettlersAction, SettlersMatch};
    let specs: Vec<String> = ["ai:greedy", "ai:greedy", "human"].iter().map(|s| s.to_string()).collect();
    let seats = parse_game_seats(GameId::DICE_SETTLERS, &specs).unwrap();
    let settings = Settings { instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let mut app = headless_input_app(MatchConfig::new(GameId::DICE_SETTLERS, seats, Some(seed)), settings);
    for _ in 0..20_000 {
        if app.world().contains_resource::<SummaryWaits>() {
            return app;
        }
        let m = app.world().resource::<SettlersMatch>();
        assert_eq!(m.state.round(), 1, "round 1 ended without its sheet waiting");
        if m.state.current() == 2 && m.pending_throw.is_none() && m.state.chance().is_none() {
            let legal = m.state.legal_actions();
            let closing = [SAction::Ready, SAction::Skip, SAction::EndTurn, SAction::KeepNone, SAction::Finish];
            let action = legal.iter().copied().find(|a| closing.contains(a)).or(legal.first().copied());
            if let Some(action) = action {
                app.world_mut().write_message(SettlersAction::new(2, action));
            }
        }
        app.update();
    }
    panic!("Dice Settlers' first round did not end");
}

#[test]
fn dice_settlers_round_end_waits_for_ok_like_every_games() {
    use dicehall::games::dice_settlers::table::SettlersMatch;
    let ds_steps = |app: &App| app.world().resource::<SettlersMatch>().record.steps.len();
    let mut app = settlers_round_over(5);
    assert_eq!(app.world().resource::<SummaryWaits>().round, 1, "the sheet names the round that ended");
    app.update();
    assert!(app.world().resource::<TableHold>().summary, "the round's sheet holds the table");
    let before = ds_steps(&app);
    run(&mut app, 600);
    assert!(app.world().contains_resource::<SummaryWaits>(), "it does not go away on its own");
    assert_eq!(ds_steps(&app), before, "nobody plays meanwhile");
    let m = app.world().resource::<SettlersMatch>();
    assert!(m.state.chance().is_some(), "the next round's draws and throw wait behind the sheet");
    assert_eq!(m.state.round(), 2, "round 2 is due");
    key(&mut app, KeyCode::Enter);
    run(&mut app, 2);
    assert!(app.world().get_resource::<SummaryWaits>().is_none(), "Enter is its OK");
    let m = app.world().resource::<SettlersMatch>();
    assert!(m.pending_throw.is_some() || m.state.chance().is_none(), "the OK lets round 2's dice come");
    run(&mut app, 300);
    use dicehall::table::session::SeatedMatch;
    let m = app.world().resource::<SettlersMatch>();
    assert!(ds_steps(&app) > before || !m.is_ai(m.state.current()), "the table plays on");
}

#[test]
fn an_all_ai_dice_settlers_table_never_waits_at_a_round_end() {
    use dicehall::games::dice_settlers::table::SettlersMatch;
    let specs: Vec<String> = ["ai:greedy", "ai:greedy"].iter().map(|s| s.to_string()).collect();
    let seats = parse_game_seats(GameId::DICE_SETTLERS, &specs).unwrap();
    let settings = Settings { instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let mut app = headless_input_app(MatchConfig::new(GameId::DICE_SETTLERS, seats, Some(3)), settings);
    for _ in 0..3_000 {
        if app.world().resource::<SettlersMatch>().state.round() > 1 {
            break;
        }
        app.update();
    }
    assert!(app.world().resource::<SettlersMatch>().state.round() > 1, "round 2 began");
    assert!(app.world().get_resource::<SummaryWaits>().is_none(), "no person to press OK: no wait");
}
