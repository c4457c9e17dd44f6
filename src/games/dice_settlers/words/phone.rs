//! Dice Settlers on a phone: a seat's standing in short lines, and each legal action as taps,
//! grouped as the table's action bar groups them: by kind first (an adjustment, the main action by
//! its symbol, a free action, a trade's offer), then its target (a die, a tile, a technology),
//! then any detail. The draft and the steps of an action name their target first.

use super::actions::{action_words, beside, die_words, effect_words, paid, turned_face};
use super::{
    act_title, bonus_words, die_colour_word, resource_word, symbol_title, tech_cost_words, tech_name, tile_words,
};
use crate::engine::SeatNames;
use crate::games::dice_settlers::content::{Factory, Resource, Symbol};
use crate::games::dice_settlers::rules::{Act, Action, DiceSettlersState, Offer, recruited_for};
use crate::t;

/// `seat`'s standing, as the table's side panel shows it: points as they stand, resources,
/// houses, tents, dice, and what it rolled and researched when it has any.
pub(super) fn seat_words(state: &DiceSettlersState, seat: usize) -> Vec<String> {
    let st = state.seat(seat);
    let resources: Vec<String> =
        Resource::ALL.iter().map(|&r| format!("{} {}", resource_word(r), st.resources[r.index()])).collect();
    let (bag, used): (u8, u8) = (st.bag.iter().sum(), st.used.iter().sum());
    let mut lines = vec![
        t!("ds-points", n = state.totals()[seat]),
        t!("ds-seat-resources", list = resources.join(" · ")),
        t!("ds-seat-houses", n = st.houses),
        t!("ds-seat-tents", map = state.tents_on_map(seat), board = st.board),
        t!("ds-seat-dice", bag = bag, used = used, draw = state.track(seat)),
    ];
    let c = state.content();
    let rolled: Vec<String> = st.rolled.iter().filter_map(|d| d.symbol(c)).map(symbol_title).collect();
    if !rolled.is_empty() {
        lines.push(t!("ds-seat-rolled", list = rolled.join(", ")));
    }
    let techs: Vec<String> = (0..c.techs.len()).filter(|&i| st.owns(i)).map(|i| tech_name(&c.techs[i])).collect();
    if !techs.is_empty() {
        lines.push(t!("ds-seat-techs", list = techs.join(", ")));
    }
    lines
}

