//! AI seats: after a short visible pause, the seat's policy picks one of the rules core's legal
//! actions and sends it as a [`PlayerAction`], exactly like a person's click. The search runs as
//! a task on the compute pool, so a long decision never stalls a frame.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::GameSet;
use super::session::{Match, PlayerAction, Settings};
use super::states::TurnState;
use crate::games::royal_casino::rules::{Action, GameState};

/// Seconds the AI has waited since its last action.
#[derive(Resource, Default)]
pub struct AiClock(pub f32);

/// A decision being searched: for which seat and position, and the task that answers.
struct Thinking {
    seat: usize,
    state: GameState,
    task: Task<Option<Action>>,
}

/// The AI decision in flight, if any.
#[derive(Resource, Default)]
pub struct AiTask(Option<Thinking>);

impl AiTask {
    /// True while an AI seat's search is running.
    pub fn busy(&self) -> bool {
        self.0.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiClock>()
        .init_resource::<AiTask>()
        .add_systems(OnEnter(TurnState::AiThinking), |mut c: ResMut<AiClock>| c.0 = 0.0)
        .add_systems(
            Update,
            ai_act.in_set(GameSet::Decide).run_if(in_state(TurnState::AiThinking).and_then(resource_exists::<Match>)),
        );
}

fn ai_act(
    time: Res<Time>,
    settings: Res<Settings>,
    mut clock: ResMut<AiClock>,
    mut thinking: ResMut<AiTask>,
    m: Res<Match>,
    mut out: MessageWriter<PlayerAction>,
) {
    clock.0 += time.delta_secs();
    let seat = m.state.current();
    // A search for a position that is gone (a new match, a turn moved on) is dropped.
    if thinking.0.as_ref().is_some_and(|t| t.seat != seat || t.state != m.state) {
        thinking.0 = None;
    }
    if let Some(t) = thinking.0.as_mut() {
        if let Some(answer) = check_ready(&mut t.task) {
            thinking.0 = None;
            if let Some(action) = answer {
                out.write(PlayerAction { seat, action });
                clock.0 = 0.0;
            }
        }
        return;
    }
    let pause = if settings.fast { 0.0 } else { settings.ai_pause_s };
    if clock.0 < pause || m.state.is_chance() || m.state.is_over() {
        return;
    }
    let legal = m.state.legal_actions().to_vec();
    let Some(policy) = m.ai_policy(seat) else { return };
    if legal.is_empty() {
        return;
    }
    let state = m.state.clone();
    let task = AsyncComputeTaskPool::get().spawn({
        let state = state.clone();
        async move { policy.lock().ok().map(|mut p| p.choose(&state, &legal)) }
    });
    thinking.0 = Some(Thinking { seat, state, task });
}
