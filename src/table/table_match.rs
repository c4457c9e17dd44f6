//! The match every game plays at the table: its seats, seed, the rules core's state, every step
//! so far, the log and the throw in flight, and what the game keeps beside them ([`TableGame`]:
//! its dice on the felt, an undo point, a draw stream). AI seats, saves and the HUD shell read it
//! through [`SeatedMatch`].

use bevy::prelude::*;

use crate::engine::policy::Players;
use crate::engine::record::{Record, Step};
use crate::engine::shared_screen::outcome_on_screen;
use crate::engine::words::{log_of, log_step};
use crate::engine::{Chance, Game, GameId, Words};
use crate::i18n::Language;
use crate::table::lesson::LessonRun;
use crate::table::session::{MatchConfig, SeatedMatch, TableDie};
use crate::table::throw_path::OldPhysical;
use crate::table::turn_flow::TurnOut;

/// What a game keeps at the table beside the common fields, and what its table does differently
/// in the one turn flow (`turn_flow`): every hook has a default, the plain table's.
pub trait TableGame: Send + Sync + Sized + 'static {
    /// The rules core, with its words.
    type G: Players + Words;
    /// The game this is.
    const GAME: GameId;
    /// How long the opening banner holds the table, in banner times.
    const OPENING_HOLD: f32 = 1.0;
    /// Most AI actions `--fast` plays in one frame.
    const FAST_ACTIONS_PER_FRAME: usize = 64;
    /// `--fast` gives each turn a frame of its own.
    const FAST_ONE_TURN: bool = false;
    /// What becomes of the last throw's physical dice when the next throw is asked for.
    const OLD_DICE: OldPhysical = OldPhysical::Stays;
    /// The dice a step asks for are thrown a frame after it (its view sees the step first and
    /// may hold the table for it: a reveal of every cup holds the next round's throws); at once
    /// otherwise.
    const THROW_A_FRAME_LATER: bool = false;

    /// Dice are in the air (or on their way): the table waits for them.
    fn rolling(m: &TableMatch<Self>) -> bool {
        m.pending_throw.is_some()
    }
    /// The seat in turn is to throw (rather than to place, pick or act): its prompt says so.
    fn awaits_throw(_m: &TableMatch<Self>) -> bool {
        false
    }
    /// The looks of the dice `chance` throws (indices into the dice looks; empty: the plain one).
    fn looks(_state: &<Self::G as Game>::State, _chance: &Chance) -> Vec<usize> {
        Vec::new()
    }
    /// The values of `chance`'s hidden draws (a bag, a deck): from the match's seed by default.
    fn draw(m: &mut TableMatch<Self>, chance: &Chance) -> Vec<u8> {
        crate::table::throw_path::draw_hidden(m, chance)
    }
    /// Chance waits (a round's sheet before the next round's draws).
    fn chance_waits(_m: &TableMatch<Self>) -> bool {
        false
    }
    /// What `step` (just applied, with `events`) does at this game's table beside the log: a
    /// banner, a round's sheet, an undo point, the points of each round.
    fn after_step(
        _m: &mut TableMatch<Self>,
        _step: &Step<<Self::G as Game>::Action>,
        _events: &[<Self::G as Game>::Event],
        _out: &mut TurnOut<Self>,
    ) {
    }
}

/// A match of the game `X` keeps its own part of.
#[derive(Resource)]
pub struct TableMatch<X: TableGame> {
    pub config: MatchConfig,
    /// The seed every throw and draw derives from.
    pub seed: u64,
    /// The rules core: the only source of truth for what may be done.
    pub state: <X::G as Game>::State,
    /// The state the match started from (the log is said again from it).
    pub start: <X::G as Game>::State,
    /// Every step so far.
    pub record: Record<<X::G as Game>::Action>,
    /// What happened, newest last, in words: the game's `Words` over the record, in `log_language`.
    pub log: Vec<String>,
    /// The language the log is in.
    pub log_language: Language,
    /// Throws requested so far (the `throw_id` of the last).
    pub throw_serial: u64,
    /// The physical throw we wait for.
    pub pending_throw: Option<u64>,
    /// The dice of the last throw on the felt, in its order.
    pub dice: Vec<TableDie>,
    /// How the next throw flies: the phone's flick of the action just taken (`None`: the cup's
    /// own). Set by every action taken, spent by the throw it starts.
    pub next_fling: Option<crate::table::dice::Fling>,
    /// What the game keeps beside.
    pub own: X,
    /// The lesson this match teaches (`--learn`, the setup's "Learn to play"), if any.
    pub lesson: Option<LessonRun<<X::G as Game>::Action>>,
}

impl<X: TableGame> TableMatch<X> {
    /// A match of `config` starting at `state`, nothing done yet.
    pub fn from_parts(config: MatchConfig, seed: u64, state: <X::G as Game>::State, own: X) -> Self {
        let mut m = TableMatch {
            config,
            seed,
            start: state.clone(),
            state,
            record: Record::default(),
            log: Vec::new(),
            log_language: crate::i18n::language(),
            throw_serial: 0,
            pending_throw: None,
            dice: Vec::new(),
            next_fling: None,
            own,
            lesson: None,
        };
        m.rebuild_log();
        m
    }

