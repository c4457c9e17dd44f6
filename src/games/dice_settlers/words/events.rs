//! Dice Settlers' events in words, for the log and the captions.

use super::{
    act_title, bonus_words, die_colour_word, end_reasons, offer_words, resource_word, symbol_title, tech_name,
    tile_words,
};
use crate::engine::{SeatNames, seats_in};
use crate::games::dice_settlers::content::Resource;
use crate::games::dice_settlers::rules::{Adjustment, DiceSettlersState, Event};
use crate::t;

/// The log line of a rules event (`None` for the ones the table shows otherwise); `state` is the
/// state after the step.
// Long by its table: one arm per rules event, each its sentence.
pub(super) fn event_words(state: &DiceSettlersState, e: &Event, seats: SeatNames) -> Option<String> {
    let c = state.content();
    let name = |s: u8| seats(s as usize);
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
            Adjustment::Turned { value, color, .. } => {
                t!("ds-log-turns", name = name(seat), symbol = symbol_title(c.face(color, value)))
            }
            Adjustment::Rerolled { count } => t!("ds-log-rerolls", name = name(seat), n = count),
            Adjustment::DrewTwo => t!("ds-log-draws-two", name = name(seat)),
            Adjustment::TakenBack { value, color, .. } => t!(
                "ds-log-takes-back",
                name = name(seat),
                colour = die_colour_word(color),
                symbol = symbol_title(c.face(color, value))
            ),
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
        Event::GameOver { winners } => {
            let seats_won = seats_in(winners);
            let names: Vec<String> = seats_won.iter().map(|&s| seats(s)).collect();
            let points = seats_won.first().map_or(0, |&s| state.totals()[s]);
            t!("ds-log-game-over", names = crate::i18n::join_names(&names), points = points)
        }
    })
}
