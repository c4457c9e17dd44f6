//! OpenSpiel-style random simulation: 10,000 random-policy games, invariants checked after every step.

mod common;

use common::dice_total;
use dicehall::ai::{Policy, RandomAi};
use dicehall::rules::dice::{derive_seed, seeded};
use dicehall::rules::royal_casino::{ActionList, GameState, Setup, shuffled_standard_faces};

const GAMES: u64 = 10_000;

fn check_invariants(g: &GameState, legal: &ActionList, game: u64, step: usize) {
    let at = || format!("game {game} step {step}");
    assert_eq!(dice_total(g), 30, "all 30 dice accounted for, {}", at());
    // Points are unsigned, so "never below 0" means no payment ever underflowed: the sum of what
    // is held must stay plausible (at most 80 each plus everything any face can pay out per round).
    assert!(g.players().iter().all(|p| p.points < 1_000_000), "{}", at());
    for (r, row) in g.rows().iter().enumerate() {
        let filled = row.filled();
        for k in 0..filled.len() {
            assert!(row.spec.fits(&filled[..k], filled[k]), "row {r} square {k} breaks its rule, {}", at());
        }
    }
    if g.is_over() {
        assert!(legal.is_empty());
        assert!(!g.winners().is_empty());
    } else if g.is_chance() {
        assert!(legal.is_empty() && (1..=5).contains(&g.dice_in_air()), "{}", at());
    } else {
        assert!(!legal.is_empty(), "legal actions until game over, {}", at());
        assert!(g.players()[g.current()].dice > 0 || !g.throw().is_empty(), "the mover holds dice, {}", at());
    }
    let json = serde_json::to_string(g).unwrap();
    let back: GameState = serde_json::from_str(&json).unwrap();
    assert_eq!(&*back.legal_actions(), &**legal, "serde round trip keeps the legal actions, {}", at());
    assert_eq!(&back, g, "{}", at());
}

/// Play games `from..to` with every check after every step; returns the rounds played.
fn play_games(from: u64, to: u64) -> u64 {
    let mut legal = ActionList::default();
    let mut rounds = 0u64;
    for game in from..to {
        let seed = derive_seed(2026, game);
        let mut rng = seeded(seed);
        let players = 2 + (game % 5) as usize;
        let faces = shuffled_standard_faces(&mut rng, game % 2 == 0);
        let mut g = GameState::new(Setup { players, starter: (game as usize) % players, faces }).unwrap();
        let mut ai = RandomAi::new(seed ^ 1);
        let mut step = 0;
        loop {
            g.legal_actions_into(&mut legal);
            check_invariants(&g, &legal, game, step);
            if g.is_over() {
                break;
            }
            if g.is_chance() {
                g.roll_dice(&mut rng).unwrap();
            } else {
                let a = ai.choose(&g, &legal);
                g.apply(a).unwrap_or_else(|e| panic!("game {game} step {step}: {a:?} refused: {e}"));
            }
            step += 1;
            assert!(step < 100_000, "game {game} does not end");
        }
        assert!(g.players().iter().any(|p| p.points >= g.target()));
        rounds += g.round() as u64;
    }
    rounds
}

#[test]
fn random_policy_games_keep_every_invariant_and_all_end() {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let rounds: u64 = std::thread::scope(|s| {
        let workers: Vec<_> =
            (0..threads).map(|t| s.spawn(move || play_games(GAMES * t / threads, GAMES * (t + 1) / threads))).collect();
        workers.into_iter().map(|w| w.join().expect("worker")).sum()
    });
    assert!(rounds >= GAMES, "every game plays at least one round");
}

#[test]
fn same_seed_and_same_commands_give_the_same_game() {
    let play = |seed: u64| {
        let mut rng = seeded(seed);
        let faces = shuffled_standard_faces(&mut rng, false);
        let mut g = GameState::new(Setup { players: 4, starter: 0, faces }).unwrap();
        let mut ai = RandomAi::new(seed);
        let mut legal = ActionList::default();
        while !g.is_over() {
            if g.is_chance() {
                g.roll_dice(&mut rng).unwrap();
            } else {
                g.legal_actions_into(&mut legal);
                g.apply(ai.choose(&g, &legal)).unwrap();
            }
        }
        g
    };
    assert_eq!(play(7), play(7));
    assert_ne!(play(7), play(8));
}
