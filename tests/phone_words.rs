//! What a phone shows: every seat's standing (`Words::seat_words`) and each legal action as taps
//! (`Words::action_steps`), for every registered game over random games in every language (the
//! registry's words check), each game's words as a player reads them in English, and a seat's
//! private dice (`Words::own_dice`) in its own observation only.

use dicehall::engine::dice::{draw_into, seeded};
use dicehall::engine::{Game, MAX_CHANCE_DICE, SeatNames, Words};
use dicehall::games::dice_settlers::DiceSettlers;
use dicehall::games::home_rows::HomeRows;
use dicehall::games::liars_dice::LiarsDice;
use dicehall::games::royal_casino::RoyalCasino;
use dicehall::i18n::{Language, set_language};
use dicehall::registry::all;
use std::sync::{Mutex, MutexGuard};

/// The language is the process's: one test speaks at a time.
static SPEAKING: Mutex<()> = Mutex::new(());

fn speaking() -> MutexGuard<'static, ()> {
    SPEAKING.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Random games of every registered game, every seat count and language: every seat's standing is
/// some lines, none empty; every legal action is some taps, none empty, and no two actions of a
/// decision share their taps (nor does one's start another's).
#[test]
fn every_game_gives_every_seat_its_standing_and_every_action_taps_a_phone_tells_apart() {
    let _speaking = speaking();
    for game in all() {
        let said = (game.check_words)(24, 7373).unwrap_or_else(|e| panic!("{e}"));
        assert!(said > 2_000, "{}: {said} sentences", game.name);
    }
}

/// `G`'s first decision after `decisions` random ones (chance drawn from a seed), in English.
fn played<G: Game>(players: usize, decisions: usize) -> G::State {
    set_language(Language::English);
    let mut state = G::new(G::setup(players), 5).expect("a new game");
    let (mut rng, mut legal, mut made) = (seeded(5), G::Actions::default(), 0);
    loop {
        if let Some(chance) = G::chance(&state) {
            let mut values = [0u8; MAX_CHANCE_DICE];
            draw_into(&mut rng, chance.sides(), &mut values[..chance.count()]);
            G::apply_chance(&mut state, &values[..chance.count()]).expect("a chance outcome");
            continue;
        }
        if made == decisions || G::is_over(&state) {
            return state;
        }
        G::legal_actions(&state, &mut legal);
        G::apply(&mut state, legal[made % legal.len()]).expect("a legal action");
        made += 1;
    }
}

/// The whole numbers written in `text`, in order.
fn numbers(text: &str) -> Vec<usize> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).map(|n| n.parse().expect("a number")).collect()
}

fn names(seat: usize) -> String {
    ["Ada", "Bo", "Cy", "Di"][seat].to_string()
}

/// Every legal action's taps in `state`.
fn taps<G: Words>(state: &G::State) -> Vec<(G::Action, Vec<String>)> {
    let mut legal = G::Actions::default();
    G::legal_actions(state, &mut legal);
    let seats: SeatNames = &names;
    legal.iter().map(|&a| (a, G::action_steps(state, a, seats))).collect()
}

#[test]
fn royal_casino_places_a_value_then_a_row_and_says_points_and_dice() {
    let _speaking = speaking();
    use dicehall::games::royal_casino::rules::Action;
    let state = played::<RoyalCasino>(3, 1);
    let seats: SeatNames = &names;
    let own = RoyalCasino::seat_words(&state, state.current(), seats);
    assert_eq!(own[..3], ["Points: 80", "Dice held: 5", "Throw 1 of 5 (4 left)"], "{own:?}");
    assert!(own[3].starts_with("To place: "), "{own:?}");
    assert_eq!(RoyalCasino::seat_words(&state, (state.current() + 1) % 3, seats), ["Points: 80", "Dice held: 10"]);
    for (action, steps) in taps::<RoyalCasino>(&state) {
        match action {
            Action::Place { value, row } => {
                let row = ["A", "B", "C", "D", "E", "F"][row as usize];
                assert_eq!(steps, [format!("Place a {value}"), format!("on row {row}")]);
            }
            _ => assert_eq!(steps, [RoyalCasino::action_words(&state, action, seats)]),
        }
    }
}

