//! One test (or more) per numbered rule, answered question and ruling of rules/royal-casino.md.

mod common;

use common::*;
use dicehall::games::royal_casino::rules::{Action, Event, GameState, Phase, RulesError, Setup, TurnEndReason};

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

#[test]
fn rule_whoever_places_the_last_die_settles_the_row() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[1, 2, 5, 5, 5]);
    place(&mut g, 1, 1);
    place(&mut g, 2, 1);
    g.apply(Action::Stop).unwrap();
    throw(&mut g, &[3, 5, 5, 5, 5]);
    let ev = place(&mut g, 3, 1);
    assert_eq!(events(&ev), vec![Event::RowCompleted { row: 1, player: 1, delta: 40 }]);
    assert_eq!((g.players()[0].points, g.players()[1].points), (80, 120));
}

#[test]
fn rule_pay_row_takes_what_the_player_has_and_leaves_zero() {
    let mut g = set_points(&game(2, vec![mixed_face()]), &[20, 80]);
    throw(&mut g, &[4, 4, 5, 5, 5]);
    place(&mut g, 4, 5);
    let ev = place(&mut g, 4, 5);
    assert_eq!(events(&ev), vec![Event::RowCompleted { row: 5, player: 0, delta: -20 }]);
    assert_eq!(g.players()[0].points, 0);
}

#[test]
fn rule_one_turn_can_complete_several_rows_and_ruling_r2_bank_is_unlimited() {
    let mut g = set_points(&game(2, vec![mixed_face()]), &[100_000, 80]);
    throw(&mut g, &[6, 1, 2, 3, 5]);
    let mut done = vec![];
    for (v, r) in [(6, 0), (1, 1), (2, 1), (3, 1)] {
        done.extend(events(&place(&mut g, v, r)));
    }
    let rows: Vec<_> = done.iter().filter(|e| matches!(e, Event::RowCompleted { .. })).collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(g.players()[0].points, 100_050);
}

#[test]
fn rule_round_end_mid_throw_regathers_and_deals_and_next_face_and_starter_left_of_last_placer() {
    let mut g = game(3, vec![small_face("a"), small_face("b")]);
    throw(&mut g, &[1, 2, 3, 4, 6]);
    for (v, r) in [(1, 0), (2, 1), (3, 2), (4, 3)] {
        place(&mut g, v, r);
    }
    g.apply(Action::Stop).unwrap();
    throw(&mut g, &[5, 1, 1, 2, 2]);
    let ev = place(&mut g, 5, 4);
    assert_eq!(events(&ev).len(), 1);
    g.apply(Action::Stop).unwrap();
    throw(&mut g, &[6, 6, 1, 2, 3]);
    let ev = events(&place(&mut g, 6, 5));
    assert_eq!(
        ev,
        vec![
            Event::RowCompleted { row: 5, player: 2, delta: 10 },
            Event::TurnEnded { player: 2, reason: TurnEndReason::RoundEnd },
            Event::RoundEnded { round: 1, next_starter: 0, next_face: 1, dead: false },
        ]
    );
    assert_eq!((g.round(), &*g.face().id, g.current(), g.phase()), (2, "b", 0, Phase::TurnStart));
    assert!(g.players().iter().all(|p| p.dice == 10), "all dice dealt out again");
    assert_eq!(g.board_dice(), 0);
    assert_eq!(g.players().iter().map(|p| p.points).collect::<Vec<_>>(), vec![120, 90, 90], "points carry over");
    assert_eq!(dice_total(&g), 30);
}

#[test]
fn rule_next_face_comes_up_and_the_stack_cycles() {
    let mut g = game(2, vec![small_face("a"), small_face("b")]);
    for expected in ["b", "a", "b"] {
        throw(&mut g, &[1, 2, 3, 4, 5]);
        for v in 1..=5 {
            place(&mut g, v, v - 1);
        }
        throw(&mut g, &[6, 6, 6, 6, 6]);
        let last = g.current();
        place(&mut g, 6, 5);
        assert_eq!(&*g.face().id, expected);
        assert_eq!(g.current(), (last + 1) % 2);
    }
}

#[test]
fn rule_seats_without_dice_are_skipped_for_the_rest_of_the_round() {
    let mut g = game(6, vec![mixed_face()]);
    throw(&mut g, &[6, 1, 2, 3, 4]);
    for (v, r) in [(6, 0), (1, 1), (2, 1), (3, 1), (4, 5)] {
        place(&mut g, v, r);
    }
    assert_eq!(g.players()[0].dice, 0);
    for seat in 1..6 {
        assert_eq!(g.current(), seat);
        throw(&mut g, &[5, 5, 5, 5, 5]);
        let first = g.legal_actions()[0];
        g.apply(first).unwrap();
        if g.current() == seat {
            g.apply(Action::Stop).unwrap();
        }
    }
    assert_eq!(g.current(), 1, "seat 0 holds no dice and is skipped");
}

