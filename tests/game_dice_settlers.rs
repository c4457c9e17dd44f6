//! Headless tests of Dice Settlers' glue: seat actions, hidden draws and injected settled dice
//! move the match through the rules core exactly as the core says, across the draft and a whole
//! round; all-AI games run to the end with instant dice and into round two with physical dice.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::engine::dice::{DiceRng, derive_seed, draw_into, seeded};
use dicehall::games::dice_settlers::rules::{Action, DiceSettlersState, Event, Phase};
use dicehall::games::dice_settlers::table::{SettlersAction, SettlersMatch};
use dicehall::table::dice::{DiceSettled, ThrowReport};
use dicehall::table::headless_match_app;
use dicehall::table::session::*;
use dicehall::table::states::{AppState, SummaryWaits, TurnState};

fn config(specs: &[&str], seed: u64) -> MatchConfig {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    MatchConfig::new(GameId::DICE_SETTLERS, parse_game_seats(GameId::DICE_SETTLERS, &specs).unwrap(), Some(seed))
}

fn quick_settings() -> Settings {
    Settings { ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() }
}

fn state(app: &App) -> DiceSettlersState {
    app.world().resource::<SettlersMatch>().state.clone()
}

fn turn(app: &App) -> Option<TurnState> {
    app.world().get_resource::<State<TurnState>>().map(|s| *s.get())
}

fn app_state(app: &App) -> AppState {
    *app.world().resource::<State<AppState>>().get()
}

fn started(specs: &[&str], settings: Settings, seed: u64) -> App {
    let mut app = headless_match_app(config(specs, seed), settings);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app_state(&app), AppState::Playing);
    app
}

/// The rules core on its own, drawing the hidden draws from the match's stream as the table does.
struct Mirror {
    state: DiceSettlersState,
    draws: DiceRng,
}

impl Mirror {
    fn new(seed: u64, app: &App) -> Self {
        let mut state = DiceSettlersState::new(
            dicehall::games::dice_settlers::rules::Setup {
                players: app.world().resource::<SettlersMatch>().config.seats.len(),
                starter: 0,
            },
            derive_seed(seed, 0),
        )
        .unwrap();
        let mut draws = seeded(derive_seed(seed, 2));
        draw_hidden(&mut state, &mut draws);
        Mirror { state, draws }
    }
}

/// Settle hidden draws (bags, tiles) until dice must be rolled or a seat must decide.
fn draw_hidden(state: &mut DiceSettlersState, draws: &mut DiceRng) {
    while let Some(chance) = state.chance() {
        // Bag and tile draws are hidden; dice (a colour's index for kind) are thrown in view.
        let dice = chance.kinds().iter().all(|&k| k < 6);
        assert_eq!(chance.any_hidden(), !dice, "{chance:?}");
        assert!((0..chance.count()).all(|i| chance.is_hidden(i) != dice), "{chance:?}");
        if dice {
            return;
        }
        let mut values = vec![0; chance.count()];
        draw_into(draws, chance.sides(), &mut values);
        state.apply_chance(&values).unwrap();
    }
}

fn act(app: &mut App, mirror: &mut Mirror, action: Action) -> Vec<Event> {
    let seat = mirror.state.current();
    app.world_mut().write_message(SettlersAction::new(seat, action));
    app.update();
    // A round's end waits on its sheet, the next round's draws with it, until a person's OK.
    if app.world().contains_resource::<SummaryWaits>() {
        app.world_mut().remove_resource::<SummaryWaits>();
        app.update();
    }
    let events = mirror.state.apply(action).expect("the test's action is legal").to_vec();
    draw_hidden(&mut mirror.state, &mut mirror.draws);
    assert_eq!(state(app), mirror.state, "after {action:?}");
    events
}

/// Answer the pending throw with `values`, in the mirror too, and compare.
fn settle(app: &mut App, mirror: &mut Mirror, values: &[u8]) {
    let throw_id = app.world().resource::<SettlersMatch>().pending_throw.expect("a throw is pending");
    let dice: Vec<Entity> = values.iter().map(|_| app.world_mut().spawn_empty().id()).collect();
    let report = ThrowReport::default();
    app.world_mut().write_message(DiceSettled { throw_id, table: 0, values: values.to_vec(), dice, report });
    app.update();
    mirror.state.apply_chance(values).expect("the values are dice");
    draw_hidden(&mut mirror.state, &mut mirror.draws);
    assert_eq!(state(app), mirror.state, "after the dice {values:?}");
}

