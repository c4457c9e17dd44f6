//! A guide page laid out by egui in the UI's style and fonts: the title and section headings
//! larger (the UI's heading size, the sections in brass), paragraphs that wrap, bold (struck
//! twice a pixel apart, a shade brighter: egui's fonts have no bold face) and italics, bullet and
//! numbered lists with hanging indents, keys as key caps, and the game's pictures, in a line of
//! text at its height or, alone in a paragraph, centred and larger. Sizes follow the UI's text
//! styles (each the nearest the font warm-up rasterises), and the UI scale (egui's zoom) scales
//! the page.

use bevy_egui::egui;

use crate::table::view::font_warmup::warmed_size;
use crate::table::view::hud::ui_style::{BRASS, IVORY, WALNUT};
use crate::table::view::screens::guide_page::{Block, Emphasis, GuideError, GuidePicture, Inline, Page};

/// Bold text's colour: a shade brighter than the body's ivory.
const STRONG: egui::Color32 = egui::Color32::from_rgb(255, 244, 222);
/// Section headings' colour: warm brass, lighter than the panel's edge.
const SECTION: egui::Color32 = egui::Color32::from_rgb(240, 200, 110);
/// A key cap's face.
const KEY_FACE: egui::Color32 = egui::Color32::from_rgb(78, 56, 38);
/// The page's body text against the UI's body style (a sofa's distance: larger than the HUD's).
const BODY_OF_STYLE: f32 = 1.2;
/// Headings against the UI's heading style: the title, a section, a sub-section.
const TITLE_OF_HEADING: f32 = 1.4;
const SECTION_OF_HEADING: f32 = 1.05;
/// A picture in a line of text: its height in ems.
const INLINE_PICTURE_EM: f32 = 1.3;

/// Text sizes of a page, points (before egui's zoom).
#[derive(Clone, Copy, Debug)]
struct Sizes {
    body: f32,
    heading: f32,
}

impl Sizes {
    fn of(style: &egui::Style) -> Sizes {
        let size = |s: egui::TextStyle, fallback: f32| style.text_styles.get(&s).map_or(fallback, |f| f.size);
        Sizes {
            body: warmed_size(size(egui::TextStyle::Body, 16.0) * BODY_OF_STYLE),
            heading: size(egui::TextStyle::Heading, 22.0),
        }
    }
}

/// Lay out `page` in `ui`, top to bottom.
pub(crate) fn page_ui(ui: &mut egui::Ui, page: &Page) {
    let sizes = Sizes::of(ui.style());
    ui.spacing_mut().item_spacing.y = 0.0;
    blocks_ui(ui, &page.blocks, sizes);
}

fn blocks_ui(ui: &mut egui::Ui, blocks: &[Block], sizes: Sizes) {
    for block in blocks {
        match block {
            Block::Heading(level, line) => heading_ui(ui, *level, line, sizes),
            Block::Paragraph(line) => paragraph_ui(ui, line, sizes),
            Block::List { first, items } => list_ui(ui, *first, items, sizes),
        }
    }
}

fn heading_ui(ui: &mut egui::Ui, level: u8, line: &[Inline], sizes: Sizes) {
    let (size, colour, above) = match level {
        1 => (sizes.heading * TITLE_OF_HEADING, IVORY, 0.0),
        2 => (sizes.heading * SECTION_OF_HEADING, SECTION, sizes.body * 0.9),
        _ => (sizes.body * 1.05, SECTION, sizes.body * 0.5),
    };
    let size = warmed_size(size);
    ui.add_space(above);
    let bold = Emphasis { strong: true, italic: false };
    let top = ui.cursor().top();
    line_ui(ui, line, size, colour, bold);
    if level == 2 {
        // A brass rule under a section's heading: where one section ends and the next begins.
        let y = ui.cursor().top() + 2.0;
        let x = ui.max_rect().x_range().shrink(1.0);
        ui.painter().hline(x, y, egui::Stroke::new(1.0, BRASS.gamma_multiply(0.45)));
        ui.add_space(5.0);
    } else {
        ui.add_space(((ui.cursor().top() - top) * 0.15).max(2.0));
    }
}

