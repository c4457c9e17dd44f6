//! Positions for the AI tests: a game played at random to a round's throw, its cups thrown with
//! one seat's cup kept, and a few random bids, so a test can ask a seat to decide from the same
//! observation under every assignment of the others' hidden dice.

use rand::RngExt;

use super::LiarsDice;
use super::rules::{Action, LiarsDiceState, Phase, Setup};
use crate::engine::dice::{DiceRng, roll_into, seeded};
use crate::engine::{Game, RandomAi};

/// A game played at random to a round's throw (up to `most_rounds` rounds in, so the counts vary),
/// from `seed`.
pub(crate) fn at_a_throw(seed: u64, most_rounds: u32) -> LiarsDiceState {
    let mut rng = seeded(seed);
    let players = rng.random_range(2..=6usize);
    let mut s =
        LiarsDice::new(Setup { players, starter: rng.random_range(0..players), options: Default::default() }, seed)
            .unwrap();
    let (rounds, mut ai) = (rng.random_range(1..most_rounds), RandomAi::new(seed));
    let mut values = [0u8; 5];
    while !(s.phase() == Phase::Rolling && (s.round() >= rounds || s.seats_holding_dice() == 2)) {
        if let Some(chance) = LiarsDice::chance(&s) {
            roll_into(&mut rng, &mut values[..chance.count()]);
            s.apply_chance(&values[..chance.count()]).unwrap();
        } else {
            s.apply(ai.pick(&s.legal_actions())).unwrap();
        }
    }
    s
}

/// `start`'s cups thrown (seat `keep`'s cup `kept`, the others from `rng`), then `bids` made.
pub(crate) fn thrown(
    start: &LiarsDiceState,
    keep: usize,
    kept: &[u8],
    bids: &[Action],
    rng: &mut DiceRng,
) -> LiarsDiceState {
    let mut s = start.clone();
    while let Some(chance) = LiarsDice::chance(&s) {
        let mut values = [0u8; 5];
        roll_into(rng, &mut values[..chance.count()]);
        let seat = s.next_to_throw().unwrap();
        s.apply_chance(if seat == keep { kept } else { &values[..chance.count()] }).unwrap();
    }
    for &b in bids {
        s.apply(b).unwrap();
    }
    s
}

/// A random position: `start` (at a throw, from `start_seed`), it thrown with up to three random
/// bids made after (from `bids_seed`), and those bids.
pub(crate) fn position(
    start_seed: u64,
    bids_seed: u64,
    most_rounds: u32,
) -> (LiarsDiceState, LiarsDiceState, Vec<Action>) {
    let start = at_a_throw(start_seed, most_rounds);
    let mut rng = seeded(bids_seed);
    let mut probe = thrown(&start, usize::MAX, &[], &[], &mut rng);
    let mut bids = Vec::new();
    for _ in 0..rng.random_range(0..4) {
        let legal: Vec<Action> =
            probe.legal_actions().iter().copied().filter(|a| matches!(a, Action::Bid { .. })).collect();
        let Some(&b) = legal.get(rng.random_range(0..legal.len().max(1))) else { break };
        probe.apply(b).unwrap();
        bids.push(b);
    }
    (start, probe, bids)
}
