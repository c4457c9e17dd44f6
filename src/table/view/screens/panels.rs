//! Panels over any screen: the player's guide as help (a page: `guide_view`), the settings (dice speed, instant dice,
//! AI pause, volume) and the pause menu (resume, rules, settings, quit to setup, quit). While any
//! is open the table is paused (`hold.rs`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::engine::GameId;
use crate::i18n::Language;
use crate::t;
use crate::table::language::LanguageOverride;
use crate::table::session::{Quality, Settings};
use crate::table::states::{AppState, Menu};
use crate::table::view::UiFlags;
use crate::table::view::hud::words::{choose_language, language_choice};
use crate::table::view::screens::guide_page::{GuideError, Page};
use crate::table::view::screens::guide_view::guide_window;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (help, settings, pause).chain().in_set(crate::table::frame::UiPass::Menus));
}

/// The guide read last: its game and language, and its page (or why it cannot be shown).
type ReadGuide = Option<(GameId, Language, Result<Page, GuideError>)>;

fn help(
    mut contexts: EguiContexts,
    (menu, mut next): (Res<State<Menu>>, ResMut<NextState<Menu>>),
    on_table: Option<Res<crate::table::table_game::OnTable>>,
    form: Res<crate::table::view::screens::setup::SetupForm>,
    state: Res<State<AppState>>,
    mut was_open: Local<bool>,
    mut read: Local<ReadGuide>,
) -> Result {
    let game = match (*state.get(), on_table) {
        (AppState::Setup, _) | (_, None) => form.config.game,
        (_, Some(on_table)) => on_table.0,
    };
    let menu = *menu.get();
    let mut open = matches!(menu, Menu::Guide { .. });
    if open {
        let language = crate::i18n::language();
        if read.as_ref().is_none_or(|(g, l, _)| (*g, *l) != (game, language)) {
            let page = crate::table::view::screens::guides::page(game, language);
            if let Err(e) = &page {
                error!("the {} guide in {} cannot be shown: {e}", game.name(), language.code());
            }
            *read = Some((game, language, page));
        }
        if let Some((_, _, page)) = read.as_ref() {
            let ctx = contexts.ctx_mut()?;
            guide_window(ctx, &t!("help-title"), page.as_ref(), &mut open, !*was_open);
        }
    }
    if !open && matches!(menu, Menu::Guide { .. }) {
        next.set(menu.closed());
    }
    *was_open = open;
    Ok(())
}

/// The UI scale while its slider shows `shown`: held (not applied) while it is dragged, applied
/// once let go. Returns what the slider holds and the scale applied.
pub(crate) fn ui_scale_of_slider(dragging: bool, shown: f32, applied: f32) -> (Option<f32>, f32) {
    if dragging { (Some(shown), applied) } else { (None, shown) }
}

/// The UI scale's slider (the settings, the setup screen): it applies when let go (or typed, or
/// stepped by keys): a scale applied while dragging rescaled the window under the pointer.
/// `held`: what the slider shows while dragged; a scale set here is the player's choice.
pub(crate) fn ui_scale_slider(ui: &mut egui::Ui, held: &mut Option<f32>, s: &mut Settings) {
    let mut scale = held.unwrap_or(s.ui_scale);
    let before = s.ui_scale;
    let slider = ui.add(egui::Slider::new(&mut scale, 0.75..=2.0).text(t!("settings-ui-scale")));
    (*held, s.ui_scale) = ui_scale_of_slider(slider.dragged(), scale, s.ui_scale);
    s.ui_scale_chosen |= s.ui_scale != before;
}

