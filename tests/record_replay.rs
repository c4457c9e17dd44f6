//! The engine's record: a recorded game (Home Rows as the example) replays to its state, and a
//! changed step is refused with where and why.

use dicehall::engine::Game;
use dicehall::engine::dice::{draw_into, seeded};
use dicehall::engine::record::{Record, Step, replay};
use dicehall::games::home_rows::HomeRows;

#[test]
fn a_recorded_game_replays_to_its_state_and_a_changed_step_is_refused() {
    let start = HomeRows::new(HomeRows::setup(3), 4).unwrap();
    let (mut state, mut record, mut rng) = (start.clone(), Record::default(), seeded(4));
    let mut legal = Default::default();
    for _ in 0..200 {
        if let Some(c) = HomeRows::chance(&state) {
            let mut values = vec![0; c.count()];
            draw_into(&mut rng, c.sides(), &mut values);
            let events = HomeRows::apply_chance(&mut state, &values).unwrap();
            record.chance::<HomeRows>(&values, &events);
        } else if !HomeRows::is_over(&state) {
            HomeRows::legal_actions(&state, &mut legal);
            let (seat, action) = (HomeRows::current(&state), legal[0]);
            let events = HomeRows::apply(&mut state, action).unwrap();
            record.act::<HomeRows>(seat, action, &events);
        }
    }
    assert!(record.turns > 10, "{} turns", record.turns);
    assert_eq!(replay::<HomeRows>(&start, &record.steps).unwrap(), (state, record.clone()));
    let mut wrong = record.steps.clone();
    let seat = wrong.iter().position(|s| matches!(s, Step::Act { .. })).unwrap();
    if let Step::Act { seat: s, .. } = &mut wrong[seat] {
        *s += 1;
    }
    let err = replay::<HomeRows>(&start, &wrong).unwrap_err();
    assert_eq!(err.step, seat + 1);
    assert!(err.to_string().contains("acts on seat"), "{err}");
}
