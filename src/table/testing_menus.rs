//! For the layout tests of the screens beside play (`tests/menus_layout.rs`): the menus drawn in a
//! [`headless_hud_app`](super::testing_hud::headless_hud_app), a menu opened at will, the setup
//! screen serving phones, and where an egui window lies.

use bevy::prelude::*;

use super::session::{MatchConfig, Settings};
use super::testing_hud::{Corners, corners, hud_app};

/// The menus (pause, settings, guide) drawn too in a
/// [`headless_hud_app`](super::testing_hud::headless_hud_app).
pub fn with_the_menus(app: &mut App) {
    app.init_resource::<super::view::screens::setup::SetupForm>();
    super::view::screens::panels::plugin(app);
}

/// Open `menu` (closed: none) from the next frame on.
pub fn open_menu(app: &mut App, menu: super::states::Menu) {
    app.world_mut().resource_mut::<NextState<super::states::Menu>>().set(menu);
}

/// Where the egui window `id` lies now ("paused", "settings", "help"), in points; `None`: not drawn
/// in the last frame.
pub fn window_rect(app: &mut App, id: &str) -> Option<Corners> {
    use bevy_egui::egui::{Id, LayerId, Order};
    let world = app.world_mut();
    let mut contexts = world.query::<&mut bevy_egui::EguiContext>();
    let mut ctx = contexts.iter_mut(world).next()?;
    let id = Id::new(id);
    ctx.get_mut()
        .memory(|m| m.areas().visible_last_frame(&LayerId::new(Order::Middle, id)).then(|| m.area_rect(id)).flatten())
        .map(corners)
}

/// A [`headless_hud_app`](super::testing_hud::headless_hud_app) (Royal Casino, a person and an AI) left for the setup screen, serving
/// phones on a free port: the form on the left, the phones' window (the room's code and QR code)
/// on the right. Their windows: "setup" and "setup phones".
pub fn headless_setup_app_with_phones(size: (u32, u32)) -> App {
    let specs = ["human", "ai:greedy"].map(String::from);
    let game = crate::engine::GameId::ROYAL_CASINO;
    let seats = super::session::parse_game_seats(game, &specs).expect("valid seats");
    let mut app = hud_app(MatchConfig::new(game, seats, Some(5)), size, |app| {
        app.init_resource::<super::view::input::pad::PadOrder>().add_plugins(super::view::screens::setup::plugin);
        app.insert_resource(super::phones::PhonePort(0));
        app.world_mut().resource_mut::<Settings>().phones = true;
    });
    app.world_mut().resource_mut::<NextState<super::states::AppState>>().set(super::states::AppState::Setup);
    app.update();
    app
}
