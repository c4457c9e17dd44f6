//! Words shared by every screen: game titles and the language menu, in the player's language.

use bevy_egui::egui;

use crate::engine::GameId;
use crate::i18n::Language;
use crate::table::language::LanguageOverride;
use crate::table::session::Settings;

/// The language menu (setup screen and settings panel): each language in its own words; the one
/// picked, if the player picked one this frame.
pub(crate) fn language_choice(ui: &mut egui::Ui, label: String) -> Option<Language> {
    let now = crate::i18n::language();
    let mut chosen = now;
    ui.label(label);
    egui::ComboBox::from_id_salt("language").selected_text(now.native_name()).show_ui(ui, |ui| {
        for l in Language::ALL {
            crate::table::view::hud::ui_style::choice_value(ui, &mut chosen, l, l.native_name());
        }
    });
    (chosen != now).then_some(chosen)
}

/// Speak `language` from now on: the setting, replacing `--lang` for the rest of the run.
pub(crate) fn choose_language(language: Language, settings: &mut Settings, over: &mut LanguageOverride) {
    settings.language = Some(language);
    over.0 = None;
}

/// A game's title in the player's language.
/// (message `game-<name>` of the game's catalogue).
pub(crate) fn game_title(game: GameId) -> String {
    crate::i18n::text(&format!("game-{}", game.name()), &[])
}
