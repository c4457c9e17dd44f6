//! Who holds a seat decides who may act for it (issue: the TV took a phone seat's moves): while a
//! phone holds the seat in turn, the TV's keys do nothing for it and an action the TV sends for it
//! is refused with words, the match unchanged; the phone's own action is taken. The host takes
//! the seat back only by the pause menu's confirmed choice (`PhoneSeats::take_back`): then the
//! TV acts for it again.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::games::royal_casino::rules::Action;
use dicehall::games::royal_casino::table::{Match, PlayerAction};
use dicehall::table::funnel::SeatRefused;
use dicehall::table::phones::PhoneSeats;
use dicehall::table::phones::holders::Holder;
use dicehall::table::session::{SeatAction, SeatHolder, SeatedMatch};
use dicehall::table::testing::*;

fn steps(app: &App) -> usize {
    app.world().resource::<Match>().record.steps.len()
}

/// A phone (by its token) holds `seat`, as the phones' server records it.
fn phone_holds(app: &mut App, seat: usize) {
    let mut seats = app.world_mut().resource_mut::<PhoneSeats>();
    seats.holders.insert("phone-token".into(), Holder { seat: Some(seat), was_ai: None });
    seats.changes += 1;
}

#[test]
fn the_tv_never_acts_for_a_seat_a_phone_holds_and_the_phone_does() {
    let mut app = started_table(GameId::ROYAL_CASINO, &["human", "human"], 7);
    phone_holds(&mut app, 0);
    app.update();
    let m = app.world().resource::<Match>();
    assert_eq!(m.holder(0), SeatHolder::Phone, "the match knows the phone holds seat 0");
    assert!(m.phone_to_act() && !m.tv_to_act(), "the phone decides, not the TV");
    // The TV's key for a throw, and an action the TV sends for the seat: neither is taken.
    key(&mut app, KeyCode::Space);
    app.world_mut().write_message(PlayerAction::new(0, Action::Throw));
    app.update();
    assert_eq!(steps(&app), 0, "the TV acted for a phone's seat");
    let refused = app.world().resource::<Messages<SeatRefused>>();
    let said: Vec<String> = refused.get_cursor().read(refused).map(|r| (r.why)()).collect();
    assert!(said.iter().any(|t| t.contains("on their phone")), "the TV is told why it cannot act: {said:?}");
    // The phone's own action goes through the same funnel and is taken.
    let by_phone = SeatAction { by: SeatHolder::Phone, ..PlayerAction::new(0, Action::Throw) };
    app.world_mut().write_message(by_phone);
    for _ in 0..5 {
        app.update();
    }
    assert!(steps(&app) > 0, "the phone's throw was taken");
}

#[test]
fn a_seat_taken_back_to_the_tv_is_the_tvs_again_and_a_phone_cannot_act_for_it() {
    let mut app = started_table(GameId::ROYAL_CASINO, &["human", "human"], 8);
    phone_holds(&mut app, 0);
    app.update();
    assert!(app.world_mut().resource_mut::<PhoneSeats>().take_back(0), "the phone held seat 0");
    app.update();
    assert!(app.world().resource::<Match>().tv_to_act(), "the TV decides for seat 0 again");
    let by_phone = SeatAction { by: SeatHolder::Phone, ..PlayerAction::new(0, Action::Throw) };
    app.world_mut().write_message(by_phone);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(steps(&app), 0, "a phone acted for a seat it no longer holds");
    key(&mut app, KeyCode::Space);
    for _ in 0..5 {
        app.update();
    }
    assert!(steps(&app) > 0, "the TV's Space throws for its own seat");
}

/// Whether the HUD drew its action bar in the last frame.
fn bar_drawn(app: &App) -> bool {
    dicehall::table::testing_hud::hud_snapshot(app).panels.iter().any(|(name, _)| name == "bar")
}

