//! Every unfinished game keeps its own autosave (`autosave-<game>-<started>.ron`), so starting
//! another game never overwrites one: the setup screen offers each, newest first, and
//! `play --resume [--game G]` takes the newest (of that game).

use std::path::{Path, PathBuf};
use web_time::SystemTime;

use bevy::prelude::*;
use serde::Deserialize;

use super::file::{self, SAVE_FORMAT, SaveError};
use crate::engine::GameId;
use crate::table::session::MatchConfig;

/// The file the match on the table autosaves to (chosen at its first save, or the one it was
/// resumed from); a new match starts without one.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct AutosaveFile(pub PathBuf);

/// Which unfinished game to continue.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub enum PendingResume {
    /// The newest unfinished game (of this game when given).
    Newest(Option<GameId>),
    /// This autosave.
    File(PathBuf),
}

impl Default for PendingResume {
    fn default() -> Self {
        PendingResume::Newest(None)
    }
}

/// One unfinished game as the setup screen lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Unfinished {
    pub path: PathBuf,
    /// `None` when the file cannot be read as a save (Continue then explains why).
    pub game: Option<GameId>,
    /// The seats' names (empty when unreadable).
    pub seats: Vec<String>,
    /// Turns played so far.
    pub turns: u32,
    /// When it was last written.
    pub saved: SystemTime,
}

/// What the listing reads of a save: the header and the seats, not the moves.
#[derive(Deserialize)]
struct Summary {
    format: u32,
    game: GameId,
    config: MatchConfig,
    record: Turns,
}

#[derive(Deserialize)]
struct Turns {
    turns: u32,
}

/// Whether `name` is an autosave (the old single `autosave.ron` counts too; temporary and
/// put-aside files do not).
pub fn is_autosave_name(name: &str) -> bool {
    name.starts_with("autosave") && name.ends_with(".ron")
}

/// A new autosave path in `dir` for a match of `game` started now; never an existing file.
pub fn new_autosave_path(dir: &Path, game: GameId) -> PathBuf {
    let ms = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_millis());
    (0u32..)
        .map(|n| match n {
            0 => dir.join(format!("autosave-{}-{ms}.ron", game.name())),
            n => dir.join(format!("autosave-{}-{ms}-{n}.ron", game.name())),
        })
        .find(|p| !super::store::exists(p))
        .expect("a free file name")
}

/// Every unfinished game in `dir`, newest first (of `game` only when given).
pub fn unfinished(dir: &Path, game: Option<GameId>) -> Vec<Unfinished> {
    let mut found: Vec<Unfinished> = super::store::entries(dir)
        .into_iter()
        .filter(|(path, _)| path.file_name().and_then(|n| n.to_str()).is_some_and(is_autosave_name))
        .map(|(path, saved)| summarise(&path, saved))
        .filter(|u| game.is_none() || u.game == game)
        .collect();
    found.sort_by(|a, b| b.saved.cmp(&a.saved).then_with(|| b.path.cmp(&a.path)));
    found
}

/// The newest unfinished game's autosave (of `game` when given), or why there is none.
pub fn newest(dir: &Path, game: Option<GameId>) -> Result<PathBuf, SaveError> {
    unfinished(dir, game).into_iter().next().map(|u| u.path).ok_or_else(|| match game {
        Some(g) => SaveError::Missing(dir.join(format!("autosave-{}-….ron", g.name()))),
        None => SaveError::Missing(dir.join("autosave-….ron")),
    })
}

fn summarise(path: &Path, saved: SystemTime) -> Unfinished {
    let summary =
        file::read(path).ok().and_then(|text| ron::from_str::<Summary>(&text).ok()).filter(|s| s.format <= SAVE_FORMAT);
    match summary {
        Some(s) => Unfinished {
            path: path.to_path_buf(),
            game: Some(s.game),
            seats: s.config.seats.into_iter().map(|seat| seat.name).collect(),
            turns: s.record.turns,
            saved,
        },
        None => Unfinished { path: path.to_path_buf(), game: None, seats: Vec::new(), turns: 0, saved },
    }
}

/// Minutes since `saved` (0 for a clock set back).
pub fn minutes_ago(saved: SystemTime) -> u64 {
    SystemTime::now().duration_since(saved).map_or(0, |d| d.as_secs() / 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dicehall-unfinished-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn autosave_names_exclude_temporary_and_put_aside_files() {
        assert!(is_autosave_name("autosave.ron"));
        for game in crate::registry::all() {
            assert!(is_autosave_name(&format!("autosave-{}-17.ron", game.name)));
            assert!(!is_autosave_name(&format!("autosave-{}-17.ron.tmp", game.name)));
        }
        assert!(!is_autosave_name("autosave.ron.broken-12"));
        assert!(!is_autosave_name("last-game.ron"));
    }

    #[test]
    fn new_paths_never_reuse_a_file_and_the_listing_is_newest_first_by_game() {
        let dir = temp("list");
        let (game, other) = (crate::registry::first().id, crate::registry::all()[1].id);
        let a = new_autosave_path(&dir, game);
        let config = ron::to_string(&MatchConfig::default_for(game)).unwrap();
        let text = format!("(format: 1, game: r#{game}, config: {config}, record: (steps: [], turns: 4))");
        std::fs::write(&a, text).unwrap();
        let b = new_autosave_path(&dir, game);
        assert_ne!(a, b, "a second game of the same kind gets its own file");
        std::thread::sleep(std::time::Duration::from_millis(20));
        std::fs::write(&b, "not a save").unwrap();
        let all = unfinished(&dir, None);
        assert_eq!(all.iter().map(|u| &u.path).collect::<Vec<_>>(), [&b, &a], "newest first");
        let names: Vec<String> = MatchConfig::default_for(game).seats.into_iter().map(|s| s.name).collect();
        assert_eq!((all[1].game, all[1].turns, all[1].seats.clone()), (Some(game), 4, names));
        assert_eq!(all[0].game, None, "an unreadable one is still listed");
        assert_eq!(newest(&dir, Some(game)).unwrap(), a);
        assert!(matches!(newest(&dir, Some(other)), Err(SaveError::Missing(_))));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
