//! Dice Settlers' overlays in play: the turn prompt (what the rules core asks, with the symbols
//! the seat holds), a large caption of what just happened, the banner, and the action bar of a
//! person's turn: every button is one of the rules core's legal actions, described by what it
//! spends and does (`pressed`: on hover, its `Words::action_outcome`); a navigator's turns are one
//! menu per die; the spots for a tile are clicked on the map.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::MapChoice;
use super::actions::{Group, describe_action, die_words, forfeit_of, forfeit_words, symbols_now};
use super::map_spots::HoveredSpot;
use super::payer_choice::{ask_which, send_or_ask};
use super::spot_buttons::{BarHover, lettered_spots, spot_buttons};
use super::symbol_icons::SymbolIcons;
use super::turn_menu::turn_menus;
use crate::games::dice_settlers::rules::{Action, Phase};
use crate::games::dice_settlers::table::{SettlersAction, SettlersMatch, symbol_title};
use crate::games::dice_settlers::words::question_words;
use crate::t;
use crate::table::GameSet;
use crate::table::states::{TurnState, playing_with};
use crate::table::view::hud::bar_buttons::BarButtons;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{TableHud, action_bar_ui, frame};
use crate::table::view::hud::outcome_hover::says_outcome;

pub(crate) fn plugin(app: &mut App) {
    crate::table::view::hud::hud_shell::hud_plugin::<SettlersMatch>(app);
    app.init_resource::<HoveredSpot>()
        .init_resource::<BarHover>()
        .add_systems(Update, super::notices::notices.in_set(GameSet::Present).run_if(resource_exists::<SettlersMatch>))
        .add_systems(
            EguiPrimaryContextPass,
            (action_bar, super::results::round_sheet)
                .run_if(playing_with::<SettlersMatch>())
                .in_set(crate::table::frame::UiPass::Hud),
        );
}

impl TableHud for SettlersMatch {
    /// The pool die clicked (its uses are then the bar's buttons).
    type Picked = MapChoice;
    fn prompt(&self, turn: TurnState) -> String {
        prompt(self, turn)
    }
    fn anchor(&self, action: Action, picked: &MapChoice) -> crate::table::lesson::Anchor {
        super::anchors::anchor(self, action, picked.die)
    }
}

/// What the seat in turn is asked to do.
fn prompt(m: &SettlersMatch, turn: TurnState) -> String {
    let now = m.state.current();
    let name = m.seat_name(now);
    if m.state.is_over() || turn == TurnState::Banner {
        return String::new();
    }
    if m.pending_throw.is_some() {
        return t!("ds-prompt-rolls", name = name);
    }
    let round = m.state.round();
    let phase = match m.state.phase() {
        Phase::Draft => t!("ds-phase-draft"),
        Phase::Roll => t!("ds-phase-roll", round = round),
        Phase::Act => t!("ds-phase-act", round = round, pass = m.state.pass()),
        Phase::Keep => t!("ds-phase-keep", round = round),
        Phase::Over => String::new(),
    };
    if m.is_ai(now) {
        return t!("ds-prompt-thinking", phase = phase, name = name);
    }
    t!("ds-prompt-asks", phase = phase, name = name, ask = question_words(&m.state))
}

/// Most spots listed as buttons; more are only clicked on the map (by their letters).
const SPOT_BUTTONS: usize = 6;

