//! Home Rows: every rule and ruling H1–H7 of `../shared/rules/home-rows.md`, one test (or more) each.

mod home_rows_common;

use dicehall::games::home_rows::rules::{
    Action, COLORS, Color, Event, HomeRowsError, HomeRowsState, Phase, Setup, Side, Source,
};
use home_rows_common::*;

#[test]
fn setup_pot_holds_25_for_3_players_and_30_for_4() {
    assert_eq!(game(3).pot(), 25);
    assert_eq!(game(4).pot(), 30);
    for n in [2, 5] {
        let e = HomeRowsState::new(Setup { players: n, starter: 0, colors: None }).unwrap_err();
        assert_eq!(e, HomeRowsError::BadPlayerCount(n));
    }
}

#[test]
fn setup_each_player_takes_the_5_dice_of_their_home_colour() {
    let s =
        HomeRowsState::new(Setup { players: 3, starter: 0, colors: Some(vec![Color::Blue, Color::Red, Color::Green]) })
            .unwrap();
    assert_eq!(s.hand(0), [0, 0, 0, 5]);
    assert_eq!(s.hand(1), [5, 0, 0, 0]);
    assert_eq!(s.home_of(3), Some(0), "the blue row is seat 0's home row");
    assert_eq!(s.home_of(1), None, "yellow is unused");
    let twice = Setup { players: 3, starter: 0, colors: Some(vec![Color::Red, Color::Red, Color::Blue]) };
    assert_eq!(HomeRowsState::new(twice).unwrap_err(), HomeRowsError::ColorTwice(Color::Red));
}

#[test]
fn rounds_as_many_as_players() {
    assert_eq!(game(3).rounds(), 3);
    assert_eq!(game(4).rounds(), 4);
}

#[test]
fn h7_seat_0_starts_round_1_unless_the_setup_chooses_another() {
    assert_eq!(game(4).current(), 0);
    let s = HomeRowsState::new(Setup { players: 4, starter: 2, colors: None }).unwrap();
    assert_eq!((s.current(), s.starter()), (2, 2));
    assert!(HomeRowsState::new(Setup { players: 3, starter: 3, colors: None }).is_err());
}

#[test]
fn h2_three_players_unused_colour_stays_in_the_box_and_its_row_is_open() {
    let mut s = game(3);
    assert!((0..3).all(|p| s.hand(p)[Color::Blue.index()] == 0));
    roll(&mut s, Color::Red, 4);
    assert!(s.legal_actions().contains(&Action::Place { row: 3, col: 2, from: None }));
    place(&mut s, 3, 2, None);
    assert_eq!(s.board()[3][2].unwrap().value, 4);
}

#[test]
fn b_a_turn_rolls_one_held_die_of_any_colour() {
    let mut s = game(4);
    assert_eq!(&*s.legal_actions(), &[Action::Roll { color: Color::Red }]);
    assert_eq!(s.apply(Action::Roll { color: Color::Blue }).unwrap_err(), HomeRowsError::NoDieOfColor(Color::Blue));
    assert_eq!(s.apply(Action::Place { row: 0, col: 0, from: None }).unwrap_err(), HomeRowsError::RollFirst);
    let ev = roll(&mut s, Color::Red, 5);
    assert_eq!(ev, vec![Event::Rolled { player: 0, color: Color::Red, value: 5 }]);
    assert_eq!(s.hand(0)[0], 4, "the rolled die left the hand");
    assert_eq!(s.apply(Action::Roll { color: Color::Red }).unwrap_err(), HomeRowsError::AlreadyRolled);
}

#[test]
fn b1_place_on_any_open_square_and_take_the_value_from_the_pot() {
    let mut s = game(4);
    roll(&mut s, Color::Red, 4);
    let places = s.legal_actions().iter().filter(|a| matches!(a, Action::Place { .. })).count();
    assert_eq!(places, 20, "any open square, no order");
    let ev = place(&mut s, 2, 3, None);
    assert_eq!(ev[0], Event::Placed { player: 0, row: 2, col: 3, color: Color::Red, value: 4 });
    assert_eq!(ev[1], Event::Took { player: 0, from: Source::Pot, counters: 4 });
    assert_eq!((s.pot(), s.counters(0), s.current()), (26, 4, 1));
    roll(&mut s, Color::Yellow, 1);
    assert_eq!(
        s.apply(Action::Place { row: 2, col: 3, from: None }).unwrap_err(),
        HomeRowsError::SquareTaken { row: 2, col: 3 }
    );
    assert_eq!(
        s.apply(Action::Place { row: 4, col: 0, from: None }).unwrap_err(),
        HomeRowsError::NoSuchSquare { row: 4, col: 0 }
    );
}

