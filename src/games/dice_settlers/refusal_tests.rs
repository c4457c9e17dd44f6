//! Every refusal of the Dice Settlers rules reads in every language (issue 55).

use super::DiceSettlers;
use super::content::{DieColor, Symbol, Terrain};
use super::rules::SettlersError::{self, *};
use super::rules::{Act, DieSource, Payer};
use crate::engine::Game;
use crate::engine::refusals::check_error_words;

/// Each variant's number (naming every variant and each worded case: a new one must join the list).
fn variant(e: &SettlersError) -> usize {
    match e {
        BadPlayerCount(_) => 0,
        BadStarter { .. } => 1,
        Content => 2,
        GameOver => 3,
        ChanceFirst => 4,
        NoChance => 5,
        ChanceCount { .. } => 6,
        ChanceValue { .. } => 7,
        TurnFace { value, shows, .. } if value == shows => 8,
        TurnFace { .. } => 9,
        NotNow { .. } => 10,
        ActUsed(_) => 11,
        Symbols { .. } => 12,
        SymbolCount(_) => 13,
        NoSuchDie(_) => 14,
        NoSuchPlace(_) => 15,
        SameDie => 16,
        NoSuchTile(_) => 17,
        BadSpot => 18,
        NotPresent(_) => 19,
        NoTentOnBoard => 20,
        BoardFull => 21,
        NoTentsThere(_) => 22,
        NotTerrainYouHold(_) => 23,
        SupplyEmpty(_) => 24,
        NoResourceSymbols => 25,
        Resources => 26,
        NoDieToRemove(_) => 27,
        NeedsTerrain(_) => 28,
        AlreadyOwned(_) => 29,
        NoSuchCard(_) => 30,
        NoFactory(_) => 31,
        FactoryUsed(_) => 32,
        NoControl(_) => 33,
        NoHousesLeft => 34,
        EmptyStack => 35,
        NothingToKeep => 36,
        NoNavigator => 37,
        NoResourceDie => 38,
        TooManyPicked => 39,
        NothingToTakeBack => 40,
        PayerNotNavigator(Payer::Die(_)) => 41,
        PayerNotNavigator(Payer::Card(_)) => 42,
        PayerNotResource(Payer::Die(_)) => 43,
        PayerNotResource(Payer::Card(_)) => 44,
        CardUsed(_) => 45,
        NoDieThere { from: DieSource::Rolled(Some(_)), .. } => 46,
        NoDieThere { from: DieSource::Rolled(None), .. } => 47,
        NoDieThere { from: DieSource::Used, .. } => 48,
        NoDieThere { from: DieSource::Bag, .. } => 49,
    }
}
const VARIANTS: usize = 50;

/// One of each, in [`variant`]'s order.
fn every_error() -> Vec<SettlersError> {
    let there = |from| NoDieThere { color: DieColor::Green, from };
    vec![
        BadPlayerCount(5),
        BadStarter { starter: 4, players: 2 },
        Content,
        GameOver,
        ChanceFirst,
        NoChance,
        ChanceCount { want: 3, got: 2 },
        ChanceValue { value: 9, sides: 6 },
        TurnFace { die: 1, value: 4, shows: 4 },
        TurnFace { die: 1, value: 7, shows: 4 },
        NotNow { step: "take a free action or end your turn" },
        ActUsed(Act::Raid),
        Symbols { symbol: Symbol::Recruit, have: 1, want: 3 },
        SymbolCount(2),
        NoSuchDie(9),
        NoSuchPlace(4),
        SameDie,
        NoSuchTile(12),
        BadSpot,
        NotPresent(7),
        NoTentOnBoard,
        BoardFull,
        NoTentsThere(8),
        NotTerrainYouHold(DieColor::Brown),
        SupplyEmpty(DieColor::Blue),
        NoResourceSymbols,
        Resources,
        NoDieToRemove(DieColor::Red),
        NeedsTerrain(Terrain::Forest),
        AlreadyOwned(3),
        NoSuchCard(11),
        NoFactory(6),
        FactoryUsed(6),
        NoControl(9),
        NoHousesLeft,
        EmptyStack,
        NothingToKeep,
        NoNavigator,
        NoResourceDie,
        TooManyPicked,
        NothingToTakeBack,
        PayerNotNavigator(Payer::Die(2)),
        PayerNotNavigator(Payer::Card(5)),
        PayerNotResource(Payer::Die(2)),
        PayerNotResource(Payer::Card(5)),
        CardUsed(5),
        there(DieSource::Rolled(Some(1))),
        there(DieSource::Rolled(None)),
        there(DieSource::Used),
        there(DieSource::Bag),
    ]
}

#[test]
fn every_refusal_reads_in_every_language() {
    let errors = every_error();
    let seen: Vec<usize> = errors.iter().map(variant).collect();
    assert_eq!(seen, (0..VARIANTS).collect::<Vec<_>>(), "one of each variant, in order");
    let state = DiceSettlers::new(DiceSettlers::setup(2), 0).unwrap();
    check_error_words::<DiceSettlers>(&state, &errors).unwrap();
}
