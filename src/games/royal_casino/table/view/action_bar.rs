//! The bottom bar of a human turn: the throw's values, the rows A–F, throw again, stop, undo.
//!
//! Every control is laid out on every frame of a throw, enabled only when the rules core lists
//! the action (the bar asks `legal_actions`, it never re-derives a rule): each value of the throw
//! as thrown keeps its slot, at one width, after its dice are placed, so neither picking nor
//! placing moves a button under the pointer. The throw, the stop and each row say what they do
//! (`Words::action_outcome`) while the pointer rests on them.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::selection::Selection;
use crate::engine::{SeatNames, Words};
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, GameState, MAX_THROWS, Phase, ROWS};
use crate::games::royal_casino::table::{Match, PlayerAction, UndoRequest};
use crate::games::royal_casino::words::ROW_LETTERS;
use crate::t;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::action_bar_ui;
use crate::table::view::hud::outcome_hover::says_outcome;

/// What the bar shows, read from the state, its legal actions and the picked value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct BarModel {
    /// Waiting for the turn's first throw: only the Throw button.
    throw_first: bool,
    /// Distinct values of the throw as thrown: value, how many are still unplaced, whether any
    /// placement of it is legal.
    values: Vec<(u8, usize, bool)>,
    /// The most dice of one value in the throw as thrown (its label sets every value's width).
    most_of_one: usize,
    selected: Option<u8>,
    /// Whether the picked value may go on each row.
    rows: [bool; ROWS],
    throws_left: u8,
    can_throw_again: bool,
    can_stop: bool,
    can_undo: bool,
    /// What the throw, the stop and each row (for the picked value) do, said on hover.
    hints: BarHints,
}

/// What a control's action does (`Words::action_outcome`), said while the pointer rests on it;
/// none for a value (it only picks) or undo, nor for a control that plays nothing now.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct BarHints {
    throw: Option<String>,
    stop: Option<String>,
    rows: [Option<String>; ROWS],
}

/// A control the player clicked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BarClick {
    Throw,
    Value(u8),
    Row(usize),
    Stop,
    Undo,
}

impl BarModel {
    /// The bar for `state`, `thrown` being the throw's dice before this throw's placements.
    pub(crate) fn of(state: &GameState, thrown: &[u8], selected: Option<u8>, can_undo: bool) -> BarModel {
        let legal = state.legal_actions();
        let mut values: Vec<(u8, usize, bool)> = Vec::new();
        let most_of_one = (1..=6).map(|v| thrown.iter().filter(|&&d| d == v).count()).max().unwrap_or(1);
        let mut all: Vec<u8> = thrown.iter().chain(state.throw()).copied().collect();
        all.sort_unstable();
        all.dedup();
        for v in all {
            let left = state.throw().iter().filter(|&&d| d == v).count();
            let fits = legal.iter().any(|a| matches!(a, Action::Place { value, .. } if *value == v));
            values.push((v, left, fits));
        }
        let rows = std::array::from_fn(|r| {
            selected.is_some_and(|value| legal.contains(&Action::Place { value, row: r as u8 }))
        });
        BarModel {
            throw_first: state.phase() != Phase::Placing,
            values,
            most_of_one,
            selected,
            rows,
            throws_left: MAX_THROWS.saturating_sub(state.throws()),
            can_throw_again: legal.contains(&Action::Throw),
            can_stop: legal.contains(&Action::Stop),
            can_undo,
            hints: BarHints::default(),
        }
    }

    /// The bar with each control saying what it does in `state` (seats named by `names`).
    pub(crate) fn explained(mut self, state: &GameState, names: SeatNames) -> BarModel {
        let outcome = |action: Action| RoyalCasino::action_outcome(state, action, names);
        let rows =
            std::array::from_fn(|row| self.selected.and_then(|value| outcome(Action::Place { value, row: row as u8 })));
        self.hints = BarHints { throw: outcome(Action::Throw), stop: outcome(Action::Stop), rows };
        self
    }
}

/// A value's label: the value, and how many dice show it when more than one ("5 ×2"); a dash
/// once all are placed.
fn value_label(v: u8, count: usize) -> String {
    match count {
        0 => "–".to_string(),
        1 => v.to_string(),
        n => format!("{v} ×{n}"),
    }
}

fn big(text: impl Into<String>) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text.into()).size(20.0)).min_size(egui::vec2(0.0, 36.0))
}

