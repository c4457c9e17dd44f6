//! Dice Settlers' AIs: never an illegal action (thousands of random mid-game positions, 2–4 seats),
//! a seed reproduces every level, the search never reads what its seat cannot see, levels by name.

use dicehall::engine::dice::{derive_seed, draw_into, seeded};
use dicehall::engine::{Game, MAX_CHANCE_DICE, Policy};
use dicehall::games::dice_settlers::DiceSettlers;
use dicehall::games::dice_settlers::ai::{AI_LEVELS, by_name};
use dicehall::games::dice_settlers::rules::{Action, DiceSettlersState, Setup};
use rand::RngExt;

/// A position reached by random play from a seeded new game (a decision, not a chance node).
fn random_position(seed: u64) -> Option<DiceSettlersState> {
    let mut rng = seeded(seed);
    let players = 2 + (seed % 3) as usize;
    let mut s = DiceSettlersState::new(Setup { players, starter: (seed / 3) as usize % players }, seed).ok()?;
    let steps = rng.random_range(0..600);
    for _ in 0..steps {
        if s.is_over() {
            return None;
        }
        if let Some(ch) = s.chance() {
            let mut v = [0u8; MAX_CHANCE_DICE];
            draw_into(&mut rng, ch.sides(), &mut v[..ch.count()]);
            s.apply_chance(&v[..ch.count()]).ok()?;
            continue;
        }
        let legal = s.legal_actions();
        s.apply(legal[rng.random_range(0..legal.len())]).ok()?;
    }
    while let Some(ch) = s.chance() {
        let mut v = [0u8; MAX_CHANCE_DICE];
        draw_into(&mut rng, ch.sides(), &mut v[..ch.count()]);
        s.apply_chance(&v[..ch.count()]).ok()?;
    }
    (!s.is_over()).then_some(s)
}

fn check_legal(name: &str, positions: u64) {
    let mut ai = by_name(name, 7).unwrap();
    let mut checked = 0;
    for i in 0..positions {
        let Some(s) = random_position(derive_seed(0xD5, i)) else { continue };
        let legal = s.legal_actions();
        let a = ai.choose(&s, &legal);
        assert!(legal.contains(&a), "{name} chose {a:?}, not legal in position {i}: {legal:?}");
        assert!(s.clone().apply(a).is_ok());
        checked += 1;
    }
    assert!(checked * 10 >= positions * 8, "most positions are mid-game ({checked} of {positions})");
}

#[test]
fn cheap_ais_only_play_legal_actions() {
    check_legal("random", 3000);
    check_legal("greedy", 3000);
    check_legal("sharp", 1000);
}

#[test]
fn the_expert_only_plays_legal_actions() {
    check_legal("expert", 300);
}

/// A whole game with every seat the named AI, seeded.
fn game(name: &str, seed: u64) -> DiceSettlersState {
    let mut s = DiceSettlers::new(Setup { players: 3, starter: 0 }, seed).unwrap();
    let mut seats: Vec<Box<dyn Policy<DiceSettlers>>> =
        (0..3).map(|i| by_name(name, derive_seed(seed, i)).unwrap()).collect();
    let mut rng = seeded(seed ^ 0xD1CE);
    while !s.is_over() {
        if let Some(ch) = s.chance() {
            let mut v = [0u8; MAX_CHANCE_DICE];
            draw_into(&mut rng, ch.sides(), &mut v[..ch.count()]);
            s.apply_chance(&v[..ch.count()]).unwrap();
            continue;
        }
        let legal = s.legal_actions();
        let a = seats[s.current()].choose(&s, &legal);
        s.apply(a).unwrap();
    }
    s
}

#[test]
fn a_seed_reproduces_every_level() {
    for (name, _) in AI_LEVELS {
        let seed = if name == "expert" { 3 } else { 11 };
        assert_eq!(game(name, seed), game(name, seed), "{name}");
    }
    assert_ne!(game("greedy", 11), game("greedy", 12));
}

/// The stack's order is the only part of a state a seat cannot see (bags hold counts, and every
/// draw is uniform). Permuting it must not move the search's choices beyond sampling noise.
#[test]
fn the_search_does_not_read_the_hidden_stack_order() {
    let mut tested = 0;
    let mut i = 0;
    while tested < 4 {
        i += 1;
        let Some(s) = random_position(derive_seed(0x41DE, i)) else { continue };
        if !dicehall::games::dice_settlers::ai::expert::searched(&s) || s.stack_len() < 4 {
            continue;
        }
        let legal = s.legal_actions();
        if legal.len() < 3 {
            continue;
        }
        let mut json: serde_json::Value = serde_json::to_value(&s).unwrap();
        let stack = json["stack"].as_array_mut().unwrap();
        stack.reverse();
        stack.rotate_left(1);
        let shuffled: DiceSettlersState = serde_json::from_value(json).unwrap();
        assert_ne!(shuffled, s);
        shuffled.validate().unwrap();
        let counts = |state: &DiceSettlersState| {
            let mut n = vec![0u32; legal.len()];
            for seed in 0..24 {
                let a: Action = by_name("sharp", seed).unwrap().choose(state, &legal);
                n[legal.iter().position(|&b| b == a).unwrap()] += 1;
            }
            n
        };
        let (a, b) = (counts(&s), counts(&shuffled));
        // Total variation distance between the two choice distributions, 24 draws each: identical
        // distributions stay well under 0.5; reading the stack would move the choices wholesale.
        let tv: f64 = a.iter().zip(&b).map(|(x, y)| (f64::from(*x) - f64::from(*y)).abs()).sum::<f64>() / 48.0;
        assert!(tv <= 0.5, "position {i}: choices moved with the hidden stack order: {a:?} vs {b:?}");
        tested += 1;
    }
}

#[test]
fn levels_have_names_and_unknown_names_are_refused() {
    let names: Vec<&str> = AI_LEVELS.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, ["random", "greedy", "sharp", "expert"]);
    for (name, label) in AI_LEVELS {
        assert_eq!(by_name(name, 1).unwrap().name(), name);
        assert!(!label.is_empty());
    }
    assert!(by_name("grandmaster", 1).err().is_some_and(|e| e.contains("unknown AI") && e.contains("expert")));
}

/// A roll can grow past 16 dice (each bag draw adds two): a Navigator re-roll then once shifted a
/// 16-bit mask past its width and panicked. This tournament (seed 7) reached such a roll.
#[test]
fn a_reroll_of_a_roll_past_sixteen_dice_plays_on() {
    use dicehall::registry::GameId;
    use dicehall::tournament::TournamentConfig;
    let seats = ["greedy", "random", "greedy"].map(String::from).to_vec();
    let config = TournamentConfig { game: GameId::DICE_SETTLERS, seats, games: 60, seed: 7 };
    let report = dicehall::registry::tournament(&config).expect("every game plays to its end");
    assert_eq!(report["games"], 60, "{report}");
}
