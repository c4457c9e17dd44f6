//! The playing overlays: the turn prompt in large type, the scoreboard, the game log, the action
//! bar (throw / throw again / stop / undo, dice and rows as buttons), banners and toasts.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::selection::Selection;
use crate::engine::Words;
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, MAX_THROWS, Phase};
use crate::games::royal_casino::table::Match;
use crate::t;
use crate::table::GameSet;
use crate::table::session::{SeatKind, level_label};
use crate::table::states::{TurnState, playing_with};
use crate::table::turn_flow::StepTakenBack;
use crate::table::view::Toasts;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{TableHud, status_ui};
use crate::table::view::hud::ui_style::seat_tag_fitted;

pub(crate) fn plugin(app: &mut App) {
    crate::table::view::hud::hud_shell::hud_plugin::<Match>(app);
    app.init_resource::<Selection>();
    app.init_resource::<super::chips::Flourishes>().init_resource::<super::chips::SettledRows>();
    app.add_systems(Update, toast_notices.in_set(GameSet::Present).run_if(resource_exists::<Match>)).add_systems(
        EguiPrimaryContextPass,
        (scoreboard, super::action_bar::action_bar)
            .chain()
            .run_if(playing_with::<Match>())
            .in_set(crate::table::frame::UiPass::Hud),
    );
}

/// A placement taken back becomes a toast (refusals are the shared table's toasts).
fn toast_notices(mut taken_back: MessageReader<StepTakenBack>, m: Res<Match>, mut toasts: ResMut<Toasts>) {
    for back in taken_back.read() {
        toasts.push(t!("rc-toast-undone", name = m.seat_name(back.seat)));
    }
}

impl TableHud for Match {
    type Picked = Selection;
    fn prompt(&self, turn: TurnState) -> String {
        prompt(self, turn)
    }
    fn warning(&self, selection: &Selection) -> Option<String> {
        pay_warning(self, selection.value)
    }
    fn anchor(&self, action: Action, selection: &Selection) -> crate::table::lesson::Anchor {
        use crate::table::lesson::Anchor;
        match action {
            // The turn's first throw: the cup, in view at a turn's start. A throw again: its bar
            // button (the camera looks at the board by then, the cup off to the side).
            Action::Throw if self.state.throws() == 0 => Anchor::Table(crate::table::view::tabletop::layout::cup()),
            Action::Throw => Anchor::Bar,
            // First the die to pick (a die of that value lying on the felt)…
            Action::Place { value, .. } if selection.value != Some(value) => {
                self.dice.iter().find(|d| d.value == value).map_or(Anchor::Bar, |d| Anchor::Piece(d.entity))
            }
            // …then the square it goes to: the row's leftmost empty one.
            Action::Place { row, .. } => {
                let filled = self.state.rows().get(usize::from(row)).map_or(0, |r| r.filled().len());
                Anchor::Table(super::layout::square(usize::from(row), filled))
            }
            Action::Stop => Anchor::Bar,
        }
    }
}

/// What the current seat is asked to do, in words.
pub(crate) fn prompt(m: &Match, turn: TurnState) -> String {
    let seat = m.state.current();
    let name = m.seat_name(seat);
    let left = MAX_THROWS.saturating_sub(m.state.throws());
    match turn {
        TurnState::Banner => String::new(),
        TurnState::Rolling => t!("rc-prompt-throws", name = name),
        TurnState::AiThinking if m.state.phase() == Phase::Placing => t!("rc-prompt-ai-placing", name = name),
        TurnState::AiThinking => t!("rc-prompt-ai-throw", name = name),
        TurnState::AwaitThrow => t!("rc-prompt-throw", name = name),
        TurnState::Placing if m.state.placed_this_throw() == 0 => t!("rc-prompt-place-first", name = name),
        TurnState::Placing if left == 0 => t!("rc-prompt-place-or-stop", name = name),
        TurnState::Placing => t!("rc-prompt-place-throw-stop", name = name, left = left),
    }
}

/// A warning for a person about to settle a black row: which placements pay, and how much.
pub(crate) fn pay_warning(m: &Match, picked: Option<u8>) -> Option<String> {
    // Each in the words a phone's button says beside the same placement (`Words::action_outcome`).
    let names = |s: usize| m.seat_name(s).to_string();
    let paying: Vec<String> = paying_placements(m, picked)
        .into_iter()
        .filter_map(|(value, row, _)| {
            let place = Action::Place { value, row: row as u8 };
            <RoyalCasino as Words>::action_outcome(&m.state, place, &names)
        })
        .collect();
    (!paying.is_empty()).then(|| t!("rc-pay-warning", list = paying.join("; ")))
}

/// The placements a person could make now that complete a black row, each once: (value, row,
/// points paid), for the picked value or every value of the throw. Empty on an AI's turn and
/// outside placing. The prompt's warning and the lit squares' costs both read this.
pub(crate) fn paying_placements(m: &Match, picked: Option<u8>) -> Vec<(u8, usize, u32)> {
    if m.is_ai(m.state.current()) || m.state.phase() != Phase::Placing {
        return Vec::new();
    }
    // The throw is sorted, so `dedup` leaves each value once.
    let mut values = picked.map_or_else(|| m.state.throw().to_vec(), |v| vec![v]);
    values.dedup();
    let rows = m.state.rows().len();
    values
        .into_iter()
        .flat_map(|v| {
            (0..rows)
                .filter_map(move |row| m.state.settles(v, row).filter(|d| *d < 0).map(|d| (v, row, d.unsigned_abs())))
        })
        .collect()
}

/// The status at the side column's top: the round, the target, and each seat's points and dice.
fn scoreboard(
    mut contexts: EguiContexts,
    m: Res<Match>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    status_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        ui.label(egui::RichText::new(t!("scoreboard-title")).size(17.0).strong());
        let face = crate::games::royal_casino::words::face_name(m.state.face());
        ui.label(t!("rc-score-round", round = m.state.round(), face = face));
        ui.label(t!("rc-score-target", target = m.state.target()));
        ui.separator();
        // A line per seat and its points and dice under it: narrow in every language.
        for (s, seat) in m.config.seats.iter().enumerate() {
            let turn = s == m.state.current() && !m.state.is_over();
            // The level only when the name does not already say it ("Casual 2", not "Casual 2 (Casual)").
            let who = match &seat.kind {
                SeatKind::Ai(level) if !seat.name.starts_with(&level_label(level)) => {
                    format!("{} ({})", seat.name, level_label(level))
                }
                _ => seat.name.clone(),
            };
            seat_tag_fitted(ui, seat.color, &if turn { format!("▶ {who}") } else { who }, 17.0);
            let p = m.state.players()[s];
            let line = format!("{} {}  ·  {} {}", t!("rc-score-points"), p.points, t!("rc-score-dice"), p.dice);
            ui.add(egui::Label::new(egui::RichText::new(line).size(15.0).color(egui::Color32::from_gray(220))).wrap());
        }
    });
    Ok(())
}