#[test]
fn b1_a_pot_with_fewer_than_the_value_gives_all_it_has_and_no_more() {
    let mut s = give_counters(&game(4), 1, 28);
    roll(&mut s, Color::Red, 5);
    let ev = place(&mut s, 0, 0, None);
    assert_eq!(ev[1], Event::Took { player: 0, from: Source::Pot, counters: 2 });
    assert_eq!((s.pot(), s.counters(0), s.counters(1)), (0, 2, 28), "the rest is not taken from anyone");
}

#[test]
fn b1_with_the_pot_empty_take_from_a_neighbour_holding_a_die() {
    let mut s = empty_pot(&game(4), &[0, 10, 10, 10]);
    roll(&mut s, Color::Red, 3);
    assert_eq!(s.apply(Action::Place { row: 0, col: 0, from: None }).unwrap_err(), HomeRowsError::FromRequired);
    let legal = s.legal_actions();
    assert!(legal.contains(&Action::Place { row: 0, col: 0, from: Some(Side::Left) }));
    assert!(legal.contains(&Action::Place { row: 0, col: 0, from: Some(Side::Right) }));
    let ev = place(&mut s, 0, 0, Some(Side::Right));
    assert_eq!(ev[1], Event::Took { player: 0, from: Source::Seat(3), counters: 3 }, "right is the previous seat");
    assert_eq!((s.counters(0), s.counters(3)), (3, 7));
}

#[test]
fn b1_never_take_from_a_player_who_holds_no_dice() {
    let s = empty_pot(&game(4), &[0, 10, 10, 10]);
    let mut s = hand_to_board(&s, 1, &[(3, 0), (3, 1), (3, 2), (3, 3), (3, 4)], 2);
    roll(&mut s, Color::Red, 3);
    let e = s.apply(Action::Place { row: 0, col: 0, from: Some(Side::Left) }).unwrap_err();
    assert_eq!(e, HomeRowsError::NeighbourHasNoDice(Side::Left));
    assert!(!s.legal_actions().iter().any(|a| matches!(a, Action::Place { from: Some(Side::Left), .. })));
}

#[test]
fn h4_up_to_means_as_many_as_they_have() {
    let mut s = empty_pot(&game(4), &[0, 2, 14, 14]);
    roll(&mut s, Color::Red, 6);
    let ev = place(&mut s, 0, 0, Some(Side::Left));
    assert_eq!(ev[1], Event::Took { player: 0, from: Source::Seat(1), counters: 2 });
    assert_eq!(s.counters(1), 0);
}

#[test]
fn h5_neither_neighbour_holds_a_die_so_nothing_is_taken() {
    let s = empty_pot(&game(4), &[0, 10, 10, 10]);
    let s = hand_to_board(&s, 1, &[(3, 0), (3, 1), (3, 2), (3, 3), (3, 4)], 2);
    let mut s = hand_to_board(&s, 3, &[(2, 0), (2, 1), (2, 2), (2, 3), (2, 4)], 2);
    roll(&mut s, Color::Red, 5);
    assert!(s.legal_actions().contains(&Action::Place { row: 0, col: 0, from: None }));
    let ev = place(&mut s, 0, 0, None);
    assert_eq!(ev[1], Event::Took { player: 0, from: Source::Nobody, counters: 0 });
    assert_eq!(s.counters(0), 0);
}

