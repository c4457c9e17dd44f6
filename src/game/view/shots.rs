//! `DICEHALL_SHOTS=<dir>` (used by scripts/screenshot.sh): a scripted run that saves
//! `setup.png` (the setup screen), `placing.png` (physical dice settled mid-turn, fitting dice
//! glowing, target squares lit) and `results.png` (after an all-AI game played on fast), then quits.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::game::GameSet;
use crate::game::session::{Match, MatchConfig, PendingStart, Settings, parse_seats};
use crate::game::states::{AppState, TurnState};
use crate::games::royal_casino::rules::Phase;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Setup,
    Placing,
    RoundEnd,
    Results,
}

#[derive(Resource, Debug)]
struct Shots {
    dir: PathBuf,
    step: Step,
    frames: u32,
    total: u32,
}

pub(super) fn plugin(app: &mut App) {
    if let Ok(dir) = std::env::var("DICEHALL_SHOTS") {
        let dir = PathBuf::from(dir);
        let _ = std::fs::create_dir_all(&dir);
        app.insert_resource(Shots { dir, step: Step::Setup, frames: 0, total: 0 })
            .add_systems(Update, script.in_set(GameSet::Present));
    }
}

fn snap(commands: &mut Commands, shots: &Shots, name: &str) {
    let path = shots.dir.join(name);
    info!("screenshot: {}", path.display());
    commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path));
}

#[allow(clippy::too_many_arguments)]
fn script(
    mut commands: Commands,
    mut shots: ResMut<Shots>,
    state: Res<State<AppState>>,
    turn: Option<Res<State<TurnState>>>,
    m: Option<Res<Match>>,
    mut settings: ResMut<Settings>,
    mut exit: MessageWriter<AppExit>,
) {
    shots.frames += 1;
    shots.total += 1;
    if shots.total > 40_000 {
        error!("screenshot script: no end after {} frames", shots.total);
        exit.write(AppExit::error());
        return;
    }
    if shots.total % 50 == 0 {
        let phase = m.as_ref().map(|m| (m.state.phase(), m.table.len(), m.pending_throw));
        let turn = turn.as_ref().map(|t| *t.get());
        info!("screenshot script: frame {} {:?} {:?} {turn:?} {phase:?}", shots.total, shots.step, state.get());
    }
    match shots.step {
        Step::Setup if *state.get() == AppState::Setup => {
            if shots.frames == 40 {
                snap(&mut commands, &shots, "setup.png");
            }
            if shots.frames == 60 {
                let specs = ["ai:greedy", "ai:greedy", "ai:random"].map(String::from);
                let mut seats = parse_seats(&specs).unwrap_or_default();
                for (seat, name) in seats.iter_mut().zip(["Ada", "Bo", "Cy"]) {
                    seat.name = name.into();
                }
                commands.insert_resource(PendingStart(MatchConfig {
                    seats,
                    starter: 0,
                    beginner_first: true,
                    seed: Some(7),
                }));
                settings.ai_pause_s = 0.5;
                settings.instant_dice = false;
                shots.step = Step::Placing;
                shots.frames = 0;
            }
        }
        Step::Placing => {
            // Hold the AI once its throw is in the air, so the settled dice stay to be seen.
            if m.as_ref().is_some_and(|m| m.pending_throw.is_some()) {
                settings.ai_pause_s = 30.0;
            }
            let settled = m.is_some_and(|m| {
                m.state.phase() == Phase::Placing && m.state.placed_this_throw() == 0 && !m.table.is_empty()
            }) && turn.is_some_and(|t| *t.get() == TurnState::AiThinking);
            if !settled && shots.total < 3_000 {
                shots.frames = 0;
                return;
            }
            if shots.frames == 4 {
                snap(&mut commands, &shots, "placing.png");
            }
            if shots.frames == 12 {
                // Instant play to the round's end, with the round-end banner and summary shown.
                *settings = Settings { banner_s: 1.8, ..Settings::fast() };
                shots.step = Step::RoundEnd;
                shots.frames = 0;
            }
        }
        Step::RoundEnd => {
            if m.as_ref().is_none_or(|m| m.state.round() < 2) && shots.total < 20_000 {
                shots.frames = 0;
                return;
            }
            if shots.frames == 3 {
                snap(&mut commands, &shots, "round-end.png");
            }
            if shots.frames == 8 {
                *settings = Settings::fast();
                shots.step = Step::Results;
                shots.frames = 0;
            }
        }
        Step::Results if *state.get() == AppState::Results => {
            if shots.frames == 1 {
                shots.frames = 2;
            }
            if shots.frames == 40 {
                snap(&mut commands, &shots, "results.png");
            }
            if shots.frames == 80 {
                exit.write(AppExit::Success);
            }
        }
        Step::Results => shots.frames = 0,
        Step::Setup => {}
    }
}
