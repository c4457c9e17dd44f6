//! The program that makes the imperfect-recall strategy file (an ignored test; the command is in
//! the module's doc): FSICFR on each covered round for a fixed number of iterations, seeded, then
//! the average strategy of the information sets play gets to most often (the chance, for a hand,
//! that the trained strategies get there), as many as fit in [`MAX_FILE_BYTES`], moves under
//! [`MIN_CHANCE`] dropped, written to [`store::FILE`] and read back.

use std::time::Instant;

use super::abstraction::Config;
use super::store::{self, RoundTable, quantize};
use super::train::Trainer;
use super::{hand_index, rounds};
use crate::engine::dice::derive_seed;

/// The training's base seed.
pub const SEED: u64 = 0x1D_C0FF;
/// Iterations (deals) per round per hand of the round's larger cup.
pub const ITERATIONS_PER_HAND: u64 = 1_000;
/// Information sets play gets to less often (for their hand, the other's drawn) are never kept:
/// the expert searches there.
pub const MIN_REACH: f64 = 1e-4;
/// The stored file's size limit: the information sets reached most are kept ([`reach_cutoff`]).
pub const MAX_FILE_BYTES: usize = 4_000_000;
/// A stored information set's key, in bytes.
const KEY_BYTES: usize = 4;
/// Moves with a smaller average chance are dropped (the rest renormalised).
pub const MIN_CHANCE: f64 = 0.02;

/// A round's iterations: as many deals of each hand of the larger cup.
pub fn iterations(config: Config) -> u64 {
    ITERATIONS_PER_HAND * hand_index().hands[usize::from(config.opener.max(config.other))].len() as u64
}

/// A trained round's information sets that reach [`MIN_REACH`]: key, stored chances, reach.
pub struct Trained {
    pub config: Config,
    pub seats: [Vec<(u32, Vec<u8>, f64)>; 2],
}

/// Trains `config` and keeps its information sets the strategies reach.
pub fn train(config: Config) -> Trained {
    let seed = derive_seed(SEED, u64::from(config.opener) * 8 + u64::from(config.other));
    let mut trainer = Trainer::new(config, hand_index(), seed);
    trainer.run(iterations(config));
    let seats = [0, 1].map(|p| {
        let mut kept = Vec::new();
        for (k, avg, reach) in trainer.information_sets(p) {
            let total: f64 = avg.iter().sum();
            if reach < MIN_REACH || total <= 0.0 {
                continue;
            }
            let thinned: Vec<f64> = avg.iter().map(|&a| if a / total < MIN_CHANCE { 0.0 } else { a }).collect();
            kept.push((k, quantize(&thinned), reach));
        }
        kept
    });
    Trained { config, seats }
}

/// The least reach kept so that the file stays within [`MAX_FILE_BYTES`] (each information set
/// takes its key and a byte per move).
pub fn reach_cutoff(trained: &[Trained]) -> f64 {
    let mut sets: Vec<(f64, usize)> =
        trained.iter().flat_map(|t| t.seats.iter().flatten().map(|(_, c, r)| (*r, KEY_BYTES + c.len()))).collect();
    sets.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut bytes = 0;
    for (reach, size) in sets {
        bytes += size;
        if bytes > MAX_FILE_BYTES {
            return reach;
        }
    }
    MIN_REACH
}

#[test]
#[ignore = "the training: minutes in release; writes assets/games/liars-dice/expert/heads-up-ir.bin"]
fn make_ir_strategy() {
    let start = Instant::now();
    let mut trained = Vec::new();
    for config in rounds() {
        let t0 = Instant::now();
        trained.push(train(config));
        let (iterations, seconds) = (iterations(config), t0.elapsed().as_secs_f64());
        println!("{}v{}: {iterations} iterations, {seconds:.1} s", config.opener, config.other);
    }
    let cutoff = reach_cutoff(&trained);
    let tables: Vec<RoundTable> = trained
        .iter()
        .map(|t| RoundTable {
            config: t.config,
            seats: t.seats.clone().map(|s| s.into_iter().filter(|e| e.2 > cutoff).map(|(k, c, _)| (k, c)).collect()),
        })
        .collect();
    for t in &tables {
        println!(
            "{}v{}: {} information sets kept",
            t.config.opener,
            t.config.other,
            t.seats[0].len() + t.seats[1].len()
        );
    }
    let bytes = store::write(&tables);
    std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/liars-dice/expert/heads-up-ir.bin"), &bytes)
        .expect("write the strategy file");
    let back = store::read(&bytes).expect("the written file reads back");
    assert_eq!(back.len(), tables.len());
    println!(
        "reach cutoff {cutoff:.5}; {} bytes written, all made in {:.1} s",
        bytes.len(),
        start.elapsed().as_secs_f64()
    );
}
