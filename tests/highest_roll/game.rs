//! Highest Roll, the test-only game: each round every seat throws two dice once, may throw them
//! again once, and keeps a total; the highest total wins the round (ties share it), and after
//! six rounds the most rounds won wins. It registers from this folder alone and plays at the
//! plain table, proving that a game needs its folder and nothing else.

use std::ops::{Deref, RangeInclusive};

use dicehall::engine::policy::{Players, RandomAi};
use dicehall::engine::random_games::{Invariants, legal_list_agrees};
use dicehall::engine::{Chance, Game, GameId, Policy, SeatSet, seats_in};
use dicehall::games::entry::{About, Registered};
use dicehall::sim::SimSection;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

/// Rounds in a game.
pub const ROUNDS: u32 = 6;
/// Dice in a throw.
const DICE: usize = 2;
/// The least total the greedy level keeps on its first throw (the mean of two dice is 7).
const GREEDY_KEEPS_FROM: u8 = 8;

pub struct HighestRoll;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The seat in turn is to throw.
    Throw,
    /// Its dice are in the air (chance).
    Dice,
    /// It keeps the total or throws again.
    Decide,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub round: u32,
    pub current: usize,
    pub phase: Phase,
    pub dice: [u8; DICE],
    pub rerolled: bool,
    /// Each seat's kept total this round (0: none yet).
    pub kept: Vec<u8>,
    /// Rounds each seat won.
    pub wins: Vec<u8>,
    pub winners: SeatSet,
}

impl State {
    pub(crate) fn total(&self) -> u8 {
        self.dice.iter().sum()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Roll,
    Keep,
    Reroll,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Rolled { seat: usize, dice: [u8; DICE] },
    Kept { seat: usize, total: u8 },
    RoundWon { round: u32, seats: SeatSet, total: u8 },
    GameOver { winners: SeatSet },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    Players,
    NotNow,
    Dice,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Refused::Players => "Highest Roll takes 2 to 4 players",
            Refused::NotNow => "that action is not one of the legal actions now",
            Refused::Dice => "two dice values from 1 to 6 are needed now",
        })
    }
}

impl std::error::Error for Refused {}

/// A list of items of a step (actions, events).
#[derive(Clone, Debug)]
pub struct List<T>(pub Vec<T>);

impl<T> Default for List<T> {
    fn default() -> Self {
        List(Vec::new())
    }
}

impl<T> Deref for List<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}

pub(crate) fn legal(s: &State) -> Vec<Action> {
    match s.phase {
        Phase::Throw => vec![Action::Roll],
        Phase::Decide if s.rerolled => vec![Action::Keep],
        Phase::Decide => vec![Action::Keep, Action::Reroll],
        Phase::Dice | Phase::Over => Vec::new(),
    }
}

/// The seat in turn keeps its total: the next seat throws, or the round is scored.
fn keep(s: &mut State, out: &mut Vec<Event>) {
    let (seat, total) = (s.current, s.total());
    s.kept[seat] = total;
    out.push(Event::Kept { seat, total });
    (s.rerolled, s.phase) = (false, Phase::Throw);
    if seat + 1 < s.kept.len() {
        s.current = seat + 1;
        return;
    }
    let best = *s.kept.iter().max().unwrap_or(&0);
    let seats = (0..s.kept.len()).filter(|&i| s.kept[i] == best).fold(0, |m, i| m | 1 << i);
    for i in seats_in(seats) {
        s.wins[i] += 1;
    }
    out.push(Event::RoundWon { round: s.round, seats, total: best });
    (s.current, s.kept) = (0, vec![0; s.kept.len()]);
    if s.round == ROUNDS {
        let most = *s.wins.iter().max().unwrap_or(&0);
        s.winners = (0..s.wins.len()).filter(|&i| s.wins[i] == most).fold(0, |m, i| m | 1 << i);
        s.phase = Phase::Over;
        out.push(Event::GameOver { winners: s.winners });
    } else {
        s.round += 1;
    }
}

