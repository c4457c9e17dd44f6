//! The words check holds every legal action of every game to an outcome (`Words::action_outcome`):
//! Royal Casino's rules and words, wrapped so that one kind of its actions says nothing, says a
//! number its rules core does not give, or says it on two lines, fail `check_words` with the
//! action named; the game itself passes.

use std::ops::RangeInclusive;

use dicehall::engine::words::check_words;
use dicehall::engine::{Chance, Game, GameId, SeatNames, SeatSet, Words};
use dicehall::games::royal_casino::RoyalCasino;
use dicehall::games::royal_casino::rules::Action;

/// How the wrapped game's throws are said.
const SILENT: u8 = 0;
const WRONG_NUMBER: u8 = 1;
const TWO_LINES: u8 = 2;

/// Royal Casino with its throws' outcome replaced as `LIE` says.
struct Lying<const LIE: u8>;

type Rc = RoyalCasino;
type S = <Rc as Game>::State;

impl<const LIE: u8> Game for Lying<LIE> {
    const ID: GameId = GameId::new("lying-casino", "Lying Casino");
    const SEATS: RangeInclusive<usize> = 2..=3;
    type Setup = <Rc as Game>::Setup;
    type State = S;
    type Action = Action;
    type Event = <Rc as Game>::Event;
    type Events = <Rc as Game>::Events;
    type Actions = <Rc as Game>::Actions;
    type Error = <Rc as Game>::Error;
    fn setup(players: usize) -> Self::Setup {
        Rc::setup(players)
    }
    fn new(setup: Self::Setup, seed: u64) -> Result<S, Self::Error> {
        Rc::new(setup, seed)
    }
    fn players(s: &S) -> usize {
        Rc::players(s)
    }
    fn current(s: &S) -> usize {
        Rc::current(s)
    }
    fn legal_actions(s: &S, out: &mut Self::Actions) {
        Rc::legal_actions(s, out)
    }
    fn apply(s: &mut S, action: Action) -> Result<Self::Events, Self::Error> {
        Rc::apply(s, action)
    }
    fn chance(s: &S) -> Option<Chance> {
        Rc::chance(s)
    }
    fn apply_chance(s: &mut S, values: &[u8]) -> Result<Self::Events, Self::Error> {
        Rc::apply_chance(s, values)
    }
    fn is_over(s: &S) -> bool {
        Rc::is_over(s)
    }
    fn winners(s: &S) -> SeatSet {
        Rc::winners(s)
    }
    fn round(s: &S) -> u32 {
        Rc::round(s)
    }
    fn scores(s: &S) -> (&'static str, Vec<i64>) {
        Rc::scores(s)
    }
    fn turn_starts(s: &S) -> bool {
        Rc::turn_starts(s)
    }
    fn ends_turn(e: &Self::Event) -> bool {
        Rc::ends_turn(e)
    }
    fn ends_round(e: &Self::Event) -> bool {
        Rc::ends_round(e)
    }
}

impl<const LIE: u8> Words for Lying<LIE> {
    fn error_words(s: &S, error: &Self::Error, seats: SeatNames) -> String {
        Rc::error_words(s, error, seats)
    }
    fn action_words(s: &S, action: Action, seats: SeatNames) -> String {
        Rc::action_words(s, action, seats)
    }
    fn event_words(s: &S, event: &Self::Event, seats: SeatNames) -> Option<String> {
        Rc::event_words(s, event, seats)
    }
    fn seat_words(s: &S, seat: usize, seats: SeatNames) -> Vec<String> {
        Rc::seat_words(s, seat, seats)
    }
    fn action_outcome(s: &S, action: Action, seats: SeatNames) -> Option<String> {
        let said = Rc::action_outcome(s, action, seats);
        match (action, LIE) {
            (Action::Throw, SILENT) => None,
            (Action::Throw, WRONG_NUMBER) => Some("throws 97 dice".to_string()),
            (Action::Throw, _) => said.map(|text| format!("{text}\nand more")),
            _ => said,
        }
    }
}

#[test]
fn a_game_passes_and_every_kind_of_missing_or_untrue_outcome_fails_naming_the_action() {
    assert!(check_words::<RoyalCasino>(6, 11).is_ok(), "Royal Casino says every outcome truly");
    let silent = check_words::<Lying<SILENT>>(6, 11).expect_err("a throw says nothing");
    assert!(silent.contains("Throw has no outcome"), "{silent}");
    let wrong = check_words::<Lying<WRONG_NUMBER>>(6, 11).expect_err("a throw says 97 dice");
    assert!(wrong.contains("Throw's outcome \"throws 97 dice\" says 97"), "{wrong}");
    let split = check_words::<Lying<TWO_LINES>>(6, 11).expect_err("a throw says it on two lines");
    assert!(split.contains("Throw's outcome reads"), "{split}");
}
