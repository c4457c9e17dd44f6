//! Helpers shared by the console tests: send a line, expect success, expect a refusal that changes nothing.
#![allow(dead_code)]

use dicehall::console::Console;
use serde_json::Value;

pub fn send(c: &mut Console, line: &str) -> Value {
    serde_json::from_str(&c.handle_line(line)).expect("every reply is one JSON object")
}

pub fn ok(c: &mut Console, line: &str) -> Value {
    let r = send(c, line);
    assert_eq!(r["ok"], true, "{line} -> {r}");
    r
}

/// Expect an error reply, and that the game state did not change.
pub fn refused(c: &mut Console, line: &str) -> String {
    let before = c.handle_line(r#"{"cmd":"state"}"#);
    let r = send(c, line);
    assert_eq!(r["ok"], false, "{line} -> {r}");
    assert_eq!(r.as_object().unwrap().len(), 2, "only ok and error: {r}");
    let err = r["error"].as_str().unwrap().to_string();
    assert!(err.len() > 10, "a clear sentence: {err}");
    assert_eq!(c.handle_line(r#"{"cmd":"state"}"#), before, "state unchanged after {line}");
    err
}
