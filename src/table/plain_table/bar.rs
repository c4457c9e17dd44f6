//! The plain table's action bar: a person's legal actions in the taps a phone takes
//! (`Words::action_steps`, coarse to fine), each last tap saying its outcome
//! on hover; and the peek: what only the seat in turn may see (its cup), shown while it holds the
//! bar's button (by mouse, touch), P or a pad's top button, over a screen that asks everyone else
//! to look away: the cup, and what only that seat may read (the Expert's hint, a bid's why).

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::PlainMatch;
use crate::engine::Words;
use crate::engine::policy::Players;
use crate::engine::shared_screen::outcome_in_private;
use crate::t;
use crate::table::session::{SeatAction, SeatedMatch};
use crate::table::table_waits::TableWaits;
use crate::table::view::hud::bar_buttons::BarButtons;
use crate::table::view::hud::hint::HintState;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{action_bar_ui, frame};
use crate::table::view::hud::outcome_hover::says_outcome;
use crate::table::view::input::pad::PadTable;

/// The bar's words and the peek's, in points.
const BAR_PT: f32 = 16.0;
const PEEK_TITLE_PT: f32 = 34.0;
const PEEK_LINE_PT: f32 = 48.0;
/// The peek's hint and a bid's why, under the cup, points.
const PEEK_SMALL_PT: f32 = 26.0;
/// A bar button's least height, points (a finger's or a sofa's target).
const BAR_BUTTON_H_PT: f32 = 30.0;
/// The gap between two of the bar's buttons, points.
const BAR_GAP_PT: f32 = 5.0;
/// The key that shows the peek while held.
const PEEK_KEY: KeyCode = KeyCode::KeyP;
/// The pad button that shows the peek while held (the top face button: Y, △).
const PEEK_PAD_BUTTON: GamepadButton = GamepadButton::North;

/// The steps tapped so far in the bar, for the decision it was tapped in (the record's length).
#[derive(Resource, Default, Debug)]
pub(crate) struct BarPath {
    decision: usize,
    steps: Vec<String>,
    /// The peek's button is held (pressed on it, and the pointer, finger or pad button still down).
    peeking: bool,
    /// The last bid or call hovered in the bar: its why, as the seat alone may read it, for the
    /// peek (the bar's own tooltip says only what everyone may hear).
    hovered: Option<String>,
    /// Where the peek's button was drawn last, and whether the peek covered the screen last frame.
    pub(crate) peek_button: Option<egui::Rect>,
    pub(crate) peek_shown: bool,
    /// A quick click on the peek's button keeps the cup shown (a click is over before a slow
    /// screen's next frame) until the next press anywhere, or the decision is made.
    pinned: bool,
    /// When the last press on the peek's button began.
    press_at: Option<Instant>,
    /// The press that ended a kept peek (its release clicks nothing).
    unpinning: bool,
}

/// The longest press on the peek's button that counts as a click (and keeps the cup shown),
/// seconds; a longer one was a hold, and the cup goes when it is let go.
const PEEK_CLICK_S: f32 = 0.35;

/// Keep the peek shown after a quick click on its button; let it go at the next press elsewhere
/// (on the cover: the button is under it, so a click there ends it too).
fn pin_the_peek(path: &mut BarPath, clicked: bool, (press_began, down): (bool, bool), now: Instant) {
    if path.pinned && press_began {
        (path.pinned, path.unpinning) = (false, true);
    } else if clicked {
        let quick = path.press_at.is_some_and(|at| (now - at).as_secs_f32() <= PEEK_CLICK_S);
        path.pinned = !path.unpinning && quick;
        path.unpinning = false;
    } else if !down {
        path.unpinning = false;
    }
}

/// One button of the bar: the next step's words, and the action it plays when it is the last.
struct Choice<A> {
    words: String,
    action: Option<A>,
    /// Every action this tap leads to (the one it plays, or those of its next taps).
    leads: Vec<A>,
}

/// The next taps after `path`: each distinct next step once, in the core's order; a step that is
/// an action's last plays it.
fn next_taps<G: Words>(
    state: &G::State,
    legal: &[G::Action],
    path: &[String],
    names: &dyn Fn(usize) -> String,
) -> Vec<Choice<G::Action>> {
    let mut taps: Vec<Choice<G::Action>> = Vec::new();
    for &action in legal {
        let steps = G::action_steps(state, action, names);
        if steps.len() <= path.len() || steps[..path.len()] != *path {
            continue;
        }
        let words = steps[path.len()].clone();
        let last = steps.len() == path.len() + 1;
        match taps.iter_mut().find(|t| t.words == words) {
            Some(tap) => {
                tap.action = None;
                tap.leads.push(action);
            }
            None => taps.push(Choice { words, action: last.then_some(action), leads: vec![action] }),
        }
    }
    taps
}

