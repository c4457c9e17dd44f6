//! The match being played: seats, the rules core's state, AI policies, undo point, log, history;
//! the settings; and the messages and events the turn flow speaks.

use bevy::prelude::*;

pub use super::seats::*;
use crate::engine::dice::{derive_seed, fresh_seed, seeded};
use crate::engine::policy::Players;
use crate::engine::record::Record;
use crate::engine::{Game, Policy};
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, Event as RulesEvent, GameState, Setup, shuffled_standard_faces};

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
            ai_pause_s: 0.8,
            language: None,
            banner_s: 1.8,
            fast: false,
            exit_on_game_over: false,
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

/// The state at the start of a throw's placing and the placements made since (undo replays them),
/// each with the length the log had before it (undo removes what the placement wrote).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct UndoPoint {
    pub snapshot: GameState,
    pub placed: Vec<Action>,
    pub log_marks: Vec<usize>,
}

/// A match resource whose AI seats [`crate::game::ai_seats`] can play and whose game can be saved:
/// the rules core's state, the seats, the seed and the steps so far.
pub trait SeatedMatch: Resource {
    type G: Players;
    fn game_state(&self) -> &<Self::G as Game>::State;
    fn config(&self) -> &MatchConfig;
    fn seed(&self) -> u64;
    /// Every step so far (what a save keeps).
    fn record(&self) -> &Record<<Self::G as Game>::Action>;

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
        Some(self.ai_policy(seat)?.choose(self.game_state(), legal))
    }
}

/// The seed of `seat`'s AI for the decision after `steps` steps of a match seeded `seed`.
pub fn ai_seed(seed: u64, seat: usize, steps: usize) -> u64 {
    derive_seed(derive_seed(seed, 1_000 + seat as u64), steps as u64)
}

/// Check that every AI seat of `config` names a level of game `G` (a clear error otherwise).
pub fn check_levels<G: Players>(config: &MatchConfig) -> Result<(), String> {
    for seat in &config.seats {
        if let SeatKind::Ai(level) = &seat.kind {
            G::policy(level, 0)?;
        }
    }
    Ok(())
}

impl SeatedMatch for Match {
    type G = RoyalCasino;
    fn game_state(&self) -> &GameState {
        &self.state
    }
    fn config(&self) -> &MatchConfig {
        &self.config
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn record(&self) -> &Record<Action> {
        &self.record
    }
}

/// The match in play.
#[derive(Resource)]
pub struct Match {
    pub config: MatchConfig,
    /// The seed every throw and the face order derive from.
    pub seed: u64,
    /// The rules core: the only source of truth for what may be done.
    pub state: GameState,
    /// Every step so far.
    pub record: Record<Action>,
    pub undo: Option<UndoPoint>,
    /// What happened, newest last.
    pub log: Vec<String>,
    /// Points of every seat at the start and after each round.
    pub history: Vec<Vec<u32>>,
    /// Throws requested so far (the `throw_id` of the last).
    pub throw_serial: u64,
    /// The physical throw we wait for.
    pub pending_throw: Option<u64>,
    /// Dice of the current throw on the table, in the order they settled.
    pub table: Vec<TableDie>,
}

impl Match {
    /// A new match; the seed is fresh when the config has none.
    pub fn new(config: MatchConfig) -> Result<Self, String> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let faces = shuffled_standard_faces(&mut seeded(derive_seed(seed, 0)), config.beginner_first);
        let state = GameState::new(Setup { players: config.seats.len(), starter: config.starter, faces })
            .map_err(|e| e.to_string())?;
        check_levels::<RoyalCasino>(&config)?;
        let points = state.players().iter().map(|p| p.points).collect();
        let mut m = Match {
            config,
            seed,
            state,
            record: Record::default(),
            undo: None,
            log: Vec::new(),
            history: vec![points],
            throw_serial: 0,
            pending_throw: None,
            table: Vec::new(),
        };
        let face = super::flow::words::face_name(m.state.face());
        let starter = m.seat_name(m.state.current()).to_string();
        m.log(crate::t!("rc-log-next-round", next = 1, face = face, name = starter));
        Ok(m)
    }

    pub fn seat_name(&self, seat: usize) -> &str {
        self.config.seats.get(seat).map_or("?", |s| s.name.as_str())
    }

    pub fn log(&mut self, line: String) {
        self.log.push(line);
    }

    /// Seats ranked by points (best first), ties by seat.
    pub fn ranking(&self) -> Vec<usize> {
        let mut seats: Vec<usize> = (0..self.config.seats.len()).collect();
        seats.sort_by_key(|&s| std::cmp::Reverse(self.state.players()[s].points));
        seats
    }
}

/// A seat's decision in its game's actions, from the mouse, the keyboard, a button or an AI.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatAction<A: Send + Sync + 'static> {
    pub seat: usize,
    pub action: A,
}

/// A Royal Casino seat's decision.
pub type PlayerAction = SeatAction<Action>;

/// Take back the last placement of the current throw.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoRequest {
    pub seat: usize,
}

/// What the turn flow did, for the overlays, sounds and animations.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Notice {
    Applied {
        seat: usize,
        action: Action,
    },
    Rules(RulesEvent),
    /// An action the rules refused, with the reason in words.
    Rejected {
        seat: usize,
        why: String,
    },
    Undone {
        seat: usize,
    },
    /// The dice of a throw are down with these values.
    DiceDown {
        values: Vec<u8>,
    },
}

/// A row was settled (observer event: the flourish and the chips).
#[derive(Event, Clone, Copy, Debug)]
pub struct RowSettled {
    pub row: usize,
    pub player: usize,
    pub delta: i32,
    /// The round the row was settled in (the state may already be in the next one).
    pub round: u32,
}

/// The game is over (observer event).
#[derive(Event, Clone, Debug)]
pub struct GameFinished {
    pub winners: Vec<usize>,
    pub points: Vec<u32>,
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
    app.add_message::<PlayerAction>().add_message::<UndoRequest>().add_message::<Notice>().init_resource::<Banner>();
    if !app.world().contains_resource::<Settings>() {
        app.init_resource::<Settings>();
    }
}
