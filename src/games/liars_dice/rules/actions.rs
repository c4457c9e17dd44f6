//! Actions, the raising rule (rules §3, rulings L2 and L3) and the legal-action list: the one
//! place that says what may be done now.

use serde::{Deserialize, Serialize};

use super::error::LiarsDiceError;
use super::state::{Bid, FACES, LiarsDiceState, MIN_SEATS_FOR_CALZA, ONE, Phase};
use crate::engine::FixedList;

/// A seat's decision. The dice under the cups are chance, supplied by `apply_chance`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Claim at least `quantity` dice on the table show `face`.
    Bid { quantity: u8, face: u8 },
    /// Challenge the standing bid ("Dudo!").
    Dudo,
    /// Call the standing bid exact ("Calza!").
    Calza,
}

impl Default for Action {
    /// A filler for fixed-capacity lists; never played by itself.
    fn default() -> Self {
        Action::Dudo
    }
}

/// Most dice in play: six seats of five.
pub const MOST_DICE_IN_PLAY: usize = super::state::MAX_SEATS * super::state::DICE_PER_SEAT;
/// Most legal actions at once: every quantity on every face, dudo and calza.
pub const MAX_ACTIONS: usize = MOST_DICE_IN_PLAY * FACES as usize + 2;

/// The legal actions, without allocation.
pub type ActionList = FixedList<Action, MAX_ACTIONS>;

/// The smallest quantity on `face` that raises `standing` (rules §3), ignoring the dice in play;
/// `None` when no quantity on that face may follow it (a palifico round's other faces, an opening
/// on ones outside palifico).
pub fn least_raise(standing: Option<Bid>, face: u8, palifico: bool) -> Option<u8> {
    let Some(bid) = standing else {
        // The opening bid: any quantity, never on ones outside palifico (ruling L2).
        return (face != ONE || palifico).then_some(1);
    };
    let (q, f) = (bid.quantity, bid.face);
    if palifico {
        // Only the quantity rises; the opening face stays.
        return (face == f).then_some(q + 1);
    }
    Some(match (f == ONE, face == ONE) {
        // Same quantity on a higher face, else a higher quantity.
        (false, false) => {
            if face > f {
                q
            } else {
                q + 1
            }
        }
        // To ones: at least half, rounded up.
        (false, true) => q.div_ceil(2),
        // From ones to another face: at least twice and one more.
        (true, false) => 2 * q + 1,
        // Ones to ones: a higher quantity.
        (true, true) => q + 1,
    })
}

impl LiarsDiceState {
    /// Why a bid of `quantity` × `face` is not legal now; `Ok` when it is.
    pub fn check_bid(&self, quantity: u8, face: u8) -> Result<(), LiarsDiceError> {
        if !(1..=FACES).contains(&face) {
            return Err(LiarsDiceError::BadFace(face));
        }
        if quantity == 0 {
            return Err(LiarsDiceError::NoQuantity);
        }
        if usize::from(quantity) > self.in_play() {
            return Err(LiarsDiceError::AboveDiceInPlay { quantity, in_play: self.in_play() });
        }
        match (self.bid, least_raise(self.bid, face, self.palifico)) {
            (None, None) => Err(LiarsDiceError::OpeningOnOnes),
            (Some(bid), None) => Err(LiarsDiceError::PalificoFace { face: bid.face }),
            (_, Some(least)) if quantity < least => {
                let possible = usize::from(least) <= self.in_play();
                Err(LiarsDiceError::NotARaise { quantity, face, least: possible.then_some(least) })
            }
            _ => Ok(()),
        }
    }

    /// Why `action` is not legal now, as a typed error; `Ok` when it is (the same answer as
    /// membership in `legal_actions`).
    pub fn check(&self, action: Action) -> Result<(), LiarsDiceError> {
        match self.phase {
            Phase::GameOver => return Err(LiarsDiceError::GameOver),
            Phase::Rolling => return Err(LiarsDiceError::RollFirst),
            Phase::Bidding => {}
        }
        match action {
            Action::Bid { quantity, face } => self.check_bid(quantity, face),
            Action::Dudo => self.bid.map(drop).ok_or(LiarsDiceError::NoBidYet),
            Action::Calza => {
                let bid = self.bid.ok_or(LiarsDiceError::NoBidYet)?;
                if !self.options.calza {
                    Err(LiarsDiceError::CalzaOff)
                } else if self.seats_holding_dice() < MIN_SEATS_FOR_CALZA {
                    Err(LiarsDiceError::CalzaTooFewSeats)
                } else if usize::from(bid.seat) == self.current() {
                    Err(LiarsDiceError::CalzaOwnBid)
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Every legal action now, in a fixed order: bids by face (1 to 6), then quantity (lowest
    /// first), then dudo, then calza. Empty at the chance node and after game over.
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        if self.phase != Phase::Bidding {
            return;
        }
        let most = self.in_play().min(usize::from(u8::MAX)) as u8;
        for face in 1..=FACES {
            if let Some(least) = least_raise(self.bid, face, self.palifico) {
                for quantity in least.max(1)..=most {
                    out.push(Action::Bid { quantity, face });
                }
            }
        }
        for call in [Action::Dudo, Action::Calza] {
            if self.check(call).is_ok() {
                out.push(call);
            }
        }
    }

    /// `legal_actions_into` as a fresh list.
    pub fn legal_actions(&self) -> ActionList {
        let mut out = ActionList::default();
        self.legal_actions_into(&mut out);
        out
    }
}
