//! Home Rows AIs: never an illegal action, reproducible by seed, greedy's stated habits, and the
//! expert ahead of greedy on a fixed set of dice seeds.

mod home_rows_common;

use dicehall::engine::dice::{derive_seed, roll_into, seeded};
use dicehall::engine::{GameId, Policy, RandomAi};
use dicehall::games::home_rows::HomeRows;
use dicehall::games::home_rows::ai::{AI_LEVELS, by_name, expert::ExpertAi, greedy::GreedyAi};
use dicehall::games::home_rows::rules::{Action, Color, HomeRowsState, Phase, Setup, Side};
use dicehall::registry::tournament as run;
use dicehall::tournament::TournamentConfig;
use home_rows_common::*;
use rand::RngExt;

/// A random position with a decision to make, after a random number of random steps.
fn random_position(seed: u64) -> HomeRowsState {
    let mut rng = seeded(seed);
    let players = rng.random_range(3..=4usize);
    let mut s = HomeRowsState::new(Setup { players, starter: rng.random_range(0..players), colors: None }).unwrap();
    let mut ai = RandomAi::new(derive_seed(seed, 1));
    let steps = rng.random_range(0..400);
    for _ in 0..steps {
        if s.is_over() {
            break;
        }
        if s.phase() == Phase::Rolling {
            let mut v = [0];
            roll_into(&mut rng, &mut v);
            s.apply_chance(&v).unwrap();
        } else {
            s.apply(ai.pick(&s.legal_actions())).unwrap();
        }
    }
    if s.is_over() || s.phase() == Phase::Rolling { random_position(derive_seed(seed, 2)) } else { s }
}

#[test]
fn every_level_picks_a_legal_action_in_random_positions() {
    for (name, _) in AI_LEVELS {
        let count = if name == "expert" { 150 } else { 3000 };
        let mut ai = by_name(name, 9).unwrap();
        for k in 0..count {
            let s = random_position(derive_seed(31, k));
            let legal = s.legal_actions();
            let a = ai.choose(&s, &legal);
            assert!(legal.contains(&a), "{name} chose {a:?} in position {k}");
        }
    }
    assert!(by_name("expectimax", 0).err().unwrap().contains("random, greedy, expert"));
}

#[test]
fn a_seed_makes_every_level_reproducible() {
    for (name, _) in AI_LEVELS {
        let picks = |seed| {
            let mut ai = by_name(name, seed).unwrap();
            (0..40)
                .map(|k| {
                    let s = random_position(derive_seed(5, k));
                    ai.choose(&s, &s.legal_actions())
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(picks(1), picks(1), "{name}");
    }
}

#[test]
fn greedy_keeps_high_dice_out_of_its_home_row_and_low_or_matching_dice_in_it() {
    // Seat 0 (red) rolls a 6: it goes anywhere but row 0.
    let mut s = game(4);
    roll(&mut s, Color::Red, 6);
    let Action::Place { row, .. } = GreedyAi.choose(&s, &s.legal_actions()) else { panic!("places") };
    assert_ne!(row, 0, "a 6 stays out of its own row");
    // A 1 goes into its own row.
    let mut s = game(4);
    roll(&mut s, Color::Red, 1);
    let Action::Place { row, .. } = GreedyAi.choose(&s, &s.legal_actions()) else { panic!("places") };
    assert_eq!(row, 0, "a 1 fills its own row");
}

#[test]
fn greedy_takes_the_most_counters_and_trades_high_dice_when_the_pot_is_empty() {
    // Pot empty: take from the richer neighbour.
    let mut s = empty_pot(&game(4), &[0, 2, 14, 14]);
    roll(&mut s, Color::Red, 5);
    let a = GreedyAi.choose(&s, &s.legal_actions());
    assert!(matches!(a, Action::Place { from: Some(Side::Right), .. }), "{a:?}");
    // Only its own row open: a 6 is traded onto a neighbour rather than placed at home.
    let s = empty_pot(&game(4), &[0, 10, 10, 10]);
    // Rows 1–3 are full with the other seats' dice; seat 0 still holds its five red dice.
    let s = edit(&s, |v| {
        v["hands"] = serde_json::json!([[5, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
        for r in 1..4 {
            let color = ["red", "yellow", "green", "blue"][r];
            for c in 0..5 {
                v["board"][r][c] = serde_json::json!({"color": color, "value": 1});
            }
        }
    });
    let mut s = s;
    roll(&mut s, Color::Red, 6);
    let legal = s.legal_actions();
    assert!(legal.iter().all(|a| matches!(a, Action::Place { row: 0, .. } | Action::Trade { .. })));
    let a = GreedyAi.choose(&s, &legal);
    assert!(matches!(a, Action::Trade { .. }), "{a:?}");
}

#[test]
fn the_expert_wins_more_than_its_share_against_greedy() {
    let config = TournamentConfig {
        game: GameId::HOME_ROWS,
        seats: vec!["expert".into(), "greedy".into(), "greedy".into()],
        games: 60,
        seed: 4,
    };
    let report = run(&config).unwrap();
    let rate = report["levels"]["expert"]["win_rate"].as_f64().unwrap();
    assert!(rate > 0.45, "the expert won {rate} of 60 games against two greedy seats");
    // A smaller search still plays legal, sensible games.
    let mut small = ExpertAi::with_budget(1, 2, 4);
    let s = random_position(77);
    assert!(s.legal_actions().contains(&Policy::<HomeRows>::choose(&mut small, &s, &s.legal_actions())));
}
