//! Royal Casino in words (`engine::Words`): its actions for the pad and the buttons, its events
//! for the log and the banners, and the standard faces' names, in the player's language (a
//! player's own face keeps the name it was given).

use super::RoyalCasino;
use super::rules::{Action, Event, Face, GameState, MAX_THROWS, Misfit, RulesError, TurnEndReason};
use crate::engine::{Game, SeatNames, Words, seats_in};
use crate::t;

/// The rows' letters, top to bottom (rows 0–5).
pub const ROW_LETTERS: [char; 6] = ['A', 'B', 'C', 'D', 'E', 'F'];

/// Row `row`'s letter.
pub fn row_letter(row: u8) -> String {
    ROW_LETTERS[row as usize].to_string()
}

/// A face's name as the player reads it.
pub fn face_name(face: &Face) -> String {
    match (face.id.as_ref(), face.name.as_ref()) {
        ("01a", "First Night") => t!("rc-face-01a"),
        ("01b", "Lucky Sevens") => t!("rc-face-01b"),
        ("02a", "Green Baize") => t!("rc-face-02a"),
        ("02b", "High Roller") => t!("rc-face-02b"),
        ("03a", "The Ladder") => t!("rc-face-03a"),
        ("03b", "Twin Tables") => t!("rc-face-03b"),
        ("04a", "Midnight") => t!("rc-face-04a"),
        ("04b", "Snake Eyes") => t!("rc-face-04b"),
        ("05a", "Full House") => t!("rc-face-05a"),
        ("05b", "Long Night") => t!("rc-face-05b"),
        ("06a", "Pairs") => t!("rc-face-06a"),
        ("06b", "The Crown") => t!("rc-face-06b"),
        ("07a", "Long Odds") => t!("rc-face-07a"),
        ("07b", "Casino Royale") => t!("rc-face-07b"),
        ("08a", "Quiet Corner") => t!("rc-face-08a"),
        ("08b", "Grand Finale") => t!("rc-face-08b"),
        _ => face.name.to_string(),
    }
}

/// Why a die does not fit a row, inside a sentence.
fn misfit_words(why: Misfit) -> String {
    match why {
        Misfit::RowFull => t!("rc-misfit-row-full"),
        Misfit::NeedsPip(p) => t!("rc-misfit-needs-pip", value = p),
        Misfit::RedMustDiffer(g) => t!("rc-misfit-red-differ", value = g),
        Misfit::SecondRedNeeds(r) => t!("rc-misfit-second-red", value = r),
        Misfit::StarNeeds(v) => t!("rc-misfit-star-needs", value = v),
    }
}

/// A refusal of the rules as the player reads it.
fn refusal(error: &RulesError) -> String {
    use RulesError::*;
    match *error {
        BadPlayerCount(n) => {
            let (least, most) = (*RoyalCasino::SEATS.start(), *RoyalCasino::SEATS.end());
            t!("rules-error-players", game = t!("game-royal-casino"), least = least, most = most, n = n)
        }
        BadStarter { starter, players } => t!("rules-error-starter", starter = starter, last = players - 1),
        EmptyStack => t!("rc-error-empty-stack"),
        StackCannotComplete { dice_in_play } => t!("rc-error-stack-cannot-complete", dice = dice_in_play),
        GameOver => t!("rules-error-game-over"),
        AwaitingDice => t!("rules-error-dice-first"),
        NotAwaitingDice => t!("rules-error-no-throw"),
        ThrowFirst => t!("rc-error-throw-first"),
        MustPlace => t!("rc-error-must-place"),
        ThrowLimit => t!("rc-error-throw-limit", throws = MAX_THROWS),
        WrongDiceCount { expected, got } => t!("rules-error-dice-count", want = expected, got = got),
        BadDieValue(v) => t!("rules-error-die-value", value = v),
        NoSuchRow(_) => t!("rc-error-no-row"),
        NotInThrow { value } => t!("rc-error-not-in-throw", value = value),
        DoesNotFit { value, row, why } => {
            t!("rc-error-does-not-fit", value = value, row = row_letter(row), why = misfit_words(why))
        }
    }
}

impl Words for RoyalCasino {
    fn error_words(_state: &GameState, error: &RulesError, _seats: SeatNames) -> String {
        refusal(error)
    }
    fn opening_words(state: &GameState, seats: SeatNames) -> Option<String> {
        let face = face_name(state.face());
        Some(t!("rc-log-next-round", next = state.round(), face = face, name = seats(state.current())))
    }

    fn decision_words(before: &GameState, seat: usize, action: Action, seats: SeatNames) -> Option<String> {
        match action {
            Action::Throw if before.throws() > 0 => Some(t!("rc-log-throws-again", name = seats(seat))),
            Action::Throw | Action::Stop => None,
            Action::Place { value, row } => {
                Some(t!("rc-log-places", name = seats(seat), v = value, row = row_letter(row)))
            }
        }
    }

    fn chance_words(before: &GameState, values: &[u8], seats: SeatNames) -> Option<String> {
        let mut sorted = values.to_vec();
        sorted.sort_unstable();
        let list: Vec<String> = sorted.iter().map(u8::to_string).collect();
        Some(t!("rc-log-throws", name = seats(before.current()), values = list.join(" ")))
    }

