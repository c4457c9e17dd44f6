//! Typed errors for everything the Dice Settlers rules refuse; each displays as one clear sentence.

use std::fmt;

use super::actions::{Act, DieSource, Payer};
use crate::games::dice_settlers::content::{DieColor, Symbol, Terrain};

/// Why an action, a chance outcome or a setup was refused. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettlersError {
    BadPlayerCount(usize),
    BadStarter {
        starter: usize,
        players: usize,
    },
    /// The embedded content failed validation (a broken build; the content test names the line).
    Content,
    GameOver,
    /// Dice or tiles are being drawn or rolled: the caller must supply the outcome first.
    ChanceFirst,
    NoChance,
    ChanceCount {
        want: usize,
        got: usize,
    },
    ChanceValue {
        value: u8,
        sides: u8,
    },
    /// A turn (Navigator) to a face outside 1–6 or to the face the die already shows.
    TurnFace {
        die: u8,
        value: u8,
        shows: u8,
    },
    /// The action is not one the current step takes.
    NotNow {
        step: &'static str,
    },
    ActUsed(Act),
    Symbols {
        symbol: Symbol,
        have: u8,
        want: u8,
    },
    /// Recruit takes 1, 3 or 6 symbols; others at least 1.
    SymbolCount(u8),
    NoSuchDie(u8),
    /// A place in the draft hand or the explore's draw that holds no tile.
    NoSuchPlace(u8),
    SameDie,
    NoSuchTile(u8),
    /// The hex is not a place the rules allow now (S6, the draft's touching rule).
    BadSpot,
    NotPresent(u8),
    NoTentOnBoard,
    BoardFull,
    NoTentsThere(u8),
    NotTerrainYouHold(DieColor),
    SupplyEmpty(DieColor),
    NoResourceSymbols,
    Resources,
    NoDieToRemove(DieColor),
    NeedsTerrain(Terrain),
    AlreadyOwned(u8),
    NoSuchCard(u8),
    NoFactory(u8),
    FactoryUsed(u8),
    NoControl(u8),
    NoHousesLeft,
    EmptyStack,
    NothingToKeep,
    NoNavigator,
    NoResourceDie,
    TooManyPicked,
    /// No navigator turn to take back: none since the last roll, or the seat is ready.
    NothingToTakeBack,
    /// A named navigator payer that is no navigator: a die not showing one, or a technology not
    /// yours or without a navigator.
    PayerNotNavigator(Payer),
    /// A named resource payer that is a card, or a die not showing a resource.
    PayerNotResource(Payer),
    /// A named navigator card whose navigator is already used this round.
    CardUsed(u8),
    /// A named place for trade's removed die that holds none of that colour.
    NoDieThere {
        color: DieColor,
        from: DieSource,
    },
}

