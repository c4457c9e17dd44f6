//! Royal Casino's legal actions in words for the pad cursor: straight from the rules core's list of
//! the seat in turn, never re-derived.

use crate::games::royal_casino::rules::Action;
use crate::games::royal_casino::table::Match;
use crate::table::view::input::pad::PadTable;

impl PadTable for Match {
    /// Placements first (by row, then value), then throw (again), then stop.
    fn pad_choices(&self) -> Vec<(String, Action)> {
        let mut legal: Vec<Action> = self.state.legal_actions().iter().copied().collect();
        let rank = |a: &Action| match *a {
            Action::Place { value, row } => (0, row, value),
            Action::Throw => (1, 0, 0),
            Action::Stop => (2, 0, 0),
        };
        legal.sort_by_key(rank);
        legal.into_iter().map(|a| (self.action_words(a), a)).collect()
    }

    fn seat_to_act(&self) -> usize {
        self.state.current()
    }
}