/// A person's turn: the next taps of its legal actions, a Back once a tap is made, and the peek's
/// button when the seat has something only it may see.
pub(crate) fn action_bar<G: Players + Words + 'static>(
    mut contexts: EguiContexts,
    m: Res<PlainMatch<G>>,
    waits: Res<TableWaits>,
    mut path: ResMut<BarPath>,
    mut out: MessageWriter<SeatAction<G::Action>>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
    mut buttons: ResMut<BarButtons<G::Action>>,
) -> Result {
    if path.decision != m.record.steps.len() {
        *path = BarPath { decision: m.record.steps.len(), ..default() };
    }
    if !m.tv_to_act() || waits.held() {
        path.peeking = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let seat = G::current(&m.state);
    let names = |s: usize| m.seat_name(s).to_string();
    let legal: Vec<G::Action> = m.pad_choices().into_iter().map(|(_, a)| a).collect();
    let taps = next_taps::<G>(&m.state, &legal, &path.steps, &names);
    let private = !own_only_lines::<G>(&m, seat).is_empty();
    action_bar_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        frame(egui::Color32::from_rgb(200, 160, 90)).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                // Tight rows: a bar of many bids still leaves the table its share of the screen.
                ui.spacing_mut().item_spacing = egui::vec2(BAR_GAP_PT, BAR_GAP_PT);
                ui.spacing_mut().button_padding = egui::vec2(BAR_GAP_PT, 2.0);
                let button = |ui: &mut egui::Ui, words: &str| {
                    ui.add(
                        egui::Button::new(egui::RichText::new(words).size(BAR_PT))
                            .min_size(egui::vec2(0.0, BAR_BUTTON_H_PT)),
                    )
                };
                if private {
                    let response = button(ui, &t!("plain-peek-button"));
                    path.peek_button = Some(response.rect);
                    let pressed = response.is_pointer_button_down_on();
                    // Once the peek covers the screen the button is under it: the hold goes on
                    // while the pointer (a mouse button, a finger) stays down.
                    let held = path.peeking && ui.input(|i| i.pointer.primary_down());
                    let (press_began, down) = ui.input(|i| (i.pointer.any_pressed(), i.pointer.any_down()));
                    let now = Instant::now();
                    if press_began && response.contains_pointer() {
                        path.press_at = Some(now);
                    }
                    path.peeking = pressed || held;
                    pin_the_peek(&mut path, response.clicked(), (press_began, down), now);
                }
                if !path.steps.is_empty() && button(ui, &t!("plain-bar-back")).clicked() {
                    path.steps.pop();
                }
                for tap in taps {
                    let response = button(ui, &tap.words);
                    buttons.add_leading(tap.leads, response.rect);
                    match tap.action {
                        Some(action) => {
                            if response.hovered() {
                                path.hovered = outcome_in_private::<G>(&m.state, action, &names)
                                    .map(|why| format!("{}: {why}", tap.words));
                            }
                            if says_outcome(response, m.action_outcome(action)).clicked() {
                                out.write(SeatAction::new(seat, action));
                            }
                        }
                        None if response.clicked() => path.steps.push(tap.words),
                        None => {}
                    }
                }
            })
        });
    });
    Ok(())
}

/// What only `seat` may see of the match: its lines in its own view that the table's lack.
fn own_only_lines<G: Players + Words + 'static>(m: &PlainMatch<G>, seat: usize) -> Vec<String> {
    let names = |s: usize| m.seat_name(s).to_string();
    let public = G::seat_words(&m.state, seat, &names);
    let own = G::seat_words(&G::observation(&m.state, seat), seat, &names);
    own.into_iter().filter(|line| !public.contains(line)).collect()
}

/// While the seat in turn (a person's) holds the peek's button or P: the whole screen is covered,
/// asks everyone else to look away, and shows what only that seat may see, large.
pub(crate) fn peek<G: Players + Words + 'static>(
    mut contexts: EguiContexts,
    m: Res<PlainMatch<G>>,
    mut path: ResMut<BarPath>,
    (keys, pads): (Res<ButtonInput<KeyCode>>, Query<&Gamepad>),
    hint: Res<HintState<G>>,
) -> Result {
    let seat = G::current(&m.state);
    let pad_held = pads.iter().any(|pad| pad.pressed(PEEK_PAD_BUTTON));
    path.peek_shown = false;
    if !m.tv_to_act() || !(path.peeking || path.pinned || keys.pressed(PEEK_KEY) || pad_held) {
        return Ok(());
    }
    let mut lines = own_only_lines::<G>(&m, seat);
    if lines.is_empty() {
        return Ok(());
    }
    path.peek_shown = true;
    let small: Vec<String> = hint
        .private_words()
        .map(|words| format!("{}\n{words}", t!("peek-hint-title")))
        .into_iter()
        .chain(path.hovered.clone())
        .collect();
    lines.extend(small.iter().flat_map(|s| s.lines().map(str::to_string)).map(|l| format!("\u{1}{l}")));
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("plain-peek")).order(egui::Order::Foreground).fixed_pos(screen.min).show(ctx, |ui| {
        ui.painter().rect_filled(screen, 0.0, egui::Color32::from_rgb(12, 14, 18));
        ui.scope_builder(egui::UiBuilder::new().max_rect(screen.shrink(screen.height() * 0.1)), |ui| {
            ui.vertical_centered(|ui| {
                let title = t!("plain-peek-title", name = m.seat_name(seat));
                ui.label(egui::RichText::new(title).size(PEEK_TITLE_PT).color(egui::Color32::from_gray(200)));
                for line in lines {
                    // Marked lines (the hint, a bid's why) are said smaller under the cup.
                    let text = match line.strip_prefix('\u{1}') {
                        Some(small) => egui::RichText::new(small).size(PEEK_SMALL_PT),
                        None => egui::RichText::new(line).size(PEEK_LINE_PT).strong(),
                    };
                    ui.add(egui::Label::new(text.color(egui::Color32::WHITE)).wrap());
                }
            });
        });
    });
    Ok(())
}
