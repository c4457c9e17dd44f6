//! Every AI level decides from its observation alone, with no memory between its decisions (issue
//! 55): a fresh AI chooses as one that played the whole game so far (same seed), and a game stopped
//! and resumed from a save at any decision ends as the game never stopped.

use super::LiarsDice;
use super::rules::{Action, LiarsDiceState};
use crate::engine::dice::{derive_seed, roll_into, seeded};
use crate::engine::policy::Players;
use crate::engine::record::Step;
use crate::engine::{Game, Policy};

/// Games played in each test, and the most rounds of each.
const GAMES: u64 = 6;
const MOST_ROUNDS: u32 = 40;

/// The seats' levels and seeds of game `g`: two to four seats, the expert, greedy and random.
fn seats(g: u64) -> Vec<(&'static str, u64)> {
    let levels = ["expert", "greedy", "expert", "random"];
    (0..2 + g as usize % 3).map(|s| (levels[(s + g as usize) % levels.len()], derive_seed(g, s as u64))).collect()
}

fn build(seats: &[(&'static str, u64)]) -> Vec<Box<dyn Policy<LiarsDice>>> {
    seats.iter().map(|&(level, seed)| LiarsDice::policy(level, seed).unwrap()).collect()
}

/// Play `state` on to its end: the cups from `(dice_seed, step number)`, each seat by `players`
/// from its observation; `check` sees every decision (the observation, the seat, its action). The
/// steps after `steps`.
fn play_on(
    state: &mut LiarsDiceState,
    mut steps: usize,
    players: &mut [Box<dyn Policy<LiarsDice>>],
    dice_seed: u64,
    mut check: impl FnMut(&LiarsDiceState, usize, Action),
) -> Vec<Step<Action>> {
    let mut out = Vec::new();
    while !state.is_over() && state.round() <= MOST_ROUNDS {
        let step = match LiarsDice::chance(state) {
            Some(chance) => {
                let mut values = vec![0u8; chance.count()];
                roll_into(&mut seeded(derive_seed(dice_seed, steps as u64)), &mut values);
                state.apply_chance(&values).unwrap();
                Step::Chance(values)
            }
            None => {
                let seat = state.current();
                let seen = LiarsDice::observation(state, seat);
                let action = players[seat].choose(&seen, &seen.legal_actions());
                check(&seen, seat, action);
                state.apply(action).unwrap();
                Step::Act { seat, action }
            }
        };
        out.push(step);
        steps += 1;
    }
    out
}

#[test]
fn a_fresh_ai_chooses_as_one_that_played_the_whole_game() {
    for g in 0..GAMES {
        let seats = seats(g);
        let mut state = LiarsDice::new(LiarsDice::setup(seats.len()), g).unwrap();
        let mut decisions = 0;
        // `play_on`'s players played every decision of the game so far; a fresh one is asked too.
        play_on(&mut state, 0, &mut build(&seats), g, |seen, seat, played| {
            let (level, seed) = seats[seat];
            let fresh = LiarsDice::policy(level, seed).unwrap().choose(seen, &seen.legal_actions());
            assert_eq!(fresh, played, "game {g}, seat {seat} ({level}), decision {decisions}");
            decisions += 1;
        });
        assert!(decisions > 4, "game {g} decided {decisions} times");
    }
}

#[test]
fn a_game_stopped_and_resumed_at_any_decision_ends_the_same() {
    for g in 0..GAMES {
        let seats = seats(g);
        let start = LiarsDice::new(LiarsDice::setup(seats.len()), g).unwrap();
        let whole = play_on(&mut start.clone(), 0, &mut build(&seats), g, |_, _, _| {});
        for k in 0..whole.len() {
            if matches!(whole[k], Step::Chance(_)) {
                continue;
            }
            let (at, _) = crate::engine::record::replay::<LiarsDice>(&start, &whole[..k]).unwrap();
            let saved = serde_json::to_string(&at).unwrap();
            let mut resumed: LiarsDiceState = serde_json::from_str(&saved).unwrap();
            let rest = play_on(&mut resumed, k, &mut build(&seats), g, |_, _, _| {});
            assert!(rest == whole[k..], "game {g} resumed at step {k} ({:?}) ends otherwise", seats);
        }
    }
}
