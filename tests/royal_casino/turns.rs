//! Royal Casino's setup, throws and placements (rules and rulings R3, R4)

use super::*;

#[test]
fn setup_deals_all_30_dice_equally_for_2_to_6_players_with_80_points() {
    for (n, each, boxed) in [(2, 15, 0), (3, 10, 0), (4, 7, 2), (5, 6, 0), (6, 5, 0)] {
        let g = game(n, vec![mixed_face()]);
        assert_eq!(g.player_count(), n);
        assert!(g.players().iter().all(|p| p.dice == each && p.points == 80), "{n} players");
        assert_eq!(g.boxed_dice(), boxed);
        assert_eq!(dice_total(&g), 30);
        assert_eq!((g.current(), g.phase(), g.round()), (0, Phase::TurnStart, 1));
    }
    for n in [0, 1, 7] {
        let e = GameState::new(Setup { players: n, starter: 0, faces: vec![mixed_face()] }).unwrap_err();
        assert_eq!(e, RulesError::BadPlayerCount(n));
    }
}

#[test]
fn ruling_r3_seat_0_starts_unless_setup_chooses() {
    let g = GameState::new(Setup { players: 4, starter: 2, faces: vec![mixed_face()] }).unwrap();
    assert_eq!(g.current(), 2);
    let e = GameState::new(Setup { players: 4, starter: 4, faces: vec![mixed_face()] }).unwrap_err();
    assert!(matches!(e, RulesError::BadStarter { .. }));
}

#[test]
fn rule_goal_target_is_500_for_2_to_4_and_400_for_5_to_6() {
    for (n, t) in [(2, 500), (3, 500), (4, 500), (5, 400), (6, 400)] {
        assert_eq!(game(n, vec![mixed_face()]).target(), t);
    }
}

#[test]
fn rule_throw_takes_five_dice_and_sets_the_rest_aside() {
    let mut g = game(2, vec![mixed_face()]);
    g.apply(Action::Throw).unwrap();
    assert_eq!(g.dice_in_air(), 5);
    assert_eq!(g.players()[0].dice, 10, "the other 10 are set aside");
    let before = g.clone();
    assert_eq!(g.apply_dice(&[1, 2, 3, 4]), Err(RulesError::WrongDiceCount { expected: 5, got: 4 }));
    assert_eq!(g.apply_dice(&[1, 2, 3, 4, 7]), Err(RulesError::BadDieValue(7)));
    assert_eq!(g.apply_dice(&[0, 2, 3, 4, 5]), Err(RulesError::BadDieValue(0)));
    assert_eq!(g, before, "errors change nothing");
    assert_eq!(dice_total(&g), 30);
}

#[test]
fn rule_fewer_than_five_dice_throws_all_of_them() {
    let g = game(2, vec![mixed_face()]);
    let mut g = edit(&g, |v| v["players"][0]["dice"] = 3.into());
    g.apply(Action::Throw).unwrap();
    assert_eq!(g.dice_in_air(), 3);
    assert_eq!(g.players()[0].dice, 0);
}

#[test]
fn rule_must_place_at_least_one_fitting_die() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[6, 1, 1, 1, 1]);
    let legal = g.legal_actions();
    assert!(legal.iter().all(|a| matches!(a, Action::Place { .. })), "only placements: {legal:?}");
    let before = g.clone();
    assert_eq!(g.apply(Action::Stop), Err(RulesError::MustPlace));
    assert_eq!(g.apply(Action::Throw), Err(RulesError::MustPlace));
    assert_eq!(g, before);
}

#[test]
fn rule_extra_placements_are_optional_and_stop_returns_unplaced_dice() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[6, 1, 2, 5, 5]);
    place(&mut g, 6, 0);
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Stop) && legal.contains(&Action::Throw));
    assert!(legal.contains(&Action::Place { value: 1, row: 1 }), "more may be placed");
    place(&mut g, 1, 1);
    let ev = g.apply(Action::Stop).unwrap();
    assert_eq!(events(&ev), vec![Event::TurnEnded { player: 0, reason: TurnEndReason::Stopped }]);
    assert_eq!(g.players()[0].dice, 13, "10 set aside + 3 unplaced back to the supply");
    assert_eq!((g.current(), g.phase()), (1, Phase::TurnStart));
    assert_eq!(dice_total(&g), 30);
}

#[test]
fn rule_rows_fill_strictly_left_to_right_with_exact_pips() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[2, 3, 5, 5, 5]);
    assert!(!g.is_legal(Action::Place { value: 2, row: 1 }));
    assert!(matches!(g.apply(Action::Place { value: 2, row: 1 }), Err(RulesError::DoesNotFit { .. })));
    assert!(matches!(g.apply(Action::Place { value: 5, row: 0 }), Err(RulesError::DoesNotFit { .. })));
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[1, 2, 3, 5, 5]);
    place(&mut g, 1, 1);
    place(&mut g, 2, 1);
    assert_eq!(g.rows()[1].filled(), &[1, 2]);
}

#[test]
fn rule_yellow_and_black_star_rows_repeat_the_first_value() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[4, 4, 5, 2, 2]);
    place(&mut g, 4, 3); // yellow stars
    assert!(matches!(g.apply(Action::Place { value: 5, row: 3 }), Err(RulesError::DoesNotFit { .. })));
    place(&mut g, 4, 3);
    place(&mut g, 2, 2); // black stars: any first value
    assert!(!g.is_legal(Action::Place { value: 5, row: 2 }));
    let ev = place(&mut g, 2, 2);
    assert_eq!(events(&ev)[0], Event::RowCompleted { row: 2, player: 0, delta: -30 });
}

