//! The table's hint (shared code, tried on Royal Casino's table): the strongest level's own move for the person to act, in words, changing
//! nothing; refused in words when it is not a person's decision.

use bevy::prelude::*;

use crate::engine::hint::hint;
use crate::engine::{Game, GameId};
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::Action;
use crate::games::royal_casino::table::CasinoTable;
use crate::table::session::{SeatAction, SeatKind};
use crate::table::table_match::TableMatch;
use crate::table::testing_hud::headless_hud_app;
use crate::table::view::hud::hint::HintState;
use crate::table::view::{Toasts, UiFlags};

type Match = TableMatch<CasinoTable>;

/// Update until `done` holds (the hint thinks on a thread of its own).
fn until(app: &mut App, done: impl Fn(&App) -> bool) -> bool {
    (0..600).any(|_| {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
        done(app)
    })
}

#[test]
fn the_hint_shows_the_experts_own_move_for_the_person_to_act_and_changes_nothing() {
    let mut app = headless_hud_app(GameId::ROYAL_CASINO, &["human", "ai:greedy", "ai:greedy"], 21, (1280, 720));
    app.world_mut().write_message(SeatAction::new(0, Action::Throw));
    assert!(until(&mut app, |app| app.world().resource::<Match>().state.throw().len() == 5), "the dice are down");
    let before = app.world().resource::<Match>().state.clone();
    let expected = hint::<RoyalCasino>(&before, 0, "expert").unwrap().action;
    app.world_mut().resource_mut::<UiFlags>().hint = true;
    assert!(until(&mut app, |app| app.world().resource::<HintState<RoyalCasino>>().shown().is_some()), "an answer");
    let hints = app.world().resource::<HintState<RoyalCasino>>();
    let (action, words) = hints.shown().unwrap();
    assert_eq!(action, expected, "the Expert's own move from the seat's observation");
    assert!(words.lines().count() >= 2, "the move and why: {words:?}");
    assert_eq!(app.world().resource::<Match>().state, before, "a hint changes nothing");
}

#[test]
fn a_hint_while_an_ai_decides_is_refused_in_words() {
    let mut app = headless_hud_app(GameId::ROYAL_CASINO, &["human", "ai:greedy", "ai:greedy"], 4, (1280, 720));
    // The person hands the seat to an AI: every seat is an AI's, none is a person's to hint at.
    let mut m = app.world_mut().resource_mut::<Match>();
    m.config.seats[0].kind = SeatKind::Ai("greedy".into());
    assert!(<RoyalCasino as Game>::current(&m.state) == 0);
    app.world_mut().resource_mut::<UiFlags>().hint = true;
    app.update();
    let toasts = &app.world().resource::<Toasts>().0;
    assert!(toasts.iter().any(|(t, _)| t.contains("your own turn")), "{toasts:?}");
    assert!(app.world().resource::<HintState<RoyalCasino>>().shown().is_none());
}

#[test]
fn the_hint_rings_its_move_on_the_table_the_cup_then_the_die_to_pick() {
    use crate::table::testing_hud::hint_and_its_ring;
    let mut app = headless_hud_app(GameId::ROYAL_CASINO, &["human", "ai:greedy", "ai:greedy"], 21, (1280, 720));
    let (action, ring, cup) = hint_and_its_ring::<Match>(&mut app);
    assert_eq!(action, Action::Throw);

    let (ring, cup) = (ring.expect("a ring"), cup.expect("the cup on the screen"));
    assert!(ring.center().distance(cup) < 1.0, "the ring {ring:?} round the cup at {cup:?}");
    app.world_mut().write_message(SeatAction::new(0, Action::Throw));
    assert!(until(&mut app, |app| app.world().resource::<Match>().state.throw().len() == 5), "the dice are down");
    let (action, ring, die) = hint_and_its_ring::<Match>(&mut app);
    let Action::Place { value, .. } = action else { panic!("a die to place: {action:?}") };
    let (ring, die) = (ring.expect("a ring"), die.expect("the die on the screen"));
    assert!(ring.center().distance(die) < 1.0, "the ring {ring:?} round the {value} at {die:?}");
}
