//! The hint (`engine::hint`): at random decisions of every registered game, every level's hint is
//! the level's own choice from the seat's observation (legal, asked again the same, the state
//! untouched, chances that add up); it reads nothing the seat cannot see; and it says why.

use dicehall::engine::dice::{derive_seed, draw_into, seeded};
use dicehall::engine::hint::{HintError, hint, hint_in_words, hint_seed};
use dicehall::engine::policy::Players;
use dicehall::engine::{Game, MAX_CHANCE_DICE, RandomAi, Words};
use dicehall::games::dice_settlers::DiceSettlers;
use dicehall::games::dice_settlers::ai::expert::searched;
use dicehall::games::home_rows::HomeRows;
use dicehall::games::royal_casino::RoyalCasino;
use dicehall::games::royal_casino::rules::{Action, ActionList, GameState, Setup, shuffled_standard_faces};
use dicehall::i18n::{Language, speaking};
use dicehall::registry::all;
use rand::RngExt;

#[test]
fn every_level_of_every_game_hints_its_own_choice_from_the_observation() {
    for game in all() {
        let checked = (game.check_hints)(40, 4242).unwrap_or_else(|e| panic!("{e}"));
        // 40, 20, 10, 5 positions for the levels, weakest first.
        let asked: u64 = (0..game.levels.len()).map(|rank| (40u64 >> rank).max(2)).sum();
        assert_eq!(checked, asked, "{}: every level at its positions", game.name);
    }
}

/// Two Royal Casino games that differ only in the order of the faces nobody has seen, played
/// alike through round 1: every level hints alike at every decision, though the states differ.
#[test]
fn a_hint_reads_only_what_the_seat_sees() {
    let faces = shuffled_standard_faces(&mut seeded(91), false);
    let mut reordered = faces.clone();
    reordered[2..].reverse();
    let mut a = GameState::new(Setup { players: 3, starter: 1, faces }).unwrap();
    let mut b = GameState::new(Setup { players: 3, starter: 1, faces: reordered }).unwrap();
    let (mut rng, mut ai, mut legal) = (seeded(92), RandomAi::new(93), ActionList::default());
    let (mut decisions, mut choices) = (0, 0);
    while a.round() == 1 && decisions < 40 {
        assert_ne!(a, b, "the hidden faces differ");
        if a.is_chance() {
            let mut values = [0u8; MAX_CHANCE_DICE];
            let n = a.dice_in_air();
            draw_into(&mut rng, &[6; MAX_CHANCE_DICE][..n], &mut values[..n]);
            a.apply_dice(&values[..n]).unwrap();
            b.apply_dice(&values[..n]).unwrap();
            continue;
        }
        let seat = a.current();
        assert_ne!(hint_seed::<RoyalCasino>(&a, seat), hint_seed::<RoyalCasino>(&b, seat), "the states hash apart");
        for &(level, _) in <RoyalCasino as Players>::LEVELS {
            if level == "expert" && decisions % 8 != 0 {
                continue;
            }
            let (from_a, from_b) = (hint::<RoyalCasino>(&a, seat, level), hint::<RoyalCasino>(&b, seat, level));
            assert_eq!(from_a.unwrap(), from_b.unwrap(), "{level} at decision {decisions}");
        }
        a.legal_actions_into(&mut legal);
        choices += usize::from(legal.len() > 1);
        let action = ai.pick(&legal);
        a.apply(action).unwrap();
        b.apply(action).unwrap();
        decisions += 1;
    }
    assert!(choices >= 10, "real choices were hinted at: {choices} of {decisions}");
}

/// Royal Casino's Expert says its win chance; Sharp the points it expects. Both come after what
/// the move does, in the language spoken.
#[test]
fn a_hint_says_what_the_move_does_and_what_the_level_reckons() {
    let setup = Setup {
        players: 2,
        starter: 0,
        faces: ["01a", "02a"].iter().map(|f| dicehall::games::royal_casino::rules::resolve_face(f).unwrap()).collect(),
    };
    let mut s = GameState::new(setup).unwrap();
    s.apply(Action::Throw).unwrap();
    s.apply_dice(&[6, 2, 1, 5, 5]).unwrap();
    let names = |seat: usize| format!("Seat{seat}");
    let expert = hint_in_words::<RoyalCasino>(&s, 0, "expert", &names).unwrap();
    let outcome = RoyalCasino::action_outcome(&s, expert.action, &names);
    let reason = expert.reason.expect("the expert says why");
    assert!(reason.contains("chance of winning after this") && reason.ends_with("%."), "{reason}");
    if let Some(outcome) = outcome {
        assert!(reason.starts_with(&outcome), "{reason} starts with {outcome}");
    }
    assert_eq!(expert.probabilities, None, "the expert plays its best");
    let sharp = hint::<RoyalCasino>(&s, 0, "expectimax").unwrap().reason.unwrap();
    assert!(
        sharp.starts_with("Expected worth at the end of the turn:") && sharp.contains("for each die kept"),
        "{sharp}"
    );
    let french = speaking(Language::French, || hint::<RoyalCasino>(&s, 0, "expert").unwrap().reason.unwrap());
    assert!(french.starts_with("Vos chances de gagner"), "{french}");
    // A softened level draws: its chances are the softmax of its values.
    let soft = hint::<RoyalCasino>(&s, 0, "expectimax@15").unwrap();
    let chances = soft.probabilities.expect("a temperature above 0 draws");
    assert_eq!(chances.len(), s.legal_actions().len());
    assert!(chances.iter().filter(|(_, p)| *p > 0.01).count() > 1, "more than one move is likely: {chances:?}");
    // Random says nothing of its own.
    assert_eq!(hint::<RoyalCasino>(&s, 0, "random").unwrap().reason, None);
}

