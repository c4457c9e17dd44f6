//! The pictures a plain-table game's guide may show, drawn with the table's default (ivory) dice:
//! `die-<1–6>`, one die, and `dice-<v>-<v>-…`, a row of up to eight (`dice-1-3-3-5-6`: a cup's
//! five). Any other name is not drawn (the guide's test fails on it).

use bevy_egui::egui;

use crate::table::view::screens::guide_art::{look, paint_die};
use crate::table::view::screens::guide_page::GuidePicture;

/// A die's side and the gap between two dice, ems.
const DIE_EM: f32 = 2.0;
const GAP_EM: f32 = 0.3;
/// The most dice in one picture.
const MOST_DICE: usize = 8;
/// The look of the dice drawn (`assets/dice/looks.ron`): the table's default.
const LOOK: &str = "ivory";

/// The picture called `name`, if the plain table draws one.
pub(crate) fn dice_picture(name: &str) -> Option<GuidePicture> {
    let faces = name.strip_prefix("dice-").or_else(|| name.strip_prefix("die-"))?;
    let values: Vec<u8> =
        faces.split('-').map(|v| v.parse().ok().filter(|v: &u8| (1..=6).contains(v))).collect::<Option<_>>()?;
    if values.is_empty() || values.len() > MOST_DICE || (name.starts_with("die-") && values.len() > 1) {
        return None;
    }
    let look = look(LOOK)?;
    let n = values.len() as f32;
    Some(GuidePicture::new(DIE_EM * n + GAP_EM * (n - 1.0), DIE_EM, move |painter, rect| {
        let side = rect.height().min(rect.width() / (n + GAP_EM / DIE_EM * (n - 1.0)));
        let gap = side * GAP_EM / DIE_EM;
        for (i, &value) in values.iter().enumerate() {
            let min = egui::pos2(rect.min.x + i as f32 * (side + gap), rect.center().y - side / 2.0);
            paint_die(painter, egui::Rect::from_min_size(min, egui::vec2(side, side)), look, value);
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::dice_picture;

    #[test]
    fn dice_rows_and_single_dice_are_drawn_and_nothing_else() {
        assert!(dice_picture("die-4").is_some() && dice_picture("dice-1-3-3-5-6").is_some());
        for bad in ["die-7", "dice-", "dice-1-x", "die-1-2", "cup", "dice-1-1-1-1-1-1-1-1-1"] {
            assert!(dice_picture(bad).is_none(), "{bad}");
        }
        let five = dice_picture("dice-1-3-3-5-6").unwrap();
        assert!(five.size_em.x > 4.0 * five.size_em.y, "a row: {:?}", five.size_em);
    }
}
