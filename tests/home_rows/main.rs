//! Home Rows: every rule and ruling H1–H7 of `../shared/rules/home-rows.md`, one test (or more) each.

#[path = "../home_rows_common/mod.rs"]
mod home_rows_common;

use dicehall::games::home_rows::rules::{
    Action, COLORS, Color, Event, HomeRowsError, HomeRowsState, Phase, Setup, Side, Source,
};
use home_rows_common::*;

mod outcomes;
mod rounds;
mod turns;

/// The expected score of `seat`'s home row from the board (the rule restated independently).
pub(crate) fn rule_score(s: &HomeRowsState, seat: usize) -> u8 {
    let row = s.color_of(seat).index();
    s.board()[row].iter().flatten().map(|d| if d.color.index() == row { d.value - 1 } else { d.value }).sum()
}
