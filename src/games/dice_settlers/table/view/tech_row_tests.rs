//! The scoreboard stays (issue 41, item 12): while a person chooses an action at 1280×720, at UI
//! scales 1.0 to 1.5 in every language, its own resources show in the status; the technology row
//! opens over the map on request with every card whole on screen.

use bevy::prelude::*;

use super::TechRowDrawn;
use crate::engine::GameId;
use crate::games::dice_settlers::rules::{Action, Phase};
use crate::games::dice_settlers::table::view::MapChoice;
use crate::games::dice_settlers::table::view::side_panels::ScoreboardDrawn;
use crate::games::dice_settlers::table::{SettlersAction, SettlersMatch};
use crate::i18n::Language;
use crate::table::testing_hud::{headless_hud_app, set_language_and_scale};

/// A 3-seat table (the person at seat 2) updated until the person chooses its main action.
fn person_chooses_an_action() -> App {
    let mut app = headless_hud_app(GameId::DICE_SETTLERS, &["ai:greedy", "ai:greedy", "human"], 7, (1280, 720));
    for _ in 0..3_000 {
        let m = app.world().resource::<SettlersMatch>();
        let s = &m.state;
        if s.current() == 2 && s.chance().is_none() && m.pending_throw.is_none() {
            if s.phase() == Phase::Act && !s.acted() {
                return app;
            }
            let legal = s.legal_actions();
            let action = legal.iter().copied().find(|&a| a == Action::Ready).or(legal.first().copied());
            if let Some(action) = action {
                app.world_mut().write_message(SettlersAction::new(2, action));
            }
        }
        app.update();
    }
    panic!("the person was never asked for an action");
}

fn settle(app: &mut App) {
    for _ in 0..5 {
        app.update();
    }
}

fn inside(inner: bevy_egui::egui::Rect, outer: Option<bevy_egui::egui::Rect>) -> bool {
    outer.is_some_and(|outer| outer.expand(1.0).contains_rect(inner))
}

#[test]
fn own_resources_stay_in_view_and_the_technologies_open_whole_over_the_map() {
    let mut app = person_chooses_an_action();
    let mut failures = Vec::new();
    for language in Language::ALL {
        for scale in [1.0, 1.25, 1.5] {
            let at = format!("{language:?} ×{scale}");
            set_language_and_scale(&mut app, language, scale);
            app.world_mut().resource_mut::<MapChoice>().techs_open = false;
            settle(&mut app);
            let board = *app.world().resource::<ScoreboardDrawn>();
            match board.own_resources {
                Some(own) if inside(own, board.shown) => {}
                own => failures.push(format!("{at}: own resources {own:?} not in the status's view {:?}", board.shown)),
            }
            // On request the technologies open over the map, every card whole; the scoreboard stays.
            app.world_mut().resource_mut::<MapChoice>().techs_open = true;
            settle(&mut app);
            let techs = app.world().resource::<TechRowDrawn>().clone();
            let view = app.world().resource::<crate::table::view::hud::hud_layout::HudRegions>().view;
            let Some(window) = techs.window else {
                failures.push(format!("{at}: the technology row did not open"));
                continue;
            };
            if !inside(window, Some(view)) {
                failures.push(format!("{at}: the row {window:?} runs out of the map's view {view:?}"));
            }
            let row = app.world().resource::<SettlersMatch>().state.row().len();
            if techs.cards.len() != row {
                failures.push(format!("{at}: {} of {row} cards drawn", techs.cards.len()));
            }
            // Whole: as wide as shown, and never taller than the part shown (it scrolls into view).
            let Some(shown) = techs.shown else { continue };
            for card in &techs.cards {
                let across = card.min.x >= shown.min.x - 1.0 && card.max.x <= shown.max.x + 1.0;
                if !across || card.height() > shown.height() {
                    failures.push(format!("{at}: a card {card:?} is cut off (shown {shown:?})"));
                }
            }
            let still = app.world().resource::<ScoreboardDrawn>().own_resources;
            if !still.is_some_and(|own| inside(own, board.shown)) {
                failures.push(format!("{at}: with the row open the own resources {still:?} left the view"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
