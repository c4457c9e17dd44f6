//! The save file: its format (RON, versioned), where it lives (the platform's data directory),
//! writing it atomically, reading it back with a clear error for every way it can be broken, and
//! putting a broken one aside (renamed, never deleted).

use std::path::{Path, PathBuf};

use web_time::SystemTime;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::GameId;
use crate::engine::record::Record;
use crate::table::session::MatchConfig;

use super::store;

/// The save format this build writes and reads; a save from a newer build is refused, not guessed.
pub const SAVE_FORMAT: u32 = 1;

/// Where a finished game's save goes (for replays); its autosave is then removed. Unfinished
/// games each have their own autosave (`unfinished.rs`).
pub const LAST_GAME_FILE: &str = "last-game.ron";

/// A saved game of any of the three games: the seats, the seed, every step, the rules state they
/// lead to (checked on load), the log and the per-round history, and what the game keeps beside
/// (`extra`: what the game keeps beside them, such as an undo point or a hidden-draw stream).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile<S, A, X> {
    pub format: u32,
    pub game: GameId,
    pub config: MatchConfig,
    pub seed: u64,
    pub record: Record<A>,
    pub state: S,
    pub log: Vec<String>,
    /// Every seat's points at the start and after each round (empty where the game keeps none).
    pub history: Vec<Vec<u32>>,
    /// Throws requested so far (every throw's seed derives from its number).
    pub throw_serial: u64,
    pub extra: X,
}

/// The two fields every save starts with, read before the rest.
#[derive(Deserialize)]
struct Header {
    format: u32,
    game: GameId,
}

/// Why a save cannot be used; displays as a sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// No save there.
    Missing(PathBuf),
    /// The file system refused.
    Io { path: PathBuf, why: String },
    /// Not a save, or cut short (with the line and column where reading stopped).
    Corrupt(String),
    /// Written by a newer dicehall.
    FutureFormat(u32),
    /// Its steps do not follow the rules, or do not lead to the position it holds.
    Tampered(String),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Missing(path) => write!(f, "there is no saved game ({} does not exist)", path.display()),
            SaveError::Io { path, why } => write!(f, "cannot use {}: {why}", path.display()),
            SaveError::Corrupt(why) => write!(f, "the saved game is damaged or cut short ({why})"),
            SaveError::FutureFormat(v) => write!(
                f,
                "the saved game was written by a newer dicehall (save format {v}; this one reads {SAVE_FORMAT})"
            ),
            SaveError::Tampered(why) => write!(f, "the saved game does not add up: {why}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl SaveError {
    /// The error in the player's language (the technical detail, as the parser or the system
    /// gave it, in brackets).
    pub fn in_words(&self) -> String {
        use crate::t;
        match self {
            SaveError::Missing(path) => t!("save-error-missing", path = path.display().to_string()),
            SaveError::Io { path, why } => t!("save-error-io", path = path.display().to_string(), why = why),
            SaveError::Corrupt(why) => t!("save-error-corrupt", why = why),
            SaveError::FutureFormat(v) => t!("save-error-future", format = *v, reads = SAVE_FORMAT),
            SaveError::Tampered(why) => t!("save-error-tampered", why = why),
        }
    }
}

/// The game a save holds, after checking its format version.
pub fn peek_game(text: &str) -> Result<GameId, SaveError> {
    let header: Header = ron::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    if header.format > SAVE_FORMAT {
        return Err(SaveError::FutureFormat(header.format));
    }
    Ok(header.game)
}

/// Parse a whole save of one game.
pub fn parse<S, A, X>(text: &str) -> Result<SaveFile<S, A, X>, SaveError>
where
    S: DeserializeOwned,
    A: DeserializeOwned,
    X: DeserializeOwned,
{
    peek_game(text)?;
    ron::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))
}

/// A save as text (RON, one field per line).
pub fn to_text<S: Serialize, A: Serialize, X: Serialize>(save: &SaveFile<S, A, X>) -> Result<String, SaveError> {
    let pretty = ron::ser::PrettyConfig::new().depth_limit(2);
    ron::ser::to_string_pretty(save, pretty).map_err(|e| SaveError::Corrupt(e.to_string()))
}

/// The folder saves go in: `DICEHALL_DATA_DIR` if set, else the platform's data directory (in a
/// browser page, a name in the page's storage: [`store`]).
pub fn data_dir() -> Option<PathBuf> {
    if cfg!(target_arch = "wasm32") {
        return Some(PathBuf::from(store::PAGE_DATA_DIR));
    }
    if let Some(dir) = std::env::var_os("DICEHALL_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "dicehall").map(|d| d.data_dir().to_path_buf())
}

/// Write `text` to `path` atomically ([`store`]: a crash leaves either the old save or the new
/// one, never half of one; a page's storage keeps the entry whole).
pub fn write_atomic(path: &Path, text: &str) -> Result<(), SaveError> {
    store::write_atomic(path, text).map_err(|e| SaveError::Io { path: path.to_path_buf(), why: e.to_string() })
}

/// Read a save's text.
pub fn read(path: &Path) -> Result<String, SaveError> {
    match store::read(path) {
        Ok(text) => Ok(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(SaveError::Missing(path.to_path_buf())),
        Err(e) => Err(SaveError::Io { path: path.to_path_buf(), why: e.to_string() }),
    }
}

/// Put a save that cannot be used aside (`autosave-….ron` → `autosave-….ron.broken-<seconds>`), so it
/// is neither offered again nor lost; the new path, or why it could not be moved.
pub fn keep_aside(path: &Path) -> Result<PathBuf, SaveError> {
    let secs = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let mut aside = path.as_os_str().to_owned();
    aside.push(format!(".broken-{secs}"));
    let aside = PathBuf::from(aside);
    store::rename(path, &aside).map_err(|e| SaveError::Io { path: path.to_path_buf(), why: e.to_string() })?;
    Ok(aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_future_format_and_a_cut_save_are_refused_with_reasons() {
        let future = format!("(format: 9, game: r#{})", crate::registry::first().name);
        assert_eq!(peek_game(&future), Err(SaveError::FutureFormat(9)));
        let err = peek_game("(format: 1, gam").unwrap_err();
        assert!(matches!(err, SaveError::Corrupt(_)), "{err:?}");
        assert!(err.to_string().contains("damaged or cut short"), "{err}");
        for game in crate::registry::all() {
            assert_eq!(peek_game(&format!("(format: 1, game: r#{}, more: 3)", game.name)), Ok(game.id));
        }
    }

    #[test]
    fn writing_is_atomic_and_a_broken_save_is_kept_aside() {
        let dir = std::env::temp_dir().join(format!("dicehall-save-test-{}", std::process::id()));
        let path = dir.join("autosave-a-game-1.ron");
        write_atomic(&path, "first").unwrap();
        write_atomic(&path, "second").unwrap();
        assert_eq!(read(&path).unwrap(), "second");
        assert!(!path.with_extension("ron.tmp").exists());
        let aside = keep_aside(&path).unwrap();
        assert_eq!(read(&aside).unwrap(), "second");
        assert!(matches!(read(&path), Err(SaveError::Missing(_))));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
