//! Dice Settlers' events and pieces in words (the player's language) for the log, captions and
//! buttons.

mod actions;
mod errors;
mod events;
mod outcome;
mod phone;
mod spending;

pub use actions::{die_words, turned_face, where_on_map};

use super::DiceSettlers;
use super::content::{Bonus, Content, DieColor, Resource, Symbol, TechDef, Terrain};
use super::rules::{Act, Action, DiceSettlersState, Event, Offer, SettlersError, Step, trigger};
use crate::engine::{SeatNames, Words};
use crate::t;

/// An action's name as a button shows it ("Recruit").
pub fn act_title(act: Act) -> String {
    match act {
        Act::Recruit => symbol_title(Symbol::Recruit),
        Act::Explore => symbol_title(Symbol::Explore),
        Act::Deploy => symbol_title(Symbol::Deploy),
        Act::Raid => symbol_title(Symbol::Raid),
        Act::Harvest => t!("ds-act-harvest"),
        Act::Trade => symbol_title(Symbol::Trade),
        Act::Research => symbol_title(Symbol::Research),
    }
}

/// A symbol's name capitalised ("Navigator").
pub fn symbol_title(symbol: Symbol) -> String {
    match symbol {
        Symbol::Recruit => t!("ds-symbol-recruit"),
        Symbol::Explore => t!("ds-symbol-explore"),
        Symbol::Deploy => t!("ds-symbol-deploy"),
        Symbol::Raid => t!("ds-symbol-raid"),
        Symbol::Research => t!("ds-symbol-research"),
        Symbol::Trade => t!("ds-symbol-trade"),
        Symbol::Navigator => t!("ds-symbol-navigator"),
        Symbol::Gold => t!("ds-symbol-gold"),
        Symbol::Iron => t!("ds-symbol-iron"),
        Symbol::Wood => t!("ds-symbol-wood"),
        Symbol::Food => t!("ds-symbol-food"),
    }
}

/// A terrain in a sentence ("forest").
pub fn terrain_word(terrain: Terrain) -> String {
    match terrain {
        Terrain::Grassland => t!("ds-terrain-grassland"),
        Terrain::Forest => t!("ds-terrain-forest"),
        Terrain::Hills => t!("ds-terrain-hills"),
        Terrain::Mountain => t!("ds-terrain-mountain"),
        Terrain::Desert => t!("ds-terrain-desert"),
    }
}

/// A die's colour in a sentence ("brown").
pub fn die_colour_word(colour: DieColor) -> String {
    match colour {
        DieColor::White => t!("ds-die-white"),
        DieColor::Yellow => t!("ds-die-yellow"),
        DieColor::Green => t!("ds-die-green"),
        DieColor::Brown => t!("ds-die-brown"),
        DieColor::Blue => t!("ds-die-blue"),
        DieColor::Red => t!("ds-die-red"),
    }
}

/// A resource in a sentence ("iron").
pub fn resource_word(resource: Resource) -> String {
    match resource {
        Resource::Gold => t!("ds-resource-gold"),
        Resource::Iron => t!("ds-resource-iron"),
        Resource::Wood => t!("ds-resource-wood"),
        Resource::Food => t!("ds-resource-food"),
    }
}

/// A technology's name: the catalogue's for the box's cards, the content's own for others.
pub fn tech_name(tech: &TechDef) -> String {
    match tech.id.as_str() {
        "granary" => t!("ds-tech-granary"),
        "guild-hall" => t!("ds-tech-guild-hall"),
        "monument" => t!("ds-tech-monument"),
        "market" => t!("ds-tech-market"),
        "workshop" => t!("ds-tech-workshop"),
        "caravan" => t!("ds-tech-caravan"),
        "barracks" => t!("ds-tech-barracks"),
        "forge" => t!("ds-tech-forge"),
        "fortress" => t!("ds-tech-fortress"),
        "wagons" => t!("ds-tech-wagons"),
        "compass" => t!("ds-tech-compass"),
        "roads" => t!("ds-tech-roads"),
        "observatory" => t!("ds-tech-observatory"),
        "school" => t!("ds-tech-school"),
        "academy" => t!("ds-tech-academy"),
        "orchards" => t!("ds-tech-orchards"),
        "pastures" => t!("ds-tech-pastures"),
        "town-charter" => t!("ds-tech-town-charter"),
        _ => tech.name.clone(),
    }
}

/// What a tile's bonus gives, as a phrase ("a forest die", "3 points"); empty for none.
pub fn bonus_words(c: &Content, bonus: Bonus, tile_no: u8) -> String {
    match bonus {
        Bonus::Nothing => String::new(),
        Bonus::Die => t!("ds-bonus-die", colour = die_colour_word(c.tile(tile_no).terrain.die())),
        Bonus::Resource(r) => t!("ds-bonus-resource", resource = resource_word(r)),
        Bonus::Tent => t!("ds-bonus-tent"),
        Bonus::Points(p) => t!("ds-points", n = p),
    }
}

/// What researching `tech` costs, in words: its research symbols and resources, and the terrain
/// the researcher must hold ("3 research, iron, wood, on forest").
pub fn tech_cost_words(tech: &TechDef) -> String {
    let mut cost = vec![t!("ds-tech-research", n = tech.research)];
    cost.extend(tech.resources.iter().map(|&r| resource_word(r)));
    if let Some(terrain) = tech.terrain {
        cost.push(t!("ds-tech-on", terrain = terrain_word(terrain)));
    }
    cost.join(", ")
}

