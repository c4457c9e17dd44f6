//! The odds of a bid from one seat's view: its own dice are known, every other die on the table
//! is a fair die it cannot see (ruling L1), so the count of the others' matching dice is
//! binomial: one in three for a face with ones wild, one in six for ones or in a palifico round.

use statrs::distribution::{Binomial, Discrete, DiscreteCDF};

use crate::games::liars_dice::rules::{FACES, LiarsDiceState, MOST_DICE_IN_PLAY};

/// The faces a die shows that count for a bid with ones wild: the face and the one.
const WILD_MATCHES: f64 = 2.0;

/// What `seat` knows of the table: its own matching dice per face and the binomial odds of the
/// dice it cannot see.
pub struct Odds {
    /// Own dice counting for a bid on each face (index = face), ones included where wild.
    own: [usize; FACES as usize + 1],
    /// Whether ones count for a bid on each face this round.
    wild: [bool; FACES as usize + 1],
    /// P(at least m of the unseen dice match), for m = 0..=unseen: a plain face, then a wild one.
    at_least: [[f64; MOST_DICE_IN_PLAY + 2]; 2],
    /// P(exactly m of the unseen dice match), likewise.
    exactly: [[f64; MOST_DICE_IN_PLAY + 1]; 2],
    unseen: usize,
}

impl Odds {
    /// The odds as `seat` sees them in `state` (its observation or the whole game alike: only
    /// its own cup and the counts are read).
    pub fn new(state: &LiarsDiceState, seat: usize) -> Odds {
        let unseen = state.in_play() - state.count(seat);
        let mut own = [0; FACES as usize + 1];
        let mut wild = [false; FACES as usize + 1];
        for face in 1..=FACES {
            own[face as usize] = state.matching_in_cup(seat, face);
            wild[face as usize] = state.ones_wild_for(face);
        }
        let mut at_least = [[0.0; MOST_DICE_IN_PLAY + 2]; 2];
        let mut exactly = [[0.0; MOST_DICE_IN_PLAY + 1]; 2];
        for (kind, matches) in [1.0, WILD_MATCHES].into_iter().enumerate() {
            let p = matches / f64::from(FACES);
            let Ok(dist) = Binomial::new(p, unseen as u64) else { continue };
            for (m, (exact, least)) in exactly[kind].iter_mut().zip(&mut at_least[kind]).enumerate().take(unseen + 1) {
                *exact = dist.pmf(m as u64);
                *least = if m == 0 { 1.0 } else { dist.sf(m as u64 - 1) };
            }
        }
        Odds { own, wild, at_least, exactly, unseen }
    }

    /// The unseen dice that must match for `quantity` × `face`, and which odds apply.
    fn needed(&self, quantity: u8, face: u8) -> (i64, usize) {
        let f = usize::from(face);
        (i64::from(quantity) - self.own[f] as i64, usize::from(self.wild[f]))
    }

    /// The chance that at least `quantity` dice on the table show `face` (a bid holds).
    pub fn holds(&self, quantity: u8, face: u8) -> f64 {
        match self.needed(quantity, face) {
            (m, _) if m <= 0 => 1.0,
            (m, _) if m as usize > self.unseen => 0.0,
            (m, kind) => self.at_least[kind][m as usize],
        }
    }

    /// The chance that exactly `quantity` dice on the table show `face` (a calza is right).
    pub fn exact(&self, quantity: u8, face: u8) -> f64 {
        match self.needed(quantity, face) {
            (m, _) if m < 0 || m as usize > self.unseen => 0.0,
            (m, kind) => self.exactly[kind][m as usize],
        }
    }
}
