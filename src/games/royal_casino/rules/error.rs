//! Typed errors for everything the rules refuse; each displays as one clear sentence.

use std::fmt;

use super::face::Misfit;

/// Why an action or a setup was refused. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    BadPlayerCount(usize),
    BadStarter {
        starter: usize,
        players: usize,
    },
    EmptyStack,
    StackCannotComplete {
        dice_in_play: usize,
    },
    GameOver,
    /// The dice are in the air: the caller must supply their values.
    AwaitingDice,
    NotAwaitingDice,
    ThrowFirst,
    MustPlace,
    ThrowLimit,
    WrongDiceCount {
        expected: usize,
        got: usize,
    },
    BadDieValue(u8),
    NoSuchRow(u8),
    NotInThrow {
        value: u8,
    },
    DoesNotFit {
        value: u8,
        row: u8,
        why: Misfit,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RulesError::*;
        match self {
            BadPlayerCount(n) => write!(f, "Royal Casino is for 2 to 6 players, not {n}."),
            BadStarter { starter, players } => {
                write!(f, "starter {starter} is not a seat: seats are 0 to {} for {players} players.", players - 1)
            }
            EmptyStack => write!(f, "the face stack is empty: give at least one face."),
            StackCannotComplete { dice_in_play } => write!(
                f,
                "no face in the stack can ever be filled: each has more squares than the {dice_in_play} dice in play."
            ),
            GameOver => write!(f, "the game is over: start a new one."),
            AwaitingDice => write!(f, "the dice are being thrown: supply their values first."),
            NotAwaitingDice => write!(f, "no throw is waiting for dice values."),
            ThrowFirst => write!(f, "throw first: a turn starts with a throw."),
            MustPlace => write!(
                f,
                "a die of this throw fits the board, so you must place at least one before you throw again or stop."
            ),
            ThrowLimit => write!(f, "this turn has had its 5 throws: place what fits or stop."),
            WrongDiceCount { expected, got } => {
                write!(f, "this throw is of {expected} dice, but {got} values were given.")
            }
            BadDieValue(v) => write!(f, "a die shows 1 to 6, not {v}."),
            NoSuchRow(r) => write!(f, "there is no row {r}: rows are 0 to 5, top to bottom."),
            NotInThrow { value } => write!(f, "no die of the current throw shows {value}."),
            DoesNotFit { value, row, why } => write!(f, "a {value} does not fit row {row}: {why}."),
        }
    }
}

impl std::error::Error for RulesError {}
