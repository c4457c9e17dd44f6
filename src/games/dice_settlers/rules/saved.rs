//! How actions and offers are saved (saves, replays): exactly the shapes they had before payers
//! and sources could be named, so old saves read and a default action writes the same text. A
//! named payer or source only ever adds to that: an optional field where the action has fields
//! (`Turn`, `ResourceReroll`), or a shape of its own where it had none (`NavigatorRerollPaid`,
//! `ResourceDrawPaid`, `RemoveDieFrom`). A new action variant goes in both enums.

use serde::{Deserialize, Serialize};

use super::actions::{Action, DieSource, Offer, Payer};
use super::hex::Hex;
use crate::games::dice_settlers::content::{DieColor, Resource};

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename = "Offer")]
pub(super) enum SavedOffer {
    Same(Resource),
    Different { without: Resource },
    Pair(Resource, Resource),
    RemoveDie(DieColor),
    RemoveDieFrom(DieColor, DieSource),
}

impl From<Offer> for SavedOffer {
    fn from(o: Offer) -> Self {
        match o {
            Offer::Same(r) => SavedOffer::Same(r),
            Offer::Different { without } => SavedOffer::Different { without },
            Offer::Pair(a, b) => SavedOffer::Pair(a, b),
            Offer::RemoveDie(c, None) => SavedOffer::RemoveDie(c),
            Offer::RemoveDie(c, Some(from)) => SavedOffer::RemoveDieFrom(c, from),
        }
    }
}

impl From<SavedOffer> for Offer {
    fn from(o: SavedOffer) -> Self {
        match o {
            SavedOffer::Same(r) => Offer::Same(r),
            SavedOffer::Different { without } => Offer::Different { without },
            SavedOffer::Pair(a, b) => Offer::Pair(a, b),
            SavedOffer::RemoveDie(c) => Offer::RemoveDie(c, None),
            SavedOffer::RemoveDieFrom(c, from) => Offer::RemoveDie(c, Some(from)),
        }
    }
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename = "Action")]
pub(super) enum SavedAction {
    StartTile {
        index: u8,
        at: Hex,
    },
    Turn {
        die: u8,
        value: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        payer: Option<Payer>,
    },
    NavigatorReroll,
    NavigatorRerollPaid {
        payer: Payer,
    },
    ResourceReroll {
        die: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        payer: Option<Payer>,
    },
    ResourceDraw,
    ResourceDrawPaid {
        payer: Payer,
    },
    Pick {
        die: u8,
    },
    RerollPicked,
    Ready,
    TakeBack,
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
    Skip,
    Factory {
        tile: u8,
    },
    Control {
        tile: u8,
    },
    EndTurn,
    TakeDie {
        color: DieColor,
    },
    ChooseTile {
        index: u8,
    },
    PlaceTile {
        at: Hex,
    },
    Follow,
    Decline,
    TentToBoard,
    TentToTile {
        tile: u8,
    },
    RecallTents,
    Recall {
        tile: u8,
    },
    RecallDone,
    Hit {
        victim: u8,
    },
    Sell(Offer),
    Finish,
    Keep {
        die: u8,
    },
    KeepNone,
}

impl From<Action> for SavedAction {
    fn from(a: Action) -> Self {
        use {Action as A, SavedAction as S};
        match a {
            A::StartTile { index, at } => S::StartTile { index, at },
            A::Turn { die, value, payer } => S::Turn { die, value, payer },
            A::NavigatorReroll { payer: None } => S::NavigatorReroll,
            A::NavigatorReroll { payer: Some(payer) } => S::NavigatorRerollPaid { payer },
            A::ResourceReroll { die, payer } => S::ResourceReroll { die, payer },
            A::ResourceDraw { payer: None } => S::ResourceDraw,
            A::ResourceDraw { payer: Some(payer) } => S::ResourceDrawPaid { payer },
            A::Pick { die } => S::Pick { die },
            A::RerollPicked => S::RerollPicked,
            A::Ready => S::Ready,
            A::TakeBack => S::TakeBack,
            A::Recruit { symbols } => S::Recruit { symbols },
            A::Explore { symbols } => S::Explore { symbols },
            A::Deploy { symbols } => S::Deploy { symbols },
            A::Raid { tile, symbols } => S::Raid { tile, symbols },
            A::Harvest => S::Harvest,
            A::Trade { symbols } => S::Trade { symbols },
            A::Research { card } => S::Research { card },
            A::Skip => S::Skip,
            A::Factory { tile } => S::Factory { tile },
            A::Control { tile } => S::Control { tile },
            A::EndTurn => S::EndTurn,
            A::TakeDie { color } => S::TakeDie { color },
            A::ChooseTile { index } => S::ChooseTile { index },
            A::PlaceTile { at } => S::PlaceTile { at },
            A::Follow => S::Follow,
            A::Decline => S::Decline,
            A::TentToBoard => S::TentToBoard,
            A::TentToTile { tile } => S::TentToTile { tile },
            A::RecallTents => S::RecallTents,
            A::Recall { tile } => S::Recall { tile },
            A::RecallDone => S::RecallDone,
            A::Hit { victim } => S::Hit { victim },
            A::Sell(offer) => S::Sell(offer),
            A::Finish => S::Finish,
            A::Keep { die } => S::Keep { die },
            A::KeepNone => S::KeepNone,
        }
    }
}

impl From<SavedAction> for Action {
    fn from(a: SavedAction) -> Self {
        use {Action as A, SavedAction as S};
        match a {
            S::StartTile { index, at } => A::StartTile { index, at },
            S::Turn { die, value, payer } => A::Turn { die, value, payer },
            S::NavigatorReroll => A::NavigatorReroll { payer: None },
            S::NavigatorRerollPaid { payer } => A::NavigatorReroll { payer: Some(payer) },
            S::ResourceReroll { die, payer } => A::ResourceReroll { die, payer },
            S::ResourceDraw => A::ResourceDraw { payer: None },
            S::ResourceDrawPaid { payer } => A::ResourceDraw { payer: Some(payer) },
            S::Pick { die } => A::Pick { die },
            S::RerollPicked => A::RerollPicked,
            S::Ready => A::Ready,
            S::TakeBack => A::TakeBack,
            S::Recruit { symbols } => A::Recruit { symbols },
            S::Explore { symbols } => A::Explore { symbols },
            S::Deploy { symbols } => A::Deploy { symbols },
            S::Raid { tile, symbols } => A::Raid { tile, symbols },
            S::Harvest => A::Harvest,
            S::Trade { symbols } => A::Trade { symbols },
            S::Research { card } => A::Research { card },
            S::Skip => A::Skip,
            S::Factory { tile } => A::Factory { tile },
            S::Control { tile } => A::Control { tile },
            S::EndTurn => A::EndTurn,
            S::TakeDie { color } => A::TakeDie { color },
            S::ChooseTile { index } => A::ChooseTile { index },
            S::PlaceTile { at } => A::PlaceTile { at },
            S::Follow => A::Follow,
            S::Decline => A::Decline,
            S::TentToBoard => A::TentToBoard,
            S::TentToTile { tile } => A::TentToTile { tile },
            S::RecallTents => A::RecallTents,
            S::Recall { tile } => A::Recall { tile },
            S::RecallDone => A::RecallDone,
            S::Hit { victim } => A::Hit { victim },
            S::Sell(offer) => A::Sell(offer),
            S::Finish => A::Finish,
            S::Keep { die } => A::Keep { die },
            S::KeepNone => A::KeepNone,
        }
    }
}
