//! What each Dice Settlers action does, in the player's words (`Words::action_outcome`): what it
//! spends (which dice, tiles, cards and resources) and what it gains or sets going. Read from the
//! rules core: the action applied to a copy of the state, its events, its payers, and the state
//! before and after; nothing here decides a rule.

use super::actions::{die_words, effect_words};
use super::spending::Applied;
use super::{act_title, die_colour_word, symbol_title, tech_name, tile_words};
use crate::engine::SeatNames;
use crate::games::dice_settlers::rules::{
    Act, Action, Adjustment, DiceSettlersState, Event, Phase, Step, recruited_for,
};
use crate::t;

/// What `action` of the seat to act does; `None` when the rules core refuses it.
pub(super) fn action_outcome(state: &DiceSettlersState, action: Action, seats: SeatNames) -> Option<String> {
    let mut after = state.clone();
    let events = after.apply(action).ok()?.to_vec();
    let a = Applied { before: state, after, events, seat: state.current() };
    match action {
        Action::StartTile { .. }
        | Action::Turn { .. }
        | Action::NavigatorReroll { .. }
        | Action::ResourceReroll { .. }
        | Action::ResourceDraw { .. }
        | Action::Pick { .. }
        | Action::RerollPicked
        | Action::TakeBack
        | Action::Ready => roll_phase(&a, action, seats),
        Action::Recruit { .. }
        | Action::Explore { .. }
        | Action::Deploy { .. }
        | Action::Raid { .. }
        | Action::Harvest
        | Action::Trade { .. }
        | Action::Research { .. }
        | Action::Skip => Some(main_action(&a, action)),
        Action::Factory { .. } | Action::Control { .. } | Action::EndTurn | Action::Keep { .. } | Action::KeepNone => {
            free_or_keep(&a, action, seats)
        }
        _ => action_step(&a, action, seats),
    }
}

/// The numbers an outcome may say beyond its events and the seat's standing: the numbers of the
/// seat's rolled dice and of the tiles on the map, drawn and in the draft hand.
pub(super) fn outcome_numbers(state: &DiceSettlersState, _action: Action) -> Vec<u32> {
    let dice = 1..=state.seat(state.current()).rolled.len() as u32;
    let tiles =
        state.map().iter().map(|p| p.no).chain(state.drawn().iter().copied()).chain(state.hand().iter().copied());
    dice.chain(tiles.map(u32::from)).collect()
}

/// The draft and the roll phase: a starting tile, an adjustment (its payer the one the rules core
/// takes), a pick for the navigator's re-roll, the re-roll, ready.
fn roll_phase(a: &Applied, action: Action, seats: SeatNames) -> Option<String> {
    let before = a.before;
    Some(match action {
        Action::StartTile { .. } => a.events.iter().find_map(|e| match *e {
            Event::StartTilePlaced { no, bonus, .. } => Some(a.tile_placed(no, bonus)),
            _ => None,
        })?,
        Action::Turn { die, .. } => {
            let symbol = a.events.iter().find_map(|e| match *e {
                Event::Adjusted { how: Adjustment::Turned { value, color, .. }, .. } => {
                    Some(symbol_title(before.content().face(color, value)))
                }
                _ => None,
            })?;
            a.paid_by(action, t!("ds-out-shows", die = die_words(before, die), symbol = symbol))?
        }
        Action::NavigatorReroll { .. } => a.paid_by(action, t!("ds-out-pick-three"))?,
        Action::ResourceReroll { die, .. } => a.paid_by(action, t!("ds-out-rerolled", die = die_words(before, die)))?,
        Action::ResourceDraw { .. } => {
            let drawn = a.after.chance().map_or(0, |c| c.count());
            a.paid_by(action, t!("ds-out-draws", n = drawn))?
        }
        Action::Pick { die } => match a.rerolled() {
            Some(n) => t!("ds-out-pick-rolls", die = die_words(before, die), n = n),
            None => t!("ds-out-pick", die = die_words(before, die)),
        },
        Action::RerollPicked => t!("ds-out-reroll", n = a.rerolled()?),
        Action::TakeBack => a.events.iter().find_map(|e| match *e {
            Event::Adjusted { how: Adjustment::TakenBack { value, color, .. }, .. } => Some(t!(
                "ds-out-take-back",
                colour = die_colour_word(color),
                symbol = symbol_title(before.content().face(color, value))
            )),
            _ => None,
        })?,
        _ if a.after.phase() == Phase::Roll => t!("ds-out-ready-next", name = seats(a.after.current())),
        _ => t!("ds-out-ready-act", name = seats(a.after.current())),
    })
}

