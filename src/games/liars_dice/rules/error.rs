//! Typed errors for everything the Liar's Dice rules refuse; each displays as one clear sentence.

use std::fmt;

use super::state::{MAX_SEATS, MIN_SEATS};

/// Why an action, a throw or a setup was refused. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiarsDiceError {
    BadPlayerCount(usize),
    BadStarter {
        starter: usize,
        players: usize,
    },
    GameOver,
    /// The cups are not thrown yet: the dice come first.
    RollFirst,
    /// No throw is awaited: the seats are bidding.
    NotRolling,
    /// A throw of the wrong number of dice for the seat throwing.
    WrongDiceCount {
        seat: usize,
        want: usize,
        got: usize,
    },
    BadDieValue(u8),
    BadFace(u8),
    /// A quantity of 0.
    NoQuantity,
    /// A quantity above the dice in play (ruling L3).
    AboveDiceInPlay {
        quantity: u8,
        in_play: usize,
    },
    /// The round's opening bid on ones outside a palifico round (ruling L2).
    OpeningOnOnes,
    /// A bid that does not raise the standing one (rules §3); `least` is the smallest quantity
    /// the face could take, when there is one.
    NotARaise {
        quantity: u8,
        face: u8,
        least: Option<u8>,
    },
    /// In a palifico round every bid keeps the opening face.
    PalificoFace {
        face: u8,
    },
    /// Dudo or calza before anyone has bid this round.
    NoBidYet,
    CalzaOff,
    /// Calza with fewer than three seats holding dice (ruling L4).
    CalzaTooFewSeats,
    /// Calza on one's own bid (ruling L4).
    CalzaOwnBid,
}

impl fmt::Display for LiarsDiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use LiarsDiceError::*;
        match self {
            BadPlayerCount(n) => write!(f, "Liar's Dice is for {MIN_SEATS} to {MAX_SEATS} players, not {n}."),
            BadStarter { starter, players } => {
                write!(f, "starter {starter} is not a seat: seats are 0 to {} for {players} players.", players - 1)
            }
            GameOver => write!(f, "the game is over: start a new one."),
            RollFirst => write!(f, "the cups are not thrown yet: roll first ({{\"cmd\":\"roll\"}})."),
            NotRolling => write!(f, "every cup is already thrown this round: bid, call dudo or calza."),
            WrongDiceCount { seat, want, got } => {
                write!(f, "seat {seat} throws {want} dice under its cup, but {got} values were given.")
            }
            BadDieValue(v) => write!(f, "a die shows 1 to 6, not {v}."),
            BadFace(v) => write!(f, "a bid's face is 1 to 6, not {v}."),
            NoQuantity => write!(f, "a bid claims at least one die: the quantity is 1 or more."),
            AboveDiceInPlay { quantity, in_play } => {
                write!(f, "a bid of {quantity} is more than the {in_play} dice in play (ruling L3).")
            }
            OpeningOnOnes => {
                write!(f, "the round's opening bid may not be on ones outside a palifico round (ruling L2).")
            }
            NotARaise { quantity, face, least: Some(least) } => write!(
                f,
                "{quantity} × {face} does not raise the bid: on {face}s it takes at least {least} (rules §3)."
            ),
            NotARaise { quantity, face, least: None } => {
                write!(f, "{quantity} × {face} does not raise the bid: no quantity of {face}s is high enough now.")
            }
            PalificoFace { face } => {
                write!(f, "in a palifico round every bid keeps the opening face, {face}: only the quantity rises.")
            }
            NoBidYet => write!(f, "nobody has bid this round: the opening bid comes first."),
            CalzaOff => write!(f, "calza is switched off for this game."),
            CalzaTooFewSeats => write!(f, "calza needs at least three seats holding dice (ruling L4)."),
            CalzaOwnBid => write!(f, "calza may not be called on one's own bid (ruling L4)."),
        }
    }
}

impl std::error::Error for LiarsDiceError {}
