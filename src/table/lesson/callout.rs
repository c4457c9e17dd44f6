//! The lesson's callout: the step's sentence is the prompt (`super::lesson_prompt`); what it is
//! about gets a pulsing brass ring and an arrow (a game says where with `TableHud::anchor`); a small
//! box in the view's corner holds "Do it for me" and "End the lesson", then the offer of a real
//! game with the same seats.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Anchor, LessonRun};
use crate::engine::Game;
use crate::t;
use crate::table::frame::UiPass;
use crate::table::session::{Banner, PendingStart, SeatAction};
use crate::table::states::{menus_closed, playing_with};
use crate::table::view::hud::bar_buttons::{BarButtons, RingsDrawn};
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions, lesson_rect, show_in, table_to_ui};
use crate::table::view::hud::hud_shell::TableHud;
use crate::table::view::hud::ui_style::{BRASS, IVORY, WALNUT};
use crate::table::view::tabletop::camera::TableCamera;

/// The lesson's sentence's size, points.
const SENTENCE_PT: f32 = 21.0;
/// Who plays while the learner watches, points.
const WATCH_PT: f32 = 17.0;
/// The ring's radius round what a step is about, and the arrow's length above it, points.
const RING_PT: f32 = 30.0;
const ARROW_PT: f32 = 36.0;
/// The box's buttons' words, points.
const BUTTON_PT: f32 = 17.0;

/// The callout of match `M`'s lesson.
pub(crate) fn callout_plugin<M: TableHud + Component<Mutability = Mutable>>(app: &mut App) {
    app.init_resource::<LessonOn>().add_systems(Update, note_lesson::<M>.run_if(playing_with::<M>()));
    app.add_systems(
        EguiPrimaryContextPass,
        callout::<M>
            .run_if(playing_with::<M>())
            .run_if(|m: Option<Res<M>>| m.is_some_and(|m| m.lesson().is_some()))
            // A menu lies over the table: the lesson's box waits under it, not over it (its
            // buttons would play through the pause).
            .run_if(menus_closed)
            .in_set(UiPass::Overlay),
    );
}

/// Whether the match on the table is a lesson (they are never saved: the pause menu says so).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonOn(pub bool);

/// Whether match `M` is a lesson, told to [`LessonOn`].
fn note_lesson<M: TableHud>(m: Res<M>, mut on: ResMut<LessonOn>, needs: Option<ResMut<HudNeeds>>) {
    on.set_if_neq(LessonOn(m.lesson().is_some()));
    // No lesson (ended, or a real game): the log has the side column's foot back.
    if let Some(mut needs) = needs.filter(|n| m.lesson().is_none() && n.lesson != 0.0) {
        needs.lesson = 0.0;
    }
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
    picked: &M::Picked,
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
        Shown::Step(step.act, m.anchor(step.act, picked))
    } else {
        Shown::Watch(t!("lesson-watch", name = m.config().seats.get(now).map_or("?", |s| s.name.as_str())))
    }
}

