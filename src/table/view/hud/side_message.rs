//! The one message of the side column, between the game's status and the log: the round's
//! banner, a refusal, a warning or the last move's caption, in that order of rank.

use bevy_egui::egui;

use super::hud_shell::{CAPTION_FRAME_PT, TOAST_S, caption_job, caption_pt, frame};
use crate::table::session::Banner;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions, caption_rect, show_in};
use crate::table::view::{Caption, Toasts};

/// The one message the side column shows: its words, border, ink and opacity.
pub(super) struct Message {
    text: String,
    border: egui::Color32,
    ink: egui::Color32,
    alpha: f32,
}

/// The message now, by rank: the round's banner, a refusal, a warning about what a person has
/// picked up, or the last move's caption (fading by `fade`).
pub(super) fn message_now(
    banner: &Banner,
    toasts: &Toasts,
    warning: Option<String>,
    caption: &Caption,
    fade: f32,
) -> Option<Message> {
    let white = egui::Color32::WHITE;
    if banner.left_s > 0.0 {
        let (border, ink) = (egui::Color32::from_rgb(240, 190, 60), egui::Color32::from_rgb(255, 230, 150));
        return Some(Message { text: banner.text.replace('\n', " · "), border, ink, alpha: 1.0 });
    }
    if let Some((text, age)) = toasts.0.last() {
        let alpha = (TOAST_S - age).clamp(0.0, 1.0);
        return Some(Message { text: text.clone(), border: egui::Color32::from_rgb(200, 60, 40), ink: white, alpha });
    }
    if let Some(text) = warning {
        return Some(Message { text, border: egui::Color32::from_rgb(230, 150, 30), ink: white, alpha: 1.0 });
    }
    caption.0.as_ref().map(|(text, colour, _)| Message { text: text.clone(), border: *colour, ink: white, alpha: fade })
}

/// `message` in the side column between the game's status and the log, in room kept for it (so
/// neither moves when one comes and goes); the room it took is the caption's need.
pub(super) fn show_message(
    ctx: &egui::Context,
    drawn: &mut DrawnPanels,
    needs: &mut HudNeeds,
    regions: &HudRegions,
    message: Option<Message>,
) {
    let row = caption_rect(regions, needs);
    let caption_pt = caption_pt(regions.screen.height());
    needs.caption = 0.0;
    let Some(Message { text, border, ink, alpha }) = message else { return };
    // Anchored at its room's corner, as wide as the room: it lands where it belongs on the
    // frame it first shows (a centred new area is placed from a size egui does not know yet).
    // Its sentence is whole: the room grows to what it took (next frame).
    let (_, taken) = show_in(ctx, drawn, "caption", row, egui::Align2::LEFT_TOP, |ui| {
        // Within its room this frame: the log beside was placed from last frame's room, so a
        // caption that needs more shows whole from the next frame on, never over the log.
        ui.set_clip_rect(row);
        // The panel fades with its words: no empty box lingers.
        frame(border.gamma_multiply(alpha)).multiply_with_opacity(alpha).show(ui, |ui| {
            ui.set_width(row.width() - CAPTION_FRAME_PT.x);
            ui.label(caption_job(text, caption_pt, ink.gamma_multiply(alpha), row.width() - CAPTION_FRAME_PT.x));
        })
    });
    needs.caption = taken.height();
    if let Some((_, shown)) = drawn.rects.last_mut() {
        *shown = shown.intersect(row);
    }
}
