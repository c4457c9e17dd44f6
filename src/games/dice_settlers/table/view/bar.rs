//! Dice Settlers' action bar in a person's turn: every button is one of the rules core's legal
//! actions, described by what it spends and does (on hover, its `Words::action_outcome`), in rows
//! drawn in turn: the symbols to spend, a free action asked first, an action's payer or place, the
//! draft's hand, a clicked die's uses, an explored tile's spots, then every other action (a
//! navigator's turns one menu per die).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::MapChoice;
use super::actions::{Group, describe_action, die_words, forfeit_of, forfeit_words, symbols_now};
use super::map_spots::HoveredSpot;
use super::payer_choice::{ask_which, send_or_ask};
use super::spot_buttons::{BarHover, lettered_spots, spot_buttons};
use super::symbol_icons::SymbolIcons;
use super::turn_menu::turn_menus;
use crate::games::dice_settlers::rules::{Action, Phase};
use crate::games::dice_settlers::table::{SettlersAction, SettlersMatch, symbol_title};
use crate::t;
use crate::table::session::SeatedMatch;
use crate::table::view::hud::bar_buttons::BarButtons;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{action_bar_ui, frame};
use crate::table::view::hud::outcome_hover::says_outcome;

/// Most spots listed as buttons; more are only clicked on the map (by their letters).
const SPOT_BUTTONS: usize = 6;
/// The buttons' words, in points.
const BUTTON_PT: f32 = 18.0;
/// A button's least height, in points.
const BUTTON_MIN_H: f32 = 36.0;
/// The notes beside the buttons ("click a spot on the map"), in points.
const NOTE_PT: f32 = 16.0;
/// A free action's words (it costs no die).
const FREE_ACTION: egui::Color32 = egui::Color32::from_rgb(170, 220, 255);
/// What ends the turn, or is asked before it is done.
const ENDS_OR_ASKS: egui::Color32 = egui::Color32::from_rgb(255, 220, 140);

/// One frame's bar: the match, the legal actions, what was sent and each button drawn (for a
/// lesson's or a hint's ring: `BarButtons`).
struct Bar<'a> {
    m: &'a SettlersMatch,
    legal: Vec<Action>,
    sent: Vec<Action>,
    drawn: Vec<(Action, egui::Rect)>,
}

impl Bar<'_> {
    /// A button for `action`, its outcome said on hover; whether it was clicked.
    fn pressed(&mut self, ui: &mut egui::Ui, text: egui::RichText, action: Action) -> bool {
        let response = ui.add(egui::Button::new(text).min_size(egui::vec2(0.0, BUTTON_MIN_H)));
        self.drawn.push((action, response.rect));
        says_outcome(response, self.m.action_outcome(action)).clicked()
    }
    /// `action` clicked: sent, or its payer or place asked first.
    fn send_or_ask(&mut self, action: Action, choice: &mut MapChoice) {
        if let Some(action) = send_or_ask(self.m, action, choice) {
            self.sent.push(action);
        }
    }
}

fn big(text: String) -> egui::RichText {
    egui::RichText::new(text).size(BUTTON_PT)
}

fn note(text: String) -> egui::RichText {
    egui::RichText::new(text).size(NOTE_PT)
}

#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource it uses
pub(super) fn action_bar(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    mut choice: ResMut<MapChoice>,
    waits: Res<crate::table::table_waits::TableWaits>,
    mut out: MessageWriter<SettlersAction>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
    mut icons: ResMut<SymbolIcons>,
    (pointer, mut bar_hover): (Res<HoveredSpot>, ResMut<BarHover>),
    mut buttons: ResMut<BarButtons<Action>>,
) -> Result {
    // A spot's button lights its spot only while it is drawn and under the pointer.
    bar_hover.set_if_neq(BarHover(None));
    // While a round's sheet waits, the bar is its one OK button (`round_over`); dice in the air,
    // a banner, a menu or a replay: no bar.
    if !m.tv_to_act() || !waits.ready() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut bar = Bar { m: &m, legal: m.state.legal_actions().to_vec(), sent: Vec::new(), drawn: Vec::new() };
    action_bar_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        frame(egui::Color32::from_rgb(200, 160, 90)).show(ui, |ui| {
            symbols_row(ui, &m, &mut icons);
            if confirm_row(ui, &mut bar, &mut choice) || payer_row(ui, &mut bar, &mut choice) {
                return;
            }
            // The draft: pick a tile from the hand, then click a lit spot (lettered on the map; the
            // bar has no room for their buttons beside the hand's).
            if m.state.phase() == Phase::Draft {
                super::spot_buttons::hand_row(ui, &m, &mut choice);
            }
            held_die_row(ui, &mut bar, &mut choice);
            let spots = lettered_spots(&m, &choice);
            if m.state.phase() != Phase::Draft && !spots.is_empty() && spots.len() <= SPOT_BUTTONS {
                ui.horizontal_wrapped(|ui| {
                    bar.sent.extend(spot_buttons(ui, &spots, &m, *pointer, &mut bar_hover));
                });
            }
            actions_row(ui, &mut bar, &mut choice, &mut icons, spots.len());
        });
    });
    let seat = m.state.current();
    for action in &bar.sent {
        out.write(SettlersAction::new(seat, *action));
    }
    for (action, rect) in bar.drawn {
        // A button whose payer is asked next stands for every payer's action.
        match super::payer_choice::options(&m.state, action).len() > 1 {
            true => buttons.add_kind(action, rect),
            false => buttons.add(action, rect),
        }
    }
    Ok(())
}

