//! Dice Settlers lists every legal action: in random and greedy games, at every decision, each
//! action without a die or tile to name (and every raid victim) is listed exactly when `check`
//! accepts it, so `legal` in the console, the HUD and the AIs offer all a seat may do; and of
//! each listed adjustment or removal, `payers` / `remove_sources` list exactly the payers and
//! places `check` accepts, the first being the automatic choice.

use dicehall::engine::playout::{DiceStream, play_out};
use dicehall::engine::{Game, Policy};
use dicehall::games::dice_settlers::DiceSettlers;
use dicehall::games::dice_settlers::ai::by_name;
use dicehall::games::dice_settlers::rules::{Action, DiceSettlersState, DieSource, Offer, Payer, Setup};

/// The actions that name nothing: each is legal or not as a whole.
const PLAIN: [Action; 14] = [
    Action::NavigatorReroll { payer: None },
    Action::ResourceDraw { payer: None },
    Action::RerollPicked,
    Action::Ready,
    Action::Harvest,
    Action::Skip,
    Action::EndTurn,
    Action::Follow,
    Action::Decline,
    Action::TentToBoard,
    Action::RecallTents,
    Action::RecallDone,
    Action::Finish,
    Action::KeepNone,
];

fn check_listing(state: &DiceSettlersState, checked: &mut usize) {
    if DiceSettlers::is_over(state) || state.chance().is_some() {
        return;
    }
    let legal = state.legal_actions();
    let victims = (0..state.players() as u8).map(|victim| Action::Hit { victim });
    for action in PLAIN.into_iter().chain(victims) {
        let accepted = state.check(action).is_ok();
        assert_eq!(
            legal.contains(&action),
            accepted,
            "{action:?}: check says {:?} but the listing {} it (step {:?})",
            state.check(action),
            if legal.contains(&action) { "has" } else { "lacks" },
            state.step()
        );
        *checked += usize::from(accepted);
    }
}

/// A new game of `players` seats, seeded, with greedy and random players alternating.
fn new_game(players: usize, seed: u64) -> (DiceSettlersState, Vec<Box<dyn Policy<DiceSettlers>>>) {
    let state = DiceSettlersState::new(Setup { players, starter: 0 }, seed).unwrap();
    let seats = (0..players)
        .map(|s| by_name(if (s as u64 + seed).is_multiple_of(2) { "greedy" } else { "random" }, seed * 10 + s as u64))
        .collect::<Result<_, _>>()
        .unwrap();
    (state, seats)
}

#[test]
fn every_plain_action_check_accepts_is_listed() {
    let mut checked = 0;
    let mut raids = 0;
    for seed in 0..12u64 {
        let players = 2 + (seed % 3) as usize;
        let (mut state, mut seats) = new_game(players, seed);
        check_listing(&state, &mut checked);
        play_out::<DiceSettlers>(&mut state, &mut seats, &mut DiceStream::whole(seed), 30, false, |step| {
            raids += usize::from(matches!(step.decision, Some((_, Action::Hit { .. }))));
            check_listing(step.state, &mut checked);
        })
        .unwrap();
    }
    assert!(checked > 1000, "{checked} accepted actions checked");
    assert!(raids > 0, "some raid steps were reached");
}

/// A listed adjustment with `payer` named instead.
fn paid(a: Action, payer: Payer) -> Option<Action> {
    let payer = Some(payer);
    Some(match a {
        Action::Turn { die, value, .. } => Action::Turn { die, value, payer },
        Action::NavigatorReroll { .. } => Action::NavigatorReroll { payer },
        Action::ResourceReroll { die, .. } => Action::ResourceReroll { die, payer },
        Action::ResourceDraw { .. } => Action::ResourceDraw { payer },
        _ => return None,
    })
}

/// Check every listed adjustment's payers and every listed removal's places; count those accepted
/// (payers, places).
fn check_choices(state: &DiceSettlersState, checked: &mut [usize; 2]) {
    if DiceSettlers::is_over(state) || state.chance().is_some() {
        return;
    }
    let s = state.current();
    let dice = state.seat(s).rolled.len() as u8;
    let techs = state.content().techs.len() as u8;
    let applied = |a: Action| {
        let mut next = state.clone();
        next.apply(a).map(|e| (next, e.iter().copied().collect::<Vec<_>>()))
    };
    for a in state.legal_actions() {
        if paid(a, Payer::Die(0)).is_some() {
            let payers = state.payers(s, a);
            assert!(!payers.is_empty(), "{a:?} is listed, so someone can pay");
            assert_eq!(applied(a).unwrap(), applied(paid(a, payers[0]).unwrap()).unwrap(), "{a:?}: {payers:?}");
            let candidates = (0..=dice).map(Payer::Die).chain((0..techs).map(Payer::Card));
            for p in candidates {
                let accepted = state.check(paid(a, p).unwrap()).is_ok();
                assert_eq!(
                    payers.contains(&p),
                    accepted,
                    "{a:?} paid by {p:?}: {:?}",
                    state.check(paid(a, p).unwrap())
                );
                checked[0] += usize::from(accepted);
            }
        }
        if let Action::Sell(Offer::RemoveDie(color, None)) = a {
            let places = state.remove_sources(s, color);
            let named = |from| Action::Sell(Offer::RemoveDie(color, Some(from)));
            assert_eq!(applied(a).unwrap().0, applied(named(places[0])).unwrap().0, "{a:?}: {places:?}");
            let candidates =
                [DieSource::Used, DieSource::Bag].into_iter().chain((0..=dice).map(|i| DieSource::Rolled(Some(i))));
            for from in candidates {
                let accepted = state.check(named(from)).is_ok();
                assert_eq!(places.contains(&from), accepted, "{a:?} from {from:?}");
                checked[1] += usize::from(accepted);
            }
            let any_rolled = state.seat(s).rolled.iter().any(|d| d.color == color);
            assert_eq!(state.check(named(DieSource::Rolled(None))).is_ok(), any_rolled);
        }
    }
}

#[test]
fn every_payer_and_place_listed_is_accepted_and_the_first_is_the_default() {
    let mut checked = [0; 2];
    for seed in 0..8u64 {
        let players = 2 + (seed % 3) as usize;
        let (mut state, mut seats) = new_game(players, seed);
        play_out::<DiceSettlers>(&mut state, &mut seats, &mut DiceStream::whole(seed), 30, false, |step| {
            check_choices(step.state, &mut checked);
        })
        .unwrap();
    }
    assert!(checked[0] > 2000 && checked[1] > 100, "{checked:?} payers and places accepted");
}