#[test]
fn no_hint_at_a_chance_node_for_another_seat_after_game_over_or_for_an_unknown_level() {
    let mut s = GameState::new(Setup { players: 2, starter: 0, faces: shuffled_standard_faces(&mut seeded(3), false) })
        .unwrap();
    s.apply(Action::Throw).unwrap();
    assert_eq!(hint::<RoyalCasino>(&s, 0, "greedy").unwrap_err(), HintError::ChanceNode);
    s.apply_dice(&[1, 2, 3, 4, 5]).unwrap();
    let other = hint::<RoyalCasino>(&s, 1, "greedy").unwrap_err();
    assert_eq!(other.to_string(), "seat 1 is not to act: a hint now is for seat 0, whose decision it is");
    let unknown = hint::<RoyalCasino>(&s, 0, "grandmaster").unwrap_err().to_string();
    assert_eq!(
        unknown,
        "`grandmaster` is not an AI level of Royal Casino: its levels are random, greedy, expectimax, expert"
    );
    let hr = hint::<HomeRows>(&HomeRows::new(HomeRows::setup(3), 1).unwrap(), 0, "sharp").unwrap_err();
    assert!(hr.to_string().ends_with("its levels are random, greedy, expert"), "{hr}");
}

/// `count` decisions of random games of `G` (`players` seats) at which `wanted` holds and there
/// is a real choice.
fn decisions<G: Game>(players: usize, count: usize, wanted: impl Fn(&G::State) -> bool) -> Vec<G::State> {
    let mut found = Vec::new();
    for game in 0u64.. {
        let mut state = G::new(G::setup(players), game).unwrap();
        let (mut rng, mut ai, mut legal) = (seeded(derive_seed(7, game)), RandomAi::new(game), G::Actions::default());
        while !G::is_over(&state) && found.len() < count {
            if let Some(chance) = G::chance(&state) {
                let mut values = vec![0u8; chance.count()];
                draw_into(&mut rng, chance.sides(), &mut values);
                G::apply_chance(&mut state, &values).unwrap();
                continue;
            }
            G::legal_actions(&state, &mut legal);
            // Every third such decision, so the positions spread over the game.
            if legal.len() > 1 && wanted(&state) && rng.random_range(0..3) == 0 {
                found.push(state.clone());
            }
            G::apply(&mut state, ai.pick(&legal)).unwrap();
        }
        if found.len() == count {
            return found;
        }
    }
    unreachable!("games go on")
}

/// The level's own line of a hint's reason (the last).
fn own_line<G: Players>(state: &G::State, level: &str) -> (String, bool) {
    let h = hint::<G>(state, G::current(state), level).unwrap();
    (h.reason.unwrap_or_default(), h.probabilities.is_some())
}

/// Dice Settlers' searching levels say how their sampled futures leave the seat against its
/// strongest rival; Sharp draws, Expert plays its best; where they do not search, the Casual's
/// draw decides and they say nothing of their own. Home Rows' Expert says its play-outs' odds.
#[test]
fn the_searching_levels_say_what_they_found() {
    for s in decisions::<DiceSettlers>(3, 4, searched) {
        let (sharp, draws) = own_line::<DiceSettlers>(&s, "sharp");
        let round = s.round();
        assert!(sharp.starts_with(&format!("Over 3 sampled futures to the end of round {round}, ")), "{sharp}");
        assert!(sharp.contains("your strongest rival (its estimate)."), "{sharp}");
        assert!(draws, "sharp draws");
        let (expert, draws) = own_line::<DiceSettlers>(&s, "expert");
        assert!(
            expert.starts_with(&format!("Over 40 sampled futures to the end of round {}, ", round + 2)),
            "{expert}"
        );
        assert!(!draws, "expert plays its best");
    }
    for s in decisions::<DiceSettlers>(2, 4, |s| !searched(s)) {
        assert_eq!(own_line::<DiceSettlers>(&s, "expert"), (String::new(), true), "the greedy draws here");
    }
    for s in decisions::<HomeRows>(4, 4, |_| true) {
        let (expert, draws) = own_line::<HomeRows>(&s, "expert");
        assert!(
            expert.starts_with("Played out 192 times to the end of the round, this gives you about a "),
            "{expert}"
        );
        assert!(expert.ends_with("% chance of winning.") && !draws, "{expert}");
    }
}
