//! A reveal as the phones see it (`table::moment::TableMoment`, which every phone's view carries as
//! `moment`): published when the cups lift, with every seat's dice as the rules core lifted them,
//! one more die lit each time the TV counts one, the verdict once the TV says it, and gone when
//! the cups clear.

use super::view::Stage;
use super::view::reveal::Showing;
use super::view_tests::{ai_table, first_reveal, reveal_until, run_until};
use crate::table::moment::TableMoment;

fn lit(app: &bevy::prelude::App) -> usize {
    let moment = app.world().resource::<TableMoment>().shown.clone().expect("a moment is shown");
    moment.seats.iter().map(|s| s.lit.iter().filter(|&&l| l).count()).sum()
}

#[test]
fn phones_see_the_reveal_at_the_tvs_pace_dice_count_and_verdict() {
    let mut app = ai_table(5);
    let (_, plan) = first_reveal(&mut app);
    let moment = app.world().resource::<TableMoment>().shown.clone().expect("the reveal is published");
    for seat in &moment.seats {
        assert_eq!(seat.dice, plan.dice.dice(seat.seat), "seat {}'s dice as lifted", seat.seat);
    }
    let shown: usize = moment.seats.iter().map(|s| s.dice.len()).sum();
    let held: usize = (0..plan.players).map(|s| plan.dice.dice(s).len()).sum();
    assert_eq!(shown, held, "every die of every seat is shown");
    assert_eq!(lit(&app), 0, "nothing is counted as the cups lift");
    assert!(moment.verdict.is_none(), "no verdict before the count");
    assert!(!(moment.title)().is_empty(), "the call is said");
    // Halfway through the count, the phones have lit what the TV has counted, no more.
    if plan.count >= 3 {
        reveal_until(&mut app, Showing::lights_at(usize::from(plan.count) / 2));
        let counted = app.world().resource::<Stage>().reveal.as_ref().map_or(0, |s| s.counted);
        assert_eq!(lit(&app), counted, "the phones light what the TV has counted");
        assert!(counted < usize::from(plan.count), "the count is still going");
    }
    let verdict_at = Showing::lights_at(usize::from(plan.count)) + 0.9;
    reveal_until(&mut app, verdict_at);
    let moment = app.world().resource::<TableMoment>().shown.clone().expect("still shown");
    assert_eq!(lit(&app), usize::from(plan.count), "every die that counts is lit");
    let verdict = moment.verdict.as_ref().map(|v| v()).expect("the verdict is said");
    assert_eq!(verdict, plan.verdict, "the phones hear the TV's verdict");
    run_until(&mut app, |_| {}, |app| app.world().resource::<Stage>().reveal.is_none());
    assert!(app.world().resource::<TableMoment>().shown.is_none(), "the moment ends with the reveal");
}