#[test]
fn ruling_r5_all_dice_of_the_turn_placed_ends_the_turn() {
    let mut g = game(2, vec![mixed_face()]);
    throw(&mut g, &[6, 1, 2, 3, 4]);
    let mut last = vec![];
    for (v, r) in [(6, 0), (1, 1), (2, 1), (3, 1), (4, 5)] {
        last = events(&place(&mut g, v, r));
    }
    assert_eq!(last.last(), Some(&Event::TurnEnded { player: 0, reason: TurnEndReason::AllPlaced }));
    assert_eq!(g.players()[0].dice, 10, "set-aside dice are not drawn");
    assert_eq!(g.current(), 1);
}

fn finish_small_round(g: &mut GameState) -> Vec<Event> {
    throw(g, &[1, 2, 3, 4, 5]);
    for v in 1..=5 {
        place(g, v, v - 1);
    }
    throw(g, &[6, 6, 6, 6, 6]);
    events(&place(g, 6, 5))
}

#[test]
fn rule_game_ends_at_the_round_end_where_someone_has_500_with_4_players() {
    let g = set_points(&game(4, vec![small_face("a")]), &[495, 80, 80, 80]);
    let mut g = g;
    throw(&mut g, &[1, 2, 3, 4, 5]);
    place(&mut g, 1, 0);
    assert_eq!(g.players()[0].points, 505);
    assert!(!g.is_over(), "only a round end ends the game");
    for v in 2..=5 {
        place(&mut g, v, v - 1);
    }
    throw(&mut g, &[6, 6, 6, 6, 6]);
    let ev = events(&place(&mut g, 6, 5));
    assert_eq!(ev.last(), Some(&Event::GameOver { winners: 0b1 }));
    assert!(g.is_over() && g.legal_actions().is_empty());
    assert_eq!(g.winners(), vec![0]);
    assert_eq!(g.apply(Action::Throw), Err(RulesError::GameOver));
    assert_eq!(dice_total(&g), 30);
}

#[test]
fn rule_game_ends_at_400_with_5_or_6_players() {
    for n in [5, 6] {
        let mut pts = vec![80; n];
        pts[1] = 385;
        let mut g = set_points(&game(n, vec![small_face("a")]), &pts);
        let ev = finish_small_round(&mut g);
        assert!(!g.is_over(), "395 at the round end is not enough");
        assert!(!ev.iter().any(|e| matches!(e, Event::GameOver { .. })));
        let mut g = set_points(&game(n, vec![small_face("a")]), &{
            let mut p = vec![80; n];
            p[0] = 350;
            p
        });
        let ev = finish_small_round(&mut g);
        assert_eq!(g.players()[0].points, 400);
        assert_eq!(ev.last(), Some(&Event::GameOver { winners: 0b1 }), "{n} players");
    }
    let mut g = set_points(&game(4, vec![small_face("a")]), &[440, 80, 80, 80]);
    finish_small_round(&mut g);
    assert!(!g.is_over(), "490 is not enough with 4 players");
}

#[test]
fn ruling_r1_tied_leaders_share_the_win() {
    let mut g = set_points(&game(2, vec![small_face("a")]), &[450, 490]);
    let ev = finish_small_round(&mut g);
    assert_eq!(g.players()[0].points, 500);
    assert_eq!(g.players()[1].points, 500);
    assert_eq!(ev.last(), Some(&Event::GameOver { winners: 0b11 }));
    assert_eq!(g.winners(), vec![0, 1]);
}

