//! OpenSpiel-style random simulation for every game, from one generic function: random seats,
//! the engine's and the game's invariants after every step, every game ends.

use dicehall::engine::dice::derive_seed;
use dicehall::engine::playout::{DiceStream, play_out};
use dicehall::engine::random_games::random_games_parallel;
use dicehall::engine::{Game, Policy, RandomAi};
use dicehall::games::dice_settlers::DiceSettlers;
use dicehall::games::dice_settlers::rules::Setup as SettlersSetup;
use dicehall::games::home_rows::HomeRows;
use dicehall::games::home_rows::rules::{COLORS, Setup as HomeRowsSetup};
use dicehall::games::royal_casino::{NewGame, RoyalCasino};

const GAMES: u64 = 10_000;

#[test]
fn royal_casino_random_games_keep_every_invariant_and_all_end() {
    let report = random_games_parallel::<RoyalCasino>(GAMES, 2026, 10_000, |g| {
        let players = 2 + (g % 5) as usize;
        NewGame { players, starter: g as usize % players, faces: None, beginner_first: g % 2 == 0 }
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, GAMES);
    assert!(report.rounds >= GAMES, "every game plays at least one round");
}

#[test]
fn home_rows_random_games_keep_every_invariant_and_all_end() {
    let report = random_games_parallel::<HomeRows>(GAMES, 2026, 10_000, |g| {
        let players = 3 + (g % 2) as usize;
        // Every colour assignment and starter comes up: rotate the colours by the game number.
        let colors = (0..players).map(|i| COLORS[(i + (g / 2) as usize) % 4]).collect();
        HomeRowsSetup { players, starter: (g / 8) as usize % players, colors: Some(colors) }
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, GAMES);
    assert!(report.rounds >= 3 * GAMES, "every game plays at least one round per seat");
}

#[test]
fn dice_settlers_random_games_keep_every_invariant_and_all_end() {
    // Dice, tents, houses and tiles conserved, no stack underflow, points never negative (u16),
    // serde round trips, the legal list and `check` agree; every game ends.
    let games = GAMES / 5;
    let report = random_games_parallel::<DiceSettlers>(games, 2026, 10_000, |g| {
        let players = 2 + (g % 3) as usize;
        SettlersSetup { players, starter: (g / 3) as usize % players }
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, games);
    assert!(report.rounds >= 2 * games, "every game plays at least two rounds (the trigger, then one more)");
}

/// The same seed and the same seats give the same game, for any game.
fn replay<G: Game>(setup: G::Setup, seed: u64) -> G::State {
    let mut state = G::new(setup, seed).unwrap();
    let mut seats: Vec<Box<dyn Policy<G>>> = (0..G::players(&state))
        .map(|s| Box::new(RandomAi::new(derive_seed(seed, s as u64))) as Box<dyn Policy<G>>)
        .collect();
    let outcome = play_out::<G>(&mut state, &mut seats, &mut DiceStream::whole(seed), 10_000, false, |_| {}).unwrap();
    assert!(outcome.finished);
    state
}

#[test]
fn same_seed_and_same_seats_give_the_same_game() {
    let rc = |seed| replay::<RoyalCasino>(RoyalCasino::setup(4), seed);
    assert_eq!(rc(7), rc(7));
    assert_ne!(rc(7), rc(8));
    let hr = |seed| replay::<HomeRows>(HomeRows::setup(4), seed);
    assert_eq!(hr(7), hr(7));
    assert_ne!(hr(7), hr(8));
    let ds = |seed| replay::<DiceSettlers>(DiceSettlers::setup(3), seed);
    assert_eq!(ds(7), ds(7));
    assert_ne!(ds(7), ds(8));
}