#[allow(clippy::too_many_arguments)]
fn callout<M: TableHud + Component<Mutability = Mutable>>(
    mut contexts: EguiContexts,
    mut m: ResMut<M>,
    banner: Res<Banner>,
    (regions, mut drawn, mut needs): (Res<HudRegions>, ResMut<DrawnPanels>, ResMut<HudNeeds>),
    camera: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    pieces: Query<&GlobalTransform>,
    picked: Res<M::Picked>,
    time: Res<Time>,
    mut actions: MessageWriter<SeatAction<<M::G as Game>::Action>>,
    mut commands: Commands,
    (buttons, mut rings): (Res<BarButtons<<M::G as Game>::Action>>, ResMut<RingsDrawn>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(lesson) = m.lesson().cloned() else { return Ok(()) };
    // The lesson's box has the side column's foot (`lesson_rect`), off the table; the step's
    // sentence is the prompt (`lesson_prompt`), its target rings.
    let mut end_lesson = false;
    let mut close_offer = false;
    match shown(&*m, &lesson, &banner, &picked) {
        Shown::Nothing => {}
        Shown::Watch(words) => {
            side_box(ctx, &regions, &mut needs, &mut drawn, |ui| {
                ui.label(egui::RichText::new(words).size(WATCH_PT).color(IVORY));
            });
        }
        Shown::Step(action, anchor) => {
            let on_table = |p: Vec3| camera.single().ok().and_then(|(c, eye)| table_to_ui(c, eye, drawn.zoom, p));
            let point = match anchor {
                Anchor::Table(p) => on_table(p),
                Anchor::Piece(e) => pieces.get(e).ok().and_then(|t| on_table(t.translation())),
                // A button of the bar: that button is outlined (or the whole bar, while the
                // button is a tap or two away: the prompt names it).
                Anchor::Bar => {
                    let bar = drawn.rects.iter().find(|(n, _)| n == "bar").map_or(regions.bottom, |(_, r)| *r);
                    let button = buttons.button_of(action).map(|b| crate::table::view::hud::bar_fold::seen_as(ctx, b));
                    outline(ctx, button.unwrap_or(bar), time.elapsed_secs());
                    rings.lesson = button;
                    None
                }
            };
            if let Some(point) = point.filter(|p| regions.screen.contains(*p)) {
                ring(ctx, point, time.elapsed_secs());
                rings.lesson = Some(egui::Rect::from_center_size(point, egui::Vec2::splat(2.0 * RING_PT)));
            }
            side_box(ctx, &regions, &mut needs, &mut drawn, |ui| {
                ui.horizontal_wrapped(|ui| {
                    if ui.button(egui::RichText::new(t!("lesson-do-it")).size(BUTTON_PT)).clicked() {
                        actions.write(SeatAction::new(lesson.learner(), action));
                    }
                    end_lesson = ui.button(egui::RichText::new(t!("lesson-end")).size(BUTTON_PT)).clicked();
                });
            });
        }
        Shown::Offer => {
            side_box(ctx, &regions, &mut needs, &mut drawn, |ui| {
                ui.label(egui::RichText::new(lesson.sentence()).size(SENTENCE_PT).color(IVORY));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(egui::RichText::new(t!("lesson-real-game")).size(BUTTON_PT)).clicked() {
                        let mut config = m.config().clone();
                        config.seed = None;
                        commands.insert_resource(PendingStart(config));
                    }
                    close_offer = ui.button(egui::RichText::new(t!("lesson-finish-round")).size(BUTTON_PT)).clicked();
                });
            });
        }
    }
    if end_lesson || close_offer {
        let mut run = lesson;
        if end_lesson {
            run.end();
        }
        run.closed |= close_offer;
        m.set_lesson(Some(run));
    }
    Ok(())
}

/// The lesson's box at the side column's foot, in the room the layout keeps for it
/// (`lesson_rect`); its height noted for the next frame's layout.
fn side_box(
    ctx: &egui::Context,
    regions: &HudRegions,
    needs: &mut HudNeeds,
    drawn: &mut DrawnPanels,
    add: impl FnOnce(&mut egui::Ui),
) {
    let rect = lesson_rect(regions, needs);
    let (_, taken) = show_in(ctx, drawn, "lesson", rect, egui::Align2::LEFT_BOTTOM, |ui| {
        callout_frame().show(ui, |ui| {
            ui.set_width((rect.width() - 2.0 * BOX_MARGIN_PT - 5.0).max(10.0));
            add(ui);
        });
    });
    needs.lesson = taken.height();
}

/// The inner margin of the lesson's and the hint's boxes, points.
pub(crate) const BOX_MARGIN_PT: f32 = 12.0;

/// The lesson's and the hint's boxes: walnut, a brass edge.
pub(crate) fn callout_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(WALNUT)
        .stroke(egui::Stroke::new(2.5, BRASS))
        .corner_radius(10)
        .inner_margin(egui::Margin::same(BOX_MARGIN_PT as i8))
}

/// A brass outline pulsing round `rect` (the action bar, when a step is one of its buttons).
pub(crate) fn outline(ctx: &egui::Context, rect: egui::Rect, seconds: f32) {
    let pulse = (seconds * 3.0).sin() * 0.5 + 0.5;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("lesson ring")));
    let around = rect.expand(3.0 + 3.0 * pulse);
    painter.rect_stroke(around, 10.0, egui::Stroke::new(4.0, BRASS), egui::StrokeKind::Outside);
}

/// A brass ring pulsing round `point` and an arrow coming down onto it.
pub(crate) fn ring(ctx: &egui::Context, point: egui::Pos2, seconds: f32) {
    let pulse = (seconds * 3.0).sin() * 0.5 + 0.5;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("lesson ring")));
    let radius = RING_PT * (1.0 + 0.15 * pulse);
    painter.circle_stroke(point, radius + 2.0, egui::Stroke::new(7.0, WALNUT));
    painter.circle_stroke(point, radius, egui::Stroke::new(4.0, BRASS));
    let tip = point - egui::vec2(0.0, radius + 6.0 + 6.0 * pulse);
    let stroke = egui::Stroke::new(5.0, BRASS);
    painter.line_segment([tip - egui::vec2(0.0, ARROW_PT), tip], stroke);
    painter.line_segment([tip + egui::vec2(-12.0, -14.0), tip], stroke);
    painter.line_segment([tip + egui::vec2(12.0, -14.0), tip], stroke);
}
