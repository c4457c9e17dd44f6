//! The pictures Royal Casino's guides show, drawn in the board print's colours: `die-<1–6>` (a
//! die as thrown), and `row-<yellow|black>-<points>-<squares>[-on-<dice>]`, a row of the board
//! as printed (squares as the face files write them, `-` apart: `1`–`6`, `Y*`, `B*`, `G*`, `R*`;
//! the points circle at its end) with the dice already on it, from the left, and the square the
//! next die goes to lit (`row-yellow-40-Y*-Y*-Y*-on-5`). A row that no face could print, or dice that could not lie on
//! it, is no picture.

use bevy_egui::egui;

use super::board_print::{
    BLACK_BAND, GAIN_DISC, GAIN_RING, GAIN_TEXT, GILT, Ink, PAY_DISC, PAY_TEXT, PIP_INK, STAR_BLACK, STAR_GOLD,
    STAR_GREEN, STAR_RED, TILE_EDGE, TILE_FACE, YELLOW_BAND,
};
use crate::games::royal_casino::rules::{RowColor, RowSpec, Square};
use crate::table::dice::look::{DiceLook, pip_layout};
use crate::table::view::font_warmup::warmed_size;
use crate::table::view::screens::guide_art::{look, paint_die, paint_star};
use crate::table::view::screens::guide_page::GuidePicture;

/// A die's side, ems.
const DIE_EM: f32 = 2.2;
/// A row's height (a square's pitch), ems.
const ROW_EM: f32 = 2.1;
/// The light round the square a row's next die goes to.
const NEXT_SQUARE: egui::Color32 = egui::Color32::from_rgb(120, 230, 150);
/// The points circle's room at a row's end, in squares.
const CIRCLE_ROOM: f32 = 1.25;

/// The picture called `name`, if Royal Casino draws one.
pub(crate) fn picture(name: &str) -> Option<GuidePicture> {
    let ivory = look("ivory")?;
    if let Some(value) = name.strip_prefix("die-") {
        let value: u8 = value.parse().ok().filter(|v| (1..=6).contains(v))?;
        return Some(GuidePicture::new(DIE_EM, DIE_EM, move |p, r| paint_die(p, r, ivory, value)));
    }
    let (row, dice) = row_of(name.strip_prefix("row-")?)?;
    let width = (f32::from(row.len) + CIRCLE_ROOM) * ROW_EM;
    Some(GuidePicture::new(width, ROW_EM, move |p, r| paint_row(p, r, &row, &dice, ivory)))
}

/// A row and the dice on it from its words: `yellow-40-Y*-Y*-Y*-on-5`.
fn row_of(words: &str) -> Option<(RowSpec, Vec<u8>)> {
    let mut parts = words.split('-');
    let color = match parts.next()? {
        "yellow" => RowColor::Yellow,
        "black" => RowColor::Black,
        _ => return None,
    };
    let points: u32 = parts.next()?.parse().ok()?;
    let rest: Vec<&str> = parts.collect();
    let (squares, dice) = match rest.iter().position(|&p| p == "on") {
        Some(at) => (&rest[..at], &rest[at + 1..]),
        None => (&rest[..], &[][..]),
    };
    let row = RowSpec::parse(color, points, &squares.join(" ")).ok()?;
    let mut on = Vec::new();
    for die in dice {
        let value: u8 = die.parse().ok()?;
        // Only dice that could lie there, in that order; a full row is not one to explain.
        if !row.fits(&on, value) || on.len() + 1 >= usize::from(row.len) {
            return None;
        }
        on.push(value);
    }
    Some((row, on))
}

fn colour(ink: Ink) -> egui::Color32 {
    let c = ink.to_rgba8();
    egui::Color32::from_rgb(c.r, c.g, c.b)
}

