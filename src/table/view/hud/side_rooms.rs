//! The side column's rooms, top to bottom: the game's status, a caption (banner, refusal,
//! warning), the log, then at its foot the pad cursor's box, the hint's and the lesson's. Each
//! keeps what it needs within what the others must keep: the log its eight lines (four beside a
//! box), the status its least (it scrolls within it).

use bevy_egui::egui;

use crate::table::view::hud::hud_layout::{GAP_PT, HudNeeds, HudRegions};

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
/// four and the boxes at its foot when one shows.
pub(crate) fn log_least(regions: &HudRegions, needs: &HudNeeds) -> f32 {
    let foot = foot_room(regions, needs);
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

/// Where the log goes: the side column under the caption's room, over the boxes at its foot (the
/// log gives them their room: the person follows the prompt and the boxes).
pub(crate) fn log_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    let side = regions.side.shrink(GAP_PT);
    let top = (caption_rect(regions, needs).max.y + GAP_PT).min(side.max.y - 40.0);
    let bottom = (side.max.y - foot_room(regions, needs)).max(top + 40.0);
    egui::Rect::from_min_max(egui::pos2(side.min.x, top), egui::pos2(side.max.x, bottom))
}

/// The boxes at the side column's foot, from the bottom up, each with the most of the column it
/// takes: the lesson's, the hint's over it, the pad cursor's over that.
const LESSON_MOST_SHARE: f32 = 0.3;
const HINT_MOST_SHARE: f32 = 0.25;
const PAD_MOST_SHARE: f32 = 0.25;
/// The least a foot box takes (a box not drawn yet gets this room to be drawn in), points.
const BOX_LEAST_PT: f32 = 40.0;

/// The heights of the foot's boxes from the bottom up (0 for one that shows nothing): each what it
/// needs, at most its share of the column and what the boxes under it leave of the foot (the
/// status keeps its least, the caption its room, the log four lines); a box scrolls within it.
fn foot_heights(regions: &HudRegions, needs: &HudNeeds) -> [f32; 3] {
    let side = regions.side.height();
    let kept = STATUS_LEAST_PT + (side * CAPTION_SHARE).min(CAPTION_MAX_PT) + LOG_FOUR_LINES_PT + 5.0 * GAP_PT;
    let mut left = side - kept;
    let mut heights = [0.0; 3];
    let boxes = [(needs.lesson, LESSON_MOST_SHARE), (needs.hint, HINT_MOST_SHARE), (needs.pad, PAD_MOST_SHARE)];
    for (height, (need, share)) in heights.iter_mut().zip(boxes) {
        if need > 0.0 {
            *height = need.max(BOX_LEAST_PT).min(side * share).min(left.max(BOX_LEAST_PT));
            left -= *height + GAP_PT;
        }
    }
    heights
}

/// A foot box's room with its gap (0 for one that shows nothing).
fn room_of(height: f32) -> f32 {
    if height > 0.0 { height + GAP_PT } else { 0.0 }
}

/// Every foot box's room together.
fn foot_room(regions: &HudRegions, needs: &HudNeeds) -> f32 {
    foot_heights(regions, needs).into_iter().map(room_of).sum()
}

/// Where the foot's box `n` (from the bottom up) goes: over the ones under it.
fn foot_rect(regions: &HudRegions, needs: &HudNeeds, n: usize) -> egui::Rect {
    let heights = foot_heights(regions, needs);
    let side = regions.side.shrink(GAP_PT);
    let bottom = side.max.y - heights[..n].iter().copied().map(room_of).sum::<f32>();
    let height = if heights[n] > 0.0 { heights[n] } else { BOX_LEAST_PT };
    egui::Rect::from_min_max(egui::pos2(side.min.x, bottom - height), egui::pos2(side.max.x, bottom))
}

/// Where the lesson's box goes: the side column's foot, under the log (it covers nothing of the
/// table: the far seats' plates and cups stay in view).
pub(crate) fn lesson_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    foot_rect(regions, needs, 0)
}

/// Where the hint's box goes: over the lesson's box (off the table, beside the bar whose button it
/// may outline).
pub(crate) fn hint_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    foot_rect(regions, needs, 1)
}

/// Where the pad cursor's box goes: over the hint's and the lesson's boxes.
pub(crate) fn pad_rect(regions: &HudRegions, needs: &HudNeeds) -> egui::Rect {
    foot_rect(regions, needs, 2)
}
