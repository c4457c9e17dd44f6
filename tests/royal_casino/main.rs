//! One test (or more) per numbered rule, answered question and ruling of rules/royal-casino.md.

#[path = "../common/mod.rs"]
mod common;

use common::*;
use dicehall::games::royal_casino::rules::{Action, Event, GameState, Phase, RulesError, Setup, TurnEndReason};

mod outcomes;
mod rounds;
mod turns;

pub(crate) fn finish_small_round(g: &mut GameState) -> Vec<Event> {
    throw(g, &[1, 2, 3, 4, 5]);
    for v in 1..=5 {
        place(g, v, v - 1);
    }
    throw(g, &[6, 6, 6, 6, 6]);
    events(&place(g, 6, 5))
}
