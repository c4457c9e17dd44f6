//! Highest Roll's words: its actions, their outcomes, its events and each seat's standing, from
//! its catalogues (`locales/`) in every language.

use dicehall::engine::words::SeatNames;
use dicehall::engine::{Words, seats_in};
use dicehall::t;

use crate::game::{Action, Event, HighestRoll, State, legal};

impl Words for HighestRoll {
    fn action_words(s: &State, action: Action, _seats: SeatNames) -> String {
        match action {
            Action::Roll => t!("hi-roll"),
            Action::Keep => t!("hi-keep", total = s.total()),
            Action::Reroll => t!("hi-reroll"),
        }
    }
    fn event_words(_s: &State, event: &Event, seats: SeatNames) -> Option<String> {
        Some(match *event {
            Event::Rolled { seat, dice } => t!("hi-rolled", name = seats(seat), a = dice[0], b = dice[1]),
            Event::Kept { seat, total } => t!("hi-kept", name = seats(seat), total = total),
            Event::RoundWon { round, seats: won, total } => {
                let names: Vec<String> = seats_in(won).into_iter().map(seats).collect();
                t!("hi-round-won", round = round, names = dicehall::i18n::join_names(&names), total = total)
            }
            Event::GameOver { winners } => {
                let names: Vec<String> = seats_in(winners).into_iter().map(seats).collect();
                t!("hi-game-over", names = dicehall::i18n::join_names(&names))
            }
        })
    }
    fn seat_words(s: &State, seat: usize, _seats: SeatNames) -> Vec<String> {
        let mut lines = vec![t!("hi-seat-wins", n = s.wins[seat])];
        if s.kept[seat] > 0 {
            lines.push(t!("hi-seat-kept", total = s.kept[seat]));
        }
        lines
    }
    fn action_outcome(s: &State, action: Action, _seats: SeatNames) -> Option<String> {
        legal(s).contains(&action).then(|| match action {
            Action::Roll => t!("hi-outcome-roll"),
            Action::Keep => t!("hi-outcome-keep", total = s.total()),
            Action::Reroll => t!("hi-outcome-reroll", total = s.total()),
        })
    }
    fn outcome_numbers(s: &State, _action: Action) -> Vec<u32> {
        vec![u32::from(s.total())]
    }
}
