//! The rules core's legal actions in words for the HUD's buttons: what each spends and does, and
//! the group it is shown in. Nothing here decides legality; it only names what the core lists.

use crate::games::dice_settlers::content::Symbol;
use crate::games::dice_settlers::rules::Action;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::words::turned_face;

/// Where a button goes in the action panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Group {
    /// The step's own choices and main actions.
    Main,
    /// Turning a die with a navigator (one row per die).
    Turn(u8),
    /// Free actions (factory, control).
    Free,
    /// Ending a step or the turn.
    Done,
}

/// The button text of `action` (the game's words) and its group.
pub(crate) fn describe_action(m: &SettlersMatch, action: Action) -> (String, Group) {
    match action {
        // In its die's row, a turn's button names only the face it turns to.
        Action::Turn { die, value, .. } => (turned_face(&m.state, die, value), Group::Turn(die)),
        _ => (m.action_words(action), group_of(action)),
    }
}

/// Where `action`'s button goes.
fn group_of(action: Action) -> Group {
    match action {
        Action::Turn { die, .. } => Group::Turn(die),
        Action::Factory { .. } | Action::Control { .. } => Group::Free,
        Action::RerollPicked
        | Action::Ready
        | Action::Skip
        | Action::EndTurn
        | Action::Decline
        | Action::RecallDone
        | Action::Finish
        | Action::KeepNone => Group::Done,
        _ => Group::Main,
    }
}

/// The symbol of rolled die `die` of the current seat, in words ("die 2 (white Explore)").
pub(crate) fn die_words(m: &SettlersMatch, die: u8) -> String {
    crate::games::dice_settlers::words::die_words(&m.state, die)
}

/// The symbols of a kind the current seat can spend now (dice, cards, tiles), for the prompt.
pub(crate) fn symbols_now(m: &SettlersMatch) -> Vec<(Symbol, u8)> {
    let counts = m.state.symbol_counts(m.state.current());
    Symbol::ALL.iter().map(|&s| (s, counts[s.index()])).filter(|(_, n)| *n > 0).collect()
}
