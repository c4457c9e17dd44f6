//! Dice Settlers' actions: the seven main actions, free actions, each action's steps, the roll
//! phase's adjustments, the draft and the clean-up; and the steps a turn can be in.

use serde::{Deserialize, Serialize};

use super::hex::Hex;
use crate::engine::FixedList;
use crate::games::dice_settlers::content::{DieColor, Resource};

/// The seven main actions, each once per round per player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    Recruit,
    Explore,
    Deploy,
    Raid,
    Harvest,
    Trade,
    Research,
}

impl Act {
    pub const ALL: [Act; 7] =
        [Act::Recruit, Act::Explore, Act::Deploy, Act::Raid, Act::Harvest, Act::Trade, Act::Research];
    pub fn bit(self) -> u8 {
        1 << self as u8
    }
    pub fn name(self) -> &'static str {
        ["recruit", "explore", "deploy", "raid", "harvest", "trade", "research"][self as usize]
    }
}

/// One trade, paid per trade symbol (gold stands for any resource, S5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    /// Three of one resource: 6 points.
    Same(Resource),
    /// Three different resources, all but this one: 5 points.
    Different { without: Resource },
    /// Any two resources: 2 points.
    Pair(Resource, Resource),
    /// One of your dice of this colour leaves the game (used area first, then bag, then rolled): 3 points.
    RemoveDie(DieColor),
}

impl Offer {
    pub fn points(self) -> u8 {
        match self {
            Offer::Same(_) => 6,
            Offer::Different { .. } => 5,
            Offer::Pair(..) => 2,
            Offer::RemoveDie(_) => 3,
        }
    }
}

/// A seat's decision. Dice are named by their index in the seat's rolled pool; tiles by number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    // The starting-tile draft.
    /// Place starting tile `hand[index]` at a hex (a tent from your board on it; take its bonus).
    StartTile {
        index: u8,
        at: Hex,
    },
    // The roll phase's adjustments.
    /// Spend a navigator (a card's first, else a die) to turn die `die` to `value`.
    Turn {
        die: u8,
        value: u8,
    },
    /// Spend a navigator to re-roll up to three other dice (chosen next with `Pick`).
    NavigatorReroll,
    /// Spend a die showing a resource to re-roll die `die`.
    ResourceReroll {
        die: u8,
    },
    /// Spend a die showing a resource to draw and roll two more dice from the bag.
    ResourceDraw,
    /// Choose a die for the navigator's re-roll.
    Pick {
        die: u8,
    },
    /// Roll the chosen dice.
    RerollPicked,
    /// Done adjusting.
    Ready,
    // Main actions (symbols of one kind; tiles' and cards' symbols are spent before dice).
    Recruit {
        symbols: u8,
    },
    Explore {
        symbols: u8,
    },
    Deploy {
        symbols: u8,
    },
    Raid {
        tile: u8,
        symbols: u8,
    },
    Harvest,
    Trade {
        symbols: u8,
    },
    Research {
        card: u8,
    },
    #[default]
    Skip,
    // Free actions, before or after the main action.
    Factory {
        tile: u8,
    },
    Control {
        tile: u8,
    },
    /// End the turn after the main action.
    EndTurn,
    // Steps of an action.
    /// Recruit: take a die of this colour from the supply.
    TakeDie {
        color: DieColor,
    },
    /// Explore: keep drawn tile `index` (the others leave the game).
    ChooseTile {
        index: u8,
    },
    /// Explore: place the kept tile here.
    PlaceTile {
        at: Hex,
    },
    /// Explore: move a tent from your board onto the new tile (neighbours, then the explorer).
    Follow,
    Decline,
    /// Deploy: a tent from the supply to your board.
    TentToBoard,
    /// Deploy: a tent from your board to this tile.
    TentToTile {
        tile: u8,
    },
    /// Deploy: take back tents (then `Recall` per tent, `RecallDone`).
    RecallTents,
    Recall {
        tile: u8,
    },
    RecallDone,
    /// Raid: send one of this seat's tents home and put one of yours there.
    Hit {
        victim: u8,
    },
    /// Trade: one offer per symbol.
    Sell(Offer),
    /// Give up the rest of the action's steps.
    Finish,
    // Clean-up.
    /// Keep die `die` for next round.
    Keep {
        die: u8,
    },
    KeepNone,
}

/// Most legal actions at once (the explore placements on a wide map are the most).
pub const MAX_ACTIONS: usize = 255;
pub type ActionList = FixedList<Action, MAX_ACTIONS>;

/// Where the current decision stands inside a phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Draft: place a starting tile; roll phase: adjust or ready; action phase: a main action,
    /// free actions, or (after the main action) free actions and end turn; clean-up: keep a die.
    #[default]
    Open,
    Recruit {
        left: u8,
    },
    ChooseTile,
    PlaceTile {
        index: u8,
    },
    /// Seats are asked in turn whether to follow onto the new tile.
    Follow {
        tile: u8,
        asked: u8,
        any: bool,
    },
    Deploy {
        left: u8,
    },
    Recall {
        left: u8,
    },
    Raid {
        tile: u8,
        left: u8,
    },
    Trade {
        left: u8,
    },
    /// Navigator re-roll: dice picked so far (a bit per rolled index; [`PICKABLE_DICE`] at most).
    Reroll {
        picked: u32,
    },
}

/// How many of a roll's dice a re-roll can tell apart (one bit each in [`Step::Reroll`]).
pub const PICKABLE_DICE: usize = 32;
