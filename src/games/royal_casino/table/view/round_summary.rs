//! The round summary: when a round ends (and the game goes on), who settled which row for how
//! much, each seat's points won or lost this round, and the standings. It stays until its OK (the
//! shared `round_over` bar, keys, pad and phones), a click on the table or a person's own move; AI
//! seats wait for it (`SummaryWaits`, which the hold reads).

use bevy::prelude::*;

use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::chips::SettledRows;
use crate::games::royal_casino::rules::Event as RulesEvent;
use crate::games::royal_casino::table::{CasinoStep, Match, PlayerAction};
use crate::games::royal_casino::words::ROW_LETTERS;
use crate::t;
use crate::table::GameSet;
use crate::table::session::SeatKind;
use crate::table::states::{SummaryWaits, playing_with};
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{LogCovered, sheet_ui};
use crate::table::view::hud::ui_style::seat_tag;
use crate::table::view::input::skip::SkipAnimations;

/// What the last round did.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Summary {
    pub(crate) round: u32,
    /// Row, the seat that settled it, points (+ gained, − paid).
    pub(crate) rows: Vec<(usize, usize, i32)>,
    /// Each seat's points change over the round.
    pub(crate) change: Vec<i64>,
    /// Seats best first, with their points.
    pub(crate) standings: Vec<(usize, u32)>,
}

#[derive(Resource, Default, Debug)]
pub(crate) struct RoundSummary {
    pub(crate) shown: Option<Summary>,
}

/// The summary's sheet (and its keeping).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(track_plugin).add_systems(
        EguiPrimaryContextPass,
        summary_window.run_if(playing_with::<Match>()).in_set(crate::table::frame::UiPass::Hud),
    );
}

/// When the summary opens and closes (headless too).
pub(crate) fn track_plugin(app: &mut App) {
    app.init_resource::<RoundSummary>()
        .init_resource::<SettledRows>()
        .add_systems(Update, track_summary.in_set(GameSet::Present).run_if(resource_exists::<Match>));
}

/// The summary of the round that just ended, from the rows settled in it and the points history.
pub(crate) fn summarise(m: &Match, settled: &SettledRows, round: u32) -> Summary {
    let mut rows: Vec<(usize, usize, i32)> = if settled.round == round {
        settled.rows.iter().enumerate().filter_map(|(r, s)| s.map(|(seat, delta)| (r, seat, delta))).collect()
    } else {
        Vec::new()
    };
    rows.sort_unstable();
    let n = m.config.seats.len();
    let change = match m.own.history.as_slice() {
        [.., before, after] => (0..n).map(|s| i64::from(after[s]) - i64::from(before[s])).collect(),
        _ => vec![0; n],
    };
    let standings = m.ranking().into_iter().map(|s| (s, m.state.players()[s].points)).collect();
    Summary { round, rows, change, standings }
}

/// A person's move or a click on the table closes the summary; a round's end opens the next.
#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
fn track_summary(
    mut steps: MessageReader<CasinoStep>,
    mut actions: MessageReader<PlayerAction>,
    mut skips: MessageReader<SkipAnimations>,
    m: Res<Match>,
    settled: Res<SettledRows>,
    mut summary: ResMut<RoundSummary>,
    waits: Option<Res<SummaryWaits>>,
    mut commands: Commands,
) {
    // Only a person acts while it shows: AI seats wait for it.
    if actions.read().count() > 0 || crate::table::view::input::skip::asked(&mut skips) {
        summary.shown = None;
    }
    for e in steps.read().flat_map(|s| &s.events) {
        if let RulesEvent::RoundEnded { round, .. } = e
            && !m.state.is_over()
        {
            summary.shown = Some(summarise(&m, &settled, *round));
        }
    }
    // It holds the AI seats only when a person sits at the table to press OK.
    let wait = summary.shown.as_ref().filter(|_| m.config.seats.iter().any(|s| s.kind == SeatKind::Human));
    if let Some(shown) = wait
        && waits.as_deref().is_none_or(|w| w.round != shown.round)
    {
        commands.insert_resource(SummaryWaits { round: shown.round });
    } else if wait.is_none() && waits.is_some() {
        commands.remove_resource::<SummaryWaits>();
    }
}

/// Words of the summary in the side column, points.
const SUMMARY_PT: f32 = 16.0;

/// The summary in the log's place in the side column (it covers nothing of the table), until OK.
fn summary_window(
    mut contexts: EguiContexts,
    m: Res<Match>,
    mut summary: ResMut<RoundSummary>,
    (regions, needs, mut drawn, mut covered): (Res<HudRegions>, Res<HudNeeds>, ResMut<DrawnPanels>, ResMut<LogCovered>),
    waits: Option<Res<SummaryWaits>>,
) -> Result {
    let Some(s) = &summary.shown else { return Ok(()) };
    // While the sheet holds the table the action bar is its one OK (`round_over`): no second.
    let own_ok = waits.is_none();
    let ctx = contexts.ctx_mut()?;
    let title = t!("rc-summary-title", round = s.round);
    let close = sheet_ui(ctx, &regions, &needs, &mut drawn, &mut covered, &title, |ui| {
        let big = |t: String| egui::RichText::new(t).size(SUMMARY_PT);
        if s.rows.is_empty() {
            ui.label(big(t!("rc-summary-none")));
        }
        for &(row, seat, delta) in &s.rows {
            let who = &m.config.seats[seat];
            let (row, name) = (ROW_LETTERS[row].to_string(), &who.name);
            let line = if delta >= 0 {
                t!("rc-summary-gains", row = row, name = name, points = delta)
            } else {
                t!("rc-summary-pays", row = row, name = name, points = -delta)
            };
            seat_tag(ui, who.color, &line, SUMMARY_PT);
        }
        ui.separator();
        // A line per seat: place, name, points and what the round changed (wrapped when narrow).
        for (place, &(seat, points)) in s.standings.iter().enumerate() {
            let who = &m.config.seats[seat];
            ui.horizontal_wrapped(|ui| {
                ui.label(big(format!("{}.", place + 1)));
                seat_tag(ui, who.color, &who.name, SUMMARY_PT);
                ui.label(big(points.to_string()).strong());
                ui.label(big(t!("rc-summary-change", change = format!("{:+}", s.change[seat]))));
            });
        }
        ui.add_space(4.0);
        own_ok && ui.button(big(t!("rc-summary-ok"))).clicked()
    });
    if close {
        summary.shown = None;
    }
    Ok(())
}
