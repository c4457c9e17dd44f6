//! The rules of `../shared/rules/liars-dice.md` one by one: every raising rule of §3, the
//! verdicts of §4 and §5, and rulings L1–L8, through the rules core's own actions and throws.

use super::LiarsDice;
use super::rules::{Action, Call, Event, EventList, LiarsDiceError, LiarsDiceState, Options, Setup};
use crate::engine::Game;

fn game(players: usize, options: Options) -> LiarsDiceState {
    LiarsDiceState::new(Setup { players, starter: 0, options }).unwrap()
}

/// Throw every cup still to throw: seat s's values are `cups[s]`, cut to the dice it holds.
fn throw(s: &mut LiarsDiceState, cups: &[&[u8]]) {
    while let Some(chance) = LiarsDice::chance(s) {
        let seat = s.next_to_throw().unwrap();
        s.apply_chance(&cups[seat][..chance.count()]).unwrap();
    }
}

/// Every cup shows all 2s.
fn throw_twos(s: &mut LiarsDiceState) {
    let twos: &[u8] = &[2; 5];
    throw(s, &[twos; 6]);
}

fn bid(quantity: u8, face: u8) -> Action {
    Action::Bid { quantity, face }
}

/// A round of all 2s in which `loser` calls dudo on a true bid of 2s (the round's face kept,
/// so it serves palifico rounds too) and loses a die; the dudo's events.
fn lose_one(s: &mut LiarsDiceState, loser: usize) -> EventList {
    throw_twos(s);
    let mut quantity = 1;
    s.apply(bid(quantity, 2)).unwrap();
    while s.current() != loser {
        quantity += 1;
        s.apply(bid(quantity, 2)).unwrap();
    }
    s.apply(Action::Dudo).unwrap()
}

/// The round-end event of a step.
fn round_end(events: &EventList) -> (Option<u8>, bool) {
    events
        .iter()
        .find_map(|e| match *e {
            Event::RoundEnded { next_starter, palifico, .. } => Some((next_starter, palifico)),
            _ => None,
        })
        .unwrap()
}

#[test]
fn raising_a_face_other_than_ones() {
    let mut s = game(3, Options::default());
    throw_twos(&mut s);
    s.apply(bid(4, 3)).unwrap();
    assert!(s.check(bid(5, 2)).is_ok(), "a higher quantity on any face");
    assert!(s.check(bid(4, 4)).is_ok(), "the same quantity on a higher face");
    assert!(matches!(s.check(bid(4, 2)), Err(LiarsDiceError::NotARaise { least: Some(5), .. })));
    assert!(matches!(s.check(bid(3, 6)), Err(LiarsDiceError::NotARaise { least: Some(4), .. })));
    assert!(s.check(bid(4, 3)).is_err(), "the same bid again");
}

#[test]
fn to_ones_takes_half_rounded_up_and_from_ones_twice_and_one() {
    let mut s = game(3, Options::default());
    throw_twos(&mut s);
    s.apply(bid(5, 4)).unwrap();
    assert!(s.check(bid(3, 1)).is_ok(), "⌈5 / 2⌉ = 3 ones");
    assert!(s.check(bid(2, 1)).is_err());
    s.apply(bid(3, 1)).unwrap();
    assert!(s.check(bid(4, 1)).is_ok(), "ones to ones: a higher quantity");
    assert!(s.check(bid(3, 1)).is_err());
    assert!(s.check(bid(7, 2)).is_ok(), "from 3 ones: at least 2 × 3 + 1 = 7");
    assert!(matches!(s.check(bid(6, 6)), Err(LiarsDiceError::NotARaise { least: Some(7), .. })));
    s.apply(bid(7, 2)).unwrap();
    s.apply(bid(4, 1)).unwrap();
    assert_eq!(s.bid().map(|b| (b.quantity, b.face)), Some((4, 1)), "⌈7 / 2⌉ = 4 ones");
}

#[test]
fn the_legal_list_is_exactly_the_bids_the_raising_rule_allows() {
    let mut s = game(2, Options::default());
    throw_twos(&mut s);
    s.apply(bid(4, 5)).unwrap();
    let legal = s.legal_actions();
    for quantity in 1..=12 {
        for face in 1..=6 {
            let listed = legal.contains(&bid(quantity, face));
            assert_eq!(listed, s.check(bid(quantity, face)).is_ok(), "{quantity} × {face}");
        }
    }
    assert!(legal.contains(&Action::Dudo) && !legal.contains(&Action::Calza), "two seats: no calza");
}

#[test]
fn l2_the_opening_bid_is_never_on_ones_outside_palifico() {
    let mut s = game(4, Options::default());
    throw_twos(&mut s);
    assert_eq!(s.check(bid(1, 1)), Err(LiarsDiceError::OpeningOnOnes));
    assert!(s.legal_actions().iter().all(|a| !matches!(a, Action::Bid { face: 1, .. })));
    assert!(s.check(Action::Dudo).is_err() && s.check(Action::Calza).is_err(), "nothing to call yet");
}

