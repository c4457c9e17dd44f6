//! What every game's match shares: the settings, a die on the felt, the seated-match trait (AI seats
//! and saves play through it), a seat's action message, the banner and the pending start.

use bevy::prelude::*;

pub use super::seats::*;
use crate::engine::policy::Players;
use crate::engine::record::Record;
use crate::engine::{Game, Policy};

/// Rendering preset: `auto` picks Low on a software renderer (lavapipe) and High on a GPU.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Quality {
    #[default]
    Auto,
    Low,
    High,
}

/// Player-facing options, changeable in the settings panel.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Settings {
    /// Time scale of the table (physics and animations), 0.5–3.
    pub dice_speed: f32,
    /// Roll without physics: the dice appear settled at once.
    pub instant_dice: bool,
    /// Master volume, 0–1.
    pub volume: f32,
    /// Fixed camera views with cuts instead of eased moves that follow the dice.
    pub reduce_motion: bool,
    /// Rendering preset.
    pub quality: Quality,
    /// Size of the UI relative to its design at the window's height, 0.75–2.
    pub ui_scale: f32,
    /// Whether the player chose `ui_scale` (the settings slider, or a settings file that says so);
    /// until then it follows the screen (`ui_style::ui_scale_for_screen`).
    pub ui_scale_chosen: bool,
    /// Seconds an AI seat waits before each action.
    pub ai_pause_s: f32,
    /// The language chosen in settings; `None`: the system's.
    pub language: Option<crate::i18n::Language>,
    /// Seconds a banner holds the table.
    pub banner_s: f32,
    /// `--fast`: instant dice, no pauses, no banners.
    pub fast: bool,
    /// `--exit-on-game-over`: print the result as JSON and quit.
    pub exit_on_game_over: bool,
    /// Serve the phone controller page and socket (the Phones switch, `--phones`).
    pub phones: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            dice_speed: 1.0,
            instant_dice: false,
            volume: 0.7,
            reduce_motion: false,
            quality: Quality::Auto,
            ui_scale: 1.0,
            ui_scale_chosen: false,
            ai_pause_s: 0.8,
            language: None,
            banner_s: 1.8,
            fast: false,
            exit_on_game_over: false,
            phones: false,
        }
    }
}

impl Settings {
    /// Settings of a `--fast` run.
    pub fn fast() -> Self {
        Settings { instant_dice: true, fast: true, ai_pause_s: 0.0, banner_s: 0.0, ..default() }
    }
    /// Whether throws skip the physics.
    pub fn instant(&self) -> bool {
        self.instant_dice || self.fast
    }
}

/// A die of the current throw lying on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableDie {
    pub entity: Entity,
    pub value: u8,
}

/// A match resource whose AI seats [`crate::table::ai_seats`] can play and whose game can be saved:
/// the rules core's state, the seats, the seed and the steps so far.
pub trait SeatedMatch: Resource {
    type G: Players;
    /// The game this is a match of.
    const GAME: crate::engine::GameId;
    /// How long the opening banner (the log's first line) holds the table, in banner times.
    const OPENING_HOLD: f32 = 1.0;
    fn game_state(&self) -> &<Self::G as Game>::State;
    fn config(&self) -> &MatchConfig;
    /// The seats as they are now (a phone takes a seat over, hands one to an AI).
    fn config_mut(&mut self) -> &mut MatchConfig;
    fn seed(&self) -> u64;
    /// The state the match started from (the record's steps lead from it to the state now).
    fn start_state(&self) -> &<Self::G as Game>::State;
    /// Every step so far (what a save keeps).
    fn record(&self) -> &Record<<Self::G as Game>::Action>;
    /// What happened, newest last, in words.
    fn log_lines(&self) -> &[String];
    /// Whether the log is in another language than the one spoken now.
    fn log_outdated(&self) -> bool;
    /// Say the log again, from the record, in the language spoken now.
    fn relog(&mut self);
    /// The log said again from the record in the language spoken now, the match untouched (a
    /// phone that speaks another language than the table).
    fn log_said_again(&self) -> Vec<String>;
    /// The lesson this match teaches, if any.
    fn lesson(&self) -> Option<&crate::table::lesson::LessonRun<<Self::G as Game>::Action>>;
    /// Teach `lesson` in this match (`None`: a real game).
    fn set_lesson(&mut self, lesson: Option<crate::table::lesson::LessonRun<<Self::G as Game>::Action>>);

