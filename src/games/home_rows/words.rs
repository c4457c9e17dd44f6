//! Home Rows in words (`engine::Words`): its actions for the pad and the buttons, its events for
//! the log, the captions and the banners, in the player's language.

use super::HomeRows;
use super::rules::{Action, COLORS, Color, Event, HomeRowsError, HomeRowsState, Side, Source};
use crate::engine::{Game, SeatNames, Words, seats_in};
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
fn describe(state: &HomeRowsState, event: &Event, seats: SeatNames) -> Option<String> {
    let name = |seat: u8| seats(seat as usize);
    Some(match *event {
        Event::Rolled { player, color, value } => {
            t!("hr-log-rolls", name = name(player), die = die_words(color, value))
        }
        Event::Placed { player, row, col, color, value } => {
            let (die, row_word, square) = (die_words(color, value), color_word(COLORS[row as usize]), col + 1);
            match state.home_of(row as usize) {
                Some(owner) => t!(
                    "hr-log-places-home",
                    name = name(player),
                    die = die,
                    row = row_word,
                    square = square,
                    owner = seats(owner)
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
        Event::RoundEnded { round, next_starter } => {
            let scores = state.round_scores().last().copied().unwrap_or_default();
            let list: Vec<String> = (0..state.players()).map(|s| format!("{} {}", seats(s), scores[s])).collect();
            let over = t!("hr-log-round-over", round = round, list = list.join(", "));
            match next_starter {
                Some(s) => {
                    let start = round_start(state, round + 1, seats(s as usize));
                    format!("{over}\n{start}")
                }
                None => over,
            }
        }
        Event::TieBreak { .. } => t!("hr-log-tie-break"),
        Event::GameOver { winners } => {
            let names: Vec<String> = seats_in(winners).into_iter().map(seats).collect();
            t!("hr-log-game-over", names = crate::i18n::join_names(&names))
        }
    })
}

/// One legal action of the seat to act, as the pad and the buttons say it.
fn action(state: &HomeRowsState, action: Action, seats: SeatNames) -> String {
    let neighbour = |side| seats(state.neighbour(state.current(), side));
    match action {
        Action::Roll { color } => t!("pad-hr-roll", colour = color_word(color)),
        Action::Place { row, col, from: None } => {
            t!("pad-hr-place", row = color_word(COLORS[row as usize]), square = col + 1)
        }
        Action::Place { row, col, from: Some(side) } => t!(
            "pad-hr-place-from",
            row = color_word(COLORS[row as usize]),
            square = col + 1,
            name = neighbour(side),
            side = side_word(side)
        ),
        Action::Trade { to } => t!("pad-hr-trade", name = neighbour(to), side = side_word(to)),
    }
}

/// "Round 2 of 3: Anna starts."
fn round_start(state: &HomeRowsState, round: u32, starter: String) -> String {
    t!("hr-log-round-start", round = round, rounds = state.rounds(), name = starter)
}

/// A refusal of the rules as the player reads it.
fn refusal(error: &HomeRowsError) -> String {
    use HomeRowsError::*;
    match *error {
        BadPlayerCount(n) => {
            let (least, most) = (*HomeRows::SEATS.start(), *HomeRows::SEATS.end());
            t!("rules-error-players", game = t!("game-home-rows"), least = least, most = most, n = n)
        }
        BadStarter { starter, players } => t!("rules-error-starter", starter = starter, last = players - 1),
        ColorCount { given, players } => t!("hr-error-colour-count", given = given, players = players),
        ColorTwice(c) => t!("hr-error-colour-twice", colour = color_title(c)),
        GameOver => t!("rules-error-game-over"),
        AwaitingDie => t!("rules-error-dice-first"),
        NotAwaitingDie => t!("rules-error-no-throw"),
        RollFirst => t!("hr-error-roll-first"),
        AlreadyRolled => t!("hr-error-already-rolled"),
        NoDieOfColor(c) => t!("hr-error-no-die-of-colour", colour = color_word(c)),
        WrongDiceCount { got } => t!("rules-error-dice-count", want = 1, got = got),
        BadDieValue(v) => t!("rules-error-die-value", value = v),
        NoSuchSquare { .. } => t!("hr-error-no-square"),
        SquareTaken { .. } => t!("hr-error-square-taken"),
        FromRequired => t!("hr-error-from-required"),
        PotNotEmpty => t!("hr-error-pot-not-empty"),
        NeighbourHasNoDice(side) => t!("hr-error-neighbour-no-dice", side = side_word(side)),
        TradeWithPot => t!("hr-error-trade-with-pot"),
        TradesOff => t!("hr-error-trades-off"),
    }
}

impl Words for HomeRows {
    fn error_words(_state: &HomeRowsState, error: &HomeRowsError, _seats: SeatNames) -> String {
        refusal(error)
    }
    fn opening_words(state: &HomeRowsState, seats: SeatNames) -> Option<String> {
        Some(round_start(state, 1, seats(state.current())))
    }
    fn action_words(state: &HomeRowsState, a: Action, seats: SeatNames) -> String {
        action(state, a, seats)
    }
    fn event_words(state: &HomeRowsState, event: &Event, seats: SeatNames) -> Option<String> {
        describe(state, event, seats)
    }
    fn action_outcome(state: &HomeRowsState, a: Action, seats: SeatNames) -> Option<String> {
        super::outcome::action_outcome(state, a, seats)
    }
    fn outcome_numbers(state: &HomeRowsState, a: Action) -> Vec<u32> {
        super::outcome::outcome_numbers(state, a)
    }
    /// The scoreboard's line of a seat: its total so far, counters, dice held by colour, what its
    /// home row scores now, and the finished rounds' scores.
    fn seat_words(state: &HomeRowsState, seat: usize, _seats: SeatNames) -> Vec<String> {
        let total = state.standing(seat);
        let held: Vec<String> = COLORS
            .iter()
            .map(|&c| (c, state.hand(seat)[c.index()]))
            .filter(|&(_, n)| n > 0)
            .map(|(c, n)| t!("hr-seat-dice-of", colour = color_title(c), n = n))
            .collect();
        let mut lines = vec![
            t!("hr-seat-total", total = total),
            t!("hr-seat-counters", n = state.counters(seat)),
            if held.is_empty() { t!("hr-seat-no-dice") } else { t!("hr-seat-dice", list = held.join(", ")) },
            t!("hr-seat-home", colour = color_title(state.color_of(seat)), score = state.home_row_score(seat)),
        ];
        let rounds: Vec<String> = state.round_scores().iter().map(|r| r[seat].to_string()).collect();
        if !rounds.is_empty() {
            lines.push(t!("hr-seat-rounds", list = rounds.join(" ")));
        }
        lines
    }
    /// A placement's square, then whose counters it takes (when the pot is empty); a roll or a
    /// trade in one tap.
    fn action_steps(state: &HomeRowsState, a: Action, seats: SeatNames) -> Vec<String> {
        let Action::Place { row, col, from } = a else { return vec![action(state, a, seats)] };
        let square = t!("hr-step-place", row = color_word(COLORS[row as usize]), square = col + 1);
        match from {
            None => vec![square],
            Some(side) => {
                let name = seats(state.neighbour(state.current(), side));
                vec![square, t!("hr-step-from", name = name, side = side_word(side))]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Language, catalog, text_in};

    /// The bar's hint after a roll stands on its own (the play-test found "or click a lit square"
    /// trailing the buttons, and alone where there were none): in every language it is the
    /// language's own sentence, opening with a capital where the script has them and closing
    /// with a full stop.
    #[test]
    fn the_bars_click_hint_is_a_whole_sentence_in_every_language() {
        for language in Language::ALL {
            assert!(catalog().has(language, "hr-bar-click-square"), "{}: its own words", language.code());
            let hint = text_in(language, "hr-bar-click-square", &[]);
            let first = hint.chars().next().expect("words");
            assert!(!first.is_lowercase(), "{}: {hint:?} opens in lower case", language.code());
            assert!(hint.ends_with('.') || hint.ends_with('。'), "{}: {hint:?} has no full stop", language.code());
        }
    }
}
