//! Taking back a roll adjustment (issue 41, item 10): a navigator's turn can be taken back until
//! the seat is ready, restoring the state exactly; a re-roll or a draw closes it (its new faces are
//! known); no AI level ever takes back.

use super::*;
use dicehall::games::dice_settlers::ai::by_name;
use dicehall::games::dice_settlers::rules::Adjustment;

/// Seat 0's roll phase with a white navigator, a yellow food and a yellow food.
fn rolling() -> DiceSettlersState {
    let nav = face(DieColor::White, "navigator");
    let food = face(DieColor::Yellow, "food");
    let s = acting(&[("white", nav), ("yellow", food), ("yellow", food)], [0; 4]);
    edit(&s, |v| v["phase"] = json!("Roll"))
}

#[test]
fn a_navigator_turn_is_taken_back_to_the_exact_state_before_it() {
    let before = rolling();
    assert!(!before.legal_actions().contains(&Action::TakeBack), "nothing to take back yet");
    assert_eq!(before.check(Action::TakeBack), Err(SettlersError::NothingToTakeBack));
    let recruit = face(DieColor::Yellow, "recruit");
    let mut s = before.clone();
    s.apply(Action::Turn { die: 2, value: recruit, payer: None }).unwrap();
    assert_eq!(s.seat(0).rolled.len(), 2, "the navigator die went to the used area");
    assert!(s.legal_actions().contains(&Action::TakeBack), "the turn can be taken back");
    let food = face(DieColor::Yellow, "food");
    assert_eq!(
        s.take_back_face(),
        Some(dicehall::games::dice_settlers::rules::Die { color: DieColor::Yellow, value: food })
    );
    // Saved and loaded in between, it still can.
    let json = serde_json::to_string(&s).unwrap();
    let mut s: DiceSettlersState = serde_json::from_str(&json).unwrap();
    s.validate().unwrap();
    let events = s.apply(Action::TakeBack).unwrap();
    assert_eq!(
        events.to_vec(),
        vec![Event::Adjusted { seat: 0, how: Adjustment::TakenBack { die: 2, value: food, color: DieColor::Yellow } }]
    );
    assert_eq!(s, before, "dice, faces, places, used area and marks as before the turn");
    assert!(!s.legal_actions().contains(&Action::TakeBack), "one turn, one take-back");
    assert!(!serde_json::to_string(&s).unwrap().contains("take_back"), "a state with none saves as before");
}

#[test]
fn a_reroll_or_ready_closes_the_take_back() {
    let recruit = face(DieColor::Yellow, "recruit");
    // A resource re-roll after the turn: its new face is known, so neither comes back.
    let mut s = rolling();
    s.apply(Action::Turn { die: 2, value: recruit, payer: None }).unwrap();
    s.apply(Action::ResourceReroll { die: 1, payer: None }).unwrap();
    resolve(&mut s, 3);
    assert!(!s.legal_actions().contains(&Action::TakeBack));
    assert_eq!(s.apply(Action::TakeBack), Err(SettlersError::NothingToTakeBack));
    // A draw of two likewise.
    let mut s = rolling();
    s.apply(Action::Turn { die: 2, value: recruit, payer: None }).unwrap();
    s.apply(Action::ResourceDraw { payer: None }).unwrap();
    resolve(&mut s, 4);
    assert_eq!(s.check(Action::TakeBack), Err(SettlersError::NothingToTakeBack));
    // Ready: the next seat rolls and nothing of seat 0's comes back.
    let mut s = rolling();
    s.apply(Action::Turn { die: 2, value: recruit, payer: None }).unwrap();
    s.apply(Action::Ready).unwrap();
    resolve(&mut s, 5);
    assert_eq!(s.current(), 1);
    assert_eq!(s.check(Action::TakeBack), Err(SettlersError::NothingToTakeBack));
    assert!(!serde_json::to_string(&s).unwrap().contains("take_back"));
}

#[test]
fn no_ai_level_takes_back_a_turn() {
    let mut s = rolling();
    s.apply(Action::Turn { die: 2, value: face(DieColor::Yellow, "recruit"), payer: None }).unwrap();
    let legal = s.legal_actions();
    assert!(legal.contains(&Action::TakeBack));
    for name in ["random", "greedy", "sharp", "expert"] {
        for seed in 0..20 {
            let mut ai = by_name(name, seed).unwrap();
            assert_ne!(ai.choose(&s, &legal), Action::TakeBack, "{name} seed {seed}");
            if let Some(p) = ai.probabilities() {
                let i = legal.iter().position(|&a| a == Action::TakeBack).unwrap();
                assert_eq!(p[i], 0.0, "{name}: no chance of a take-back");
                assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{name}: chances sum to 1");
            }
        }
    }
}
