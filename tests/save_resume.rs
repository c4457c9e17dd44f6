//! Headless tests of never losing a game: for each game, an all-AI `--fast` game stopped by
//! `--quit-after-turns` and resumed from its autosave ends exactly as the same game never
//! stopped (the same steps, state, log and history); broken saves (damaged, cut short, from a
//! newer build, with a changed step) are explained, put aside and never panic.
#![cfg(feature = "game")]

mod save_common;

use bevy::prelude::*;
use dicehall::engine::{Game, GameId};
use dicehall::games::dice_settlers::table::SettlersMatch;
use dicehall::games::home_rows::table::HomeRowsMatch;
use dicehall::games::royal_casino::table::{Match, PlayerAction, UndoRequest};
use dicehall::table::headless_match_app;
use dicehall::table::save::file::LAST_GAME_FILE;
use dicehall::table::save::{PendingResume, QuitAfterTurns, SaveNotice, SaveSlot, SavedMatch, save_text};
use dicehall::table::session::*;
use dicehall::table::states::AppState;
use save_common::*;

/// The same all-AI game, once straight through and once stopped after `turns` turns and resumed.
fn stopped_and_resumed_ends_as_never_stopped<M: SavedMatch>(config: MatchConfig, turns: u32) {
    let straight = temp_dir(&format!("straight-{:?}", config.game));
    let mut app = app_in(&straight, config.clone(), false);
    run(&mut app);
    assert_eq!(app_state(&app), AppState::Results);
    let expected = save_text(app.world().resource::<M>()).unwrap();
    assert!(straight.join(LAST_GAME_FILE).exists() && autosaves(&straight).is_empty());

    let stopped = temp_dir(&format!("stopped-{:?}", config.game));
    let mut app = app_in(&stopped, config.clone(), false);
    app.insert_resource(QuitAfterTurns(turns));
    run(&mut app);
    assert!(app.should_exit().is_some(), "quit after {turns} turns");
    let at_quit = app.world().resource::<M>().record().turns;
    assert!(at_quit >= turns && !M::G::is_over(app.world().resource::<M>().game_state()));
    drop(app);

    let mut app = app_in(&stopped, config, true);
    app.update();
    let notice = app.world().resource::<SaveNotice>().0.clone();
    let resumed = app.world().get_resource::<M>().unwrap_or_else(|| panic!("not resumed: {notice:?}"));
    assert_eq!(resumed.record().turns, at_quit, "resumed where it stopped");
    app.update();
    assert_eq!(app_state(&app), AppState::Playing);
    run(&mut app);
    assert_eq!(app_state(&app), AppState::Results);
    assert_eq!(save_text(app.world().resource::<M>()).unwrap(), expected, "the resumed game ends as the straight one");
    let _ = std::fs::remove_dir_all(straight);
    let _ = std::fs::remove_dir_all(stopped);
}

#[test]
fn royal_casino_stopped_and_resumed_ends_as_never_stopped() {
    let config = config(GameId::ROYAL_CASINO, &["ai:greedy", "ai:random", "ai:greedy"], 11);
    stopped_and_resumed_ends_as_never_stopped::<Match>(config, 7);
}

#[test]
fn home_rows_stopped_and_resumed_ends_as_never_stopped() {
    let config = config(GameId::HOME_ROWS, &["ai:greedy", "ai:random", "ai:greedy"], 12);
    stopped_and_resumed_ends_as_never_stopped::<HomeRowsMatch>(config, 9);
}

#[test]
fn dice_settlers_stopped_and_resumed_ends_as_never_stopped() {
    let config = config(GameId::DICE_SETTLERS, &["ai:greedy", "ai:random", "ai:greedy"], 13);
    stopped_and_resumed_ends_as_never_stopped::<SettlersMatch>(config, 10);
}

/// A save spoiled by `spoil` is refused with a message containing `says`, kept aside, setup shown.
fn broken_save_is_explained_and_kept(name: &str, spoil: impl Fn(String) -> String, says: &str) {
    let dir = temp_dir(&format!("broken-{name}"));
    let config = config(GameId::HOME_ROWS, &["ai:greedy", "ai:greedy", "ai:greedy"], 3);
    let mut app = app_in(&dir, config.clone(), false);
    app.insert_resource(QuitAfterTurns(4));
    run(&mut app);
    drop(app);
    let [path] = autosaves(&dir).try_into().expect("one autosave");
    let spoiled = spoil(std::fs::read_to_string(&path).unwrap());
    std::fs::write(&path, &spoiled).unwrap();

    let mut app = app_in(&dir, config, true);
    app.update();
    app.update();
    assert_eq!(app_state(&app), AppState::Setup, "{name}: a fresh setup");
    let notice = app.world().resource::<SaveNotice>().0.clone().unwrap_or_default();
    assert!(notice.contains(says), "{name}: {notice}");
    assert!(!path.exists(), "{name}: not offered again");
    let kept: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).collect();
    assert_eq!(kept.len(), 1, "{name}: kept aside, not deleted");
    assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), spoiled, "{name}: kept as it was");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn damaged_cut_future_and_changed_saves_are_explained_and_kept_aside() {
    broken_save_is_explained_and_kept("garbage", |_| "\u{0}\u{1}not a save".into(), "damaged or cut short");
    broken_save_is_explained_and_kept("truncated", |t| t[..t.len() / 2].to_string(), "damaged or cut short");
    broken_save_is_explained_and_kept(
        "future",
        |t| t.replacen("format: 1", "format: 99", 1),
        "written by a newer dicehall",
    );
    // A die's value changed in the record: the steps no longer lead to the saved position.
    broken_save_is_explained_and_kept(
        "tampered",
        |t| {
            let at = t.find("Chance([").expect("a chance step") + "Chance([".len();
            let old = &t[at..at + 1];
            let new = if old == "6" { "5" } else { "6" };
            format!("{}{new}{}", &t[..at], &t[at + 1..])
        },
        "does not add up",
    );
}

