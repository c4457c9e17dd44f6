//! Every refusal of the Home Rows rules reads in every language (issue 55).

use super::HomeRows;
use super::rules::HomeRowsError::{self, *};
use super::rules::{Color, Side};
use crate::engine::Game;
use crate::engine::refusals::check_error_words;

/// Each variant's number (naming every variant: a new one must join the test's list).
fn variant(e: &HomeRowsError) -> usize {
    match e {
        BadPlayerCount(_) => 0,
        BadStarter { .. } => 1,
        ColorCount { .. } => 2,
        ColorTwice(_) => 3,
        GameOver => 4,
        AwaitingDie => 5,
        NotAwaitingDie => 6,
        RollFirst => 7,
        AlreadyRolled => 8,
        NoDieOfColor(_) => 9,
        WrongDiceCount { .. } => 10,
        BadDieValue(_) => 11,
        NoSuchSquare { .. } => 12,
        SquareTaken { .. } => 13,
        FromRequired => 14,
        PotNotEmpty => 15,
        NeighbourHasNoDice(_) => 16,
        TradeWithPot => 17,
        TradesOff => 18,
    }
}
const VARIANTS: usize = 19;

#[test]
fn every_refusal_reads_in_every_language() {
    let errors = [
        BadPlayerCount(2),
        BadStarter { starter: 5, players: 4 },
        ColorCount { given: 2, players: 3 },
        ColorTwice(Color::Green),
        GameOver,
        AwaitingDie,
        NotAwaitingDie,
        RollFirst,
        AlreadyRolled,
        NoDieOfColor(Color::Blue),
        WrongDiceCount { got: 2 },
        BadDieValue(9),
        NoSuchSquare { row: 7, col: 1 },
        SquareTaken { row: 1, col: 2 },
        FromRequired,
        PotNotEmpty,
        NeighbourHasNoDice(Side::Right),
        TradeWithPot,
        TradesOff,
    ];
    let seen: Vec<usize> = errors.iter().map(variant).collect();
    assert_eq!(seen, (0..VARIANTS).collect::<Vec<_>>(), "one of each variant, in order");
    let state = HomeRows::new(HomeRows::setup(3), 0).unwrap();
    check_error_words::<HomeRows>(&state, &errors).unwrap();
}
