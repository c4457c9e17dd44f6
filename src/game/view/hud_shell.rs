//! The HUD every game shares: the turn prompt (a warning and the toasts under it), a large caption
//! of what just happened, the round's banner and the game log. A game gives the words
//! ([`TableHud`]) and where its caption, banner and log sit ([`HudLook`]); the shell draws them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::engine::Game;
use crate::game::GameSet;
use crate::game::frame::UiPass;
use crate::game::session::{Banner, SeatedMatch};
use crate::game::states::{TurnState, playing_with};
use crate::game::view::{CAPTION_S, Caption, Selection, Toasts, seat_color32};
use crate::t;

/// Seconds a toast (a refusal, an undo) stays up; it fades over its last second.
pub(crate) const TOAST_S: f32 = 5.0;
/// Lines of the log kept in its scroll area.
const LOG_LINES: usize = 80;
/// The log's width and the height of its scroll area, in points.
const LOG_SIZE: [f32; 2] = [270.0, 210.0];

/// Where a game's HUD panels sit, and how large its words are (points).
pub(crate) struct HudLook {
    /// Text size of the turn prompt.
    pub prompt_px: f32,
    /// The caption's anchor and offset, and its text size.
    pub caption_at: (egui::Align2, [f32; 2]),
    pub caption_px: f32,
    /// The banner's anchor and offset.
    pub banner_at: (egui::Align2, [f32; 2]),
    /// The log's anchor and offset, and whether it starts open.
    pub log_at: (egui::Align2, [f32; 2]),
    pub log_open: bool,
}

/// What a game's match tells the HUD shell.
pub(crate) trait TableHud: SeatedMatch {
    /// Where its panels sit.
    const LOOK: HudLook;
    /// What the seat in turn is asked to do, in words ("" for nothing, as while a banner shows).
    fn prompt(&self, turn: TurnState) -> String;
    /// A warning under the prompt (what the picked value would cost, say).
    fn warning(&self, _selection: &Selection) -> Option<String> {
        None
    }
}

/// The shell's systems for the match `M` (each game's HUD plugin adds it).
pub(crate) fn hud_plugin<M: TableHud>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (prompt_and_banner::<M>, game_log::<M>).chain().run_if(playing_with::<M>()).in_set(UiPass::Hud),
    );
}

/// Toasts age and go, in every game.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, age_toasts.in_set(GameSet::Present));
}

fn age_toasts(mut toasts: ResMut<crate::game::view::Toasts>, time: Res<Time<Real>>) {
    if toasts.0.is_empty() {
        return;
    }
    let dt = time.delta_secs();
    toasts.0.iter_mut().for_each(|t| t.1 += dt);
    toasts.0.retain(|t| t.1 < TOAST_S);
}

/// The panel every HUD message sits on: dark, with a border of `colour`.
pub(crate) fn frame(colour: egui::Color32) -> egui::Frame {
    egui::Frame::new()
        .fill(egui::Color32::from_black_alpha(185))
        .corner_radius(8.0)
        .inner_margin(egui::Margin::symmetric(16, 8))
        .stroke(egui::Stroke::new(2.0, colour))
}

fn prompt_and_banner<M: TableHud>(
    mut contexts: EguiContexts,
    m: Res<M>,
    turn: Res<State<TurnState>>,
    (banner, toasts, selection): (Res<Banner>, Res<Toasts>, Res<Selection>),
    mut caption: ResMut<Caption>,
    (time, replay): (Res<Time<Real>>, Option<Res<crate::game::replay::Replay>>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let seats = &m.config().seats;
    let colour = seats.get(M::G::current(m.game_state())).map_or(egui::Color32::GRAY, seat_color32);
    egui::Area::new(egui::Id::new("prompt"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 10.0])
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                // In a replay nobody is asked anything: the prompt says what the move shown did.
                let text = match replay {
                    Some(_) => m.log_lines().last().cloned().unwrap_or_default(),
                    None => m.prompt(*turn.get()),
                };
                if !text.is_empty() {
                    frame(colour).show(ui, |ui| {
                        let text = egui::RichText::new(text).size(M::LOOK.prompt_px).color(egui::Color32::WHITE);
                        ui.add(egui::Label::new(text).extend());
                    });
                }
                if let Some(warning) = m.warning(&selection) {
                    egui::Frame::new()
                        .fill(egui::Color32::from_rgb(150, 90, 10))
                        .corner_radius(6.0)
                        .inner_margin(egui::Margin::symmetric(14, 6))
                        .show(ui, |ui| {
                            ui.label(egui::RichText::new(warning).size(21.0).strong().color(egui::Color32::WHITE));
                        });
                }
                for (text, age) in &toasts.0 {
                    let alpha = ((TOAST_S - age).clamp(0.0, 1.0) * 230.0) as u8;
                    egui::Frame::new()
                        .fill(egui::Color32::from_rgba_unmultiplied(120, 30, 20, alpha))
                        .corner_radius(6.0)
                        .inner_margin(egui::Margin::symmetric(12, 6))
                        .show(ui, |ui| {
                            ui.set_max_width(560.0);
                            ui.label(egui::RichText::new(text).size(18.0).color(egui::Color32::WHITE));
                        });
                }
            })
        });
    // One message at a time: the round's banner outranks the last move's caption.
    if banner.left_s > 0.0 {
        caption.0 = None;
    }
    if let Some((text, colour, age)) = &mut caption.0 {
        *age += time.delta_secs();
        let fade = (CAPTION_S - *age).clamp(0.0, 0.4) / 0.4;
        let (align, offset) = M::LOOK.caption_at;
        egui::Area::new(egui::Id::new("caption")).anchor(align, offset).interactable(false).show(ctx, |ui| {
            // The panel fades with its words: no empty box lingers.
            let panel = frame(colour.gamma_multiply(fade)).multiply_with_opacity(fade);
            panel.show(ui, |ui| {
                let text = egui::RichText::new(text.as_str()).size(M::LOOK.caption_px).strong();
                ui.add(egui::Label::new(text.color(egui::Color32::WHITE.gamma_multiply(fade))).extend());
            });
        });
        if *age > CAPTION_S {
            caption.0 = None;
        }
    }
    if banner.left_s > 0.0 {
        let (align, offset) = M::LOOK.banner_at;
        egui::Area::new(egui::Id::new("banner")).anchor(align, offset).interactable(false).show(ctx, |ui| {
            frame(egui::Color32::from_rgb(240, 190, 60)).show(ui, |ui| {
                for line in banner.text.lines() {
                    let text = egui::RichText::new(line).size(28.0).color(egui::Color32::from_rgb(255, 230, 150));
                    ui.add(egui::Label::new(text).extend());
                }
            });
        });
    }
    Ok(())
}

fn game_log<M: TableHud>(mut contexts: EguiContexts, m: Res<M>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (align, offset) = M::LOOK.log_at;
    egui::Window::new(t!("log-title"))
        .id(egui::Id::new("game log"))
        .anchor(align, offset)
        .default_width(LOG_SIZE[0])
        .resizable(false)
        .collapsible(true)
        .default_open(M::LOOK.log_open)
        .show(ctx, |ui| {
            ui.set_width(LOG_SIZE[0]);
            egui::ScrollArea::vertical().max_height(LOG_SIZE[1]).stick_to_bottom(true).show(ui, |ui| {
                let log = m.log_lines();
                for line in &log[log.len().saturating_sub(LOG_LINES)..] {
                    ui.label(egui::RichText::new(line).size(13.0));
                }
            });
        });
    Ok(())
}
