//! The AI levels decide from the seat's observation only (ruling L1): greedy chooses the same for
//! every assignment of the other seats' hidden dice, and the same from the observation as from
//! the whole game; it challenges the impossible, and beats the random level.

use rand::RngExt;

use super::LiarsDice;
use super::ai::greedy::GreedyAi;
use super::rules::{Action, LiarsDiceState, Phase, Setup};
use crate::engine::dice::{derive_seed, roll_into, seeded};
use crate::engine::playout::{DiceStream, play_out};
use crate::engine::policy::Players;
use crate::engine::{Game, Policy, RandomAi};

/// Positions tried, and other-dice assignments tried at each.
const POSITIONS: u64 = 300;
const ASSIGNMENTS: u64 = 12;

/// A game played at random to a round's throw (some rounds in, so the counts vary), its seed.
fn at_a_throw(seed: u64) -> LiarsDiceState {
    let mut rng = seeded(seed);
    let players = rng.random_range(2..=6usize);
    let mut s =
        LiarsDice::new(Setup { players, starter: rng.random_range(0..players), options: Default::default() }, seed)
            .unwrap();
    let (rounds, mut ai) = (rng.random_range(1..8u32), RandomAi::new(seed));
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
fn thrown(
    start: &LiarsDiceState,
    keep: usize,
    kept: &[u8],
    bids: &[Action],
    rng: &mut crate::engine::dice::DiceRng,
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

#[test]
fn greedy_chooses_the_same_for_every_assignment_of_the_others_dice() {
    let mut changed = 0;
    for i in 0..POSITIONS {
        let start = at_a_throw(derive_seed(0x1D, i));
        let mut rng = seeded(derive_seed(0x2D, i));
        // The bids before the decision (a few random ones), whose seat is then to act.
        let mut probe = thrown(&start, usize::MAX, &[], &[], &mut rng);
        let mut bids = Vec::new();
        for _ in 0..rng.random_range(0..4) {
            let legal: Vec<Action> =
                probe.legal_actions().iter().copied().filter(|a| matches!(a, Action::Bid { .. })).collect();
            let Some(&b) = legal.get(rng.random_range(0..legal.len().max(1))) else { break };
            probe.apply(b).unwrap();
            bids.push(b);
        }
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
            .map(|p| {
                LiarsDice::policy(if p as u64 == g % 3 { "greedy" } else { "random" }, derive_seed(seed, p)).unwrap()
            })
            .collect();
        play_out::<LiarsDice>(&mut s, &mut seats, &mut DiceStream::whole(seed), 1_000, false, |_| {}).unwrap();
        greedy_wins += u64::from(LiarsDice::winners(&s) >> (g % 3) & 1);
    }
    println!("greedy won {greedy_wins} of {games}");
    assert!(greedy_wins * 3 > games * 2, "greedy won {greedy_wins} of {games} against two random seats");
}
