//! Phones under load, on loopback against a headless match played in real time (60 frames a
//! second): (1) a tap's way from the phone to the table's state and back, p50/p99 over 200 taps;
//! (2) 8 phones sending 50 messages a second each of garbage and legal-looking moves out of turn
//! for `FLOOD_S` seconds while AI seats play: the moves they change (none), the frame loop's time
//! with and without them, and the process's memory. Prints one JSON object.
//!
//! `cargo run --example phones_bench [flood seconds, default 60]`

use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::games::royal_casino::table::Match;
use dicehall::table::phones::PhoneHost;
use dicehall::table::session::{MatchConfig, Settings, parse_game_seats};
use serde_json::{Value, json};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

fn table(specs: &[&str], settings: Settings) -> App {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    let seats = parse_game_seats(GameId::ROYAL_CASINO, &specs).unwrap();
    let mut app = dicehall::table::headless_match_app(
        MatchConfig::new(GameId::ROYAL_CASINO, seats, Some(1)),
        Settings { phones: true, ..settings },
    );
    app.insert_resource(dicehall::table::phones::PhonePort(0));
    for _ in 0..3 {
        app.update();
    }
    app
}

fn connect(port: u16, room: &str) -> Socket {
    let (mut ws, _) = tungstenite::connect(format!("ws://127.0.0.1:{port}/ws")).unwrap();
    ws.send(Message::text(json!({"t": "hello", "room": room}).to_string())).unwrap();
    ws
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// The app in real time on this thread until `done` (frame times, ms).
fn run_frames(app: &mut App, done: impl Fn(&App) -> bool) -> Vec<f64> {
    let mut times = Vec::new();
    while !done(app) {
        let t = Instant::now();
        app.update();
        let spent = t.elapsed();
        times.push(spent.as_secs_f64() * 1e3);
        if let Some(rest) = Duration::from_millis(16).checked_sub(spent) {
            std::thread::sleep(rest);
        }
    }
    times
}

fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .unwrap_or(0)
}

/// A tap's way: the phone holds seat 0 of a game against a random AI and plays its first choice
/// each time it may (one game, at most `samples` taps); the time from the send to the view that
/// shows it.
fn taps(samples: usize) -> Vec<f64> {
    let mut app = table(&["human", "ai:random"], Settings { ai_pause_s: 0.0, banner_s: 0.0, ..Settings::fast() });
    let (port, room) = {
        let host = app.world().resource::<PhoneHost>();
        (host.server.as_ref().unwrap().port(), host.room.clone())
    };
    let stop = Arc::new(AtomicBool::new(false));
    let phone = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let mut ws = connect(port, &room);
            if let MaybeTlsStream::Plain(s) = ws.get_ref() {
                s.set_read_timeout(Some(Duration::from_millis(50))).unwrap();
            }
            ws.send(Message::text(json!({"t": "claim", "seat": 0}).to_string())).unwrap();
            let mut out = Vec::new();
            let mut sent: Option<(Instant, u64)> = None;
            while out.len() < samples && !stop.load(Ordering::Relaxed) {
                let Ok(Message::Text(text)) = ws.read() else { continue };
                let view: Value = serde_json::from_str(&text).unwrap();
                if view["t"] != "view" {
                    continue;
                }
                let v = view["v"].as_u64().unwrap_or(0);
                if let Some((at, before)) = sent
                    && v > before
                {
                    out.push(at.elapsed().as_secs_f64() * 1e3);
                    sent = None;
                }
                if sent.is_none() && view["your_turn"] == true && view["screen"] == "playing" {
                    let choice = &view["choices"][0]["action"];
                    ws.send(Message::text(json!({"t": "act", "action": choice}).to_string())).unwrap();
                    sent = Some((Instant::now(), v));
                }
            }
            stop.store(true, Ordering::Relaxed);
            out
        })
    };
    // Until the samples are in or the game is over.
    run_frames(&mut app, |app| stop.load(Ordering::Relaxed) || app.world().resource::<Match>().state.is_over());
    stop.store(true, Ordering::Relaxed);
    let mut out = phone.join().unwrap();
    out.sort_by(f64::total_cmp);
    out
}