impl fmt::Display for SettlersError {
    // Long by its table: one arm per refusal, each its sentence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SettlersError::*;
        match self {
            BadPlayerCount(n) => write!(f, "Dice Settlers is for 2 to 4 players, not {n}."),
            BadStarter { starter, players } => {
                write!(f, "starter {starter} is not a seat: seats are 0 to {} for {players} players.", players - 1)
            }
            Content => write!(f, "the Dice Settlers content files are broken: run the tests to see which line."),
            GameOver => write!(f, "the game is over: start a new one."),
            ChanceFirst => write!(f, "dice or tiles are being drawn: supply the outcome first."),
            NoChance => write!(f, "nothing is being drawn or rolled now."),
            ChanceCount { want, got } => write!(f, "{want} outcomes are wanted here, but {got} were given."),
            ChanceValue { value, sides } => write!(f, "an outcome here is 1 to {sides}, not {value}."),
            TurnFace { die, value, shows } if value == shows => {
                write!(f, "die {die} already shows {value}: turn it to another face, 1 to 6.")
            }
            TurnFace { value, .. } => write!(f, "a die is turned to a face from 1 to 6, not {value}."),
            NotNow { step } => write!(f, "that is not a choice now: {step}."),
            ActUsed(a) => write!(f, "you have already taken {} this round.", a.name()),
            Symbols { symbol, have, want } => {
                write!(f, "that needs {want} {} symbol(s) but you have {have}.", symbol.name())
            }
            SymbolCount(n) => write!(f, "{n} symbols cannot be spent on that action."),
            NoSuchDie(i) => write!(f, "there is no die {i} in your roll."),
            NoSuchPlace(i) => write!(f, "there is no tile at place {i} of the tiles you drew (places count from 0)."),
            SameDie => write!(f, "a die cannot pay for adjusting itself: choose another die."),
            NoSuchTile(n) => write!(f, "tile {n} is not one you can choose here."),
            BadSpot => write!(f, "a tile cannot go there: it must touch the tiles the rules ask for (S6)."),
            NotPresent(n) => write!(f, "you have no tent or house on or next to tile {n}."),
            NoTentOnBoard => write!(f, "your personal board has no tent left."),
            BoardFull => write!(f, "your personal board has no free tent space."),
            NoTentsThere(n) => write!(f, "there is no tent of that player on tile {n}."),
            NotTerrainYouHold(c) => {
                write!(f, "a {} die comes from a terrain where you have a tent or house, and you hold none.", c.name())
            }
            SupplyEmpty(c) => write!(f, "the supply has no {} dice left.", c.name()),
            NoResourceSymbols => write!(f, "you have no resource symbols to harvest."),
            Resources => write!(f, "you do not have the resources to pay for that (gold stands for any one)."),
            NoDieToRemove(c) => write!(f, "you own no {} die to remove.", c.name()),
            NeedsTerrain(t) => write!(f, "that technology needs a tent or house on a {} tile.", t.name()),
            AlreadyOwned(c) => write!(f, "you already own technology {c}."),
            NoSuchCard(c) => write!(f, "there is no technology {c} in the row."),
            NoFactory(n) => {
                write!(f, "tile {n} has no factory you can use (you need a tent there and a free board space).")
            }
            FactoryUsed(n) => write!(f, "you have already used the factory on tile {n} this round."),
            NoControl(n) => write!(
                f,
                "you cannot take control of tile {n}: it needs no house, and you need the most tents there, at least 3 more than anyone else."
            ),
            NoHousesLeft => write!(f, "you have built all your houses."),
            EmptyStack => write!(f, "the tile stack is empty."),
            NothingToKeep => write!(f, "you have no unused die to keep."),
            NoNavigator => write!(f, "you have no other navigator symbol to pay with."),
            NoResourceDie => write!(f, "you have no other die showing a resource to pay with."),
            TooManyPicked => write!(f, "a navigator re-rolls at most three dice."),
            NothingToTakeBack => write!(
                f,
                "there is no turned die to take back: only a navigator's turn since your last roll, before you are ready."
            ),
            PayerNotNavigator(Payer::Die(i)) => {
                write!(f, "die {i} does not show a navigator: pay with a die or technology that does.")
            }
            PayerNotNavigator(Payer::Card(c)) => {
                write!(f, "technology {c} is not one of yours with a navigator: pay with a die or technology that is.")
            }
            PayerNotResource(Payer::Die(i)) => {
                write!(f, "die {i} does not show a resource: pay with another die that does.")
            }
            PayerNotResource(Payer::Card(_)) => {
                write!(f, "a resource adjustment is paid with a rolled die showing a resource, not a technology.")
            }
            CardUsed(c) => write!(f, "the navigator of technology {c} is already used this round."),
            NoDieThere { color, from: DieSource::Rolled(Some(i)) } => {
                write!(f, "die {i} of your roll is not a {} die.", color.name())
            }
            NoDieThere { color, from } => {
                let place = match from {
                    DieSource::Used => "used area",
                    DieSource::Bag => "bag",
                    DieSource::Rolled(_) => "roll",
                };
                write!(f, "you have no {} die in your {place} to remove.", color.name())
            }
        }
    }
}

impl std::error::Error for SettlersError {}