    fn action_words(state: &GameState, action: Action, _seats: SeatNames) -> String {
        match action {
            Action::Throw if state.throws() == 0 => t!("pad-rc-throw"),
            Action::Throw => t!("pad-rc-throw-again"),
            Action::Place { value, row } => t!("pad-rc-place", v = value, row = row_letter(row)),
            Action::Stop => t!("pad-rc-stop"),
        }
    }

    /// Points and dice held; for the seat in turn, its throw so far and the dice left to place.
    fn seat_words(state: &GameState, seat: usize, _seats: SeatNames) -> Vec<String> {
        let player = state.players()[seat];
        let mut lines = vec![t!("rc-seat-points", points = player.points), t!("rc-seat-dice", dice = player.dice)];
        if seat == state.current() && !state.is_over() && state.throws() > 0 {
            let left = MAX_THROWS.saturating_sub(state.throws());
            lines.push(t!("rc-seat-throw", n = state.throws(), most = MAX_THROWS, left = left));
            if !state.throw().is_empty() {
                let values: Vec<String> = state.throw().iter().map(u8::to_string).collect();
                lines.push(t!("rc-seat-to-place", values = values.join(" ")));
            }
        }
        lines
    }

    /// A placement: what it settles (the TV's warning says a paying one in these words) or how
    /// far it fills the row; a throw: how many dice fly and how many throws are left after it; a
    /// stop: the unplaced dice that go back. All from the rules core (`settles`, the action
    /// applied to a copy).
    fn action_outcome(state: &GameState, action: Action, _seats: SeatNames) -> Option<String> {
        let mut after = state.clone();
        after.apply(action).ok()?;
        Some(match action {
            Action::Place { value, row } => match state.settles(value, usize::from(row)) {
                Some(points) if points >= 0 => t!("rc-outcome-gains", row = row_letter(row), points = points),
                Some(paid) => t!("rc-pay-one", v = value, row = row_letter(row), paid = -paid),
                None => {
                    let r = after.rows()[usize::from(row)];
                    t!("rc-outcome-open", row = row_letter(row), filled = r.filled().len(), squares = r.spec.len)
                }
            },
            Action::Throw => {
                let left = MAX_THROWS.saturating_sub(after.throws());
                t!("rc-outcome-throw", dice = after.dice_in_air(), left = left)
            }
            Action::Stop => {
                let seat = state.current();
                let back = after.players()[seat].dice.saturating_sub(state.players()[seat].dice);
                t!("rc-outcome-stop", dice = back)
            }
        })
    }

    /// A placement that leaves its row open names how many of the row's squares are filled then.
    fn outcome_numbers(state: &GameState, action: Action) -> Vec<u32> {
        let mut after = state.clone();
        match (action, after.apply(action)) {
            (Action::Place { row, .. }, Ok(_)) => after
                .rows()
                .get(usize::from(row))
                .map_or_else(Vec::new, |r| vec![r.filled().len() as u32, u32::from(r.spec.len)]),
            _ => Vec::new(),
        }
    }

    /// A placement in two taps, the value then the row; a throw or a stop in one.
    fn action_steps(state: &GameState, action: Action, seats: SeatNames) -> Vec<String> {
        match action {
            Action::Place { value, row } => {
                vec![t!("rc-step-place", v = value), t!("rc-step-row", row = row_letter(row))]
            }
            _ => vec![Self::action_words(state, action, seats)],
        }
    }

    /// A round's end says the next round's face and starter on a second line (the banner shows
    /// both lines, the log each on its own, as in every game).
    fn event_words(state: &GameState, event: &Event, seats: SeatNames) -> Option<String> {
        Some(match *event {
            Event::RowCompleted { row, player, delta } if delta >= 0 => {
                t!("rc-log-gains", name = seats(player as usize), row = row_letter(row), points = delta)
            }
            Event::RowCompleted { row, player, delta } => {
                t!("rc-log-pays", name = seats(player as usize), row = row_letter(row), points = -delta)
            }
            Event::TurnEnded { player, reason } => {
                let name = seats(player as usize);
                match reason {
                    TurnEndReason::Stopped => t!("rc-log-stops", name = name),
                    TurnEndReason::NoFit => t!("rc-log-no-fit", name = name),
                    TurnEndReason::AllPlaced => t!("rc-log-all-placed", name = name),
                    TurnEndReason::ThrowLimit => t!("rc-log-throw-limit", name = name),
                    TurnEndReason::RoundEnd => t!("rc-log-round-end", name = name),
                }
            }
            Event::RoundEnded { .. } if state.is_over() => return None,
            Event::RoundEnded { round, dead, .. } => {
                let over = if dead {
                    t!("rc-log-round-over-dead", round = round)
                } else {
                    t!("rc-log-round-over", round = round)
                };
                let face = face_name(state.face());
                let next = t!("rc-log-next-round", next = round + 1, face = face, name = seats(state.current()));
                format!("{over}\n{next}")
            }
            Event::GameOver { winners } => {
                let names: Vec<String> = seats_in(winners).into_iter().map(seats).collect();
                t!("rc-log-game-over", names = crate::i18n::join_names(&names))
            }
        })
    }
}