fn paragraph_ui(ui: &mut egui::Ui, line: &[Inline], sizes: Sizes) {
    let picture = |i: &Inline| matches!(i, Inline::Picture { .. });
    let blank = |i: &Inline| matches!(i, Inline::Text(t, _) if t.trim().is_empty());
    // Pictures alone (the spaces between them aside) stand as a row of their own.
    if line.iter().any(picture) && line.iter().all(|i| picture(i) || blank(i)) {
        pictures_ui(ui, line, sizes);
    } else {
        line_ui(ui, line, sizes.body, IVORY, Emphasis::default());
    }
    ui.add_space(sizes.body * 0.4);
}

/// A line of text (wrapping), keys and pictures, at `size` in `colour`, every run also set as
/// `base` says (a heading's text is bold).
fn line_ui(ui: &mut egui::Ui, line: &[Inline], size: f32, colour: egui::Color32, base: Emphasis) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(0.0, size * 0.18);
        for inline in line {
            match inline {
                Inline::Text(text, e) => {
                    let e = Emphasis { strong: e.strong || base.strong, italic: e.italic || base.italic };
                    text_ui(ui, text, size, colour, e);
                }
                Inline::Key(key) => key_ui(ui, key, size),
                Inline::Picture { alt, picture, .. } => {
                    let h = size * INLINE_PICTURE_EM;
                    let w = h * picture.size_em.x / picture.size_em.y;
                    let (rect, response) = ui.allocate_exact_size(egui::vec2(w, h), egui::Sense::hover());
                    paint_picture(ui, picture, rect, alt, response);
                }
                Inline::Break => ui.end_row(),
            }
        }
    });
}

/// A run of text; bold is struck twice, a pixel apart, a shade brighter.
fn text_ui(ui: &mut egui::Ui, text: &str, size: f32, colour: egui::Color32, e: Emphasis) {
    let colour = if e.strong && colour == IVORY { STRONG } else { colour };
    let mut rich = egui::RichText::new(text).size(size).color(colour);
    if e.italic {
        rich = rich.italics();
    }
    let (at, galley, response) = egui::Label::new(rich).selectable(false).layout_in_ui(ui);
    if ui.is_rect_visible(response.rect) {
        if e.strong {
            let pixel = 1.0 / ui.ctx().pixels_per_point();
            ui.painter().galley(at + egui::vec2(pixel.max(size * 0.035), 0.0), galley.clone(), colour);
        }
        ui.painter().galley(at, galley, colour);
    }
}

/// A key to press, as a key cap.
fn key_ui(ui: &mut egui::Ui, key: &str, size: f32) {
    let font = egui::FontId::proportional(warmed_size(size * 0.85));
    let galley = ui.painter().layout_no_wrap(key.to_string(), font, STRONG);
    let pad = egui::vec2(size * 0.3, size * 0.08);
    let (rect, _) =
        ui.allocate_exact_size(galley.size() + 2.0 * pad + egui::vec2(size * 0.2, 0.0), egui::Sense::hover());
    let cap = rect.shrink2(egui::vec2(size * 0.1, 0.0));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        painter.rect(cap, 4, KEY_FACE, egui::Stroke::new(1.0, BRASS.gamma_multiply(0.8)), egui::StrokeKind::Inside);
        painter.hline(cap.x_range().shrink(3.0), cap.bottom() - 1.5, egui::Stroke::new(1.5, WALNUT));
        painter.galley(cap.center() - galley.size() / 2.0, galley, STRONG);
    }
}

