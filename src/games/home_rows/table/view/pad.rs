//! Home Rows' legal actions in words for the pad cursor: straight from the rules core's list of the
//! seat in turn, never re-derived.

use crate::games::home_rows::rules::Action as HomeAction;
use crate::games::home_rows::table::HomeRowsMatch;
use crate::table::view::input::pad::PadTable;

impl PadTable for HomeRowsMatch {
    fn pad_choices(&self) -> Vec<(String, HomeAction)> {
        self.state.legal_actions().iter().map(|&a| (self.action_words(a), a)).collect()
    }

    fn seat_to_act(&self) -> usize {
        self.state.current()
    }
}