/// A main action (or skipping it): what it spends, then what it gains or sets going.
fn main_action(a: &Applied, action: Action) -> String {
    let c = a.before.content();
    let then = match action {
        Action::Recruit { symbols } => t!("ds-out-recruit", n = recruited_for(symbols).unwrap_or(0)),
        Action::Explore { .. } => t!("ds-out-explore", n = a.after.chance().map_or(0, |ch| ch.count())),
        Action::Deploy { symbols } => t!("ds-out-deploy", n = symbols),
        Action::Raid { tile, symbols } => t!("ds-out-raid", n = symbols, tile = tile_words(c, tile)),
        Action::Harvest => t!("ds-out-gain", got = a.gained()),
        Action::Trade { symbols } => t!("ds-out-trade", n = symbols),
        Action::Research { card } => {
            let tech = &c.techs[usize::from(card)];
            let points = t!("ds-points", n = tech.points);
            t!("ds-out-research", tech = tech_name(tech), points = points, effect = effect_words(tech.effect))
        }
        _ if a.turn_ends() => return t!("ds-out-skip-ends"),
        _ => return t!("ds-out-skip"),
    };
    match a.spent() {
        spent if spent.is_empty() => then,
        spent => t!("ds-out-spends", spent = spent, then = then),
    }
}

/// A free action (saying when it ends the turn), ending the turn, and the clean-up's keep.
fn free_or_keep(a: &Applied, action: Action, seats: SeatNames) -> Option<String> {
    let c = a.before.content();
    let what = match action {
        Action::Factory { tile } => t!("ds-out-factory", tile = tile_words(c, tile), gain = a.gained()),
        Action::Control { tile } => {
            let tents = |s: &DiceSettlersState| s.tile_index(tile).map_or(0, |i| s.map()[i].tents[a.seat]);
            let moved = tents(a.before).saturating_sub(tents(&a.after));
            t!("ds-out-control", n = moved, tile = tile_words(c, tile))
        }
        Action::EndTurn if a.after.is_over() => return Some(t!("ds-out-end-game")),
        Action::EndTurn => return Some(t!("ds-out-end-turn", name = seats(a.after.current()))),
        Action::Keep { die } => {
            let rest = a.before.seat(a.seat).rolled.len().saturating_sub(1);
            return Some(t!("ds-out-keep", die = die_words(a.before, die), rest = rest));
        }
        _ => return Some(t!("ds-out-keep-none")),
    };
    Some(if a.turn_ends() { t!("ds-out-and-turn-ends", what = what) } else { what })
}

/// A step inside a main action: a recruited die, an explored tile, following onto it, a tent
/// move, a raid's hit, a trade, or finishing the action early.
fn action_step(a: &Applied, action: Action, seats: SeatNames) -> Option<String> {
    let (c, before) = (a.before.content(), a.before);
    let board = a.after.seat(a.seat).board;
    Some(match action {
        Action::TakeDie { color } if matches!(a.after.step(), Step::Recruit { .. }) => {
            t!("ds-out-take-die-more", colour = die_colour_word(color))
        }
        Action::TakeDie { color } => t!("ds-out-take-die", colour = die_colour_word(color)),
        Action::ChooseTile { index } => {
            let no = *before.drawn().get(usize::from(index))?;
            t!("ds-out-choose-tile", tile = tile_words(c, no), others = before.drawn().len() - 1)
        }
        Action::PlaceTile { .. } => a.events.iter().find_map(|e| match *e {
            Event::TilePlaced { no, bonus, .. } => Some(a.tile_placed(no, bonus)),
            _ => None,
        })?,
        Action::Follow => match before.step() {
            Step::Follow { tile, .. } => t!("ds-out-tent-onto", tile = tile_words(c, tile), board = board),
            _ => return None,
        },
        Action::Decline => t!("ds-out-decline"),
        Action::TentToBoard => t!("ds-out-tent-to-board", board = board),
        Action::TentToTile { tile } => t!("ds-out-tent-onto", tile = tile_words(c, tile), board = board),
        Action::RecallTents => t!("ds-out-recall-tents"),
        Action::Recall { tile } => t!("ds-out-recall", tile = tile_words(c, tile), board = board),
        Action::RecallDone if matches!(a.after.step(), Step::Deploy { .. }) => t!("ds-out-recall-done-more"),
        Action::RecallDone => t!("ds-out-recall-done"),
        Action::Hit { victim } => {
            let Step::Raid { tile, .. } = before.step() else { return None };
            let v = usize::from(victim);
            let (name, tile) = (seats(v), tile_words(c, tile));
            if a.after.seat(v).board > before.seat(v).board {
                t!("ds-out-hit", name = name, tile = tile)
            } else {
                t!("ds-out-hit-supply", name = name, tile = tile)
            }
        }
        Action::Sell(offer) => a.sold(offer)?,
        Action::Finish => {
            let act = match before.step() {
                Step::Recruit { .. } => Act::Recruit,
                Step::Deploy { .. } => Act::Deploy,
                Step::Raid { .. } => Act::Raid,
                Step::Trade { .. } => Act::Trade,
                _ => return None,
            };
            t!("ds-out-finish", act = act_title(act))
        }
        _ => return None,
    })
}
