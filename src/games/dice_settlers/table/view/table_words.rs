//! Dice Settlers' words on the table, drawn over the 3D scene where their things are: each tile's
//! printed line (its number, then what it gives: its symbol and resources as the dice's icons)
//! and its star values (where they cover no piece), each pool die's number, and each seat's name
//! and points before its mat.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::map::MapRoot;
use super::piece_places::pieces_on;
use super::pool::PoolDie;
use super::star_spot::{piece_boxes, star_spot};
use super::symbol_icons::{SymbolIcons, resource_symbol};
use super::{HEX_R_M, hex_offset};
use crate::games::dice_settlers::content::{Bonus, Factory, Symbol};
use crate::games::dice_settlers::table::{SettlersMatch, bonus_words};
use crate::t;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::view::hud::hud_layout::{HudRegions, into_view, table_painter, table_to_ui};
use crate::table::view::hud::ui_style::paint_seat_mark;
use crate::table::view::seat_color32;
use crate::table::view::tabletop::camera::TableCamera;
use crate::table::view::tabletop::plate_spread::spread_apart;
use crate::table::view::tabletop::seating::plate_point;

/// Text with a dark shadow, readable on every terrain and mat; returns its width.
fn text(painter: &egui::Painter, at: egui::Pos2, s: &str, size: f32, colour: egui::Color32) -> f32 {
    let font = egui::FontId::proportional(size);
    painter.text(
        at + egui::vec2(1.2, 1.2),
        egui::Align2::CENTER_CENTER,
        s,
        font.clone(),
        egui::Color32::from_black_alpha(230),
    );
    painter.text(at, egui::Align2::CENTER_CENTER, s, font, colour).width()
}

/// A piece of a tile's printed line: words, or a symbol's icon.
enum Piece {
    Words(String),
    Icon(Symbol),
}

/// `pieces` in a row centred on `at`, words shadowed, icons in the HUD's ink, `size` high;
/// returns the row's rectangle.
fn print_line(
    painter: &egui::Painter,
    icons: &mut SymbolIcons,
    at: egui::Pos2,
    pieces: &[Piece],
    size: f32,
) -> egui::Rect {
    let gap = size * 0.25;
    let width_of = |piece: &Piece| match piece {
        Piece::Words(w) => {
            painter.layout_no_wrap(w.clone(), egui::FontId::proportional(size), egui::Color32::WHITE).size().x
        }
        Piece::Icon(_) => size,
    };
    let widths: Vec<f32> = pieces.iter().map(width_of).collect();
    let whole = widths.iter().sum::<f32>() + gap * widths.len().saturating_sub(1) as f32;
    let mut x = at.x - whole / 2.0;
    for (piece, w) in pieces.iter().zip(widths) {
        let middle = egui::pos2(x + w / 2.0, at.y);
        match piece {
            Piece::Words(words) => {
                text(painter, middle, words, size, egui::Color32::WHITE);
            }
            Piece::Icon(symbol) => {
                let rect = egui::Rect::from_center_size(middle, egui::vec2(size, size));
                let id = icons.texture(painter.ctx(), *symbol);
                let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
                painter.image(id, rect.translate(egui::vec2(1.2, 1.2)), uv, egui::Color32::from_black_alpha(230));
                painter.image(id, rect, uv, super::symbol_icons::INK);
            }
        }
        x += w + gap;
    }
    egui::Rect::from_center_size(at, egui::vec2(whole, size))
}

