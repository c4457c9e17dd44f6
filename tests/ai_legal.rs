//! No AI ever returns an illegal action: thousands of random mid-game positions, 2–6 seats.

mod ai_common;

use ai_common::random_position;
use dicehall::engine::dice::derive_seed;
use dicehall::games::royal_casino::ai::{AI_LEVELS, AI_NAMES, by_name};

fn check(name: &str, positions: u64) {
    let mut ai = by_name(name, 7).unwrap();
    for i in 0..positions {
        let s = random_position(derive_seed(0xA11, i), 5);
        let legal = s.legal_actions();
        let a = ai.choose(&s, &legal);
        assert!(legal.contains(&a), "{name} chose {a:?}, not legal in position {i}: {legal:?}");
        assert!(s.clone().apply(a).is_ok());
    }
}

#[test]
fn cheap_ais_only_play_legal_actions() {
    for name in ["random", "greedy", "expectimax@5", "expert@0.05"] {
        check(name, 2000);
    }
}

#[test]
fn search_ais_only_play_legal_actions() {
    check("expectimax", 600);
    check("expert", 120);
}

#[test]
fn names_levels_and_errors() {
    for (name, friendly) in AI_LEVELS {
        assert!(AI_NAMES.contains(&name) && !friendly.is_empty());
        assert_eq!(by_name(name, 1).unwrap().name(), name);
    }
    assert_eq!(AI_LEVELS.len(), AI_NAMES.len());
    assert!(by_name("grandmaster", 1).err().is_some_and(|e| e.contains("unknown AI")));
    assert!(by_name("greedy@3", 1).is_err());
    assert!(by_name("expert@-1", 1).is_err());
}
