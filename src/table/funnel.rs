//! The one seat-action funnel: who may act for a seat and when (the holder, the turn, a lesson's
//! step), the rules core's own refusal, and why, in the words of whoever asked. Every game's
//! actions, a phone's and the TV's alike, come through [`apply_seat_action`]; a refusal is told to
//! whoever sent it ([`SeatRefused`]).

use bevy::prelude::*;

use crate::engine::Game;
use crate::t;
use crate::table::session::{SeatAction, SeatHolder, SeatedMatch};
use crate::table::table_match::{TableGame, TableMatch};

/// Why a seat's action was refused, said in the language spoken when it is called (the table's
/// for its toast, each phone's own for its `error`).
pub type Why = std::sync::Arc<dyn Fn() -> String + Send + Sync>;

/// A seat's action the table refused: the phone holding the seat is told why (an `error`), and
/// the flick that came with the action was never kept (it travels with the action).
#[derive(Message, Clone)]
pub struct SeatRefused {
    pub seat: usize,
    /// Who asked: only a phone's own refusals go to the phones.
    pub by: SeatHolder,
    pub why: Why,
}

/// Words already said (a lesson's refusal) as a [`Why`].
pub(crate) fn said(words: String) -> Why {
    std::sync::Arc::new(move || words.clone())
}

/// A rules core's refusal `e` of an action on `state` as a [`Why`], in the words of whoever asks
/// (the game's `Words::error_words`: the TV's language for its toast, each phone's for its own).
pub(crate) fn why_of<G: crate::engine::Words>(state: &G::State, e: G::Error, names: Vec<String>) -> Why {
    let state = state.clone();
    std::sync::Arc::new(move || G::error_words(&state, &e, &|s| names.get(s).cloned().unwrap_or_default()))
}

/// Why an action sent while the banner holds the table is refused, in the asker's words.
pub(crate) fn table_waits_why() -> Why {
    std::sync::Arc::new(|| t!("phone-error-wait"))
}

/// The refusal of an action by `seat` when another seat is in turn, in words.
pub(crate) fn not_in_turn<M: SeatedMatch>(m: &M, seat: usize) -> Option<String> {
    let now = M::G::current(m.game_state());
    (seat != now).then(|| t!("not-your-turn", name = m.config().seats.get(now).map_or("?", |s| s.name.as_str())))
}

/// The refusal of an action sent `by` one who does not hold `seat` (the TV for a phone's seat:
/// [`SeatedMatch::may_act`]), in words.
pub(crate) fn not_holder<M: SeatedMatch>(m: &M, seat: usize, by: SeatHolder) -> Option<String> {
    let name = m.config().seats.get(seat).map_or("?", |s| s.name.as_str());
    match m.holder(seat) {
        holder if holder == by => None,
        SeatHolder::Phone => Some(t!("seat-on-phone", name = name)),
        _ if by == SeatHolder::Phone => Some(t!("phone-error-hold-none")),
        _ => Some(t!("not-your-turn", name = name)),
    }
}

/// The refusal of `seat`'s `action` sent `by` a source, before the rules core is asked: the
/// source does not hold the seat, another seat is in turn, or a lesson asks the learner for its
/// step's action first (its sentence says which).
pub(crate) fn refusal<M: SeatedMatch>(
    m: &M,
    seat: usize,
    by: SeatHolder,
    action: &<M::G as Game>::Action,
) -> Option<String> {
    not_holder(m, seat, by)
        .or_else(|| not_in_turn(m, seat))
        .or_else(|| m.lesson().and_then(|lesson| lesson.refusal(seat, action)))
}

/// A seat's action through the rules core: its events (the step recorded), or why it was refused
/// when the seat is not in turn or the rules refuse it (nothing changed).
/// An action taken keeps the flick it came with for the throw it starts ([`TableMatch::next_fling`]).
pub(crate) fn apply_seat_action<X: TableGame>(
    m: &mut TableMatch<X>,
    a: SeatAction<<X::G as Game>::Action>,
) -> Result<<X::G as Game>::Events, Why> {
    if let Some(words) = refusal(m, a.seat, a.by, &a.action) {
        return Err(said(words));
    }
    let names: Vec<String> = m.config.seats.iter().map(|s| s.name.clone()).collect();
    let events = match m.act(a.seat, a.action) {
        Ok(events) => events,
        Err(e) => return Err(why_of::<X::G>(&m.state, e, names)),
    };
    m.took_flick(a.flick);
    Ok(events)
}