#[test]
fn the_tv_draws_no_bar_for_a_seat_a_phone_holds_in_any_game() {
    for game in dicehall::registry::all() {
        let specs = ["human", "human", "human", "human"];
        let seats = &specs[..(*game.seats.start()).max(2)];
        let mut app = dicehall::table::testing_hud::headless_hud_app(game.id, seats, 5, (1280, 720));
        let asked = |app: &mut App| {
            for _ in 0..600 {
                if dicehall::table::testing_hud::person_asked(app) {
                    break;
                }
                app.update();
            }
            for _ in 0..3 {
                app.update();
            }
        };
        asked(&mut app);
        let tv_bar = bar_drawn(&app);
        // Every seat to a phone: whichever is in turn, the TV offers it nothing.
        let n = seats.len();
        let mut phones = app.world_mut().resource_mut::<PhoneSeats>();
        for seat in 0..n {
            phones.holders.insert(format!("token-{seat}"), Holder { seat: Some(seat), was_ai: None });
        }
        phones.changes += 1;
        asked(&mut app);
        assert!(!bar_drawn(&app), "{}: the TV draws a bar for a phone's seat", game.name);
        if game.name == "liars-dice" {
            assert!(tv_bar, "{}: the TV's own seat gets its bar (so its absence means something)", game.name);
        }
    }
}

#[test]
fn an_undo_goes_through_the_funnel_like_an_action() {
    use dicehall::games::royal_casino::table::UndoRequest;
    use dicehall::table::session::Settings;
    let mut app = started_table(GameId::ROYAL_CASINO, &["human", "human"], 7);
    app.world_mut().resource_mut::<Settings>().instant_dice = true;
    phone_holds(&mut app, 0);
    app.update();
    let by_phone = |action| SeatAction { by: SeatHolder::Phone, ..PlayerAction::new(0, action) };
    app.world_mut().write_message(by_phone(Action::Throw));
    for _ in 0..5 {
        app.update();
    }
    let place = app
        .world()
        .resource::<Match>()
        .state
        .legal_actions()
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Place { .. }));
    app.world_mut().write_message(by_phone(place.expect("the thrown dice can be placed")));
    app.update();
    let placed = |app: &App| app.world().resource::<Match>().own.undo.as_ref().map_or(0, |p| p.placed.len());
    assert_eq!(placed(&app), 1, "the phone placed a die");
    // The TV's undo (its key U) for the phone's seat: refused with words, the placement kept.
    key(&mut app, KeyCode::KeyU);
    app.world_mut().write_message(UndoRequest::new(0));
    app.update();
    assert_eq!(placed(&app), 1, "the TV took back a phone seat's placement");
    let refused = app.world().resource::<Messages<SeatRefused>>();
    let said: Vec<String> = refused.get_cursor().read(refused).map(|r| (r.why)()).collect();
    assert!(said.iter().any(|t| t.contains("on their phone")), "the TV is told why it cannot undo: {said:?}");
    // The phone's own undo is taken.
    app.world_mut().write_message(UndoRequest { seat: 0, by: SeatHolder::Phone });
    app.update();
    assert_eq!(placed(&app), 0, "the phone's undo was taken");
}

#[test]
fn an_action_sent_while_the_banner_holds_the_table_is_refused_and_told() {
    use dicehall::table::session::Banner;
    let mut app = started_table(GameId::ROYAL_CASINO, &["human", "human"], 7);
    phone_holds(&mut app, 0);
    app.update();
    app.world_mut().resource_mut::<Banner>().left_s = 30.0;
    app.world_mut().write_message(SeatAction { by: SeatHolder::Phone, ..PlayerAction::new(0, Action::Throw) });
    app.update();
    assert_eq!(steps(&app), 0, "an action under the banner was taken");
    let refused = app.world().resource::<Messages<SeatRefused>>();
    let told: Vec<(usize, SeatHolder, String)> =
        refused.get_cursor().read(refused).map(|r| (r.seat, r.by, (r.why)())).collect();
    assert!(
        told.iter().any(|(seat, by, why)| *seat == 0 && *by == SeatHolder::Phone && why.contains("Wait a moment")),
        "the phone is told to wait, not dropped without a word: {told:?}"
    );
    use dicehall::table::table_waits::TableWaits;
    assert_eq!(*app.world().resource::<TableWaits>(), TableWaits::Banner, "the frame's one judgement says why");
    app.world_mut().resource_mut::<Banner>().left_s = 0.0;
    // A frame for the turn sub-state to follow the banner, one for the judgement to read it.
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<TableWaits>(), TableWaits::Ready, "the banner gone, the seat may act");
}
