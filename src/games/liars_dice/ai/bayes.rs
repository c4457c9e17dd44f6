//! The expert's view of a round beyond the solved heads-up tables: each other seat's possible
//! hands (the multisets of its dice), weighed by their chance of being thrown and by how likely
//! the bids it made this round were under a simple model of bidding; from them, the exact
//! distribution of the count of each face on the table (a convolution over the seats), and a
//! model of how the next seat answers a bid (greedy's rule: the action most likely to keep its
//! dice, from its own cup and the binomial odds of the rest).
//!
//! The bidding model: a seat bids on face `f` with a chance proportional to
//! `exp(FACE_SHARPNESS × m_f)`, `m_f` its dice counting for `f` (its ones too where wild), over the
//! six faces. In a palifico round every bid keeps the opening face, so its bids say nothing of its
//! dice here. Everything read is public or the seat's own cup (ruling L1).

use std::sync::OnceLock;

use crate::games::liars_dice::rules::{
    Bid, DICE_PER_SEAT, FACES, LiarsDiceState, MIN_SEATS_FOR_CALZA, MOST_DICE_IN_PLAY, ONE, least_raise,
};

/// How sharply a bid on a face points to dice of that face (the bidding model's β).
pub const FACE_SHARPNESS: f64 = 1.0;
/// Greedy's tie margin: actions this close to its best are alike to it (see `greedy::TIE_MARGIN`).
const GREEDY_MARGIN: f64 = super::greedy::TIE_MARGIN;
/// One slot per possible count of dice on the table (0 ..= the most dice in play).
const COUNTS: usize = MOST_DICE_IN_PLAY + 1;
/// One slot per face, index = face (0 unused).
const FACE_SLOTS: usize = FACES as usize + 1;

/// A distribution over a count of dice: `p[m]` the chance of exactly `m`.
pub type CountDist = [f64; COUNTS];

/// One hand of a seat: how many of its dice show each face (index = face), and its chance.
#[derive(Clone, Copy, Debug)]
pub struct Hand {
    pub faces: [u8; FACE_SLOTS],
    pub prior: f64,
}

/// Every hand of `dice` dice (0 to 5), each once as a multiset, with its chance of being thrown.
pub fn hands(dice: usize) -> &'static [Hand] {
    static ALL: OnceLock<Vec<Vec<Hand>>> = OnceLock::new();
    &ALL.get_or_init(|| (0..=DICE_PER_SEAT).map(enumerate).collect())[dice.min(DICE_PER_SEAT)]
}

/// The multisets of `dice` dice with their multinomial chances.
fn enumerate(dice: usize) -> Vec<Hand> {
    fn go(face: u8, left: usize, faces: &mut [u8; FACE_SLOTS], out: &mut Vec<[u8; FACE_SLOTS]>) {
        if face == FACES {
            faces[usize::from(face)] = left as u8;
            out.push(*faces);
            return;
        }
        for k in 0..=left {
            faces[usize::from(face)] = k as u8;
            go(face + 1, left - k, faces, out);
        }
    }
    let mut all = Vec::new();
    go(1, dice, &mut [0; FACE_SLOTS], &mut all);
    let factorial = |n: u8| (1..=u32::from(n)).product::<u32>() as f64;
    let throws = f64::from(FACES).powi(dice as i32);
    all.into_iter()
        .map(|faces| {
            let orders = factorial(dice as u8) / faces.iter().map(|&k| factorial(k)).product::<f64>();
            Hand { faces, prior: orders / throws }
        })
        .collect()
}

/// The dice of `hand` counting for a bid on `face` (its ones too where `wild`).
fn matching(hand: &Hand, face: u8, wild: bool) -> usize {
    usize::from(hand.faces[usize::from(face)]) + if wild { usize::from(hand.faces[usize::from(ONE)]) } else { 0 }
}

/// The chance that `n` fair dice show a face matching with chance `p`: exactly `k`, for each `k`.
fn binomial(n: usize, p: f64) -> CountDist {
    let mut dist = [0.0; COUNTS];
    dist[0] = 1.0;
    for _ in 0..n {
        for k in (0..COUNTS).rev() {
            dist[k] = dist[k] * (1.0 - p) + if k > 0 { dist[k - 1] * p } else { 0.0 };
        }
    }
    dist
}

/// The distribution of `a + b` for independent counts.
fn convolve(a: &CountDist, b: &CountDist) -> CountDist {
    let mut out = [0.0; COUNTS];
    for (i, &x) in a.iter().enumerate().filter(|(_, x)| **x > 0.0) {
        for (j, &y) in b.iter().enumerate().take(COUNTS - i) {
            out[i + j] += x * y;
        }
    }
    out
}

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

/// The expert's view of the round from seat `me`: its own cup, and every other seat's hands
/// weighed by its bids ([`View::new`]).
pub struct View {
    me: usize,
    /// Own dice counting for each face this round.
    own: [usize; FACE_SLOTS],
    wild: [bool; FACE_SLOTS],
    others: Vec<Other>,
    /// The distribution of the other seats' dice counting for each face (all of them together).
    rest: [CountDist; FACE_SLOTS],
    in_play: usize,
    palifico: bool,
    calza_possible: bool,
}

