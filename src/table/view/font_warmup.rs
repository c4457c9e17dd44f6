//! Puts every glyph the UI uses into egui's font atlas before play, at every size it is drawn.
//!
//! egui rasterises a glyph the first time text needs it at a size, and that frame draws it blank:
//! mid-game that showed as letters missing everywhere ("+1 0", "ong ight", a caption that never
//! appeared) whenever a round end brought new digits, names or sizes. Laying the whole character
//! set out at each size in `UI_TEXT_SIZES` leaves nothing to rasterise later; it is done a few
//! sizes a frame, at startup and again after new fonts (a language) or a new zoom (UI scale).
//! egui's sub-pixel binning (up to four bitmaps per glyph, by where it falls on the pixel grid) is
//! turned off first, so that one layout covers every later use (and text is crisper).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Every text size the UI draws, in points: egui's own styles (10, 12, 12.5, 14, 18) and ours.
pub(crate) const UI_TEXT_SIZES: [f32; 22] = [
    10.0, 12.0, 12.5, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 26.0, 28.0, 30.0, 34.0,
    40.0, 44.0, 48.0,
];

/// The size of [`UI_TEXT_SIZES`] nearest `size`: text whose size follows something else (the
/// guide's text from the UI style, the words in its pictures) is drawn at a warmed size.
pub(crate) fn warmed_size(size: f32) -> f32 {
    UI_TEXT_SIZES.into_iter().min_by(|a, b| (a - size).abs().total_cmp(&(b - size).abs())).unwrap_or(size)
}

/// The characters the UI writes: printable ASCII, Latin-1 letters (players' names), the few
/// symbols of our texts (each with a glyph in the UI's fonts: `fonts_tests`), and every character
/// of the language spoken's catalogue.
pub(crate) fn ui_characters() -> String {
    let mut s: String = (32u8..127).map(char::from).collect();
    s.extend((0xC0u32..=0xFF).filter_map(char::from_u32));
    s.push_str("×−–—…•·▶✔✖’“”°±≥≤→←★☆");
    s.extend(crate::i18n::characters(crate::i18n::language()));
    s.extend(crate::table::view::screens::guides::characters(crate::i18n::language()));
    s.extend(crate::i18n::Language::ALL.iter().flat_map(|l| l.native_name().chars()));
    s
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FontWarmup>().add_systems(
        EguiPrimaryContextPass,
        (text_options, warm_some).chain().in_set(crate::table::frame::UiPass::Panels),
    );
}

/// Text sizes laid out per frame: after a switch to Chinese or Korean there are thousands of
/// new glyphs at every size, which froze the window for seconds when laid out at once; spread
/// over frames (the most used sizes first) the UI keeps drawing while the rest warm.
const SIZES_PER_FRAME: usize = 2;

/// The warm-up in progress: the next size to lay out (of [`sizes_most_used_first`]).
#[derive(Resource, Default, Debug)]
pub(crate) struct FontWarmup {
    next: Option<usize>,
    /// Started this frame: the new fonts or zoom take effect at egui's next pass.
    starting: bool,
    /// The characters being warmed (gathered once per warm-up: the language's catalogue).
    characters: String,
}

impl FontWarmup {
    /// Warm the whole atlas again (new fonts, a new zoom), from the next pass on.
    pub(crate) fn restart(&mut self) {
        self.next = Some(0);
        self.starting = true;
    }
}

/// The first pass: one bitmap per glyph (egui applies it at its next pass, before any warm-up).
fn text_options(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        one_bitmap_per_glyph(contexts.ctx_mut()?);
        *done = true;
    }
    Ok(())
}

/// A few sizes of the warm-up in progress.
fn warm_some(mut contexts: EguiContexts, mut warmup: ResMut<FontWarmup>) -> Result {
    if std::mem::take(&mut warmup.starting) {
        return Ok(());
    }
    let Some(next) = warmup.next else { return Ok(()) };
    if next == 0 || warmup.characters.is_empty() {
        warmup.characters = ui_characters();
    }
    let sizes = sizes_most_used_first();
    let end = (next + SIZES_PER_FRAME).min(sizes.len());
    warm_sizes(contexts.ctx_mut()?, &warmup.characters, &sizes[next..end]);
    warmup.next = (end < sizes.len()).then_some(end);
    Ok(())
}

/// Lay the character set out at each of `sizes` (no painting: layout alone fills the atlas).
/// Only the proportional family: the UI writes no monospace text.
pub(crate) fn warm_sizes(ctx: &egui::Context, text: &str, sizes: &[f32]) {
    let painter = ctx.layer_painter(egui::LayerId::background());
    for &size in sizes {
        let _ = painter.layout_no_wrap(text.to_string(), egui::FontId::proportional(size), egui::Color32::WHITE);
    }
}

