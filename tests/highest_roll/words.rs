//! Highest Roll's words: its actions, their outcomes, its events and each seat's standing, from
//! its catalogues (`locales/`) in every language.

use dicehall::engine::words::SeatNames;
use dicehall::engine::{Game, Words, seats_in};
use dicehall::t;

use crate::game::{Action, Event, HighestRoll, Refused, State, legal};

impl Words for HighestRoll {
    fn error_words(_s: &State, error: &Refused, _seats: SeatNames) -> String {
        match error {
            Refused::Players => {
                let (least, most) = (*HighestRoll::SEATS.start(), *HighestRoll::SEATS.end());
                t!("hi-error-players", least = least, most = most)
            }
            Refused::NotNow => t!("hi-error-not-now"),
            Refused::Dice => t!("hi-error-dice"),
        }
    }
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

#[cfg(test)]
mod refusals {
    use dicehall::engine::Game;
    use dicehall::engine::refusals::check_error_words;

    use crate::game::{HighestRoll, Refused};

    /// Each variant's number (naming every variant: a new one must join the test's list).
    fn variant(e: &Refused) -> usize {
        match e {
            Refused::Players => 0,
            Refused::NotNow => 1,
            Refused::Dice => 2,
        }
    }

    #[test]
    fn every_refusal_reads_in_every_language() {
        crate::games_under_test(); // its words join the catalogues
        let errors = [Refused::Players, Refused::NotNow, Refused::Dice];
        assert_eq!(errors.iter().map(variant).collect::<Vec<_>>(), [0, 1, 2]);
        let state = HighestRoll::new(HighestRoll::setup(2), 0).unwrap();
        check_error_words::<HighestRoll>(&state, &errors).unwrap();
    }
}