/// The symbols to spend, each with its icon (the drawing on the dice).
fn symbols_row(ui: &mut egui::Ui, m: &SettlersMatch, icons: &mut SymbolIcons) {
    let symbols = symbols_now(m);
    if symbols.is_empty() || !matches!(m.state.phase(), Phase::Roll | Phase::Act) {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(t!("ds-bar-symbols-title")).size(17.0));
        for (symbol, n) in symbols {
            let words = egui::RichText::new(format!("{} {n}", symbol_title(symbol))).size(17.0);
            let _ = icons.labelled(ui, symbol, words, 20.0);
        }
    });
}

/// A free action that ends the turn or costs points, clicked: asked first (the bar is only that).
fn confirm_row(ui: &mut egui::Ui, bar: &mut Bar, choice: &mut MapChoice) -> bool {
    let Some(asked) = choice.confirm.filter(|a| bar.legal.contains(a)) else {
        choice.confirm = None;
        return false;
    };
    let m = bar.m;
    ui.horizontal_wrapped(|ui| {
        let words = forfeit_of(m, asked).map_or_else(|| m.action_words(asked), |f| forfeit_words(m, asked, f));
        ui.label(big(words).color(ENDS_OR_ASKS));
        if bar.pressed(ui, big(t!("ds-confirm-do")), asked) {
            bar.sent.push(asked);
            choice.confirm = None;
        }
        if ui.add(egui::Button::new(big(t!("ds-confirm-back"))).min_size(egui::vec2(0.0, BUTTON_MIN_H))).clicked() {
            choice.confirm = None;
        }
    });
    true
}

/// An action waiting for its payer or its die's place (the bar is only that).
fn payer_row(ui: &mut egui::Ui, bar: &mut Bar, choice: &mut MapChoice) -> bool {
    if !choice.asking.is_some_and(|a| bar.legal.contains(&a)) {
        choice.asking = None;
        return false;
    }
    bar.sent.extend(ask_which(ui, bar.m, choice));
    true
}

/// A die clicked in the pool: what it can do, first.
fn held_die_row(ui: &mut egui::Ui, bar: &mut Bar, choice: &mut MapChoice) {
    let held = choice.die.map(|d| (d, super::die_uses(&bar.legal, d))).filter(|(_, uses)| !uses.is_empty());
    let Some((die, uses)) = held else {
        choice.die = None;
        return;
    };
    let m = bar.m;
    ui.horizontal_wrapped(|ui| {
        let turns = uses.iter().any(|a| matches!(a, Action::Turn { .. }));
        let name = if turns { t!("ds-bar-navigator", die = die_words(m, die)) } else { die_words(m, die) };
        ui.label(big(format!("{name}:")).strong());
        let again = matches!(uses[..], [one] if !matches!(one, Action::Turn { .. }));
        for action in uses {
            let (text, group) = describe_action(m, action);
            let text = if matches!(group, Group::Turn(_)) { t!("ds-bar-turn-to", symbol = text) } else { text };
            if bar.pressed(ui, big(text), action) {
                choice.die = None;
                bar.send_or_ask(action, choice);
            }
        }
        // Nothing is spent until asked twice: the button, or the die clicked again.
        if again {
            ui.label(note(t!("ds-bar-click-again")));
        }
    });
}

/// Every other legal action, grouped (a navigator's turns one menu per die); the tiles' spots
/// are clicked on the map when there are more than the bar lists.
fn actions_row(ui: &mut egui::Ui, bar: &mut Bar, choice: &mut MapChoice, icons: &mut SymbolIcons, spots: usize) {
    let m = bar.m;
    ui.horizontal_wrapped(|ui| {
        let mut turns_shown = false;
        let any_turn = bar.legal.iter().any(|a| matches!(a, Action::Turn { .. }));
        let mut groups: Vec<(Group, String, Action)> = bar
            .legal
            .iter()
            .filter(|a| !matches!(a, Action::StartTile { .. } | Action::PlaceTile { .. }))
            .map(|&a| {
                let (text, group) = describe_action(m, a);
                (group, text, a)
            })
            .collect();
        groups.sort_by_key(|g| g.0);
        for (group, text, action) in &groups {
            match group {
                Group::Turn(_) if !turns_shown => {
                    turns_shown = true;
                    bar.sent.extend(turn_menus(ui, m, &groups, icons, choice));
                }
                Group::Turn(_) => {}
                Group::Free => {
                    if bar.pressed(ui, big(text.clone()).color(FREE_ACTION), *action) {
                        match forfeit_of(m, *action) {
                            Some(_) => choice.confirm = Some(*action),
                            None => bar.sent.push(*action),
                        }
                    }
                }
                // With turns to make, the navigator's re-roll sits in their menu.
                Group::Main if any_turn && matches!(action, Action::NavigatorReroll { .. }) => {}
                Group::Main | Group::Done => {
                    let rich =
                        if *group == Group::Done { big(text.clone()).color(ENDS_OR_ASKS) } else { big(text.clone()) };
                    if bar.pressed(ui, rich, *action) {
                        bar.send_or_ask(*action, choice);
                    }
                }
            }
        }
        if spots > SPOT_BUTTONS && m.state.phase() != Phase::Draft {
            ui.label(note(t!("ds-bar-click-spot")));
        }
    });
}
