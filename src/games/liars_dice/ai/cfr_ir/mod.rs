//! Imperfect-recall CFR for the heads-up rounds the exact tables ([`super::cfr`]) do not solve:
//! every round of two seats holding one to five dice each, but 1v1, 2v1 and 1v2.
//!
//! The abstraction ([`abstraction`], after Neller and Hnath's Dudo): an information set is the
//! round (the opener's dice and the other seat's, so also whether this seat opened), the seat's
//! own hand (sorted multiset) and the last two bids of the round ([`abstraction::RECALLED_BIDS`]:
//! the standing bid decides the moves, the one before says how far the other seat raised; a
//! third would multiply the states by up to a window's size, beyond what a training of minutes
//! covers here). The moves are a window
//! of raises (the two lowest legal quantities on each face; an opening from a quarter of the dice
//! in play) and dudo. Heads-up rounds have neither calza nor palifico.
//!
//! [`train`]: chance-sampled fixed-strategy-iteration CFR (FSICFR) per round on the DAG the
//! abstraction makes of it, utility ±1 for keeping or losing a die (each round on its own: which
//! die a seat loses matters less than losing one); [`store`]: the binary strategy file,
//! information sets the strategies rarely reach left out; [`policy`] reads it.
//!
//! The file is made by an ignored test (seeded, deterministic; its run time and size printed:
//! about 6 minutes on one core, 1000 deals per hand of the larger cup in each of the 22 rounds;
//! 4.0 MB, the 239 281 information sets play reaches most, each at least 0.5 % of the time for
//! its hand). Reading it takes about 60 ms, once. The expert plays it from a round's fifth bid;
//! the measurements against the search are in [`super::expert`]'s doc.
//!
//! ```text
//! CARGO_TARGET_DIR=/root/t-ldcfr-core nice -n 10 cargo test --release --no-default-features --lib \
//!     games::liars_dice::ai::cfr_ir::make -- --ignored --nocapture
//! ```

pub mod abstraction;
#[cfg(test)]
mod make;
pub mod store;
#[cfg(test)]
mod tests;
pub mod train;

use std::sync::OnceLock;

use crate::games::liars_dice::ai::cfr::bids::Bid;
use abstraction::{Config, HandIndex, Move, key};

/// The rounds the exact tables solve (opener's dice, other's dice): not trained here.
pub const EXACT_ROUNDS: [(u8, u8); 3] = [(1, 1), (2, 1), (1, 2)];

/// Every round this strategy covers, in the file's order.
pub fn rounds() -> Vec<Config> {
    (1..=abstraction::MAX_DICE)
        .flat_map(|opener| (1..=abstraction::MAX_DICE).map(move |other| Config { opener, other }))
        .filter(|c| !EXACT_ROUNDS.contains(&(c.opener, c.other)))
        .collect()
}

/// The hands of up to five dice and their lookup, made once.
pub fn hand_index() -> &'static HandIndex {
    static INDEX: OnceLock<HandIndex> = OnceLock::new();
    INDEX.get_or_init(HandIndex::new)
}

/// Read the bundled strategy now, so no decision waits for it.
pub fn preload() {
    store::bundled();
}

/// The stored strategy's moves and chances for a seat in a heads-up round: `own` its dice,
/// `other_dice` the other seat's, `i_open` whether it opened, `last` the standing bid and `before`
/// the bid before it (both `None` at the opening). `None` where the strategy has no line (a round
/// it does not cover, or an information set the training rarely reached).
pub fn policy(
    own: &[u8],
    other_dice: usize,
    i_open: bool,
    last: Option<Bid>,
    before: Option<Bid>,
) -> Option<Vec<(Move, f64)>> {
    let (mine, theirs) = (u8::try_from(own.len()).ok()?, u8::try_from(other_dice).ok()?);
    let config = if i_open { Config { opener: mine, other: theirs } } else { Config { opener: theirs, other: mine } };
    let table = store::bundled().iter().find(|t| t.config == config)?;
    let hand = hand_index().index(own)?;
    table.moves(usize::from(!i_open), key(config, hand, last, before))
}
