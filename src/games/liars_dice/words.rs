//! Liar's Dice in words (`engine::Words`): its actions for the pad, the buttons and the phones,
//! its events for the log and the captions, in the player's language. Nothing here says a die
//! under a cup: the log has bids and verdicts (the count found), and a seat's standing shows its
//! own cup only in that seat's own observation (ruling L1).

use super::LiarsDice;
use super::rules::{Action, Call, Event, LiarsDiceError, LiarsDiceState, MAX_SEATS, MIN_SEATS};
use crate::engine::{SeatNames, Words, seats_in};
use crate::t;

/// A bid in words: "5 × 3".
pub fn bid_words(quantity: u8, face: u8) -> String {
    t!("ld-bid", quantity = quantity, face = face)
}

/// One event as a sentence, or `None` for an event the next one says better.
fn describe(state: &LiarsDiceState, event: &Event, seats: SeatNames) -> Option<String> {
    let name = |seat: u8| seats(usize::from(seat));
    Some(match *event {
        Event::Rolled { round } if state.is_palifico() => {
            t!("ld-log-round-palifico", round = round, name = seats(state.starter()))
        }
        Event::Rolled { round } => t!("ld-log-round", round = round, name = seats(state.starter())),
        Event::Bid { seat, quantity, face } => t!("ld-log-bid", name = name(seat), bid = bid_words(quantity, face)),
        Event::Challenge { seat, call, quantity, face, bidder, count, .. } => {
            let (caller, bid, other) = (name(seat), bid_words(quantity, face), name(bidder));
            match call {
                Call::Dudo => t!("ld-log-dudo", name = caller, bid = bid, other = other, count = count),
                Call::Calza => t!("ld-log-calza", name = caller, bid = bid, other = other, count = count),
            }
        }
        Event::DieLost { seat, left } => t!("ld-log-die-lost", name = name(seat), left = left),
        Event::DieGained { seat, held } => t!("ld-log-die-gained", name = name(seat), held = held),
        Event::Out { seat, .. } => t!("ld-log-out", name = name(seat)),
        Event::RoundEnded { next_starter: Some(seat), palifico: true, .. } => {
            t!("ld-log-palifico-next", name = name(seat))
        }
        Event::RoundEnded { .. } => return None,
        Event::GameOver { winners } => {
            let names: Vec<String> = seats_in(winners).into_iter().map(seats).collect();
            t!("ld-log-game-over", names = crate::i18n::join_names(&names))
        }
    })
}

/// One legal action of the seat to act, as the pad and the buttons say it.
fn action(state: &LiarsDiceState, action: Action, seats: SeatNames) -> String {
    let standing = state.bid().map(|b| (seats(usize::from(b.seat)), bid_words(b.quantity, b.face)));
    match (action, standing) {
        (Action::Bid { quantity, face }, _) => t!("ld-act-bid", bid = bid_words(quantity, face)),
        (Action::Dudo, Some((other, bid))) => t!("ld-act-dudo", other = other, bid = bid),
        (Action::Calza, Some((other, bid))) => t!("ld-act-calza", other = other, bid = bid),
        (Action::Dudo, None) => t!("ld-act-dudo-none"),
        (Action::Calza, None) => t!("ld-act-calza-none"),
    }
}

