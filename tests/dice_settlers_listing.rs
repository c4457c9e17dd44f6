//! Dice Settlers lists every legal action: in random and greedy games, at every decision, each
//! action without a die or tile to name (and every raid victim) is listed exactly when `check`
//! accepts it, so `legal` in the console, the HUD and the AIs offer all a seat may do.

use dicehall::engine::playout::{DiceStream, play_out};
use dicehall::engine::{Game, Policy};
use dicehall::games::dice_settlers::DiceSettlers;
use dicehall::games::dice_settlers::ai::by_name;
use dicehall::games::dice_settlers::rules::{Action, DiceSettlersState, Setup};

/// The actions that name nothing: each is legal or not as a whole.
const PLAIN: [Action; 14] = [
    Action::NavigatorReroll,
    Action::ResourceDraw,
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

#[test]
fn every_plain_action_check_accepts_is_listed() {
    let mut checked = 0;
    let mut raids = 0;
    for seed in 0..12u64 {
        let players = 2 + (seed % 3) as usize;
        let mut state = DiceSettlersState::new(Setup { players, starter: 0 }, seed).unwrap();
        let mut seats: Vec<Box<dyn Policy<DiceSettlers>>> = (0..players)
            .map(|s| by_name(if (s as u64 + seed) % 2 == 0 { "greedy" } else { "random" }, seed * 10 + s as u64))
            .collect::<Result<_, _>>()
            .unwrap();
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