/// `row` with `dice` on its first squares, filling `rect`: its band in its colour, its squares,
/// its points circle.
fn paint_row(painter: &egui::Painter, rect: egui::Rect, row: &RowSpec, dice: &[u8], die: &DiceLook) {
    let unit = rect.height();
    let (band, disc, ring, ink, sign) = match row.color {
        RowColor::Yellow => (YELLOW_BAND, GAIN_DISC, GAIN_RING, GAIN_TEXT, '+'),
        RowColor::Black => (BLACK_BAND, PAY_DISC, GILT, PAY_TEXT, '−'),
    };
    let band_rect = egui::Rect::from_min_max(
        rect.left_top() + egui::vec2(0.0, unit * 0.08),
        rect.right_bottom() - egui::vec2(unit * 0.3, unit * 0.08),
    );
    painter.rect_filled(band_rect, (unit * 0.42) as u8, colour(band));
    let edge = egui::Stroke::new((unit * 0.025).max(0.8), colour(TILE_EDGE));
    for (k, square) in row.squares().iter().enumerate() {
        let centre = rect.left_center() + egui::vec2(unit * (0.5 + k as f32), 0.0);
        let tile = egui::Rect::from_center_size(centre, egui::vec2(unit * 0.78, unit * 0.78));
        match dice.get(k) {
            Some(&value) => paint_die(painter, tile.expand(unit * 0.04), die, value),
            None => {
                painter.rect(tile, (unit * 0.1) as u8, colour(TILE_FACE), edge, egui::StrokeKind::Inside);
                paint_square(painter, tile, *square);
                if k == dice.len() && !dice.is_empty() {
                    // The square the next die goes to, lit as at the table.
                    let lit = egui::Stroke::new(unit * 0.06, NEXT_SQUARE);
                    painter.rect_stroke(tile.expand(unit * 0.03), (unit * 0.12) as u8, lit, egui::StrokeKind::Outside);
                }
            }
        }
    }
    let centre = rect.right_center() - egui::vec2(unit * CIRCLE_ROOM * 0.5, 0.0);
    let radius = unit * 0.47;
    painter.circle(centre, radius, colour(disc), egui::Stroke::new(unit * 0.05, colour(ring)));
    let words = format!("{sign}{}", row.points);
    let size = warmed_size(unit * if words.chars().count() > 3 { 0.3 } else { 0.36 });
    painter.text(centre, egui::Align2::CENTER_CENTER, words, egui::FontId::proportional(size), colour(ink));
}

/// A square's print: its pips, or its star.
fn paint_square(painter: &egui::Painter, tile: egui::Rect, square: Square) {
    let side = tile.width();
    let star = match square {
        Square::Pip(value) => {
            for &(x, y) in pip_layout(value) {
                let at = tile.center() + egui::vec2(x, y) * side * 0.26;
                painter.circle_filled(at, side * 0.09, colour(PIP_INK));
            }
            return;
        }
        Square::YellowStar => STAR_GOLD,
        Square::BlackStar => STAR_BLACK,
        Square::GreenStar => STAR_GREEN,
        Square::RedStar => STAR_RED,
    };
    let stroke = egui::Stroke::new((side * 0.025).max(0.6), colour(PIP_INK));
    paint_star(painter, tile.center(), side * 0.4, colour(star), stroke);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_dice_read_as_the_face_files_write_them_and_nothing_else() {
        let (row, dice) = row_of("yellow-40-Y*-Y*-Y*-on-5").unwrap();
        assert_eq!((row.color, row.points, row.len, dice), (RowColor::Yellow, 40, 3, vec![5]));
        let (row, _) = row_of("black-30-2-5").unwrap();
        assert_eq!((row.color, row.squares()), (RowColor::Black, &[Square::Pip(2), Square::Pip(5)][..]));
        assert!(row_of("yellow-80-G*-G*-G*-R*-R*-on-4-4-4-2").is_some());
        for bad in [
            "red-40-1",                            // no such colour
            "yellow-45-1",                         // points are multiples of 10
            "yellow-40-7",                         // no such square
            "yellow-40-1-2-3-4-5-6",               // six squares
            "yellow-40-Y*-Y*-on-5-4",              // a star row's dice are alike
            "yellow-40-1-2-on-2",                  // the first square needs a 1
            "yellow-40-1-2-on-1-2",                // a full row
            "yellow-80-G*-G*-G*-R*-R*-on-4-4-4-4", // the reds differ from the greens
        ] {
            assert!(row_of(bad).is_none(), "{bad}");
        }
        assert!(picture("die-6").is_some() && picture("die-0").is_none() && picture("die-7").is_none());
        assert!(picture("row-yellow-20-3").is_some() && picture("board").is_none());
    }
}