/// A die colour's six faces in words, alike faces counted ("Recruit, 2× Explore, Gold, …").
pub fn faces_words(c: &Content, colour: DieColor) -> String {
    let mut faces: Vec<(Symbol, u8)> = Vec::new();
    for value in 1..=6 {
        let face = c.face(colour, value);
        match faces.iter_mut().find(|(k, _)| *k == face) {
            Some((_, n)) => *n += 1,
            None => faces.push((face, 1)),
        }
    }
    let words: Vec<String> = faces
        .into_iter()
        .map(|(k, n)| if n == 1 { symbol_title(k) } else { t!("ds-face-count", n = n, symbol = symbol_title(k)) })
        .collect();
    words.join(&t!("ds-faces-sep"))
}

/// A trade offer in words.
pub fn offer_words(offer: Offer) -> String {
    match offer {
        Offer::Same(r) => t!("ds-offer-same", resource = resource_word(r)),
        Offer::Different { without } => t!("ds-offer-different", resource = resource_word(without)),
        Offer::Pair(a, b) => t!("ds-offer-pair", first = resource_word(a), second = resource_word(b)),
        Offer::RemoveDie(c, _) => t!("ds-offer-remove", colour = die_colour_word(c)),
    }
}

/// "tile 12 (forest)".
pub fn tile_words(c: &Content, no: u8) -> String {
    t!("ds-tile", no = no, terrain = terrain_word(c.tile(no).terrain))
}

/// Why the game's end was triggered, in words.
pub(super) fn end_reasons(triggers: u8) -> String {
    let why: Vec<String> = trigger::NAMES
        .iter()
        .filter(|(bit, _)| triggers & bit != 0)
        .map(|(_, n)| match *n {
            "houses" => t!("ds-end-houses"),
            "score_tokens" => t!("ds-end-tokens"),
            "tiles" => t!("ds-end-tiles"),
            _ => t!("ds-end-supply"),
        })
        .collect();
    why.join(", ")
}

/// Whether the explorer is asked about their own new tile (others followed onto it, so the rules
/// let them add a tent too): the same question as a neighbour's, worded for the tile's owner.
pub fn explorer_follows(state: &DiceSettlersState) -> bool {
    !state.is_over() && matches!(state.step(), Step::Follow { .. }) && state.current() == state.turn_seat()
}

/// What the rules ask the seat to act, in the player's language.
pub fn question_words(state: &DiceSettlersState) -> String {
    if explorer_follows(state) { t!("ds-ask-follow-own") } else { asking_words(state.asking()) }
}

/// What the rules core asks for, in the player's language (the core words it in English).
pub fn asking_words(asking: &str) -> String {
    match asking {
        "the game is over" => t!("ds-ask-over"),
        "place a starting tile" => t!("ds-ask-draft"),
        "pick dice for the navigator's re-roll, or roll them" => t!("ds-ask-pick-reroll"),
        "adjust your roll, or say you are ready" => t!("ds-ask-adjust"),
        "take a free action or end your turn" => t!("ds-ask-free-or-end"),
        "choose an action, a free action, or skip" => t!("ds-ask-choose-action"),
        "choose the colour of a recruited die, or finish" => t!("ds-ask-recruit"),
        "choose which drawn tile to place" => t!("ds-ask-choose-tile"),
        "choose where the explored tile goes" => t!("ds-ask-place-tile"),
        "follow onto the new tile, or decline" => t!("ds-ask-follow"),
        "use a deploy symbol, or finish" => t!("ds-ask-deploy"),
        "take back a tent, or stop recalling" => t!("ds-ask-recall"),
        "choose whose tent to raid, or finish" => t!("ds-ask-raid"),
        "choose a trade, or finish" => t!("ds-ask-trade"),
        "pick dice to re-roll" => t!("ds-ask-reroll"),
        "keep one unused die, or none" => t!("ds-ask-keep"),
        other => other.to_string(),
    }
}

impl Words for DiceSettlers {
    fn error_words(_state: &DiceSettlersState, error: &SettlersError, _seats: SeatNames) -> String {
        errors::error_words(error)
    }
    fn opening_words(state: &DiceSettlersState, seats: SeatNames) -> Option<String> {
        Some(t!("ds-log-draft", name = seats(state.current())))
    }
    fn action_words(state: &DiceSettlersState, action: Action, seats: SeatNames) -> String {
        actions::action_words(state, action, seats)
    }
    fn event_words(state: &DiceSettlersState, event: &Event, seats: SeatNames) -> Option<String> {
        events::event_words(state, event, seats)
    }
    fn seat_words(state: &DiceSettlersState, seat: usize, _seats: SeatNames) -> Vec<String> {
        phone::seat_words(state, seat)
    }
    fn action_steps(state: &DiceSettlersState, action: Action, seats: SeatNames) -> Vec<String> {
        phone::action_steps(state, action, seats)
    }
    fn action_outcome(state: &DiceSettlersState, action: Action, seats: SeatNames) -> Option<String> {
        outcome::action_outcome(state, action, seats)
    }
    fn outcome_numbers(state: &DiceSettlersState, action: Action) -> Vec<u32> {
        outcome::outcome_numbers(state, action)
    }
}

#[cfg(test)]
mod tests {
    /// Every sentence the rules core may ask with has its words in the catalogue (English's are
    /// capitalised, so a sentence passed through unchanged shows).
    #[test]
    fn every_question_of_the_core_is_translated() {
        let legal =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/dice_settlers/rules/legal.rs"))
                .expect("the rules' legal.rs");
        let start = legal.find("pub fn asking").expect("the core's asking()");
        let body = &legal[start..start + legal[start..].find("\n    }\n").expect("its end")];
        let asked: Vec<&str> = body.split('"').skip(1).step_by(2).collect();
        assert!(asked.len() >= 15, "{asked:?}");
        for question in asked {
            let words = super::asking_words(question);
            assert_ne!(words, question, "`{question}` has no catalogue message");
        }
    }
}
