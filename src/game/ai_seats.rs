//! AI seats: after a short visible pause, the seat's policy picks one of the rules core's legal
//! actions and sends it as a [`PlayerAction`], exactly like a person's click.

use bevy::prelude::*;

use super::GameSet;
use super::session::{Match, PlayerAction, Settings};
use super::states::TurnState;

/// Seconds the AI has waited since its last action.
#[derive(Resource, Default)]
pub struct AiClock(pub f32);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiClock>()
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
    m: Res<Match>,
    mut out: MessageWriter<PlayerAction>,
) {
    clock.0 += time.delta_secs();
    let pause = if settings.fast { 0.0 } else { settings.ai_pause_s };
    if clock.0 < pause || m.state.is_chance() || m.state.is_over() {
        return;
    }
    let seat = m.state.current();
    let legal = m.state.legal_actions();
    if legal.is_empty() {
        return;
    }
    if let Some(action) = m.choose_ai(seat, &legal) {
        out.write(PlayerAction { seat, action });
        clock.0 = 0.0;
    }
}