/// The UI's text sizes, the most used first (the body text's, then outward).
pub(crate) fn sizes_most_used_first() -> Vec<f32> {
    const BODY_PT: f32 = 17.0;
    let mut sizes = UI_TEXT_SIZES.to_vec();
    sizes.sort_by(|a, b| (a - BODY_PT).abs().total_cmp(&(b - BODY_PT).abs()));
    sizes
}

/// One bitmap per glyph and size: egui applies this at its next pass, so warm up after it.
pub(crate) fn one_bitmap_per_glyph(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| style.visuals.text_options.subpixel_binning = false);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// After the warm-up, a few sizes a frame (and the frame after it, where egui uploads the
    /// atlas's last rows), the texts of a game, each new at its own size, never need a glyph that
    /// is not in the atlas.
    #[test]
    fn after_the_warm_up_game_texts_add_nothing_to_the_font_atlas() {
        let ctx = egui::Context::default();
        let texts = [
            "Casual 2 completes row D and gains 20.",
            "Expert 4 completes D: +20",
            "Round 3 is over. Dice are dealt again. Round 4 on \"Long Night\": Ada starts.",
            "Player 1: place more, throw again (4 left), or stop",
            "1 ×2  −10  +50  9 876 543 210  ▶ Björn",
        ];
        let sizes = sizes_most_used_first();
        let chunks: Vec<&[f32]> = sizes.chunks(SIZES_PER_FRAME).collect();
        let after = 2 + chunks.len();
        let frames = after + UI_TEXT_SIZES.len();
        let mut new_glyphs = Vec::new();
        for frame in 0..frames {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
                ..Default::default()
            };
            let mut out = ctx.run_ui(input, |ui| {
                if frame == 0 {
                    one_bitmap_per_glyph(ui.ctx());
                } else if frame <= chunks.len() {
                    warm_sizes(ui.ctx(), &ui_characters(), chunks[frame - 1]);
                } else if frame >= after {
                    // A size never shown before, every frame: without the warm-up each one
                    // rasterises new glyphs.
                    let size = UI_TEXT_SIZES[frame - after];
                    for text in texts {
                        ui.label(egui::RichText::new(text).size(size));
                    }
                }
            });
            new_glyphs.push(out.textures_delta.set.len());
            out.textures_delta.clear();
        }
        assert!(new_glyphs[1] > 0, "the warm-up fills the atlas");
        assert!(new_glyphs[after..].iter().all(|&n| n == 0), "nothing new to rasterise afterwards: {new_glyphs:?}");
    }
}

#[cfg(test)]
mod size_tests {
    use super::UI_TEXT_SIZES;

    /// Every text size written in the sources (`.size(17.0)`, `.size(NAME_PT)`, `.size(NAME_PT * 0.8)`,
    /// `FontId::proportional(…)`) that is not warmed: (file, what, size).
    fn unwarmed_sizes() -> Vec<(String, String, f32)> {
        let mut found = Vec::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
                if entry.is_dir() {
                    dirs.push(entry);
                } else if entry.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&entry).unwrap();
                    for (what, size) in sizes_in(&text) {
                        if !UI_TEXT_SIZES.iter().any(|&s| (s - size).abs() < 0.01) {
                            found.push((entry.display().to_string(), what, size));
                        }
                    }
                }
            }
        }
        found
    }

    /// The text sizes `text` writes whose value it names: literals, or its own `const NAME: f32`s,
    /// times a literal factor.
    fn sizes_in(text: &str) -> Vec<(String, f32)> {
        let constant = |name: &str| {
            let pattern = format!("const {name}: f32 = ");
            let at = text.find(&pattern)? + pattern.len();
            text[at..].split(';').next()?.trim().parse::<f32>().ok()
        };
        let mut out = Vec::new();
        for opener in [".size(", "FontId::proportional("] {
            for (at, _) in text.match_indices(opener) {
                let inside = text[at + opener.len()..].split(')').next().unwrap_or_default();
                let mut parts = inside.split('*').map(str::trim);
                let base = parts.next().unwrap_or_default();
                let value = base.parse::<f32>().ok().or_else(|| {
                    base.chars()
                        .all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit())
                        .then(|| constant(base))
                        .flatten()
                });
                let factor = match parts.next() {
                    None => Some(1.0),
                    Some(f) => f.parse::<f32>().ok(),
                };
                if let (Some(value), Some(factor)) = (value, factor) {
                    out.push((format!("{opener}{inside})"), value * factor));
                }
            }
        }
        out
    }

    #[test]
    fn every_text_size_the_sources_write_is_warmed() {
        let unwarmed = unwarmed_sizes();
        assert!(
            unwarmed.is_empty(),
            "text drawn at a size the warm-up skips (its first frames lack letters): {unwarmed:?}"
        );
        // (Written so that this file's own scan does not read it.)
        let (size, example) = ("size", "A_PT * 0.8)");
        let sample = format!("const A_PT: f32 = 21.0; x.{size}({example}");
        assert_eq!(sizes_in(&sample), vec![(format!(".{size}({example}"), 21.0 * 0.8)]);
    }
}
