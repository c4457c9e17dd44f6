//! The expert's view of a round beyond the solved heads-up tables: each other seat's possible
//! hands (the multisets of its dice), weighed by their chance of being thrown and by how likely
//! the bids it made this round were under a simple model of bidding; from them, the exact
//! distribution of the count of each face on the table (a convolution over the seats), and a
//! model of how the next seat answers a bid (greedy's rule: the action most likely to keep its
//! dice, from its own cup and the binomial odds of the rest, near-best actions drawn alike).
//!
//! The bidding model, for one bid: a seat bids on face `f` with a chance proportional to
//! `exp(FACE_SHARPNESS × m_f)`, `m_f` its dice counting for `f` (its ones too where wild), over the
//! six faces (in a palifico round every bid keeps the opening face: its face says nothing). Where
//! the bid it raised is known (the round's first bid, or a bid right after the seat before its
//! bidder), that chance is mixed with greedy's own chance of that bid holding that hand
//! ([`GREEDY_SHARE`] of it). Everything read is public or the seat's own cup (ruling L1).

use super::hands::{COUNTS, FACE_SLOTS, binomial, convolve, matching};
pub use super::hands::{CountDist, Hand, hands};
use crate::games::liars_dice::rules::{Bid, FACES, LiarsDiceState, MIN_SEATS_FOR_CALZA, least_raise};

/// How sharply a bid on a face points to dice of that face (the bidding model's β; measured
/// against greedy: 2 beat 0.5 and 1, 3 no better).
pub const FACE_SHARPNESS: f64 = 2.0;
/// The share of greedy's own rule in the bidding model, for bids whose raised bid is known
/// (measured: 0.9 beat 0 and 0.5, 0.99 no better).
pub const GREEDY_SHARE: f64 = 0.9;
/// Greedy's tie margin: actions this close to its best are alike to it (see `greedy::TIE_MARGIN`).
const GREEDY_MARGIN: f64 = super::greedy::TIE_MARGIN;
/// One other seat as the expert sees it: its hands' weights after its bids, and the distribution
/// of its dice counting for each face.
struct Other {
    seat: usize,
    dice: usize,
    /// Each hand's posterior weight (summing to 1), in the order of [`hands`].
    weights: Vec<f64>,
    /// `count[f][m]`: the chance that exactly `m` of its dice count for a bid on face `f`.
    count: [CountDist; FACE_SLOTS],
}

/// The round's facts a seat's odds depend on.
#[derive(Clone, Copy)]
struct Facts {
    wild: [bool; FACE_SLOTS],
    in_play: usize,
    palifico: bool,
    calza_possible: bool,
}

/// A bid seen this round and, where known, the bid it raised (`Some(None)`: it opened the round).
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    pub bid: Bid,
    pub raised: Option<Option<Bid>>,
}

/// The bids `bids` (in order; `whole`: every bid of the round so far) with the bid each raised
/// where the list shows it: the round's first, or one right after the seat before its bidder.
pub fn seen_bids(state: &LiarsDiceState, bids: &[Bid], whole: bool) -> Vec<Seen> {
    bids.iter()
        .enumerate()
        .map(|(i, &bid)| {
            let raised = match i {
                0 if whole => Some(None),
                0 => None,
                _ => {
                    let prev = bids[i - 1];
                    (state.next_holding(usize::from(prev.seat)) == usize::from(bid.seat)).then_some(Some(prev))
                }
            };
            Seen { bid, raised }
        })
        .collect()
}

/// The expert's view of the round from seat `me`: its own cup, and every other seat's hands
/// weighed by its bids ([`View::new`]).
pub struct View {
    me: usize,
    /// Own dice counting for each face this round.
    own: [usize; FACE_SLOTS],
    wild: [bool; FACE_SLOTS],
    facts: Facts,
    others: Vec<Other>,
    /// The distribution of the other seats' dice counting for each face (all of them together).
    rest: [CountDist; FACE_SLOTS],
}

impl View {
    /// The view of `state`'s seat to act, having seen `bids` made this round (any it knows of,
    /// each with its seat; its own are not read as telling anything).
    pub fn new(state: &LiarsDiceState, bids: &[Seen]) -> View {
        let me = state.current();
        let mut own = [0; FACE_SLOTS];
        let mut wild = [false; FACE_SLOTS];
        for face in 1..=FACES {
            own[usize::from(face)] = state.matching_in_cup(me, face);
            wild[usize::from(face)] = state.ones_wild_for(face);
        }
        let calza_possible = state.options().calza && state.seats_holding_dice() >= MIN_SEATS_FOR_CALZA;
        let facts = Facts { wild, in_play: state.in_play(), palifico: state.is_palifico(), calza_possible };
        let others: Vec<Other> = (0..state.players())
            .filter(|&s| s != me && state.count(s) > 0)
            .map(|seat| {
                let made: Vec<Seen> = bids.iter().filter(|b| usize::from(b.bid.seat) == seat).copied().collect();
                Other::new(seat, state.count(seat), &made, &facts)
            })
            .collect();
        let mut rest = [[0.0; COUNTS]; FACE_SLOTS];
        for (face, dist) in rest.iter_mut().enumerate().skip(1) {
            dist[0] = 1.0;
            for other in &others {
                *dist = convolve(dist, &other.count[face]);
            }
        }
        View { me, own, wild, facts, others, rest }
    }

