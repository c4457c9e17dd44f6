//! Text for printed textures: one line set in the UI's own fonts (egui's Latin font, then the CJK
//! subsets), its glyph outlines read with skrifa and turned into one vector path to fill.

use std::borrow::Cow;
use std::sync::OnceLock;

use bevy_egui::egui;
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider};
use vello_cpu::kurbo::{BezPath, Point};

use crate::i18n::{self, Language};
use crate::table::view::fonts::{CJK_SC, CJK_TC};

/// A line of text as a path, its baseline at y = 0 and its left end at x = 0 (pixels, y down).
pub(crate) struct TextLine {
    pub(crate) path: BezPath,
    pub(crate) width: f64,
    /// Height of a capital letter above the baseline.
    pub(crate) cap_height: f64,
}

impl TextLine {
    /// The line's path with its middle at `centre` (between baseline and cap height).
    pub(crate) fn centred_at(&self, centre: Point) -> BezPath {
        let shift =
            vello_cpu::kurbo::Affine::translate((centre.x - self.width / 2.0, centre.y + self.cap_height / 2.0));
        shift * self.path.clone()
    }
}

/// egui's Latin UI font, as bytes that live as long as the program.
fn latin() -> &'static [u8] {
    static LATIN: OnceLock<&'static [u8]> = OnceLock::new();
    LATIN.get_or_init(|| {
        let fonts = egui::FontDefinitions::default();
        let name = &fonts.families[&egui::FontFamily::Proportional][0];
        match fonts.font_data[name].font.clone() {
            Cow::Borrowed(bytes) => bytes,
            Cow::Owned(bytes) => Box::leak(bytes.into_boxed_slice()),
        }
    })
}

/// The fonts to look a character up in, in order, as the UI orders them for `language`.
fn fonts(language: Language) -> Vec<FontRef<'static>> {
    let cjk = if language == Language::ChineseTraditional { [CJK_TC, CJK_SC] } else { [CJK_SC, CJK_TC] };
    [latin(), cjk[0], cjk[1]].into_iter().filter_map(|bytes| FontRef::new(bytes).ok()).collect()
}

/// Collects a glyph's outline, scaled to pixels, flipped to y down and moved along the line.
struct PathPen<'p> {
    path: &'p mut BezPath,
    x: f64,
}

impl PathPen<'_> {
    fn at(&self, x: f32, y: f32) -> Point {
        Point::new(self.x + f64::from(x), -f64::from(y))
    }
}

impl OutlinePen for PathPen<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        let p = self.at(x, y);
        self.path.move_to(p);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.at(x, y);
        self.path.line_to(p);
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let (c, p) = (self.at(cx0, cy0), self.at(x, y));
        self.path.quad_to(c, p);
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let (c0, c1, p) = (self.at(cx0, cy0), self.at(cx1, cy1), self.at(x, y));
        self.path.curve_to(c0, c1, p);
    }
    fn close(&mut self) {
        self.path.close_path();
    }
}

/// `text` set on one line at `size_px` (the font's em), each character in the first font that has it.
/// A character no font has is left out (its width too), like a missing glyph in the UI.
pub(crate) fn text_line(text: &str, size_px: f32) -> TextLine {
    let fonts = fonts(i18n::language());
    let size = Size::new(size_px);
    // Each font's character map, advances and outlines, read once for the line.
    let tables: Vec<_> = fonts
        .iter()
        .map(|f| (f.charmap(), f.glyph_metrics(size, LocationRef::default()), f.outline_glyphs()))
        .collect();
    let mut path = BezPath::new();
    let mut x = 0.0;
    for ch in text.chars() {
        let Some(((_, metrics, outlines), glyph)) = tables.iter().find_map(|t| t.0.map(ch).map(|g| (t, g))) else {
            continue;
        };
        if let Some(outline) = outlines.get(glyph) {
            let mut pen = PathPen { path: &mut path, x };
            // A glyph that cannot be drawn is left blank rather than failing the whole print.
            let _ = outline.draw(DrawSettings::unhinted(size, LocationRef::default()), &mut pen);
        }
        x += f64::from(metrics.advance_width(glyph).unwrap_or(0.0));
    }
    let cap = fonts.first().and_then(|f| f.metrics(size, LocationRef::default()).cap_height);
    TextLine { path, width: x, cap_height: f64::from(cap.unwrap_or(size_px * 0.7)) }
}

#[cfg(test)]
mod tests {
    use vello_cpu::kurbo::Shape;

    use super::*;

    #[test]
    fn a_line_is_as_wide_as_its_letters_and_sits_on_its_baseline() {
        let one = text_line("A", 40.0);
        let three = text_line("AAA", 40.0);
        assert!(one.width > 10.0 && (three.width - 3.0 * one.width).abs() < 0.01, "{} {}", one.width, three.width);
        let bounds = three.path.bounding_box();
        assert!(bounds.y1.abs() < 1.0 && (bounds.y0 + one.cap_height).abs() < 2.0, "{bounds:?} cap {}", one.cap_height);
        let centred = three.centred_at(Point::new(100.0, 50.0)).bounding_box();
        assert!((centred.center().x - 100.0).abs() < 2.0 && (centred.center().y - 50.0).abs() < 2.0, "{centred:?}");
    }

    #[test]
    fn chinese_and_korean_come_from_the_cjk_fonts() {
        for text in ["首夜", "첫날 밤"] {
            let line = text_line(text, 40.0);
            assert!(line.width > 60.0 && !line.path.elements().is_empty(), "{text}: {}", line.width);
        }
    }
}
