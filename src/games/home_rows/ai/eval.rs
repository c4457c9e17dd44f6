//! One-step judgements shared by the greedy AI and the expert's rollouts: what an action is worth
//! to the seat making it now, in counters (a counter is one point off the final total).

use crate::games::home_rows::rules::{Action, HomeRowsState, Side};

/// The mean value of a die: what an open square in a home row will probably receive.
pub const MEAN_DIE: f64 = 3.5;
/// Worth of handing a die to a neighbour: they will place it and take counters with it.
pub const GIFT_COST: f64 = 2.0;
/// Share of the harm to an opponent's row that greedy counts as its own gain.
pub const HARM_WEIGHT: f64 = 0.25;

/// The counters a placement would take now.
pub fn take(s: &HomeRowsState, value: u8, from: Option<Side>) -> u8 {
    if s.pot() > 0 {
        value.min(s.pot())
    } else if let Some(side) = from {
        value.min(s.counters(s.neighbour(s.current(), side)))
    } else {
        0
    }
}

/// A seat's total if the game ended now: round scores so far plus its home row, less counters.
pub fn running_total(s: &HomeRowsState, seat: usize) -> f64 {
    f64::from(s.score_sum(seat)) + f64::from(s.home_row_score(seat)) - f64::from(s.counters(seat))
}

/// What a die does to the score of the row it lands in: its pips, less 1 when colours match.
pub fn row_cost(value: u8, die_color: usize, row: usize) -> f64 {
    f64::from(value) - if die_color == row { 1.0 } else { 0.0 }
}

/// The greedy worth of `action` for the seat to move: counters taken, less the cost to its own
/// home row beyond an average die, plus a little of the harm done to another seat's home row.
/// Rolls are judged by the colour match they make possible in the seat's own row.
pub fn quick_value(s: &HomeRowsState, action: Action) -> f64 {
    let me = s.current();
    let home = s.color_of(me).index();
    match action {
        Action::Roll { color } => {
            // A die of my colour costs me 1 less if it must land in my own row.
            if color.index() == home { 0.5 } else { 0.0 }
        }
        Action::Place { row, col: _, from } => {
            let Some(die) = s.rolled() else { return 0.0 };
            let row = row as usize;
            let gained = f64::from(take(s, die.value, from));
            let cost = row_cost(die.value, die.color.index(), row) - MEAN_DIE;
            let placement = match s.home_of(row) {
                Some(owner) if owner == me => -cost,
                // Between equal harms, hit the seat doing best (the lowest running total).
                Some(owner) => HARM_WEIGHT * cost - 1e-4 * running_total(s, owner),
                None => 0.0,
            };
            // Between equal takes, take from the neighbour with more counters.
            let tiebreak = from.map_or(0.0, |side| f64::from(s.counters(s.neighbour(me, side))) * 1e-3);
            gained + placement + tiebreak
        }
        Action::Trade { to } => {
            let Some(die) = s.rolled() else { return 0.0 };
            let other = s.neighbour(me, to);
            let gained = f64::from((die.value - 1).min(s.counters(other)));
            // A high die leaves the board this turn; the neighbour gets to use it.
            gained + 0.5 * (f64::from(die.value) - MEAN_DIE) - GIFT_COST
        }
    }
}

/// The legal action with the best `quick_value` (the first on ties).
pub fn best_quick(s: &HomeRowsState, legal: &[Action]) -> Action {
    let mut best = legal[0];
    let mut best_v = f64::NEG_INFINITY;
    for &a in legal {
        let v = quick_value(s, a);
        if v > best_v {
            best = a;
            best_v = v;
        }
    }
    best
}