/// Royal Casino says what each action does from its rules core, over random games in every
/// language: every action has an outcome; a placement that completes a row says the points the
/// rules core settles (a paying one in the TV's warning words), one that does not says how many of
/// the row's squares are filled then and of how many; a throw says how many dice fly and how many
/// throws are left after it; a stop how many dice go back (a number from two up).
#[test]
fn royal_casino_says_what_each_action_does_with_the_rules_cores_numbers() {
    use dicehall::engine::RandomAi;
    use dicehall::games::royal_casino::rules::{Action, Event, MAX_THROWS};
    let _speaking = speaking();
    let seats: SeatNames = &names;
    let (mut completing, mut paying) = (0, 0);
    for g in 0..18u64 {
        set_language(Language::ALL[g as usize % Language::ALL.len()]);
        let mut state = RoyalCasino::new(RoyalCasino::setup(2 + g as usize % 3), g).expect("a new game");
        let (mut rng, mut ai, mut legal) = (seeded(g), RandomAi::new(g), Default::default());
        for _ in 0..600 {
            if RoyalCasino::is_over(&state) {
                break;
            }
            if let Some(chance) = RoyalCasino::chance(&state) {
                let mut values = [0u8; MAX_CHANCE_DICE];
                draw_into(&mut rng, chance.sides(), &mut values[..chance.count()]);
                RoyalCasino::apply_chance(&mut state, &values[..chance.count()]).expect("dice down");
                continue;
            }
            RoyalCasino::legal_actions(&state, &mut legal);
            for &action in legal.iter() {
                let said = RoyalCasino::action_outcome(&state, action, seats).expect("every action says what it does");
                assert!(!said.trim().is_empty() && !said.contains('{'), "{action:?}: {said:?}");
                let mut after = state.clone();
                let events = RoyalCasino::apply(&mut after, action).expect("a legal action");
                let settled = events.iter().find_map(|e| match e {
                    Event::RowCompleted { delta, .. } => Some(delta),
                    _ => None,
                });
                match (action, settled) {
                    (Action::Place { value, row }, Some(delta)) => {
                        completing += 1;
                        assert!(
                            said.contains(&delta.unsigned_abs().to_string()),
                            "{action:?} settles {delta}: {said:?}"
                        );
                        if delta < 0 {
                            paying += 1;
                            let letter = ["A", "B", "C", "D", "E", "F"][row as usize];
                            let tv = dicehall::i18n::text(
                                "rc-pay-one",
                                &[("v", value.into()), ("row", letter.into()), ("paid", (-delta).into())],
                            );
                            assert_eq!(said, tv, "a paying placement in the TV's warning words");
                        }
                    }
                    (Action::Place { row, .. }, None) => {
                        let r = after.rows()[row as usize];
                        let mut expected = [r.filled().len(), usize::from(r.spec.len)];
                        let mut said_numbers = numbers(&said);
                        expected.sort_unstable();
                        said_numbers.sort_unstable();
                        assert_eq!(said_numbers, expected, "{action:?}: {said:?}");
                    }
                    (Action::Throw, _) => {
                        let (dice, left) = (after.dice_in_air(), usize::from(MAX_THROWS - after.throws()));
                        let said_numbers = numbers(&said);
                        assert!(said_numbers.contains(&dice), "{dice} dice fly: {said:?}");
                        assert!(left < 2 || said_numbers.contains(&left), "{left} throws left: {said:?}");
                        assert!(said_numbers.iter().all(|n| [dice, left].contains(n)), "{said:?}");
                    }
                    (Action::Stop, _) => {
                        let seat = state.current();
                        let back = usize::from(after.players()[seat].dice - state.players()[seat].dice);
                        let said_numbers = numbers(&said);
                        assert!(said_numbers.iter().all(|&n| n == back), "{back} dice go back: {said:?}");
                        assert!(back < 2 || said_numbers == [back], "{back} dice go back: {said:?}");
                    }
                }
            }
            let pick = ai.pick(&legal);
            RoyalCasino::apply(&mut state, pick).expect("a legal action");
        }
    }
    set_language(Language::English);
    assert!(completing > 20 && paying > 0, "{completing} completing placements, {paying} paying");
}

