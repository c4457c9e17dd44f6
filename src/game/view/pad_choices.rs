//! Each table's legal actions in words for the pad cursor (`pad.rs`): straight from the rules
//! core's list of the seat in turn, never re-derived.

use super::pad::PadTable;
use super::{human_to_act, human_to_act_home};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::home_rows::rules::{Action as HomeAction, COLORS};
use crate::games::home_rows::table::HomeRowsMatch;
use crate::games::home_rows::table::words::{color_word, side_word};
use crate::games::royal_casino::rules::Action;
use crate::games::royal_casino::table::Match;
use crate::t;

impl PadTable for Match {
    fn person_to_act(&self) -> bool {
        human_to_act(self) && !self.state.is_chance()
    }

    /// Placements first (by row, then value), then throw (again), then stop.
    fn pad_choices(&self) -> Vec<(String, Action)> {
        let mut legal: Vec<Action> = self.state.legal_actions().iter().copied().collect();
        let rank = |a: &Action| match *a {
            Action::Place { value, row } => (0, row, value),
            Action::Throw => (1, 0, 0),
            Action::Stop => (2, 0, 0),
        };
        legal.sort_by_key(rank);
        legal
            .into_iter()
            .map(|a| {
                let words = match a {
                    Action::Throw if self.state.throws() == 0 => t!("pad-rc-throw"),
                    Action::Throw => t!("pad-rc-throw-again"),
                    Action::Place { value, row } => {
                        t!("pad-rc-place", v = value, row = ((b'A' + row) as char).to_string())
                    }
                    Action::Stop => t!("pad-rc-stop"),
                };
                (words, a)
            })
            .collect()
    }

    fn seat_to_act(&self) -> usize {
        self.state.current()
    }
}

impl PadTable for HomeRowsMatch {
    fn person_to_act(&self) -> bool {
        human_to_act_home(self)
    }

    fn pad_choices(&self) -> Vec<(String, HomeAction)> {
        self.state
            .legal_actions()
            .iter()
            .map(|&a| {
                let words = match a {
                    HomeAction::Roll { color } => t!("pad-hr-roll", colour = color_word(color)),
                    HomeAction::Place { row, col, from: None } => {
                        t!("pad-hr-place", row = color_word(COLORS[row as usize]), square = col + 1)
                    }
                    HomeAction::Place { row, col, from: Some(side) } => t!(
                        "pad-hr-place-from",
                        row = color_word(COLORS[row as usize]),
                        square = col + 1,
                        name = self.seat_name(self.state.neighbour(self.state.current(), side)),
                        side = side_word(side)
                    ),
                    HomeAction::Trade { to } => t!(
                        "pad-hr-trade",
                        name = self.seat_name(self.state.neighbour(self.state.current(), to)),
                        side = side_word(to)
                    ),
                };
                (words, a)
            })
            .collect()
    }

    fn seat_to_act(&self) -> usize {
        self.state.current()
    }
}

impl PadTable for SettlersMatch {
    fn person_to_act(&self) -> bool {
        crate::games::dice_settlers::table::view::person_to_act(self)
    }

    /// The action bar's words for each legal action.
    fn pad_choices(&self) -> Vec<(String, crate::games::dice_settlers::rules::Action)> {
        self.state
            .legal_actions()
            .into_iter()
            .map(|a| (crate::games::dice_settlers::table::view::action_words(self, a), a))
            .collect()
    }

    fn seat_to_act(&self) -> usize {
        self.state.current()
    }
}
