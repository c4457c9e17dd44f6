//! Every unfinished game is kept: games of several kinds, and two of one kind, quit unfinished in
//! one data folder each continue where they stopped, and a continued one saves to its own file.
#![cfg(feature = "game")]

mod save_common;

use dicehall::engine::GameId;
use dicehall::games::home_rows::table::HomeRowsMatch;
use dicehall::games::royal_casino::table::Match;
use dicehall::table::headless_match_app;
use dicehall::table::save::{PendingResume, QuitAfterTurns, SaveSlot, save_text};
use dicehall::table::session::*;
use save_common::*;

/// Starting another game never loses an unfinished one: a Royal Casino game and then a Home Rows
/// game and a second Royal Casino game, each quit unfinished in one data folder, are all kept;
/// each continues where it stopped (`--resume --game` takes that game's newest, plain
/// `--resume` the newest of all), and a continued game goes on saving to its own file.
#[test]
fn every_unfinished_game_is_kept_and_each_continues() {
    let dir = temp_dir("several");
    let quit_in = |config: MatchConfig, turns: u32| {
        let mut app = app_in(&dir, config, false);
        app.insert_resource(QuitAfterTurns(turns));
        run(&mut app);
        let royal = app.world().get_resource::<Match>().map(|m| save_text(m).unwrap());
        let home = app.world().get_resource::<HomeRowsMatch>().map(|m| save_text(m).unwrap());
        royal.or(home).unwrap()
    };
    let first_rc = quit_in(config(GameId::ROYAL_CASINO, &["ai:greedy", "ai:greedy"], 41), 3);
    std::thread::sleep(std::time::Duration::from_millis(30));
    let home = quit_in(config(GameId::HOME_ROWS, &["ai:greedy", "ai:greedy", "ai:greedy"], 42), 4);
    std::thread::sleep(std::time::Duration::from_millis(30));
    let second_rc = quit_in(config(GameId::ROYAL_CASINO, &["ai:greedy", "ai:random", "ai:greedy"], 43), 5);
    assert_eq!(autosaves(&dir).len(), 3, "three unfinished games, three autosaves");
    let listed = SaveSlot { dir: dir.clone() }.unfinished(None);
    let games: Vec<_> = listed.iter().map(|u| u.game).collect();
    assert_eq!(
        games,
        [Some(GameId::ROYAL_CASINO), Some(GameId::HOME_ROWS), Some(GameId::ROYAL_CASINO)],
        "newest first"
    );

    let resume = |which: PendingResume| {
        let mut app =
            headless_match_app(config(GameId::ROYAL_CASINO, &["ai:greedy", "ai:greedy"], 1), Settings::fast());
        app.world_mut().remove_resource::<PendingStart>();
        app.insert_resource(SaveSlot { dir: dir.clone() }).insert_resource(which);
        app.update();
        app
    };
    let app = resume(PendingResume::Newest(Some(GameId::HOME_ROWS)));
    assert_eq!(save_text(app.world().resource::<HomeRowsMatch>()).unwrap(), home, "--resume --game home-rows");
    drop(app);
    let app = resume(PendingResume::Newest(None));
    assert_eq!(save_text(app.world().resource::<Match>()).unwrap(), second_rc, "--resume: the newest");
    drop(app);
    // The older Royal Casino game, continued from its own entry, plays on into its own file.
    let mut app = resume(PendingResume::File(listed[2].path.clone()));
    assert_eq!(save_text(app.world().resource::<Match>()).unwrap(), first_rc, "the first game is still there");
    app.insert_resource(QuitAfterTurns(6));
    run(&mut app);
    let played_on = save_text(app.world().resource::<Match>()).unwrap();
    drop(app);
    assert_eq!(autosaves(&dir).len(), 3, "continuing made no new file");
    assert_eq!(std::fs::read_to_string(&listed[2].path).unwrap(), played_on, "saved where it came from");
    assert_eq!(std::fs::read_to_string(&listed[0].path).unwrap(), second_rc, "the other Royal Casino game untouched");
    let _ = std::fs::remove_dir_all(dir);
}
