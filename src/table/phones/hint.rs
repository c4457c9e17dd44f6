//! A phone's Hint: the Expert's move for the phone's own seat, asked as the TV's Hint (I) asks it
//! (`crate::engine::hint::hint_in_words`: the strongest level, on the seat's observation, the game
//! never changed), thought about on a thread of its own and told to that phone alone as
//! `{"t":"hint","action":…,"text":…}`: the action as the phone's choices list it, and its words.
//! A phone asks one hint at a time.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use serde_json::{Value, json};

use super::game_view::{PhoneRefusal, table_waits};
use crate::engine::hint::hint_in_words;
use crate::engine::policy::Players;
use crate::engine::{Game, Words};
use crate::i18n::{Language, speaking};
use crate::phones::PhoneOut;
use crate::phones::wire::{Refusal, error_message};
use crate::t;
use crate::table::session::SeatedMatch;

/// The hint's thinking, to run on a thread: the `hint` note, or why there is none.
pub type HintJob = Box<dyn FnOnce() -> Result<Value, PhoneRefusal> + Send>;

/// The phones whose hint is being thought about now (by connection).
#[derive(Resource, Default, Clone)]
pub(super) struct PhoneHintsThinking(Arc<Mutex<HashSet<u64>>>);

/// The hint job for `seat` in match `M`: refused unless the rules ask that seat now and the table
/// waits for it (as a move is).
pub fn hint_of<M: SeatedMatch>(world: &World, seat: usize) -> Result<HintJob, PhoneRefusal>
where
    M::G: Words,
{
    let wait = || (Refusal::Turn, t!("phone-error-wait"));
    let m = world.get_resource::<M>().ok_or_else(wait)?;
    let state = m.game_state();
    if M::G::is_over(state) {
        return Err((Refusal::Turn, t!("phone-error-over")));
    }
    let now = M::G::current(state);
    if now != seat {
        let name = m.config().seats.get(now).map_or("?", |s| s.name.as_str());
        return Err((Refusal::Turn, t!("not-your-turn", name = name)));
    }
    if !table_waits(world) || M::G::chance(state).is_some() {
        return Err(wait());
    }
    let level = <M::G as Players>::LEVELS.last().map(|&(level, _)| level).ok_or_else(wait)?;
    let names: Vec<String> = m.config().seats.iter().map(|s| s.name.clone()).collect();
    let state = state.clone();
    Ok(Box::new(move || {
        let said = |s: usize| names.get(s).cloned().unwrap_or_default();
        let hint = hint_in_words::<M::G>(&state, seat, level, &said).map_err(|_| wait())?;
        let seen = M::G::observation(&state, seat);
        let words = M::G::action_words(&seen, hint.action, &said);
        let text = hint.reason.map_or(words.clone(), |why| format!("{words}\n{why}"));
        let action = serde_json::to_value(hint.action).map_err(|_| wait())?;
        Ok(json!({"t": "hint", "action": action, "text": text}))
    }))
}

/// Think about `job` for phone `conn` on a thread and tell that phone (through `out`, in its
/// `language`) the hint or why there is none; refused while that phone's last hint is thought about.
pub(super) fn think(
    thinking: &PhoneHintsThinking,
    conn: u64,
    out: PhoneOut,
    language: Language,
    job: HintJob,
) -> Result<(), PhoneRefusal> {
    let asked = thinking.0.lock().map(|mut t| t.insert(conn)).unwrap_or(false);
    if !asked {
        return Err((Refusal::Busy, t!("phone-hint-busy")));
    }
    let done = thinking.0.clone();
    let spawned = std::thread::Builder::new().name("dicehall-phone-hint".into()).spawn(move || {
        match speaking(language, job) {
            Ok(note) => out.note(note.to_string()),
            Err((code, words)) => out.note(error_message(code, &words)),
        }
        if let Ok(mut t) = done.lock() {
            t.remove(&conn);
        }
    });
    spawned.map(|_| ()).map_err(|e| {
        error!("cannot think about a phone's hint: {e}");
        if let Ok(mut t) = thinking.0.lock() {
            t.remove(&conn);
        }
        (Refusal::Busy, t!("phone-hint-busy"))
    })
}