fn main() {
    let flood_s: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(60);
    let taps = taps(200);
    let ai_only = Settings { ai_pause_s: 0.3, banner_s: 0.5, ..Settings::fast() };

    // The frame loop without phones, then with 8 phones flooding it, both for `flood_s` seconds.
    let mut quiet = table(&["ai:greedy", "ai:greedy", "ai:greedy", "ai:greedy"], ai_only.clone());
    let until = Instant::now() + Duration::from_secs(flood_s);
    let mut quiet_frames = run_frames(&mut quiet, |_| Instant::now() > until);
    drop(quiet);

    let mut app = table(&["ai:greedy", "ai:greedy", "ai:greedy", "ai:greedy"], ai_only);
    let (port, room) = {
        let host = app.world().resource::<PhoneHost>();
        (host.server.as_ref().unwrap().port(), host.room.clone())
    };
    let (sent, answered) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    let stop = Arc::new(AtomicBool::new(false));
    let flooders: Vec<_> = (0..8)
        .map(|i| {
            let (room, sent, answered, stop) = (room.clone(), sent.clone(), answered.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut ws = connect(port, &room);
                if let MaybeTlsStream::Plain(s) = ws.get_ref() {
                    s.set_read_timeout(Some(Duration::from_millis(1))).unwrap();
                }
                let junk = [
                    "{not json".to_string(),
                    json!({"t": "act", "action": "Throw"}).to_string(),
                    json!({"t": "act", "action": {"Place": {"value": 3, "row": 2}}}).to_string(),
                    json!({"t": "undo"}).to_string(),
                    json!({"t": "claim", "seat": 99}).to_string(),
                    json!({"t": "profile", "name": "x".repeat(40), "color": 77}).to_string(),
                    "\u{0}\u{1}".to_string(),
                ];
                let mut n = i;
                while !stop.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    if ws.send(Message::text(junk[n % junk.len()].clone())).is_ok() {
                        sent.fetch_add(1, Ordering::Relaxed);
                    }
                    n += 1;
                    while let Ok(m) = ws.read() {
                        if m.is_text() {
                            answered.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    if let Some(rest) = Duration::from_millis(20).checked_sub(t.elapsed()) {
                        std::thread::sleep(rest);
                    }
                }
            })
        })
        .collect();
    let rss_start = rss_kib();
    let steps_start = app.world().resource::<Match>().record.steps.len();
    let until = Instant::now() + Duration::from_secs(flood_s);
    let mut rss = Vec::new();
    let mut flood_frames = Vec::new();
    while Instant::now() < until {
        let slice = Instant::now() + Duration::from_secs(5);
        flood_frames.extend(run_frames(&mut app, |_| Instant::now() > slice || Instant::now() > until));
        rss.push(rss_kib());
    }
    stop.store(true, Ordering::Relaxed);
    flooders.into_iter().for_each(|f| f.join().unwrap());
    let m = app.world().resource::<Match>();
    // Every step of the match is an AI seat's (all four seats are AIs); phones held no seat.
    let by_phone = m.record.steps.len() - steps_start;
    quiet_frames.sort_by(f64::total_cmp);
    flood_frames.sort_by(f64::total_cmp);
    let report = json!({
        "tap_to_state_ms": {"samples": taps.len(), "p50": percentile(&taps, 0.5), "p99": percentile(&taps, 0.99)},
        "flood": {
            "phones": 8, "seconds": flood_s, "messages_sent": sent.load(Ordering::Relaxed),
            "answers_received": answered.load(Ordering::Relaxed),
            "steps_played_meanwhile_by_ai": by_phone,
            "seats_held_by_phones": app.world().resource::<dicehall::table::phones::PhoneSeats>().holders.values().filter(|h| h.seat.is_some()).count(),
            "frame_ms_quiet": {"p50": percentile(&quiet_frames, 0.5), "p99": percentile(&quiet_frames, 0.99)},
            "frame_ms_flooded": {"p50": percentile(&flood_frames, 0.5), "p99": percentile(&flood_frames, 0.99)},
            "rss_kib_every_5s": rss, "rss_kib_start": rss_start,
        }
    });
    println!("{report}");
}
