//! Rulings L1 and L5–L8 and the palifico round, through the rules core's own actions and throws.

use super::LiarsDice;
use super::rules::{Action, Event, EventList, HIDDEN, LiarsDiceError, LiarsDiceState, Options, Phase, Setup};
use crate::engine::Game;

fn game(players: usize, options: Options) -> LiarsDiceState {
    LiarsDiceState::new(Setup { players, starter: 0, options }).unwrap()
}

/// Every cup shows `face` on every die.
fn throw_all(s: &mut LiarsDiceState, face: u8) {
    while let Some(chance) = LiarsDice::chance(s) {
        s.apply_chance(&vec![face; chance.count()]).unwrap();
    }
}

fn bid(quantity: u8, face: u8) -> Action {
    Action::Bid { quantity, face }
}

/// A round of all 2s in which `loser` calls dudo on a true bid of 2s and loses a die.
fn lose_one(s: &mut LiarsDiceState, loser: usize) -> EventList {
    throw_all(s, 2);
    let mut quantity = 1;
    s.apply(bid(quantity, 2)).unwrap();
    while s.current() != loser {
        quantity += 1;
        s.apply(bid(quantity, 2)).unwrap();
    }
    s.apply(Action::Dudo).unwrap()
}

fn palifico_next(events: &EventList) -> bool {
    events.iter().any(|e| matches!(e, Event::RoundEnded { palifico: true, .. }))
}

#[test]
fn l1_a_seat_sees_its_own_dice_and_only_the_others_counts() {
    let mut a = game(3, Options::default());
    let mut b = a.clone();
    for (s, cups) in [
        (&mut a, [[1, 2, 3, 4, 5], [6, 6, 6, 6, 6], [1, 1, 1, 1, 1]]),
        (&mut b, [[5, 4, 3, 2, 1], [2, 3, 2, 3, 2], [4, 4, 4, 4, 6]]),
    ] {
        for cup in cups {
            s.apply_chance(&cup).unwrap();
        }
    }
    assert_ne!(a, b);
    let (seen_a, seen_b) = (LiarsDice::observation(&a, 0), LiarsDice::observation(&b, 0));
    assert_eq!(seen_a, seen_b, "seat 0 cannot tell the two tables apart");
    assert_eq!(seen_a.dice(0), &[1, 2, 3, 4, 5]);
    assert_eq!((seen_a.dice(1), seen_a.count(2)), (&[HIDDEN; 5][..], 5), "counts stay, values go");
    assert_eq!(seen_a.legal_actions(), a.legal_actions(), "the same choices");
    seen_a.validate().unwrap();
    let json = serde_json::to_string(&seen_a).unwrap();
    assert!(!json.contains("6,6,6"), "nothing hidden in the observation's save: {json}");
}

#[test]
fn l5_after_a_knock_out_the_next_seat_holding_dice_starts() {
    let mut s = game(4, Options::default());
    let mut last = EventList::default();
    for _ in 0..5 {
        last = lose_one(&mut s, 2);
    }
    assert!(last.contains(&Event::Out { seat: 2, place: 4 }), "{last:?}");
    assert!(last.iter().any(|e| matches!(e, Event::RoundEnded { next_starter: Some(3), .. })), "{last:?}");
    assert_eq!((s.starter(), s.current(), s.phase()), (3, 3, Phase::Rolling));
    // Seat 3 then is out too: seat 0 is next clockwise.
    for _ in 0..5 {
        last = lose_one(&mut s, 3);
    }
    assert!(last.contains(&Event::Out { seat: 3, place: 3 }), "{last:?}");
    assert_eq!(s.starter(), 0);
    assert_eq!(s.places(), &[0, 0, 4, 3]);
}