#[test]
fn the_draft_and_a_whole_round_follow_the_rules_core() {
    let seed = 11;
    let mut app = started(&["human", "human"], quick_settings(), seed);
    let mut mirror = Mirror::new(seed, &app);
    assert_eq!(state(&app), mirror.state, "the draft hand is drawn from the match's stream");
    assert_eq!(mirror.state.phase(), Phase::Draft);

    // A wrong seat and an illegal action are refused with a reason; nothing changes.
    let other = 1 - mirror.state.current();
    app.world_mut().write_message(SettlersAction::new(other, Action::Skip));
    app.world_mut().write_message(SettlersAction::new(mirror.state.current(), Action::Harvest));
    app.update();
    let refusals = dicehall::table::testing::refusals(&mut app);
    assert_eq!(refusals.len(), 2, "{refusals:?}");
    assert!(refusals[0].contains("turn"), "{refusals:?}");
    assert_eq!(state(&app), mirror.state);

    // The draft, one starting tile at a time, then the first roll.
    while mirror.state.phase() == Phase::Draft {
        let first = mirror.state.legal_actions()[0];
        act(&mut app, &mut mirror, first);
    }
    assert_eq!(mirror.state.phase(), Phase::Roll);
    let mut rounds_ended = 0;
    let mut throws = 0;
    let mut steps = 0;
    while rounds_ended == 0 {
        steps += 1;
        assert!(steps < 500, "a round ends");
        if mirror.state.chance().is_some() {
            app.update();
            assert_eq!(turn(&app), Some(TurnState::Rolling), "the table waits for the dice");
            let count = mirror.state.chance().unwrap().count();
            // Faces cycle so the round sees every symbol of the white dice.
            let values: Vec<u8> = (0..count).map(|i| ((throws + i) % 6 + 1) as u8).collect();
            settle(&mut app, &mut mirror, &values);
            throws += 1;
            continue;
        }
        app.update();
        assert_eq!(turn(&app), Some(TurnState::Placing), "a person decides");
        let legal = mirror.state.legal_actions();
        // Prefer a main action that does something, then the first legal choice.
        let action = legal
            .iter()
            .copied()
            .find(|a| !matches!(a, Action::Skip | Action::Finish | Action::EndTurn | Action::Ready | Action::KeepNone))
            .unwrap_or(legal[0]);
        let events = act(&mut app, &mut mirror, action);
        rounds_ended += events.iter().filter(|e| matches!(e, Event::RoundEnded { .. })).count();
    }
    assert!(throws >= 2, "both seats threw");
    let m = app.world().resource::<SettlersMatch>();
    assert_eq!(m.state.round(), 2);
    assert_eq!(m.own.history.len(), 2, "the points after round one are kept");
    assert!(m.log.iter().any(|l| l.contains("Round 1 is over")), "{:?}", m.log);
}

#[test]
fn an_all_ai_game_with_instant_dice_reaches_the_results() {
    let mut app = headless_match_app(config(&["ai:greedy", "ai:random", "ai:greedy"], 5), Settings::fast());
    for _ in 0..400 {
        if app_state(&app) == AppState::Results {
            break;
        }
        app.update();
    }
    assert_eq!(app_state(&app), AppState::Results);
    let m = app.world().resource::<SettlersMatch>();
    assert!(m.state.is_over());
    let totals = m.state.totals();
    let best = *totals.iter().max().unwrap();
    assert_eq!(totals[m.ranking()[0]], best);
    assert!(m.log.last().unwrap().starts_with("Game over"), "{:?}", m.log.last());
    assert_eq!(m.own.history.last(), Some(&totals));
}

#[test]
fn ai_seats_throw_physical_dice_into_round_two() {
    let mut app = started(&["ai:greedy", "ai:greedy"], quick_settings(), 8);
    let mut throws = std::collections::BTreeSet::new();
    for _ in 0..40_000 {
        app.update();
        let m = app.world().resource::<SettlersMatch>();
        if let Some(t) = m.pending_throw {
            throws.insert(t);
        }
        if m.state.round() >= 2 {
            break;
        }
    }
    let m = app.world().resource::<SettlersMatch>();
    assert_eq!(m.state.round(), 2, "round one ends with physical dice");
    assert!(throws.len() >= 2, "each seat threw its dice: {throws:?}");
    assert!(m.pending_throw.is_some(), "round two's first roll is in the air");
}