    /// Who holds `seat` now (the TV, a phone or an AI): who may act for it and see its secrets.
    fn holder(&self, seat: usize) -> SeatHolder {
        self.config().holder(seat)
    }
    /// The one answer to "may `by` act for `seat` now?" as the rules and the seats see it: the
    /// game goes on, `seat` is in turn, no dice are owed (none in the air, none to draw), and `by`
    /// holds the seat. The table adds its own waits to it
    /// (`crate::table::phones::game_view::table_waits`: no banner, no menu, no replay). Every input
    /// (the TV's bars, pointer, keys, pads and hint; the phones; AI seats) and the funnel that
    /// takes actions ask this, never a copy.
    fn may_act(&self, seat: usize, by: SeatHolder) -> bool {
        let state = self.game_state();
        !Self::G::is_over(state)
            && Self::G::current(state) == seat
            && Self::G::chance(state).is_none()
            && self.holder(seat) == by
    }
    /// Whether a person (at the TV or on a phone) is to decide now.
    fn person_to_act(&self) -> bool {
        let seat = Self::G::current(self.game_state());
        let holder = self.holder(seat);
        holder != SeatHolder::Ai && self.may_act(seat, holder)
    }
    /// Whether the TV is to decide now (its bar, pointer, keys, pads and hint): the seat in turn
    /// is the TV's, not a phone's.
    fn tv_to_act(&self) -> bool {
        self.may_act(Self::G::current(self.game_state()), SeatHolder::Tv)
    }
    /// Whether the seat in turn is a phone's and may decide on it now: the TV says so and waits.
    fn phone_to_act(&self) -> bool {
        self.may_act(Self::G::current(self.game_state()), SeatHolder::Phone)
    }
    /// Whether `seat` is played by an AI.
    fn is_ai(&self, seat: usize) -> bool {
        self.config().seats.get(seat).is_some_and(|s| matches!(s.kind, SeatKind::Ai(_)))
    }
    /// The AI of `seat` for the decision now (`None` for a person), built afresh and seeded from the
    /// seat and the steps so far: a resumed game decides exactly as one never stopped.
    fn ai_policy(&self, seat: usize) -> Option<Box<dyn Policy<Self::G>>> {
        let SeatKind::Ai(level) = &self.config().seats.get(seat)?.kind else { return None };
        Self::G::policy(level, ai_seed(self.seed(), seat, self.record().steps.len())).ok()
    }
    /// The AI of `seat` picks one of `legal` (`None` for a person).
    fn choose_ai(&self, seat: usize, legal: &[<Self::G as Game>::Action]) -> Option<<Self::G as Game>::Action> {
        Some(self.ai_policy(seat)?.choose(&Self::G::observation(self.game_state(), seat), legal))
    }
}

pub use crate::engine::policy::ai_seed;

/// Check that every AI seat of `config` names a level of game `G` (a clear error otherwise).
pub fn check_levels<G: Players>(config: &MatchConfig) -> Result<(), String> {
    for seat in &config.seats {
        if let SeatKind::Ai(level) = &seat.kind {
            G::policy(level, 0)?;
        }
    }
    Ok(())
}

/// A seat's decision in its game's actions, from the mouse, the keyboard, a button, a phone or an
/// AI: every source sends one, and the game's flow takes it through the rules core.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct SeatAction<A: Send + Sync + 'static> {
    pub seat: usize,
    pub action: A,
    /// The flick a phone threw it with: the throw the action starts flies so (`None`: the cup's
    /// own). It travels with the action, so a refused action's flick is never used.
    pub flick: Option<crate::phones::wire::Flick>,
    /// Who sent it: the funnel takes it only from whoever holds the seat
    /// ([`SeatedMatch::may_act`]).
    pub by: SeatHolder,
}

impl<A: Send + Sync + 'static> SeatAction<A> {
    /// `seat` takes `action` at the TV (its mouse, keys, a pad; no flick).
    pub fn new(seat: usize, action: A) -> Self {
        SeatAction { seat, action, flick: None, by: SeatHolder::Tv }
    }
    /// `seat`'s AI takes `action`.
    pub fn ai(seat: usize, action: A) -> Self {
        SeatAction { seat, action, flick: None, by: SeatHolder::Ai }
    }
}

/// A banner holding the table for a moment (no fit, round end, …).
#[derive(Resource, Default, Debug, Clone)]
pub struct Banner {
    pub text: String,
    pub left_s: f32,
    /// The banner tells of a round's end (its game may show a score sheet beside it).
    pub round_end: bool,
}

impl Banner {
    /// Show `text` for `hold` times the settings' banner time (nothing when banners are off);
    /// a banner still showing gains the line and is never cut short.
    pub fn show(&mut self, settings: &Settings, text: String, hold: f32) {
        if settings.banner_s <= 0.0 {
            return;
        }
        if self.left_s > 0.0 && !self.text.is_empty() {
            self.text = format!("{}\n{text}", self.text);
        } else {
            self.text = text;
            self.round_end = false;
        }
        self.left_s = self.left_s.max(settings.banner_s * hold);
    }
}

/// Start a match with this config at the next frame (setup screen, `dicehall play`, Play again).
#[derive(Resource, Clone, Debug)]
pub struct PendingStart(pub MatchConfig);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Banner>();
    if !app.world().contains_resource::<Settings>() {
        app.init_resource::<Settings>();
    }
}
