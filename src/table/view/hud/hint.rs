//! The Expert's hint at the table: the menu's Hint button or I asks the strongest AI level what it
//! would play now for the person whose turn it is, from that seat's observation
//! (`crate::engine::hint`, the very move that level plays). It thinks on a thread of its own; the
//! answer rings what the move is about and says it in words (the move, what it does, the level's
//! reason) in a box at the side column's foot (a room the layout keeps), until the next step or ✖. It never changes the game.
//! For a seat with a secret (its cup) the move itself tells of it: the box then says to hold the
//! peek, which shows the hint, and nothing is rung. A phone's seat asks on its phone.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::engine::hint::{Hint, hint_in_words};
use crate::engine::shared_screen::hint_on_screen;
use crate::engine::{Game, Words};
use crate::t;
use crate::table::frame::UiPass;
use crate::table::lesson::Anchor;
use crate::table::states::{menus_closed, playing_with};
use crate::table::thinker::{Answer, think};
use crate::table::view::hud::bar_buttons::{BarButtons, RingsDrawn};
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions, hint_rect, show_in, table_to_ui};
use crate::table::view::hud::hud_shell::TableHud;
use crate::table::view::hud::ui_style::{BRASS, IVORY};
use crate::table::view::{Toasts, UiFlags};

/// The hint of game `G` being thought about, or shown, and at which step of the match.
#[derive(Resource)]
pub(crate) struct HintState<G: Game> {
    thinking: Option<(usize, Answer<Hint<G>>)>,
    shown: Option<(usize, G::Action, String)>,
    /// The hint of a seat with a secret (its cup): its words, for that seat's peek only; the
    /// shared screen says only where to read it (`engine::shared_screen::hint_on_screen`).
    private: Option<(usize, String)>,
}

impl<G: Game> Default for HintState<G> {
    fn default() -> Self {
        HintState { thinking: None, shown: None, private: None }
    }
}

pub(crate) fn hint_plugin<M: TableHud>(app: &mut App)
where
    M::G: Words,
{
    app.init_resource::<HintState<M::G>>().init_resource::<HintShown>().add_systems(
        EguiPrimaryContextPass,
        show_hint::<M>.run_if(playing_with::<M>()).run_if(menus_closed).in_set(UiPass::Overlay),
    );
}

/// Ask, receive and draw the hint of match `M`.
#[allow(clippy::too_many_arguments)]
fn show_hint<M: TableHud>(
    mut contexts: EguiContexts,
    m: Res<M>,
    mut hint: ResMut<HintState<M::G>>,
    mut flags: ResMut<UiFlags>,
    mut toasts: ResMut<Toasts>,
    (picked, regions, mut drawn, mut needs): (Res<M::Picked>, Res<HudRegions>, ResMut<DrawnPanels>, ResMut<HudNeeds>),
    camera: Query<(&Camera, &GlobalTransform), With<crate::table::view::tabletop::camera::TableCamera>>,
    (pieces, time): (Query<&GlobalTransform>, Res<Time>),
    (buttons, mut rings, mut answer_shown): (
        Res<BarButtons<<M::G as Game>::Action>>,
        ResMut<RingsDrawn>,
        ResMut<HintShown>,
    ),
) -> Result
where
    M::G: Words,
{
    let steps = m.record().steps.len();
    if std::mem::take(&mut flags.hint) {
        ask::<M>(&m, steps, &mut hint, &mut toasts);
    }
    // A hint is for the position it was asked in.
    if hint.shown.as_ref().is_some_and(|(at, _, _)| *at != steps) {
        (hint.shown, hint.private) = (None, None);
    }
    receive_answer::<M>(&m, steps, &mut hint);
    let ctx = contexts.ctx_mut()?;
    let (view, zoom) = (regions.view, drawn.zoom);
    let mut close = false;
    // The box's room is planned from what it needed last frame; 0 when it shows nothing now.
    let mut needed = 0.0;
    let mut boxed = |ctx: &egui::Context, add: &mut dyn FnMut(&mut egui::Ui)| {
        needed = side_box(ctx, &regions, &needs, &mut drawn, add);
    };
    if hint.thinking.is_some() {
        boxed(ctx, &mut |ui| {
            ui.label(egui::RichText::new(t!("hint-thinking")).size(17.0).color(IVORY));
        });
    } else if let Some((_, action, text)) = &hint.shown {
        let on_table = |p: Vec3| camera.single().ok().and_then(|(c, eye)| table_to_ui(c, eye, zoom, p));
        // A hint kept for the peek rings nothing: the move it rings would tell of the cup.
        let point = match m.anchor(*action, &picked) {
            _ if hint.private.is_some() => None,
            Anchor::Table(p) => on_table(p),
            Anchor::Piece(e) => pieces.get(e).ok().and_then(|t| on_table(t.translation())),
            // The bar's button that plays it (or opens it), outlined.
            Anchor::Bar => {
                if let Some(button) =
                    buttons.button_of(*action).map(|b| crate::table::view::hud::bar_fold::seen_as(ctx, b))
                {
                    crate::table::lesson::callout::outline(ctx, button, time.elapsed_secs());
                    rings.hint = Some(button);
                }
                None
            }
        };
        if let Some(point) = point.filter(|p| view.contains(*p)) {
            crate::table::lesson::callout::ring(ctx, point, time.elapsed_secs());
            rings.hint = Some(egui::Rect::from_center_size(point, egui::Vec2::splat(RING_PT)));
        }
        boxed(ctx, &mut |ui| {
            // The title then ✖, wrapped in a narrow column (long words).
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(t!("hint-title")).size(15.0).color(BRASS));
                close = ui.small_button("✖").clicked();
            });
            ui.label(egui::RichText::new(text.as_str()).size(18.0).color(IVORY));
        });
    }
    if close {
        (hint.shown, hint.private) = (None, None);
    }
    needs.hint = needed;
    answer_shown.0 = hint.shown.is_some();
    Ok(())
}

