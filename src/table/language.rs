//! Which language the window speaks: `--lang` for this run, else the player's setting, else the
//! system's locale, else English; applied to the catalogues whenever one of them changes.

use bevy::prelude::*;

use crate::i18n::{self, Language};

use super::session::Settings;

/// `--lang`: this run's language, ahead of the setting and not written into it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LanguageOverride(pub Option<Language>);

/// The language of the system's locale, if dicehall speaks it.
pub fn system_language() -> Option<Language> {
    sys_locale::get_locales().find_map(|tag| Language::from_locale(&tag))
}

/// The language to speak: `--lang`, the setting, the system's, English.
pub fn spoken(settings: &Settings, over: LanguageOverride) -> Language {
    over.0.or(settings.language).or_else(system_language).unwrap_or(Language::English)
}

/// Speak from now on (before the app is built, so the setup form's made-up names are in the
/// language): `lang` (`--lang`) is this run's override, else `settings`' language or the system's.
/// Insert the override it returns into the app.
pub fn speak(lang: Option<Language>, settings: &Settings) -> LanguageOverride {
    let over = LanguageOverride(lang);
    i18n::set_language(spoken(settings, over));
    over
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LanguageOverride>().add_systems(PreUpdate, apply_language);
}

/// Speak the chosen language from this frame on.
fn apply_language(settings: Res<Settings>, over: Res<LanguageOverride>) {
    if settings.is_changed() || over.is_changed() {
        let language = spoken(&settings, *over);
        if language != i18n::language() {
            i18n::set_language(language);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lang_beats_the_setting_which_beats_the_system() {
        let settings = Settings { language: Some(Language::Dutch), ..default() };
        assert_eq!(spoken(&settings, LanguageOverride(Some(Language::Korean))), Language::Korean);
        assert_eq!(spoken(&settings, LanguageOverride(None)), Language::Dutch);
        let system = system_language().unwrap_or(Language::English);
        assert_eq!(spoken(&Settings::default(), LanguageOverride(None)), system);
    }
}
