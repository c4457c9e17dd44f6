//! The lesson's ring and the hint's at Dice Settlers' table (issue: "step 2 rings the die, never
//! the button to press"): a step about a pool die rings the die until it is clicked, then the bar's
//! very button that does it; a step of the bar rings its button; a hint asked in a lesson is the
//! step's own move and rings that same button.

use bevy::prelude::*;
use bevy_egui::egui;

use super::MapChoice;
use crate::engine::GameId;
use crate::games::dice_settlers::DiceSettlers;
use crate::games::dice_settlers::rules::Action;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::testing_hud::{headless_hud_lesson_app, lesson_to_step};
use crate::table::view::UiFlags;
use crate::table::view::hud::bar_buttons::{BarButtons, RingsDrawn};
use crate::table::view::hud::hint::HintState;
use crate::table::view::hud::hud_layout::DrawnPanels;

fn bar(app: &App) -> egui::Rect {
    let drawn = app.world().resource::<DrawnPanels>();
    drawn.rects.iter().find(|(n, _)| n == "bar").map(|(_, r)| *r).expect("the bar is drawn")
}

fn rings(app: &App) -> RingsDrawn {
    *app.world().resource::<RingsDrawn>()
}

fn button(app: &App, action: Action) -> Option<egui::Rect> {
    app.world().resource::<BarButtons<Action>>().button_of(action)
}

#[test]
fn a_step_about_a_die_rings_the_die_then_its_button_and_a_bar_step_and_its_hint_ring_the_button() {
    let mut app = headless_hud_lesson_app(GameId::DICE_SETTLERS, (1280, 720));
    // Step 2: turn die 2 to Research with the green navigator.
    lesson_to_step::<SettlersMatch>(&mut app, 1);
    let turn = Action::Turn { die: 2, value: 4, payer: None };
    assert!(rings(&app).lesson.is_none_or(|r| !bar(&app).intersects(r)), "the die first: {:?}", rings(&app));
    app.world_mut().resource_mut::<MapChoice>().die = Some(2);
    app.update();
    app.update();
    let ring = rings(&app).lesson.expect("a ring once the die is clicked");
    assert_eq!(Some(ring), button(&app, turn), "the button that turns it");
    assert!(bar(&app).contains_rect(ring), "{ring:?} in the bar {:?}", bar(&app));
    // Step 3: Ready, a button of the bar.
    lesson_to_step::<SettlersMatch>(&mut app, 2);
    let ready = button(&app, Action::Ready).expect("the Ready button");
    assert_eq!(rings(&app).lesson, Some(ready));
    // The hint is the step's own move, rung where the step is.
    app.world_mut().resource_mut::<UiFlags>().hint = true;
    for _ in 0..200 {
        app.update();
        if app.world().resource::<HintState<DiceSettlers>>().shown().is_some() {
            break;
        }
    }
    let shown = app.world().resource::<HintState<DiceSettlers>>().shown().map(|(a, _)| a);
    assert_eq!(shown, Some(Action::Ready), "the lesson's step, not another move");
    app.update();
    assert_eq!(rings(&app).hint, button(&app, Action::Ready), "the hint rings the Ready button");
}