    /// The chance that at least `quantity` dice on the table show `face`.
    pub fn holds(&self, quantity: u8, face: u8) -> f64 {
        let need = usize::from(quantity).saturating_sub(self.own[usize::from(face)]);
        self.rest[usize::from(face)].iter().skip(need).sum::<f64>().min(1.0)
    }

    /// The chance that exactly `quantity` dice on the table show `face`.
    pub fn exact(&self, quantity: u8, face: u8) -> f64 {
        let own = self.own[usize::from(face)];
        let q = usize::from(quantity);
        if q < own { 0.0 } else { self.rest[usize::from(face)].get(q - own).copied().unwrap_or(0.0) }
    }

    /// The chances that bidding `bid` ends the round at once by a dudo from the next seat holding
    /// dice (`next`, answering as greedy would from its own cup): the bid failing (this seat
    /// loses a die), and holding (the next seat loses one). A raise or a calza from it costs this
    /// seat nothing now.
    pub fn answer(&self, bid: (u8, u8), next: usize) -> (f64, f64) {
        let Some(n) = self.others.iter().position(|o| o.seat == next) else { return (0.0, 0.0) };
        let responder = &self.others[n];
        let (quantity, face) = bid;
        let f = usize::from(face);
        // The count of the seats other than `next`, each face's as needed.
        let mut without = [0.0; COUNTS];
        without[0] = 1.0;
        for (i, other) in self.others.iter().enumerate() {
            if i != n {
                without = convolve(&without, &other.count[f]);
            }
        }
        // below[k]: the chance that those seats show fewer than k.
        let mut below = [0.0; COUNTS + 1];
        let mut sum = 0.0;
        for (slot, &p) in below.iter_mut().skip(1).zip(&without) {
            sum += p;
            *slot = sum;
        }
        let model = Responder::new(&self.facts, responder.dice);
        let standing = Bid { quantity, face, seat: self.me as u8 };
        let (mut lost, mut knocked) = (0.0, 0.0);
        for (hand, &w) in hands(responder.dice).iter().zip(&responder.weights) {
            if w <= 0.0 {
                continue;
            }
            let dudo = model.dudo_chance(hand, standing);
            if dudo <= 0.0 {
                continue;
            }
            // The bid fails when the others show fewer than what the two cups leave to find.
            let found = self.own[f] + matching(hand, face, self.wild[f]);
            let need = usize::from(quantity).saturating_sub(found);
            let fails = below[need.min(COUNTS)];
            lost += w * dudo * fails;
            knocked += w * dudo * (1.0 - fails);
        }
        (lost, knocked)
    }
}

impl Other {
    fn new(seat: usize, dice: usize, made: &[Seen], facts: &Facts) -> Other {
        let all = hands(dice);
        let wild = &facts.wild;
        let model = Responder::new(facts, dice);
        let (sharp, greedy_share) = (FACE_SHARPNESS, GREEDY_SHARE);
        let mut weights: Vec<f64> = all
            .iter()
            .map(|hand| {
                let tilt = |g: u8| (sharp * matching(hand, g, wild[usize::from(g)]) as f64).exp();
                let norm: f64 = (1..=FACES).map(tilt).sum();
                let likelihood = |seen: &Seen| {
                    // In a palifico round the face is the opening's: a bid's face says nothing.
                    let by_face = if facts.palifico { 1.0 } else { tilt(seen.bid.face) / norm };
                    match seen.raised {
                        Some(raised) if greedy_share > 0.0 => {
                            let greedy = model.bid_chance(hand, raised, seen.bid.quantity, seen.bid.face);
                            (1.0 - greedy_share) * by_face + greedy_share * greedy
                        }
                        _ => by_face,
                    }
                };
                hand.prior * made.iter().map(likelihood).product::<f64>()
            })
            .collect();
        let total: f64 = weights.iter().sum();
        if total > 0.0 {
            weights.iter_mut().for_each(|w| *w /= total);
        } else {
            weights = all.iter().map(|h| h.prior).collect();
        }
        let mut count = [[0.0; COUNTS]; FACE_SLOTS];
        for face in 1..=FACES {
            for (hand, &w) in all.iter().zip(&weights) {
                count[usize::from(face)][matching(hand, face, wild[usize::from(face)])] += w;
            }
        }
        Other { seat, dice, weights, count }
    }
}

