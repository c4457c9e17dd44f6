//! Liar's Dice (Dudo): its AIs.

pub mod ai;