#[test]
fn ruling_r6_dead_round_when_every_player_is_out_of_dice() {
    let stars = "Y* Y* Y* Y* Y*";
    let big = face(
        "big",
        &[
            ("Yellow", 10, stars),
            ("Yellow", 10, stars),
            ("Yellow", 10, stars),
            ("Yellow", 10, stars),
            ("Yellow", 10, stars),
            ("Yellow", 10, stars),
        ],
    );
    assert!(
        GameState::new(Setup { players: 4, starter: 0, faces: vec![big.clone()] }).is_err(),
        "no face can ever be filled"
    );
    let mut g = game(4, vec![big, small_face("next")]);
    for (seat, v) in [(0, 1), (1, 2), (2, 3), (3, 4)] {
        assert_eq!(g.current(), seat);
        throw(&mut g, &[v; 5]);
        for _ in 0..5 {
            place(&mut g, v, v - 1);
        }
    }
    throw(&mut g, &[5, 5]);
    place(&mut g, 5, 4);
    place(&mut g, 5, 4);
    throw(&mut g, &[5, 5]);
    place(&mut g, 5, 4);
    place(&mut g, 5, 4);
    throw(&mut g, &[5, 6]);
    place(&mut g, 5, 4);
    place(&mut g, 6, 5);
    throw(&mut g, &[6, 6]);
    place(&mut g, 6, 5);
    let ev = events(&place(&mut g, 6, 5));
    assert_eq!(
        ev,
        vec![
            Event::TurnEnded { player: 3, reason: TurnEndReason::AllPlaced },
            Event::RoundEnded { round: 1, next_starter: 0, next_face: 1, dead: true },
        ]
    );
    assert_eq!((&*g.face().id, g.round(), g.current()), ("next", 2, 0));
    assert_eq!(dice_total(&g), 30);
}

#[test]
fn errors_are_typed_and_change_nothing() {
    let mut g = game(2, vec![mixed_face()]);
    let before = g.clone();
    assert_eq!(g.apply(Action::Place { value: 3, row: 1 }), Err(RulesError::ThrowFirst));
    assert_eq!(g.apply(Action::Stop), Err(RulesError::ThrowFirst));
    assert_eq!(g.apply_dice(&[1, 2, 3, 4, 5]), Err(RulesError::NotAwaitingDice));
    assert_eq!(g, before);
    g.apply(Action::Throw).unwrap();
    assert_eq!(g.apply(Action::Stop), Err(RulesError::AwaitingDice));
    g.apply_dice(&[1, 1, 1, 1, 2]).unwrap();
    let before = g.clone();
    assert_eq!(g.apply(Action::Place { value: 0, row: 1 }), Err(RulesError::BadDieValue(0)));
    assert_eq!(g.apply(Action::Place { value: 7, row: 1 }), Err(RulesError::BadDieValue(7)));
    assert_eq!(g.apply(Action::Place { value: 1, row: 9 }), Err(RulesError::NoSuchRow(9)));
    assert!(matches!(g.apply(Action::Place { value: 5, row: 1 }), Err(RulesError::NotInThrow { .. })));
    assert_eq!(g, before);
    for e in [RulesError::MustPlace, RulesError::NoSuchRow(9), RulesError::WrongDiceCount { expected: 4, got: 5 }] {
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn a_saved_game_resumes_exactly_and_a_tampered_save_is_refused() {
    let mut faces = dicehall::games::royal_casino::rules::standard_faces();
    faces.insert(1, mixed_face());
    let mut g = GameState::new(Setup { players: 3, starter: 1, faces }).unwrap();
    throw(&mut g, &[1, 1, 2, 5, 5]);
    place(&mut g, 5, 5);
    let json = serde_json::to_string(&g).unwrap();
    assert!(json.contains("\"01a\"") && json.contains("Test mixed"), "standard faces by id, user faces in full");
    let back: GameState = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(&*back.legal_actions(), &*g.legal_actions());
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let mut bad = v.clone();
    bad["rows"][0]["filled"] = serde_json::json!([5]);
    assert!(serde_json::from_value::<GameState>(bad).is_err(), "a 5 on a square that needs something else");
    let mut bad = v;
    bad["stack"][0] = "99z".into();
    assert!(serde_json::from_value::<GameState>(bad).is_err());
}

#[test]
fn settles_says_what_a_completing_placement_gains_or_pays() {
    let mut g = game(
        2,
        vec![face(
            "s",
            &[
                ("Yellow", 30, "6"),
                ("Black", 200, "5"),
                ("Yellow", 10, "1 2"),
                ("Yellow", 10, "3"),
                ("Yellow", 10, "4"),
                ("Yellow", 10, "2"),
            ],
        )],
    );
    throw(&mut g, &[6, 5, 1, 4, 4]);
    assert_eq!(g.settles(6, 0), Some(30), "a gain row pays its points");
    assert_eq!(g.settles(5, 1), Some(-80), "a pay row takes its points, at most what the mover holds");
    assert_eq!(g.settles(1, 2), None, "the first of two squares completes nothing");
    assert_eq!(g.settles(6, 1), None, "not legal: a 6 does not fit a 5 square");
    assert_eq!(g.settles(3, 3), None, "not legal: no 3 was thrown");
}
