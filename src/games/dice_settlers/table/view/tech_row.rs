//! Dice Settlers' technology row, on request: a "Technologies (T)" button under the scoreboard
//! (or the T key) opens it over the map, card beside card, each whole (name, points and lasting
//! effect, owners' marks, what researching it costs), scrolling when the view is too small; the
//! scoreboard keeps its place meanwhile. What it drew is kept for the layout tests.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::MapChoice;
use crate::games::dice_settlers::content::Effect;
use crate::games::dice_settlers::table::{SettlersMatch, symbol_title};
use crate::games::dice_settlers::words::{tech_cost_words, tech_name, terrain_word};
use crate::t;
use crate::table::view::hud::hud_layout::HudRegions;
use crate::table::view::hud::hud_shell::frame;
use crate::table::view::hud::ui_style::paint_seat_mark;

/// A card's width, points.
const CARD_W_PT: f32 = 196.0;
/// The room left round the window inside the view, points.
const MARGIN_PT: f32 = 10.0;

/// What the open technology row drew last frame (screen points): the window, the part of it
/// that shows (its scroll area's clip), and every card.
#[derive(Resource, Default, Debug, Clone)]
#[cfg_attr(not(test), allow(dead_code, reason = "read by the layout tests"))]
pub(crate) struct TechRowDrawn {
    pub(crate) window: Option<egui::Rect>,
    pub(crate) shown: Option<egui::Rect>,
    pub(crate) cards: Vec<egui::Rect>,
}

/// The button that opens or closes the row, with its key.
pub(crate) fn techs_button(ui: &mut egui::Ui, choice: &mut MapChoice) {
    let words = if choice.techs_open { t!("ds-techs-hide", key = "T") } else { t!("ds-techs-show", key = "T") };
    if ui.button(egui::RichText::new(words).size(17.0)).clicked() {
        choice.techs_open = !choice.techs_open;
    }
}

/// The row over the map while it is open.
pub(crate) fn tech_window(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    mut choice: ResMut<MapChoice>,
    regions: Res<HudRegions>,
    mut drawn: ResMut<TechRowDrawn>,
) -> Result {
    *drawn = TechRowDrawn::default();
    if !choice.techs_open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let room = regions.view.shrink(MARGIN_PT);
    let area = egui::Area::new(egui::Id::new("ds-tech-row"))
        .order(egui::Order::Foreground)
        .fixed_pos(room.min)
        .constrain_to(room);
    let shown = area.show(ctx, |ui| {
        ui.set_max_size(room.size());
        frame(egui::Color32::from_rgb(150, 200, 120))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(t!("ds-techs-title")).size(18.0).strong());
                    if ui.button(egui::RichText::new(t!("ds-techs-hide", key = "T")).size(16.0)).clicked() {
                        choice.techs_open = false;
                    }
                });
                let inner_w = (room.width() - 40.0).max(CARD_W_PT);
                let per_row = ((inner_w + 8.0) / (CARD_W_PT + 8.0)).floor().max(1.0) as usize;
                let height = (room.height() - 70.0).max(60.0);
                egui::ScrollArea::vertical()
                    .max_height(height)
                    .auto_shrink([true, true])
                    .show(ui, |ui| {
                        let clip = ui.clip_rect();
                        let mut cards = Vec::new();
                        for chunk in m.state.row().chunks(per_row) {
                            ui.horizontal_top(|ui| {
                                for &card in chunk {
                                    cards.push(ui.vertical(|ui| tech_card(ui, &m, card)).inner);
                                }
                            });
                        }
                        (clip, cards)
                    })
                    .inner
            })
            .inner
    });
    let (clip, cards) = shown.inner;
    *drawn = TechRowDrawn { window: Some(shown.response.rect), shown: Some(clip), cards };
    Ok(())
}

/// One card: its name, points and lasting effect, its owners' marks, then its cost; its rect.
fn tech_card(ui: &mut egui::Ui, m: &SettlersMatch, card: u8) -> egui::Rect {
    let s = &m.state;
    let t = &s.content().techs[card as usize];
    let effect = match t.effect {
        Effect::Nothing => String::new(),
        Effect::Symbol(k) => t!("ds-tech-each-round", symbol = symbol_title(k)),
        Effect::Track => t!("ds-tech-track"),
        Effect::PerHouse(n) => t!("ds-tech-per-house", n = n),
        Effect::PerTerrain(terrain, n) => t!("ds-tech-per-terrain", n = n, terrain = terrain_word(terrain)),
    };
    let card_frame = egui::Frame::new()
        .fill(egui::Color32::from_rgb(40, 34, 28))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::same(6))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_gray(110)));
    card_frame
        .show(ui, |ui| {
            ui.set_width(CARD_W_PT - 14.0);
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(tech_name(t)).size(16.0).strong());
                // Owners: each owner's mark in its colour.
                let owners: Vec<[u8; 3]> = (0..m.config.seats.len())
                    .filter(|&seat| s.seat(seat).owns(card as usize))
                    .map(|seat| m.config.seats[seat].color)
                    .collect();
                let size = egui::vec2(18.0 * owners.len() as f32, 16.0);
                let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
                for (k, rgb) in owners.into_iter().enumerate() {
                    let at = rect.left_center() + egui::vec2(9.0 + 18.0 * k as f32, 0.0);
                    paint_seat_mark(ui.painter(), at, 15.0, rgb);
                }
            });
            let points = t!("ds-tech-points", n = t.points, effect = effect);
            ui.add(egui::Label::new(egui::RichText::new(points).size(15.0)).wrap());
            let cost = egui::RichText::new(tech_cost_words(t)).size(14.0).color(egui::Color32::from_gray(200));
            ui.add(egui::Label::new(cost).wrap());
        })
        .response
        .rect
}

#[cfg(test)]
#[path = "tech_row_tests.rs"]
mod tests;
