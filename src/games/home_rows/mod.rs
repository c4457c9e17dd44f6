//! Home Rows, the lowest-score pot game for 3–4 seats: rules core, AIs and console adapter.

pub mod ai;
pub mod console;
mod console_view;
mod outcome;
pub mod rules;
pub mod words;

use std::ops::RangeInclusive;

use serde_json::{Map, Value, json};

use crate::engine::random_games::{Invariants, legal_list_agrees};
use crate::engine::{Chance, Game, GameId, Policy, SeatSet, policy::Players};
use crate::sim::SimSection;
use rules::{Action, ActionList, Event, EventList, HomeRowsError, HomeRowsState, MAX_SEATS, Phase, Setup, Source};

/// The marker type for Home Rows in generic code.
pub struct HomeRows;

impl Game for HomeRows {
    const ID: GameId = GameId::HOME_ROWS;
    const SEATS: RangeInclusive<usize> = 3..=MAX_SEATS;
    type Setup = Setup;
    type State = HomeRowsState;
    type Action = Action;
    type Event = Event;
    type Events = EventList;
    type Actions = ActionList;
    type Error = HomeRowsError;

    fn setup(players: usize) -> Setup {
        Setup { players, starter: 0, colors: None }
    }
    /// Nothing in a Home Rows setup is left to chance; the seed is unused.
    fn new(setup: Setup, _seed: u64) -> Result<HomeRowsState, HomeRowsError> {
        HomeRowsState::new(setup)
    }
    fn players(s: &HomeRowsState) -> usize {
        s.players()
    }
    fn current(s: &HomeRowsState) -> usize {
        s.current()
    }
    #[inline]
    fn legal_actions(s: &HomeRowsState, out: &mut ActionList) {
        s.legal_actions_into(out)
    }
    #[inline]
    fn apply(s: &mut HomeRowsState, action: Action) -> Result<EventList, HomeRowsError> {
        s.apply(action)
    }
    #[inline]
    fn chance(s: &HomeRowsState) -> Option<Chance> {
        match (s.phase(), s.rolled()) {
            (Phase::Rolling, Some(die)) => Some(Chance::uniform(1, die.color.index() as u8)),
            _ => None,
        }
    }
    #[inline]
    fn apply_chance(s: &mut HomeRowsState, values: &[u8]) -> Result<EventList, HomeRowsError> {
        s.apply_chance(values)
    }
    fn is_over(s: &HomeRowsState) -> bool {
        s.is_over()
    }
    fn winners(s: &HomeRowsState) -> SeatSet {
        s.winners_mask()
    }
    fn round(s: &HomeRowsState) -> u32 {
        s.round()
    }
    fn scores(s: &HomeRowsState) -> (&'static str, Vec<i64>) {
        ("totals", s.totals().iter().map(|&t| i64::from(t)).collect())
    }
    fn turn_starts(s: &HomeRowsState) -> bool {
        s.phase() == Phase::TurnStart
    }
    fn ends_turn(e: &Event) -> bool {
        matches!(e, Event::Took { .. } | Event::Traded { .. } | Event::TurnPassed { .. })
    }
    fn ends_round(e: &Event) -> bool {
        matches!(e, Event::RoundEnded { .. })
    }
}

impl Players for HomeRows {
    const LEVELS: &'static [(&'static str, &'static str)] = &ai::AI_LEVELS;
    fn policy(name: &str, seed: u64) -> Result<Box<dyn Policy<Self>>, String> {
        ai::by_name(name, seed)
    }
}

impl Invariants for HomeRows {
    fn check(s: &HomeRowsState, legal: &[Action]) -> Result<(), String> {
        s.validate()?;
        legal_list_agrees(legal, |a| s.check(a))
    }
}

/// Home Rows' section of the sim report.
#[derive(Clone, Copy, Debug, Default)]
pub struct HomeRowsTally {
    games: u64,
    trades: u64,
    passes: u64,
    trades_off: u64,
    tie_breaks: u64,
    taken_from_pot: u64,
    taken_from_seats: u64,
    winning_total_sum: i64,
}

impl SimSection for HomeRows {
    type Tally = HomeRowsTally;
    fn begin(t: &mut HomeRowsTally, _s: &HomeRowsState) {
        t.games += 1;
    }
    fn observe(t: &mut HomeRowsTally, s: &HomeRowsState, events: &EventList) {
        for e in events.iter() {
            match *e {
                Event::Traded { .. } => t.trades += 1,
                Event::TurnPassed { .. } => t.passes += 1,
                Event::TradesOff => t.trades_off += 1,
                Event::TieBreak { .. } => t.tie_breaks += 1,
                Event::Took { from: Source::Pot, counters, .. } => t.taken_from_pot += u64::from(counters),
                Event::Took { from: Source::Seat(_), counters, .. } => t.taken_from_seats += u64::from(counters),
                Event::GameOver { winners } => {
                    t.winning_total_sum += i64::from(s.totals()[winners.trailing_zeros() as usize]);
                }
                _ => {}
            }
        }
    }
    fn section(t: &HomeRowsTally) -> Map<String, Value> {
        let per = |x: f64| if t.games == 0 { 0.0 } else { x / t.games as f64 };
        let v = json!({
            "mean_trades": per(t.trades as f64),
            "mean_passes": per(t.passes as f64),
            "mean_trades_off": per(t.trades_off as f64),
            "mean_tie_breaks": per(t.tie_breaks as f64),
            "mean_counters_from_pot": per(t.taken_from_pot as f64),
            "mean_counters_from_seats": per(t.taken_from_seats as f64),
            "mean_winning_total": per(t.winning_total_sum as f64),
        });
        let mut m = Map::new();
        m.insert("home_rows".into(), v);
        m
    }
}

/// The state a table starts from: its seats' home colours in seat order (the table gives seat i
/// the home colour of its seat colour; default seats sit at [`COLORS`]`[i]`), `starter` first. The
/// table and its lesson's drive both start here.
pub fn table_start(starter: usize, colors: Vec<rules::Color>) -> Result<HomeRowsState, HomeRowsError> {
    HomeRowsState::new(Setup { players: colors.len(), starter, colors: Some(colors) })
}

#[cfg(test)]
mod lesson_tests;
#[cfg(test)]
mod refusal_tests;

impl GameId {
    /// The stable name of Home Rows.
    pub const HOME_ROWS: GameId = GameId::new("home-rows", "Home Rows");
}

/// This game in the registry (`crate::registry::all`).
pub static REGISTERED: super::entry::Registered = super::entry::Registered::of::<HomeRows>(super::entry::About {
    id: GameId::HOME_ROWS,
    listed: 1,
    console_commands: console::COMMANDS,
    console_new: |obj| Ok(Box::new(console::HomeRowsSession::from_new(obj)?)),
    default_level: "greedy",
    default_seats: 3,
    lesson: include_str!("../../../assets/games/home-rows/lesson.ron"),
    lesson_words: crate::language_files!("assets/games/home-rows/lesson", ".ftl"),
    locales: crate::language_files!("assets/games/home-rows/locales", ".ftl"),
    #[cfg(feature = "game")]
    table: &table::HOOKS,
});

/// The game at the table (window side, behind the `game` feature): its match, turn flow, words and view.
#[cfg(feature = "game")]
pub mod table;
