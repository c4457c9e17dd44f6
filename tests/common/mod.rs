//! Helpers shared by the Royal Casino tests: custom faces, forced throws, state edits via serde.
#![allow(dead_code)]

use dicehall::games::royal_casino::rules::{Action, Events, Face, GameState, Setup, parse_face};

/// A user face from (colour, points, squares) rows.
pub fn face(id: &str, rows: &[(&str, u32, &str)]) -> Face {
    let body: String =
        rows.iter().map(|(c, p, s)| format!("        (color: {c}, points: {p}, squares: \"{s}\"),\n")).collect();
    let src = format!("(\n    name: \"Test {id}\",\n    rows: [\n{body}    ],\n)\n");
    parse_face(id, &format!("{id}.ron"), &src, 30).expect("test face is valid")
}

/// 16 squares, every square kind: pips, both star kinds, green/red, two pay rows.
pub fn mixed_face() -> Face {
    face(
        "mixed",
        &[
            ("Yellow", 10, "6"),
            ("Yellow", 40, "1 2 3"),
            ("Black", 30, "B* B*"),
            ("Yellow", 50, "Y* Y* Y*"),
            ("Yellow", 120, "G* G* G* R* R*"),
            ("Black", 30, "4 4"),
        ],
    )
}

/// Six one-square rows 1…6, all gain rows of 10: rounds end quickly.
pub fn small_face(id: &str) -> Face {
    face(
        id,
        &[
            ("Yellow", 10, "1"),
            ("Yellow", 10, "2"),
            ("Yellow", 10, "3"),
            ("Yellow", 10, "4"),
            ("Yellow", 10, "5"),
            ("Yellow", 10, "6"),
        ],
    )
}

pub fn game(players: usize, faces: Vec<Face>) -> GameState {
    GameState::new(Setup { players, starter: 0, faces }).expect("valid setup")
}

/// Throw (first or again) with forced values.
pub fn throw(g: &mut GameState, dice: &[u8]) -> Events {
    g.apply(Action::Throw).expect("throw is legal");
    g.apply_dice(dice).expect("dice accepted")
}

pub fn place(g: &mut GameState, value: u8, row: u8) -> Events {
    g.apply(Action::Place { value, row }).expect("placement is legal")
}

pub fn events(ev: &Events) -> Vec<dicehall::games::royal_casino::rules::Event> {
    ev.iter().collect()
}

/// Edit a state through its serde form (as save/resume would), e.g. to set points.
pub fn edit(g: &GameState, f: impl FnOnce(&mut serde_json::Value)) -> GameState {
    let mut v = serde_json::to_value(g).unwrap();
    f(&mut v);
    serde_json::from_value(v).unwrap()
}

pub fn set_points(g: &GameState, points: &[u32]) -> GameState {
    edit(g, |v| {
        for (i, p) in points.iter().enumerate() {
            v["players"][i]["points"] = (*p).into();
        }
    })
}

/// Every die accounted for: board + hands + throw + in the air + box = 30.
pub fn dice_total(g: &GameState) -> usize {
    g.board_dice()
        + g.players().iter().map(|p| p.dice as usize).sum::<usize>()
        + g.throw().len()
        + g.dice_in_air()
        + g.boxed_dice()
}
