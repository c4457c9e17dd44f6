//! Dice Settlers' map and pool under injected mouse input and Bevy's picking (headless nothing is
//! drawn: the pads and boxes are found as the window finds them): every lit spot is found where it
//! lies and not beside, a click on one plays it and a click off the map plays nothing; every
//! rolled die of the pool is held up by a click on it and not by one just beside it.

use bevy::prelude::*;

use super::map_spots::{HoveredSpot, clickable};
use super::pool::PoolDie;
use super::{MapChoice, TILE_H_M, die_uses, map_point};
use crate::engine::GameId;
use crate::games::dice_settlers::rules::{Hex, Phase};
use crate::games::dice_settlers::table::{SettlersAction, SettlersMatch};
use crate::table::session::{MatchConfig, SeatedMatch, Settings, parse_game_seats};
use crate::table::testing::*;

fn settlers(app: &App) -> &SettlersMatch {
    app.world().resource::<SettlersMatch>()
}

/// Where hex `at` shows on the screen, at the tiles' tops, `toward` a share of the way to
/// neighbour `toward.0`.
fn on_screen(app: &mut App, at: Hex, toward: Option<(Hex, f32)>) -> Vec2 {
    let state = settlers(app).state.clone();
    let mut p = map_point(&state, at) + Vec3::Y * TILE_H_M;
    if let Some((n, share)) = toward {
        p += (map_point(&state, n) - map_point(&state, at)) * share;
    }
    assert!(in_view(app, p), "{at:?} shows in the window");
    screen_point(app, p)
}

/// The six hexes round `h`.
fn neighbours(h: Hex) -> [Hex; 6] {
    [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)].map(|(q, r)| Hex::new(h.q + q, h.r + r))
}

/// The lit spots now, once a person is to act in the draft.
fn lit_spots(app: &mut App) -> Vec<(Hex, crate::games::dice_settlers::rules::Action)> {
    for _ in 0..100 {
        if settlers(app).person_to_act() {
            break;
        }
        app.update();
    }
    assert_eq!(settlers(app).state.phase(), Phase::Draft);
    clickable(settlers(app), app.world().resource::<MapChoice>()).0
}

/// In the draft a click off the map plays nothing and one on the lit spot plays it; then every
/// lit spot is found under the pointer over it (up to near its edge) and not past its edge
/// (there the neighbour is, lit or not), as its glow, its words and a click need.
#[test]
fn every_lit_spot_is_picked_where_it_lies_and_not_beside() {
    let mut app = started_table(GameId::DICE_SETTLERS, &["human", "human"], 11);
    let first = lit_spots(&mut app);
    assert_eq!(first.len(), 1, "the first tile goes in the middle: {first:?}");
    let before = settlers(&app).state.clone();
    click(&mut app, Vec2::new(5.0, 5.0));
    app.update();
    assert_eq!(settlers(&app).state, before, "a click off the map plays nothing");
    let on = on_screen(&mut app, first[0].0, None);
    click(&mut app, on);
    app.update();
    assert!(settlers(&app).state.map().iter().any(|p| p.at == first[0].0), "a click on the spot places the tile");
    let spots = lit_spots(&mut app);
    assert!(spots.len() >= 2, "the second tile may go round the first: {spots:?}");
    let lit = |h: Hex| spots.iter().find(|s| s.0 == h).map(|s| s.1);
    for &(at, action) in &spots {
        let middle = on_screen(&mut app, at, None);
        move_cursor(&mut app, middle);
        assert_eq!(app.world().resource::<HoveredSpot>().0, Some(action), "the pointer over {at:?} finds it");
        for n in neighbours(at) {
            let inside = on_screen(&mut app, at, Some((n, 0.4)));
            move_cursor(&mut app, inside);
            assert_eq!(app.world().resource::<HoveredSpot>().0, Some(action), "inside {at:?}'s edge toward {n:?}");
            let past = on_screen(&mut app, at, Some((n, 0.6)));
            move_cursor(&mut app, past);
            assert_eq!(app.world().resource::<HoveredSpot>().0, lit(n), "past {at:?}'s edge, {n:?} is found");
        }
    }
    let (at, _) = spots[spots.len() / 2];
    let on = on_screen(&mut app, at, None);
    click(&mut app, on);
    app.update();
    assert!(settlers(&app).state.map().iter().any(|p| p.at == at), "a click on {at:?} places the tile there");
}

/// A table of two people through the draft to the first roll that leaves them a choice with its
/// dice, the pool laid out as the window lays it (instant dice).
fn at_the_pool() -> App {
    let game = GameId::DICE_SETTLERS;
    let seats = parse_game_seats(game, &["human".to_string(), "human".to_string()]).expect("valid seats");
    let settings = Settings { ai_pause_s: 0.0, banner_s: 0.0, instant_dice: true, ..Settings::default() };
    let mut app = headless_input_app_with(MatchConfig::new(game, seats, Some(5)), settings, |app| {
        app.init_resource::<crate::table::view::tabletop::camera::TableFraming>().add_plugins(super::pool::plugin);
    });
    for _ in 0..600 {
        app.update();
        let m = settlers(&app);
        let (drafting, to_act, seat) = (m.state.phase() == Phase::Draft, m.person_to_act(), m.state.current());
        if drafting && to_act {
            let action = m.state.legal_actions()[0];
            app.world_mut().write_message(SettlersAction::new(seat, action));
        } else if to_act && !pool_dice(&mut app).is_empty() {
            return app;
        }
    }
    panic!("no pool to choose from: {:?}", settlers(&app).state.phase());
}

/// The rolled dice of the pool that have a use now, with where each lies.
fn pool_dice(app: &mut App) -> Vec<(u8, Vec3)> {
    let legal = settlers(app).state.legal_actions();
    let mut pool = app.world_mut().query::<(&PoolDie, &GlobalTransform)>();
    let mut dice: Vec<(u8, Vec3)> = pool
        .iter(app.world())
        .filter_map(|(d, g)| Some((d.0? as u8, g.translation())))
        .filter(|&(n, _)| !die_uses(&legal, n).is_empty())
        .collect();
    dice.sort_by_key(|d| d.0);
    dice
}

fn held(app: &App) -> Option<u8> {
    app.world().resource::<MapChoice>().die
}

/// Each rolled die with a use is held up by a click on it (the first click only holds it up); a
/// click just in front of it or behind it holds up none.
#[test]
fn every_pool_die_is_picked_where_it_lies_and_not_beside() {
    let mut app = at_the_pool();
    let dice = pool_dice(&mut app);
    assert!(!dice.is_empty(), "the pool offers dice");
    let before = settlers(&app).state.clone();
    for (i, &(n, at)) in dice.iter().enumerate() {
        // Put whatever is held down first (a die without a use now is held by nothing).
        app.world_mut().resource_mut::<MapChoice>().die = None;
        for beside in [at + Vec3::Z * 0.03, at - Vec3::Z * 0.03] {
            let p = screen_point(&mut app, beside);
            click(&mut app, p);
            assert_eq!(held(&app), None, "a click at {beside} beside die {n} at {at} holds up none");
        }
        let on = screen_point(&mut app, at);
        click(&mut app, on);
        assert_eq!(held(&app), Some(n), "a click on die {n} (#{i} of the pool) holds it up");
    }
    assert_eq!(settlers(&app).state, before, "a first click plays nothing");
}
