//! What each Liar's Dice action does, in the player's words (`Words::action_outcome`), from the
//! acting seat's view only: a bid says what it claims and how many of the seat's own dice back
//! it (on the shared screen, whose state hides every cup, only what it claims); a dudo or a calza who loses a die on either verdict. Never the verdict itself: the other
//! cups are not read (ruling L1).

use super::rules::{Action, DICE_PER_SEAT, LiarsDiceState};
use super::words::bid_words;
use crate::engine::SeatNames;
use crate::t;

/// What `action` of the seat to act does; `None` when the rules core refuses it.
pub(super) fn action_outcome(state: &LiarsDiceState, action: Action, seats: SeatNames) -> Option<String> {
    state.check(action).ok()?;
    let seat = state.current();
    Some(match (action, state.bid()) {
        // The shared screen's words (its state hides every cup) say nothing of the seat's dice.
        (Action::Bid { quantity, face }, _) if !state.sees_dice_of(seat) => {
            let bid = bid_words(quantity, face);
            if state.ones_wild_for(face) {
                t!("ld-outcome-bid-wild-public", bid = bid)
            } else {
                t!("ld-outcome-bid-public", bid = bid)
            }
        }
        (Action::Bid { quantity, face }, _) => {
            let (bid, own) = (bid_words(quantity, face), state.matching_in_cup(seat, face));
            if state.ones_wild_for(face) {
                t!("ld-outcome-bid-wild", bid = bid, own = own)
            } else {
                t!("ld-outcome-bid", bid = bid, own = own)
            }
        }
        (Action::Dudo, Some(b)) => {
            t!("ld-outcome-dudo", bid = bid_words(b.quantity, b.face), other = seats(usize::from(b.seat)))
        }
        (Action::Calza, Some(b)) if state.count(seat) >= DICE_PER_SEAT => {
            t!("ld-outcome-calza-full", bid = bid_words(b.quantity, b.face))
        }
        (Action::Calza, Some(b)) => t!("ld-outcome-calza", bid = bid_words(b.quantity, b.face)),
        (_, None) => return None,
    })
}

/// The numbers a bid's outcome says beyond its words: the seat's own dice backing it.
pub(super) fn outcome_numbers(state: &LiarsDiceState, action: Action) -> Vec<u32> {
    match action {
        Action::Bid { face, .. } if state.sees_dice_of(state.current()) => {
            vec![state.matching_in_cup(state.current(), face) as u32]
        }
        _ => Vec::new(),
    }
}
