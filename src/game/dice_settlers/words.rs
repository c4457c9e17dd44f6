//! Dice Settlers' events and pieces in words for the log, captions and buttons.

use super::SettlersMatch;
use crate::games::dice_settlers::content::{Bonus, Content, Symbol};
use crate::games::dice_settlers::rules::{Act, Adjustment, Event, Offer, trigger};

/// An action's name as a button shows it ("Recruit").
pub fn act_title(act: Act) -> String {
    title(act.name())
}

/// A symbol's name capitalised ("Navigator").
pub fn symbol_title(symbol: Symbol) -> String {
    title(symbol.name())
}

fn title(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().collect::<String>() + chars.as_str())
}

/// What a tile's bonus gives, as a phrase ("a forest die", "3 points"); empty for none.
pub fn bonus_words(c: &Content, bonus: Bonus, tile_no: u8) -> String {
    match bonus {
        Bonus::Nothing => String::new(),
        Bonus::Die => format!("a {} die", c.tile(tile_no).terrain.die().name()),
        Bonus::Resource(r) => format!("a {}", r.name()),
        Bonus::Tent => "a second tent".into(),
        Bonus::Points(p) => format!("{p} points"),
    }
}

/// A trade offer in words.
pub fn offer_words(offer: Offer) -> String {
    match offer {
        Offer::Same(r) => format!("three {} for 6", r.name()),
        Offer::Different { without } => format!("three different (no {}) for 5", without.name()),
        Offer::Pair(a, b) => format!("{} and {} for 2", a.name(), b.name()),
        Offer::RemoveDie(c) => format!("a {} die out of the game for 3", c.name()),
    }
}

fn tile_words(c: &Content, no: u8) -> String {
    format!("tile {no} ({})", c.tile(no).terrain.name())
}

/// The log line of a rules event (`None` for the ones the table shows otherwise).
pub fn describe(m: &SettlersMatch, e: &Event) -> Option<String> {
    let c = m.state.content();
    let name = |s: u8| m.seat_name(s as usize).to_string();
    let tile_words = |no: u8| tile_words(c, no);
    let with = |bonus: Bonus, no: u8| {
        let b = bonus_words(c, bonus, no);
        if b.is_empty() { String::new() } else { format!(" and takes {b}") }
    };
    Some(match *e {
        Event::StartTilePlaced { seat, no, bonus, .. } => {
            format!("{} starts on {}{}.", name(seat), tile_words(no), with(bonus, no))
        }
        Event::DiceDrawn { seat, count, refilled } => {
            let refill = if refilled { " (the used dice went back into the bag)" } else { "" };
            format!("{} draws {count} dice{refill}.", name(seat))
        }
        Event::DiceRolled { .. } => return None,
        Event::Adjusted { seat, how } => match how {
            Adjustment::Turned { die, value } => {
                let d = m.state.seat(seat as usize).rolled.get(die as usize).copied();
                let symbol = d.map_or("?".into(), |d| c.face(d.color, value).name().to_string());
                format!("{} turns a die to {symbol} with a navigator.", name(seat))
            }
            Adjustment::Rerolled { count } => format!("{} re-rolls {count} dice.", name(seat)),
            Adjustment::DrewTwo => format!("{} spends a resource die to draw two more.", name(seat)),
        },
        Event::Acted { seat, act, symbols } => {
            let spent = if symbols > 0 { format!(" with {symbols} symbols") } else { String::new() };
            format!("{}: {}{spent}.", name(seat), act_title(act))
        }
        Event::Skipped { seat } => format!("{} skips.", name(seat)),
        Event::Recruited { seat, color } => format!("{} recruits a {} die.", name(seat), color.name()),
        Event::TilesDrawn { seat, count } => format!("{} draws {count} tiles from the stack.", name(seat)),
        Event::TilePlaced { seat, no, bonus, .. } => {
            format!("{} explores {}{}.", name(seat), tile_words(no), with(bonus, no))
        }
        Event::Followed { seat, no } => format!("{} follows onto tile {no}.", name(seat)),
        Event::TentToBoard { seat } => format!("{} takes a tent onto the board.", name(seat)),
        Event::TentDeployed { seat, no } => format!("{} deploys a tent to {}.", name(seat), tile_words(no)),
        Event::TentRecalled { seat, no } => format!("{} takes a tent back from tile {no}.", name(seat)),
        Event::Raided { seat, victim, no } => {
            format!("{} raids {}'s tent on {}.", name(seat), name(victim), tile_words(no))
        }
        Event::Harvested { seat, resources } => {
            let got: Vec<String> = resources
                .iter()
                .zip(crate::games::dice_settlers::content::Resource::ALL)
                .filter(|(n, _)| **n > 0)
                .map(|(n, r)| format!("{n} {}", r.name()))
                .collect();
            let got = if got.is_empty() { "nothing".to_string() } else { got.join(", ") };
            format!("{} harvests {got}.", name(seat))
        }
        Event::Sold { seat, offer, points } => format!("{} trades {}: +{points}.", name(seat), offer_words(offer)),
        Event::Researched { seat, card } => {
            let tech = &c.techs[card as usize];
            format!("{} researches {} ({} points).", name(seat), tech.name, tech.points)
        }
        Event::FactoryUsed { seat, no } => format!("{} works the factory on tile {no}.", name(seat)),
        Event::HouseBuilt { seat, no } => format!("{} builds a house on {}.", name(seat), tile_words(no)),
        Event::TurnEnded { .. } => return None,
        Event::Kept { seat, color, .. } => format!("{} keeps a {} die for next round.", name(seat), color.name()),
        Event::EndTriggered { round, triggers } => {
            let why: Vec<&str> = trigger::NAMES
                .iter()
                .filter(|(bit, _)| triggers & bit != 0)
                .map(|(_, n)| match *n {
                    "houses" => "a player built every house",
                    "score_tokens" => "the score tokens ran out",
                    "tiles" => "the stack ran out",
                    _ => "a die colour ran out in the supply",
                })
                .collect();
            format!("The end is near ({}): round {} is the last.", why.join(", "), round + 1)
        }
        Event::RoundEnded { round, next_first } => {
            format!("Round {round} is over; {} starts round {}.", name(next_first), round + 1)
        }
        Event::GameOver { .. } => return None,
    })
}
