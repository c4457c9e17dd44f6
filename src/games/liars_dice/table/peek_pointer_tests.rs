//! The peek by mouse (issue: "holding or clicking Peek does nothing; only the P key works"): a
//! person pressing the bar's Peek button and holding it sees their cup over the whole screen, for
//! as long as the button is held, and not after it is let go.

use bevy::prelude::*;

use crate::engine::{Game, GameId};
use crate::game::plain_table::PlainMatch;
use crate::game::plain_table::bar::BarPath;
use crate::game::testing::{mouse_button, move_cursor};
use crate::game::testing_hud::headless_hud_app;
use crate::games::liars_dice::LiarsDice;

fn peek_shown(app: &App) -> bool {
    app.world().resource::<BarPath>().peek_shown
}

#[test]
fn holding_the_peek_button_with_the_mouse_shows_the_cup_until_it_is_let_go() {
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
    assert!(!peek_shown(&app), "no peek before it is asked for");
    move_cursor(&mut app, Vec2::new(button.center().x, button.center().y));
    mouse_button(&mut app, true);
    app.update();
    assert!(peek_shown(&app), "pressed on the button: the cup shows");
    for _ in 0..5 {
        app.update();
    }
    assert!(peek_shown(&app), "held (the peek now covers the button): still shown");
    mouse_button(&mut app, false);
    app.update();
    assert!(!peek_shown(&app), "let go: the table again");
}