impl View {
    /// The view of `state`'s seat to act, having seen `bids` made this round (any it knows of,
    /// each with its seat; its own are not read as telling anything).
    pub fn new(state: &LiarsDiceState, bids: &[Bid]) -> View {
        let me = state.current();
        let mut own = [0; FACE_SLOTS];
        let mut wild = [false; FACE_SLOTS];
        for face in 1..=FACES {
            own[usize::from(face)] = state.matching_in_cup(me, face);
            wild[usize::from(face)] = state.ones_wild_for(face);
        }
        let others: Vec<Other> = (0..state.players())
            .filter(|&s| s != me && state.count(s) > 0)
            .map(|seat| {
                let faces_bid: Vec<u8> = if state.is_palifico() {
                    Vec::new()
                } else {
                    bids.iter().filter(|b| usize::from(b.seat) == seat).map(|b| b.face).collect()
                };
                Other::new(seat, state.count(seat), &faces_bid, &wild)
            })
            .collect();
        let mut rest = [[0.0; COUNTS]; FACE_SLOTS];
        for (face, dist) in rest.iter_mut().enumerate().skip(1) {
            dist[0] = 1.0;
            for other in &others {
                *dist = convolve(dist, &other.count[face]);
            }
        }
        let calza_possible = state.options().calza && state.seats_holding_dice() >= MIN_SEATS_FOR_CALZA;
        View { me, own, wild, others, rest, in_play: state.in_play(), palifico: state.is_palifico(), calza_possible }
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

    /// The chance that this seat loses a die at once by bidding `bid`: the next seat holding dice
    /// (`next`) says dudo (as greedy would, from its own cup) and the bid fails. A raise or a
    /// calza from it costs this seat nothing now.
    pub fn lost_at_once(&self, bid: (u8, u8), next: usize) -> f64 {
        let Some(n) = self.others.iter().position(|o| o.seat == next) else { return 0.0 };
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
        // cdf[k]: the chance that those seats show fewer than k.
        let mut below = [0.0; COUNTS + 1];
        for k in 0..COUNTS {
            below[k + 1] = below[k] + without[k];
        }
        let model = Responder::new(self, responder.dice);
        let standing = Bid { quantity, face, seat: self.me as u8 };
        let mut lost = 0.0;
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
            lost += w * dudo * below[need.min(COUNTS)];
        }
        lost
    }
}

impl Other {
    fn new(seat: usize, dice: usize, faces_bid: &[u8], wild: &[bool; FACE_SLOTS]) -> Other {
        let all = hands(dice);
        let mut weights: Vec<f64> = all
            .iter()
            .map(|hand| {
                let tilt = |g: u8| (FACE_SHARPNESS * matching(hand, g, wild[usize::from(g)]) as f64).exp();
                let norm: f64 = (1..=FACES).map(tilt).sum();
                hand.prior * faces_bid.iter().map(|&f| tilt(f) / norm).product::<f64>()
            })
            .collect();
        let total: f64 = weights.iter().sum();
        weights.iter_mut().for_each(|w| *w /= total);
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
    view: &'a View,
    /// The dice it cannot see.
    unseen: usize,
    /// `at_least[kind][d]`: the chance that at least `d` unseen dice match (kind 0 plain, 1 wild).
    at_least: [[f64; COUNTS + 1]; 2],
    exactly: [CountDist; 2],
    /// The largest `d` with `at_least[kind][d]` at or above a threshold is found by scanning.
    most: usize,
}

impl<'a> Responder<'a> {
    fn new(view: &'a View, dice: usize) -> Responder<'a> {
        let unseen = view.in_play - dice;
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
        Responder { view, unseen, at_least, exactly, most: view.in_play }
    }

    fn kind(&self, face: u8) -> usize {
        usize::from(self.view.wild[usize::from(face)])
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
        let top = (usize::from(least)..=self.most).take_while(|&q| self.holds(own, q as u8, face) >= threshold).count();
        top
    }

    /// The chance it says dudo on `standing` holding `hand`: greedy's rule, its near-best actions
    /// drawn alike.
    fn dudo_chance(&self, hand: &Hand, standing: Bid) -> f64 {
        let v = self.view;
        let own = |face: u8| matching(hand, face, v.wild[usize::from(face)]);
        let dudo = 1.0 - self.holds(own(standing.face), standing.quantity, standing.face);
        let calza = if v.calza_possible {
            let (m, q) = (own(standing.face), usize::from(standing.quantity));
            if q < m || q - m > self.unseen { 0.0 } else { self.exactly[self.kind(standing.face)][q - m] }
        } else {
            f64::NEG_INFINITY
        };
        let least: Vec<(u8, u8)> = (1..=FACES)
            .filter_map(|face| least_raise(Some(standing), face, v.palifico).map(|q| (face, q.max(1))))
            .filter(|&(_, q)| usize::from(q) <= v.in_play)
            .collect();
        let best_raise =
            least.iter().map(|&(face, q)| self.holds(own(face), q, face)).fold(f64::NEG_INFINITY, f64::max);
        let best = dudo.max(calza).max(best_raise);
        let threshold = best - GREEDY_MARGIN;
        if dudo < threshold {
            return 0.0;
        }
        let alike: usize =
            least.iter().map(|&(face, q)| self.raises_at_least(own(face), q, face, threshold)).sum::<usize>()
                + 1
                + usize::from(calza >= threshold);
        1.0 / alike as f64
    }
}
