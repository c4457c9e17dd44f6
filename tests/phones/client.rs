//! A phone for the tests: a WebSocket client on loopback (tungstenite), and a headless match app
//! serving phones on a free port, updated frame by frame while the phone waits for an answer.

use std::net::TcpStream;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::table::phones::PhoneHost;
use dicehall::table::session::{MatchConfig, Settings, parse_game_seats};
use serde_json::{Value, json};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// The longest a test phone waits for a message, seconds: a bound on a hang on a loaded machine,
/// never a pace (every wait is for a state).
const WAIT_MOST_S: u64 = 120;

/// A headless match of `game` with `specs` seats and `seed`, instant dice, serving phones on a
/// free port; updated until the server listens.
pub fn phones_table(game: GameId, specs: &[&str], seed: u64) -> App {
    phones_table_with(game, specs, seed, Settings { phones: true, ..Settings::fast() })
}

/// [`phones_table`] with its own `settings` (physical dice: a throw flies for a while).
pub fn phones_table_with(game: GameId, specs: &[&str], seed: u64, settings: Settings) -> App {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    let seats = parse_game_seats(game, &specs).expect("valid seats");
    let mut app = dicehall::table::headless_match_app(MatchConfig::new(game, seats, Some(seed)), settings);
    app.insert_resource(dicehall::table::phones::PhonePort(0));
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<PhoneHost>().server.is_some(), "the phones' server listens");
    app
}

pub fn port(app: &App) -> u16 {
    app.world().resource::<PhoneHost>().server.as_ref().expect("listening").port()
}

pub fn room(app: &App) -> String {
    app.world().resource::<PhoneHost>().room.clone()
}

/// One phone's socket.
pub struct Phone {
    pub ws: WebSocket<MaybeTlsStream<TcpStream>>,
    /// Every message received so far, oldest first.
    pub got: Vec<Value>,
    /// Where the next wait looks from: just past the message the last one matched.
    cursor: usize,
    pub closed: bool,
}

impl Phone {
    /// A socket to the app's server, no hello yet.
    pub fn connect(app: &App) -> Phone {
        let url = format!("ws://127.0.0.1:{}/ws", port(app));
        let (ws, _) = tungstenite::connect(url).expect("the socket opens");
        if let MaybeTlsStream::Plain(s) = ws.get_ref() {
            s.set_read_timeout(Some(Duration::from_millis(2))).unwrap();
        }
        Phone { ws, got: Vec::new(), cursor: 0, closed: false }
    }
    /// A phone that said hello with the room's code (and `token`), with its welcome.
    pub fn join(app: &mut App, token: Option<&str>) -> Phone {
        let mut phone = Phone::connect(app);
        let room = room(app);
        phone.send(&json!({"t": "hello", "room": room, "lang": "en", "token": token}));
        phone.wait(app, |m| m["t"] == "welcome");
        phone.wait(app, |m| m["t"] == "view");
        phone
    }
    /// A phone that joined, speaks `lang` and holds `seat` (its view says so).
    pub fn seated(app: &mut App, seat: usize, lang: &str) -> Phone {
        let mut phone = Phone::join(app, None);
        phone.send(&json!({"t": "lang", "lang": lang}));
        phone.send(&json!({"t": "claim", "seat": seat}));
        phone.wait(app, |m| m["t"] == "view" && m["you"] == seat);
        phone
    }
    pub fn send(&mut self, message: &Value) {
        self.send_text(&message.to_string());
    }
    pub fn send_text(&mut self, text: &str) {
        if self.ws.send(Message::text(text)).is_err() {
            self.closed = true;
        }
    }
    /// Read what has arrived (never blocks long).
    fn read(&mut self) {
        loop {
            match self.ws.read() {
                Ok(Message::Text(t)) => self.got.push(serde_json::from_str(&t).expect("JSON from the server")),
                Ok(Message::Close(_)) => self.closed = true,
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) =>
                {
                    return;
                }
                Err(_) => {
                    self.closed = true;
                    return;
                }
            }
        }
    }
    /// Update the app until a message after the one the last wait matched matches `what`
    /// (panics after `WAIT_MOST_S`: a bound on a hang, never a pace). Messages that came in together are each found by their own wait.
    pub fn wait(&mut self, app: &mut App, what: impl Fn(&Value) -> bool) -> Value {
        let from = self.cursor;
        let until = Instant::now() + Duration::from_secs(WAIT_MOST_S);
        loop {
            self.read();
            if let Some(at) = self.got[from..].iter().position(&what) {
                self.cursor = from + at + 1;
                return self.got[from + at].clone();
            }
            app.update();
            assert!(Instant::now() < until, "no matching message in {WAIT_MOST_S} s; got {:?}", &self.got[from..]);
            assert!(!self.closed || self.got.len() > from, "the socket closed; got {:?}", &self.got[from..]);
        }
    }
    /// Update the app for `frames` frames, reading meanwhile.
    pub fn idle(&mut self, app: &mut App, frames: usize) {
        for _ in 0..frames {
            app.update();
            self.read();
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    /// The newest view received.
    pub fn view(&self) -> Value {
        self.got.iter().rev().find(|m| m["t"] == "view").cloned().expect("a view")
    }
    /// Update until the socket closes (panics after `WAIT_MOST_S`: a bound on a hang, never a pace).
    pub fn wait_closed(&mut self, app: &mut App) {
        let until = Instant::now() + Duration::from_secs(WAIT_MOST_S);
        while !self.closed {
            app.update();
            self.read();
            assert!(Instant::now() < until, "the socket stays open");
        }
    }
}

/// An error message since index `from` with this code.
pub fn error_with(code: &str) -> impl Fn(&Value) -> bool + '_ {
    move |m| m["t"] == "error" && m["code"] == code
}
