//! The side column's rooms, top to bottom: the game's status, a caption (banner, refusal,
//! warning), the log, then at its foot the hint's box over the lesson's. Each keeps what it
//! needs within what the others must keep: the log its eight lines (four beside a box), the
//! status its least (it scrolls within it).

use bevy_egui::egui;

use super::hud_layout::{GAP_PT, HudNeeds, HudRegions};

/// The room kept for a caption (or banner, refusal, warning) between the status and the log: its
/// share of the side column's height, and its most, points, when no caption needs more.
const CAPTION_SHARE: f32 = 0.16;
const CAPTION_MAX_PT: f32 = 100.0;
/// The most of the side column a long caption may take (its sentence stays whole; the log under
/// it keeps the rest).
pub(crate) const CAPTION_MOST_SHARE: f32 = 0.5;
/// The log's height for its title and eight lines (14-point lines with their spacing, the frame's
/// margins), points: a sofa reads that much of the story at every UI scale, whatever the status
/// and the caption above it take.
pub(crate) const LOG_EIGHT_LINES_PT: f32 = 24.0 + 8.0 * 19.0 + 20.0;
/// The least the status keeps (it scrolls within it), points.
pub(crate) const STATUS_LEAST_PT: f32 = 60.0;
/// The log's height for its title and four lines: what it keeps beside the hint's or the
/// lesson's box (the person reads the box), points.
const LOG_FOUR_LINES_PT: f32 = 24.0 + 4.0 * 19.0 + 20.0;

/// What the side column keeps under the status and the caption: the log's eight lines, or its
/// four and the hint's and the lesson's boxes when one shows.
pub(crate) fn log_least(regions: &HudRegions, needs: &HudNeeds) -> f32 {
    let foot = lesson_room(regions, needs) + hint_room(regions, needs);
    if foot > 0.0 { LOG_FOUR_LINES_PT + foot } else { LOG_EIGHT_LINES_PT }
}

/// Where a caption goes: the side column under the status, as tall as the caption shown needs
/// (up to what leaves the status its least and the log its eight lines).
pub(crate) fn caption_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    let side = regions.side.shrink(GAP_PT);
    let top = (side.min.y + needs.status + GAP_PT).min(side.max.y - 60.0);
    let kept = (side.height() * CAPTION_SHARE).min(CAPTION_MAX_PT);
    let most = (side.height() * CAPTION_MOST_SHARE)
        .min(side.height() - log_least(regions, needs) - STATUS_LEAST_PT - 3.0 * GAP_PT);
    let height = kept.max(needs.caption.min(most));
    egui::Rect::from_min_size(egui::pos2(side.min.x, top), egui::vec2(side.width(), height))
}

/// Where the log goes: the side column under the caption's room, over the hint's and the lesson's
/// boxes (the log gives them their room: the person follows the prompt and the boxes).
pub(crate) fn log_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    let side = regions.side.shrink(GAP_PT);
    let top = (caption_rect(regions, needs).max.y + GAP_PT).min(side.max.y - 40.0);
    let bottom = (side.max.y - lesson_room(regions, needs) - hint_room(regions, needs)).max(top + 40.0);
    egui::Rect::from_min_max(egui::pos2(side.min.x, top), egui::pos2(side.max.x, bottom))
}

/// The most of the side column the lesson's box takes.
const LESSON_MOST_SHARE: f32 = 0.3;

/// The height the lesson's box keeps at the side column's foot, with its gap (0 when none).
pub(crate) fn lesson_room(regions: &HudRegions, needs: &HudNeeds) -> f32 {
    if needs.lesson <= 0.0 {
        return 0.0;
    }
    needs.lesson.min(regions.side.height() * LESSON_MOST_SHARE) + GAP_PT
}

/// Where the lesson's box goes: the side column's foot, under the log (it covers nothing of the
/// table: the far seats' plates and cups stay in view).
pub(crate) fn lesson_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    let side = regions.side.shrink(GAP_PT);
    let height = needs.lesson.max(40.0).min(regions.side.height() * LESSON_MOST_SHARE);
    egui::Rect::from_min_max(egui::pos2(side.min.x, side.max.y - height), side.max)
}

/// The most of the side column the hint's box takes.
const HINT_MOST_SHARE: f32 = 0.25;

/// The height the hint's box keeps over the lesson's, with its gap (0 when none).
pub(crate) fn hint_room(regions: &HudRegions, needs: &HudNeeds) -> f32 {
    if needs.hint <= 0.0 {
        return 0.0;
    }
    needs.hint.min(regions.side.height() * HINT_MOST_SHARE) + GAP_PT
}

/// Where the hint's box goes: the side column's foot over the lesson's box (off the table, beside
/// the bar whose button it may outline).
pub(crate) fn hint_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    let side = regions.side.shrink(GAP_PT);
    let bottom = side.max.y - lesson_room(regions, needs);
    let height = needs.hint.max(40.0).min(regions.side.height() * HINT_MOST_SHARE);
    egui::Rect::from_min_max(egui::pos2(side.min.x, bottom - height), egui::pos2(side.max.x, bottom))
}
