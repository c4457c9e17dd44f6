//! Dice Settlers' legal actions in words for the pad cursor: the action bar's words for each
//! action of the rules core's list, never re-derived.

use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::view::input::pad::PadTable;

impl PadTable for SettlersMatch {
    /// The action bar's words for each legal action.
    fn pad_choices(&self) -> Vec<(String, crate::games::dice_settlers::rules::Action)> {
        self.state.legal_actions().into_iter().map(|a| (self.action_words(a), a)).collect()
    }

    fn seat_to_act(&self) -> usize {
        self.state.current()
    }
}