#[test]
fn l3_no_quantity_above_the_dice_in_play() {
    let mut s = game(3, Options::default());
    lose_one(&mut s, 1);
    throw_twos(&mut s);
    assert_eq!(s.in_play(), 14);
    assert!(s.check(bid(14, 6)).is_ok());
    assert_eq!(s.check(bid(15, 6)), Err(LiarsDiceError::AboveDiceInPlay { quantity: 15, in_play: 14 }));
    let most = s
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::Bid { quantity, .. } => Some(*quantity),
            _ => None,
        })
        .max();
    assert_eq!(most, Some(14));
}

#[test]
fn a_dudo_counts_the_face_and_the_wild_ones_and_the_loser_pays() {
    let cups: [&[u8]; 3] = [&[1, 1, 3, 4, 5], &[3, 6, 6, 6, 2], &[2, 2, 2, 2, 2]];
    let mut s = game(3, Options::default());
    throw(&mut s, &cups);
    assert_eq!((s.count_showing(3), s.count_showing(1), s.count_showing(6)), (4, 2, 5));
    s.apply(bid(4, 3)).unwrap();
    let events = s.apply(Action::Dudo).unwrap();
    assert!(matches!(events[0], Event::Challenge { seat: 1, call: Call::Dudo, count: 4, .. }));
    assert_eq!(events[1], Event::DieLost { seat: 1, left: 4 }, "4 found: the challenger was wrong");
    assert_eq!(round_end(&events), (Some(1), false), "the loser starts the next round");
    throw(&mut s, &cups);
    s.apply(bid(5, 3)).unwrap();
    let events = s.apply(Action::Dudo).unwrap();
    assert_eq!(events[1], Event::DieLost { seat: 1, left: 3 }, "fewer than 5: the bidder loses");
    let Event::Challenge { dice, .. } = events[0] else { panic!("{events:?}") };
    assert_eq!((dice.dice(0), dice.dice(1)), (&[1, 1, 3, 4, 5][..], &[3, 6, 6, 6][..]), "every cup lifted");
}

#[test]
fn a_bid_on_ones_counts_ones_only() {
    let mut s = game(3, Options::default());
    throw(&mut s, &[&[1, 1, 3, 4, 5], &[3, 6, 6, 6, 1], &[2, 2, 2, 2, 2]]);
    assert_eq!(s.count_showing(1), 3);
    s.apply(bid(3, 6)).unwrap();
    s.apply(bid(2, 1)).unwrap();
    let events = s.apply(Action::Dudo).unwrap();
    assert!(matches!(events[0], Event::Challenge { count: 3, .. }));
    assert_eq!(events[1], Event::DieLost { seat: 2, left: 4 });
}

/// Whether a step's events include a die lost or gained.
fn dice_moved(events: &EventList) -> bool {
    events.iter().any(|e| matches!(e, Event::DieLost { .. } | Event::DieGained { .. }))
}

#[test]
fn a_calza_right_gains_a_die_never_above_five_and_wrong_loses_one() {
    let mut s = game(3, Options::default());
    lose_one(&mut s, 2);
    // Round 2, seat 2 opens; 14 dice all show 2. Seat 1 calls exact with 5 dice: it stays at 5.
    throw_twos(&mut s);
    s.apply(bid(1, 2)).unwrap();
    s.apply(bid(14, 2)).unwrap();
    let events = s.apply(Action::Calza).unwrap();
    assert!(matches!(events[0], Event::Challenge { seat: 1, call: Call::Calza, count: 14, .. }));
    assert!(!dice_moved(&events), "exact, and never above five: {events:?}");
    assert_eq!(round_end(&events), (Some(1), false), "the caller starts the next round");
    // Round 3: seat 2 (4 dice) calls seat 1's 14 × 2 exact and gains a die back.
    throw_twos(&mut s);
    s.apply(bid(14, 2)).unwrap();
    let events = s.apply(Action::Calza).unwrap();
    assert_eq!(events[1], Event::DieGained { seat: 2, held: 5 });
    assert_eq!(round_end(&events), (Some(2), false));
    // Round 4: 15 dice; a calza on 14 is wrong and costs the caller a die.
    throw_twos(&mut s);
    s.apply(bid(1, 2)).unwrap();
    s.apply(bid(14, 2)).unwrap();
    let events = s.apply(Action::Calza).unwrap();
    assert_eq!(events[1], Event::DieLost { seat: 1, left: 4 });
    assert_eq!(round_end(&events), (Some(1), false));
}

#[test]
fn l4_calza_needs_three_seats_holding_dice_and_the_option() {
    let mut two = game(2, Options::default());
    throw_twos(&mut two);
    two.apply(bid(3, 2)).unwrap();
    assert_eq!(two.check(Action::Calza), Err(LiarsDiceError::CalzaTooFewSeats));
    let mut off = game(4, Options { calza: false, palifico: true });
    throw_twos(&mut off);
    off.apply(bid(3, 2)).unwrap();
    assert_eq!(off.check(Action::Calza), Err(LiarsDiceError::CalzaOff));
    assert!(!off.legal_actions().contains(&Action::Calza));
    // Three seats, then one out: two left, and calza goes.
    let mut s = game(3, Options::default());
    for _ in 0..5 {
        lose_one(&mut s, 1);
    }
    throw_twos(&mut s);
    s.apply(bid(1, 2)).unwrap();
    assert_eq!(s.check(Action::Calza), Err(LiarsDiceError::CalzaTooFewSeats));
}
