//! Dice Settlers' side panels: the scoreboard (points so far, resources, houses, tents, dice in
//! bag and used, dice track; the person's own seat first, so its resources stay in view while it
//! chooses) with the end triggers' progress, and the button that opens the technology row over the
//! map (`tech_row`). The words on the table come first (`table_words`).

use crate::table::session::SeatedMatch;
use bevy::prelude::*;

use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::status_ui;

use super::MapChoice;
use super::symbol_icons::{SymbolIcons, resource_symbol};
use crate::games::dice_settlers::content::Resource;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::words::resource_word;
use crate::t;
use crate::table::session::SeatKind;
use crate::table::states::playing_with;
use crate::table::view::hud::ui_style::seat_tag_fitted;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ScoreboardDrawn>().init_resource::<super::tech_row::TechRowDrawn>().add_systems(
        EguiPrimaryContextPass,
        (super::table_words::table_words, scoreboard, super::tech_row::tech_window)
            .chain()
            .run_if(playing_with::<SettlersMatch>())
            .in_set(crate::table::frame::UiPass::Panels),
    );
}

fn small(text: impl Into<String>) -> egui::RichText {
    egui::RichText::new(text).size(15.0)
}

/// Where the scoreboard drew the person's own resources last frame, and the part of the status
/// that shows (screen points; for the layout tests).
#[derive(Resource, Default, Debug, Clone, Copy)]
#[cfg_attr(not(test), allow(dead_code, reason = "read by the layout tests"))]
pub(crate) struct ScoreboardDrawn {
    pub(crate) own_resources: Option<egui::Rect>,
    pub(crate) shown: Option<egui::Rect>,
}

/// The status at the side column's top: each seat's points, resources, houses, tents and dice
/// (the person's own first), the end triggers' progress, then the technology row's button.
fn scoreboard(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    mut choice: ResMut<MapChoice>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
    mut icons: ResMut<SymbolIcons>,
    mut board: ResMut<ScoreboardDrawn>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    status_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        // In the draft, the tile a person has picked, in words: what its star's numbers mean.
        if let Some(words) = picked_tile_words(&m, &choice) {
            ui.add(
                egui::Label::new(egui::RichText::new(words).size(16.0).color(egui::Color32::from_rgb(255, 225, 150)))
                    .wrap(),
            );
            ui.separator();
        }
        // The seats stay at the top; the technologies open over the map on request.
        *board = ScoreboardDrawn { own_resources: seats_ui(ui, &m, &mut icons), shown: Some(ui.clip_rect()) };
        ui.separator();
        super::tech_row::techs_button(ui, &mut choice);
    });
    Ok(())
}

/// The draft tile a person has picked, explained: its number and terrain, who scores its star's
/// high and low values at the end, and its bonus (none while an AI drafts).
fn picked_tile_words(m: &SettlersMatch, choice: &MapChoice) -> Option<String> {
    if m.state.phase() != crate::games::dice_settlers::rules::Phase::Draft || !m.tv_to_act() {
        return None;
    }
    let no = *m.state.hand().get(choice.hand_index as usize)?;
    let c = m.state.content();
    let t = c.tile(no);
    let terrain = crate::games::dice_settlers::words::terrain_word(t.terrain);
    let words = t!("ds-tile-explained", no = no, terrain = terrain, high = t.high, low = t.low);
    let bonus = crate::games::dice_settlers::words::bonus_words(c, t.bonus, no);
    Some(if bonus.is_empty() { words } else { format!("{words} {}", t!("ds-tile-start-bonus", bonus = bonus)) })
}

/// The person whose seat the scoreboard lists first: the one to act, else the first person.
fn own_seat(m: &SettlersMatch) -> Option<usize> {
    let person = |s: usize| m.config.seats[s].kind == SeatKind::Human;
    let now = m.state.current();
    if now < m.config.seats.len() && person(now) { Some(now) } else { (0..m.config.seats.len()).find(|&s| person(s)) }
}

/// A line per seat (its mark, name and points), then what it holds, in words that wrap; the
/// person's own seat first. Where the own seat's resources were drawn.
fn seats_ui(ui: &mut egui::Ui, m: &SettlersMatch, icons: &mut SymbolIcons) -> Option<egui::Rect> {
    let s = &m.state;
    let totals = s.totals();
    let own = own_seat(m);
    let order = own.into_iter().chain((0..m.config.seats.len()).filter(|&seat| Some(seat) != own));
    let mut own_rect = None;
    for seat in order {
        let (config, st) = (&m.config.seats[seat], s.seat(seat));
        ui.horizontal_wrapped(|ui| {
            let mark = if seat == s.current() && !s.is_over() { "▶ " } else { "" };
            seat_tag_fitted(ui, config.color, &format!("{mark}{}", config.name), 17.0);
            ui.label(egui::RichText::new(t!("ds-points", n = totals[seat])).size(17.0).strong());
        });
        // Resources held: each with its icon (the drawing on the dice) and name, then the rest.
        let row = ui.horizontal_wrapped(|ui| {
            // The person's own too: the same words as the others' (bare icons read as a puzzle)
            // where they fit one line; where they would wrap (a sofa's scale), icon and count,
            // so the own line stays whole in the status's view (the word on hover).
            let worded = |r: Resource| format!("{} {}", resource_word(r), st.resources[r.index()]);
            let words_w: f32 = Resource::ALL
                .iter()
                .map(|&r| {
                    let font = egui::FontId::proportional(15.0);
                    let text = ui.painter().layout_no_wrap(worded(r), font, egui::Color32::WHITE).size().x;
                    text + 15.0 * 1.2 + ui.spacing().item_spacing.x
                })
                .sum();
            let words = Some(seat) != own || words_w <= ui.available_width();
            for r in Resource::ALL {
                let n = st.resources[r.index()];
                let held = if words { worded(r) } else { n.to_string() };
                let text = small(held).color(egui::Color32::from_gray(215));
                icons.labelled(ui, resource_symbol(r), text, 15.0).on_hover_text(resource_word(r));
            }
        });
        if Some(seat) == own {
            own_rect = Some(row.response.rect);
        }
        let (bag, used): (u8, u8) = (st.bag.iter().sum(), st.used.iter().sum());
        let holds = [
            format!("{} {}", t!("ds-score-houses"), st.houses),
            format!("{} {} / {}", t!("ds-score-tents"), s.tents_on_map(seat), st.board),
            format!("{} {bag} · {used} · {}", t!("ds-score-dice"), s.track(seat)),
        ];
        ui.add(egui::Label::new(small(holds.join("  ·  ")).color(egui::Color32::from_gray(215))).wrap());
        ui.add_space(3.0);
    }
    ui.separator();
    let c = s.content();
    let houses = s.seats().iter().map(|st| st.houses).max().unwrap_or(0);
    let colours = s.supply().iter().filter(|&&n| n > 0).count();
    ui.add(
        egui::Label::new(small(t!(
            "ds-score-end",
            houses = houses,
            most = c.box_def.houses_per_player,
            tokens = s.tokens_left().max(0),
            tiles = s.stack_len(),
            colours = colours
        )))
        .wrap(),
    );
    if let Some(last) = s.final_round() {
        ui.label(
            egui::RichText::new(t!("ds-score-last-round", round = last))
                .size(17.0)
                .color(egui::Color32::from_rgb(255, 200, 90)),
        );
    }
    own_rect
}
