//! Dice Settlers' refusals as the player reads them (`Words::error_words`), in the player's
//! language; the console keeps the rules core's English sentences.

use super::{act_title, asking_words, die_colour_word, symbol_title, terrain_word};
use crate::engine::Game;
use crate::games::dice_settlers::DiceSettlers;
use crate::games::dice_settlers::rules::{DieSource, Payer, SettlersError};
use crate::t;

/// A refusal of the rules as the player reads it.
pub(super) fn error_words(error: &SettlersError) -> String {
    use SettlersError::*;
    let (least, most) = (*DiceSettlers::SEATS.start(), *DiceSettlers::SEATS.end());
    match *error {
        BadPlayerCount(n) => {
            t!("rules-error-players", game = t!("game-dice-settlers"), least = least, most = most, n = n)
        }
        BadStarter { starter, players } => t!("rules-error-starter", starter = starter, last = players - 1),
        Content => t!("ds-error-content"),
        GameOver => t!("rules-error-game-over"),
        ChanceFirst => t!("ds-error-chance-first"),
        NoChance => t!("ds-error-no-chance"),
        ChanceCount { want, got } => t!("ds-error-chance-count", want = want, got = got),
        ChanceValue { value, sides } => t!("ds-error-chance-value", value = value, sides = sides),
        TurnFace { value, shows, .. } if value == shows => t!("ds-error-turn-same", value = value),
        TurnFace { value, .. } => t!("ds-error-turn-face", value = value),
        NotNow { step } => t!("ds-error-not-now", question = asking_words(step)),
        ActUsed(a) => t!("ds-error-act-used", act = act_title(a)),
        Symbols { symbol, have, want } => {
            t!("ds-error-symbols", symbol = symbol_title(symbol), have = have, want = want)
        }
        SymbolCount(n) => t!("ds-error-symbol-count", n = n),
        NoSuchDie(_) => t!("ds-error-no-such-die"),
        NoSuchPlace(_) => t!("ds-error-no-such-place"),
        SameDie => t!("ds-error-same-die"),
        NoSuchTile(n) => t!("ds-error-no-such-tile", tile = n),
        BadSpot => t!("ds-error-bad-spot"),
        NotPresent(n) => t!("ds-error-not-present", tile = n),
        NoTentOnBoard => t!("ds-error-no-tent-on-board"),
        BoardFull => t!("ds-error-board-full"),
        NoTentsThere(n) => t!("ds-error-no-tents-there", tile = n),
        NotTerrainYouHold(c) => t!("ds-error-not-terrain", colour = die_colour_word(c)),
        SupplyEmpty(c) => t!("ds-error-supply-empty", colour = die_colour_word(c)),
        NoResourceSymbols => t!("ds-error-no-resource-symbols"),
        Resources => t!("ds-error-resources"),
        NoDieToRemove(c) => t!("ds-error-no-die-to-remove", colour = die_colour_word(c)),
        NeedsTerrain(terrain) => t!("ds-error-needs-terrain", terrain = terrain_word(terrain)),
        AlreadyOwned(_) => t!("ds-error-already-owned"),
        NoSuchCard(_) => t!("ds-error-no-such-card"),
        NoFactory(n) => t!("ds-error-no-factory", tile = n),
        FactoryUsed(n) => t!("ds-error-factory-used", tile = n),
        NoControl(n) => t!("ds-error-no-control", tile = n),
        NoHousesLeft => t!("ds-error-no-houses-left"),
        EmptyStack => t!("ds-error-empty-stack"),
        NothingToKeep => t!("ds-error-nothing-to-keep"),
        NoNavigator => t!("ds-error-no-navigator"),
        NoResourceDie => t!("ds-error-no-resource-die"),
        TooManyPicked => t!("ds-error-too-many-picked"),
        NothingToTakeBack => t!("ds-error-nothing-to-take-back"),
        PayerNotNavigator(Payer::Die(_)) => t!("ds-error-die-not-navigator"),
        PayerNotNavigator(Payer::Card(_)) => t!("ds-error-card-not-navigator"),
        PayerNotResource(Payer::Die(_)) => t!("ds-error-die-not-resource"),
        PayerNotResource(Payer::Card(_)) => t!("ds-error-card-not-resource"),
        CardUsed(_) => t!("ds-error-card-used"),
        NoDieThere { color, from } => {
            let colour = die_colour_word(color);
            match from {
                DieSource::Rolled(Some(_)) => t!("ds-error-die-not-colour", colour = colour),
                DieSource::Rolled(None) => t!("ds-error-no-die-in-roll", colour = colour),
                DieSource::Used => t!("ds-error-no-die-used", colour = colour),
                DieSource::Bag => t!("ds-error-no-die-bag", colour = colour),
            }
        }
    }
}
