//! `dicehall console` against specs/console.md: replies, events, and every malformed line → ok:false.

use std::io::Write;
use std::process::{Command, Stdio};

mod console_common;

use console_common::{ok, refused, send};
use dicehall::console::Console;
use serde_json::{Value, json};

fn new_game(c: &mut Console) -> Value {
    ok(c, r#"{"cmd":"new","game":"royal-casino","players":4,"seed":42,"faces":["01a","02a"]}"#)
}

#[test]
fn new_game_state_has_the_spec_shape() {
    let mut c = Console::new();
    let r = new_game(&mut c);
    let s = &r["state"];
    assert_eq!(r["events"], json!([]));
    assert_eq!(s["game"], "royal-casino");
    assert_eq!((s["round"].as_u64(), s["face"].as_str(), s["current"].as_u64()), (Some(1), Some("01a"), Some(0)));
    assert_eq!((s["phase"].as_str(), s["throws"].as_u64()), (Some("turn_start"), Some(0)));
    assert_eq!(s["throw"], json!([]));
    assert_eq!(s["placed_this_throw"], 0);
    assert_eq!(
        s["players"],
        json!([{"points":80,"dice":7},{"points":80,"dice":7},{"points":80,"dice":7},{"points":80,"dice":7}])
    );
    assert_eq!(s["rows"][0], json!({"color":"yellow","points":10,"squares":["6"],"filled":[]}));
    assert_eq!(s["rows"][2]["color"], "black");
    assert_eq!(s["winners"], json!([]));
    let legal = ok(&mut c, r#"{"cmd":"legal"}"#);
    assert_eq!(legal["legal"], json!([{"cmd":"throw"}]));
}

#[test]
fn forced_throw_place_stop_and_events() {
    let mut c = Console::new();
    new_game(&mut c);
    let r = ok(&mut c, r#"{"cmd":"throw","dice":[6,2,1,5,5]}"#);
    assert_eq!(r["state"]["throw"], json!([1, 2, 5, 5, 6]), "sorted ascending");
    assert_eq!(r["thrown"], json!([1, 2, 5, 5, 6]));
    assert_eq!((r["state"]["phase"].as_str(), r["state"]["throws"].as_u64()), (Some("placing"), Some(1)));
    assert_eq!(r["state"]["players"][0]["dice"], 2, "7 held: 5 thrown, 2 set aside");
    let legal = ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].clone();
    assert!(legal.as_array().unwrap().contains(&json!({"cmd":"place","value":6,"row":0})));
    assert!(!legal.as_array().unwrap().contains(&json!({"cmd":"stop"})), "must place first");
    let r = ok(&mut c, r#"{"cmd":"place","value":6,"row":0}"#);
    assert_eq!(r["events"], json!([{"type":"row_completed","row":0,"player":0,"delta":10}]));
    assert_eq!(r["state"]["placed_this_throw"], 1);
    let r = ok(&mut c, r#"{"cmd":"stop"}"#);
    assert_eq!(r["events"], json!([{"type":"turn_ended","player":0,"reason":"stopped"}]));
    assert_eq!((r["state"]["current"].as_u64(), r["state"]["phase"].as_str()), (Some(1), Some("turn_start")));
    assert_eq!(r["state"]["players"][0]["dice"], 6);
}

#[test]
fn a_throw_with_no_fitting_die_ends_the_turn_and_says_what_was_thrown() {
    let mut c = Console::new();
    ok(&mut c, r#"{"cmd":"new","game":"royal-casino","players":2,"seed":1,"faces":["07a"]}"#);
    // 07a: 5 5 5 5 | 2 2 2 | Y* Y* | 1 | 6 | 3 4 — every value fits somewhere, so fill the stars first.
    ok(&mut c, r#"{"cmd":"throw","dice":[3,3,3,3,3]}"#);
    ok(&mut c, r#"{"cmd":"place","value":3,"row":2}"#);
    ok(&mut c, r#"{"cmd":"place","value":3,"row":2}"#);
    ok(&mut c, r#"{"cmd":"place","value":3,"row":5}"#);
    ok(&mut c, r#"{"cmd":"stop"}"#);
    // Now row 5 needs a 4 and no row takes a 3.
    let r = ok(&mut c, r#"{"cmd":"throw","dice":[3,3,3,3,3]}"#);
    assert_eq!(r["events"], json!([{"type":"turn_ended","player":1,"reason":"no_fit"}]));
    assert_eq!(r["thrown"], json!([3, 3, 3, 3, 3]));
    assert_eq!((r["state"]["current"].as_u64(), r["state"]["phase"].as_str()), (Some(0), Some("turn_start")));
    assert_eq!(r["state"]["players"][1]["dice"], 15, "the dice went back");
}

#[test]
fn malformed_lines_are_refused_and_change_nothing() {
    let mut c = Console::new();
    assert!(refused(&mut c, r#"{"cmd":"throw"}"#).contains("no game"));
    assert!(refused(&mut c, r#"{"cmd":"state"}"#).contains("no game"));
    new_game(&mut c);
    assert!(refused(&mut c, "{not json").contains("malformed JSON"));
    refused(&mut c, "");
    refused(&mut c, "[1,2]");
    refused(&mut c, r#""throw""#);
    refused(&mut c, r#"{"command":"throw"}"#);
    refused(&mut c, r#"{"cmd":7}"#);
    assert!(refused(&mut c, r#"{"cmd":"roll"}"#).contains("unknown command"));
    assert!(refused(&mut c, r#"{"cmd":"place","value":3,"row":2}"#).contains("throw first"));
    assert!(refused(&mut c, r#"{"cmd":"stop"}"#).contains("throw first"));
    assert!(refused(&mut c, r#"{"cmd":"throw","dice":[1,2,3]}"#).contains("5 dice"));
    assert!(refused(&mut c, r#"{"cmd":"throw","dice":[1,2,3,4,5,6]}"#).contains("5 dice"));
    assert!(refused(&mut c, r#"{"cmd":"throw","dice":[0,2,3,4,5]}"#).contains("1 to 6"));
    assert!(refused(&mut c, r#"{"cmd":"throw","dice":[7,2,3,4,5]}"#).contains("1 to 6"));
    refused(&mut c, r#"{"cmd":"throw","dice":[1.5,2,3,4,5]}"#);
    refused(&mut c, r#"{"cmd":"throw","dice":"12345"}"#);
    assert!(refused(&mut c, r#"{"cmd":"throw","dcie":[1,2,3,4,5]}"#).contains("dcie"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"royal-casino","players":4}"#).contains("in progress"));
    ok(&mut c, r#"{"cmd":"throw","dice":[1,1,2,5,5]}"#);
    assert!(refused(&mut c, r#"{"cmd":"stop"}"#).contains("must place"));
    assert!(refused(&mut c, r#"{"cmd":"throw"}"#).contains("must place"));
    assert!(refused(&mut c, r#"{"cmd":"place","value":1,"row":9}"#).contains("no row 9"));
    assert!(refused(&mut c, r#"{"cmd":"place","value":1,"row":-1}"#).contains("no row -1"));
    assert!(refused(&mut c, r#"{"cmd":"place","value":0,"row":1}"#).contains("1 to 6"));
    assert!(refused(&mut c, r#"{"cmd":"place","value":7,"row":1}"#).contains("1 to 6"));
    assert!(refused(&mut c, r#"{"cmd":"place","value":3,"row":1}"#).contains("no die"));
    assert!(refused(&mut c, r#"{"cmd":"place","value":2,"row":1}"#).contains("does not fit"));
    refused(&mut c, r#"{"cmd":"place","value":"1","row":1}"#);
    refused(&mut c, r#"{"cmd":"place","row":1}"#);
    refused(&mut c, r#"{"cmd":"place","value":1}"#);
    refused(&mut c, r#"{"cmd":"legal","x":1}"#);
    ok(&mut c, r#"{"cmd":"place","value":1,"row":1}"#);
}

#[test]
fn bad_new_commands_are_refused() {
    let mut c = Console::new();
    for line in [
        r#"{"cmd":"new"}"#,
        r#"{"cmd":"new","game":"royal-casino"}"#,
        r#"{"cmd":"new","game":"chess","players":4}"#,
        r#"{"cmd":"new","game":"royal-casino","players":1}"#,
        r#"{"cmd":"new","game":"royal-casino","players":7}"#,
        r#"{"cmd":"new","game":"royal-casino","players":"4"}"#,
        r#"{"cmd":"new","game":"royal-casino","players":4,"seed":-1}"#,
        r#"{"cmd":"new","game":"royal-casino","players":4,"starter":4}"#,
        r#"{"cmd":"new","game":"royal-casino","players":4,"faces":[]}"#,
        r#"{"cmd":"new","game":"royal-casino","players":4,"faces":["99z"]}"#,
        r#"{"cmd":"new","game":"royal-casino","players":4,"faces":["/no/such/face.ron"]}"#,
        r#"{"cmd":"new","game":"royal-casino","players":4,"faces":[3]}"#,
        r#"{"cmd":"new","game":"royal-casino","players":4,"speed":3}"#,
    ] {
        refused(&mut c, line);
    }
    let r = ok(&mut c, r#"{"cmd":"new","game":"royal-casino","players":3,"starter":2,"beginner_first":true,"seed":5}"#);
    assert_eq!((r["state"]["current"].as_u64(), r["state"]["face"].as_str()), (Some(2), Some("01a")));
}

/// Play a whole game through the console by always taking the first legal command.
fn play_through(seed: u64) -> Vec<String> {
    let mut c = Console::new();
    let mut log = vec![c.handle_line(&format!(r#"{{"cmd":"new","game":"royal-casino","players":3,"seed":{seed}}}"#))];
    let mut seen_round_end = false;
    for _ in 0..20_000 {
        let legal = send(&mut c, r#"{"cmd":"legal"}"#);
        let Some(first) = legal["legal"].as_array().unwrap().first().cloned() else {
            assert_eq!(legal["state"]["phase"], "game_over");
            assert!(!legal["state"]["winners"].as_array().unwrap().is_empty());
            assert!(seen_round_end);
            return log;
        };
        let reply = ok(&mut c, &first.to_string());
        for e in reply["events"].as_array().unwrap() {
            match e["type"].as_str().unwrap() {
                "row_completed" => assert!(e["delta"].is_i64() && e["row"].as_u64().unwrap() < 6),
                "turn_ended" => {
                    let reason = e["reason"].as_str().unwrap();
                    assert!(["stopped", "no_fit", "all_placed", "throw_limit", "round_end"].contains(&reason));
                }
                "round_ended" => {
                    seen_round_end = true;
                    assert!(e["face"].is_string() && e["next_starter"].is_u64());
                }
                "game_over" => assert!(e["winners"].is_array()),
                other => panic!("unknown event {other}"),
            }
        }
        if reply["state"]["phase"] == "turn_start" {
            assert!(
                reply["state"]["players"][reply["state"]["current"].as_u64().unwrap() as usize]["dice"]
                    .as_u64()
                    .unwrap()
                    > 0
            );
        }
        log.push(reply.to_string());
    }
    panic!("game did not end");
}

#[test]
fn same_seed_and_commands_replay_the_same_game_to_game_over() {
    let a = play_through(11);
    assert_eq!(a, play_through(11));
    assert_ne!(a, play_through(12));
    let mut c = Console::new();
    let _ = c.handle_line(r#"{"cmd":"new","game":"royal-casino","players":2,"seed":1}"#);
}

/// Feed `input` to `dicehall console` and close its input: each reply's `ok`, once it exited 0.
fn binary_oks(input: &str) -> Vec<bool> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dicehall"))
        .arg("console")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let lines: Vec<Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    lines.iter().map(|l| l["ok"].as_bool().unwrap()).collect()
}

#[test]
fn binary_answers_one_line_per_line_and_exits_0_at_end_of_input() {
    let input = "{\"cmd\":\"new\",\"game\":\"royal-casino\",\"players\":2,\"seed\":3}\nnonsense\n{\"cmd\":\"throw\",\"dice\":[1,2,3,4,5]}\n\u{0}\n{\"cmd\":\"state\"}\n";
    assert_eq!(binary_oks(input), vec![true, false, true, false, true]);
}

/// A face "file" that is a device, a folder or too big is refused in one sentence without being
/// read: `/dev/stdin` does not swallow the lines after it, `/dev/zero` does not read without end.
#[test]
fn faces_load_only_regular_files_of_a_face_size() {
    let mut c = Console::new();
    for (face, says) in [("/dev/zero", "not a regular file"), ("/dev/null", "not a regular file"), ("/tmp", "a folder")]
    {
        let line = format!(r#"{{"cmd":"new","game":"royal-casino","players":2,"faces":["{face}"]}}"#);
        let err = refused(&mut c, &line);
        assert!(err.contains(face) && err.contains(says), "{face}: {err}");
    }
    let big = std::env::temp_dir().join(format!("dicehall-big-face-{}.ron", std::process::id()));
    std::fs::write(&big, "/".repeat(100_000)).unwrap();
    let err =
        refused(&mut c, &format!(r#"{{"cmd":"new","game":"royal-casino","players":2,"faces":["{}"]}}"#, big.display()));
    assert!(err.contains("at most 65536 bytes"), "{err}");
    std::fs::remove_file(big).unwrap();

    // Through the binary: the lines after a `/dev/stdin` face are each answered.
    let input = "{\"cmd\":\"new\",\"game\":\"royal-casino\",\"players\":2,\"faces\":[\"/dev/stdin\"]}\n\
                 {\"cmd\":\"new\",\"game\":\"royal-casino\",\"players\":2,\"seed\":3}\n{\"cmd\":\"state\"}\n";
    assert_eq!(binary_oks(input), vec![false, true, true]);
}