#[test]
fn home_rows_places_on_a_square_then_says_whose_counters_and_shows_totals_counters_and_dice() {
    let _speaking = speaking();
    use dicehall::games::home_rows::rules::Action;
    let state = played::<HomeRows>(3, 1);
    let seats: SeatNames = &names;
    let own = HomeRows::seat_words(&state, state.current(), seats);
    assert_eq!(own[..2], ["Total so far: 0", "Counters: 0"], "{own:?}");
    assert!(own[2].starts_with("Dice: ") && own[3].starts_with("Home row ("), "{own:?}");
    for (action, steps) in taps::<HomeRows>(&state) {
        match action {
            // The pot is full: a placement takes from it, one tap.
            Action::Place { row, col, from: None } => {
                let row = ["red", "yellow", "green", "blue"][row as usize];
                assert_eq!(steps, [format!("Place: {row} row, square {}", col + 1)]);
            }
            _ => assert_eq!(steps, [HomeRows::action_words(&state, action, seats)]),
        }
    }
}

#[test]
fn dice_settlers_groups_taps_by_kind_then_target_and_shows_points_resources_and_pieces() {
    let _speaking = speaking();
    use dicehall::games::dice_settlers::rules::{Action, Offer};
    let seats: SeatNames = &names;
    let draft = played::<DiceSettlers>(2, 0);
    let own = DiceSettlers::seat_words(&draft, 0, seats);
    assert!(own[0].ends_with("points") && own[1].starts_with("Resources: gold "), "{own:?}");
    for (_, steps) in taps::<DiceSettlers>(&draft) {
        assert!(steps[0].starts_with("Start on tile ") && steps.len() == 2, "{steps:?}");
    }
    let mut kinds = std::collections::BTreeSet::new();
    for decisions in 0..120 {
        let state = played::<DiceSettlers>(2, decisions);
        for (action, steps) in taps::<DiceSettlers>(&state) {
            let first = match action {
                Action::Turn { .. } | Action::NavigatorReroll { .. } => "Navigator",
                Action::ResourceReroll { .. } | Action::ResourceDraw { .. } => "Resource die",
                Action::Recruit { .. } => "Recruit",
                Action::Explore { .. } => "Explore",
                Action::Deploy { .. } => "Deploy",
                Action::Raid { .. } => "Raid",
                Action::Trade { .. } => "Trade",
                Action::Research { .. } => "Research",
                Action::Factory { .. } | Action::Control { .. } => "Free action",
                Action::Sell(Offer::Same(_)) => "Three alike for 6",
                Action::Keep { .. } => "Keep for next round",
                _ => continue,
            };
            assert_eq!(steps[0], first, "{action:?}: {steps:?}");
            assert!(steps.len() >= 2, "{action:?}: {steps:?}");
            if kinds.insert(first) {}
        }
    }
    assert!(kinds.len() >= 4, "the played decisions met several kinds: {kinds:?}");
}

#[test]
fn liars_dice_gives_a_seat_its_own_cup_in_its_own_observation_only() {
    let _speaking = speaking();
    let fresh = LiarsDice::new(LiarsDice::setup(3), 5).expect("a new game");
    assert!(LiarsDice::own_dice(&LiarsDice::observation(&fresh, 0), 0).is_empty(), "no cup before it is thrown");
    let state = played::<LiarsDice>(3, 2);
    for seat in 0..3 {
        let cup = LiarsDice::own_dice(&LiarsDice::observation(&state, seat), seat);
        assert_eq!(cup, state.dice(seat), "seat {seat} sees its own cup");
        assert!(cup.len() == 5 && cup.iter().all(|f| (1..=6).contains(f)), "{cup:?}");
        for other in (0..3).filter(|&o| o != seat) {
            let seen = LiarsDice::own_dice(&LiarsDice::observation(&state, other), seat);
            assert!(seen.is_empty(), "seat {other} is shown seat {seat}'s cup {seen:?}");
        }
        assert!(LiarsDice::own_dice(&state, seat).is_empty(), "the whole game is no seat's view");
    }
}