/// The thinking's answer, once it comes for the position it was asked in (`steps`): in words, and
/// kept for the peek where the shared screen may not say it (ruling L1).
fn receive_answer<M: TableHud>(m: &M, steps: usize, hint: &mut HintState<M::G>)
where
    M::G: Words,
{
    if let Some((at, answer)) = &mut hint.thinking {
        match answer.poll() {
            Ok(Some(h)) if *at == steps => {
                let names = |s: usize| m.config().seats.get(s).map_or("?".to_string(), |c| c.name.clone());
                let words = M::G::action_words(m.game_state(), h.action, &names);
                let text = h.reason.map_or(words.clone(), |r| format!("{words}\n{r}"));
                let on_screen = hint_on_screen::<M::G>(m.game_state(), h.seat, &text, || t!("hint-in-peek"));
                hint.private = (on_screen != text).then_some((steps, text));
                hint.shown = Some((steps, h.action, on_screen));
                hint.thinking = None;
            }
            Ok(None) => {}
            _ => hint.thinking = None,
        }
    }
}

/// Whether a hint's answer shows this frame (not its "thinking…"): for tests of any game.
#[derive(Resource, Debug, Default)]
pub(crate) struct HintShown(pub(crate) bool);

/// Start thinking about the hint for the person to act (a refusal in words otherwise).
fn ask<M: TableHud>(m: &M, steps: usize, hint: &mut HintState<M::G>, toasts: &mut Toasts)
where
    M::G: Words,
{
    let state = m.game_state();
    let seat = M::G::current(state);
    if m.phone_to_act() {
        let name = m.config().seats.get(seat).map_or("?", |s| s.name.as_str());
        toasts.push(t!("hint-on-phone", name = name));
        return;
    }
    if !m.tv_to_act() {
        toasts.push(t!("hint-not-now"));
        return;
    }
    // In a lesson the hint is the step's own move, for the step's reason: never another.
    if let Some(lesson) = m.lesson().filter(|l| l.learner() == seat)
        && let Some(step) = lesson.step()
    {
        let hint_of_step = Hint { seat, action: step.act, probabilities: None, reason: Some(lesson.sentence()) };
        hint.thinking = Some((steps, Answer::ready(hint_of_step)));
        return;
    }
    let Some(&(level, _)) = <M::G as crate::engine::policy::Players>::LEVELS.last() else { return };
    let (state, names) = (state.clone(), m.config().seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>());
    let thought = think("dicehall-hint".into(), move || {
        let said = |s: usize| names.get(s).cloned().unwrap_or_default();
        hint_in_words::<M::G>(&state, seat, level, &said).ok()
    });
    match thought {
        Ok(answer) => hint.thinking = Some((steps, answer)),
        Err(e) => error!("cannot think about a hint: {e}"),
    }
}

/// The size of a ring's box in [`RingsDrawn`], points.
const RING_PT: f32 = 60.0;

/// The hint's box at the side column's foot, over the lesson's (`hud_layout::hint_rect`); the
/// height it took, for the next frame's layout.
fn side_box(
    ctx: &egui::Context,
    regions: &HudRegions,
    needs: &HudNeeds,
    drawn: &mut DrawnPanels,
    add: &mut dyn FnMut(&mut egui::Ui),
) -> f32 {
    let rect = hint_rect(regions, needs);
    use crate::table::lesson::callout::{BOX_MARGIN_PT, callout_frame};
    let (hidden, taken) = show_in(ctx, drawn, "hint", rect, egui::Align2::LEFT_BOTTOM, |ui| {
        callout_frame()
            .show(ui, |ui| {
                ui.set_width((rect.width() - 2.0 * BOX_MARGIN_PT - 5.0).max(10.0));
                // A long hint scrolls in its room (the log above keeps its lines).
                let room = (rect.height() - 2.0 * BOX_MARGIN_PT - 5.0).max(20.0);
                let scroll = egui::ScrollArea::vertical().max_height(room).min_scrolled_height(0.0);
                scrolled_out(&scroll.show(ui, |ui| add(ui)))
            })
            .inner
    });
    // What it needs: all of it, the part scrolled out of sight too.
    taken.height() + hidden
}

/// How much of a scroll area's content lies out of sight, points.
pub(crate) fn scrolled_out<R>(out: &egui::scroll_area::ScrollAreaOutput<R>) -> f32 {
    (out.content_size.y - out.inner_rect.height()).max(0.0)
}

impl<G: Game> HintState<G> {
    /// The hint's words for the seat's peek, while shown for a seat with a secret.
    pub(crate) fn private_words(&self) -> Option<&str> {
        self.private.as_ref().map(|(_, text)| text.as_str())
    }
    /// The move shown and its words, if any.
    #[cfg(test)]
    pub(crate) fn shown(&self) -> Option<(G::Action, &str)> {
        self.shown.as_ref().map(|(_, a, text)| (*a, text.as_str()))
    }
}