#[test]
fn l6_palifico_once_per_seat_even_after_a_calza_gives_a_die_back() {
    let mut s = game(3, Options::default());
    let mut last = EventList::default();
    for _ in 0..4 {
        last = lose_one(&mut s, 1);
    }
    assert!(palifico_next(&last), "seat 1 is down to one die: {last:?}");
    assert!(s.is_palifico() && s.starter() == 1);
    // In the palifico round: seat 1 opens on ones; only the quantity rises on that face.
    throw_all(&mut s, 2);
    assert!(s.check(bid(1, 1)).is_ok(), "any face opens a palifico round");
    s.apply(bid(1, 2)).unwrap();
    assert_eq!(s.check(bid(2, 3)), Err(LiarsDiceError::PalificoFace { face: 2 }));
    assert!(s.check(bid(1, 2)).is_err(), "the quantity must rise");
    s.apply(bid(2, 2)).unwrap();
    s.apply(bid(11, 2)).unwrap();
    // Seat 1 calls 11 × 2 exact (11 dice, all 2s, no ones wild here): back to two dice.
    let events = s.apply(Action::Calza).unwrap();
    assert!(events.contains(&Event::DieGained { seat: 1, held: 2 }), "{events:?}");
    assert!(!s.is_palifico());
    let again = lose_one(&mut s, 1);
    assert_eq!(s.count(1), 1);
    assert!(!palifico_next(&again), "a second drop to one triggers nothing: {again:?}");
}

#[test]
fn in_a_palifico_round_ones_are_not_wild() {
    let mut s = game(3, Options::default());
    for _ in 0..4 {
        lose_one(&mut s, 0);
    }
    assert!(s.is_palifico());
    throw_all(&mut s, 1);
    assert_eq!((s.count_showing(1), s.count_showing(4)), (11, 0), "ones count only for ones");
    s.apply(bid(3, 4)).unwrap();
    let events = s.apply(Action::Dudo).unwrap();
    assert!(events.contains(&Event::DieLost { seat: 0, left: 0 }), "{events:?}");
}

#[test]
fn l7_two_seats_never_play_palifico_and_the_option_switches_it_off() {
    let mut s = game(2, Options::default());
    for _ in 0..4 {
        let events = lose_one(&mut s, 0);
        assert!(!palifico_next(&events), "{events:?}");
    }
    assert_eq!(s.count(0), 1);
    let mut off = game(3, Options { calza: true, palifico: false });
    for _ in 0..4 {
        assert!(!palifico_next(&lose_one(&mut off, 2)));
    }
}

#[test]
fn l8_every_seat_holding_dice_throws_its_own_cup_each_round() {
    let mut s = game(3, Options::default());
    for _ in 0..5 {
        lose_one(&mut s, 1);
    }
    for _round in 0..2 {
        let mut thrown = Vec::new();
        while let Some(chance) = LiarsDice::chance(&s) {
            assert!(chance.all_six_sided() && chance.kinds().iter().all(|&k| k == chance.kinds()[0]));
            let seat = usize::from(chance.kinds()[0]);
            assert_eq!(chance.count(), s.count(seat), "seat {seat} throws the dice it holds");
            assert!(s.apply_chance(&vec![7; chance.count()]).is_err(), "a die shows 1 to 6");
            assert!(s.apply_chance(&[3]).is_err() || chance.count() == 1, "its whole cup at once");
            s.apply_chance(&vec![3; chance.count()]).unwrap();
            thrown.push(seat);
        }
        assert_eq!(thrown, [0, 2], "seat 1 is out and throws nothing");
        lose_one(&mut s, 0);
    }
}

#[test]
fn the_last_seat_holding_dice_wins_and_places_run_back_from_the_first_out() {
    let mut s = game(3, Options::default());
    for loser in [1, 1, 1, 1, 1, 0, 0, 0, 0] {
        lose_one(&mut s, loser);
    }
    let events = lose_one(&mut s, 0);
    assert!(events.contains(&Event::GameOver { winners: 1 << 2 }), "{events:?}");
    assert!(s.is_over() && s.legal_actions().is_empty() && LiarsDice::chance(&s).is_none());
    assert_eq!(s.places(), &[2, 3, 1]);
    assert_eq!(s.apply(Action::Dudo), Err(LiarsDiceError::GameOver));
}
