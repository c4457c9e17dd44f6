//! The turn search agrees with a naive recursion over the rules core that throws every one of the
//! 6^n ordered outcomes, on positions with 1–3 dice left, for both leaf valuations.

mod ai_common;

use ai_common::random_position;
use dicehall::engine::dice::derive_seed;
use dicehall::games::royal_casino::ai::expectimax::PointsLeaf;
use dicehall::games::royal_casino::ai::expert::WinLeaf;
use dicehall::games::royal_casino::ai::rowodds::RowOdds;
use dicehall::games::royal_casino::ai::search::{Leaf, TurnSearch, outcomes};
use dicehall::games::royal_casino::ai::value::Features;
use dicehall::games::royal_casino::rules::{GameState, Phase};

fn brute(s: &GameState, me: usize, leaf: &mut impl Leaf, odds: &mut RowOdds) -> f64 {
    match s.phase() {
        Phase::TurnStart | Phase::GameOver => {
            let winners = if s.is_over() { s.winners_mask() } else { 0 };
            leaf.leaf(me, &Features::of(s, me, odds), winners)
        }
        Phase::Rolling => {
            let n = s.dice_in_air();
            let total = 6usize.pow(n as u32);
            let mut sum = 0.0;
            for code in 0..total {
                let dice: Vec<u8> = (0..n).map(|i| (code / 6usize.pow(i as u32) % 6) as u8 + 1).collect();
                let mut c = s.clone();
                c.apply_dice(&dice).unwrap();
                sum += brute(&c, me, leaf, odds);
            }
            sum / total as f64
        }
        Phase::Placing => s
            .legal_actions()
            .iter()
            .map(|&a| {
                let mut c = s.clone();
                c.apply(a).unwrap();
                brute(&c, me, leaf, odds)
            })
            .fold(f64::NEG_INFINITY, f64::max),
    }
}

fn agree(leaf: &mut impl Leaf, positions: u64, tolerance: f64) {
    let mut odds = RowOdds::default();
    let mut checked = 0;
    for i in 0..positions {
        let s = random_position(derive_seed(0xB5, i), 3);
        let legal = s.legal_actions();
        let mut search = TurnSearch::default();
        let values = search.action_values(&s, &legal, leaf);
        for (a, v) in legal.iter().zip(&values) {
            let mut c = s.clone();
            c.apply(*a).unwrap();
            let b = brute(&c, s.current(), leaf, &mut odds);
            assert!((v - b).abs() <= tolerance * b.abs().max(1.0), "position {i}, {a:?}: search {v}, brute force {b}");
            checked += 1;
        }
    }
    assert!(checked > positions as usize);
}

#[test]
fn outcome_tables_are_the_multinomial_distribution() {
    for (n, count) in [(1, 6), (2, 21), (3, 56), (4, 126), (5, 252)] {
        let o = outcomes(n);
        assert_eq!(o.len(), count);
        assert!((o.iter().map(|x| x.1).sum::<f64>() - 1.0).abs() < 1e-12);
    }
}

#[test]
fn points_search_matches_brute_force() {
    agree(&mut PointsLeaf::default(), 30, 2e-4);
}

#[test]
fn win_chance_search_matches_brute_force() {
    agree(&mut WinLeaf::default(), 20, 2e-4);
}
