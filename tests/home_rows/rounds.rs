//! Home Rows' rounds, scores and the game's end (rulings H1, H3), refusals and saves

use super::*;

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

#[test]
fn the_total_as_it_stands_counts_the_home_row_in_play_once() {
    let mut s = game(3);
    // Seat 0 puts a red 5 in its own (red) row, which scores 4, and takes 5 from the pot.
    let seat = s.current();
    let home = s.color_of(seat).index();
    turn(&mut s, 5, home, None);
    assert_eq!((rule_score(&s, seat), s.counters(seat)), (4, 5));
    assert_eq!(s.standing(seat), 4 - 5, "mid-round the home row's dice count now");
    // Every turn to the game's end: finished rounds, the home row in play, less the counters;
    // at game over the final total (the last round's row is not counted twice).
    for k in 0..400 {
        if s.is_over() {
            break;
        }
        scripted_turn(&mut s, 1 + (k % 6) as u8);
        for p in 0..3 {
            let rounds: i32 = s.round_scores().iter().map(|r| i32::from(r[p])).sum();
            let in_play = if s.is_over() { 0 } else { i32::from(rule_score(&s, p)) };
            assert_eq!(s.standing(p), rounds + in_play - i32::from(s.counters(p)), "seat {p} after turn {k}");
        }
    }
    assert!(s.is_over());
    for p in 0..3 {
        assert_eq!(s.standing(p), i32::from(s.totals()[p]), "seat {p}'s final total");
    }
}
