//! Dice Settlers' events and pieces in words (the player's language) for the log, captions and
//! buttons.

use super::SettlersMatch;
use crate::games::dice_settlers::content::{Bonus, Content, DieColor, Resource, Symbol, TechDef, Terrain};
use crate::games::dice_settlers::rules::{Act, Adjustment, Event, Offer, trigger};
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

/// A trade offer in words.
pub fn offer_words(offer: Offer) -> String {
    match offer {
        Offer::Same(r) => t!("ds-offer-same", resource = resource_word(r)),
        Offer::Different { without } => t!("ds-offer-different", resource = resource_word(without)),
        Offer::Pair(a, b) => t!("ds-offer-pair", first = resource_word(a), second = resource_word(b)),
        Offer::RemoveDie(c) => t!("ds-offer-remove", colour = die_colour_word(c)),
    }
}

/// "tile 12 (forest)".
pub fn tile_words(c: &Content, no: u8) -> String {
    t!("ds-tile", no = no, terrain = terrain_word(c.tile(no).terrain))
}

/// Why the game's end was triggered, in words.
fn end_reasons(triggers: u8) -> String {
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

/// The log line of a rules event (`None` for the ones the table shows otherwise).
pub fn describe(m: &SettlersMatch, e: &Event) -> Option<String> {
    let c = m.state.content();
    let name = |s: u8| m.seat_name(s as usize).to_string();
    let tile = |no: u8| tile_words(c, no);
    Some(match *e {
        Event::StartTilePlaced { seat, no, bonus, .. } => match bonus_words(c, bonus, no) {
            b if b.is_empty() => t!("ds-log-starts-on", name = name(seat), tile = tile(no)),
            b => t!("ds-log-starts-on-bonus", name = name(seat), tile = tile(no), bonus = b),
        },
        Event::DiceDrawn { seat, count, refilled } if refilled => {
            t!("ds-log-draws-refill", name = name(seat), n = count)
        }
        Event::DiceDrawn { seat, count, .. } => t!("ds-log-draws", name = name(seat), n = count),
        Event::DiceRolled { .. } => return None,
        Event::Adjusted { seat, how } => match how {
            Adjustment::Turned { die, value } => {
                let d = m.state.seat(seat as usize).rolled.get(die as usize).copied();
                let symbol = d.map_or("?".into(), |d| symbol_title(c.face(d.color, value)));
                t!("ds-log-turns", name = name(seat), symbol = symbol)
            }
            Adjustment::Rerolled { count } => t!("ds-log-rerolls", name = name(seat), n = count),
            Adjustment::DrewTwo => t!("ds-log-draws-two", name = name(seat)),
        },
        Event::Acted { seat, act, symbols } if symbols > 0 => {
            t!("ds-log-acts-with", name = name(seat), act = act_title(act), n = symbols)
        }
        Event::Acted { seat, act, .. } => t!("ds-log-acts", name = name(seat), act = act_title(act)),
        Event::Skipped { seat } => t!("ds-log-skips", name = name(seat)),
        Event::Recruited { seat, color } => t!("ds-log-recruits", name = name(seat), colour = die_colour_word(color)),
        Event::TilesDrawn { seat, count } => t!("ds-log-tiles-drawn", name = name(seat), n = count),
        Event::TilePlaced { seat, no, bonus, .. } => match bonus_words(c, bonus, no) {
            b if b.is_empty() => t!("ds-log-explores", name = name(seat), tile = tile(no)),
            b => t!("ds-log-explores-bonus", name = name(seat), tile = tile(no), bonus = b),
        },
        Event::Followed { seat, no } => t!("ds-log-follows", name = name(seat), no = no),
        Event::TentToBoard { seat } => t!("ds-log-tent-to-board", name = name(seat)),
        Event::TentDeployed { seat, no } => t!("ds-log-deploys", name = name(seat), tile = tile(no)),
        Event::TentRecalled { seat, no } => t!("ds-log-recalls", name = name(seat), no = no),
        Event::Raided { seat, victim, no } => {
            t!("ds-log-raids", name = name(seat), victim = name(victim), tile = tile(no))
        }
        Event::Harvested { seat, resources } => {
            let got: Vec<String> = resources
                .iter()
                .zip(Resource::ALL)
                .filter(|(n, _)| **n > 0)
                .map(|(n, r)| format!("{n} {}", resource_word(r)))
                .collect();
            if got.is_empty() {
                t!("ds-log-harvests-nothing", name = name(seat))
            } else {
                t!("ds-log-harvests", name = name(seat), got = got.join(", "))
            }
        }
        Event::Sold { seat, offer, points } => {
            t!("ds-log-sells", name = name(seat), offer = offer_words(offer), points = points)
        }
        Event::Researched { seat, card } => {
            let tech = &c.techs[card as usize];
            t!(
                "ds-log-researches",
                name = name(seat),
                tech = tech_name(tech),
                points = t!("ds-points", n = tech.points)
            )
        }
        Event::FactoryUsed { seat, no } => t!("ds-log-factory", name = name(seat), no = no),
        Event::HouseBuilt { seat, no } => t!("ds-log-house", name = name(seat), tile = tile(no)),
        Event::TurnEnded { .. } => return None,
        Event::Kept { seat, color, .. } => t!("ds-log-keeps", name = name(seat), colour = die_colour_word(color)),
        Event::EndTriggered { round, triggers } => {
            t!("ds-log-end-near", why = end_reasons(triggers), round = round + 1)
        }
        Event::RoundEnded { round, next_first } => {
            t!("ds-log-round-over", round = round, name = name(next_first), next = round + 1)
        }
        Event::GameOver { .. } => return None,
    })
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
