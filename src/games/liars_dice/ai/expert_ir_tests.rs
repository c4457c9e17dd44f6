//! The expert in the heads-up rounds the exact tables do not solve: where the imperfect-recall
//! strategy has a line it states and plays its chances, and it decides the same whatever the
//! other seat's hidden dice are (ruling L1), deterministically given its seed.

use rand::RngExt;

use super::cfr::Bid as TableBid;
use super::cfr_ir::{self, abstraction::Move};
use super::expert::{ExpertAi, IMPERFECT_RECALL_FROM_BIDS};
use super::expert_tests::heads_up;
use crate::engine::dice::{DiceRng, derive_seed, seeded};
use crate::engine::{Game, Policy};
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::{Action, LiarsDiceState, Phase};

/// The strategy's chance of each legal action where it has a line (`bids`: the round so far).
fn ir_chances(s: &LiarsDiceState, bids: &[TableBid]) -> Option<Vec<f64>> {
    let me = s.current();
    let (last, before) = (bids.last().copied(), bids.len().checked_sub(2).map(|i| bids[i]));
    let moves = cfr_ir::policy(s.dice(me), s.count(1 - me), s.starter() == me, last, before)?;
    let chance = |m: Move| moves.iter().find(|(x, _)| *x == m).map_or(0.0, |(_, p)| *p);
    Some(
        s.legal_actions()
            .iter()
            .map(|&a| match a {
                Action::Bid { quantity, face } => chance(Move::Bid(TableBid::new(quantity, face))),
                _ => chance(Move::Dudo),
            })
            .collect(),
    )
}

/// Plays one heads-up round: seat 0 an expert with `cup`, seat 1 with `other`, scripted by `script`
/// where given (else an expert). Returns every action, seat 0's stated chances and how many of its
/// decisions the strategy played.
fn round(
    g: u64,
    counts: [u8; 2],
    cup: &[u8],
    other: &[u8],
    script: Option<&[Action]>,
) -> (Vec<Action>, Vec<Option<Vec<f64>>>, usize) {
    let mut s = heads_up(counts, (g % 2) as usize, [cup, other]);
    let mut experts = [ExpertAi::new(g), ExpertAi::new(g + 1000)];
    let (mut actions, mut stated, mut bids, mut played) = (Vec::new(), Vec::new(), Vec::new(), 0);
    while s.phase() == Phase::Bidding {
        let me = s.current();
        let seen = LiarsDice::observation(&s, me);
        let legal = seen.legal_actions();
        let action = match (me, script) {
            (1, Some(script)) => script[actions.len()],
            _ => experts[me].choose(&seen, &legal),
        };
        if me == 0 {
            let chances = experts[0].probabilities();
            if let Some(want) = ir_chances(&s, &bids).filter(|_| bids.len() >= IMPERFECT_RECALL_FROM_BIDS) {
                played += 1;
                let stated = chances.clone().expect("the strategy's chances are stated");
                let total: f64 = want.iter().sum();
                for (a, b) in stated.iter().zip(&want) {
                    assert!((a - b / total).abs() < 1e-12, "game {g}: {stated:?} against {want:?}");
                }
                assert!(stated[legal.iter().position(|&a| a == action).unwrap()] > 0.0);
            }
            stated.push(chances);
        }
        if let Action::Bid { quantity, face } = action {
            bids.push(TableBid::new(quantity, face));
        }
        actions.push(action);
        s.apply(action).unwrap();
    }
    (actions, stated, played)
}

#[test]
fn in_larger_heads_up_rounds_the_expert_plays_the_strategy_from_its_own_cup_alone() {
    let mut covered = 0;
    for g in 0..80u64 {
        let mut rng = seeded(derive_seed(0x1AB, g));
        let counts = [rng.random_range(2..=5u8), rng.random_range(2..=5u8)];
        let roll = |rng: &mut DiceRng, n: u8| -> Vec<u8> { (0..n).map(|_| rng.random_range(1..=6u8)).collect() };
        let cup = roll(&mut rng, counts[0]);
        let (actions, stated, played) = round(g, counts, &cup, &roll(&mut rng, counts[1]), None);
        for k in 0..4 {
            let other = roll(&mut rng, counts[1]);
            let again = round(g, counts, &cup, &other, Some(&actions));
            assert_eq!(again, (actions.clone(), stated.clone(), played), "game {g}, assignment {k}");
        }
        covered += played;
    }
    assert!(covered > 20, "the strategy played {covered} decisions");
}
