//! The pause menu drawn by egui headless at a sofa's scale (1.5, 1280×720): it lies on the
//! screen whole or scrolls, and it never moves once shown, not when "Quit to setup" opens its
//! question under the pointer (a first evening's player closed dicehall that way).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::engine::GameId;
use crate::i18n::Language;
use crate::table::states::Menu;
use crate::table::testing_hud::{headless_hud_app, set_language_and_scale};

/// Where the pause menu lies now, in points.
fn pause_rect(app: &mut App) -> egui::Rect {
    let world = app.world_mut();
    let mut contexts = world.query::<&mut bevy_egui::EguiContext>();
    let mut ctx = contexts.iter_mut(world).next().expect("an egui context");
    ctx.get_mut().memory(|m| m.area_rect(egui::Id::new("paused"))).expect("the pause menu is drawn")
}

fn run(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

#[test]
fn the_pause_menu_fits_the_screen_and_never_moves_under_the_pointer() {
    let mut app = headless_hud_app(GameId::ROYAL_CASINO, &["human", "ai:greedy"], 5, (1280, 720));
    app.init_resource::<crate::table::view::screens::setup::SetupForm>();
    super::plugin(&mut app);
    // English: the language is the process's, and the lib's other tests read English.
    set_language_and_scale(&mut app, Language::English, 1.5);
    run(&mut app, 5);
    app.world_mut().resource_mut::<NextState<Menu>>().set(Menu::Pause);
    app.update();
    let first = pause_rect(&mut app);
    run(&mut app, 5);
    let shown = pause_rect(&mut app);
    let screen = crate::table::testing_hud::hud_snapshot(&app).screen;
    assert!(shown.max.y <= screen[3] + 0.5 && shown.min.y >= 0.0, "the menu {shown:?} runs off the screen {screen:?}");
    assert!((shown.min.y - first.min.y).abs() < 0.5, "the menu moved from {first:?} to {shown:?}");
    // "Quit to setup" asks its question in place: nothing above it moves.
    app.world_mut().resource_mut::<crate::table::view::UiFlags>().confirm_quit = true;
    for _ in 0..5 {
        app.update();
        let now = pause_rect(&mut app);
        assert!((now.min.y - shown.min.y).abs() < 0.5, "the menu moved from {shown:?} to {now:?} when asking");
        assert!(now.max.y <= screen[3] + 0.5, "asking runs off the screen: {now:?}");
    }
}
