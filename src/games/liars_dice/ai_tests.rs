//! The AI levels decide from the seat's observation only (ruling L1): greedy chooses the same for
//! every assignment of the other seats' hidden dice, and the same from the observation as from
//! the whole game; it challenges the impossible, and beats the random level.

use super::LiarsDice;
use super::ai::greedy::GreedyAi;
use super::rules::Action;
use super::test_positions::{position, thrown};
use crate::engine::dice::{derive_seed, seeded};
use crate::engine::playout::{DiceStream, play_out};
use crate::engine::policy::Players;
use crate::engine::{Game, Policy};

/// Positions tried, and other-dice assignments tried at each.
const POSITIONS: u64 = 300;
const ASSIGNMENTS: u64 = 12;

#[test]
fn greedy_chooses_the_same_for_every_assignment_of_the_others_dice() {
    let mut changed = 0;
    for i in 0..POSITIONS {
        // The bids before the decision (a few random ones), whose seat is then to act.
        let (start, probe, bids) = position(derive_seed(0x1D, i), derive_seed(0x2D, i), 8);
        let seat = probe.current();
        let kept = probe.dice(seat).to_vec();
        let mut first: Option<(Action, Option<Vec<f64>>)> = None;
        for k in 0..ASSIGNMENTS {
            let s = thrown(&start, seat, &kept, &bids, &mut seeded(derive_seed(i, k)));
            changed += usize::from(s != probe);
            let mut greedy = GreedyAi::new(i);
            let chosen = greedy.choose(&s, &s.legal_actions());
            let seen = LiarsDice::observation(&s, seat);
            assert_eq!(
                GreedyAi::new(i).choose(&seen, &seen.legal_actions()),
                chosen,
                "position {i}: from the observation"
            );
            let this = (chosen, greedy.probabilities());
            assert_eq!(*first.get_or_insert(this.clone()), this, "position {i}, assignment {k}");
        }
    }
    assert!(changed as u64 > POSITIONS * ASSIGNMENTS / 2, "the hidden dice really differed: {changed}");
}

#[test]
fn greedy_challenges_a_bid_its_own_dice_make_impossible_and_opens_safely() {
    let mut s = LiarsDice::new(LiarsDice::setup(2), 1).unwrap();
    s.apply_chance(&[6, 6, 3, 4, 5]).unwrap();
    s.apply_chance(&[2, 2, 2, 3, 3]).unwrap();
    let opening = GreedyAi::new(3).choose(&s, &s.legal_actions());
    let Action::Bid { quantity, face } = opening else { panic!("{opening:?}") };
    assert!(s.matching_in_cup(0, face) >= usize::from(quantity), "an opening its own dice make true: {opening:?}");
    s.apply(Action::Bid { quantity: 8, face: 6 }).unwrap();
    let seen = LiarsDice::observation(&s, 1);
    assert_eq!(
        GreedyAi::new(3).choose(&seen, &seen.legal_actions()),
        Action::Dudo,
        "8 sixes need all the other 5 and more"
    );
}

#[test]
fn greedy_beats_random() {
    let (games, mut greedy_wins) = (300u64, 0u64);
    for g in 0..games {
        let seed = derive_seed(0x6EED, g);
        let mut s = LiarsDice::new(LiarsDice::setup(3), seed).unwrap();
        // Greedy sits at seat g % 3, the random level at the others.
        let mut seats: Vec<Box<dyn Policy<LiarsDice>>> = (0..3)
            .map(|p| LiarsDice::policy(if p == g % 3 { "greedy" } else { "random" }, derive_seed(seed, p)).unwrap())
            .collect();
        play_out::<LiarsDice>(&mut s, &mut seats, &mut DiceStream::whole(seed), 1_000, false, |_| {}).unwrap();
        greedy_wins += u64::from(LiarsDice::winners(&s) >> (g % 3) & 1);
    }
    println!("greedy won {greedy_wins} of {games}");
    assert!(greedy_wins * 3 > games * 2, "greedy won {greedy_wins} of {games} against two random seats");
}