/// A person stopped mid-placement (instant dice, no AI) finds the throw's unplaced dice back on
/// the felt and can still undo the placement made before the stop.
#[test]
fn a_resumed_placement_has_its_dice_on_the_felt_and_its_undo() {
    use dicehall::games::royal_casino::rules::{Action, Phase};
    let dir = temp_dir("placing");
    let config = config(GameId::ROYAL_CASINO, &["human", "ai:greedy"], 21);
    let settings = Settings { instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let mut app = headless_match_app(config.clone(), settings.clone());
    app.insert_resource(SaveSlot { dir: dir.clone() });
    for _ in 0..3 {
        app.update();
    }
    app.world_mut().write_message(PlayerAction::new(0, Action::Throw));
    app.update();
    let m = app.world().resource::<Match>();
    assert_eq!(m.state.phase(), Phase::Placing);
    let place = m.state.legal_actions().iter().copied().find(|a| matches!(a, Action::Place { .. }));
    let place = place.expect("the first throw of a game fits somewhere");
    app.world_mut().write_message(PlayerAction::new(0, place));
    app.update();
    app.update();
    let before = save_text(app.world().resource::<Match>()).unwrap();
    let left = app.world().resource::<Match>().state.throw().len();
    drop(app);

    let mut app = headless_match_app(config, settings);
    app.world_mut().remove_resource::<PendingStart>();
    app.insert_resource(SaveSlot { dir: dir.clone() }).insert_resource(PendingResume::Newest(None));
    app.update();
    app.update();
    let m = app.world().resource::<Match>();
    assert_eq!(save_text(m).unwrap(), before, "the same game");
    assert_eq!(m.dice.len(), left, "the unplaced dice lie on the felt");
    assert_eq!(m.own.undo.as_ref().map(|u| u.placed.len()), Some(1), "the placement can be undone");
    app.world_mut().write_message(UndoRequest::new(0));
    app.update();
    assert_eq!(app.world().resource::<Match>().state.throw().len(), left + 1, "undone after the resume");
    let _ = std::fs::remove_dir_all(dir);
}

/// A finished game's save replays move by move: from the first position, forward to the end
/// (the saved position), back to any move; nobody plays and nothing is saved meanwhile.
#[test]
fn a_finished_game_replays_forward_and_back() {
    use dicehall::engine::record::replay;
    use dicehall::table::replay::{PendingReplay, Replay};
    let dir = temp_dir("replay");
    let config = config(GameId::DICE_SETTLERS, &["ai:greedy", "ai:greedy"], 31);
    let mut app = app_in(&dir, config.clone(), false);
    run(&mut app);
    let text = std::fs::read_to_string(dir.join(LAST_GAME_FILE)).unwrap();
    let finished = app.world().resource::<SettlersMatch>().state.clone();
    let steps = app.world().resource::<SettlersMatch>().record.steps.clone();
    drop(app);
    std::fs::remove_file(dir.join(LAST_GAME_FILE)).unwrap();

    let mut app = app_in(&dir, config, false);
    app.world_mut().remove_resource::<PendingStart>();
    app.insert_resource(PendingReplay(text));
    app.update();
    app.update();
    let first = app.world().resource::<SettlersMatch>().state.clone();
    let total = app.world().resource::<Replay>().total;
    assert_eq!((total, app_state(&app)), (steps.len(), AppState::Playing));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(app.world().resource::<SettlersMatch>().state, first, "nobody plays in a replay");
    app.world_mut().resource_mut::<Replay>().go(usize::MAX);
    app.update();
    assert_eq!(app.world().resource::<SettlersMatch>().state, finished, "the end is the saved position");
    app.world_mut().resource_mut::<Replay>().go(40);
    app.update();
    let (at_40, _) = replay::<dicehall::games::dice_settlers::DiceSettlers>(&first, &steps[..40]).unwrap();
    assert_eq!(app.world().resource::<SettlersMatch>().state, at_40, "back to move 40");
    assert_eq!(app.world().resource::<Replay>().at, 40);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "a replay saves nothing");
    let _ = std::fs::remove_dir_all(dir);
}
