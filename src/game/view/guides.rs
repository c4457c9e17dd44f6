//! The one-page player's guides (`assets/games/<game>/guides/<language>.md`), compiled in: goal, a
//! turn, what fits where, round end, controls; in the language spoken, English where one lacks.

use crate::engine::GameId;
use crate::i18n::Language;

/// The guide of `game` in `language`.
pub(crate) fn guide(game: GameId, language: Language) -> &'static str {
    crate::registry::registered(game).table.guides[language as usize]
}

/// Every game's guide in `language`.
fn guides(language: Language) -> impl Iterator<Item = &'static str> {
    crate::game::table_game::every_game().map(move |g| g.guides[language as usize])
}

/// Every character `language`'s guides use that is not ASCII (for the glyph atlas).
pub(crate) fn characters(language: Language) -> std::collections::BTreeSet<char> {
    guides(language).flat_map(|g| g.chars()).filter(|c| !c.is_ascii()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Guides are for players: whole sentences per line (no hard wraps to break), no project
    /// jargon, the same sections in every language, and a controls section.
    #[test]
    fn guides_are_one_page_of_whole_lines_for_players_in_every_language() {
        for language in Language::ALL {
            for (game, english) in crate::registry::all().iter().zip(guides(Language::English)) {
                let guide = game.table.guides[language as usize];
                let name = format!("{}'s {} guide", game.name, language.code());
                assert!(guide.starts_with("# "), "{name}: a title first");
                for line in guide.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
                    assert!(
                        line.ends_with(['.', ':', '!', '?', '。', '：', '！', '？']),
                        "{name}: a line that does not end a sentence: {line}"
                    );
                }
                for jargon in ["ruling", "Ruling", "binding", "simulation", "Ravensburger", " R1", " H1"] {
                    assert!(!guide.contains(jargon), "{name}: project text `{jargon}` in a player's guide");
                }
                assert!(guide.lines().count() < 60, "{name}: one page");
                let sections = |g: &str| g.lines().filter(|l| l.starts_with("## ")).count();
                assert_eq!(sections(guide), sections(english), "{name}: the English guide's sections");
                let items = |g: &str| g.lines().filter(|l| l.starts_with("- ")).count();
                assert_eq!(items(guide), items(english), "{name}: the English guide's points");
            }
        }
    }
}
