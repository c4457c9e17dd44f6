//! The HUD every game shares, in the one layout of `hud_layout`: the turn prompt (the top band);
//! under the game's status in the side column, room for the round's banner, a refusal, a warning
//! or a large caption of what just happened, then the game log; the menu's buttons (the bottom
//! band's right end: `hud_menu`). A game gives the words ([`TableHud`]), its status and its action
//! bar ([`status_ui`], [`action_bar_ui`]); the shell places them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::engine::Game;
use crate::t;
use crate::table::GameSet;
use crate::table::frame::UiPass;
use crate::table::session::{Banner, SeatedMatch};
use crate::table::states::AppState;
use crate::table::states::{SummaryWaits, TableHold, TurnState, playing_with};
use crate::table::view::hud::hud_layout::{DrawnPanels, GAP_PT, HudNeeds, HudRegions, log_rect, show_in};
use crate::table::view::hud::side_message;
use crate::table::view::{CAPTION_S, Caption, Toasts, seat_color32};

/// Seconds a toast (a refusal, an undo) stays up; it fades over its last second.
pub(crate) const TOAST_S: f32 = 5.0;
/// Lines of the log kept in its scroll area.
const LOG_LINES: usize = 80;
/// Text sizes of the prompt, the caption (and banner, toasts, warning) and the log, points.
const PROMPT_PT: f32 = 26.0;
const CAPTION_PT: f32 = 26.0;
const LOG_PT: f32 = 14.0;
/// The most rows the prompt wraps to (then "…": the log beside has every word). A caption is
/// always whole: its room grows to fit it ([`HudNeeds::caption`]).
const PROMPT_ROWS: usize = 2;
/// A lesson's step as the prompt: up to 110 characters, whole in three rows.
const LESSON_PROMPT_ROWS: usize = 3;
/// The caption panel's frame round its words (margins and border), points.
pub(crate) const CAPTION_FRAME_PT: egui::Vec2 = egui::vec2(36.0, 20.0);

/// What a game's match tells the HUD shell.
pub(crate) trait TableHud: SeatedMatch {
    /// What a person has picked up at this table before saying where it goes (a die held, say),
    /// as the game's input keeps it ([`NothingPicked`] at a table where nothing is).
    type Picked: Resource + Default;
    /// What the seat in turn is asked to do, in words ("" for nothing, as while a banner shows).
    fn prompt(&self, turn: TurnState) -> String;
    /// A warning under the prompt (what the picked value would cost, say).
    fn warning(&self, _picked: &Self::Picked) -> Option<String> {
        None
    }
    /// Where `action` of the seat in turn is, for a lesson's callout to point at: a point of the
    /// table (the cup, a square), a piece (a die to pick first: `picked` says what is picked),
    /// or the action bar (the default).
    fn anchor(&self, _action: <Self::G as Game>::Action, _picked: &Self::Picked) -> crate::table::lesson::Anchor {
        crate::table::lesson::Anchor::Bar
    }
}

/// What a person has picked up at a table where nothing is picked up before it is placed.
#[derive(Resource, Default, Debug)]
pub(crate) struct NothingPicked;

/// The shell's systems for the match `M` (each game's HUD plugin adds it).
pub(crate) fn hud_plugin<M: TableHud + Component<Mutability = bevy::ecs::component::Mutable>>(app: &mut App)
where
    M::G: crate::engine::Words,
{
    use crate::table::view::hud::bar_buttons::{BarButtons, RingsDrawn, forget_bar_buttons};
    app.init_resource::<M::Picked>().add_systems(
        EguiPrimaryContextPass,
        (prompt_and_banner::<M>, game_log::<M>).chain().run_if(playing_with::<M>()).in_set(UiPass::Labels),
    );
    app.init_resource::<BarButtons<<M::G as Game>::Action>>().init_resource::<RingsDrawn>().add_systems(
        EguiPrimaryContextPass,
        forget_bar_buttons::<<M::G as Game>::Action>.run_if(playing_with::<M>()).in_set(UiPass::Style),
    );
    crate::table::lesson::callout::callout_plugin::<M>(app);
    crate::table::view::hud::hint::hint_plugin::<M>(app);
    crate::table::view::hud::pieces_to_see::plugin::<M>(app);
    app.add_systems(
        EguiPrimaryContextPass,
        crate::table::view::hud::bar_fold::close_on_a_step::<M>.run_if(playing_with::<M>()).in_set(UiPass::Style),
    );
}

