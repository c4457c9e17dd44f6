//! The player's settings on disk (RON in the platform's config directory): read at start, a bad
//! file warned about, put aside and replaced by defaults; written again whenever a setting or the
//! last table set up changes. `--fast` runs neither read nor write them.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::save::file::{SaveError, keep_aside, write_atomic};
use super::session::{MatchConfig, Quality, Settings};

/// The settings file's name in the config directory.
pub const SETTINGS_FILE: &str = "settings.ron";

/// What is remembered between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Time scale of the table, 0.5–3.
    pub dice_speed: f32,
    pub instant_dice: bool,
    /// Master volume, 0–1.
    pub volume: f32,
    /// UI size, 0.75–2.
    pub ui_scale: f32,
    /// Whether the player chose the UI size; until then it follows the screen. A file from before
    /// this flag with a size other than 1 (the old default) was a choice.
    pub ui_scale_chosen: bool,
    pub quality: Quality,
    pub reduce_motion: bool,
    /// The language chosen (`None`: the system's).
    pub language: Option<crate::i18n::Language>,
    /// The table last started from the setup screen (its seed left out).
    pub last_setup: Option<MatchConfig>,
    /// The Phones switch: serve the phone controller page.
    pub phones: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs::of(&Settings::default(), None)
    }
}

impl Prefs {
    /// The remembered part of `settings`.
    pub fn of(settings: &Settings, last_setup: Option<MatchConfig>) -> Prefs {
        Prefs {
            dice_speed: settings.dice_speed,
            instant_dice: settings.instant_dice,
            volume: settings.volume,
            ui_scale: settings.ui_scale,
            ui_scale_chosen: settings.ui_scale_chosen,
            quality: settings.quality,
            reduce_motion: settings.reduce_motion,
            language: settings.language,
            last_setup,
            phones: settings.phones,
        }
    }

    /// Put the remembered settings into `settings`.
    pub fn apply_to(&self, settings: &mut Settings) {
        settings.dice_speed = self.dice_speed;
        settings.instant_dice = self.instant_dice;
        settings.volume = self.volume;
        settings.ui_scale = self.ui_scale;
        settings.ui_scale_chosen = self.ui_scale_chosen;
        settings.quality = self.quality;
        settings.reduce_motion = self.reduce_motion;
        settings.language = self.language;
        // `--phones` turns them on for a run whatever the file says.
        settings.phones |= self.phones;
    }

    /// Values out of range brought back in, each with a warning.
    fn checked(mut self) -> (Prefs, Vec<String>) {
        let mut warnings = Vec::new();
        let mut clamp = |name: &str, v: &mut f32, lo: f32, hi: f32, default: f32| {
            let fixed = if v.is_finite() { v.clamp(lo, hi) } else { default };
            if fixed != *v {
                warnings.push(format!("{name} {v} is outside {lo}–{hi}; using {fixed}"));
                *v = fixed;
            }
        };
        let d = Settings::default();
        clamp("dice_speed", &mut self.dice_speed, 0.5, 3.0, d.dice_speed);
        clamp("volume", &mut self.volume, 0.0, 1.0, d.volume);
        clamp("ui_scale", &mut self.ui_scale, 0.75, 2.0, d.ui_scale);
        self.ui_scale_chosen |= self.ui_scale != d.ui_scale;
        (self, warnings)
    }
}

/// The folder the settings go in: `DICEHALL_CONFIG_DIR` if set, else the platform's config dir.
pub fn config_dir() -> Option<PathBuf> {
    if cfg!(target_arch = "wasm32") {
        return Some(PathBuf::from(crate::table::save::store::PAGE_CONFIG_DIR));
    }
    if let Some(dir) = std::env::var_os("DICEHALL_CONFIG_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "dicehall").map(|d| d.config_dir().to_path_buf())
}

/// Read the settings at `path`: defaults when there is none; defaults and a warning (the bad file
/// put aside) when it cannot be read; out-of-range values fixed with a warning.
pub fn load(path: &Path) -> (Prefs, Vec<String>) {
    let text = match crate::table::save::store::read(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Prefs::default(), Vec::new()),
        Err(e) => return (Prefs::default(), vec![format!("cannot read {}: {e}; using the defaults", path.display())]),
    };
    match ron::from_str::<Prefs>(&text) {
        Ok(prefs) => prefs.checked(),
        Err(e) => {
            let kept = keep_aside(path).map_or_else(|e| e.to_string(), |p| format!("kept as {}", p.display()));
            (Prefs::default(), vec![format!("{}: {e}; using the defaults ({kept})", path.display())])
        }
    }
}

