//! Shared by the AI tests (a module, included with `mod ai_common`): random mid-game positions.
#![allow(dead_code)]

use dicehall::engine::RandomAi;
use dicehall::engine::dice::{derive_seed, seeded};
use dicehall::games::royal_casino::rules::{ActionList, GameState, Phase, Setup, shuffled_standard_faces};
use rand::RngExt;

/// A random position where the seat to move has a real choice (placing phase), after a random
/// number of random actions; `max_throw` bounds the unplaced dice of the throw.
pub fn random_position(seed: u64, max_throw: usize) -> GameState {
    let mut rng = seeded(seed);
    loop {
        let players = rng.random_range(2..=6usize);
        let faces = shuffled_standard_faces(&mut rng, false);
        let mut s = GameState::new(Setup { players, starter: rng.random_range(0..players), faces }).unwrap();
        let mut ai = RandomAi::new(derive_seed(seed, 1));
        let steps = rng.random_range(1..400);
        let mut legal = ActionList::default();
        for i in 0..steps {
            if s.is_over() {
                break;
            }
            if s.is_chance() {
                s.roll_dice(&mut rng).unwrap();
                continue;
            }
            if i + 20 > steps && s.phase() == Phase::Placing && s.throw().len() <= max_throw {
                return s;
            }
            s.legal_actions_into(&mut legal);
            s.apply(ai.pick(&legal)).unwrap();
        }
    }
}
