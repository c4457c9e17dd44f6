//! `dicehall play --phones --no-window`: a match with no window (instant dice, no pauses), its
//! seats played by AIs and phones, in real time. The phones' browser tests and benchmark play
//! through it: the real server, the real rules and turn flow, only no picture.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use super::{PhoneHost, PhonePort};
use crate::table::session::{MatchConfig, Settings};

/// The frame the headless match aims for, seconds.
const FRAME_S: f64 = 1.0 / 60.0;
/// Frames it keeps serving after the game is over (the phones see the results).
const FRAMES_AFTER_OVER: u32 = 180;

/// Play `config` headless, serving phones on `port`; prints `{"phones": url, "room": code}` on
/// stdout once the server listens, and the result line at game over.
pub fn run(config: MatchConfig, mut settings: Settings, port: u16) -> ExitCode {
    settings.exit_on_game_over = true;
    settings.phones = true;
    let mut app = crate::table::headless_match_app(config, settings);
    app.insert_resource(PhonePort(port));
    let mut announced = false;
    let mut left: Option<u32> = None;
    loop {
        let started = Instant::now();
        app.update();
        if !announced {
            let host = app.world().resource::<PhoneHost>();
            if let Some(e) = &host.error {
                eprintln!("dicehall play: {e}");
                return ExitCode::FAILURE;
            }
            if host.server.is_some() {
                println!("{}", serde_json::json!({"phones": host.url, "room": host.room}));
                announced = true;
            }
        }
        if left.is_none() && app.should_exit().is_some() {
            left = Some(FRAMES_AFTER_OVER);
        }
        if let Some(n) = left.as_mut() {
            *n = n.saturating_sub(1);
            if *n == 0 {
                return ExitCode::SUCCESS;
            }
        }
        let spent = started.elapsed().as_secs_f64();
        if spent < FRAME_S {
            std::thread::sleep(Duration::from_secs_f64(FRAME_S - spent));
        }
    }
}
