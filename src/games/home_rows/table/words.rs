//! Home Rows' events in words for the log, the captions and the banners.

use super::HomeRowsMatch;
use crate::games::home_rows::rules::{COLORS, Color, Event, Side, Source};
use crate::t;

/// "Red", "Yellow", … for headings and buttons.
pub fn color_title(color: Color) -> String {
    match color {
        Color::Red => t!("colour-red"),
        Color::Yellow => t!("colour-yellow"),
        Color::Green => t!("colour-green"),
        Color::Blue => t!("colour-blue"),
    }
}

/// "red", "yellow", … inside a sentence.
pub fn color_word(color: Color) -> String {
    match color {
        Color::Red => t!("hr-colour-red"),
        Color::Yellow => t!("hr-colour-yellow"),
        Color::Green => t!("hr-colour-green"),
        Color::Blue => t!("hr-colour-blue"),
    }
}

/// A die in words: "red 5".
pub fn die_words(color: Color, value: u8) -> String {
    t!("hr-die", colour = color_word(color), value = value)
}

/// "left" or "right".
pub fn side_word(side: Side) -> String {
    match side {
        Side::Left => t!("hr-side-left"),
        Side::Right => t!("hr-side-right"),
    }
}

/// A counter or counters.
pub fn counters(n: u8) -> String {
    t!("hr-counters", n = n)
}

/// One event as a sentence, or `None` for events that the next one says better.
pub fn describe(m: &HomeRowsMatch, event: &Event) -> Option<String> {
    let name = |seat: u8| m.seat_name(seat as usize).to_string();
    Some(match *event {
        Event::Rolled { player, color, value } => {
            t!("hr-log-rolls", name = name(player), die = die_words(color, value))
        }
        Event::Placed { player, row, col, color, value } => {
            let (die, row_word, square) = (die_words(color, value), color_word(COLORS[row as usize]), col + 1);
            match m.state.home_of(row as usize) {
                Some(owner) => t!(
                    "hr-log-places-home",
                    name = name(player),
                    die = die,
                    row = row_word,
                    square = square,
                    owner = m.seat_name(owner)
                ),
                None => t!("hr-log-places", name = name(player), die = die, row = row_word, square = square),
            }
        }
        Event::Took { player, from: Source::Pot, counters: n } => {
            t!("hr-log-takes-pot", name = name(player), counters = counters(n))
        }
        Event::Took { player, from: Source::Seat(other), counters: n } => {
            t!("hr-log-takes-from", name = name(player), counters = counters(n), other = name(other))
        }
        Event::Took { player, from: Source::Nobody, .. } => t!("hr-log-takes-nothing", name = name(player)),
        Event::Traded { player, to, value, counters: n } => {
            t!("hr-log-trade", name = name(player), value = value, to = name(to), counters = counters(n))
        }
        Event::TurnPassed { player } => t!("hr-log-passes", name = name(player)),
        Event::TradesOff => t!("hr-log-trades-off"),
        Event::RoundEnded { round, .. } => {
            let scores = m.state.round_scores().last().copied().unwrap_or_default();
            let list: Vec<String> =
                (0..m.state.players()).map(|s| format!("{} {}", m.seat_name(s), scores[s])).collect();
            t!("hr-log-round-over", round = round, list = list.join(", "))
        }
        Event::TieBreak { .. } => t!("hr-log-tie-break"),
        Event::GameOver { .. } => return None,
    })
}
