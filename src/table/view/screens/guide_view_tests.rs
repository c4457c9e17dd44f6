//! The guide laid out by egui headless (no window, no renderer), with the UI's fonts and style as
//! the help shows it: every guide of every game in every language, at UI scales 0.75–1.5 on a
//! 16:9 and a 4:3 screen. No raw markup is left in what it draws, every word of the page is
//! drawn, nothing runs out of the column, every picture draws within its place, and the window
//! fits the screen and opens at its top.

use bevy_egui::egui;

use super::{guide_size, guide_window, page_ui};
use crate::i18n::Language;
use crate::table::view::fonts;
use crate::table::view::hud::ui_style;
use crate::table::view::screens::guide_page::Page;
use crate::table::view::screens::guides;

/// Window sizes (pixels) and UI scales the page must read at.
const SCREENS: [(f32, f32); 2] = [(1280.0, 720.0), (1024.0, 768.0)];
const SCALES: [f32; 4] = [0.75, 1.0, 1.25, 1.5];
/// Room the page leaves beside it for the window's edges and the scroll bar, points.
const SCROLL_ROOM: f32 = 16.0;
/// Markup that must never reach the screen as text.
const RAW_MARKUP: [&str; 7] = ["**", "__", "![", "](", "`", "picture:", "<"];

/// A run of text drawn, and where.
struct Drawn {
    text: String,
    rect: egui::Rect,
}

/// The points a screen of `pixels` offers at UI scale `scale` (the zoom the UI style applies).
fn screen_points((w, h): (f32, f32), scale: f32) -> egui::Vec2 {
    let zoom = h / 720.0 * scale;
    egui::vec2(w / zoom, h / zoom)
}

fn context(language: Language) -> egui::Context {
    let ctx = egui::Context::default();
    ctx.set_fonts(fonts::definitions(language));
    ctx.all_styles_mut(ui_style::table_style);
    ctx
}

fn input(size: egui::Vec2, time: f64, events: Vec<egui::Event>) -> egui::RawInput {
    let screen_rect = Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size));
    egui::RawInput { screen_rect, time: Some(time), events, ..Default::default() }
}

/// One frame of `ctx` with `input`: what it drew (its textures, never uploaded, let go).
fn frame(ctx: &egui::Context, input: egui::RawInput, ui: impl FnMut(&mut egui::Ui)) -> Vec<egui::Shape> {
    let mut output = ctx.run_ui(input, ui);
    output.textures_delta.clear();
    output.shapes.into_iter().map(|s| s.shape).collect()
}

/// Every text shape among `shapes`, nested ones too.
fn texts_of(shapes: impl IntoIterator<Item = egui::Shape>, out: &mut Vec<Drawn>) {
    for shape in shapes {
        match shape {
            egui::Shape::Text(t) => {
                out.push(Drawn { text: t.galley.text().to_string(), rect: t.visual_bounding_rect() })
            }
            egui::Shape::Vec(v) => texts_of(v, out),
            _ => {}
        }
    }
}

/// `page` laid out in a column `width` points wide and as tall as it needs (so all of it is
/// drawn), in `language`'s fonts: the column, every text drawn, and every shape's extent.
fn lay_out(page: &Page, language: Language, width: f32) -> (egui::Rect, Vec<Drawn>, Vec<egui::Rect>) {
    let ctx = context(language);
    let mut column = egui::Rect::NOTHING;
    let mut shapes = Vec::new();
    // The second frame: the fonts are in place from the first.
    for pass in 0..2 {
        shapes = frame(&ctx, input(egui::vec2(width, 40_000.0), f64::from(pass), Vec::new()), |ui| {
            column = ui.max_rect();
            page_ui(ui, page);
        });
    }
    let extents = shapes.iter().map(egui::Shape::visual_bounding_rect).filter(|r| r.is_positive()).collect();
    let mut drawn = Vec::new();
    texts_of(shapes, &mut drawn);
    (column, drawn, extents)
}