/// Toasts age and go, the menu's buttons, in every game.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LogCovered>().add_systems(Update, age_toasts.in_set(GameSet::Present)).add_systems(
        EguiPrimaryContextPass,
        (crate::table::view::hud::hud_menu::menu_buttons, reset_bottom_need)
            .chain()
            .in_set(UiPass::Panels)
            .run_if(in_state(AppState::Playing)),
    );
}

/// The bottom band's need is the tallest thing drawn in it this frame (the bar may not be drawn).
fn reset_bottom_need(mut needs: ResMut<HudNeeds>, drawn: Res<DrawnPanels>, mut covered: ResMut<LogCovered>) {
    covered.0 = false;
    needs.bottom = drawn.rects.iter().find(|(n, _)| n == "menu").map_or(0.0, |(_, r)| r.height() + 2.0 * GAP_PT);
}

fn age_toasts(mut toasts: ResMut<crate::table::view::Toasts>, time: Res<Time<Real>>) {
    if toasts.0.is_empty() {
        return;
    }
    let dt = time.delta_secs();
    toasts.0.iter_mut().for_each(|t| t.1 += dt);
    toasts.0.retain(|t| t.1 < TOAST_S);
}

/// The prompt of the seat in turn: the game's own where the TV holds the seat; where a phone
/// holds it, where the choice is made (the TV offers nothing for it).
fn prompt_for_holder<M: TableHud>(m: &M, turn: TurnState) -> String {
    let waiting = matches!(turn, TurnState::AwaitThrow | TurnState::Placing);
    if waiting && m.phone_to_act() {
        let seat = M::G::current(m.game_state());
        return t!("prompt-on-phone", name = m.config().seats.get(seat).map_or("?", |s| s.name.as_str()));
    }
    m.prompt(turn)
}

/// The panel every HUD message sits on: dark, with a border of `colour`.
pub(crate) fn frame(colour: egui::Color32) -> egui::Frame {
    egui::Frame::new()
        .fill(egui::Color32::from_black_alpha(185))
        .corner_radius(8.0)
        .inner_margin(egui::Margin::symmetric(16, 8))
        .stroke(egui::Stroke::new(2.0, colour))
}

/// The top band: the prompt, then one row for the round's banner, a refusal, a warning or the
/// last move's caption (in that order of rank).
#[allow(clippy::too_many_arguments)]
fn prompt_and_banner<M: TableHud>(
    mut contexts: EguiContexts,
    m: Res<M>,
    turn: Res<State<TurnState>>,
    (banner, toasts, picked): (Res<Banner>, Res<Toasts>, Res<M::Picked>),
    mut caption: ResMut<Caption>,
    (time, replay): (Res<Time<Real>>, Option<Res<crate::table::replay::Replay>>),
    (waits, hold): (Option<Res<SummaryWaits>>, Res<TableHold>),
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let seats = &m.config().seats;
    let colour = seats.get(M::G::current(m.game_state())).map_or(egui::Color32::GRAY, seat_color32);
    // In a replay nobody is asked anything: the prompt says what the move shown did. While a
    // round's sheet waits for its OK, the prompt says that (not who is about to throw).
    // A lesson's step, when it is the learner's to do, is the prompt (its target glows).
    let lesson = crate::table::lesson::lesson_prompt(&*m, &banner);
    let rows = if lesson.is_some() { LESSON_PROMPT_ROWS } else { PROMPT_ROWS };
    let prompt = match (replay, crate::table::view::hud::round_over::waiting_prompt(waits.as_deref(), &hold), lesson) {
        (Some(_), _, _) => m.log_lines().last().cloned().unwrap_or_default(),
        (None, Some(waiting), _) => waiting,
        (None, None, Some(step)) => step,
        (None, None, None) => prompt_for_holder(&*m, *turn.get()),
    };
    // One message at a time: the round's banner outranks the last move's caption.
    if banner.left_s > 0.0 {
        caption.0 = None;
    }
    let mut fade = 1.0;
    if let Some((_, _, age)) = &mut caption.0 {
        *age += time.delta_secs();
        fade = (CAPTION_S - *age).clamp(0.0, 0.4) / 0.4;
    }
    let band = regions.top.shrink(GAP_PT);
    // Smaller words on a small screen (in points: a high UI scale makes the screen small), so
    // the band keeps within its share of it.
    let prompt_pt = (regions.screen.height() * 0.045).clamp(18.0, PROMPT_PT);
    // The prompt's row is kept when there is none (a banner's moment), so the band does not jump.
    let mut used = prompt_pt * 1.35 + 20.0 + GAP_PT;
    if !prompt.is_empty() {
        drawn.prompt.clone_from(&prompt);
        let (_, rect) = show_in(ctx, &mut drawn, "prompt", band, egui::Align2::CENTER_TOP, |ui| {
            frame(colour).show(ui, |ui| {
                ui.label(rows_of(ui, prompt, prompt_pt, egui::Color32::WHITE, rows));
            })
        });
        used = rect.height() + GAP_PT;
    }
    let message = side_message::message_now(&banner, &toasts, m.warning(&picked), &caption, fade);
    side_message::show_message(ctx, &mut drawn, &mut needs, &regions, message);
    if caption.0.as_ref().is_some_and(|(_, _, age)| *age > CAPTION_S) {
        caption.0 = None;
    }
    needs.top = used + GAP_PT;
    Ok(())
}