/// The next seat's answer to a bid, modelled on greedy: its chance not to lose a die by each
/// action from its own cup and the binomial odds of every die it cannot see.
struct Responder<'a> {
    facts: &'a Facts,
    /// The dice it cannot see.
    unseen: usize,
    /// `at_least[kind][d]`: the chance that at least `d` unseen dice match (kind 0 plain, 1 wild).
    at_least: [[f64; COUNTS + 1]; 2],
    exactly: [CountDist; 2],
}

/// Greedy's decision holding one hand: the value of its near-best actions' floor, how many
/// actions reach it, and its value of dudo.
struct Alike {
    threshold: f64,
    count: usize,
    dudo: f64,
}

impl<'a> Responder<'a> {
    fn new(facts: &'a Facts, dice: usize) -> Responder<'a> {
        let unseen = facts.in_play - dice;
        let mut at_least = [[0.0; COUNTS + 1]; 2];
        let mut exactly = [[0.0; COUNTS]; 2];
        for (kind, matches) in [1.0, 2.0].into_iter().enumerate() {
            exactly[kind] = binomial(unseen, matches / f64::from(FACES));
            let mut tail = 0.0;
            for d in (0..=unseen).rev() {
                tail += exactly[kind][d];
                at_least[kind][d] = tail.min(1.0);
            }
        }
        Responder { facts, unseen, at_least, exactly }
    }

    fn kind(&self, face: u8) -> usize {
        usize::from(self.facts.wild[usize::from(face)])
    }

    /// Its chance that `quantity` × `face` holds, holding `own` matching dice.
    fn holds(&self, own: usize, quantity: u8, face: u8) -> f64 {
        let q = usize::from(quantity);
        if q <= own {
            1.0
        } else if q - own > self.unseen {
            0.0
        } else {
            self.at_least[self.kind(face)][q - own]
        }
    }

    /// How many quantities from `least` up on a face it holds `own` of reach `threshold`.
    fn raises_at_least(&self, own: usize, least: u8, face: u8, threshold: f64) -> usize {
        (usize::from(least)..=self.facts.in_play).take_while(|&q| self.holds(own, q as u8, face) >= threshold).count()
    }

    /// Greedy's near-best actions holding `hand` after `standing` (`None`: it opens).
    fn alike(&self, hand: &Hand, standing: Option<Bid>) -> Alike {
        let f = self.facts;
        let own = |face: u8| matching(hand, face, f.wild[usize::from(face)]);
        let (dudo, calza) = match standing {
            None => (f64::NEG_INFINITY, f64::NEG_INFINITY),
            Some(s) => {
                let dudo = 1.0 - self.holds(own(s.face), s.quantity, s.face);
                let (m, q) = (own(s.face), usize::from(s.quantity));
                let calza = if !f.calza_possible {
                    f64::NEG_INFINITY
                } else if q < m || q - m > self.unseen {
                    0.0
                } else {
                    self.exactly[self.kind(s.face)][q - m]
                };
                (dudo, calza)
            }
        };
        let mut least = [(0u8, 0u8); FACES as usize];
        let mut faces = 0;
        for face in 1..=FACES {
            if let Some(q) = least_raise(standing, face, f.palifico).map(|q| q.max(1))
                && usize::from(q) <= f.in_play
            {
                least[faces] = (face, q);
                faces += 1;
            }
        }
        let least = &least[..faces];
        let best_raise =
            least.iter().map(|&(face, q)| self.holds(own(face), q, face)).fold(f64::NEG_INFINITY, f64::max);
        let threshold = dudo.max(calza).max(best_raise) - GREEDY_MARGIN;
        let count = least.iter().map(|&(face, q)| self.raises_at_least(own(face), q, face, threshold)).sum::<usize>()
            + usize::from(dudo >= threshold)
            + usize::from(calza >= threshold);
        Alike { threshold, count: count.max(1), dudo }
    }

    /// The chance it says dudo on `standing` holding `hand`: greedy's rule, its near-best actions
    /// drawn alike.
    fn dudo_chance(&self, hand: &Hand, standing: Bid) -> f64 {
        let alike = self.alike(hand, Some(standing));
        if alike.dudo >= alike.threshold { 1.0 / alike.count as f64 } else { 0.0 }
    }

    /// The chance greedy bids `quantity` × `face` after `standing` holding `hand`.
    fn bid_chance(&self, hand: &Hand, standing: Option<Bid>, quantity: u8, face: u8) -> f64 {
        let alike = self.alike(hand, standing);
        let own = matching(hand, face, self.facts.wild[usize::from(face)]);
        if self.holds(own, quantity, face) >= alike.threshold { 1.0 / alike.count as f64 } else { 0.0 }
    }
}