    /// The name of `seat` ("?" for none).
    pub fn seat_name(&self, seat: usize) -> &str {
        self.config.seats.get(seat).map_or("?", |s| s.name.as_str())
    }

    /// The action just taken came with `flick` (a phone's): the throw it starts flies so.
    pub(crate) fn took_flick(&mut self, flick: Option<crate::phones::wire::Flick>) {
        self.next_fling = flick.map(|f| crate::table::dice::Fling { power: f.power, aim: f.aim });
    }

    /// `seat`'s decision through the rules core: applied, recorded and logged; on error nothing
    /// changes.
    pub fn act(
        &mut self,
        seat: usize,
        action: <X::G as Game>::Action,
    ) -> Result<<X::G as Game>::Events, <X::G as Game>::Error> {
        let own = X::G::decision_words(&self.state, seat, action, &|s| self.seat_name(s).to_string());
        let events = X::G::apply(&mut self.state, action)?;
        self.record.act::<X::G>(seat, action, &events);
        if let Some(lesson) = self.lesson.as_mut().filter(|l| l.learner() == seat) {
            lesson.played(&action);
        }
        self.log_events(own, &events);
        Ok(events)
    }

    /// The loaded faces of the next throw of `count` dice (a lesson's), or `None`: the dice decide.
    pub fn loaded_throw(&mut self, count: usize) -> Option<Vec<u8>> {
        self.lesson.as_mut().and_then(|l| l.next_throw(count))
    }

    /// A chance outcome (dice down, a hidden draw) through the rules core: applied, recorded and
    /// logged; on error nothing changes.
    pub fn roll(&mut self, values: &[u8]) -> Result<<X::G as Game>::Events, <X::G as Game>::Error> {
        let own = X::G::chance_words(&self.state, values, &|s| self.seat_name(s).to_string());
        let events = X::G::apply_chance(&mut self.state, values)?;
        self.record.chance::<X::G>(values, &events);
        self.log_events(own, &events);
        Ok(events)
    }

    /// The log's lines for the step just applied: its own line, then its events'.
    fn log_events(&mut self, own: Option<String>, events: &[<X::G as Game>::Event]) {
        let mut lines = Vec::new();
        log_step::<X::G>(&mut lines, own, &self.state, events, &|s| self.seat_name(s).to_string());
        self.log.extend(lines);
    }

    /// Say the whole log again from the record, in the language spoken now (after a language
    /// switch, a resume, an undo or a replay's jump).
    pub fn rebuild_log(&mut self) {
        let names = |s: usize| self.seat_name(s).to_string();
        let log = log_of::<X::G>(&self.start, &self.record.steps, &names);
        (self.log, self.log_language) = (log, crate::i18n::language());
    }

    /// `action` of the seat to act, in the player's words (the game's `Words`).
    pub fn action_words(&self, action: <X::G as Game>::Action) -> String {
        X::G::action_words(&self.state, action, &|s| self.seat_name(s).to_string())
    }

    /// What `action` of the seat to act does, in the player's words (the game's
    /// `Words::action_outcome`) from what everyone sees: what the TV says beside it, on hover and
    /// at the pad cursor (`engine::shared_screen`: never a word of a seat's secret).
    pub fn action_outcome(&self, action: <X::G as Game>::Action) -> Option<String> {
        outcome_on_screen::<X::G>(&self.state, action, &|s| self.seat_name(s).to_string())
    }

    /// What `event` did, in the player's words; `None` when the next event says it better.
    pub fn event_words(&self, event: &<X::G as Game>::Event) -> Option<String> {
        X::G::event_words(&self.state, event, &|s| self.seat_name(s).to_string())
    }
}

impl<X: TableGame> SeatedMatch for TableMatch<X> {
    type G = X::G;
    const GAME: GameId = X::GAME;
    const OPENING_HOLD: f32 = X::OPENING_HOLD;
    fn game_state(&self) -> &<X::G as Game>::State {
        &self.state
    }
    fn config(&self) -> &MatchConfig {
        &self.config
    }
    fn config_mut(&mut self) -> &mut MatchConfig {
        &mut self.config
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn start_state(&self) -> &<X::G as Game>::State {
        &self.start
    }
    fn record(&self) -> &Record<<X::G as Game>::Action> {
        &self.record
    }
    fn log_lines(&self) -> &[String] {
        &self.log
    }
    fn log_outdated(&self) -> bool {
        self.log_language != crate::i18n::language()
    }
    fn relog(&mut self) {
        self.rebuild_log();
    }
    fn lesson(&self) -> Option<&LessonRun<<X::G as Game>::Action>> {
        self.lesson.as_ref()
    }
    fn set_lesson(&mut self, lesson: Option<LessonRun<<X::G as Game>::Action>>) {
        self.lesson = lesson;
    }
    fn log_said_again(&self) -> Vec<String> {
        log_of::<X::G>(&self.start, &self.record.steps, &|s| self.seat_name(s).to_string())
    }
}