/// A caption's words at `size` points in `colour`, wrapped to `width`, every row of them.
pub(crate) fn caption_job(text: String, size: f32, colour: egui::Color32, width: f32) -> egui::text::LayoutJob {
    egui::text::LayoutJob::simple(text, egui::FontId::proportional(size), colour, width.max(10.0))
}

/// The caption's words' size on a screen of `screen_h` points (smaller on a small screen).
pub(crate) fn caption_pt(screen_h: f32) -> f32 {
    // At a size the warm-up has laid out (a size of its own would show blanks its first frames).
    crate::table::view::font_warmup::warmed_size((screen_h * 0.04).clamp(18.0, CAPTION_PT))
}

/// `text` at `size` points in `colour`, wrapped to the width `ui` has in at most `rows` rows.
fn rows_of(ui: &egui::Ui, text: String, size: f32, colour: egui::Color32, rows: usize) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::simple(text, egui::FontId::proportional(size), colour, ui.available_width());
    job.wrap.max_rows = rows;
    job
}

/// The side column under the game's status: the log, newest line at the bottom.
fn game_log<M: TableHud>(
    mut contexts: EguiContexts,
    m: Res<M>,
    (regions, needs, mut drawn): (Res<HudRegions>, Res<HudNeeds>, ResMut<DrawnPanels>),
    (covered, held): (Res<LogCovered>, Option<Res<crate::table::states::HeldBack>>),
) -> Result
where
    M::G: crate::engine::Words,
{
    if covered.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let rect = log_rect(&regions, &needs);
    show_in(ctx, &mut drawn, "log", rect, egui::Align2::LEFT_TOP, |ui| {
        frame(egui::Color32::from_rgb(120, 95, 70)).show(ui, |ui| {
            let inner = rect.shrink2(egui::vec2(18.0, 10.0));
            ui.set_width(inner.width().max(10.0));
            ui.set_height(inner.height().max(10.0));
            ui.label(egui::RichText::new(t!("log-title")).size(17.0).strong());
            let scroll = egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]);
            scroll.min_scrolled_height(0.0).show(ui, |ui| {
                // What the table has shown: a step it is still showing is not told yet.
                let held_log = crate::table::states::shown_log_and_state(&*m, held.as_deref()).map(|(log, _)| log);
                let log = held_log.as_deref().unwrap_or(m.log_lines());
                for line in &log[log.len().saturating_sub(LOG_LINES)..] {
                    ui.add(egui::Label::new(egui::RichText::new(line).size(LOG_PT)).wrap());
                }
            });
        })
    });
    Ok(())
}

pub(crate) use crate::table::view::hud::hud_side::{LogCovered, sheet_ui, status_ui};

pub(crate) use crate::table::view::hud::bar_fold::action_bar_ui;
