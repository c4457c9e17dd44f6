//! Thousands of random games at every seat count (2 to 6), each step checked: the engine's and
//! the game's invariants, every die accounted for, no bid above the dice in play (L3), no calza
//! on one's own bid (L4), and at the end one winner and places that are a permutation.

use super::LiarsDice;
use super::rules::{Action, Event, LiarsDiceState, MAX_SEATS, MIN_SEATS, Setup};
use crate::engine::dice::derive_seed;
use crate::engine::playout::{DiceStream, play_out};
use crate::engine::random_games::check_state;
use crate::engine::{Game, Policy, RandomAi};

/// Random games played at each seat count.
const GAMES_PER_SEAT_COUNT: u64 = 2_000;
/// Rounds a game may take at most: one die leaves the table per round but for an exact calza.
const MOST_ROUNDS: u32 = 1_000;

/// What one step must keep, beyond `check_state`: `expected` dice in play after its events.
fn check_step(
    s: &LiarsDiceState,
    events: &[Event],
    decision: Option<Action>,
    expected: &mut usize,
) -> Result<(), String> {
    for e in events {
        match *e {
            Event::DieLost { .. } => *expected -= 1,
            Event::DieGained { .. } => *expected += 1,
            Event::Bid { quantity, .. } if usize::from(quantity) > s.in_play() => {
                return Err(format!("a bid of {quantity} with {} dice in play", s.in_play()));
            }
            _ => {}
        }
    }
    if s.in_play() != *expected {
        return Err(format!("{} dice in play, {} accounted for", s.in_play(), expected));
    }
    if decision == Some(Action::Calza)
        && events.iter().any(|e| matches!(e, Event::Challenge { seat, bidder, .. } if seat == bidder))
    {
        return Err("a calza on one's own bid".into());
    }
    let legal = s.legal_actions();
    if legal.contains(&Action::Calza) && s.bid().is_some_and(|b| usize::from(b.seat) == s.current()) {
        return Err("calza offered on one's own bid".into());
    }
    Ok(())
}

/// The end of a game: one winner, the one seat holding dice, in place 1; places 1..=n once each.
fn check_end(s: &LiarsDiceState) -> Result<(), String> {
    let winners = LiarsDice::winners(s);
    if winners.count_ones() != 1 || s.count(winners.trailing_zeros() as usize) == 0 {
        return Err(format!("winners {winners:b} are not the one seat holding dice"));
    }
    let mut places = s.places().to_vec();
    places.sort_unstable();
    if places != (1..=s.players() as u8).collect::<Vec<_>>() || s.places()[winners.trailing_zeros() as usize] != 1 {
        return Err(format!("places {:?} are not a permutation with the winner first", s.places()));
    }
    Ok(())
}

/// Play game `g` with `players` random seats, checking every step.
fn play(players: usize, g: u64) -> Result<(), String> {
    let seed = derive_seed(0x1D1CE, g * MAX_SEATS as u64 + players as u64);
    let starter = (seed % players as u64) as usize;
    let mut state =
        LiarsDice::new(Setup { players, starter, options: Default::default() }, seed).map_err(|e| e.to_string())?;
    let mut seats: Vec<Box<dyn Policy<LiarsDice>>> = (0..players)
        .map(|s| Box::new(RandomAi::new(derive_seed(seed, s as u64))) as Box<dyn Policy<LiarsDice>>)
        .collect();
    let mut expected = state.in_play();
    let mut failure = None;
    let outcome =
        play_out::<LiarsDice>(&mut state, &mut seats, &mut DiceStream::whole(seed), MOST_ROUNDS, false, |step| {
            let checked = check_state::<LiarsDice>(step.state)
                .and_then(|()| check_step(step.state, step.events, step.decision.map(|d| d.1), &mut expected));
            if let (Err(e), None) = (checked, &failure) {
                failure = Some(format!("after {:?}: {e}", step.decision));
            }
        })?;
    if let Some(f) = failure {
        return Err(f);
    }
    if !outcome.finished {
        return Err(format!("not over after {MOST_ROUNDS} rounds"));
    }
    check_end(&state)
}

#[test]
fn thousands_of_random_games_at_every_seat_count_keep_every_invariant() {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (MIN_SEATS..=MAX_SEATS)
            .map(|players| {
                scope.spawn(move || {
                    for g in 0..GAMES_PER_SEAT_COUNT {
                        play(players, g).unwrap_or_else(|e| panic!("{players} seats, game {g}: {e}"));
                    }
                })
            })
            .collect();
        for w in workers {
            w.join().expect("a worker finished");
        }
    });
}
