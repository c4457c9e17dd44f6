//! A row completed by a turn's last die at the headless table: once the turn's dice are placed the
//! camera holds a close-up on that row's dice and its circle, each at least 40 px on the reference
//! view; a row completed while dice are left to place keeps the placement view.

use bevy::prelude::*;

use crate::engine::GameId;
use crate::games::royal_casino::table::Match;
use crate::table::session::{MatchConfig, SeatedMatch, Settings, parse_game_seats};
use crate::table::view::tabletop::camera::{Shot, TableFraming};
use crate::table::view::tabletop::hand_row::HandRow;
use crate::table::view::tabletop::held_shot::held_pieces_px;

/// The least a framed die may measure on the reference view (the reveal asks 40 px).
const LEAST_PX: f32 = 40.0;

#[test]
fn a_row_completed_by_a_turns_last_die_is_framed_close() {
    let specs: Vec<String> = ["ai:greedy", "ai:random", "ai:greedy"].map(String::from).to_vec();
    let seats = parse_game_seats(GameId::ROYAL_CASINO, &specs).expect("seats");
    let settings = Settings { fast: false, instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let config = MatchConfig::new(GameId::ROYAL_CASINO, seats, Some(5));
    let mut app = crate::table::headless_match_app_with(config, settings, |app| {
        app.init_resource::<TableFraming>()
            .init_resource::<HandRow>()
            .init_resource::<super::selection::Selection>()
            .add_systems(Update, super::frame_table.run_if(resource_exists::<Match>));
    });
    let completed = |app: &App| {
        app.world()
            .get_resource::<Match>()
            .map_or(0, |m| m.log_lines().iter().filter(|l| l.contains("completes row")).count())
    };
    let (mut held_frames, mut smallest) = (0, f32::MAX);
    for _ in 0..60_000 {
        app.update();
        let framing = app.world().resource::<TableFraming>();
        if let Some(px) = held_pieces_px(framing) {
            assert_eq!(framing.shot, Shot::CloseUp);
            held_frames += 1;
            smallest = smallest.min(px);
        }
        let over = app.world().get_resource::<Match>().is_none_or(|m| m.state.is_over());
        if held_frames > 0 || over {
            break;
        }
    }
    assert!(completed(&app) > 0, "a row was completed");
    assert!(held_frames > 0, "the camera held a completed row");
    assert!(smallest >= LEAST_PX, "the row's dice {smallest:.1} px");
    eprintln!("row: held, smallest piece {smallest:.1} px");
}
