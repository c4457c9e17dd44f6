//! A bid takes two taps, as the issue asks: how many first, then the face. The taps a phone or the
//! TV's bar shows (each distinct first step once, in the legal order) must give the quantities
//! lowest first, and each quantity's second taps exactly its legal bids.

use super::LiarsDice;
use super::rules::Action;
use super::test_positions::position;
use crate::engine::Words;

#[test]
fn a_bids_first_tap_is_its_quantity_lowest_first_then_its_legal_faces() {
    let names = |seat: usize| format!("Seat {seat}");
    for seed in 0..300u64 {
        let (_, state, _) = position(seed, seed + 7, 6);
        let bids: Vec<(u8, u8)> = state
            .legal_actions()
            .iter()
            .filter_map(|&a| match a {
                Action::Bid { quantity, face } => Some((quantity, face)),
                _ => None,
            })
            .collect();
        let mut firsts: Vec<(String, u8)> = Vec::new();
        for &(quantity, face) in &bids {
            let steps = LiarsDice::action_steps(&state, Action::Bid { quantity, face }, &names);
            assert_eq!(steps.len(), 2, "two taps: {steps:?}");
            match firsts.iter().find(|(words, _)| *words == steps[0]) {
                Some(&(_, q)) => assert_eq!(q, quantity, "one first tap per quantity: {steps:?}"),
                None => firsts.push((steps[0].clone(), quantity)),
            }
            assert!(steps[0].contains(&quantity.to_string()), "the first tap says how many: {steps:?}");
        }
        let quantities: Vec<u8> = firsts.iter().map(|&(_, q)| q).collect();
        assert!(quantities.windows(2).all(|w| w[0] < w[1]), "seed {seed}: lowest first: {quantities:?}");
        for &q in &quantities {
            let faces: Vec<u8> = bids.iter().filter(|b| b.0 == q).map(|b| b.1).collect();
            assert!(!faces.is_empty() && faces.windows(2).all(|w| w[0] < w[1]), "seed {seed}: {q} × {faces:?}");
        }
        let calls = state.legal_actions().iter().filter(|a| !matches!(a, Action::Bid { .. })).count();
        for call in state.legal_actions().iter().filter(|a| !matches!(a, Action::Bid { .. })) {
            assert_eq!(LiarsDice::action_steps(&state, *call, &names).len(), 1, "a call is one tap");
        }
        assert!(bids.len() + calls > 0, "seed {seed}: someone may act");
    }
}