#[test]
fn b2_force_a_trade_only_while_the_pot_is_empty() {
    let mut s = game(4);
    roll(&mut s, Color::Red, 5);
    assert!(!s.legal_actions().iter().any(|a| matches!(a, Action::Trade { .. })));
    assert_eq!(s.apply(Action::Trade { to: Side::Left }).unwrap_err(), HomeRowsError::TradeWithPot);
    let mut s = empty_pot(&game(4), &[0, 10, 10, 10]);
    roll(&mut s, Color::Red, 5);
    let ev = s.apply(Action::Trade { to: Side::Left }).unwrap().to_vec();
    assert_eq!(ev[0], Event::Traded { player: 0, to: 1, value: 5, counters: 4 }, "value − 1");
    assert_eq!(s.hand(1), [1, 5, 0, 0], "the die went to the neighbour, not the board");
    assert_eq!((s.counters(0), s.counters(1), s.stall()), (4, 6, 1));
    assert!(s.board().iter().flatten().all(|q| q.is_none()));
}

#[test]
fn b2_a_traded_1_takes_nothing_and_a_poor_neighbour_pays_all_they_have() {
    let mut s = empty_pot(&game(4), &[27, 3, 0, 0]);
    roll(&mut s, Color::Red, 1);
    assert_eq!(
        s.apply(Action::Trade { to: Side::Right }).unwrap()[0],
        Event::Traded { player: 0, to: 3, value: 1, counters: 0 }
    );
    roll(&mut s, Color::Yellow, 6);
    assert_eq!(
        s.apply(Action::Trade { to: Side::Right }).unwrap()[0],
        Event::Traded { player: 1, to: 0, value: 6, counters: 5 }
    );
    let mut s = empty_pot(&game(4), &[0, 1, 29, 0]);
    roll(&mut s, Color::Red, 4);
    let ev = s.apply(Action::Trade { to: Side::Left }).unwrap();
    assert_eq!(ev[0], Event::Traded { player: 0, to: 1, value: 4, counters: 1 });
}

#[test]
fn out_of_dice_or_counters_does_not_put_a_player_out() {
    // Seat 1 has no dice and no counters, yet may be handed a die and then plays it.
    let s = empty_pot(&game(4), &[10, 0, 10, 10]);
    let mut s = hand_to_board(&s, 1, &[(3, 0), (3, 1), (3, 2), (3, 3), (3, 4)], 1);
    roll(&mut s, Color::Red, 3);
    assert!(s.legal_actions().contains(&Action::Trade { to: Side::Left }), "even to one with no dice");
    let ev = s.apply(Action::Trade { to: Side::Left }).unwrap().to_vec();
    assert_eq!(ev[0], Event::Traded { player: 0, to: 1, value: 3, counters: 0 });
    assert_eq!(s.current(), 1, "seat 1 holds a die again and plays");
    assert_eq!(&*s.legal_actions(), &[Action::Roll { color: Color::Red }]);
}

#[test]
fn a_a_player_without_dice_passes() {
    let s = hand_to_board(&game(4), 1, &[(3, 0), (3, 1), (3, 2), (3, 3), (3, 4)], 2);
    let mut s = s;
    let ev = turn(&mut s, 2, 0, None);
    assert_eq!(&ev[3..], &[Event::TurnPassed { player: 1 }]);
    assert_eq!((s.current(), s.stall()), (2, 1), "a pass counts toward the stall guard");
}

#[test]
fn h6_ten_turns_in_a_row_without_a_placement_turn_trades_off_for_the_round() {
    let mut s = empty_pot(&game(4), &[8, 8, 7, 7]);
    for k in 1..=10 {
        let color = COLORS[s.hand(s.current()).iter().position(|&d| d > 0).unwrap()];
        roll(&mut s, color, 2);
        let ev = s.apply(Action::Trade { to: Side::Left }).unwrap();
        assert_eq!(s.stall(), k);
        assert_eq!(ev.contains(&Event::TradesOff), k == 10, "trades go off on the tenth");
    }
    assert!(!s.trades_allowed());
    let color = COLORS[s.hand(s.current()).iter().position(|&d| d > 0).unwrap()];
    roll(&mut s, color, 2);
    assert!(!s.legal_actions().iter().any(|a| matches!(a, Action::Trade { .. })), "every roll must be placed");
    assert_eq!(s.apply(Action::Trade { to: Side::Left }).unwrap_err(), HomeRowsError::TradesOff);
    let from = s.legal_actions().iter().find_map(|a| match a {
        Action::Place { from, .. } => Some(*from),
        _ => None,
    });
    place(&mut s, 0, 0, from.unwrap());
    assert_eq!(s.stall(), 0, "a placement resets the count");
    assert!(!s.trades_allowed(), "but trades stay off for the round");
}

