//! The setup screen: 2–6 seats, each with a name, a colour and human or an AI level; who starts;
//! the beginner face first; a seed (blank for random); Start.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::engine::GameId;
use crate::t;
use crate::table::language::LanguageOverride;
use crate::table::phones::{PhoneHost, PhoneSeats};
use crate::table::prefs::PrefsSlot;
use crate::table::save::SaveNotice;
use crate::table::session::Settings;
use crate::table::session::{
    MatchConfig, PendingStart, SeatConfig, SeatKind, default_seat_name, is_default_seat_name, levels, window_games,
};
use crate::table::states::AppState;
use crate::table::view::hud::words::{choose_language, game_title, language_choice};
use crate::table::view::input::pad::PadOrder;
use crate::table::view::screens::phones_panel::phones_panel;
use crate::table::view::screens::setup_continue::{Saved, continue_rows};
use crate::table::view::screens::setup_seats::{rename_default_seats, seat_count, seat_row};

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
                let game = game_tabs(ui, &mut form.config);
                // Each game's catalogue says what it is in a line (`setup-blurb-<game>`).
                let blurb = crate::i18n::text(&format!("setup-blurb-{}", game.name()), &[]);
                ui.label(egui::RichText::new(blurb).size(16.0));
                learn_button(ui, game, form, &mut commands);
                ui.add_space(8.0);
                seats_and_options(ui, game, &mut form.config);
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
                start_button(ui, form, prefs.as_deref_mut(), &mut commands);
                if ui.button(t!("setup-rules")).clicked() {
                    next_menu.set(menu.get().toggle_guide());
                }
            });
            language_and_scale(ui, &mut form.config.seats, (&mut settings, &mut over), &mut scale_held);
        });
    if beside {
        phones_window(ctx, (&phones.0, &phones.1), &form.config);
    }
    Ok(())
}

/// The phones' window beside the form, on the screen's right: the room's code and QR code.
fn phones_window(ctx: &egui::Context, (host, seats): (&PhoneHost, &PhoneSeats), config: &MatchConfig) {
    egui::Window::new(t!("phones-title"))
        .id(egui::Id::new("setup phones"))
        .anchor(egui::Align2::RIGHT_CENTER, [-SIDE_MARGIN_PT, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| phones_panel(ui, host, seats, Some(config)));
}

/// Start: the form's match starts (and the next setup opens with its table, the seed left to
/// chance), or the form says why not.
fn start_button(ui: &mut egui::Ui, form: &mut SetupForm, prefs: Option<&mut PrefsSlot>, commands: &mut Commands) {
    let start = egui::Button::new(egui::RichText::new(t!("setup-start")).size(24.0)).min_size(egui::vec2(140.0, 40.0));
    if ui.add(start).clicked()
        && let Some(config) = form.ready_to_start()
    {
        if let Some(prefs) = prefs {
            prefs.last_setup = Some(MatchConfig { seed: None, ..config.clone() });
        }
        commands.insert_resource(PendingStart(config));
    }
}

/// The language and the words' size, here before a game as in its settings (a sofa's TV wants
/// them larger than the screen's size guessed).
fn language_and_scale(
    ui: &mut egui::Ui,
    seats: &mut [SeatConfig],
    (settings, over): (&mut Settings, &mut LanguageOverride),
    scale_held: &mut Option<f32>,
) {
    ui.horizontal(|ui| {
        if let Some(l) = language_choice(ui, t!("setup-language")) {
            choose_language(l, settings, over);
            crate::i18n::set_language(l);
            rename_default_seats(seats);
        }
        let mut s = settings.clone();
        crate::table::view::screens::panels::ui_scale_slider(ui, scale_held, &mut s);
        if s != *settings {
            *settings = s;
        }
    });
}

/// A guided first round of `game` against AI seats (its lesson's table), or why it cannot start.
fn learn_button(ui: &mut egui::Ui, game: GameId, form: &mut SetupForm, commands: &mut Commands) {
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
}

/// The seats (how many, each one's row), who starts, and the game's own options.
fn seats_and_options(ui: &mut egui::Ui, game: GameId, config: &mut MatchConfig) {
    let count = seat_count(ui, game, &mut config.seats);
    let seats = &mut config.seats;
    ui.add_space(6.0);
    egui::Grid::new("seats").spacing([8.0, 6.0]).show(ui, |ui| {
        for i in 0..seats.len() {
            seat_row(ui, game, i, seats);
        }
    });
    ui.add_space(6.0);
    let starter = &mut config.starter;
    *starter = (*starter).min(count - 1);
    egui::ComboBox::from_label(t!("setup-starts")).selected_text(config.seats[*starter].name.clone()).show_ui(
        ui,
        |ui| {
            for (i, seat) in config.seats.iter().enumerate() {
                crate::table::view::hud::ui_style::choice_value(ui, starter, i, seat.name.clone());
            }
        },
    );
    (crate::registry::registered(game).table.setup_options)(ui, config);
}

/// The games' tabs: the one chosen, with who sits where kept as far as a newly chosen game
/// allows (names and kinds; colours are the game's).
fn game_tabs(ui: &mut egui::Ui, config: &mut MatchConfig) -> GameId {
    let before = config.game;
    ui.horizontal(|ui| {
        for game in window_games() {
            let text = egui::RichText::new(game_title(game)).size(22.0);
            crate::table::view::hud::ui_style::choice_value(ui, &mut config.game, game, text);
        }
    });
    let game = config.game;
    if game != before {
        let seats = config.seats.clone();
        *config = MatchConfig { seed: config.seed, ..MatchConfig::default_for(game) };
        for (i, (new, old)) in config.seats.iter_mut().zip(seats).enumerate() {
            let level_ok = match &old.kind {
                SeatKind::Ai(l) => levels(game).iter().any(|(n, _)| n == l),
                SeatKind::Human => true,
            };
            if level_ok {
                new.kind = old.kind;
                new.name = if is_default_seat_name(&old.name) { default_seat_name(&new.kind, i) } else { old.name };
            }
        }
    }
    game
}

impl SetupForm {
    /// The match to start from the form: its seed read (an error said in the form when it is not
    /// a number) and every empty name filled.
    fn ready_to_start(&mut self) -> Option<MatchConfig> {
        let seed = self.seed_text.trim();
        match seed.parse::<u64>() {
            _ if seed.is_empty() => self.config.seed = None,
            Ok(n) => self.config.seed = Some(n),
            Err(_) => {
                self.error = Some(t!("setup-seed-error", seed = seed));
                return None;
            }
        }
        for (i, seat) in self.config.seats.iter_mut().enumerate() {
            if seat.name.trim().is_empty() {
                seat.name = t!("seat-numbered", n = i + 1);
            }
        }
        self.error = None;
        Some(self.config.clone())
    }
}
