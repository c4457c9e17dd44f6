//! Every refusal of the Royal Casino rules reads in every language (issue 55), each reason a die
//! does not fit a row too.

use super::RoyalCasino;
use super::rules::Misfit;
use super::rules::RulesError::{self, *};
use crate::engine::Game;
use crate::engine::refusals::check_error_words;

/// Each variant's number (naming every variant: a new one must join the test's list).
fn variant(e: &RulesError) -> usize {
    match e {
        BadPlayerCount(_) => 0,
        BadStarter { .. } => 1,
        EmptyStack => 2,
        StackCannotComplete { .. } => 3,
        GameOver => 4,
        AwaitingDice => 5,
        NotAwaitingDice => 6,
        ThrowFirst => 7,
        MustPlace => 8,
        ThrowLimit => 9,
        WrongDiceCount { .. } => 10,
        BadDieValue(_) => 11,
        NoSuchRow(_) => 12,
        NotInThrow { .. } => 13,
        DoesNotFit { why: Misfit::RowFull, .. } => 14,
        DoesNotFit { why: Misfit::NeedsPip(_), .. } => 15,
        DoesNotFit { why: Misfit::RedMustDiffer(_), .. } => 16,
        DoesNotFit { why: Misfit::SecondRedNeeds(_), .. } => 17,
        DoesNotFit { why: Misfit::StarNeeds(_), .. } => 18,
    }
}
const VARIANTS: usize = 19;

#[test]
fn every_refusal_reads_in_every_language() {
    let fit = |why| DoesNotFit { value: 3, row: 2, why };
    let errors = [
        BadPlayerCount(1),
        BadStarter { starter: 3, players: 2 },
        EmptyStack,
        StackCannotComplete { dice_in_play: 5 },
        GameOver,
        AwaitingDice,
        NotAwaitingDice,
        ThrowFirst,
        MustPlace,
        ThrowLimit,
        WrongDiceCount { expected: 5, got: 4 },
        BadDieValue(0),
        NoSuchRow(6),
        NotInThrow { value: 4 },
        fit(Misfit::RowFull),
        fit(Misfit::NeedsPip(5)),
        fit(Misfit::RedMustDiffer(3)),
        fit(Misfit::SecondRedNeeds(6)),
        fit(Misfit::StarNeeds(2)),
    ];
    let seen: Vec<usize> = errors.iter().map(variant).collect();
    assert_eq!(seen, (0..VARIANTS).collect::<Vec<_>>(), "one of each variant, in order");
    let state = RoyalCasino::new(RoyalCasino::setup(2), 0).unwrap();
    check_error_words::<RoyalCasino>(&state, &errors).unwrap();
}