#[allow(clippy::too_many_arguments)]
fn action_bar(
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
    let seat = m.state.current();
    // While a round's sheet waits, the bar is its one OK button (`round_over`); dice in the air,
    // a banner, a menu or a replay: no bar.
    if !m.tv_to_act() || !waits.ready() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let legal = m.state.legal_actions();
    let mut send = |action: Action| {
        out.write(SettlersAction::new(seat, action));
    };
    let big = |text: String| egui::RichText::new(text).size(18.0);
    // Each button drawn, for a lesson's or a hint's ring (`BarButtons`).
    let drawn_buttons = std::cell::RefCell::new(Vec::new());
    let pressed = |ui: &mut egui::Ui, text: egui::RichText, action: Action| {
        let response = ui.add(egui::Button::new(text).min_size(egui::vec2(0.0, 36.0)));
        drawn_buttons.borrow_mut().push((action, response.rect));
        says_outcome(response, m.action_outcome(action)).clicked()
    };
    action_bar_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        frame(egui::Color32::from_rgb(200, 160, 90)).show(ui, |ui| {
            // The symbols to spend, each with its icon (the drawing on the dice).
            let symbols = symbols_now(&m);
            if !symbols.is_empty() && matches!(m.state.phase(), Phase::Roll | Phase::Act) {
                ui.horizontal_wrapped(|ui| {
                    ui.label(egui::RichText::new(t!("ds-bar-symbols-title")).size(17.0));
                    for (symbol, n) in symbols {
                        let words = egui::RichText::new(format!("{} {n}", symbol_title(symbol))).size(17.0);
                        let _ = icons.labelled(ui, symbol, words, 20.0);
                    }
                });
            }
            // A free action that ends the turn or costs points, clicked: asked first.
            if let Some(asked) = choice.confirm.filter(|a| legal.contains(a)) {
                let forfeit = forfeit_of(&m, asked);
                ui.horizontal_wrapped(|ui| {
                    let words = forfeit.map_or_else(|| m.action_words(asked), |f| forfeit_words(&m, asked, f));
                    ui.label(big(words).color(egui::Color32::from_rgb(255, 220, 140)));
                    if pressed(ui, big(t!("ds-confirm-do")), asked) {
                        send(asked);
                        choice.confirm = None;
                    }
                    if ui.add(egui::Button::new(big(t!("ds-confirm-back"))).min_size(egui::vec2(0.0, 36.0))).clicked() {
                        choice.confirm = None;
                    }
                });
                return;
            }
            choice.confirm = None;
            // An action waiting for its payer or its die's place.
            if choice.asking.is_some_and(|a| legal.contains(&a)) {
                if let Some(chosen) = ask_which(ui, &m, &mut choice) {
                    send(chosen);
                }
                return;
            }
            choice.asking = None;
            // The draft: pick a tile from the hand, then click a lit spot (lettered on the map; the
            // bar has no room for their buttons beside the hand's).
            if m.state.phase() == Phase::Draft {
                super::spot_buttons::hand_row(ui, &m, &mut choice);
            }
            // A die clicked in the pool: what it can do, first.
            let held = choice.die.map(|d| (d, super::die_uses(&legal, d))).filter(|(_, uses)| !uses.is_empty());
            if held.is_none() {
                choice.die = None;
            }
            if let Some((die, uses)) = held {
                ui.horizontal_wrapped(|ui| {
                    let turns = uses.iter().any(|a| matches!(a, Action::Turn { .. }));
                    let name =
                        if turns { t!("ds-bar-navigator", die = die_words(&m, die)) } else { die_words(&m, die) };
                    ui.label(big(format!("{name}:")).strong());
                    let again = matches!(uses[..], [one] if !matches!(one, Action::Turn { .. }));
                    for action in uses {
                        let (text, group) = describe_action(&m, action);
                        let text =
                            if matches!(group, Group::Turn(_)) { t!("ds-bar-turn-to", symbol = text) } else { text };
                        if pressed(ui, big(text), action) {
                            choice.die = None;
                            if let Some(action) = send_or_ask(&m, action, &mut choice) {
                                send(action);
                            }
                        }
                    }
                    // Nothing is spent until asked twice: the button, or the die clicked again.
                    if again {
                        ui.label(egui::RichText::new(t!("ds-bar-click-again")).size(16.0));
                    }
                });
            }
            // An explored tile's spots, lettered as on the map.
            let spots = lettered_spots(&m, &choice);
            if m.state.phase() != Phase::Draft && !spots.is_empty() && spots.len() <= SPOT_BUTTONS {
                ui.horizontal_wrapped(|ui| {
                    if let Some(action) = spot_buttons(ui, &spots, &m, *pointer, &mut bar_hover) {
                        send(action);
                    }
                });
            }
            ui.horizontal_wrapped(|ui| {
                let mut turns_shown = false;
                let any_turn = legal.iter().any(|a| matches!(a, Action::Turn { .. }));
                let mut groups: Vec<(Group, String, Action)> = legal
                    .iter()
                    .filter(|a| !matches!(a, Action::StartTile { .. } | Action::PlaceTile { .. }))
                    .map(|&a| {
                        let (text, group) = describe_action(&m, a);
                        (group, text, a)
                    })
                    .collect();
                groups.sort_by_key(|g| g.0);
                for (group, text, action) in &groups {
                    match group {
                        Group::Turn(_) if !turns_shown => {
                            turns_shown = true;
                            if let Some(a) = turn_menus(ui, &m, &groups, &mut icons, &mut choice) {
                                send(a);
                            }
                        }
                        Group::Turn(_) => {}
                        Group::Free => {
                            if pressed(ui, big(text.clone()).color(egui::Color32::from_rgb(170, 220, 255)), *action) {
                                match forfeit_of(&m, *action) {
                                    Some(_) => choice.confirm = Some(*action),
                                    None => send(*action),
                                }
                            }
                        }
                        // With turns to make, the navigator's re-roll sits in their menu.
                        Group::Main if any_turn && matches!(action, Action::NavigatorReroll { .. }) => {}
                        Group::Main | Group::Done => {
                            let mut rich = big(text.clone());
                            if *group == Group::Done {
                                rich = rich.color(egui::Color32::from_rgb(255, 220, 140));
                            }
                            if pressed(ui, rich, *action)
                                && let Some(action) = send_or_ask(&m, *action, &mut choice)
                            {
                                send(action);
                            }
                        }
                    }
                }
                if spots.len() > SPOT_BUTTONS && m.state.phase() != Phase::Draft {
                    ui.label(egui::RichText::new(t!("ds-bar-click-spot")).size(16.0));
                }
            });
        });
    });
    for (action, rect) in drawn_buttons.into_inner() {
        // A button whose payer is asked next stands for every payer's action.
        match super::payer_choice::options(&m.state, action).len() > 1 {
            true => buttons.add_kind(action, rect),
            false => buttons.add(action, rect),
        }
    }
    Ok(())
}