/// What in one drawn text is markup left raw.
fn raw_markup(text: &str) -> Option<String> {
    if let Some(raw) = RAW_MARKUP.iter().find(|m| text.contains(*m)) {
        return Some(format!("`{raw}`"));
    }
    let line = text.lines().map(str::trim_start).find(|l| {
        let numbered = l.split_once(". ").is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        l.starts_with('#') || l.starts_with("- ") || l.starts_with("* ") || l.starts_with("+ ") || numbered
    })?;
    Some(format!("a line starting `{}`", line.chars().take(3).collect::<String>()))
}

#[test]
fn every_guide_renders_in_every_language_and_scale_with_no_raw_markup_left() {
    for game in crate::registry::all() {
        for language in Language::ALL {
            let page =
                guides::page(game.id, language).unwrap_or_else(|e| panic!("{} {}: {e}", game.name, language.code()));
            let mut widths: Vec<f32> = SCREENS
                .iter()
                .flat_map(|&s| SCALES.map(|k| screen_points(s, k)))
                .map(|p| guide_size(egui::Rect::from_min_size(egui::Pos2::ZERO, p)).x - SCROLL_ROOM)
                .collect();
            widths.sort_by(f32::total_cmp);
            widths.dedup_by(|a, b| (*a - *b).abs() < 1.0);
            for width in widths {
                let name = format!("{}'s {} guide at {width:.0} points", game.name, language.code());
                let (column, drawn, extents) = lay_out(&page, language, width);
                for d in &drawn {
                    if let Some(raw) = raw_markup(&d.text) {
                        panic!("{name}: {raw} left in the text drawn: {:?}", d.text);
                    }
                }
                for text in page.texts().into_iter().filter(|t| !t.trim().is_empty()) {
                    assert!(drawn.iter().any(|d| d.text == text), "{name}: {text:?} is not drawn");
                }
                for rect in &extents {
                    assert!(
                        rect.min.x >= column.min.x - 1.0 && rect.max.x <= column.max.x + 1.0,
                        "{name}: something drawn at {rect:?} runs out of the column {column:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_picture_a_guide_shows_is_drawn_within_its_place() {
    let ctx = context(Language::English);
    for game in crate::registry::all() {
        for language in Language::ALL {
            let page = guides::page(game.id, language).expect("a guide that reads");
            assert!(page.pictures().len() >= 3, "{}'s {} guide: pictures where they help", game.name, language.code());
            for (name, picture) in page.pictures() {
                let place = egui::Rect::from_min_size(egui::pos2(50.0, 50.0), picture.size_em * 19.0);
                let drawn = frame(&ctx, input(egui::vec2(800.0, 600.0), 0.0, Vec::new()), |ui| {
                    (picture.paint)(ui.painter(), place);
                });
                let shapes: Vec<egui::Rect> = drawn.iter().map(egui::Shape::visual_bounding_rect).collect();
                assert!(!shapes.is_empty(), "{}: `{name}` draws nothing", game.name);
                for rect in shapes.iter().filter(|r| r.is_positive()) {
                    assert!(
                        place.expand(2.0).contains_rect(*rect),
                        "{}: `{name}` draws {rect:?} outside {place:?}",
                        game.name
                    );
                }
            }
        }
    }
}

/// The window's frames from opening: shown `frames` times, pointed at and scrolled by `wheel`
/// points in the middle frame; the title's top in the last frame, and the window's rectangle.
fn title_top(ctx: &egui::Context, page: &Page, screen: egui::Vec2, from: f64, wheel: f32) -> (f32, egui::Rect) {
    let mut title = f32::NAN;
    for pass in 0..8 {
        let time = from + f64::from(pass) * 0.25;
        let events = if pass == 4 && wheel != 0.0 {
            vec![
                egui::Event::PointerMoved((screen / 2.0).to_pos2()),
                egui::Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta: egui::vec2(0.0, -wheel),
                    phase: egui::TouchPhase::Move,
                    modifiers: egui::Modifiers::NONE,
                },
            ]
        } else {
            Vec::new()
        };
        let shapes = frame(ctx, input(screen, time, events), |ui| {
            guide_window(ui.ctx(), "How to play", Ok(page), &mut true, pass == 0);
        });
        let mut drawn = Vec::new();
        texts_of(shapes, &mut drawn);
        let first = page.texts()[0];
        title = drawn.iter().find(|d| d.text == first).map_or(f32::NAN, |d| d.rect.top());
    }
    let window = ctx.memory(|m| m.area_rect(egui::Id::new("help"))).expect("the guide's window");
    (title, window)
}

#[test]
fn the_guide_window_fits_the_screen_and_opens_at_its_top_after_being_scrolled() {
    let game = crate::registry::first();
    for &screen in &SCREENS {
        for scale in SCALES {
            let points = screen_points(screen, scale);
            let ctx = context(Language::English);
            let page = guides::page(game.id, Language::English).expect("a guide that reads");
            let (top, window) = title_top(&ctx, &page, points, 0.0, 0.0);
            let on_screen = egui::Rect::from_min_size(egui::Pos2::ZERO, points);
            assert!(on_screen.contains_rect(window), "the window {window:?} runs off the screen {points:?}");
            let (scrolled, _) = title_top(&ctx, &page, points, 10.0, 400.0);
            assert!(scrolled.is_nan() || scrolled < top - 100.0, "scrolling moved the title from {top} to {scrolled}");
            // Closed, then opened again: at its top.
            frame(&ctx, input(points, 20.0, Vec::new()), |ui| {
                guide_window(ui.ctx(), "How to play", Ok(&page), &mut false, false);
            });
            let (reopened, _) = title_top(&ctx, &page, points, 30.0, 0.0);
            assert!((reopened - top).abs() < 0.5, "reopened with its title at {reopened}, not at the top {top}");
        }
    }
}

/// A page of test pictures (`box`, 3 × 2 ems) that note where they were drawn.
fn noting_page(markdown: &str) -> (Page, std::sync::Arc<std::sync::Mutex<Vec<egui::Rect>>>) {
    let drawn = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let note = drawn.clone();
    let pictures = move |name: &str| {
        let note = note.clone();
        (name == "box").then(|| {
            crate::table::view::screens::guide_page::GuidePicture::new(3.0, 2.0, move |_, rect| {
                note.lock().unwrap().push(rect)
            })
        })
    };
    (crate::table::view::screens::guide_page::read_page(markdown, &pictures).expect("a page"), drawn)
}

#[test]
fn pictures_alone_stand_centred_at_their_size_and_in_a_line_at_its_height() {
    let width = 600.0;
    let (page, drawn) =
        noting_page("# T\n\n![one](picture:box) ![two](picture:box)\n\nA ![three](picture:box) in a line.\n");
    let (column, _, _) = lay_out(&page, Language::English, width);
    let body = super::Sizes::of(&context(Language::English).global_style()).body;
    let rects = drawn.lock().unwrap().clone();
    let [one, two, three] = rects[rects.len() - 3..] else { panic!("{rects:?}") };
    for rect in [one, two] {
        assert!((rect.width() - 3.0 * body).abs() < 0.5 && (rect.height() - 2.0 * body).abs() < 0.5, "{rect:?}");
    }
    assert!((one.center().y - two.center().y).abs() < 0.5, "side by side: {one:?} {two:?}");
    let middle = (one.left() + two.right()) / 2.0;
    assert!((middle - column.center().x).abs() < 1.0, "centred: {middle} in {column:?}");
    assert!((three.height() - super::INLINE_PICTURE_EM * body).abs() < 0.5, "the line's height: {three:?}");
    assert!(three.top() > one.bottom(), "the line comes after the row");
}
