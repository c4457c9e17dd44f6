//! Replays: a saved game (finished or not) shown at the table move by move from its steps and seed,
//! the dice laid instantly; forward, back, to the start or the end. While a replay runs nobody
//! decides (AI seats and the flows' actions are held) and nothing is saved.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;

use crate::engine::record::{Record, Step, apply_step};
use crate::engine::{Game, GameId};
use crate::table::save::file::{self, SaveError};
use crate::table::save::{SavedMatch, load};
use crate::table::session::Banner;
use crate::table::states::AppState;
use crate::table::turn_flow::TableStep;

/// Replay this save's text at the next frame (`dicehall replay FILE`, the results' Replay button).
#[derive(Resource, Clone, Debug)]
pub struct PendingReplay(pub String);

/// The replay on the table: `at` of `total` steps shown; `want` is where the controls ask to go;
/// `playing`: it steps on by itself, `speed` times a move every [`AUTO_STEP_S`].
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replay {
    pub game: GameId,
    pub at: usize,
    pub want: usize,
    pub total: usize,
    pub playing: bool,
    pub speed: u8,
}

/// Seconds a move stays on the table when the replay plays by itself at speed 1.
pub const AUTO_STEP_S: f32 = 1.2;
/// The speeds the replay's speed button steps through.
pub const SPEEDS: [u8; 3] = [1, 2, 4];

impl Replay {
    /// Ask for step `to` (clamped to the game).
    pub fn go(&mut self, to: usize) {
        self.want = to.min(self.total);
    }

    /// Play by itself, or stop (at the end, playing starts again from the start).
    pub fn toggle_play(&mut self) {
        self.playing = !self.playing;
        if self.playing && self.want >= self.total {
            self.go(0);
        }
    }

    /// The next speed, round to the first.
    pub fn next_speed(&mut self) {
        let i = SPEEDS.iter().position(|&s| s == self.speed).map_or(0, |i| (i + 1) % SPEEDS.len());
        self.speed = SPEEDS[i];
    }

    /// `seconds` more of playing by itself: the moves they take, stopping at the end; `since`
    /// keeps the time since the last move.
    pub fn advance(&mut self, since: &mut f32, seconds: f32) {
        if !self.playing {
            *since = 0.0;
            return;
        }
        *since += seconds;
        let step = AUTO_STEP_S / f32::from(self.speed.max(1));
        while *since >= step && self.playing {
            *since -= step;
            if self.want >= self.total {
                self.playing = false;
            } else {
                self.go(self.want + 1);
            }
        }
    }
}

/// One step forward in a replay (the controls' next move, or playing on), told as the turn flow
/// tells a step played, for a view that shows a step over time (a call's reveal); a jump is not
/// told: the table shows where it lands at once.
#[derive(Message, Clone, Debug)]
pub struct ReplayedStep<G: Game>(pub TableStep<G>);

/// The first state of the replayed game of match `M` and all its steps.
#[derive(Resource)]
struct Tape<M: SavedMatch> {
    start: <M::G as Game>::State,
    steps: Vec<Step<<M::G as Game>::Action>>,
}

/// No replay is running (the condition that holds deciding and saving).
pub fn not_replaying(replay: Option<Res<Replay>>) -> bool {
    replay.is_none()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        start_replay.run_if(resource_exists::<PendingReplay>).in_set(crate::table::frame::FlowStep::Start),
    )
    .add_systems(OnEnter(AppState::Setup), |mut commands: Commands| commands.remove_resource::<Replay>());
}

fn start_replay(
    mut commands: Commands,
    pending: Res<PendingReplay>,
    mut banner: ResMut<Banner>,
    mut next: ResMut<NextState<AppState>>,
) {
    commands.remove_resource::<PendingReplay>();
    let text = &pending.0;
    let started =
        file::peek_game(text).and_then(|game| (crate::registry::registered(game).table.replay)(text, &mut commands));
    match started {
        Ok(replay) => {
            *banner = Banner::default();
            commands.insert_resource(replay);
            next.set(AppState::Playing);
        }
        Err(e) => {
            error!("cannot replay: {e}");
            eprintln!("dicehall replay: {e}");
            next.set(AppState::Setup);
        }
    }
}