/// The taps that pick `action` of the seat to act.
pub(super) fn action_steps(state: &DiceSettlersState, action: Action, seats: SeatNames) -> Vec<String> {
    let c = state.content();
    let tile = |no: u8| tile_words(c, no);
    let spend = |act: Act, s: u8, what: String| {
        vec![act_title(act), t!("ds-step-spend", what = what, symbols = t!("ds-symbols", n = s))]
    };
    match action {
        Action::StartTile { index, at } => {
            let no = state.hand().get(index as usize).copied().unwrap_or(0);
            let mut steps = vec![t!("ds-step-start", tile = tile(no))];
            steps.extend(spot(state, at));
            steps
        }
        Action::Turn { die, value, .. } => vec![
            symbol_title(Symbol::Navigator),
            t!("ds-step-turn", die = die_words(state, die)),
            t!("ds-bar-turn-to", symbol = turned_face(state, die, value)),
        ],
        // The last tap says which die (or card) pays, as the TV's button does.
        Action::NavigatorReroll { payer } => {
            vec![symbol_title(Symbol::Navigator), paid(state, action, payer, t!("ds-step-navigator-reroll"))]
        }
        Action::ResourceReroll { die, payer } => {
            let reroll = t!("ds-step-reroll", die = die_words(state, die));
            vec![t!("ds-step-resource-die"), paid(state, action, payer, reroll)]
        }
        Action::ResourceDraw { payer } => {
            vec![t!("ds-step-resource-die"), paid(state, action, payer, t!("ds-step-resource-draw"))]
        }
        Action::Recruit { symbols } => {
            spend(Act::Recruit, symbols, t!("ds-new-dice", n = recruited_for(symbols).unwrap_or(0)))
        }
        Action::Explore { symbols } => spend(Act::Explore, symbols, t!("ds-draw-tiles", n = symbols)),
        Action::Deploy { symbols } => spend(Act::Deploy, symbols, t!("ds-tent-moves", n = symbols)),
        Action::Raid { tile: no, symbols } => {
            vec![act_title(Act::Raid), t!("ds-on-tile", tile = tile(no)), t!("ds-symbols", n = symbols)]
        }
        Action::Trade { symbols } => spend(Act::Trade, symbols, t!("ds-trades", n = symbols)),
        Action::Research { card } => {
            let tech = &c.techs[card as usize];
            let gives =
                t!("ds-step-tech-gives", points = t!("ds-points", n = tech.points), effect = effect_words(tech.effect));
            // The last tap says what it spends, as the TV's button does.
            let last = t!("ds-act-spends", action = gives, cost = tech_cost_words(tech));
            vec![act_title(Act::Research), tech_name(tech), last]
        }
        Action::Factory { tile: no } => {
            let made = match c.tile(no).factory {
                Some(Factory::Resource(r)) => t!("ds-factory-makes", resource = resource_word(r)),
                Some(Factory::Points(p)) => t!("ds-points", n = p),
                None => return vec![action_words(state, action, seats)],
            };
            vec![t!("ds-step-free"), t!("ds-step-factory", tile = tile(no)), t!("ds-step-factory-gives", made = made)]
        }
        Action::Control { tile: no } => {
            vec![t!("ds-step-free"), t!("ds-step-control", tile = tile(no)), t!("ds-step-control-gives")]
        }
        Action::ChooseTile { index } => {
            let no = state.drawn().get(index as usize).copied().unwrap_or(0);
            let t = c.tile(no);
            let star = match bonus_words(c, t.bonus, no) {
                b if b.is_empty() => t!("ds-step-star", high = t.high, low = t.low),
                b => t!("ds-step-star-bonus", high = t.high, low = t.low, bonus = b),
            };
            vec![t!("ds-step-keep-tile", tile = tile(no)), star]
        }
        Action::PlaceTile { at } if beside(state, at).is_some() => spot(state, at),
        Action::TentToTile { tile: no } => vec![t!("ds-step-tent-from-board"), t!("ds-step-to-tile", tile = tile(no))],
        Action::Recall { tile: no } => vec![t!("ds-step-recall"), t!("ds-step-from-tile", tile = tile(no))],
        Action::Sell(offer) => sell(offer),
        Action::Keep { die } => vec![t!("ds-step-keep"), die_words(state, die)],
        _ => vec![action_words(state, action, seats)],
    }
}

/// A spot of the map in two taps: the placed tile it is named by, then the side of it; in one on
/// an empty map.
fn spot(state: &DiceSettlersState, at: crate::games::dice_settlers::rules::Hex) -> Vec<String> {
    match beside(state, at) {
        Some((side, no)) => {
            vec![t!("ds-step-beside", tile = tile_words(state.content(), no)), t!("ds-step-side", side = side)]
        }
        None => vec![t!("ds-where-middle")],
    }
}

/// A trade's offer: its kind and points, then what it pays.
fn sell(offer: Offer) -> Vec<String> {
    match offer {
        Offer::Same(r) => vec![t!("ds-step-sell-same"), resource_word(r)],
        Offer::Different { without } => {
            vec![t!("ds-step-sell-different"), t!("ds-step-without", resource = resource_word(without))]
        }
        Offer::Pair(a, b) => {
            vec![t!("ds-step-sell-pair"), t!("ds-step-pair", first = resource_word(a), second = resource_word(b))]
        }
        Offer::RemoveDie(colour, _) => {
            vec![t!("ds-step-sell-remove"), t!("ds-step-die-colour", colour = die_colour_word(colour))]
        }
    }
}
