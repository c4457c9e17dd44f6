//! The action bar folds where its choices do not fit (Liar's Dice's bid chooser at UI scale 1.75
//! on a 1280×720 screen): the bottom band holds one button, the view keeps 55 % of the height,
//! the lesson's step outlines that button, the choices open above it and close after a step; at
//! UI scale 1 the bar stays whole.

use bevy::prelude::*;
use bevy_egui::egui;

use super::BarFold;
use crate::engine::GameId;
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::Action;
use crate::i18n::Language;
use crate::table::plain_table::PlainMatch;
use crate::table::session::SeatedMatch;
use crate::table::testing_hud::{headless_hud_lesson_app, lesson_to_step, set_language_and_scale};
use crate::table::view::hud::bar_buttons::{BarButtons, RingsDrawn};
use crate::table::view::hud::hud_layout::{DrawnPanels, HudRegions};

fn ctx(app: &mut App) -> egui::Context {
    let world = app.world_mut();
    let mut contexts = world.query_filtered::<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>();
    contexts.single_mut(world).expect("the primary egui context").get_mut().clone()
}

fn bar(app: &App) -> egui::Rect {
    let drawn = app.world().resource::<DrawnPanels>();
    drawn.rects.iter().find(|(n, _)| n == "bar").map(|(_, r)| *r).expect("the bar")
}

fn at_scale(app: &mut App, scale: f32) {
    set_language_and_scale(app, Language::English, scale);
    for _ in 0..20 {
        app.update();
    }
}

#[test]
fn the_bid_chooser_folds_at_a_sofas_scale_opens_on_request_and_closes_after_a_step() {
    let mut app = headless_hud_lesson_app(GameId::LIARS_DICE, (1280, 720));
    lesson_to_step::<PlainMatch<LiarsDice>>(&mut app, 0);
    let bid = Action::Bid { quantity: 3, face: 5 };
    at_scale(&mut app, 1.0);
    assert!(!BarFold::of(&ctx(&mut app)).folded, "whole at UI scale 1");
    let whole = bar(&app);
    assert!(whole.contains_rect(app.world().resource::<BarButtons<Action>>().button_of(bid).expect("its button")));

    at_scale(&mut app, 1.75);
    let fold = BarFold::of(&ctx(&mut app));
    assert!(fold.folded && !fold.open, "{fold:?}");
    let (regions, opener) = (*app.world().resource::<HudRegions>(), bar(&app));
    assert!(opener.height() < 45.0, "one button: {opener:?}");
    assert!(regions.view.height() >= 0.55 * regions.screen.height() - 0.5, "{regions:?}");
    assert_eq!(app.world().resource::<RingsDrawn>().lesson, Some(opener), "the step outlines the button that opens");

    // Opened (as its click does): the choices stand above the button, inside the screen.
    let ctx = ctx(&mut app);
    ctx.data_mut(|d| d.insert_temp(egui::Id::new("bar fold"), BarFold { open: true, ..fold }));
    app.update();
    app.update();
    let button = app.world().resource::<BarButtons<Action>>().button_of(bid).expect("its button, open");
    assert!(button.max.y <= bar(&app).min.y && regions.screen.contains_rect(button), "{button:?} over {:?}", bar(&app));
    assert_eq!(app.world().resource::<RingsDrawn>().lesson, Some(button), "open, the step outlines its own button");

    // The learner bids: the choices close (the next decision opens them again on request).
    let learner = app.world().resource::<PlainMatch<LiarsDice>>().lesson().expect("a lesson").learner();
    app.world_mut().write_message(crate::table::session::SeatAction::new(learner, bid));
    for _ in 0..5 {
        app.update();
    }
    assert!(!BarFold::of(&ctx).open, "closed after the step");
}
