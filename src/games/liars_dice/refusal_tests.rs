//! Every refusal of the Liar's Dice rules reads in every language (issue 55), and none shows a
//! console command; the console keeps its English sentences.

use super::LiarsDice;
use super::rules::LiarsDiceError::{self, *};
use crate::engine::Game;
use crate::engine::refusals::check_error_words;

/// Each variant's number (naming every variant: a new one must join [`every_error`]).
fn variant(e: &LiarsDiceError) -> usize {
    match e {
        BadPlayerCount(_) => 0,
        BadStarter { .. } => 1,
        GameOver => 2,
        RollFirst => 3,
        NotRolling => 4,
        WrongDiceCount { .. } => 5,
        BadDieValue(_) => 6,
        BadFace(_) => 7,
        NoQuantity => 8,
        AboveDiceInPlay { .. } => 9,
        OpeningOnOnes => 10,
        NotARaise { .. } => 11,
        PalificoFace { .. } => 12,
        NoBidYet => 13,
        CalzaOff => 14,
        CalzaTooFewSeats => 15,
        CalzaOwnBid => 16,
    }
}
const VARIANTS: usize = 17;

fn every_error() -> Vec<LiarsDiceError> {
    vec![
        BadPlayerCount(7),
        BadStarter { starter: 4, players: 3 },
        GameOver,
        RollFirst,
        NotRolling,
        WrongDiceCount { seat: 1, want: 4, got: 3 },
        BadDieValue(7),
        BadFace(0),
        NoQuantity,
        AboveDiceInPlay { quantity: 12, in_play: 10 },
        OpeningOnOnes,
        NotARaise { quantity: 2, face: 3, least: Some(3) },
        NotARaise { quantity: 2, face: 1, least: None },
        PalificoFace { face: 4 },
        NoBidYet,
        CalzaOff,
        CalzaTooFewSeats,
        CalzaOwnBid,
    ]
}

#[test]
fn every_refusal_reads_in_every_language_and_names_no_command() {
    let errors = every_error();
    let mut seen: Vec<usize> = errors.iter().map(variant).collect();
    seen.dedup();
    assert_eq!(seen, (0..VARIANTS).collect::<Vec<_>>(), "one of each variant, in order");
    let state = LiarsDice::new(LiarsDice::setup(3), 0).unwrap();
    let said = check_error_words::<LiarsDice>(&state, &errors).unwrap();
    assert_eq!(said, errors.len() * crate::i18n::Language::ALL.len());
    assert!(RollFirst.to_string().contains(r#"{"cmd":"roll"}"#), "the console's sentence is kept");
}
