//! The command-line contract (specs/cli.md) for `dicehall sim`, `tournament` and bad arguments.

use std::process::Command;

use serde_json::Value;

fn dicehall(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dicehall")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn sim_prints_one_json_report_with_the_spec_keys() {
    let (code, out, err) = dicehall(&[
        "sim",
        "--game",
        "royal-casino",
        "--players",
        "3",
        "--ai",
        "greedy",
        "--games",
        "300",
        "--seed",
        "5",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.is_empty(), "a human summary on stderr");
    assert_eq!(out.lines().count(), 1);
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["games"], 300);
    for key in ["games_per_sec", "mean_rounds", "mean_turns"] {
        assert!(r[key].as_f64().unwrap() > 0.0, "{key}");
    }
    let faces = r["faces"].as_object().unwrap();
    assert_eq!(faces.len(), 16);
    let rounds: u64 = faces.values().map(|f| f["rounds"].as_u64().unwrap()).sum();
    assert!((rounds as f64 / 300.0 - r["mean_rounds"].as_f64().unwrap()).abs() < 1e-9);
    for f in faces.values().filter(|f| f["rounds"].as_u64() > Some(0)) {
        for key in ["mean_turns", "mean_points_gained", "mean_points_paid"] {
            assert!(f[key].as_f64().is_some(), "{key}");
        }
        assert!(f["mean_points_gained"].as_f64().unwrap() > 0.0);
    }
    let (_, again, _) = dicehall(&["sim", "--players", "3", "--ai", "greedy", "--games", "300", "--seed", "5"]);
    let a: Value = serde_json::from_str(&again).unwrap();
    assert_eq!(
        (a["mean_rounds"].clone(), a["faces"].clone()),
        (r["mean_rounds"].clone(), r["faces"].clone()),
        "seeded"
    );
}

#[test]
fn bad_arguments_get_a_message_and_status_2() {
    for args in [
        &["sim", "--players", "7"][..],
        &["sim", "--players", "1"],
        &["sim", "--ai", "clever"],
        &["sim", "--games", "many"],
        &["sim", "--game", "chess"],
        &["sim", "--seed", "-3"],
        &["nonsense"],
        &["tournament", "--seats", "greedy,nobody", "--games", "2"],
        &["sim", "--game", "home-rows", "--players", "2"],
        &["sim", "--game", "home-rows", "--players", "5"],
        &["sim", "--game", "home-rows", "--ai", "expectimax"],
        &["tournament", "--game", "home-rows", "--seats", "greedy,greedy", "--games", "2"],
        &["tournament", "--game", "home-rows", "--seats", "expert,greedy,wizard", "--games", "2"],
    ] {
        let (code, out, err) = dicehall(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert!(err.len() > 10, "{args:?}: {err}");
    }
}

#[test]
fn home_rows_sim_and_tournament_print_their_reports() {
    let (code, out, err) =
        dicehall(&["sim", "--game", "home-rows", "--players", "4", "--ai", "random", "--games", "500"]);
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (r["game"].as_str(), r["games"].as_u64(), r["unfinished"].as_u64()),
        (Some("home-rows"), Some(500), Some(0))
    );
    assert!(r["games_per_sec"].as_f64().unwrap() > 0.0);
    assert!(r["mean_rounds"].as_f64().unwrap() >= 4.0, "at least one round per seat");
    assert!(r["home_rows"]["mean_trades"].as_f64().unwrap() > 0.0, "random play trades");
    let wins: u64 = r["wins"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert_eq!(wins, 500, "exactly one winner per game");

    let args = ["tournament", "--game", "home-rows", "--seats", "expert,greedy,random", "--games", "6", "--seed", "3"];
    let (code, out, err) = dicehall(&args);
    assert_eq!(code, 0, "{err}");
    let t: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(t["game"], "home-rows");
    let total: f64 = ["expert", "greedy", "random"].iter().map(|l| t["levels"][l]["wins"].as_f64().unwrap()).sum();
    assert!((total - 6.0).abs() < 1e-9);
    for key in ["win_rate", "ci95", "think_ms_p50", "think_ms_p99"] {
        assert!(!t["levels"]["expert"][key].is_null(), "{key}");
    }
    let (_, again, _) = dicehall(&args);
    let a: Value = serde_json::from_str(&again).unwrap();
    assert_eq!(a["levels"]["expert"]["wins"], t["levels"]["expert"]["wins"], "seeded");
}

#[test]
fn dice_settlers_sim_and_tournament_print_their_reports() {
    let (code, out, err) =
        dicehall(&["sim", "--game", "dice-settlers", "--players", "3", "--ai", "greedy", "--games", "60"]);
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (r["game"].as_str(), r["games"].as_u64(), r["unfinished"].as_u64()),
        (Some("dice-settlers"), Some(60), Some(0))
    );
    let ds = &r["dice_settlers"];
    assert_eq!(ds["technologies"].as_array().unwrap().len(), 18);
    assert_eq!(ds["tiles"].as_array().unwrap().len(), 40);
    assert_eq!(ds["die_colors"].as_array().unwrap().len(), 5);
    let triggers: f64 =
        ["houses", "score_tokens", "tiles", "supply"].iter().map(|k| ds["end_triggers"][k].as_f64().unwrap()).sum();
    assert!(triggers >= 1.0, "every game ends on at least one trigger");
    assert!(ds["first_seat_win_rate"].as_f64().is_some() && ds["mean_tiles_explored"].as_f64().unwrap() > 1.0);

    let args = ["tournament", "--game", "dice-settlers", "--seats", "greedy,random", "--games", "8", "--seed", "3"];
    let (code, out, err) = dicehall(&args);
    assert_eq!(code, 0, "{err}");
    let t: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(t["game"], "dice-settlers");
    assert!(t["levels"]["greedy"]["wins"].as_f64().unwrap() > t["levels"]["random"]["wins"].as_f64().unwrap());
    let (code, _, err) = dicehall(&["sim", "--game", "dice-settlers", "--players", "5"]);
    assert_eq!(code, 2, "5 seats is refused: {err}");
}
