//! The imperfect-recall strategy: its window holds legal raises only, its training is
//! deterministic, its stored chances are a distribution over the window's moves, and the file
//! reads back as written.

use std::time::Instant;

use super::abstraction::{Config, Move, bid_slot, key, key_last, slot_bid, window};
use super::store::{self, RoundTable};
use super::train::Trainer;
use super::{hand_index, rounds};
use crate::games::liars_dice::ai::cfr::bids::{Bid, all_bids, is_legal_bid};

#[test]
fn the_window_holds_legal_raises_only_and_the_lowest_on_each_face() {
    for total in 2..=10u8 {
        let mut standing: Vec<Option<Bid>> = vec![None];
        standing.extend(all_bids(total).into_iter().map(Some));
        for last in standing {
            let w = window(last, total);
            for m in w.as_slice() {
                match *m {
                    Move::Bid(b) => assert!(is_legal_bid(last, b, total), "{b} after {last:?}"),
                    Move::Dudo => assert!(last.is_some()),
                }
            }
            if last.is_some() {
                // every face's lowest legal raise is in the window
                for b in all_bids(total).into_iter().filter(|&b| is_legal_bid(last, b, total)) {
                    let lowest = all_bids(total)
                        .into_iter()
                        .filter(|&x| x.face == b.face && is_legal_bid(last, x, total))
                        .map(|x| x.quantity)
                        .min();
                    if Some(b.quantity) == lowest {
                        assert!(w.as_slice().contains(&Move::Bid(b)), "{b} after {last:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn keys_give_back_their_bids() {
    let config = Config { opener: 5, other: 4 };
    for b in all_bids(config.total()) {
        assert_eq!(slot_bid(bid_slot(Some(b))), Some(b));
        let k = key(config, 251, Some(b), Some(Bid::new(1, 2)));
        assert_eq!(key_last(config, k), Some(b));
    }
}

/// A small training of the 2v2 round with `seed`, stored as the program stores it.
fn small(seed: u64) -> RoundTable {
    let config = Config { opener: 2, other: 2 };
    let mut t = Trainer::new(config, hand_index(), seed);
    t.run(2_000);
    let seats =
        [0, 1].map(|p| t.information_sets(p).into_iter().map(|(k, avg, _)| (k, store::quantize(&avg))).collect());
    RoundTable { config, seats }
}

#[test]
fn training_is_deterministic_given_its_seed_and_reads_back_as_written() {
    let (a, b) = (small(7), small(7));
    assert_eq!(a.seats, b.seats);
    assert_ne!(a.seats, small(8).seats);
    let bytes = store::write(&[a]);
    let back = store::read(&bytes).unwrap();
    assert_eq!(store::write(&back), bytes);
    assert!(store::read(&bytes[..bytes.len() - 1]).is_err());
}

#[test]
fn the_bundled_strategy_is_a_distribution_over_legal_moves_of_every_covered_round() {
    let tables = store::bundled();
    assert_eq!(tables.iter().map(|t| t.config).collect::<Vec<_>>(), rounds());
    for t in tables {
        for (player, seat) in t.seats.iter().enumerate() {
            assert!(!seat.is_empty(), "{:?} seat {player}", t.config);
            for &k in seat.keys() {
                let moves = t.moves(player, k).unwrap();
                let sum: f64 = moves.iter().map(|(_, p)| p).sum();
                assert!((sum - 1.0).abs() < 1e-9);
                let last = key_last(t.config, k);
                for (m, _) in moves {
                    if let Move::Bid(b) = m {
                        assert!(is_legal_bid(last, b, t.config.total()));
                    }
                }
            }
        }
    }
}

#[test]
#[ignore = "a timing, run by hand with --nocapture"]
fn training_speed() {
    for config in [Config { opener: 3, other: 3 }, Config { opener: 5, other: 5 }] {
        let start = Instant::now();
        let mut t = Trainer::new(config, hand_index(), 1);
        t.run(20_000);
        let nodes = t.dag.nodes.len();
        println!("{config:?}: 20k iterations in {:.2} s, {nodes} DAG nodes", start.elapsed().as_secs_f64());
    }
}

#[test]
#[ignore = "a timing, run by hand with --nocapture"]
fn loading_the_bundled_strategy_times() {
    let start = Instant::now();
    let sets: usize = store::bundled().iter().map(|t| t.seats[0].len() + t.seats[1].len()).sum();
    println!("{sets} information sets read in {:.1} ms", start.elapsed().as_secs_f64() * 1e3);
}
