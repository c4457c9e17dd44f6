//! The lesson's ring and the hint's at Liar's Dice's table: the step's bid rings the bar's button
//! that leads to it (its quantity, the first tap); a hint asked in the lesson is the step's own
//! move, and, as the learner's cup backs it, it is said in the peek alone and rings nothing.

use bevy::prelude::*;

use crate::engine::GameId;
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::Action;
use crate::table::plain_table::PlainMatch;
use crate::table::testing_hud::{headless_hud_lesson_app, lesson_to_step};
use crate::table::view::UiFlags;
use crate::table::view::hud::bar_buttons::{BarButtons, RingsDrawn};
use crate::table::view::hud::hint::HintState;
use crate::table::view::hud::hud_layout::DrawnPanels;

#[test]
fn the_steps_bid_rings_its_button_and_the_lessons_hint_stays_in_the_peek() {
    let mut app = headless_hud_lesson_app(GameId::LIARS_DICE, (1280, 720));
    lesson_to_step::<PlainMatch<LiarsDice>>(&mut app, 0);
    let bid = Action::Bid { quantity: 3, face: 5 };
    let button = app.world().resource::<BarButtons<Action>>().button_of(bid).expect("a button leads to the bid");
    let rings = *app.world().resource::<RingsDrawn>();
    assert_eq!(rings.lesson, Some(button), "the step rings the button that leads to its bid");
    let drawn = app.world().resource::<DrawnPanels>();
    let bar = drawn.rects.iter().find(|(n, _)| n == "bar").map(|(_, r)| *r).expect("the bar");
    assert!(bar.contains_rect(button), "{button:?} in the bar {bar:?}");
    app.world_mut().resource_mut::<UiFlags>().hint = true;
    for _ in 0..200 {
        app.update();
        if app.world().resource::<HintState<LiarsDice>>().shown().is_some() {
            break;
        }
    }
    let hint = app.world().resource::<HintState<LiarsDice>>();
    assert_eq!(hint.shown().map(|(a, _)| a), Some(bid), "the lesson's step, not another move");
    let private = hint.private_words().expect("said in the peek").to_string();
    assert!(private.contains("3 × 5") || private.contains("three 5s"), "{private}");
    app.update();
    assert_eq!(app.world().resource::<RingsDrawn>().hint, None, "nothing rung on the shared screen");
}

#[test]
fn the_lessons_box_and_rings_wait_under_the_pause_menu() {
    use crate::table::states::Menu;
    let mut app = headless_hud_lesson_app(GameId::LIARS_DICE, (1280, 720));
    lesson_to_step::<PlainMatch<LiarsDice>>(&mut app, 0);
    let box_shown = |app: &mut App| app.world().resource::<DrawnPanels>().rects.iter().any(|(n, _)| n == "lesson");
    assert!(box_shown(&mut app), "the lesson's box with \"Do it for me\"");
    assert!(app.world().resource::<RingsDrawn>().lesson.is_some());
    app.world_mut().resource_mut::<NextState<Menu>>().set(Menu::Pause);
    app.update();
    app.update();
    assert!(app.world().resource::<State<Menu>>().get().is_open());
    assert!(!box_shown(&mut app), "no lesson box (nor its buttons) over the pause menu");
    assert_eq!(*app.world().resource::<RingsDrawn>(), RingsDrawn::default(), "no ring over the menu");
    app.world_mut().resource_mut::<NextState<Menu>>().set(Menu::Closed);
    app.update();
    app.update();
    assert!(box_shown(&mut app), "back when the menu closes");
}

#[test]
fn the_lessons_box_has_the_side_columns_foot_under_the_log_off_the_table() {
    use crate::table::view::hud::hud_layout::HudRegions;
    let mut app = headless_hud_lesson_app(GameId::LIARS_DICE, (1280, 720));
    lesson_to_step::<PlainMatch<LiarsDice>>(&mut app, 0);
    app.update();
    let rects = app.world().resource::<DrawnPanels>().rects.clone();
    let of = |name: &str| {
        rects.iter().find(|(n, _)| n == name).map(|(_, r)| *r).unwrap_or_else(|| panic!("{name}: {rects:?}"))
    };
    let (lesson, log) = (of("lesson"), of("log"));
    let regions = app.world().resource::<HudRegions>();
    assert!(regions.side.contains_rect(lesson), "{lesson:?} in the side column {:?}", regions.side);
    assert!(!lesson.intersects(regions.view), "{lesson:?} off the table's view {:?}", regions.view);
    assert!(log.max.y <= lesson.min.y, "the log {log:?} above the lesson's box {lesson:?}");
}
