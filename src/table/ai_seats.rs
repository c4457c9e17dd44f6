//! AI seats of any game: after a short visible pause, the seat's policy picks one of the rules
//! core's legal actions and sends it as a [`SeatAction`], exactly like a person's click.
//!
//! The search runs beside the frames (`thinker`: a thread of its own where there are threads),
//! so a long decision never stalls a frame and nothing else can hold it up. A decision that still has no answer after [`DECISION_WATCHDOG_S`] of real time, or whose
//! thread died, is logged and replaced by the first legal action, so a turn never stalls.

use std::time::Duration;

// Bevy's clock: `std::time::Instant::now()` panics in a browser.
use bevy::platform::time::Instant;

use bevy::prelude::*;

use super::GameSet;
use super::session::{SeatAction, SeatedMatch, Settings};
use super::states::TurnState;
use super::thinker::{Answer, Stopped, think};
use crate::engine::{Game, Policy};

/// Seconds the AI has waited since its last action.
#[derive(Resource, Default)]
pub struct AiClock(pub f32);

/// Real seconds an AI decision may take before it is logged and replaced by a legal action (the
/// slowest search, Expert on a busy 2-core machine, answers in well under a second).
pub const DECISION_WATCHDOG_S: f32 = 20.0;

/// A decision being searched: for which seat and position, the legal actions it chooses from,
/// when it started and where it answers (dropping it abandons a stale search).
struct Thinking<G: Game> {
    seat: usize,
    state: G::State,
    legal: Vec<G::Action>,
    started: Instant,
    answer: Option<Answer<G::Action>>,
}

/// The AI decision of game `G` in flight, if any.
#[derive(Resource)]
pub struct AiTask<G: Game>(Option<Thinking<G>>);

impl<G: Game> Default for AiTask<G> {
    fn default() -> Self {
        AiTask(None)
    }
}

impl<G: Game> AiTask<G> {
    /// True while an AI seat's search is running.
    pub fn busy(&self) -> bool {
        self.0.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiClock>().add_systems(OnEnter(TurnState::AiThinking), |mut c: ResMut<AiClock>| c.0 = 0.0);
}

/// Let AI seats play matches held in resource `M`.
pub fn add_ai_seats<M: SeatedMatch>(app: &mut App) {
    app.init_resource::<AiTask<M::G>>().add_systems(
        Update,
        ai_act::<M>.in_set(GameSet::Decide).run_if(
            in_state(TurnState::AiThinking)
                .and_then(resource_exists::<M>)
                .and_then(crate::table::table_waits::table_ready),
        ),
    );
}

fn ai_act<M: SeatedMatch>(
    time: Res<Time>,
    settings: Res<Settings>,
    mut clock: ResMut<AiClock>,
    mut thinking: ResMut<AiTask<M::G>>,
    m: Res<M>,
    mut out: MessageWriter<SeatAction<<M::G as Game>::Action>>,
) {
    clock.0 += time.delta_secs();
    let state = m.game_state();
    let seat = M::G::current(state);
    // A search for a position that is gone (a new match, a turn moved on) is dropped.
    if thinking.0.as_ref().is_some_and(|t| t.seat != seat || t.state != *state) {
        thinking.0 = None;
    }
    if let Some(t) = thinking.0.as_mut() {
        let polled = t.answer.as_mut().map_or(Err(Stopped), Answer::poll);
        let answer = match polled {
            Ok(Some(action)) => Some(action),
            Ok(None) if t.started.elapsed() < Duration::from_secs_f32(DECISION_WATCHDOG_S) => None,
            polled => {
                let why = if polled.is_ok() { "took too long" } else { "stopped without an answer" };
                error!("the AI of seat {seat} {why}: it plays its first legal action instead");
                t.legal.first().copied()
            }
        };
        if let Some(action) = answer {
            thinking.0 = None;
            out.write(SeatAction::ai(seat, action));
            clock.0 = 0.0;
        }
        return;
    }
    let pause = if settings.fast { 0.0 } else { settings.ai_pause_s };
    if clock.0 < pause || M::G::chance(state).is_some() || M::G::is_over(state) {
        return;
    }
    let mut legal = <M::G as Game>::Actions::default();
    M::G::legal_actions(state, &mut legal);
    let legal = legal.to_vec();
    let Some(policy) = m.ai_policy(seat) else { return };
    if legal.is_empty() {
        return;
    }
    thinking.0 = Some(start_thinking(seat, state.clone(), legal, policy));
}

/// Start the search beside the frames.
fn start_thinking<G: Game>(
    seat: usize,
    state: G::State,
    legal: Vec<G::Action>,
    mut policy: Box<dyn Policy<G>>,
) -> Thinking<G> {
    // The seat's AI sees what the seat may see, never the whole state.
    let (position, choices) = (G::observation(&state, seat), legal.clone());
    let answer = think(format!("dicehall-ai-seat-{seat}"), move || Some(policy.choose(&position, &choices)));
    // Without an answer to wait for, the next frame plays a legal action (and says why).
    let answer = answer.map_err(|e| error!("cannot start the AI of seat {seat}: {e}")).ok();
    Thinking { seat, state, legal, started: Instant::now(), answer }
}
