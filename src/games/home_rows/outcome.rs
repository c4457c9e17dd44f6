//! What each Home Rows action does, in the player's words (`Words::action_outcome`): a roll says
//! which die of the hand it rolls and what the rolled die may then do; a placement the counters it
//! takes and from whom; a trade what it gives and takes. Read from the rules core: its state for a
//! roll, the events of the action applied to a copy for the rest.

use super::rules::{Action, Color, Event, HomeRowsState, Side, Source};
use super::words::{color_word, counters};
use crate::engine::SeatNames;
use crate::t;

/// What `action` of the seat to act does; `None` when the rules core refuses it.
pub(super) fn action_outcome(state: &HomeRowsState, action: Action, seats: SeatNames) -> Option<String> {
    let mut after = state.clone();
    let events = after.apply(action).ok()?;
    match action {
        Action::Roll { color } => Some(roll(state, color)),
        Action::Place { .. } => events.iter().find_map(|e| match *e {
            Event::Took { from, counters: n, .. } => Some(took(state, from, n, seats)),
            _ => None,
        }),
        Action::Trade { .. } => events.iter().find_map(|e| match *e {
            Event::Traded { to, value, counters: n, .. } => Some(traded(state, to, value, n, seats)),
            _ => None,
        }),
    }
}

/// The numbers a roll's outcome says beyond the seat's standing: the pot.
pub(super) fn outcome_numbers(state: &HomeRowsState, action: Action) -> Vec<u32> {
    match action {
        Action::Roll { .. } => vec![u32::from(state.pot())],
        _ => Vec::new(),
    }
}

/// A roll: which die of the hand, then what the rolled die may do (take from the pot, from a
/// neighbour holding dice, nothing; or be traded while trades are on).
fn roll(state: &HomeRowsState, color: Color) -> String {
    let seat = state.current();
    let held = state.hand(seat)[color.index()];
    let die = t!("hr-outcome-die", held = held, colour = color_word(color));
    let neighbours_hold =
        [Side::Left, Side::Right].into_iter().any(|side| state.dice_held(state.neighbour(seat, side)) > 0);
    match (state.pot(), neighbours_hold, state.trades_allowed()) {
        (pot, ..) if pot > 0 => t!("hr-outcome-roll-pot", die = die, pot = pot),
        (_, true, true) => t!("hr-outcome-roll-trade", die = die),
        (_, true, false) => t!("hr-outcome-roll-place", die = die),
        (_, false, true) => t!("hr-outcome-roll-free-trade", die = die),
        (_, false, false) => t!("hr-outcome-roll-free", die = die),
    }
}

/// A placement's take: `n` counters from `from`; whether that was all there were (the pot, or the
/// neighbour's) is read from `state` before it.
fn took(state: &HomeRowsState, from: Source, n: u8, seats: SeatNames) -> String {
    match from {
        Source::Pot if n == state.pot() => t!("hr-outcome-pot-last", counters = counters(n)),
        Source::Pot => t!("hr-outcome-pot", counters = counters(n)),
        Source::Seat(other) => {
            let (name, had) = (seats(usize::from(other)), state.counters(usize::from(other)));
            match n {
                0 => t!("hr-outcome-from-none", other = name),
                n if n == had => t!("hr-outcome-from-all", counters = counters(n), other = name),
                n => t!("hr-outcome-from", counters = counters(n), other = name),
            }
        }
        Source::Nobody => t!("hr-outcome-nobody"),
    }
}

/// A trade: the rolled die (showing `value`) to `to`, who pays `n` counters; whether they had
/// none, or paid all they had, is read from `state` before it.
fn traded(state: &HomeRowsState, to: u8, value: u8, n: u8, seats: SeatNames) -> String {
    let (other, had) = (seats(usize::from(to)), state.counters(usize::from(to)));
    match n {
        0 if had == 0 => t!("hr-outcome-trade-none", other = other, value = value),
        0 => t!("hr-outcome-trade-nothing", other = other, value = value),
        n if n == had => t!("hr-outcome-trade-all", other = other, value = value, counters = counters(n)),
        n => t!("hr-outcome-trade", other = other, value = value, counters = counters(n)),
    }
}
