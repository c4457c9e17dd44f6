//! What a phone sees of, and may do to, any game's match, written once over the rules core's
//! seam: the seats' standing (`Words::seat_words`), the legal actions in the game's own words
//! (`Words::action_steps`) with what each does (`Words::action_outcome`), the log in the phone's
//! language (a throw told once the TV shows its dice at rest), and a move checked exactly as the
//! table checks a click before it becomes the seat's [`SeatAction`].

use bevy::prelude::*;
use serde_json::Value;

use crate::engine::{Game, Words, seats_in};
use crate::phones::wire::{Flick, Refusal};
use crate::t;

use crate::table::session::{SeatAction, SeatHolder, SeatedMatch};
use crate::table::states::{HeldBack, TurnState};
use crate::table::table_waits::TableWaits;

/// Log lines a phone shows, newest last.
pub const PHONE_LOG_LINES: usize = 6;

/// One legal action as a phone offers it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PhoneChoice {
    pub steps: Vec<String>,
    pub action: Value,
    /// The action throws dice in view: a flick may carry it.
    pub flick: bool,
    /// What it does, in the game's words as the TV says them (`Words::action_outcome`).
    pub outcome: Option<String>,
}

/// The game's part of a phone's view, in the language spoken while it is made.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PhoneTable {
    /// The seat to decide (none at game over).
    pub turn: Option<usize>,
    pub over: bool,
    /// Each seat's standing.
    pub status: Vec<Vec<String>>,
    /// The asking seat's choices (empty unless the table waits for that seat now).
    pub choices: Vec<PhoneChoice>,
    pub log: Vec<String>,
    /// At game over: who won, in words.
    pub results: Option<Vec<String>>,
    /// The faces of the dice only the phone's own seat may see (`Words::own_dice`, from its own
    /// observation): the page draws them large. Empty for a phone holding no seat, and in a game
    /// that hides no die.
    pub own_dice: Vec<u8>,
    /// The claim the seat in turn must beat (`Words::standing_words`), if any.
    pub standing: Option<String>,
}

/// A refusal: its code and its words.
pub type PhoneRefusal = (Refusal, String);

/// Whether the table waits for a person's decision now: nothing holds it (`TableWaits`: no menu,
/// summary, replay, banner or dice in the air), and the seat in turn is a person's.
pub(super) fn table_waits(world: &World) -> bool {
    let turn = world.get_resource::<State<TurnState>>().map(|s| *s.get());
    matches!(turn, Some(TurnState::AwaitThrow | TurnState::Placing))
        && world.get_resource::<TableWaits>().is_some_and(|w| w.ready())
}

/// Whether the table shows dice in the air or settling (a throw whose faces the TV has not shown
/// at rest yet): the turn state the table is drawn in says so, for every game alike.
pub fn dice_rolling(world: &World) -> bool {
    world.get_resource::<State<TurnState>>().is_some_and(|s| *s.get() == TurnState::Rolling)
}

/// Whether the table's turn state changes on its next frame (dice just came down: the TV shows
/// them at rest then, and the phones are told then, not before).
pub fn turn_changing(world: &World) -> bool {
    let now = world.get_resource::<State<TurnState>>().map(|s| *s.get());
    match world.get_resource::<NextState<TurnState>>() {
        Some(NextState::Pending(next) | NextState::PendingIfNeq(next)) => Some(*next) != now,
        Some(NextState::Unchanged) | None => false,
    }
}