pub(super) fn table_words(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    regions: Res<HudRegions>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
    pool: Query<(&PoolDie, &GlobalTransform)>,
    mut icons: ResMut<SymbolIcons>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, eye)) = cameras.single() else { return Ok(()) };
    let zoom = ctx.zoom_factor();
    let screen = |p: Vec3| table_to_ui(camera, eye, zoom, p);
    let painter = table_painter(ctx, &regions, "ds words");
    let origin = roots.single().map_or(Vec3::ZERO, |g| g.translation());
    let c = m.state.content();
    // The words grow with the tiles on screen (a size the font warm-up has laid out).
    let warmed = |px: f32, lo: f32, hi: f32| {
        let want = px.clamp(lo, hi);
        crate::table::view::font_warmup::UI_TEXT_SIZES.iter().copied().filter(|&s| s <= want).fold(lo, f32::max)
    };
    let n = m.config.seats.len();
    for p in m.state.map() {
        let t = c.tile(p.no);
        let centre = origin + hex_offset(p.at) + Vec3::Y * super::TILE_H_M;
        let r_px = screen(centre).zip(screen(centre + Vec3::X * HEX_R_M)).map_or(40.0, |(a, b)| a.distance(b));
        let (star_size, line_size) = (warmed(0.26 * r_px, 14.0, 24.0), warmed(0.19 * r_px, 12.0, 18.0));
        // The tile's number, then what it gives: its symbol and resources as their icons.
        let mut line = vec![Piece::Words(p.no.to_string())];
        let bonus = bonus_words(c, t.bonus, p.no);
        if !bonus.is_empty() && m.state.phase() == crate::games::dice_settlers::rules::Phase::Draft {
            line.extend(match t.bonus {
                Bonus::Resource(r) => vec![Piece::Words("+".into()), Piece::Icon(resource_symbol(r))],
                _ => vec![Piece::Words(format!("+{bonus}"))],
            });
        }
        line.extend(t.symbol.map(Piece::Icon));
        match t.factory {
            Some(Factory::Resource(r)) => line.extend([Piece::Words("⚙2".into()), Piece::Icon(resource_symbol(r))]),
            Some(Factory::Points(n)) => line.push(Piece::Words(t!("ds-map-factory-points", n = n))),
            None => {}
        }
        if t.lasting {
            line.push(Piece::Words(t!("ds-map-extra-die")));
        }
        let mut obstacles = piece_boxes(&pieces_on(p, n), centre, &screen);
        if let Some(at) = screen(centre + Vec3::Z * HEX_R_M * 0.66) {
            obstacles.push(print_line(&painter, &mut icons, at, &line, line_size));
        }
        // The star values where they cover no piece (nor the line).
        let stars = format!("★{}/{}", t.high, t.low);
        let font = egui::FontId::proportional(star_size);
        let size = painter.layout_no_wrap(stars.clone(), font, egui::Color32::WHITE).size();
        if let Some(at) = star_spot(centre, size, &obstacles, &screen) {
            text(&painter, at, &stars, star_size, egui::Color32::from_rgb(255, 236, 160));
        }
    }
    // Each rolled die of the pool carries its number, as the action bar names it ("die 2").
    for (die, place) in &pool {
        if let (Some(i), Some(at)) = (die.0, screen(place.translation().with_y(0.0) + Vec3::Z * DIE_SIZE_M * 0.9)) {
            text(&painter, at, &(i + 1).to_string(), 18.0, egui::Color32::WHITE);
        }
    }
    paint_plates(&painter, &m, &regions, &screen);
    Ok(())
}

/// Each seat's plate (its mark, name and points) at its place: all laid out first, then parted
/// where two would overlap (far seats side by side at a sofa's UI scale), then painted.
fn paint_plates(
    painter: &egui::Painter,
    m: &SettlersMatch,
    regions: &HudRegions,
    screen: &dyn Fn(Vec3) -> Option<egui::Pos2>,
) {
    let (n, totals) = (m.config.seats.len(), m.state.totals());
    let mut plates = Vec::new();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let Some(at) = screen(plate_point(seat, n)) else { continue };
        let turn = if seat == m.state.current() && !m.state.is_over() { "▶ " } else { "" };
        let line = t!("ds-plate", name = format!("{turn}{}", config.name), points = t!("ds-points", n = totals[seat]));
        let size = painter.layout_no_wrap(line.clone(), egui::FontId::proportional(18.0), egui::Color32::WHITE).size();
        // The mark stands left of the words: the whole plate is the words and the mark.
        let whole = egui::Rect::from_center_size(at - egui::vec2(14.0, 0.0), size + egui::vec2(36.0, 4.0));
        plates.push((config, line, whole.translate(into_view(regions, at, whole))));
    }
    let mut rects: Vec<egui::Rect> = plates.iter().map(|p| p.2).collect();
    spread_apart(&mut rects);
    for ((config, line, _), rect) in plates.into_iter().zip(rects) {
        let rect = rect.translate(into_view(regions, rect.center(), rect));
        let at = rect.center() + egui::vec2(14.0, 0.0);
        let width = text(painter, at, &line, 18.0, seat_color32(config).lerp_to_gamma(egui::Color32::WHITE, 0.35));
        paint_seat_mark(painter, at - egui::vec2(width / 2.0 + 14.0, 0.0), 18.0, config.color);
    }
}
