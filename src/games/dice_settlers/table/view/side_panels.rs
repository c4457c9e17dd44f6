//! Dice Settlers' side panels: the scoreboard (points so far, resources, houses, tents, dice in
//! bag and used, dice track) with the end triggers' progress, and the technology row (cost,
//! effect, points, owners). The words on the table come first (`table_words`).

use crate::game::session::SeatedMatch;
use bevy::prelude::*;

use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::view::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::game::view::hud_shell::status_ui;

use super::MapChoice;
use super::symbol_icons::{SymbolIcons, resource_symbol};
use crate::game::states::playing_with;
use crate::game::view::ui_style::{paint_seat_mark, seat_tag_fitted};
use crate::games::dice_settlers::content::{Effect, Resource};
use crate::games::dice_settlers::rules::Phase;
use crate::games::dice_settlers::table::{SettlersMatch, symbol_title};
use crate::games::dice_settlers::words::{resource_word, tech_name, terrain_word};
use crate::t;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (super::table_words::table_words, scoreboard)
            .chain()
            .run_if(playing_with::<SettlersMatch>())
            .in_set(crate::game::frame::UiPass::Panels),
    );
}

fn small(text: impl Into<String>) -> egui::RichText {
    egui::RichText::new(text).size(15.0)
}

/// The status at the side column's top: each seat's points, resources, houses, tents and dice,
/// the end triggers' progress, then the technology row (open while a person chooses an action,
/// or when asked for).
fn scoreboard(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    mut choice: ResMut<MapChoice>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
    mut icons: ResMut<SymbolIcons>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    status_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        ui.label(egui::RichText::new(t!("game-dice-settlers")).size(17.0).strong());
        // In the draft, the tile a person has picked, in words: what its star's numbers mean.
        if let Some(words) = picked_tile_words(&m, &choice) {
            ui.add(
                egui::Label::new(egui::RichText::new(words).size(16.0).color(egui::Color32::from_rgb(255, 225, 150)))
                    .wrap(),
            );
            ui.separator();
        }
        // While a person chooses an action the technologies come first (the seats scroll under).
        if techs_open(&m, &choice) {
            technologies(ui, &m, &mut choice);
            ui.separator();
            seats_ui(ui, &m, &mut icons);
        } else {
            seats_ui(ui, &m, &mut icons);
            ui.separator();
            technologies(ui, &m, &mut choice);
        }
    });
    Ok(())
}

/// The draft tile a person has picked, explained: its number and terrain, who scores its star's
/// high and low values at the end, and its bonus (none while an AI drafts).
fn picked_tile_words(m: &SettlersMatch, choice: &MapChoice) -> Option<String> {
    if m.state.phase() != crate::games::dice_settlers::rules::Phase::Draft || !super::person_to_act(m) {
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

/// A line per seat (its mark, name and points), then what it holds, in words that wrap.
fn seats_ui(ui: &mut egui::Ui, m: &SettlersMatch, icons: &mut SymbolIcons) {
    let s = &m.state;
    let totals = s.totals();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let st = s.seat(seat);
        ui.horizontal_wrapped(|ui| {
            let mark = if seat == s.current() && !s.is_over() { "▶ " } else { "" };
            seat_tag_fitted(ui, config.color, &format!("{mark}{}", config.name), 17.0);
            ui.label(egui::RichText::new(t!("ds-points", n = totals[seat])).size(17.0).strong());
        });
        // Resources held: each with its icon (the drawing on the dice) and name, then the rest.
        ui.horizontal_wrapped(|ui| {
            for r in Resource::ALL {
                let held = format!("{} {}", resource_word(r), st.resources[r.index()]);
                icons.labelled(ui, resource_symbol(r), small(held).color(egui::Color32::from_gray(215)), 15.0);
            }
        });
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
}

/// Whether the technology row is open: while a person chooses an action, or when asked for.
fn techs_open(m: &SettlersMatch, choice: &MapChoice) -> bool {
    let s = &m.state;
    let choosing = s.phase() == Phase::Act && !m.is_ai(s.current()) && m.pending_throw.is_none();
    choosing || choice.techs_open
}

/// The technology row: open while a person chooses an action (or when asked for), else a button.
/// Each card takes two lines: its name, points and lasting effect (and its owners' marks), then
/// what researching it costs.
fn technologies(ui: &mut egui::Ui, m: &SettlersMatch, choice: &mut MapChoice) {
    let s = &m.state;
    let c = s.content();
    if !techs_open(m, choice) {
        if ui.button(egui::RichText::new(t!("ds-techs-button")).size(17.0)).clicked() {
            choice.techs_open = true;
        }
        return;
    }
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(t!("ds-techs-title")).size(17.0).strong());
        if choice.techs_open && ui.button("✖").clicked() {
            choice.techs_open = false;
        }
    });
    for &card in s.row() {
        let t = &c.techs[card as usize];
        let effect = match t.effect {
            Effect::Nothing => String::new(),
            Effect::Symbol(k) => t!("ds-tech-each-round", symbol = symbol_title(k)),
            Effect::Track => t!("ds-tech-track"),
            Effect::PerHouse(n) => t!("ds-tech-per-house", n = n),
            Effect::PerTerrain(terrain, n) => t!("ds-tech-per-terrain", n = n, terrain = terrain_word(terrain)),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(tech_name(t)).size(16.0).strong());
            ui.label(small(t!("ds-tech-points", n = t.points, effect = effect)));
            // Owners: each owner's mark in its colour.
            let owners: Vec<[u8; 3]> = (0..m.config.seats.len())
                .filter(|&seat| s.seat(seat).owns(card as usize))
                .map(|seat| m.config.seats[seat].color)
                .collect();
            let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0 * owners.len() as f32, 16.0), egui::Sense::hover());
            for (k, rgb) in owners.into_iter().enumerate() {
                paint_seat_mark(ui.painter(), rect.left_center() + egui::vec2(9.0 + 18.0 * k as f32, 0.0), 15.0, rgb);
            }
        });
        let cost = crate::games::dice_settlers::words::tech_cost_words(t);
        ui.label(egui::RichText::new(cost).size(14.0).color(egui::Color32::from_gray(200)));
        ui.add_space(3.0);
    }
}
