//! The peek by mouse (issue: "holding or clicking Peek does nothing; only the P key works"): a
//! person pressing the bar's Peek button and holding it sees their cup over the whole screen, for
//! as long as the button is held, and not after it is let go; a quick click (all a slow screen's
//! frame sees) keeps it shown until the next click.

use bevy::prelude::*;

use crate::engine::{Game, GameId};
use crate::games::liars_dice::LiarsDice;
use crate::table::plain_table::PlainMatch;
use crate::table::plain_table::bar::BarPath;
use crate::table::testing::{click, mouse_button, move_cursor};
use crate::table::testing_hud::headless_hud_app;

fn peek_shown(app: &App) -> bool {
    app.world().resource::<BarPath>().peek_shown
}

/// A table of a person and two AI seats, run until the person is asked and the bar shows Peek:
/// the app and where the button is.
fn asked_with_the_peek_button() -> (App, bevy_egui::egui::Rect) {
    let mut app = headless_hud_app(GameId::LIARS_DICE, &["human", "ai:greedy", "ai:greedy"], 3, (1280, 720));
    let mut button = None;
    for _ in 0..5_000 {
        app.update();
        let m = app.world().resource::<PlainMatch<LiarsDice>>();
        let asked = LiarsDice::current(&m.state) == 0 && LiarsDice::chance(&m.state).is_none();
        button = app.world().resource::<BarPath>().peek_button.filter(|_| asked);
        if button.is_some() {
            break;
        }
    }
    let button = button.expect("the person's bar shows the peek's button");
    (app, button)
}

#[test]
fn holding_the_peek_button_with_the_mouse_shows_the_cup_until_it_is_let_go() {
    let (mut app, button) = asked_with_the_peek_button();
    assert!(!peek_shown(&app), "no peek before it is asked for");
    move_cursor(&mut app, Vec2::new(button.center().x, button.center().y));
    mouse_button(&mut app, true);
    app.update();
    assert!(peek_shown(&app), "pressed on the button: the cup shows");
    for _ in 0..5 {
        app.update();
    }
    // Held longer than a click (egui's clock is the real one).
    std::thread::sleep(std::time::Duration::from_millis(500));
    app.update();
    assert!(peek_shown(&app), "held (the peek now covers the button): still shown");
    mouse_button(&mut app, false);
    app.update();
    assert!(!peek_shown(&app), "let go: the table again");
}

#[test]
fn a_quick_click_on_peek_keeps_the_cup_shown_until_the_next_click() {
    let (mut app, button) = asked_with_the_peek_button();
    // A click as a slow screen sees it: pressed and let go before the next frame.
    click(&mut app, Vec2::new(button.center().x, button.center().y));
    app.update();
    assert!(peek_shown(&app), "a click shows the cup");
    for _ in 0..5 {
        app.update();
    }
    assert!(peek_shown(&app), "and keeps it shown");
    click(&mut app, Vec2::new(640.0, 300.0));
    app.update();
    assert!(!peek_shown(&app), "the next click anywhere: the table again");
    app.update();
    assert!(!peek_shown(&app), "and it stays gone");
}
