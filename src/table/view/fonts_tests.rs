//! No "□" on the screen: every character the HUD can draw has a glyph in the fonts the game loads
//! for the language spoken ([`definitions`]): some font of the chain egui falls back through maps
//! it in its character map (read with skrifa, as epaint reads them): every character of every
//! catalogue (shared and every game's; ASCII, which the warm-up lists, and the rest), the
//! guides, the symbols the warm-up lists, and every character the window's code writes itself in
//! a string or character literal.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use bevy_egui::egui;

use super::definitions;
use crate::i18n::{self, Language};

/// The characters beyond ASCII in `code`'s string and character literals (and anywhere else
/// outside a comment: a character literal, or code that needs none).
fn literal_characters(code: &str) -> BTreeSet<char> {
    let mut out = BTreeSet::new();
    for line in code.lines() {
        let (mut in_string, mut escaped, mut previous) = (false, false, ' ');
        for c in line.chars() {
            if !in_string && previous == '/' && c == '/' {
                break;
            }
            match c {
                '"' if !escaped => in_string = !in_string,
                _ if !c.is_ascii() => {
                    out.insert(c);
                }
                _ => {}
            }
            escaped = in_string && c == '\\' && !escaped;
            previous = c;
        }
    }
    out
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// What the window's code writes itself (its `src/table` and every game's code), by file.
fn code_characters() -> BTreeMap<String, BTreeSet<char>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src/table", "src/games"] {
        rust_files(&root.join(dir), &mut files);
    }
    // The tests' own sample words are not drawn.
    files.retain(|f| !f.file_name().is_some_and(|n| n.to_string_lossy().ends_with("tests.rs")));
    files
        .into_iter()
        .map(|f| {
            let code = std::fs::read_to_string(&f).expect("a source file");
            (f.strip_prefix(root).unwrap_or(&f).display().to_string(), literal_characters(&code))
        })
        .collect()
}

/// Every character the HUD may draw in `language`, each with where it comes from.
fn drawn_characters(language: Language) -> BTreeMap<char, String> {
    let mut out = BTreeMap::new();
    for c in i18n::characters(language) {
        out.entry(c).or_insert_with(|| format!("the {} catalogues (shared and every game's)", language.code()));
    }
    for c in crate::table::view::screens::guides::characters(language) {
        out.entry(c).or_insert_with(|| format!("assets/games/*/guides/{}.md", language.code()));
    }
    for c in i18n::speaking(language, crate::table::view::font_warmup::ui_characters).chars() {
        out.entry(c).or_insert_with(|| "font_warmup::ui_characters".to_string());
    }
    for (path, chars) in code_characters() {
        for c in chars {
            out.entry(c).or_insert_with(|| path.clone());
        }
    }
    out
}

/// Whether a font of `language`'s proportional family (the UI's text, the fonts in the order
/// egui falls back through them) maps `c` to a glyph in its character map (read with skrifa;
/// epaint's own `has_glyph` calls a character missing when it comes from the font that holds
/// its replacement "◻", so it cannot say).
fn covered(fonts: &[skrifa::FontRef<'_>], c: char) -> bool {
    use skrifa::MetadataProvider;
    fonts.iter().any(|font| font.charmap().map(c).is_some_and(|glyph| glyph.to_u32() != 0))
}

#[test]
fn every_character_the_hud_draws_has_a_glyph_in_the_languages_fonts() {
    let mut checked = 0;
    for language in Language::ALL {
        let definitions = definitions(language);
        let family = &definitions.families[&egui::FontFamily::Proportional];
        let fonts: Vec<skrifa::FontRef<'_>> = family
            .iter()
            .map(|name| {
                let data = &definitions.font_data[name];
                skrifa::FontRef::from_index(&data.font, data.index).expect("a font the game loads")
            })
            .collect();
        assert!(family.len() >= 3 && covered(&fonts, 'A') && covered(&fonts, '\u{4E00}'), "Latin and CJK fonts");
        assert!(!covered(&fonts, '\u{E000}'), "a private-use character has no glyph: the check can fail");
        let mut missing = Vec::new();
        for (c, from) in drawn_characters(language) {
            checked += 1;
            if !covered(&fonts, c) {
                missing.push(format!("{c:?} (U+{:04X}) from {from}", u32::from(c)));
            }
        }
        assert!(missing.is_empty(), "{}: drawn as \"□\":\n{}", language.code(), missing.join("\n"));
    }
    assert!(checked > 6 * 200, "the characters were gathered ({checked})");
}

#[test]
fn the_literal_scan_finds_symbols_in_strings_and_skips_comments() {
    let code = "// a comment: ✕\nui.button(\"✖ \\\" ★\"); let c = '▶'; // ✕ too\n";
    assert_eq!(literal_characters(code), BTreeSet::from(['✖', '★', '▶']));
}