/// Draw the bar's controls into `ui`; `rects` receives each control and its place (for the rings
/// of a lesson's step and of the hint, and for layout tests).
pub(crate) fn bar_ui(ui: &mut egui::Ui, model: &BarModel, rects: &mut Vec<(BarClick, egui::Rect)>) -> Option<BarClick> {
    let mut clicked = None;
    let mut add = |ui: &mut egui::Ui, enabled: bool, button: egui::Button<'static>, click: BarClick| {
        let hint = match click {
            BarClick::Throw => model.hints.throw.clone(),
            BarClick::Stop => model.hints.stop.clone(),
            BarClick::Row(row) => model.hints.rows[row].clone(),
            BarClick::Value(_) | BarClick::Undo => None,
        };
        let response = says_outcome(ui.add_enabled(enabled, button), hint);
        rects.push((click, response.rect));
        if response.clicked() {
            clicked = Some(click);
        }
    };
    ui.horizontal_wrapped(|ui| {
        if model.throw_first {
            add(ui, true, big(t!("rc-bar-throw")), BarClick::Throw);
            return;
        }
        // Every value button is as wide as the throw's widest label was, so placing moves nothing.
        let widest = value_label(6, model.most_of_one);
        let font = egui::FontId::proportional(20.0);
        let text_w = ui.painter().layout_no_wrap(widest, font, egui::Color32::WHITE).size().x;
        let width = text_w + 2.0 * ui.spacing().button_padding.x;
        for &(v, count, fits) in &model.values {
            let picked = model.selected == Some(v);
            // A framed button as the rows' and the throw's are (a selectable's bare text did not
            // read as something to press); the picked one is lit.
            let button = egui::Button::new(egui::RichText::new(value_label(v, count)).size(20.0))
                .selected(picked)
                .frame(true)
                .frame_when_inactive(true)
                .min_size(egui::vec2(width, 36.0));
            add(ui, fits && count > 0, button, BarClick::Value(v));
        }
        // "onto row A B C D E F" wraps as one: a row's letters never part (no lone "F" below).
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(t!("rc-bar-onto-row")).size(18.0));
            for (r, &ok) in model.rows.iter().enumerate() {
                add(ui, ok, big(ROW_LETTERS[r].to_string()), BarClick::Row(r));
            }
        });
        ui.separator();
        let again = t!("rc-bar-throw-again", left = model.throws_left);
        add(ui, model.can_throw_again, big(again), BarClick::Throw);
        add(ui, model.can_stop, big(t!("rc-bar-stop")), BarClick::Stop);
        add(ui, model.can_undo, big(t!("rc-bar-undo")), BarClick::Undo);
    });
    clicked
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn action_bar(
    mut contexts: EguiContexts,
    m: Res<Match>,
    mut selection: ResMut<Selection>,
    waits: Res<crate::table::table_waits::TableWaits>,
    mut actions: MessageWriter<PlayerAction>,
    mut undo: MessageWriter<UndoRequest>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
    mut buttons: ResMut<crate::table::view::hud::bar_buttons::BarButtons<Action>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let seat = m.state.current();
    // While the round's summary waits, the bar is its OK (`round_over`).
    if !m.tv_to_act() || waits.held() {
        return Ok(());
    }
    action_bar_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        let can_undo = m.own.undo.as_ref().is_some_and(|u| !u.placed.is_empty());
        let thrown = m.own.undo.as_ref().map_or(m.state.throw(), |u| u.snapshot.throw());
        let names = |s: usize| m.seat_name(s).to_string();
        let model = BarModel::of(&m.state, thrown, selection.value, can_undo).explained(&m.state, &names);
        let mut controls = Vec::new();
        let click = egui::Frame::new()
            .fill(egui::Color32::from_black_alpha(170))
            .corner_radius(10.0)
            .inner_margin(egui::Margin::same(10))
            .show(ui, |ui| bar_ui(ui, &model, &mut controls))
            .inner;
        // The throw and the stop are the bar's (a place is the die, then its square).
        for (control, rect) in controls {
            match control {
                BarClick::Throw => buttons.add(Action::Throw, rect),
                BarClick::Stop => buttons.add(Action::Stop, rect),
                _ => {}
            }
        }
        match click {
            Some(BarClick::Throw) => {
                actions.write(PlayerAction::new(seat, Action::Throw));
            }
            Some(BarClick::Value(v)) => selection.value = Some(v),
            Some(BarClick::Row(r)) => {
                if let Some(value) = selection.value {
                    actions.write(PlayerAction::new(seat, Action::Place { value, row: r as u8 }));
                }
            }
            Some(BarClick::Stop) => {
                actions.write(PlayerAction::new(seat, Action::Stop));
            }
            Some(BarClick::Undo) => {
                undo.write(UndoRequest::new(seat));
            }
            None => {}
        }
    });
    Ok(())
}

#[cfg(test)]
#[path = "action_bar_tests.rs"]
mod tests;
