//! The one-page player's guides (`assets/guides/<language>/<game>.md`), compiled in: goal, a
//! turn, what fits where, round end, controls; in the language spoken, English where one lacks.

use crate::engine::GameId;
use crate::i18n::Language;

macro_rules! guides_of {
    ($lang:literal) => {
        [
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/guides/", $lang, "/royal-casino.md")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/guides/", $lang, "/home-rows.md")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/guides/", $lang, "/dice-settlers.md")),
        ]
    };
}

/// Every guide: by language in `Language::ALL`'s order, then by game in `WINDOW_GAMES`' order.
pub(crate) const GUIDES: [[&str; 3]; 6] = [
    guides_of!("en"),
    guides_of!("zh-Hans"),
    guides_of!("zh-Hant"),
    guides_of!("nl"),
    guides_of!("fr"),
    guides_of!("ko"),
];

/// The guide of `game` in `language`.
pub(crate) fn guide(game: GameId, language: Language) -> &'static str {
    let index = match game {
        GameId::HomeRows => 1,
        GameId::DiceSettlers => 2,
        _ => 0,
    };
    GUIDES[language as usize][index]
}

/// Every character `language`'s guides use that is not ASCII (for the glyph atlas).
pub(crate) fn characters(language: Language) -> std::collections::BTreeSet<char> {
    GUIDES[language as usize].iter().flat_map(|g| g.chars()).filter(|c| !c.is_ascii()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Guides are for players: whole sentences per line (no hard wraps to break), no project
    /// jargon, the same sections in every language, and a controls section.
    #[test]
    fn guides_are_one_page_of_whole_lines_for_players_in_every_language() {
        for language in Language::ALL {
            for (k, guide) in GUIDES[language as usize].iter().enumerate() {
                let name = format!("{} guide {k}", language.code());
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
                let english = GUIDES[0][k];
                assert_eq!(sections(guide), sections(english), "{name}: the English guide's sections");
                let items = |g: &str| g.lines().filter(|l| l.starts_with("- ")).count();
                assert_eq!(items(guide), items(english), "{name}: the English guide's points");
            }
        }
        let rc = GUIDES[0][0];
        for key in ["Space", "Esc", "drag", "U or Backspace", "S or Enter"] {
            assert!(rc.contains(key), "Royal Casino's guide names the control `{key}`");
        }
    }
}
