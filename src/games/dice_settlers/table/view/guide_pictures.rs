//! The pictures Dice Settlers' guides show, as the table draws them: `symbol-<symbol>` (the mark
//! its dice carry, in the HUD's ink), `die-<colour>-<symbol>` (a die of that colour showing that
//! face: only a face the colour has, `assets/games/dice-settlers/dice.ron`), and
//! `tile-<terrain>-<high>-<low>` (a map tile in its terrain's colour with its star values, as the
//! map prints them: ★high/low).

use std::collections::HashMap;
use std::sync::OnceLock;

use bevy_egui::egui;

use super::symbol_icons::INK;
use super::terrain_rgb;
use crate::games::dice_settlers::content::{DieColor, Symbol, Terrain, content};
use crate::games::dice_settlers::table::dice_looks::{look_name, symbol_marks};
use crate::table::dice::look::Mark;
use crate::table::view::screens::guide_art::{look, mark_texture, paint_die, paint_words};
use crate::table::view::screens::guide_page::GuidePicture;

/// A die's side and a tile's height, ems.
const DIE_EM: f32 = 2.2;
const TILE_EM: f32 = 4.6;
/// The highest star value a tile prints.
const MOST_STARS: u8 = 20;

/// The picture called `name`, if Dice Settlers draws one.
pub(crate) fn picture(name: &str) -> Option<GuidePicture> {
    if let Some(symbol) = name.strip_prefix("symbol-") {
        let symbol = Symbol::parse(symbol)?;
        let marks = marks().get(&symbol)?;
        return Some(GuidePicture::new(1.0, 1.0, move |p, r| {
            let texture = mark_texture(p.ctx(), &format!("symbol-{}", symbol.name()), marks);
            let square = egui::Rect::from_center_size(r.center(), egui::Vec2::splat(r.width().min(r.height())));
            let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
            p.image(texture, square, uv, INK);
        }));
    }
    if let Some(words) = name.strip_prefix("die-") {
        let (colour, symbol) = words.split_once('-')?;
        let (colour, symbol) = (DieColor::parse(colour)?, Symbol::parse(symbol)?);
        let faces = &content().ok()?.dice.iter().find(|d| d.color == colour)?.faces;
        let value = faces.iter().position(|&s| s == symbol)? as u8 + 1;
        let look = look(&look_name(colour))?;
        return Some(GuidePicture::new(DIE_EM, DIE_EM, move |p, r| paint_die(p, r, look, value)));
    }
    let mut parts = name.strip_prefix("tile-")?.split('-');
    let terrain = Terrain::parse(parts.next()?)?;
    let high: u8 = parts.next()?.parse().ok()?;
    let low: u8 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || high > MOST_STARS || low > high {
        return None;
    }
    let width = TILE_EM * 3f32.sqrt() / 2.0;
    Some(GuidePicture::new(width, TILE_EM, move |p, r| paint_tile(p, r, terrain, high, low)))
}

/// Every symbol's marks (`dice-faces.ron`), read once.
fn marks() -> &'static HashMap<Symbol, Vec<Mark>> {
    static MARKS: OnceLock<HashMap<Symbol, Vec<Mark>>> = OnceLock::new();
    MARKS.get_or_init(|| symbol_marks().unwrap_or_default())
}

/// A pointy-topped tile of `terrain` filling `rect`, its rim darker, its star values on it.
fn paint_tile(painter: &egui::Painter, rect: egui::Rect, terrain: Terrain, high: u8, low: u8) {
    let radius = (rect.height() / 2.0).min(rect.width() / 3f32.sqrt()) * 0.96;
    let corners = |r: f32| -> Vec<egui::Pos2> {
        (0..6)
            .map(|k| {
                let a = std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::TAU / 6.0;
                rect.center() + r * egui::vec2(a.cos(), a.sin())
            })
            .collect()
    };
    let [r, g, b] = terrain_rgb(terrain);
    let fill = egui::Color32::from_rgb(r, g, b);
    let rim = egui::Color32::from_rgb(r / 2, g / 2, b / 2);
    painter.add(egui::Shape::convex_polygon(corners(radius), rim, egui::Stroke::NONE));
    painter.add(egui::Shape::convex_polygon(corners(radius * 0.9), fill, egui::Stroke::NONE));
    paint_pieces(painter, rect.center() + egui::vec2(0.0, radius * 0.35), radius, terrain);
    let words = format!("★{high}/{low}");
    paint_words(painter, rect.center() - egui::vec2(0.0, radius * 0.3), &words, radius * 0.42, INK);
}

/// Three of the pieces `terrain`'s tiles carry at the table (`terrain_pieces`), seen from the
/// side, in a row round `at`: firs, tufts, mounds, peaks or dunes, in the terrain's darker shade.
fn paint_pieces(painter: &egui::Painter, at: egui::Pos2, radius: f32, terrain: Terrain) {
    let (darker, width, height, round) = match terrain {
        Terrain::Grassland => (0.72, 0.12, 0.14, false),
        Terrain::Forest => (0.62, 0.2, 0.34, false),
        Terrain::Hills => (0.82, 0.26, 0.14, true),
        Terrain::Mountain => (0.75, 0.28, 0.3, false),
        Terrain::Desert => (0.9, 0.32, 0.1, true),
    };
    let [r, g, b] = terrain_rgb(terrain).map(|c| (f32::from(c) * darker) as u8);
    let (fill, (w, h)) = (egui::Color32::from_rgb(r, g, b), (width * radius, height * radius));
    let edge = egui::Stroke::new((radius * 0.02).max(0.6), egui::Color32::from_black_alpha(120));
    for k in [-1.0, 0.0, 1.0] {
        let base = at + egui::vec2(k * radius * 0.42, if k == 0.0 { h * 0.25 } else { 0.0 });
        let outline: Vec<egui::Pos2> = if round {
            // A half ellipse on its base: a mound or a dune.
            (0..=12)
                .map(|i| {
                    let a = std::f32::consts::PI * i as f32 / 12.0;
                    base + egui::vec2(-a.cos() * w / 2.0, -a.sin() * h)
                })
                .collect()
        } else {
            vec![base + egui::vec2(-w / 2.0, 0.0), base + egui::vec2(0.0, -h), base + egui::vec2(w / 2.0, 0.0)]
        };
        painter.add(egui::Shape::convex_polygon(outline, fill, edge));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_dice_faces_and_tiles_are_read_from_their_names_and_nothing_else() {
        for good in [
            "symbol-recruit",
            "symbol-gold",
            "die-white-navigator",
            "die-green-explore",
            "die-red-gold",
            "tile-forest-6-3",
            "tile-desert-4-4",
        ] {
            assert!(picture(good).is_some(), "{good}");
        }
        for bad in [
            "symbol-magic",
            "die-white-raid",
            "die-purple-gold",
            "die-green",
            "tile-swamp-6-3",
            "tile-forest-3-6",
            "tile-forest-6",
            "tile-forest-6-3-1",
            "tile",
        ] {
            assert!(picture(bad).is_none(), "{bad}");
        }
    }
}
