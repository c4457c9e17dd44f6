//! The player's guides (`assets/games/<game>/guides/<language>.md`), compiled in: "Your turn in
//! 30 seconds" first, then short sections, with pictures the game draws; in the language spoken.
//! Read into pages (`guide_page`) with the game's own pictures (`TableHooks::guide_pictures`).

use crate::engine::GameId;
use crate::i18n::Language;
use crate::table::view::screens::guide_page::{GuideError, Page, read_page};

/// The guide of `game` in `language`, as written.
pub(crate) fn guide(game: GameId, language: Language) -> &'static str {
    crate::registry::registered(game).table.guides[language as usize]
}

/// The guide of `game` in `language`, read into a page with the game's pictures.
pub(crate) fn page(game: GameId, language: Language) -> Result<Page, GuideError> {
    read_page(guide(game, language), &crate::registry::registered(game).table.guide_pictures)
}

/// Every game's guide in `language`.
fn guides(language: Language) -> impl Iterator<Item = &'static str> {
    crate::table::table_game::every_game().map(move |g| g.guides[language as usize])
}

/// Every character `language`'s guides use that is not ASCII (for the glyph atlas).
pub(crate) fn characters(language: Language) -> std::collections::BTreeSet<char> {
    guides(language).flat_map(|g| g.chars()).filter(|c| !c.is_ascii()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::screens::guide_page::Block;

    /// The most points (list items) one section holds: short sections.
    const MOST_POINTS_A_SECTION: usize = 7;

    /// Guides are for players: a title, then "Your turn in 30 seconds" (its points numbered),
    /// short sections; every point a whole sentence; no project jargon; and in every language the
    /// same sections, points and pictures as in English.
    #[test]
    fn guides_start_with_a_first_turn_and_have_one_shape_in_every_language() {
        for game in crate::registry::all() {
            let english = page(game.id, Language::English).unwrap_or_else(|e| panic!("{} en: {e}", game.name));
            for language in Language::ALL {
                let name = format!("{}'s {} guide", game.name, language.code());
                let guide = guide(game.id, language);
                let page = page(game.id, language).unwrap_or_else(|e| panic!("{name}: {e}"));
                let blocks = &page.blocks;
                assert!(matches!(blocks.first(), Some(Block::Heading(1, _))), "{name}: a title first");
                assert!(matches!(blocks.get(1), Some(Block::Heading(2, _))), "{name}: then the first section");
                assert!(
                    matches!(blocks.get(2), Some(Block::List { first: Some(1), .. })),
                    "{name}: the first turn in numbered steps"
                );
                for block in blocks {
                    if let Block::List { items, .. } = block {
                        assert!(items.len() <= MOST_POINTS_A_SECTION, "{name}: a section of {} points", items.len());
                    }
                }
                for line in guide.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
                    let picture_only = line.starts_with("![") && line.ends_with(')');
                    assert!(
                        picture_only || line.ends_with(['.', ':', '!', '?', '。', '：', '！', '？']),
                        "{name}: a line that does not end a sentence: {line}"
                    );
                }
                for jargon in ["ruling", "Ruling", "binding", "simulation", "Ravensburger", " R1", " H1"] {
                    assert!(!guide.contains(jargon), "{name}: project text `{jargon}` in a player's guide");
                }
                assert_eq!(
                    page.outline(),
                    english.outline(),
                    "{name}: the English guide's sections, points and pictures"
                );
            }
        }
    }
}