#[test]
fn h1_a_round_ends_when_no_player_holds_a_die() {
    for n in [3, 4] {
        let mut s = game(n);
        let dice = 5 * n;
        for k in 0..dice {
            assert_eq!(s.round(), 1);
            let ev = scripted_turn(&mut s, 1 + (k % 6) as u8);
            let ended = ev.iter().any(|e| matches!(e, Event::RoundEnded { .. }));
            assert_eq!(ended, k + 1 == dice, "{n} players: the round ends with the last die held");
        }
        assert_eq!(s.round(), 2);
    }
}

/// The expected score of `seat`'s home row from the board (the rule restated independently).
fn rule_score(s: &HomeRowsState, seat: usize) -> u8 {
    let row = s.color_of(seat).index();
    s.board()[row].iter().flatten().map(|d| if d.color.index() == row { d.value - 1 } else { d.value }).sum()
}

#[test]
fn scoring_pips_in_the_home_row_minus_one_per_matching_die() {
    let mut s = game(4);
    // Seat 0 (red) puts red 6s into its own row: each counts 5.
    let mut expected = [0u8; 4];
    for k in 0..19 {
        scripted_turn(&mut s, 6 - (k % 3) as u8);
    }
    for (seat, e) in expected.iter_mut().enumerate() {
        *e = rule_score(&s, seat);
    }
    // The last die (seat 3's blue) lands on row 2's last square.
    let ev = scripted_turn(&mut s, 3);
    let blue_on_green = 3;
    expected[2] += blue_on_green;
    assert!(ev.contains(&Event::RoundEnded { round: 1, next_starter: Some(1) }), "{ev:?}");
    assert_eq!(s.round_scores(), &[expected]);
    // Row 0 holds red dice only (seat 0 filled it), so it scores pips − 5.
    assert!(expected[0] < 30);
}

#[test]
fn h3_between_rounds_the_board_clears_dice_go_home_and_the_pot_is_not_refilled() {
    let mut s = game(3);
    for k in 0..15 {
        scripted_turn(&mut s, 1 + (k % 6) as u8);
    }
    assert_eq!(s.round(), 2);
    assert!(s.board().iter().flatten().all(|q| q.is_none()));
    for p in 0..3 {
        let mut home = [0u8; 4];
        home[s.color_of(p).index()] = 5;
        assert_eq!(s.hand(p), home);
    }
    let held: u32 = (0..3).map(|p| u32::from(s.counters(p))).sum();
    assert_eq!(u32::from(s.pot()) + held, 25, "counters are kept; the pot is not refilled");
    assert_eq!(s.pot(), 0, "15 dice of 1–6 emptied the 25-counter pot");
    assert_eq!((s.stall(), s.trades_allowed()), (0, true));
}

#[test]
fn each_later_round_the_start_player_moves_one_seat_on() {
    let mut s = HomeRowsState::new(Setup { players: 3, starter: 2, colors: None }).unwrap();
    let mut starters = vec![s.starter()];
    while !s.is_over() {
        let round = s.round();
        scripted_turn(&mut s, 4);
        if s.round() != round && !s.is_over() {
            starters.push(s.starter());
            assert_eq!(s.current(), s.starter());
        }
    }
    assert_eq!(&starters[..3], &[2, 0, 1]);
}