/// The view of match `M` for the phone of `seat` (`None`: a phone holding no seat).
pub fn view_of<M: SeatedMatch>(world: &World, seat: Option<usize>) -> Option<PhoneTable>
where
    M::G: Words,
{
    let m = world.get_resource::<M>()?;
    let names = |s: usize| m.config().seats.get(s).map_or_else(|| "?".to_string(), |c| c.name.clone());
    // What the table has shown: a step its view still shows is not told yet (`HeldBack`).
    let held_back = world.get_resource::<HeldBack>().and_then(|h| h.as_of::<<M::G as Game>::State>());
    let state = held_back.map_or(m.game_state(), |(state, _)| state);
    let players = M::G::players(state);
    let over = M::G::is_over(state);
    // Each seat's standing as the phone's own seat may see it; a phone holding no seat sees each
    // seat as the next seat does (what that seat alone may see, none of it).
    let seen = seat.map(|s| M::G::observation(state, s));
    let status = (0..players)
        .map(|s| match &seen {
            Some(seen) => M::G::seat_words(seen, s, &names),
            None => M::G::seat_words(&M::G::observation(state, (s + 1) % players), s, &names),
        })
        .collect();
    let own_dice = seen.as_ref().zip(seat).map_or_else(Vec::new, |(seen, s)| M::G::own_dice(seen, s));
    let turn = (!over).then(|| M::G::current(state));
    let mut choices = Vec::new();
    if seat.is_some_and(|s| turn == Some(s) && m.may_act(s, SeatHolder::Phone) && table_waits(world)) {
        let mut legal = <M::G as Game>::Actions::default();
        M::G::legal_actions(state, &mut legal);
        for &action in legal.iter() {
            let mut after = state.clone();
            // A throw of dice in view, or of the phone's own private dice (its cup), takes a flick.
            let own = |c: &crate::engine::Chance| c.seen_only_by().is_none_or(|p| Some(p) == seat);
            let flick = M::G::apply(&mut after, action).is_ok()
                && M::G::chance(&after).is_some_and(|c| !c.any_hidden() && own(&c));
            let Ok(json) = serde_json::to_value(action) else { continue };
            let (steps, outcome) =
                (M::G::action_steps(state, action, &names), M::G::action_outcome(state, action, &names));
            choices.push(PhoneChoice { steps, action: json, flick, outcome });
        }
    }
    // A phone that speaks another language than the table's log has it said again in its own;
    // a log with a step held back is said up to the steps shown.
    let mut log = if m.log_outdated() { m.log_said_again() } else { m.log_lines().to_vec() };
    log.truncate(held_back.map_or(log.len(), |(_, lines)| lines));
    let log = log[log.len().saturating_sub(PHONE_LOG_LINES)..].to_vec();
    let results = over.then(|| {
        let won: Vec<String> = seats_in(M::G::winners(state)).into_iter().map(names).collect();
        vec![t!("phone-results-won", names = crate::i18n::join_names(&won))]
    });
    let standing = (!over).then(|| M::G::standing_words(state, &names)).flatten();
    Some(PhoneTable { turn, over, status, choices, log, results, own_dice, standing })
}

/// `seat`'s phone plays `action` (JSON as its view listed it): checked as the table checks a
/// click (its seat's turn, the table waiting, a legal action now), then sent as the seat's action.
pub fn act_of<M: SeatedMatch>(
    world: &mut World,
    seat: usize,
    action: &Value,
    flick: Option<Flick>,
) -> Result<(), PhoneRefusal>
where
    M::G: Words,
{
    let Some(m) = world.get_resource::<M>() else {
        return Err((Refusal::Turn, t!("phone-error-wait")));
    };
    let state = m.game_state();
    if M::G::is_over(state) {
        return Err((Refusal::Turn, t!("phone-error-over")));
    }
    let now = M::G::current(state);
    if now != seat {
        return Err((
            Refusal::Turn,
            t!("not-your-turn", name = m.config().seats.get(now).map_or("?", |s| s.name.as_str())),
        ));
    }
    if !table_waits(world) {
        return Err((Refusal::Turn, t!("phone-error-wait")));
    }
    let Ok(action) = serde_json::from_value::<<M::G as Game>::Action>(action.clone()) else {
        return Err((Refusal::Illegal, t!("phone-error-not-action")));
    };
    let mut legal = <M::G as Game>::Actions::default();
    M::G::legal_actions(state, &mut legal);
    if !legal.contains(&action) {
        return Err((Refusal::Illegal, t!("phone-error-illegal")));
    }
    world.write_message(SeatAction { seat, action, flick: flick.map(Flick::clamped), by: SeatHolder::Phone });
    Ok(())
}

/// A number that changes whenever match `M` does: a step, an undo, a log line, its seats.
pub fn stamp_of<M: SeatedMatch>(world: &World) -> u64 {
    use std::hash::{Hash, Hasher};
    let Some(m) = world.get_resource::<M>() else { return 0 };
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (m.record().steps.len(), m.log_lines().len(), m.log_lines().last()).hash(&mut h);
    for s in &m.config().seats {
        (&s.name, s.color, &s.kind).hash(&mut h);
    }
    h.finish()
}
