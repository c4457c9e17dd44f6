//! A seed makes every AI reproducible: the same seeds give the same game, action for action.

use dicehall::engine::dice::{derive_seed, seeded};
use dicehall::games::royal_casino::ai::{AI_NAMES, by_name};
use dicehall::games::royal_casino::rules::{Action, ActionList, GameState, Setup, shuffled_standard_faces};

fn play(names: &[&str], seed: u64, max_actions: usize) -> Vec<Action> {
    let mut rng = seeded(seed);
    let faces = shuffled_standard_faces(&mut rng, false);
    let mut s = GameState::new(Setup { players: names.len(), starter: 0, faces }).unwrap();
    let mut ais: Vec<_> =
        names.iter().enumerate().map(|(i, n)| by_name(n, derive_seed(seed, i as u64)).unwrap()).collect();
    let (mut legal, mut log) = (ActionList::default(), Vec::new());
    while !s.is_over() && log.len() < max_actions {
        if s.is_chance() {
            s.roll_dice(&mut rng).unwrap();
            continue;
        }
        s.legal_actions_into(&mut legal);
        let a = ais[s.current()].choose(&s, &legal);
        s.apply(a).unwrap();
        log.push(a);
    }
    log
}

#[test]
fn same_seed_same_play_for_every_ai() {
    for name in AI_NAMES.iter().chain(&["expectimax@10", "expert@0.1"]) {
        let seats = [*name, "random", *name];
        let a = play(&seats, 11, 150);
        assert_eq!(a, play(&seats, 11, 150), "{name} is not reproducible");
        assert!(a.len() > 20);
    }
}

#[test]
fn temperature_and_seed_change_play() {
    // A hot softmax plays differently under different seeds, and still reproducibly.
    let a = play(&["expectimax@200", "expectimax@200"], 3, 200);
    let b = play(&["expectimax@200", "expectimax@200"], 4, 200);
    assert_ne!(a, b);
}
