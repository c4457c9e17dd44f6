//! Dice Settlers' legal actions in words, for the action buttons, the pad and any controller:
//! what each spends and does. Nothing here decides legality; it only names what the core lists.

use super::{
    act_title, bonus_words, die_colour_word, offer_words, resource_word, symbol_title, tech_name, terrain_word,
    tile_words,
};
use crate::engine::SeatNames;
use crate::games::dice_settlers::content::{Effect, Factory};
use crate::games::dice_settlers::rules::{Act, Action, DIRECTIONS, DiceSettlersState, Hex, recruited_for};
use crate::t;

/// The symbol of rolled die `die` of the current seat, in words ("die 2 (white Explore)").
pub fn die_words(state: &DiceSettlersState, die: u8) -> String {
    let seat = state.seat(state.current());
    match seat.rolled.get(die as usize) {
        Some(d) => t!(
            "ds-die-showing",
            n = die + 1,
            colour = die_colour_word(d.color),
            symbol = symbol_title(state.content().face(d.color, d.value))
        ),
        None => t!("ds-die", n = die + 1),
    }
}

/// Where a spot of the map is, as the table shows it: beside a placed tile ("upper right of tile
/// 6"; up is away from the players), or the middle of an empty map.
pub fn where_on_map(state: &DiceSettlersState, at: Hex) -> String {
    match beside(state, at) {
        Some((side, no)) => t!("ds-where", side = side, no = no),
        None => t!("ds-where-middle"),
    }
}

/// The placed tile a spot of the map is named by, and the side of it the spot is on (`e`, `ne`,
/// `nw`, `w`, `sw` or `se`); `None` on an empty map.
pub fn beside(state: &DiceSettlersState, at: Hex) -> Option<(&'static str, u8)> {
    const SIDES: [&str; 6] = ["e", "ne", "nw", "w", "sw", "se"];
    DIRECTIONS.iter().zip(SIDES).find_map(|(&(dq, dr), side)| {
        let from = Hex::new(at.q - dq, at.r - dr);
        state.map().iter().find(|p| p.at == from).map(|p| (side, p.no))
    })
}

/// The symbol rolled die `die` of the seat to act would show turned to `value`.
pub fn turned_face(state: &DiceSettlersState, die: u8, value: u8) -> String {
    let d = state.seat(state.current()).rolled.get(die as usize).copied();
    d.map_or("?".into(), |d| symbol_title(state.content().face(d.color, value)))
}

/// What a technology does besides its points, as a phrase that follows them (", +1 die drawn");
/// empty for nothing.
pub(super) fn effect_words(effect: Effect) -> String {
    match effect {
        Effect::Nothing => String::new(),
        Effect::Symbol(s) => t!("ds-effect-symbol", symbol = symbol_title(s)),
        Effect::Track => t!("ds-effect-track"),
        Effect::PerHouse(n) => t!("ds-effect-per-house", n = n),
        Effect::PerTerrain(terrain, n) => t!("ds-effect-per-terrain", n = n, terrain = terrain_word(terrain)),
    }
}

/// The button text of `action` of the seat to act.
pub(super) fn action_words(state: &DiceSettlersState, action: Action, seats: SeatNames) -> String {
    let c = state.content();
    let tile = |no: u8| tile_words(c, no);
    let main = |act: Act, s: u8, what: String| {
        t!("ds-act-button", act = act_title(act), what = what, symbols = t!("ds-symbols", n = s))
    };
    match action {
        Action::StartTile { index, at } => {
            let no = state.hand().get(index as usize).copied().unwrap_or(0);
            t!("ds-act-start-tile", tile = tile(no), place = where_on_map(state, at))
        }
        Action::Turn { die, value, .. } => {
            t!("ds-act-turn", die = die_words(state, die), symbol = turned_face(state, die, value))
        }
        Action::NavigatorReroll { .. } => t!("ds-act-navigator-reroll"),
        Action::ResourceReroll { die, .. } => t!("ds-act-resource-reroll", die = die_words(state, die)),
        Action::ResourceDraw { .. } => t!("ds-act-resource-draw"),
        Action::Pick { die } => t!("ds-act-pick", die = die_words(state, die)),
        Action::RerollPicked => t!("ds-act-roll-picked"),
        Action::Ready => t!("ds-act-ready"),
        Action::Recruit { symbols } => {
            let dice = recruited_for(symbols).unwrap_or(0);
            main(Act::Recruit, symbols, t!("ds-new-dice", n = dice))
        }
        Action::Explore { symbols } => main(Act::Explore, symbols, t!("ds-draw-tiles", n = symbols)),
        Action::Deploy { symbols } => main(Act::Deploy, symbols, t!("ds-tent-moves", n = symbols)),
        Action::Raid { tile: no, symbols } => main(Act::Raid, symbols, t!("ds-on-tile", tile = tile(no))),
        Action::Harvest => t!("ds-act-harvest-button"),
        Action::Trade { symbols } => main(Act::Trade, symbols, t!("ds-trades", n = symbols)),
        Action::Research { card } => {
            let tech = &c.techs[card as usize];
            let points = t!("ds-points", n = tech.points);
            t!("ds-act-research", tech = tech_name(tech), points = points, effect = effect_words(tech.effect))
        }
        Action::Skip => t!("ds-act-skip"),
        Action::Factory { tile: no } => {
            let made = match c.tile(no).factory {
                Some(Factory::Resource(r)) => t!("ds-factory-makes", resource = resource_word(r)),
                Some(Factory::Points(p)) => t!("ds-points", n = p),
                None => "?".into(),
            };
            t!("ds-act-factory", tile = tile(no), made = made)
        }
        Action::Control { tile: no } => t!("ds-act-control", tile = tile(no)),
        Action::EndTurn => t!("ds-act-end-turn"),
        Action::TakeDie { color } => t!("ds-act-take-die", colour = die_colour_word(color)),
        Action::ChooseTile { index } => {
            let no = state.drawn().get(index as usize).copied().unwrap_or(0);
            let t = c.tile(no);
            match bonus_words(c, t.bonus, no) {
                b if b.is_empty() => t!("ds-act-keep-tile", tile = tile(no), high = t.high, low = t.low),
                b => t!("ds-act-keep-tile-bonus", tile = tile(no), high = t.high, low = t.low, bonus = b),
            }
        }
        Action::PlaceTile { at } => t!("ds-act-place-tile", place = where_on_map(state, at)),
        Action::Follow if super::explorer_follows(state) => t!("ds-act-follow-own"),
        Action::Decline if super::explorer_follows(state) => t!("ds-act-decline-own"),
        Action::Follow => t!("ds-act-follow"),
        Action::Decline => t!("ds-act-decline"),
        Action::TentToBoard => t!("ds-act-tent-to-board"),
        Action::TentToTile { tile: no } => t!("ds-act-tent-to-tile", tile = tile(no)),
        Action::RecallTents => t!("ds-act-recall-tents"),
        Action::Recall { tile: no } => t!("ds-act-recall", tile = tile(no)),
        Action::RecallDone => t!("ds-act-recall-done"),
        Action::Hit { victim } => t!("ds-act-hit", name = seats(victim as usize)),
        Action::Sell(offer) => t!("ds-act-sell", offer = offer_words(offer)),
        Action::Finish => t!("ds-act-finish"),
        Action::Keep { die } => t!("ds-act-keep", die = die_words(state, die)),
        Action::KeepNone => t!("ds-act-keep-none"),
    }
}
