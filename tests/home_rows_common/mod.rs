//! Helpers for the Home Rows tests: games with chosen seats, forced rolls, state edits via serde.
#![allow(dead_code)]

use dicehall::games::home_rows::rules::{Action, Color, Event, HomeRowsState, Setup, Side};

pub fn game(players: usize) -> HomeRowsState {
    HomeRowsState::new(Setup { players, starter: 0, colors: None }).expect("valid setup")
}

/// Roll a die of `color` showing `value` for the current seat.
pub fn roll(s: &mut HomeRowsState, color: Color, value: u8) -> Vec<Event> {
    let mut ev: Vec<Event> = s.apply(Action::Roll { color }).expect("roll is legal").to_vec();
    ev.extend(s.apply_chance(&[value]).expect("value accepted").iter());
    ev
}

pub fn place(s: &mut HomeRowsState, row: u8, col: u8, from: Option<Side>) -> Vec<Event> {
    s.apply(Action::Place { row, col, from }).expect("placement is legal").to_vec()
}

/// The first open square of a row.
pub fn open_in(s: &HomeRowsState, row: usize) -> Option<u8> {
    s.board()[row].iter().position(|q| q.is_none()).map(|c| c as u8)
}

/// The current seat rolls its first held colour showing `value` and places it on the first open
/// square of `row`, taking from the pot or, with it empty, from `from`.
pub fn turn(s: &mut HomeRowsState, value: u8, row: usize, from: Option<Side>) -> Vec<Event> {
    let hand = s.hand(s.current());
    let color = dicehall::games::home_rows::rules::COLORS[hand.iter().position(|&d| d > 0).expect("holds a die")];
    let mut ev = roll(s, color, value);
    let col = open_in(s, row).expect("row has room");
    ev.extend(place(s, row as u8, col, from));
    ev
}

/// Edit a state through its serde form (as a save would be edited); the result is validated.
pub fn edit(s: &HomeRowsState, f: impl FnOnce(&mut serde_json::Value)) -> HomeRowsState {
    let mut v = serde_json::to_value(s).unwrap();
    f(&mut v);
    serde_json::from_value(v).expect("edited state is valid")
}

/// Move `k` counters from the pot to `seat` (keeps the counters accounted for).
pub fn give_counters(s: &HomeRowsState, seat: usize, k: u8) -> HomeRowsState {
    edit(s, |v| {
        v["pot"] = (v["pot"].as_u64().unwrap() - u64::from(k)).into();
        v["counters"][seat] = (v["counters"][seat].as_u64().unwrap() + u64::from(k)).into();
    })
}

/// Empty the pot by sharing its counters out as `split` (must add up to the pot).
pub fn empty_pot(s: &HomeRowsState, split: &[u8]) -> HomeRowsState {
    assert_eq!(split.iter().map(|&c| u32::from(c)).sum::<u32>(), u32::from(s.pot()));
    edit(s, |v| {
        v["pot"] = 0.into();
        for (i, &c) in split.iter().enumerate() {
            v["counters"][i] = (v["counters"][i].as_u64().unwrap() + u64::from(c)).into();
        }
    })
}

/// Squares in the order the scripted games fill them: rows 0 and 1, row 2 but its last square,
/// row 3, then row 2's last square (so a 3-seat round's 15th die lands in the unused row).
pub const FILL_ORDER: [(u8, u8); 20] = [
    (0, 0),
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 0),
    (1, 1),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 0),
    (2, 1),
    (2, 2),
    (2, 3),
    (3, 0),
    (3, 1),
    (3, 2),
    (3, 3),
    (3, 4),
    (2, 4),
];

/// One scripted turn: roll the first colour held showing `value`, place it on the first open
/// square in `FILL_ORDER`, taking from the first choice the rules allow. Returns the events.
pub fn scripted_turn(s: &mut HomeRowsState, value: u8) -> Vec<Event> {
    let hand = s.hand(s.current());
    let color = dicehall::games::home_rows::rules::COLORS[hand.iter().position(|&d| d > 0).expect("holds a die")];
    let mut ev = roll(s, color, value);
    let &(row, col) = FILL_ORDER.iter().find(|&&(r, c)| s.board()[r as usize][c as usize].is_none()).unwrap();
    let from = s
        .legal_actions()
        .iter()
        .find_map(|a| match *a {
            Action::Place { row: r, col: c, from } if (r, c) == (row, col) => Some(from),
            _ => None,
        })
        .expect("the square is open");
    ev.extend(place(s, row, col, from));
    ev
}

/// Move all of `seat`'s dice onto the given squares showing `value` (dice stay accounted for).
pub fn hand_to_board(s: &HomeRowsState, seat: usize, squares: &[(usize, usize)], value: u8) -> HomeRowsState {
    let hand = s.hand(seat);
    let dice: Vec<Color> = dicehall::games::home_rows::rules::COLORS
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, hand[c.index()] as usize))
        .collect();
    assert_eq!(dice.len(), squares.len(), "one square per die held");
    edit(s, |v| {
        for (k, (&(r, c), color)) in squares.iter().zip(&dice).enumerate() {
            let _ = k;
            v["board"][r][c] = serde_json::json!({"color": color, "value": value});
        }
        v["hands"][seat] = serde_json::json!([0, 0, 0, 0]);
    })
}
