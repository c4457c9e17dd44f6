//! Dice Settlers' actions: the seven main actions, free actions, each action's steps, the roll
//! phase's adjustments, the draft and the clean-up; and the steps a turn can be in.

use serde::{Deserialize, Serialize};

use super::hex::Hex;
use super::saved::{SavedAction, SavedOffer};
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

/// Who pays for a roll-phase adjustment (S7): a rolled die, by its index in the roll, or (for a
/// navigator only) a technology with an unused navigator, by its index in the content's
/// technologies (as in [`Action::Research`]). [`DiceSettlersState::payers`] lists who may pay.
///
/// [`DiceSettlersState::payers`]: super::DiceSettlersState::payers
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Payer {
    Die(u8),
    Card(u8),
}

/// Where trade's removed die comes from: the used area, the bag, or the roll (`Rolled(Some(i))`
/// rolled die i, which must be of the offer's colour; `Rolled(None)` the first rolled die of that
/// colour). [`DiceSettlersState::remove_sources`] lists the places that hold one.
///
/// [`DiceSettlersState::remove_sources`]: super::DiceSettlersState::remove_sources
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DieSource {
    Used,
    Bag,
    Rolled(Option<u8>),
}

impl DieSource {
    /// A place by the console's word for it (`rolled`: the first rolled die of the colour).
    pub fn parse(word: &str) -> Option<DieSource> {
        match word {
            "used" => Some(DieSource::Used),
            "bag" => Some(DieSource::Bag),
            "rolled" => Some(DieSource::Rolled(None)),
            _ => None,
        }
    }
    /// The console's word for the place.
    pub fn name(self) -> &'static str {
        match self {
            DieSource::Used => "used",
            DieSource::Bag => "bag",
            DieSource::Rolled(_) => "rolled",
        }
    }
}

/// One trade, paid per trade symbol (gold stands for any resource, S5). Saved in the shapes of
/// `saved.rs` (a removal with no named source as before).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SavedOffer", into = "SavedOffer")]
pub enum Offer {
    /// Three of one resource: 6 points.
    Same(Resource),
    /// Three different resources, all but this one: 5 points.
    Different { without: Resource },
    /// Any two resources: 2 points.
    Pair(Resource, Resource),
    /// One of your dice of this colour leaves the game, from the named place, or when none is
    /// named the used area first, then the bag, then the roll: 3 points.
    RemoveDie(DieColor, Option<DieSource>),
}

impl Offer {
    pub fn points(self) -> u8 {
        match self {
            Offer::Same(_) => 6,
            Offer::Different { .. } => 5,
            Offer::Pair(..) => 2,
            Offer::RemoveDie(..) => 3,
        }
    }
}

/// A seat's decision. Dice are named by their index in the seat's rolled pool; tiles by number.
/// An adjustment's `payer` is `None` for the automatic choice (the first of
/// [`DiceSettlersState::payers`](super::DiceSettlersState::payers)); the legal listing offers that
/// form only. Saved in the shapes of `saved.rs` (an action without a named payer as before).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SavedAction", into = "SavedAction")]
pub enum Action {
    // The starting-tile draft.
    /// Place starting tile `hand[index]` at a hex (a tent from your board on it; take its bonus).
    StartTile {
        index: u8,
        at: Hex,
    },
    // The roll phase's adjustments.
    /// Spend a navigator (`payer`, or a card's first, else a die) to turn die `die` to `value`.
    Turn {
        die: u8,
        value: u8,
        payer: Option<Payer>,
    },
    /// Spend a navigator to re-roll up to three other dice (chosen next with `Pick`).
    NavigatorReroll {
        payer: Option<Payer>,
    },
    /// Spend a die showing a resource (`payer`, or the first other one) to re-roll die `die`.
    ResourceReroll {
        die: u8,
        payer: Option<Payer>,
    },
    /// Spend a die showing a resource to draw and roll two more dice from the bag.
    ResourceDraw {
        payer: Option<Payer>,
    },
    /// Choose a die for the navigator's re-roll.
    Pick {
        die: u8,
    },
    /// Roll the chosen dice.
    RerollPicked,
    /// Done adjusting.
    Ready,
    /// Take back the last navigator turn (only before "Ready" and before any roll since; see
    /// `take_back.rs` for the ruling).
    TakeBack,
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
