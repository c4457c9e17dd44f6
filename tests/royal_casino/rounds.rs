//! Royal Casino's settled rows, rounds, the game's end, errors and saves (rulings R1, R2, R5, R6)

use super::*;

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
