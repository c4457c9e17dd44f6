//! The tournament: seat rotation replays each dice seed, shares tied wins, rejects bad arguments.

use dicehall::engine::GameId;
use dicehall::games::royal_casino::RoyalCasino;
use dicehall::registry::tournament as run;
use dicehall::tournament::{TournamentConfig, dice_seed, play_game, wilson};

fn config(seats: &[&str], games: u64) -> TournamentConfig {
    TournamentConfig {
        game: GameId::ROYAL_CASINO,
        seats: seats.iter().map(|s| s.to_string()).collect(),
        games,
        seed: 5,
    }
}

#[test]
fn rotations_replay_the_same_dice_seed() {
    let c = config(&["greedy", "random", "random"], 6);
    assert_eq!(dice_seed(5, 0, 3), dice_seed(5, 2, 3));
    assert_ne!(dice_seed(5, 2, 3), dice_seed(5, 3, 3));
    let games: Vec<_> = (0..6).map(|g| play_game::<RoyalCasino>(&c, g).unwrap()).collect();
    // The first turn's throw comes from the dice seed alone, whoever sits where.
    for g in [1, 2] {
        assert_eq!(games[0].first_dice[..5], games[g].first_dice[..5]);
    }
    for g in [4, 5] {
        assert_eq!(games[3].first_dice[..5], games[g].first_dice[..5]);
    }
    assert_ne!(games[0].first_dice, games[3].first_dice);
    for r in &games {
        assert!(r.finished);
        assert!((r.share.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
    // Replaying a game gives the same result.
    assert_eq!(play_game::<RoyalCasino>(&c, 4).unwrap().share, games[4].share);
}

#[test]
fn report_has_levels_and_seats() {
    let v = run(&config(&["greedy", "random", "greedy"], 12)).unwrap();
    assert_eq!(v["games"], 12);
    let g = &v["levels"]["greedy"];
    let r = &v["levels"]["random"];
    let total = g["wins"].as_f64().unwrap() + r["wins"].as_f64().unwrap();
    assert!((total - 12.0).abs() < 1e-9);
    for key in ["wins", "win_rate", "ci95", "think_ms_p50", "think_ms_p99", "ties"] {
        assert!(!g[key].is_null(), "missing {key}");
    }
    assert_eq!(g["seats"], 2);
    assert_eq!(v["per_seat"].as_array().unwrap().len(), 3);
}

#[test]
fn bad_arguments_are_errors() {
    assert!(run(&config(&["greedy"], 10)).is_err());
    assert!(run(&config(&["greedy"; 7], 10)).is_err());
    assert!(run(&config(&["greedy", "random"], 0)).is_err());
    assert!(run(&config(&["greedy", "wizard"], 10)).unwrap_err().contains("wizard"));
}

#[test]
fn wilson_interval() {
    let [lo, hi] = wilson(60.0, 100.0);
    assert!((lo - 0.5020).abs() < 1e-3 && (hi - 0.6906).abs() < 1e-3, "{lo} {hi}");
    assert_eq!(wilson(0.0, 0.0), [0.0, 1.0]);
}
