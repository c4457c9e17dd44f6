//! The results screen every game shares: who won, the game's standings, a chart of each seat's
//! points round by round (round-number ticks, the target when there is one), and Play again /
//! New game / Watch the replay / Quit. A game gives its words and numbers ([`TableResults`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::engine::{Game, seats_in};
use crate::t;
use crate::table::save::SavedMatch;
use crate::table::states::{AppState, results_of};
use crate::table::view::hud::replay_controls::results_buttons;
use crate::table::view::hud::ui_style::paint_seat_mark;
use crate::table::view::screens::setup::SetupForm;
use crate::table::view::seat_color32;

/// The chart's size at most and the room its axis labels take, in points.
const CHART_SIZE: [f32; 2] = [480.0, 210.0];
/// The chart's least height: below it the standings scroll instead, in points.
const CHART_MIN_H_PT: f32 = 110.0;
/// What the window takes besides its body: its title bar, frame and margins above and below, in
/// points.
const RESULTS_CHROME_PT: f32 = 64.0;
/// The row of buttons under the chart, with the space above it, in points.
const RESULTS_BUTTONS_PT: f32 = 44.0;
/// The part of the screen's height the standings take at most before they scroll.
const STANDINGS_MAX_SHARE: f32 = 0.4;
const CHART_MARGIN: [f32; 2] = [34.0, 16.0];
/// Horizontal lines the chart aims for (round steps of 1, 2 or 5 times a power of ten).
const CHART_LINES: f64 = 4.0;

/// Each seat's points round by round, for the results chart.
pub(crate) struct PointsChart {
    /// The chart's heading ("Points after each round").
    pub title: String,
    /// Per seat, its points at the start and after each round.
    pub points: Vec<Vec<i64>>,
    /// The points that end the game, drawn as a line, if the game has such a target.
    pub target: Option<i64>,
}

/// What a game's match tells the results screen.
pub(crate) trait TableResults: SavedMatch {
    /// The line naming the winners ("Ada wins!").
    fn headline(&self) -> String {
        let winners: Vec<&str> = seats_in(Self::G::winners(self.game_state()))
            .into_iter()
            .map(|s| self.config().seats.get(s).map_or("?", |seat| seat.name.as_str()))
            .collect();
        let names = crate::i18n::join_names(&winners);
        if winners.len() > 1 { t!("results-share", names = names) } else { t!("results-wins", names = names) }
    }
    /// Rounds the game took.
    fn rounds_played(&self) -> usize;
    /// The final standings, best first (a grid of the game's own columns).
    fn standings(&self, ui: &mut egui::Ui);
    /// Each seat's points round by round (`None`: the game has no points to chart).
    fn chart(&self) -> Option<PointsChart>;
}

/// The results screen of the match `M` (each game's view adds it).
pub(crate) fn results_plugin<M: TableResults>(app: &mut App) {
    // Play again and New game fill the setup's form (the setup screen keeps it; the HUD alone too).
    app.init_resource::<SetupForm>().add_systems(
        EguiPrimaryContextPass,
        results_screen::<M>.run_if(results_of::<M>()).in_set(crate::table::frame::UiPass::Overlay),
    );
}

/// Tick values for a chart from 0 to `top`: steps of 1, 2 or 5 times a power of ten, about
/// [`CHART_LINES`] of them, the last at or above `top`.
pub(crate) fn ticks(top: i64) -> Vec<i64> {
    let top = top.max(1);
    let rough = top as f64 / CHART_LINES;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * power).find(|s| *s >= rough).unwrap_or(power * 10.0);
    let step = (step as i64).max(1);
    let last = (top + step - 1) / step * step;
    (0..=last / step).map(|k| k * step).collect()
}