fn settings(
    mut contexts: EguiContexts,
    (menu, mut next): (Res<State<Menu>>, ResMut<NextState<Menu>>),
    mut settings: ResMut<Settings>,
    mut over: ResMut<LanguageOverride>,
    mut scale_held: Local<Option<f32>>,
) -> Result {
    let menu = *menu.get();
    if !matches!(menu, Menu::Settings { .. }) {
        *scale_held = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut s = settings.clone();
    let window = egui::Window::new(t!("settings-title")).id(egui::Id::new("settings"));
    window.open(&mut open).resizable(false).default_pos([480.0, 200.0]).show(ctx, |ui| {
        ui.add(egui::Slider::new(&mut s.dice_speed, 0.5..=3.0).text(t!("settings-dice-speed")));
        ui.checkbox(&mut s.instant_dice, t!("settings-instant-dice"));
        ui.add(egui::Slider::new(&mut s.ai_pause_s, 0.0..=2.0).text(t!("settings-ai-pause")));
        ui.add(egui::Slider::new(&mut s.volume, 0.0..=1.0).text(t!("settings-volume")));
        ui.checkbox(&mut s.reduce_motion, t!("settings-reduce-motion"));
        ui_scale_slider(ui, &mut scale_held, &mut s);
        ui.horizontal(|ui| {
            ui.label(t!("settings-quality"));
            for (q, label) in [
                (Quality::Auto, t!("settings-quality-auto")),
                (Quality::Low, t!("settings-quality-low")),
                (Quality::High, t!("settings-quality-high")),
            ] {
                ui.radio_value(&mut s.quality, q, label);
            }
        });
        if let Some(l) = ui.horizontal(|ui| language_choice(ui, t!("settings-language"))).inner {
            choose_language(l, &mut s, &mut over);
        }
    });
    let changed = s != *settings;
    if changed {
        *settings = s;
    }
    if !open {
        next.set(menu.closed());
    }
    Ok(())
}

/// The pause menu's distance from the screen's top, points: anchored by its top, it never moves
/// as it grows (a question opening under a button), so nothing slides under the pointer.
const PAUSE_TOP_PT: f32 = 24.0;
/// The pause menu's words, points.
const PAUSE_PT: f32 = 20.0;
/// The pause menu's title bar, points.
const PAUSE_TITLE_PT: f32 = 36.0;

#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
fn pause(
    mut contexts: EguiContexts,
    mut flags: ResMut<UiFlags>,
    (menu, mut next_menu): (Res<State<Menu>>, ResMut<NextState<Menu>>),
    state: Res<State<AppState>>,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    (host, mut seats): (Res<crate::table::phones::PhoneHost>, ResMut<crate::table::phones::PhoneSeats>),
    (names, lesson): (Res<crate::table::phones::SeatNamesNow>, Option<Res<crate::table::lesson::callout::LessonOn>>),
) -> Result {
    // The guide and the settings open from here in its place; closing them brings it back.
    if *menu.get() != Menu::Pause || *state.get() != AppState::Playing {
        flags.take_back = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Never taller than the screen: what does not fit (the phones' code, at a sofa's scale)
    // scrolls, and the title and first buttons stay in view.
    let most_h = (ctx.content_rect().height() - 2.0 * PAUSE_TOP_PT - PAUSE_TITLE_PT).max(PAUSE_PT * 4.0);
    egui::Window::new(t!("pause-title"))
        .id(egui::Id::new("paused"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, PAUSE_TOP_PT])
        .vscroll(true)
        .max_height(most_h)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.vertical_centered_justified(|ui| {
                if button(ui, t!("pause-resume")) {
                    next_menu.set(Menu::Closed);
                }
                if button(ui, t!("pause-rules")) {
                    next_menu.set(Menu::Guide { from_pause: true });
                }
                if button(ui, t!("bar-settings")) {
                    next_menu.set(Menu::Settings { from_pause: true });
                }
                take_back_buttons(ui, &mut flags, &mut seats, &names.0);
                if flags.confirm_quit {
                    // A lesson is never saved: its question says so.
                    let ask = if lesson.as_deref().is_some_and(|l| l.0) {
                        t!("pause-quit-ask-lesson")
                    } else {
                        t!("pause-quit-ask")
                    };
                    let (yes, no) = asked(ui, ask, t!("pause-quit-yes"), t!("pause-quit-no"));
                    if yes {
                        next_menu.set(Menu::Closed);
                        next.set(AppState::Setup);
                    }
                    flags.confirm_quit = !(yes || no);
                } else if button(ui, t!("pause-quit-to-setup")) {
                    flags.confirm_quit = true;
                }
                // Quitting dicehall asks first, like quitting the game.
                if flags.confirm_exit {
                    let ask = if lesson.as_deref().is_some_and(|l| l.0) {
                        t!("pause-exit-ask-lesson")
                    } else {
                        t!("pause-exit-ask")
                    };
                    let (yes, no) = asked(ui, ask, t!("pause-exit-yes"), t!("pause-quit-no"));
                    if yes {
                        exit.write(AppExit::Success);
                    }
                    flags.confirm_exit = !(yes || no);
                } else if button(ui, t!("pause-quit-app")) {
                    flags.confirm_exit = true;
                }
            });
            // A latecomer joins from here: the room's code and address.
            crate::table::view::screens::phones_panel::phones_panel(ui, &host, &seats, None);
        });
    Ok(())
}

/// A button of the pause menu: its words; whether it was clicked.
fn button(ui: &mut egui::Ui, words: String) -> bool {
    ui.button(egui::RichText::new(words).size(PAUSE_PT)).clicked()
}

/// A question of the pause menu and its two answers (the yes first): which was clicked.
fn asked(ui: &mut egui::Ui, question: String, yes: String, no: String) -> (bool, bool) {
    ui.label(egui::RichText::new(question).size(PAUSE_PT * 0.9));
    ui.horizontal(|ui| (button(ui, yes), button(ui, no))).inner
}

/// For each seat a phone holds: a button to take it back to the TV, which asks first; once
/// confirmed the seat is the TV's and the phone is told.
fn take_back_buttons(
    ui: &mut egui::Ui,
    flags: &mut UiFlags,
    seats: &mut crate::table::phones::PhoneSeats,
    names: &[String],
) {
    let held: Vec<usize> = seats.holders.values().filter_map(|h| h.seat).collect();
    for seat in held {
        let name = names.get(seat).cloned().unwrap_or_default();
        if flags.take_back == Some(seat) {
            let ask = t!("pause-take-back-ask", name = name.clone());
            let (yes, no) = asked(ui, ask, t!("pause-take-back-yes"), t!("pause-take-back-no"));
            if yes {
                seats.take_back(seat);
            }
            if yes || no {
                flags.take_back = None;
            }
        } else if button(ui, t!("pause-take-back", name = name)) {
            flags.take_back = Some(seat);
        }
    }
}

#[cfg(test)]
#[path = "panels_tests.rs"]
mod tests;
