//! An AI turn never freezes (the play-test's 2½-minute stall): with Bevy's async-compute threads
//! all busy (as the renderer's pipeline compiles kept the one thread of a 2-core machine), slow
//! frames (1 s each, as on a software renderer) and physical dice that come to rest against each
//! other, AI seats go on playing turn after turn. Its own test binary: the task pools are global.
#![cfg(feature = "game")]

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::AsyncComputeTaskPool;
use bevy::time::TimeUpdateStrategy;
use dicehall::engine::GameId;
use dicehall::games::royal_casino::table::Match;
use dicehall::table::headless_match_app;
use dicehall::table::session::{MatchConfig, Settings, parse_game_seats};

static RELEASE: AtomicBool = AtomicBool::new(false);

#[test]
fn ai_seats_play_on_with_the_compute_pool_busy_and_slow_frames() {
    let specs: Vec<String> = ["ai:greedy", "ai:greedy", "ai:greedy"].iter().map(|s| s.to_string()).collect();
    let seats = parse_game_seats(GameId::ROYAL_CASINO, &specs).unwrap();
    // Physical dice, the normal AI pause: as a party plays.
    let mut app = headless_match_app(MatchConfig::new(GameId::ROYAL_CASINO, seats, Some(19)), Settings::default());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)));
    let pool = AsyncComputeTaskPool::get();
    for _ in 0..pool.thread_num().max(1) {
        pool.spawn(async {
            while !RELEASE.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(5));
            }
        })
        .detach();
    }
    let mut turns = 0;
    for _ in 0..600 {
        app.update();
        turns = app.world().get_resource::<Match>().map_or(0, |m| m.record.turns);
        if turns >= 6 {
            break;
        }
    }
    RELEASE.store(true, Ordering::Relaxed);
    assert!(turns >= 6, "AI seats played {turns} turns in 600 slow frames");
}