/// The chart, `height` points high (its width is [`CHART_SIZE`]'s).
fn draw_chart(ui: &mut egui::Ui, chart: &PointsChart, seats: &[crate::table::session::SeatConfig], height: f32) {
    let size = egui::vec2(CHART_SIZE[0], height);
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let rect = response.rect.shrink2(egui::Vec2::from(CHART_MARGIN));
    painter.rect_filled(response.rect, 6.0, egui::Color32::from_gray(25));
    let rounds = chart.points.iter().map(Vec::len).max().unwrap_or(1).saturating_sub(1).max(1);
    let highest = chart.points.iter().flatten().copied().chain(chart.target).max().unwrap_or(0);
    let ticks = ticks(highest);
    let top = *ticks.last().unwrap_or(&1) as f32;
    let point = |round: usize, points: i64| {
        egui::pos2(
            rect.left() + rect.width() * round as f32 / rounds as f32,
            rect.bottom() - rect.height() * points as f32 / top,
        )
    };
    let grid = egui::Stroke::new(1.0, egui::Color32::from_gray(70));
    let font = egui::FontId::proportional(12.0);
    for &points in &ticks {
        let y = point(0, points).y;
        painter.line_segment([egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)], grid);
        if points == 0 {
            continue; // the rounds' 0 marks the corner
        }
        let at = egui::pos2(rect.left() - 4.0, y);
        painter.text(at, egui::Align2::RIGHT_CENTER, points, font.clone(), egui::Color32::GRAY);
    }
    if let Some(target) = chart.target {
        let y = point(0, target).y;
        let gold = egui::Stroke::new(1.5, egui::Color32::from_rgb(240, 190, 60));
        painter.line_segment([egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)], gold);
    }
    for r in 0..=rounds {
        let at = point(r, 0) + egui::vec2(0.0, 3.0);
        painter.text(at, egui::Align2::CENTER_TOP, r, font.clone(), egui::Color32::GRAY);
    }
    for (seat, line) in seats.iter().zip(&chart.points) {
        let line: Vec<egui::Pos2> = line.iter().enumerate().map(|(r, &p)| point(r, p)).collect();
        painter.add(egui::Shape::line(line.clone(), egui::Stroke::new(2.5, seat_color32(seat))));
        for p in line {
            paint_seat_mark(&painter, p, 10.0, seat.color);
        }
    }
}

fn results_screen<M: TableResults>(
    mut contexts: EguiContexts,
    m: Res<M>,
    mut form: ResMut<SetupForm>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Whole on the screen at a sofa's scale: the standings scroll past a share of the height, the
    // chart takes what is left down to its least height.
    let screen_h = ctx.content_rect().height();
    egui::Window::new(t!("results-title"))
        .id(egui::Id::new("results"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let top = ui.min_rect().top();
            let gold = egui::Color32::from_rgb(255, 220, 120);
            ui.label(egui::RichText::new(m.headline()).size(28.0).color(gold));
            ui.label(t!("results-after-rounds", n = m.rounds_played()));
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .max_height(screen_h * STANDINGS_MAX_SHARE)
                .auto_shrink([true, true])
                .show(ui, |ui| m.standings(ui));
            ui.add_space(8.0);
            if let Some(chart) = m.chart() {
                ui.label(chart.title.as_str());
                let used = ui.min_rect().bottom() - top;
                let room = screen_h - RESULTS_CHROME_PT - RESULTS_BUTTONS_PT - used;
                draw_chart(ui, &chart, &m.config().seats, room.clamp(CHART_MIN_H_PT, CHART_SIZE[1]));
            }
            ui.add_space(8.0);
            results_buttons(ui, &*m, &mut form, &mut commands, &mut next, &mut exit);
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::ticks;

    #[test]
    fn chart_ticks_are_round_numbers_reaching_the_top() {
        assert_eq!(ticks(570), vec![0, 200, 400, 600]);
        assert_eq!(ticks(500), vec![0, 200, 400, 600]);
        assert_eq!(ticks(90), vec![0, 50, 100]);
        assert_eq!(ticks(40), vec![0, 10, 20, 30, 40]);
        assert_eq!(ticks(3), vec![0, 1, 2, 3]);
        assert_eq!(ticks(0), vec![0, 1]);
        for top in 1..5000 {
            let t = ticks(top);
            assert!(*t.last().unwrap() >= top && t.len() <= 6 && t.len() >= 2, "{top}: {t:?}");
        }
    }
}