/// Write the settings at `path` atomically.
pub fn store(path: &Path, prefs: &Prefs) -> Result<(), SaveError> {
    let text = ron::ser::to_string_pretty(prefs, ron::ser::PrettyConfig::new())
        .map_err(|e| SaveError::Io { path: path.to_path_buf(), why: e.to_string() })?;
    write_atomic(path, &text)
}

/// Where this app's settings live and what was last written; absent in `--fast` runs and tests.
#[derive(Resource, Clone, Debug)]
pub struct PrefsSlot {
    pub path: PathBuf,
    /// The table to remember (the setup screen sets it at Start).
    pub last_setup: Option<MatchConfig>,
    written: Prefs,
}

impl PrefsSlot {
    /// Read the platform's settings file into `settings`; the slot that keeps it up to date.
    pub fn open_platform(settings: &mut Settings) -> Option<PrefsSlot> {
        let path = config_dir()?.join(SETTINGS_FILE);
        let (prefs, warnings) = load(&path);
        for w in warnings {
            warn!("settings: {w}");
            eprintln!("dicehall: settings: {w}");
        }
        prefs.apply_to(settings);
        Some(PrefsSlot { path, last_setup: prefs.last_setup.clone(), written: prefs })
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, persist.run_if(resource_exists::<PrefsSlot>));
}

/// Write the settings file when a remembered setting or the last table changed.
fn persist(settings: Res<Settings>, mut slot: ResMut<PrefsSlot>) {
    let now = Prefs::of(&settings, slot.last_setup.clone());
    if now == slot.written || settings.fast {
        return;
    }
    match store(&slot.path, &now) {
        Ok(()) => slot.written = now,
        Err(e) => {
            warn!("settings not saved: {e}");
            slot.written = now;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_bad_file_gives_defaults_and_is_kept() {
        let dir = std::env::temp_dir().join(format!("dicehall-prefs-test-{}", std::process::id()));
        let path = dir.join(SETTINGS_FILE);
        let mut settings = Settings { dice_speed: 2.0, volume: 0.25, reduce_motion: true, ..Settings::default() };
        settings.quality = Quality::Low;
        let prefs = Prefs::of(&settings, Some(MatchConfig::default()));
        store(&path, &prefs).unwrap();
        assert_eq!(load(&path), (prefs.clone(), Vec::new()));
        let mut back = Settings::default();
        load(&path).0.apply_to(&mut back);
        assert_eq!(back, settings);

        std::fs::write(&path, "(dice_speed: 9.0, volume: -1.0, future_setting: true)").unwrap();
        let (fixed, warnings) = load(&path);
        assert_eq!((fixed.dice_speed, fixed.volume), (3.0, 0.0));
        assert_eq!(warnings.len(), 2, "{warnings:?}");

        std::fs::write(&path, "(ui_scale: 1.5)").unwrap();
        assert!(load(&path).0.ui_scale_chosen, "a file from before the flag with a size other than 1 chose it");
        std::fs::write(&path, "(ui_scale: 1.0)").unwrap();
        assert!(!load(&path).0.ui_scale_chosen, "the old default follows the screen");

        std::fs::write(&path, "(dice_speed: fast").unwrap();
        let (fallback, warnings) = load(&path);
        assert_eq!(fallback, Prefs::default());
        assert!(warnings[0].contains("using the defaults"), "{warnings:?}");
        assert!(!path.exists(), "the bad file is put aside");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "kept, not deleted");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
