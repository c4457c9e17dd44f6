//! The setup screen: 2–6 seats, each with a name, a colour and human or an AI level; who starts;
//! the beginner face first; a seed (blank for random); Start.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::t;
use crate::table::language::LanguageOverride;
use crate::table::phones::{PhoneHost, PhoneSeats};
use crate::table::prefs::PrefsSlot;
use crate::table::save::SaveNotice;
use crate::table::session::Settings;
use crate::table::session::{
    MatchConfig, PALETTE, PendingStart, SeatConfig, SeatKind, default_color, default_seat_name, is_default_seat_name,
    levels, seat_range, window_games,
};
use crate::table::states::AppState;
use crate::table::view::hud::words::{choose_language, game_title, language_choice};
use crate::table::view::input::pad::PadOrder;
use crate::table::view::screens::phones_panel::phones_panel;
use crate::table::view::screens::setup_continue::{Saved, continue_rows};
use crate::table::view::screens::setup_seats::seat_row;

/// The form as filled in so far (kept for Play again and the next visit).
#[derive(Resource, Debug, Clone)]
pub(crate) struct SetupForm {
    pub config: MatchConfig,
    pub seed_text: String,
    pub error: Option<String>,
}

/// The form starts from the table last set up (the settings file remembers it).
impl FromWorld for SetupForm {
    fn from_world(world: &mut World) -> Self {
        let last = world.get_resource::<PrefsSlot>().and_then(|p| p.last_setup.clone());
        SetupForm { config: last.unwrap_or_default(), seed_text: String::new(), error: None }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SetupForm>().add_plugins(crate::table::view::screens::setup_continue::plugin).add_systems(
        EguiPrimaryContextPass,
        setup_screen.run_if(in_state(AppState::Setup)).in_set(crate::table::frame::UiPass::Panels),
    );
}

/// Room between a window and the screen's side, points.
const SIDE_MARGIN_PT: f32 = 16.0;
/// The phones' window's width before it was first drawn, points (its words' width and margins).
const PHONES_WINDOW_PT: f32 = 340.0;

/// Whether the form and the phones' window fit side by side on the screen, as wide as they were
/// last drawn. Once the phones' panel is within the form, the form measures at least as wide as
/// the panel: the answer stays no until the screen (or its scale) changes, never flickering.
fn phones_fit_beside(ctx: &egui::Context) -> bool {
    let width = |id: &str| ctx.memory(|m| m.area_rect(egui::Id::new(id)).map(|r| r.width()));
    let form = width("setup").unwrap_or(0.0);
    let phones = width("setup phones").unwrap_or(PHONES_WINDOW_PT);
    form + phones + 3.0 * SIDE_MARGIN_PT <= ctx.content_rect().width()
}

/// Points of the setup window that are not its scrolling form: title bar, Start row, margins.
const SETUP_CHROME_PT: f32 = 150.0;
/// The form's height never shrinks below this (a tiny window scrolls within it).
const SETUP_BODY_MIN_PT: f32 = 200.0;

#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
fn setup_screen(
    mut contexts: EguiContexts,
    mut form: ResMut<SetupForm>,
    (menu, mut next_menu): (Res<State<crate::table::states::Menu>>, ResMut<NextState<crate::table::states::Menu>>),
    (mut saved, notice, mut prefs): (ResMut<Saved>, Res<SaveNotice>, Option<ResMut<PrefsSlot>>),
    (mut settings, mut over, pads): (ResMut<Settings>, ResMut<LanguageOverride>, Res<PadOrder>),
    phones: (Res<PhoneHost>, Res<PhoneSeats>),
    mut commands: Commands,
    mut scale_held: Local<Option<f32>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let form = &mut *form;
    // Serving phones, the form steps left and the phones' window (QR code, room code) takes the
    // right: both in view, neither over the other; where the screen is too narrow for both (a
    // large UI scale), the phones' panel opens the form instead. (Nothing in the form fills the
    // width it is offered: an egui window keeps the largest width it had.)
    let beside = phones.0.showing() && phones_fit_beside(ctx);
    let within = phones.0.showing() && !beside;
    egui::Window::new(t!("setup-title"))
        .id(egui::Id::new("setup"))
        .anchor(
            if beside { egui::Align2::LEFT_CENTER } else { egui::Align2::CENTER_CENTER },
            [if beside { SIDE_MARGIN_PT } else { 0.0 }, 0.0],
        )
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            // The form scrolls when it is taller than the screen (a long list of unfinished games,
            // a large UI scale); Start stays in view below it.
            let body_max = (ui.ctx().content_rect().height() - SETUP_CHROME_PT).max(SETUP_BODY_MIN_PT);
            egui::ScrollArea::vertical().id_salt("setup body").max_height(body_max).show(ui, |ui| {
                if within {
                    phones_panel(ui, &phones.0, &phones.1, Some(&form.config));
                    ui.add_space(12.0);
                }
                continue_rows(ui, &mut saved, &notice, &mut commands);
                if !pads.0.is_empty() {
                    ui.label(egui::RichText::new(t!("setup-pads", n = pads.0.len())).size(16.0));
                }
                let before = form.config.game;
                ui.horizontal(|ui| {
                    for game in window_games() {
                        let text = egui::RichText::new(game_title(game)).size(22.0);
                        crate::table::view::hud::ui_style::choice_value(ui, &mut form.config.game, game, text);
                    }
                });
                let game = form.config.game;
                if game != before {
                    let seats = form.config.seats.clone();
                    form.config = MatchConfig { seed: form.config.seed, ..MatchConfig::default_for(game) };
                    // Keep who sits where as far as the new game allows (names and kinds; colours are the game's).
                    for (i, (new, old)) in form.config.seats.iter_mut().zip(seats).enumerate() {
                        let level_ok = match &old.kind {
                            SeatKind::Ai(l) => levels(game).iter().any(|(n, _)| n == l),
                            SeatKind::Human => true,
                        };
                        if level_ok {
                            new.kind = old.kind;
                            new.name = if is_default_seat_name(&old.name) {
                                default_seat_name(&new.kind, i)
                            } else {
                                old.name
                            };
                        }
                    }
                }
                // Each game's catalogue says what it is in a line (`setup-blurb-<game>`).
                let blurb = crate::i18n::text(&format!("setup-blurb-{}", game.name()), &[]);
                ui.label(egui::RichText::new(blurb).size(16.0));
                // A guided first round of this game against AI seats (its lesson's table).
                let learn = egui::Button::new(egui::RichText::new(t!("setup-learn")).size(20.0));
                if ui.add(learn.min_size(egui::vec2(0.0, 36.0))).on_hover_text(t!("setup-learn-why")).clicked() {
                    match crate::table::lesson::lesson_config(game) {
                        Ok(config) => {
                            commands.insert_resource(crate::table::lesson::LessonRequest(game));
                            commands.insert_resource(PendingStart(config));
                        }
                        Err(e) => form.error = Some(e),
                    }
                }
                ui.add_space(8.0);
                let mut count = form.config.seats.len();
                ui.add(egui::Slider::new(&mut count, seat_range(game)).text(t!("setup-seats")));
                let seats = &mut form.config.seats;
                while seats.len() < count {
                    let i = seats.len();
                    let kind = SeatKind::Ai(crate::registry::registered(game).default_level.into());
                    // A new seat gets the first colour (of the game's own, else the palette) nobody has.
                    let own = crate::registry::registered(game).table.seat_colors.len();
                    let colours = if own > 0 { own } else { PALETTE.len() };
                    let color = (0..colours)
                        .map(|c| default_color(game, c))
                        .find(|c| !seats.iter().any(|s| s.color == *c))
                        .unwrap_or(default_color(game, i));
                    seats.push(SeatConfig { name: default_seat_name(&kind, i), color, kind });
                }
                seats.truncate(count);
                ui.add_space(6.0);
                egui::Grid::new("seats").spacing([8.0, 6.0]).show(ui, |ui| {
                    for i in 0..seats.len() {
                        seat_row(ui, game, i, seats);
                    }
                });
                ui.add_space(6.0);
                let starter = &mut form.config.starter;
                *starter = (*starter).min(count - 1);
                egui::ComboBox::from_label(t!("setup-starts"))
                    .selected_text(form.config.seats[*starter].name.clone())
                    .show_ui(ui, |ui| {
                        for (i, seat) in form.config.seats.iter().enumerate() {
                            crate::table::view::hud::ui_style::choice_value(ui, starter, i, seat.name.clone());
                        }
                    });
                (crate::registry::registered(game).table.setup_options)(ui, &mut form.config);
                ui.horizontal(|ui| {
                    ui.label(t!("setup-seed"));
                    ui.add(
                        egui::TextEdit::singleline(&mut form.seed_text)
                            .hint_text(t!("setup-seed-hint"))
                            .desired_width(140.0),
                    );
                });
                if let Some(error) = &form.error {
                    ui.colored_label(egui::Color32::LIGHT_RED, error);
                }
                ui.add_space(6.0);
                crate::table::view::screens::phones_panel::phones_switch(ui, &mut settings);
                if let Some(error) = &phones.0.error {
                    ui.colored_label(egui::Color32::LIGHT_RED, error);
                }
            });
            ui.add_space(8.0);
            // Start and the rules; the language and the words' size on a line of their own (one
            // line of the four ran off a screen at a sofa's scale, and kept the phones' window
            // from the form's side).
            ui.horizontal(|ui| {
                let start = egui::Button::new(egui::RichText::new(t!("setup-start")).size(24.0))
                    .min_size(egui::vec2(140.0, 40.0));
                if ui.add(start).clicked() {
                    let seed = form.seed_text.trim();
                    match seed.parse::<u64>() {
                        _ if seed.is_empty() => form.config.seed = None,
                        Ok(n) => form.config.seed = Some(n),
                        Err(_) => {
                            form.error = Some(t!("setup-seed-error", seed = seed));
                            return;
                        }
                    }
                    for (i, seat) in form.config.seats.iter_mut().enumerate() {
                        if seat.name.trim().is_empty() {
                            seat.name = t!("seat-numbered", n = i + 1);
                        }
                    }
                    form.error = None;
                    if let Some(prefs) = prefs.as_mut() {
                        prefs.last_setup = Some(MatchConfig { seed: None, ..form.config.clone() });
                    }
                    commands.insert_resource(PendingStart(form.config.clone()));
                }
                if ui.button(t!("setup-rules")).clicked() {
                    next_menu.set(menu.get().toggle_guide());
                }
            });
            ui.horizontal(|ui| {
                if let Some(l) = language_choice(ui, t!("setup-language")) {
                    choose_language(l, &mut settings, &mut over);
                    crate::i18n::set_language(l);
                    // Made-up names ("Player 2", "Casual 3") follow the language; typed ones stay.
                    for (i, seat) in form.config.seats.iter_mut().enumerate() {
                        if is_default_seat_name(&seat.name) {
                            seat.name = default_seat_name(&seat.kind, i);
                        }
                    }
                }
                // The words' size, here before a game as in its settings (a sofa's TV wants them
                // larger than the screen's size guessed).
                let mut s = settings.clone();
                crate::table::view::screens::panels::ui_scale_slider(ui, &mut scale_held, &mut s);
                if s != *settings {
                    *settings = s;
                }
            });
        });
    if beside {
        egui::Window::new(t!("phones-title"))
            .id(egui::Id::new("setup phones"))
            .anchor(egui::Align2::RIGHT_CENTER, [-SIDE_MARGIN_PT, 0.0])
            .resizable(false)
            .collapsible(false)
            .show(ctx, |ui| phones_panel(ui, &phones.0, &phones.1, Some(&form.config)));
    }
    Ok(())
}