/// A refusal of the rules as the player reads it (never the console's command).
fn refusal(error: &LiarsDiceError, seats: SeatNames) -> String {
    use LiarsDiceError::*;
    match *error {
        BadPlayerCount(n) => {
            t!("rules-error-players", game = t!("game-liars-dice"), least = MIN_SEATS, most = MAX_SEATS, n = n)
        }
        BadStarter { starter, players } => t!("rules-error-starter", starter = starter, last = players - 1),
        GameOver => t!("rules-error-game-over"),
        RollFirst => t!("ld-error-roll-first"),
        NotRolling => t!("ld-error-not-rolling"),
        WrongDiceCount { seat, want, got } => t!("ld-error-dice-count", name = seats(seat), want = want, got = got),
        BadDieValue(v) => t!("rules-error-die-value", value = v),
        BadFace(v) => t!("ld-error-face", face = v),
        NoQuantity => t!("ld-error-no-quantity"),
        AboveDiceInPlay { quantity, in_play } => t!("ld-error-above-in-play", quantity = quantity, in_play = in_play),
        OpeningOnOnes => t!("ld-error-opening-ones"),
        NotARaise { quantity, face, least: Some(least) } => {
            t!("ld-error-not-a-raise", bid = bid_words(quantity, face), least = bid_words(least, face))
        }
        NotARaise { quantity, face, least: None } => t!("ld-error-not-a-raise-none", bid = bid_words(quantity, face)),
        PalificoFace { face } => t!("ld-error-palifico-face", face = face),
        NoBidYet => t!("ld-error-no-bid"),
        CalzaOff => t!("ld-error-calza-off"),
        CalzaTooFewSeats => t!("ld-error-calza-seats"),
        CalzaOwnBid => t!("ld-error-calza-own"),
    }
}

impl Words for LiarsDice {
    fn error_words(_state: &LiarsDiceState, error: &LiarsDiceError, seats: SeatNames) -> String {
        refusal(error, seats)
    }
    fn opening_words(_state: &LiarsDiceState, _seats: SeatNames) -> Option<String> {
        Some(t!("ld-log-opening"))
    }
    fn action_words(state: &LiarsDiceState, a: Action, seats: SeatNames) -> String {
        action(state, a, seats)
    }
    fn event_words(state: &LiarsDiceState, event: &Event, seats: SeatNames) -> Option<String> {
        describe(state, event, seats)
    }
    fn action_outcome(state: &LiarsDiceState, a: Action, seats: SeatNames) -> Option<String> {
        super::outcome::action_outcome(state, a, seats)
    }
    fn outcome_numbers(state: &LiarsDiceState, a: Action) -> Vec<u32> {
        super::outcome::outcome_numbers(state, a)
    }
    /// The standing bid, and whose it is.
    fn standing_words(state: &LiarsDiceState, seats: SeatNames) -> Option<String> {
        let b = state.bid()?;
        Some(t!("ld-standing", name = seats(usize::from(b.seat)), bid = bid_words(b.quantity, b.face)))
    }
    /// A seat's dice held (or its place once out, or the win), and, in that seat's own view
    /// only, the dice under its cup.
    fn seat_words(state: &LiarsDiceState, seat: usize, _seats: SeatNames) -> Vec<String> {
        if state.is_out(seat) {
            return vec![t!("ld-seat-out", place = state.places()[seat])];
        }
        let mut lines = vec![t!("ld-seat-dice", n = state.count(seat))];
        let cup = Self::own_dice(state, seat);
        if !cup.is_empty() {
            let dice: Vec<String> = cup.iter().map(u8::to_string).collect();
            lines.push(t!("ld-seat-cup", dice = dice.join(" ")));
        }
        if state.is_over() {
            lines.push(t!("ld-seat-winner"));
        }
        lines
    }
    /// The dice under the seat's own cup once thrown, in its own observation only (L1).
    fn own_dice(state: &LiarsDiceState, seat: usize) -> Vec<u8> {
        if state.viewer() == Some(seat) && state.has_thrown(seat) { state.dice(seat).to_vec() } else { Vec::new() }
    }
    /// A bid in two taps, its quantity then its face (the phone and the bar list each step once,
    /// in the legal order, which gives the quantities lowest first); a call in one.
    fn action_steps(state: &LiarsDiceState, a: Action, seats: SeatNames) -> Vec<String> {
        match a {
            Action::Bid { quantity, face } => {
                vec![t!("ld-step-quantity", quantity = quantity), t!("ld-act-bid", bid = bid_words(quantity, face))]
            }
            _ => vec![action(state, a, seats)],
        }
    }
}
