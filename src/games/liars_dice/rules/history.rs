//! The round's bids, said aloud at the table and so public: what a state must hold of them (checked
//! with the rest of [`LiarsDiceState::validate`]), and how a save written before the state kept them
//! gets them back from its record.

use super::actions::{Action, MOST_DICE_IN_PLAY, least_raise};
use super::state::{Bid, FACES, LiarsDiceState, Phase};
use crate::engine::record::Step;

impl LiarsDiceState {
    /// The round's bids are well formed: in the bidding, a rising chain of bids by seats holding
    /// dice whose last is the standing bid, nothing bid before the opening; after a challenge (until
    /// the next round's first throw) the last round's bids, any seat and face on the table.
    pub(super) fn validate_bids(&self) -> Result<(), String> {
        let well_formed = |b: &Bid| {
            usize::from(b.seat) < self.players()
                && (1..=FACES).contains(&b.face)
                && (1..=MOST_DICE_IN_PLAY).contains(&usize::from(b.quantity))
        };
        if !self.bids.iter().all(well_formed) {
            return Err("a bid of the round is not a seat's bid of a face 1 to 6".into());
        }
        if self.phase == Phase::Rolling && self.thrown != 0 && !self.bids.is_empty() {
            return Err("the last round's bids are kept after the next round's first throw".into());
        }
        if self.phase != Phase::Bidding {
            return Ok(());
        }
        if self.bids.last() != self.bid.as_ref() {
            return Err("the round's last bid is not the standing bid".into());
        }
        for (i, b) in self.bids.iter().enumerate() {
            let before = i.checked_sub(1).map(|j| self.bids[j]);
            let rises = least_raise(before, b.face, self.palifico).is_some_and(|least| b.quantity >= least);
            let turn = before.is_none_or(|p| self.next_holding(usize::from(p.seat)) == usize::from(b.seat));
            let opener = before.is_some() || i + 1 == self.bids.len() || usize::from(b.seat) == self.starter();
            if (i > 0 && !rises) || !turn || !opener || self.counts[usize::from(b.seat)] == 0 {
                return Err(format!("the round's bid {} × {} does not follow the bids before it", b.quantity, b.face));
            }
        }
        Ok(())
    }

    /// Bring back the round's bids from the steps that led to this state (a save written before
    /// the state kept them): every bid after the last throw of a cup, with its seat. The window
    /// side calls this on a loaded save's state before comparing it with its record's replay.
    pub fn rebuild_bids(&mut self, steps: &[Step<Action>]) {
        let since_throw = steps.iter().rposition(|s| matches!(s, Step::Chance(_))).map_or(0, |i| i + 1);
        self.bids = steps[since_throw..]
            .iter()
            .filter_map(|s| match *s {
                Step::Act { seat, action: Action::Bid { quantity, face } } => {
                    Some(Bid { quantity, face, seat: seat as u8 })
                }
                _ => None,
            })
            .collect();
    }
}
