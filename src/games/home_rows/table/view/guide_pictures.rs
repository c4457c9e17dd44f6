//! The pictures Home Rows' guides show, in the table's colours and shapes: `die-<colour>-<1–6>`
//! (a die of that colour, its pips in the colour's shape, as thrown), `shape-<colour>` (the
//! colour's mark), `counter`, and `row-<colour>[-<squares>]`, a row of the board with its mark
//! and its five squares, each `_` (open) or a die on it (`r3`: a red three; `y`, `g`, `b` for the
//! others): `row-red-r3-b5-_-y2-r6`.

use bevy_egui::egui;

use super::{color32, paint_shape};
use crate::games::home_rows::rules::{COLORS, Color as HomeColor};
use crate::table::view::screens::guide_art::{look, paint_die};
use crate::table::view::screens::guide_page::GuidePicture;

/// A die's side, ems.
const DIE_EM: f32 = 2.2;
/// A row's height (a square's pitch), ems, and its mark's room at its start, in squares.
const ROW_EM: f32 = 2.1;
const MARK_ROOM: f32 = 1.1;
/// Squares in a row.
const SQUARES: usize = 5;
/// The counters' cream (the table's counter material).
const COUNTER: egui::Color32 = egui::Color32::from_rgb(237, 219, 168);
/// The board's cream, mixed into a row's colour for its band and its squares.
const CREAM: egui::Color32 = egui::Color32::from_rgb(245, 240, 224);

/// The picture called `name`, if Home Rows draws one.
pub(crate) fn picture(name: &str) -> Option<GuidePicture> {
    if name == "counter" {
        return Some(GuidePicture::new(1.3, 1.3, paint_counter));
    }
    if let Some(colour) = name.strip_prefix("shape-") {
        let colour = HomeColor::parse(colour)?;
        return Some(GuidePicture::new(1.3, 1.3, move |p, r| {
            paint_shape(p, r.center(), r.height().min(r.width()), colour)
        }));
    }
    if let Some(words) = name.strip_prefix("die-") {
        let (colour, value) = die_of(words.split_once('-')?)?;
        let look = look(colour.name())?;
        return Some(GuidePicture::new(DIE_EM, DIE_EM, move |p, r| paint_die(p, r, look, value)));
    }
    let mut parts = name.strip_prefix("row-")?.split('-');
    let home = HomeColor::parse(parts.next()?)?;
    let squares: Vec<&str> = parts.collect();
    let dice: Vec<Option<(HomeColor, u8)>> = match squares.len() {
        0 => vec![None; SQUARES],
        SQUARES => squares.iter().map(|s| square_of(s)).collect::<Option<_>>()?,
        _ => return None,
    };
    let width = (SQUARES as f32 + MARK_ROOM) * ROW_EM;
    Some(GuidePicture::new(width, ROW_EM, move |p, r| paint_row(p, r, home, &dice)))
}

/// A die from its colour's name and its value.
fn die_of((colour, value): (&str, &str)) -> Option<(HomeColor, u8)> {
    let value: u8 = value.parse().ok().filter(|v| (1..=6).contains(v))?;
    Some((HomeColor::parse(colour)?, value))
}

/// A square of a row's words: `_` open, or a die's colour initial and value (`r3`).
fn square_of(words: &str) -> Option<Option<(HomeColor, u8)>> {
    if words == "_" {
        return Some(None);
    }
    let (initial, value) = words.split_at_checked(1)?;
    let colour = COLORS.into_iter().find(|c| c.name().starts_with(initial))?;
    Some(Some(die_of((colour.name(), value))?))
}

/// `home`'s row filling `rect`: its band, its mark, its squares tinted in its colour with the
/// dice on them.
fn paint_row(painter: &egui::Painter, rect: egui::Rect, home: HomeColor, dice: &[Option<(HomeColor, u8)>]) {
    let unit = rect.height();
    let band = rect.shrink2(egui::vec2(0.0, unit * 0.04));
    painter.rect_filled(band, (unit * 0.16) as u8, color32(home).lerp_to_gamma(CREAM, 0.15));
    let mark = rect.left_center() + egui::vec2(unit * MARK_ROOM * 0.5, 0.0);
    painter.circle_filled(mark, unit * 0.4, CREAM);
    paint_shape(painter, mark, unit * 0.62, home);
    let edge = egui::Stroke::new((unit * 0.03).max(0.8), egui::Color32::from_rgb(70, 56, 44));
    for (k, die) in dice.iter().enumerate() {
        let centre = rect.left_center() + egui::vec2(unit * (MARK_ROOM + 0.5 + k as f32), 0.0);
        let square = egui::Rect::from_center_size(centre, egui::vec2(unit * 0.84, unit * 0.84));
        painter.rect(
            square,
            (unit * 0.08) as u8,
            color32(home).lerp_to_gamma(CREAM, 0.72),
            edge,
            egui::StrokeKind::Inside,
        );
        if let Some((colour, value)) = die
            && let Some(look) = look(colour.name())
        {
            paint_die(painter, square.shrink(unit * 0.02), look, *value);
        }
    }
}

/// A counter from the pot: a cream disc with a rim.
fn paint_counter(painter: &egui::Painter, rect: egui::Rect) {
    let r = rect.width().min(rect.height()) * 0.46;
    let edge = egui::Color32::from_rgb(120, 96, 52);
    painter.circle(rect.center(), r, COUNTER, egui::Stroke::new((r * 0.1).max(1.0), edge));
    painter.circle_stroke(rect.center(), r * 0.6, egui::Stroke::new((r * 0.06).max(0.6), edge.gamma_multiply(0.7)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_rows_and_marks_are_read_from_their_names_and_nothing_else() {
        assert_eq!(square_of("r3"), Some(Some((HomeColor::Red, 3))));
        assert_eq!(square_of("b6"), Some(Some((HomeColor::Blue, 6))));
        assert_eq!(square_of("_"), Some(None));
        for bad in ["x3", "r7", "r0", "r", ""] {
            assert_eq!(square_of(bad), None, "{bad}");
        }
        for good in ["die-red-1", "die-blue-6", "shape-green", "counter", "row-yellow", "row-red-r3-b5-_-y2-r6"] {
            assert!(picture(good).is_some(), "{good}");
        }
        for bad in ["die-purple-3", "die-red-7", "shape-black", "row-red-r3", "row-red-r3-b5-_-y2-r6-g1", "board"] {
            assert!(picture(bad).is_none(), "{bad}");
        }
    }
}
