//! Home Rows' setup and turns (rulings H2, H4, H5, H6, H7)

use super::*;

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
