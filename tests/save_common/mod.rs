//! Helpers shared by the save tests: a `--fast` headless app saving into a folder, running it to
//! the results, and the autosaves it leaves.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::table::headless_match_app;
use dicehall::table::save::{PendingResume, SaveSlot};
use dicehall::table::session::*;
use dicehall::table::states::AppState;

pub fn config(game: GameId, specs: &[&str], seed: u64) -> MatchConfig {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    MatchConfig::new(game, parse_game_seats(game, &specs).unwrap(), Some(seed))
}

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dicehall-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn app_state(app: &App) -> AppState {
    *app.world().resource::<State<AppState>>().get()
}

/// A `--fast` app saving into `dir`; `resume` continues the autosave there instead of starting.
pub fn app_in(dir: &Path, config: MatchConfig, resume: bool) -> App {
    let mut app = headless_match_app(config, Settings::fast());
    app.insert_resource(SaveSlot { dir: dir.to_path_buf() });
    if resume {
        app.world_mut().remove_resource::<PendingStart>();
        app.insert_resource(PendingResume::Newest(None));
    }
    app
}

/// The unfinished games' autosaves in `dir`.
pub fn autosaves(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("autosave") && n.ends_with(".ron"))
        })
        .collect();
    found.sort();
    found
}

/// Run until the results (or the app asks to quit); the number of frames run.
pub fn run(app: &mut App) -> usize {
    for frame in 0..3000 {
        if app.should_exit().is_some() || app_state(app) == AppState::Results {
            return frame;
        }
        app.update();
        if std::env::var("DEBUG_SAVE").is_ok() {
            let w = app.world();
            let slot = w.resource::<SaveSlot>();
            eprintln!(
                "frame {frame}: {:?} unfinished {} last {}",
                app_state(app),
                slot.unfinished(None).len(),
                slot.last_game().exists()
            );
        }
    }
    panic!("the game did not end in 3000 frames");
}
