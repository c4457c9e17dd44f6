//! The lesson's callout: the step's sentence in a brass-edged box beside what it is about, a
//! pulsing ring and a line to it (a game says where with `TableHud::anchor`), "Do it for me" and
//! "End the lesson"; at the end, the offer of a real game with the same seats.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Anchor, LessonRun};
use crate::engine::Game;
use crate::game::frame::UiPass;
use crate::game::session::{Banner, PendingStart, SeatAction};
use crate::game::states::playing_with;
use crate::game::view::camera::TableCamera;
use crate::game::view::hud_layout::{DrawnPanels, HudRegions, table_to_ui};
use crate::game::view::hud_shell::TableHud;
use crate::game::view::ui_style::{BRASS, IVORY, WALNUT};
use crate::t;

/// The callout's widest, points; its sentence's size.
const CALLOUT_W_PT: f32 = 360.0;
const SENTENCE_PT: f32 = 21.0;
/// How far the box keeps from what it points at, and the ring's radius, points.
const OFFSET_PT: f32 = 70.0;
const RING_PT: f32 = 30.0;

/// The callout of match `M`'s lesson.
pub(crate) fn callout_plugin<M: TableHud + Component<Mutability = Mutable>>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        callout::<M>
            .run_if(playing_with::<M>())
            .run_if(|m: Option<Res<M>>| m.is_some_and(|m| m.lesson().is_some()))
            .in_set(UiPass::Overlay),
    );
}

/// What the lesson shows now.
enum Shown<A> {
    /// The learner's step: its action and where it is.
    Step(A, Anchor),
    /// Another seat plays (the sentence names it).
    Watch(String),
    /// The steps are through: the offer.
    Offer,
    Nothing,
}

fn shown<M: TableHud>(
    m: &M,
    lesson: &LessonRun<<M::G as Game>::Action>,
    banner: &Banner,
) -> Shown<<M::G as Game>::Action> {
    let state = m.game_state();
    let Some(step) = lesson.step() else {
        return if lesson.closed { Shown::Nothing } else { Shown::Offer };
    };
    if banner.left_s > 0.0 || M::G::is_over(state) || M::G::chance(state).is_some() {
        return Shown::Nothing;
    }
    let now = M::G::current(state);
    if now == lesson.learner() {
        Shown::Step(step.act, m.anchor(step.act))
    } else {
        Shown::Watch(t!("lesson-watch", name = m.config().seats.get(now).map_or("?", |s| s.name.as_str())))
    }
}

#[allow(clippy::too_many_arguments)]
fn callout<M: TableHud + Component<Mutability = Mutable>>(
    mut contexts: EguiContexts,
    mut m: ResMut<M>,
    banner: Res<Banner>,
    regions: Res<HudRegions>,
    drawn: Res<DrawnPanels>,
    camera: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    time: Res<Time>,
    mut actions: MessageWriter<SeatAction<<M::G as Game>::Action>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(lesson) = m.lesson().cloned() else { return Ok(()) };
    let view = regions.view;
    match shown(&*m, &lesson, &banner) {
        Shown::Nothing => {}
        Shown::Watch(words) => {
            let at = egui::pos2(view.center().x, view.min.y + 8.0);
            boxed(ctx, "lesson-watch", at, egui::Align2::CENTER_TOP, |ui| {
                ui.label(egui::RichText::new(words).size(SENTENCE_PT * 0.8));
            });
        }
        Shown::Step(action, anchor) => {
            let point = match anchor {
                Anchor::Table(p) => camera.single().ok().and_then(|(c, eye)| table_to_ui(c, eye, drawn.zoom, p)),
                Anchor::Bar => {
                    let bar = drawn.rects.iter().find(|(n, _)| n == "bar").map_or(regions.bottom, |(_, r)| *r);
                    Some(bar.center_top())
                }
            };
            let point = point.filter(|p| regions.screen.contains(*p)).unwrap_or(view.center());
            let pulse = (time.elapsed_secs() * 3.0).sin() * 0.5 + 0.5;
            let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("lesson ring")));
            painter.circle_stroke(point, RING_PT * (1.0 + 0.15 * pulse), egui::Stroke::new(4.0, BRASS));
            // Above what it points at when there is room, else below it; always inside the view.
            let above = point.y - OFFSET_PT > view.min.y + 140.0;
            let (at, align) = if above {
                (
                    egui::pos2(
                        point.x.clamp(view.min.x + CALLOUT_W_PT / 2.0, view.max.x - CALLOUT_W_PT / 2.0),
                        point.y - OFFSET_PT,
                    ),
                    egui::Align2::CENTER_BOTTOM,
                )
            } else {
                (
                    egui::pos2(
                        point.x.clamp(view.min.x + CALLOUT_W_PT / 2.0, view.max.x - CALLOUT_W_PT / 2.0),
                        point.y + OFFSET_PT,
                    ),
                    egui::Align2::CENTER_TOP,
                )
            };
            let (done, of) = lesson.done_of();
            let rect = boxed(ctx, "lesson-step", at, align, |ui| {
                ui.label(egui::RichText::new(t!("lesson-progress", n = done + 1, of = of)).size(14.0).color(BRASS));
                ui.label(egui::RichText::new(lesson.sentence()).size(SENTENCE_PT).color(IVORY));
                ui.horizontal(|ui| {
                    if ui.button(t!("lesson-do-it")).clicked() {
                        actions.write(SeatAction { seat: lesson.learner(), action });
                    }
                    if ui.button(t!("lesson-end")).clicked()
                        && let Some(mut run) = m.lesson().cloned()
                    {
                        run.end();
                        m.set_lesson(Some(run));
                    }
                });
            });
            let edge = if above { rect.center_bottom() } else { rect.center_top() };
            let toward = (point - edge).normalized();
            painter.line_segment([edge, point - toward * RING_PT], egui::Stroke::new(3.0, BRASS));
        }
        Shown::Offer => {
            boxed(ctx, "lesson-offer", view.center(), egui::Align2::CENTER_CENTER, |ui| {
                ui.label(egui::RichText::new(lesson.sentence()).size(SENTENCE_PT).color(IVORY));
                ui.horizontal(|ui| {
                    if ui.button(egui::RichText::new(t!("lesson-real-game")).size(20.0)).clicked() {
                        let mut config = m.config().clone();
                        config.seed = None;
                        commands.insert_resource(PendingStart(config));
                    }
                    if ui.button(egui::RichText::new(t!("lesson-finish-round")).size(20.0)).clicked()
                        && let Some(mut run) = m.lesson().cloned()
                    {
                        run.closed = true;
                        m.set_lesson(Some(run));
                    }
                });
            });
        }
    }
    Ok(())
}

/// A callout box at `at` (aligned by `align`) on the foreground; its rectangle.
fn boxed(
    ctx: &egui::Context,
    id: &str,
    at: egui::Pos2,
    align: egui::Align2,
    add: impl FnOnce(&mut egui::Ui),
) -> egui::Rect {
    egui::Area::new(egui::Id::new(id))
        .order(egui::Order::Foreground)
        .pivot(align)
        .fixed_pos(at)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(WALNUT)
                .stroke(egui::Stroke::new(2.5, BRASS))
                .corner_radius(10)
                .inner_margin(egui::Margin::same(12))
                .show(ui, |ui| {
                    ui.set_max_width(CALLOUT_W_PT);
                    add(ui);
                });
        })
        .response
        .rect
}
