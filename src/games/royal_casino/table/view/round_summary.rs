//! The round summary: when a round ends (and the game goes on), who settled which row for how
//! much, each seat's points won or lost this round, and the standings. It stays until its OK, a
//! click on the table or a person's own move; AI seats wait for it (`SummaryWaits`, which the hold reads).

use bevy::prelude::*;

use crate::game::view::camera::TableCamera;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::GameSet;
use crate::game::session::SeatKind;
use crate::game::states::{SummaryWaits, playing_with};
use crate::game::view::SettledRows;
use crate::game::view::skip::SkipAnimations;
use crate::game::view::ui_style::seat_tag;
use crate::games::royal_casino::rules::Event as RulesEvent;
use crate::games::royal_casino::table::flow::ROW_LETTERS;
use crate::games::royal_casino::table::{Match, Notice, PlayerAction};
use crate::t;

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

/// The summary's window (and its keeping).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(track_plugin).add_systems(
        EguiPrimaryContextPass,
        summary_window.run_if(playing_with::<Match>()).in_set(crate::game::frame::UiPass::Overlay),
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
fn track_summary(
    mut notices: MessageReader<Notice>,
    mut actions: MessageReader<PlayerAction>,
    mut skips: MessageReader<SkipAnimations>,
    m: Res<Match>,
    settled: Res<SettledRows>,
    mut summary: ResMut<RoundSummary>,
    waits: Option<Res<SummaryWaits>>,
    mut commands: Commands,
) {
    // Only a person acts while it shows: AI seats wait for it.
    if actions.read().count() > 0 || crate::game::view::skip::asked(&mut skips) {
        summary.shown = None;
    }
    for notice in notices.read() {
        if let Notice::Rules(RulesEvent::RoundEnded { round, .. }) = notice
            && !m.state.is_over()
        {
            summary.shown = Some(summarise(&m, &settled, *round));
        }
    }
    // It holds the AI seats only when a person sits at the table to press OK.
    let wait = summary.shown.is_some() && m.config.seats.iter().any(|s| s.kind == SeatKind::Human);
    if wait && waits.is_none() {
        commands.insert_resource(SummaryWaits);
    } else if !wait && waits.is_some() {
        commands.remove_resource::<SummaryWaits>();
    }
}

/// A seat's plate this far right of the screen's middle (a share of its width) counts as on the right.
const RIGHT_SIDE_FROM: f32 = 0.55;

/// The summary's bottom corner, on the other side from the seat to act (its plate's x on a screen
/// this wide, when known): whoever it covers, never them.
fn summary_corner(plate_x: Option<(f32, f32)>) -> (egui::Align2, [f32; 2]) {
    match plate_x {
        Some((x, width)) if x > width * RIGHT_SIDE_FROM => (egui::Align2::LEFT_BOTTOM, [30.0, -52.0]),
        _ => (egui::Align2::RIGHT_BOTTOM, [-30.0, -52.0]),
    }
}

fn summary_window(
    mut contexts: EguiContexts,
    m: Res<Match>,
    mut summary: ResMut<RoundSummary>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
) -> Result {
    let Some(s) = &summary.shown else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    let to_act = crate::game::view::seating::plate_point(m.state.current(), m.config.seats.len());
    let plate_x = cameras.single().ok().and_then(|(camera, eye)| {
        Some((camera.world_to_viewport(eye, to_act).ok()?.x, camera.logical_viewport_size()?.x))
    });
    let (corner, offset) = summary_corner(plate_x);
    egui::Window::new(t!("rc-summary-title", round = s.round))
        .id(egui::Id::new("round summary"))
        .anchor(corner, offset)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let big = |t: String| egui::RichText::new(t).size(19.0);
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
                seat_tag(ui, who.color, &line, 19.0);
            }
            ui.separator();
            egui::Grid::new("round standings").spacing([18.0, 4.0]).show(ui, |ui| {
                for (place, &(seat, points)) in s.standings.iter().enumerate() {
                    let who = &m.config.seats[seat];
                    ui.label(big(format!("{}.", place + 1)));
                    seat_tag(ui, who.color, &who.name, 19.0);
                    ui.label(big(points.to_string()).strong());
                    ui.label(big(t!("rc-summary-change", change = format!("{:+}", s.change[seat]))));
                    ui.end_row();
                }
            });
            close = ui.button(big(t!("rc-summary-ok"))).clicked();
        });
    if close {
        summary.shown = None;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_sits_on_the_other_side_from_the_seat_to_act() {
        let corner = |x: Option<(f32, f32)>| summary_corner(x).0;
        assert_eq!(corner(Some((1100.0, 1280.0))), egui::Align2::LEFT_BOTTOM, "a seat on the right");
        assert_eq!(corner(Some((150.0, 1280.0))), egui::Align2::RIGHT_BOTTOM, "a seat on the left");
        assert_eq!(corner(Some((640.0, 1280.0))), egui::Align2::RIGHT_BOTTOM, "the front seat, in the middle");
        assert_eq!(corner(None), egui::Align2::RIGHT_BOTTOM, "no camera yet");
    }
}