#[test]
fn lowest_total_wins_round_scores_minus_counters() {
    for n in [3, 4] {
        let mut s = game(n);
        let mut k = 0;
        let mut last = vec![];
        while !s.is_over() {
            last = scripted_turn(&mut s, [6, 1, 4, 2, 5, 3, 6][k % 7]);
            k += 1;
        }
        let totals: Vec<i16> = (0..n)
            .map(|p| s.round_scores().iter().map(|r| i16::from(r[p])).sum::<i16>() - i16::from(s.counters(p)))
            .collect();
        assert_eq!(s.totals(), &totals[..]);
        let lowest = *totals.iter().min().unwrap();
        let winner = totals.iter().position(|&t| t == lowest).unwrap();
        assert_eq!(s.winners_mask(), 1 << winner);
        assert!(matches!(last.last(), Some(Event::GameOver { .. })));
        assert_eq!(s.phase(), Phase::GameOver);
        assert!(s.board().iter().flatten().any(|q| q.is_some()), "the last board stays");
        assert_eq!(s.apply(Action::Roll { color: Color::Red }).unwrap_err(), HomeRowsError::GameOver);
    }
}

#[test]
fn a_tie_for_lowest_plays_one_more_round() {
    // Play to round 3's last die (it will land in the unused row, taking nothing: H5).
    let mut s = game(3);
    while !(s.round() == 3 && (0..3).map(|p| s.dice_held(p)).sum::<u8>() == 1) {
        scripted_turn(&mut s, 3);
    }
    assert_eq!(s.pot(), 0);
    // Share the counters so that two seats tie for the lowest total after this round.
    let sums: Vec<i32> = (0..3).map(|p| s.score_sum(p) + i32::from(rule_score(&s, p))).collect();
    let split = (0..=25u8)
        .flat_map(|a| (0..=25 - a).map(move |b| [a, b, 25 - a - b]))
        .find(|c| {
            let t: Vec<i32> = (0..3).map(|p| sums[p] - i32::from(c[p])).collect();
            t[0] == t[1] && t[2] > t[0]
        })
        .expect("some split ties seats 0 and 1");
    let mut s = edit(&s, |v| {
        for p in 0..3 {
            v["counters"][p] = split[p].into();
        }
    });
    let ev = scripted_turn(&mut s, 3);
    assert!(ev.contains(&Event::RoundEnded { round: 3, next_starter: Some(0) }), "{ev:?}");
    assert_eq!(ev.last(), Some(&Event::TieBreak { rounds: 4 }));
    assert_eq!((s.round(), s.rounds(), s.phase()), (4, 4, Phase::TurnStart));
    while !s.is_over() {
        scripted_turn(&mut s, 2);
    }
    assert!(s.round_scores().len() >= 4);
    assert_eq!(s.winners_mask().count_ones(), 1, "one winner: ties play on");
}

#[test]
fn every_refusal_leaves_the_state_unchanged() {
    let mut s = empty_pot(&game(4), &[0, 10, 10, 10]);
    let before = s.clone();
    for a in [
        Action::Place { row: 0, col: 0, from: None },
        Action::Trade { to: Side::Left },
        Action::Roll { color: Color::Green },
    ] {
        assert!(s.apply(a).is_err());
        assert_eq!(s, before);
    }
    assert!(s.apply_chance(&[3]).is_err());
    assert_eq!(s, before);
    s.apply(Action::Roll { color: Color::Red }).unwrap();
    let rolling = s.clone();
    for values in [&[][..], &[0], &[7], &[1, 2]] {
        assert!(s.apply_chance(values).is_err());
        assert_eq!(s, rolling);
    }
    assert_eq!(s.apply(Action::Trade { to: Side::Left }).unwrap_err(), HomeRowsError::AwaitingDie);
    assert_eq!(s, rolling);
}

#[test]
fn a_tampered_save_is_refused_with_a_reason() {
    let s = game(3);
    let mut v = serde_json::to_value(&s).unwrap();
    v["pot"] = 26.into();
    let e = serde_json::from_value::<HomeRowsState>(v).unwrap_err().to_string();
    assert!(e.contains("counters"), "{e}");
    let mut v = serde_json::to_value(&s).unwrap();
    v["hands"][0] = serde_json::json!([6, 0, 0, 0]);
    let e = serde_json::from_value::<HomeRowsState>(v).unwrap_err().to_string();
    assert!(e.contains("red dice"), "{e}");
    let back: HomeRowsState = serde_json::from_value(serde_json::to_value(&s).unwrap()).unwrap();
    assert_eq!(back, s);
}