#[test]
fn rule_green_red_three_equal_then_two_equal_and_different() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[3, 3, 3, 3, 5]);
    for _ in 0..3 {
        place(&mut g, 3, 4);
    }
    assert!(!g.is_legal(Action::Place { value: 3, row: 4 }), "red must differ from green");
    place(&mut g, 5, 4);
    g.apply(Action::Throw).unwrap();
    g.apply_dice(&[4]).unwrap();
    assert!(!g.is_legal(Action::Place { value: 4, row: 4 }), "second red equals the first red");
    let mut g2 = game(2, vec![mixed_face()]);
    throw(&mut g2, &[3, 3, 3, 5, 5]);
    for v in [3, 3, 3, 5] {
        place(&mut g2, v, 4);
    }
    let ev = place(&mut g2, 5, 4);
    assert!(events(&ev).contains(&Event::RowCompleted { row: 4, player: 0, delta: 120 }));
}

#[test]
fn faq_star_rows_are_independent() {
    let f = face(
        "stars",
        &[
            ("Black", 20, "B* B*"),
            ("Black", 20, "B* B*"),
            ("Yellow", 50, "Y* Y* Y*"),
            ("Yellow", 120, "G* G* G* R* R*"),
            ("Yellow", 10, "1"),
            ("Yellow", 10, "2"),
        ],
    );
    let mut g = game(2, vec![f]);
    throw(&mut g, &[2, 5, 6, 6, 1]);
    place(&mut g, 2, 0);
    assert!(g.is_legal(Action::Place { value: 5, row: 1 }), "second black-star row need not share the value");
    place(&mut g, 6, 2);
    assert!(g.is_legal(Action::Place { value: 6, row: 3 }), "green need not differ from a yellow-star die");
}

#[test]
fn rule_throw_again_uses_all_unplaced_dice_and_never_the_set_aside_ones() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[6, 1, 2, 5, 5]);
    place(&mut g, 6, 0);
    g.apply(Action::Throw).unwrap();
    assert_eq!(g.dice_in_air(), 4);
    assert_eq!(g.players()[0].dice, 10);
    assert_eq!(g.apply_dice(&[1, 2, 3, 4, 5]), Err(RulesError::WrongDiceCount { expected: 4, got: 5 }));
    assert_eq!(g.throws(), 2);
}

#[test]
fn ruling_r4_no_sixth_throw_and_turn_ends_when_nothing_more_fits() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[1, 4, 4, 6, 6]);
    place(&mut g, 1, 1);
    // A resumed game on its 5th throw with 4 dice left (forced here through the saved form).
    let mut g = edit(&g, |v| v["throws"] = 5.into());
    assert!(!g.legal_actions().contains(&Action::Throw));
    assert_eq!(g.apply(Action::Throw), Err(RulesError::ThrowLimit));
    place(&mut g, 4, 5);
    place(&mut g, 4, 5); // the black 4-4 row: the 6s fit the yellow stars, so the turn goes on
    place(&mut g, 6, 3);
    let ev = place(&mut g, 6, 3);
    assert_eq!(events(&ev).last(), Some(&Event::TurnEnded { player: 0, reason: TurnEndReason::AllPlaced }));
    let mut g = edit(&game(2, vec![small_face("s")]), |v| v["throws"] = 4.into());
    throw(&mut g, &[1, 1, 1, 1, 1]);
    let ev = place(&mut g, 1, 0);
    assert_eq!(events(&ev).last(), Some(&Event::TurnEnded { player: 0, reason: TurnEndReason::ThrowLimit }));
    assert_eq!(g.players()[0].dice, 14, "the four unplaced dice went back");
}

#[test]
fn rule_each_turn_has_at_most_five_throws() {
    let mut g = game(2, vec![mixed_face()]);
    for (k, dice) in [&[1u8, 4, 4, 4, 4][..], &[2, 4, 4, 4], &[3, 4, 4], &[6, 4], &[4]].iter().enumerate() {
        if k > 0 {
            g.apply(Action::Throw).unwrap();
            g.apply_dice(dice).unwrap();
        } else {
            throw(&mut g, dice);
        }
        assert_eq!(g.throws() as usize, k + 1);
        let v = dice[0];
        let row = match v {
            1..=3 => 1,
            6 => 0,
            _ => 5,
        };
        place(&mut g, v, row);
    }
    assert_eq!(g.current(), 1, "fifth throw placed: the turn is over");
}

#[test]
fn rule_no_fitting_die_ends_the_turn_at_once() {
    let pips = face(
        "pips",
        &[
            ("Yellow", 10, "6"),
            ("Yellow", 30, "5 5"),
            ("Yellow", 30, "4 4"),
            ("Yellow", 80, "6 6 6"),
            ("Yellow", 10, "5"),
            ("Black", 10, "4"),
        ],
    );
    let mut g = game(2, vec![pips]);
    g.apply(Action::Throw).unwrap();
    let ev = g.apply_dice(&[1, 1, 2, 2, 3]).unwrap();
    assert_eq!(events(&ev), vec![Event::TurnEnded { player: 0, reason: TurnEndReason::NoFit }]);
    assert_eq!(g.players()[0].dice, 15);
    assert_eq!((g.current(), g.phase()), (1, Phase::TurnStart));
}