/// Check the save (its steps must lead to its position), then lay out its first position.
pub(crate) fn put_on_table<M: SavedMatch>(text: &str, commands: &mut Commands) -> Result<Replay, SaveError> {
    let played = load::<M>(text)?;
    let mut config = played.config().clone();
    config.seed = Some(played.seed());
    let fresh = M::new_match(config).map_err(|e| SaveError::Tampered(e.to_string()))?;
    let steps = played.record().steps.clone();
    let total = steps.len();
    crate::table::flow::clear_matches(commands);
    commands.insert_resource(Tape::<M> { start: fresh.game_state().clone(), steps });
    commands.insert_resource(fresh);
    Ok(Replay { game: <M::G as Game>::ID, at: 0, want: 0, total, playing: false, speed: 1 })
}

/// A replay of match `M` seeks the step its controls ask for (see
/// [`crate::table::table_game::match_plugin`]).
pub(crate) fn seek_plugin<M: SavedMatch + Component<Mutability = Mutable>>(app: &mut App) {
    app.add_message::<ReplayedStep<M::G>>()
        .add_systems(Update, seek::<M>.run_if(resource_exists::<Replay>).in_set(crate::table::frame::FlowStep::Turn));
}

/// Show the step the controls ask for: the position after it, rebuilt from the first state.
fn seek<M: SavedMatch + Component<Mutability = Mutable>>(
    mut commands: Commands,
    mut replay: ResMut<Replay>,
    tape: Option<Res<Tape<M>>>,
    m: Option<ResMut<M>>,
    mut told: MessageWriter<ReplayedStep<M::G>>,
) {
    let (Some(tape), Some(mut m)) = (tape, m) else { return };
    if replay.game != <M::G as Game>::ID || replay.at == replay.want {
        return;
    }
    let mut state = tape.start.clone();
    let mut record = Record::default();
    let mut last_events = Vec::new();
    for step in &tape.steps[..replay.want] {
        let Ok(events) = apply_step::<M::G>(&mut state, step) else { break };
        match step {
            Step::Act { seat, action } => record.act::<M::G>(*seat, *action, &events),
            Step::Chance(values) => record.chance::<M::G>(values, &events),
        }
        last_events = events.to_vec();
    }
    let one_forward = replay.want == replay.at + 1 && record.steps.len() == replay.want;
    replay.at = replay.want;
    m.show(state, record, &mut commands);
    if one_forward {
        let index = replay.want - 1;
        let (step, after, log_lines) = (tape.steps[index].clone(), m.game_state().clone(), m.log_lines().len());
        told.write(ReplayedStep(TableStep { index, step, events: last_events, after, log_lines }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn replay(total: usize) -> Replay {
        Replay { game: crate::registry::first().id, at: 0, want: 0, total, playing: false, speed: 1 }
    }

    #[test]
    fn a_playing_replay_steps_on_by_itself_at_its_speed_and_stops_at_the_end() {
        let (mut r, mut since) = (replay(5), 0.0);
        r.advance(&mut since, 10.0);
        assert_eq!(r.want, 0, "not playing: it stays");
        r.toggle_play();
        r.advance(&mut since, AUTO_STEP_S * 0.9);
        assert_eq!(r.want, 0, "not yet a move's time");
        r.advance(&mut since, AUTO_STEP_S * 0.2);
        assert_eq!(r.want, 1);
        r.next_speed();
        assert_eq!(r.speed, 2);
        r.advance(&mut since, AUTO_STEP_S);
        assert_eq!(r.want, 3, "twice as fast");
        r.advance(&mut since, AUTO_STEP_S * 10.0);
        assert_eq!((r.want, r.playing), (5, false), "it stops at the last move");
        r.toggle_play();
        assert_eq!((r.want, r.playing), (0, true), "played again from the end: from the start");
        r.next_speed();
        r.next_speed();
        assert_eq!(r.speed, 1, "the speeds go round");
    }
}
