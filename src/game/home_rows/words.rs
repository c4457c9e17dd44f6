//! Home Rows' events in words for the log, the captions and the banners.

use super::HomeRowsMatch;
use crate::games::home_rows::rules::{COLORS, Color, Event, Source};

/// "Red", "Yellow", … for headings.
pub fn color_title(color: Color) -> &'static str {
    match color {
        Color::Red => "Red",
        Color::Yellow => "Yellow",
        Color::Green => "Green",
        Color::Blue => "Blue",
    }
}

/// A counter or counters.
fn counters(n: u8) -> String {
    if n == 1 { "1 counter".into() } else { format!("{n} counters") }
}

/// One event as a sentence, or `None` for events that the next one says better.
pub fn describe(m: &HomeRowsMatch, event: &Event) -> Option<String> {
    let name = |seat: u8| m.seat_name(seat as usize).to_string();
    Some(match *event {
        Event::Rolled { player, color, value } => format!("{} rolls a {} {value}.", name(player), color.name()),
        Event::Placed { player, row, col, color, value } => {
            let home = m.state.home_of(row as usize).map(|s| format!(" ({}'s home row)", m.seat_name(s)));
            format!(
                "{} places the {} {value} on the {} row, square {}{}.",
                name(player),
                color.name(),
                COLORS[row as usize].name(),
                col + 1,
                home.unwrap_or_default()
            )
        }
        Event::Took { player, from: Source::Pot, counters: n } => {
            format!("{} takes {} from the pot.", name(player), counters(n))
        }
        Event::Took { player, from: Source::Seat(other), counters: n } => {
            format!("{} takes {} from {}.", name(player), counters(n), name(other))
        }
        Event::Took { player, from: Source::Nobody, .. } => {
            format!("The pot is empty and no neighbour holds a die: {} takes nothing.", name(player))
        }
        Event::Traded { player, to, value, counters: n } => {
            format!("{} forces a trade: the {value} goes to {}, who pays {}.", name(player), name(to), counters(n))
        }
        Event::TurnPassed { player } => format!("{} holds no dice and passes.", name(player)),
        Event::TradesOff => "Ten turns without a placement: trades are off until the round ends.".into(),
        Event::RoundEnded { round, .. } => {
            let scores = m.state.round_scores().last().copied().unwrap_or_default();
            let list: Vec<String> =
                (0..m.state.players()).map(|s| format!("{} {}", m.seat_name(s), scores[s])).collect();
            format!("Round {round} is over. Home rows score: {}.", list.join(", "))
        }
        Event::TieBreak { .. } => "A tie for the lowest total: one more round.".into(),
        Event::GameOver { .. } => return None,
    })
}
