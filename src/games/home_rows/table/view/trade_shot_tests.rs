//! A forced trade at the headless table: the camera holds a close-up on the hand the die went to,
//! every die there (the traded one among them) at least 40 px on the reference view.

use bevy::prelude::*;

use crate::engine::GameId;
use crate::games::home_rows::rules::Phase;
use crate::games::home_rows::table::HomeRowsMatch;
use crate::table::session::{MatchConfig, SeatedMatch, Settings, parse_game_seats};
use crate::table::view::tabletop::camera::TableFraming;
use crate::table::view::tabletop::hand_row::HandRow;
use crate::table::view::tabletop::held_shot::held_pieces_px;

/// The least a moved die may measure on the reference view (the reveal asks 40 px).
const LEAST_PX: f32 = 40.0;

#[test]
fn a_trade_is_framed_on_the_hand_the_die_went_to() {
    let specs: Vec<String> = ["ai:random", "ai:random", "ai:random"].map(String::from).to_vec();
    let seats = parse_game_seats(GameId::HOME_ROWS, &specs).expect("seats");
    let settings = Settings { fast: false, instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let config = MatchConfig::new(GameId::HOME_ROWS, seats, Some(4));
    let mut app = crate::table::headless_match_app_with(config, settings, |app| {
        app.init_resource::<TableFraming>()
            .init_resource::<HandRow>()
            .add_systems(Update, super::frame_table.run_if(resource_exists::<HomeRowsMatch>));
    });
    let traded = |app: &App| {
        app.world()
            .get_resource::<HomeRowsMatch>()
            .map_or(0, |m| m.log_lines().iter().filter(|l| l.contains("forces a trade")).count())
    };
    let (mut held_frames, mut smallest) = (0, f32::MAX);
    for _ in 0..60_000 {
        app.update();
        if let Some(px) = held_pieces_px(app.world().resource::<TableFraming>()) {
            held_frames += 1;
            smallest = smallest.min(px);
        }
        let over = app.world().get_resource::<HomeRowsMatch>().is_some_and(|m| m.state.phase() == Phase::GameOver);
        if held_frames > 0 && traded(&app) > 0 || over {
            break;
        }
    }
    assert!(traded(&app) > 0, "the random seats forced a trade");
    assert!(held_frames > 0, "the camera held the trade");
    assert!(smallest >= LEAST_PX, "the hand's dice {smallest:.1} px");
    eprintln!("trade: held {held_frames} frames, smallest die {smallest:.1} px");
}
