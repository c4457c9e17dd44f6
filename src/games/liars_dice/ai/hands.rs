//! What the expert counts with: every hand a seat may hold (the multisets of its dice, each with
//! its chance of being thrown), the dice of a hand that count for a bid, and distributions over a
//! count of dice on the table (a seat's unknown dice by the binomial, two seats' counts added by
//! convolution).

use std::sync::OnceLock;

use crate::games::liars_dice::rules::{DICE_PER_SEAT, FACES, MOST_DICE_IN_PLAY, ONE};

/// One slot per possible count of dice on the table (0 ..= the most dice in play).
pub(super) const COUNTS: usize = MOST_DICE_IN_PLAY + 1;
/// One slot per face, index = face (0 unused).
pub(super) const FACE_SLOTS: usize = FACES as usize + 1;

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
pub(super) fn matching(hand: &Hand, face: u8, wild: bool) -> usize {
    usize::from(hand.faces[usize::from(face)]) + if wild { usize::from(hand.faces[usize::from(ONE)]) } else { 0 }
}

/// The chance that `n` fair dice show a face matching with chance `p`: exactly `k`, for each `k`.
pub(super) fn binomial(n: usize, p: f64) -> CountDist {
    let mut dist = [0.0; COUNTS];
    dist[0] = 1.0;
    for _ in 0..n {
        let before = dist;
        dist[0] = before[0] * (1.0 - p);
        for (k, slot) in dist.iter_mut().enumerate().skip(1) {
            *slot = before[k] * (1.0 - p) + before[k - 1] * p;
        }
    }
    dist
}

/// The distribution of `a + b` for independent counts.
pub(super) fn convolve(a: &CountDist, b: &CountDist) -> CountDist {
    let mut out = [0.0; COUNTS];
    for (i, &x) in a.iter().enumerate().filter(|(_, x)| **x > 0.0) {
        for (j, &y) in b.iter().enumerate().take(COUNTS - i) {
            out[i + j] += x * y;
        }
    }
    out
}
