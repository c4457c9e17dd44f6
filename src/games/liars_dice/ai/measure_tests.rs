//! The measurement of the expert's heads-up parts (an ignored test, run by hand): a `tournament`
//! (every dice seed in every seat order, 95 % Wilson intervals) whose seats may also name
//! `expert-ir` (the expert with the imperfect-recall strategy in the heads-up rounds the exact
//! tables do not solve) and `expert-bayes` (the expert searching there), neither a level. Seats,
//! games and seed come from the environment:
//!
//! ```text
//! LD_SEATS=expert-ir,expert-bayes LD_GAMES=2000 CARGO_TARGET_DIR=/root/t-ldcfr-core nice -n 10 \
//!     cargo test --release --no-default-features --lib measure_tests -- --ignored --nocapture
//! ```

use super::expert::{ExpertAi, Parts};
use crate::engine::{GameId, Policy};
use crate::games::liars_dice::LiarsDice;
use crate::tournament::{TournamentConfig, run_game_with};

/// The seed `tournament` uses when none is given.
const DEFAULT_SEED: u64 = 0;

/// A level by name, or one of the two measured experts.
fn build(name: &str, seed: u64) -> Result<Box<dyn Policy<LiarsDice>>, String> {
    let parts = |imperfect_recall| Parts { imperfect_recall, ..Parts::default() };
    match name {
        "expert-ir" => Ok(Box::new(ExpertAi::with(seed, parts(true)))),
        "expert-bayes" => Ok(Box::new(ExpertAi::with(seed, parts(false)))),
        other => super::by_name(other, seed),
    }
}

#[test]
#[ignore = "a measurement, minutes in release: LD_SEATS, LD_GAMES, LD_SEED"]
fn measure_expert_parts() {
    let var = |name: &str, default: &str| std::env::var(name).unwrap_or_else(|_| default.to_string());
    let config = TournamentConfig {
        game: GameId::LIARS_DICE,
        seats: var("LD_SEATS", "expert-ir,expert-bayes").split(',').map(String::from).collect(),
        games: var("LD_GAMES", "200").parse().expect("LD_GAMES: a number"),
        seed: var("LD_SEED", &DEFAULT_SEED.to_string()).parse().expect("LD_SEED: a number"),
    };
    let report = run_game_with::<LiarsDice>(&config, build).expect("the tournament runs");
    println!("{}", serde_json::to_string(&report["levels"]).expect("json"));
}
