//! The expert's equilibrium strategy for heads-up Liar's Dice rounds (two seats holding dice: no
//! calza, no palifico), computed by counterfactual regret minimisation and stored as data.
//!
//! - [`bids`]: bids, moves and the raising rules; [`hands`]: a seat's dice and their chances.
//! - [`tree`]: one round's game tree (player 0 opens); [`policy`]: strategies on it.
//! - [`solver`]: CFR+; [`best_response`]: exact best response and exploitability.
//! - [`table`]: the tables' text format; [`expert`]: the bundled tables and [`heads_up_policy`].
//!
//! The solved rounds are 1 vs 1 and 2 vs 1 with either seat opening ([`tree::SOLVED_ROUNDS`]);
//! their tables are `assets/games/liars-dice/expert/heads-up-<opener>v<other>.txt`. 2 vs 2 is not
//! solved: its tree has 2^24 bid histories (about 16.8 million nodes and 10^9 strategy entries),
//! too large to solve here or to ship.
//!
//! The tables are made by an ignored test that solves each round until its exploitability (NashConv
//! / 2, exact best response) is below the target, drops moves under 1e-4 and moves whose own
//! realisation weight is under 1e-6 ([`policy::Thinning`]), writes the files and measures what was
//! written (its run time, about 3 minutes on one core, and exploitability curves are printed):
//!
//! ```text
//! CARGO_TARGET_DIR=/root/t-cfr nice -n 19 cargo test --release --no-default-features --lib \
//!     games::liars_dice::ai::cfr::make_tables -- --ignored --nocapture
//! ```

pub mod best_response;
pub mod bids;
pub mod expert;
pub mod hands;
#[cfg(test)]
mod make_tables;
pub mod policy;
pub mod solver;
pub mod table;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
pub mod tree;

pub use bids::{Bid, HeadsUpMove};
pub use expert::heads_up_policy;
