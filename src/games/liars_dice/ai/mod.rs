//! Liar's Dice's AI players.

pub mod cfr;
