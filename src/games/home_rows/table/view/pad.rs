//! Home Rows' legal actions in words for the pad cursor: straight from the rules core's list of the
//! seat in turn, never re-derived.

use crate::game::view::pad::PadTable;
use crate::games::home_rows::rules::{Action as HomeAction, COLORS};
use crate::games::home_rows::table::HomeRowsMatch;
use crate::games::home_rows::table::view::human_to_act_home;
use crate::games::home_rows::table::words::{color_word, side_word};
use crate::t;

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
