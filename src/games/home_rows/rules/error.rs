//! Typed errors for everything the Home Rows rules refuse; each displays as one clear sentence.

use std::fmt;

use super::pieces::{Color, Side};

/// Why an action, a rolled value or a setup was refused. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HomeRowsError {
    BadPlayerCount(usize),
    BadStarter {
        starter: usize,
        players: usize,
    },
    ColorCount {
        given: usize,
        players: usize,
    },
    ColorTwice(Color),
    GameOver,
    /// The die is in the air: the caller must supply its value.
    AwaitingDie,
    NotAwaitingDie,
    RollFirst,
    AlreadyRolled,
    NoDieOfColor(Color),
    WrongDiceCount {
        got: usize,
    },
    BadDieValue(u8),
    NoSuchSquare {
        row: u8,
        col: u8,
    },
    SquareTaken {
        row: u8,
        col: u8,
    },
    /// The pot is empty and a neighbour holds a die: the placement must say whom it takes from.
    FromRequired,
    /// The pot still has counters: a placement takes from it, and trades are not allowed.
    PotNotEmpty,
    NeighbourHasNoDice(Side),
    TradeWithPot,
    TradesOff,
}

impl fmt::Display for HomeRowsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HomeRowsError::*;
        match self {
            BadPlayerCount(n) => write!(f, "Home Rows is for 3 or 4 players, not {n}."),
            BadStarter { starter, players } => {
                write!(f, "starter {starter} is not a seat: seats are 0 to {} for {players} players.", players - 1)
            }
            ColorCount { given, players } => {
                write!(f, "{given} colours were given for {players} players: give one per seat.")
            }
            ColorTwice(c) => write!(f, "{} is given to two seats: each seat needs its own colour.", c.name()),
            GameOver => write!(f, "the game is over: start a new one."),
            AwaitingDie => write!(f, "the die is being rolled: supply its value first."),
            NotAwaitingDie => write!(f, "no roll is waiting for a value."),
            RollFirst => write!(f, "roll first: a turn starts by rolling one of your dice."),
            AlreadyRolled => write!(f, "you have already rolled this turn: place the die or trade it."),
            NoDieOfColor(c) => write!(f, "you hold no {} die.", c.name()),
            WrongDiceCount { got } => write!(f, "a roll is of one die, but {got} values were given."),
            BadDieValue(v) => write!(f, "a die shows 1 to 6, not {v}."),
            NoSuchSquare { row, col } => {
                write!(f, "there is no square at row {row}, column {col}: rows are 0 to 3 and columns 0 to 4.")
            }
            SquareTaken { row, col } => write!(f, "the square at row {row}, column {col} already holds a die."),
            FromRequired => write!(
                f,
                "the pot is empty, so say whom you take from: \"from\": \"left\" or \"right\" (a neighbour holding a die)."
            ),
            PotNotEmpty => write!(f, "the pot still has counters, so you take from the pot: leave out \"from\"."),
            NeighbourHasNoDice(side) => {
                write!(f, "the player to your {} holds no dice, so you cannot take from them.", side.name())
            }
            TradeWithPot => write!(f, "trades are only allowed once the pot is empty."),
            TradesOff => {
                write!(f, "trades are off for the rest of this round: ten turns passed with no die placed (ruling H6).")
            }
        }
    }
}

impl std::error::Error for HomeRowsError {}
