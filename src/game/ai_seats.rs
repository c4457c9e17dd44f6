//! AI seats of any game: after a short visible pause, the seat's policy picks one of the rules
//! core's legal actions and sends it as a [`SeatAction`], exactly like a person's click. The search
//! runs as a task on the compute pool, so a long decision never stalls a frame.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::GameSet;
use super::session::{Match, SeatAction, SeatedMatch, Settings};
use super::states::TurnState;
use crate::engine::Game;

/// Seconds the AI has waited since its last action.
#[derive(Resource, Default)]
pub struct AiClock(pub f32);

/// A decision being searched: for which seat and position, and the task that answers.
struct Thinking<G: Game> {
    seat: usize,
    state: G::State,
    task: Task<Option<G::Action>>,
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
    add_ai_seats::<Match>(app);
}

/// Let AI seats play matches held in resource `M`.
pub fn add_ai_seats<M: SeatedMatch>(app: &mut App) {
    app.init_resource::<AiTask<M::G>>().add_systems(
        Update,
        ai_act::<M>.in_set(GameSet::Decide).run_if(
            in_state(TurnState::AiThinking).and_then(resource_exists::<M>).and_then(crate::game::replay::not_replaying),
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
        if let Some(answer) = check_ready(&mut t.task) {
            thinking.0 = None;
            if let Some(action) = answer {
                out.write(SeatAction { seat, action });
                clock.0 = 0.0;
            }
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
    let state = state.clone();
    let task = AsyncComputeTaskPool::get().spawn({
        let state = state.clone();
        let mut policy = policy;
        async move { Some(policy.choose(&state, &legal)) }
    });
    thinking.0 = Some(Thinking { seat, state, task });
}