/// Pictures alone in a paragraph: in a row, centred, at their own size (smaller if the row is
/// wider than the page).
fn pictures_ui(ui: &mut egui::Ui, line: &[Inline], sizes: Sizes) {
    let pictures: Vec<(&str, &str, &GuidePicture)> = line
        .iter()
        .filter_map(|i| match i {
            Inline::Picture { name, alt, picture } => Some((name.as_str(), alt.as_str(), picture)),
            _ => None,
        })
        .collect();
    let gap = sizes.body * 0.6;
    let natural: Vec<egui::Vec2> = pictures.iter().map(|(_, _, p)| p.size_em * sizes.body).collect();
    let width: f32 = natural.iter().map(|s| s.x).sum::<f32>() + gap * (natural.len() - 1) as f32;
    let room = ui.available_width();
    let scale = (room / width).min(1.0);
    let height = natural.iter().map(|s| s.y).fold(0.0, f32::max) * scale;
    ui.add_space(sizes.body * 0.15);
    let (row, row_response) = ui.allocate_exact_size(egui::vec2(room, height), egui::Sense::hover());
    let row_id = row_response.id;
    let mut x = row.center().x - width * scale / 2.0;
    for (k, ((name, alt, picture), size)) in pictures.iter().zip(&natural).enumerate() {
        let rect = egui::Rect::from_min_size(egui::pos2(x, row.center().y - size.y * scale / 2.0), *size * scale);
        let response = ui.interact(rect, row_id.with((name, k)), egui::Sense::hover());
        paint_picture(ui, picture, rect, alt, response);
        x += (size.x + gap) * scale;
    }
}

fn paint_picture(ui: &egui::Ui, picture: &GuidePicture, rect: egui::Rect, alt: &str, response: egui::Response) {
    if ui.is_rect_visible(rect) {
        (picture.paint)(ui.painter(), rect);
    }
    if !alt.is_empty() {
        response.on_hover_text(alt);
    }
}

/// A list's items, each with its bullet or number in a gutter and its blocks indented beside it.
fn list_ui(ui: &mut egui::Ui, first: Option<u64>, items: &[Vec<Block>], sizes: Sizes) {
    let gutter = sizes.body * if first.is_some() { 1.7 } else { 1.3 };
    for (k, item) in items.iter().enumerate() {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            let (mark, _) = ui.allocate_exact_size(egui::vec2(gutter, sizes.body), egui::Sense::hover());
            let font = egui::FontId::proportional(sizes.body);
            let ink = BRASS.lerp_to_gamma(IVORY, 0.3);
            match first {
                Some(n) => {
                    let number = format!("{}.", n + k as u64);
                    let at = mark.right_top() - egui::vec2(sizes.body * 0.45, 0.0);
                    ui.painter().text(at, egui::Align2::RIGHT_TOP, number, font, ink);
                }
                None => {
                    let at = mark.left_top() + egui::vec2(gutter * 0.4, 0.0);
                    ui.painter().text(at, egui::Align2::CENTER_TOP, "•", font, ink);
                }
            }
            ui.vertical(|ui| {
                ui.spacing_mut().item_spacing.y = 0.0;
                blocks_ui(ui, item, sizes);
            });
        });
    }
}

/// The guide's page size (points) on a screen of `screen` (points): a column a sofa reads (at
/// most 700 wide), as high as the screen leaves room for, with the window's title and edges.
pub(crate) fn guide_size(screen: egui::Rect) -> egui::Vec2 {
    egui::vec2((screen.width() - 48.0).clamp(200.0, 700.0), (screen.height() - 110.0).clamp(160.0, 600.0))
}

/// The guide's window: `page` (or why it cannot be shown) in a scrolling column, as wide and
/// high as the screen allows; `from_top` scrolls it back to its top (it was just opened).
pub(crate) fn guide_window(
    ctx: &egui::Context,
    title: &str,
    page: Result<&Page, &GuideError>,
    open: &mut bool,
    from_top: bool,
) {
    // Opaque, unlike the HUD's panels: a page is read, the table need not show through.
    let frame = egui::Frame::window(&ctx.global_style()).fill(WALNUT);
    egui::Window::new(title)
        .id(egui::Id::new("help"))
        .frame(frame)
        .open(open)
        .fixed_size(guide_size(ctx.content_rect()))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .show(ctx, |ui| {
            let mut scroll = egui::ScrollArea::vertical().id_salt("guide page").auto_shrink(false);
            // The guide opens at its top every time (not where it was last left).
            if from_top {
                scroll = scroll.vertical_scroll_offset(0.0);
            }
            scroll.show(ui, |ui| match page {
                Ok(page) => page_ui(ui, page),
                Err(e) => {
                    let words = crate::t!("help-unreadable", problem = e.to_string());
                    ui.label(egui::RichText::new(words).color(egui::Color32::from_rgb(255, 140, 120)));
                }
            });
        });
}

#[cfg(test)]
#[path = "guide_view_tests.rs"]
mod tests;