impl Game for HighestRoll {
    const ID: GameId = GameId::new("highest-roll", "Highest Roll");
    const SEATS: RangeInclusive<usize> = 2..=4;
    type Setup = usize;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Events = List<Event>;
    type Actions = List<Action>;
    type Error = Refused;
    fn setup(players: usize) -> usize {
        players
    }
    fn new(players: usize, _seed: u64) -> Result<State, Refused> {
        if !Self::SEATS.contains(&players) {
            return Err(Refused::Players);
        }
        let (kept, wins) = (vec![0; players], vec![0; players]);
        Ok(State {
            round: 1,
            current: 0,
            phase: Phase::Throw,
            dice: [0; DICE],
            rerolled: false,
            kept,
            wins,
            winners: 0,
        })
    }
    fn players(s: &State) -> usize {
        s.kept.len()
    }
    fn current(s: &State) -> usize {
        s.current
    }
    fn legal_actions(s: &State, out: &mut List<Action>) {
        out.0 = legal(s);
    }
    fn apply(s: &mut State, action: Action) -> Result<List<Event>, Refused> {
        if !legal(s).contains(&action) {
            return Err(Refused::NotNow);
        }
        let mut out = Vec::new();
        match action {
            Action::Roll => s.phase = Phase::Dice,
            Action::Reroll => (s.rerolled, s.phase) = (true, Phase::Dice),
            Action::Keep => keep(s, &mut out),
        }
        Ok(List(out))
    }
    fn chance(s: &State) -> Option<Chance> {
        (s.phase == Phase::Dice).then(|| Chance::uniform(DICE, 0))
    }
    fn apply_chance(s: &mut State, values: &[u8]) -> Result<List<Event>, Refused> {
        if s.phase != Phase::Dice || values.len() != DICE || values.iter().any(|v| !(1..=6).contains(v)) {
            return Err(Refused::Dice);
        }
        s.dice.copy_from_slice(values);
        s.phase = Phase::Decide;
        let mut out = vec![Event::Rolled { seat: s.current, dice: s.dice }];
        if s.rerolled {
            keep(s, &mut out);
        }
        Ok(List(out))
    }
    fn is_over(s: &State) -> bool {
        s.phase == Phase::Over
    }
    fn winners(s: &State) -> SeatSet {
        s.winners
    }
    fn round(s: &State) -> u32 {
        s.round
    }
    fn scores(s: &State) -> (&'static str, Vec<i64>) {
        ("points", s.wins.iter().map(|&w| i64::from(w)).collect())
    }
    fn turn_starts(s: &State) -> bool {
        s.phase == Phase::Throw
    }
    fn ends_turn(e: &Event) -> bool {
        matches!(e, Event::Kept { .. })
    }
    fn ends_round(e: &Event) -> bool {
        matches!(e, Event::RoundWon { .. })
    }
}

/// Keeps a first throw of [`GREEDY_KEEPS_FROM`] or more, throws again otherwise.
struct GreedyAi;

impl Policy<HighestRoll> for GreedyAi {
    fn name(&self) -> &'static str {
        "greedy"
    }
    fn choose(&mut self, s: &State, legal: &[Action]) -> Action {
        let again = legal.contains(&Action::Reroll) && s.total() < GREEDY_KEEPS_FROM;
        if again { Action::Reroll } else { legal[0] }
    }
}

impl Players for HighestRoll {
    const LEVELS: &'static [(&'static str, &'static str)] = &[("random", "Random"), ("greedy", "Greedy")];
    fn policy(name: &str, seed: u64) -> Result<Box<dyn Policy<Self>>, String> {
        match name {
            "random" => Ok(Box::new(RandomAi::new(seed))),
            "greedy" => Ok(Box::new(GreedyAi)),
            _ => Err(format!("unknown AI level `{name}`: Highest Roll's are random and greedy")),
        }
    }
}

impl Invariants for HighestRoll {
    fn check(s: &State, legal: &[Action]) -> Result<(), String> {
        if s.round > ROUNDS || s.current >= s.kept.len() {
            return Err(format!("round {} or seat {} out of range", s.round, s.current));
        }
        if s.wins.iter().map(|&w| u32::from(w)).sum::<u32>() < s.round - 1 {
            return Err("a round ended without a winner".into());
        }
        legal_list_agrees(legal, |a| apply_copy(s, a))
    }
}

fn apply_copy(s: &State, a: Action) -> Result<(), Refused> {
    HighestRoll::apply(&mut s.clone(), a).map(|_| ())
}

/// The sim report's section: how often a seat throws again, and rounds tied.
#[derive(Default)]
pub struct Tally {
    rerolls: u64,
    rounds: u64,
    tied: u64,
}

impl SimSection for HighestRoll {
    type Tally = Tally;
    fn begin(_tally: &mut Tally, _state: &State) {}
    fn observe(tally: &mut Tally, state: &State, events: &List<Event>) {
        tally.rerolls += u64::from(state.rerolled && state.phase == Phase::Dice);
        for e in events.iter() {
            if let Event::RoundWon { seats, .. } = e {
                tally.rounds += 1;
                tally.tied += u64::from(seats.count_ones() > 1);
            }
        }
    }
    fn section(tally: &Tally) -> Map<String, Value> {
        let share = |n: u64| if tally.rounds == 0 { 0.0 } else { n as f64 / tally.rounds as f64 };
        let json = json!({ "rerolls_per_round": share(tally.rerolls), "tied_round_rate": share(tally.tied) });
        json.as_object().cloned().unwrap_or_default()
    }
}

#[cfg(feature = "game")]
const TABLE: dicehall::table::table_game::TableHooks =
    dicehall::table::plain_table::hooks::<HighestRoll>(dicehall::language_files!("tests/highest_roll/guides", ".md"));

/// What the registry needs of the game (`main.rs`'s `games_under_test` registers it).
pub static HIGHEST_ROLL: Registered = Registered::of::<HighestRoll>(About {
    id: HighestRoll::ID,
    listed: 900,
    console_commands: crate::console::COMMANDS,
    console_new: crate::console::new_session,
    default_level: "greedy",
    default_seats: 2,
    lesson: include_str!("lesson.ron"),
    lesson_words: dicehall::language_files!("tests/highest_roll/lesson", ".ftl"),
    locales: dicehall::language_files!("tests/highest_roll/locales", ".ftl"),
    #[cfg(feature = "game")]
    table: &TABLE,
});
