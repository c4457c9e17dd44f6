//! `DICEHALL_SHOTS=<dir> DICEHALL_SHOTS_GAME=home-rows` (scripts/screenshot.sh): a scripted Home
//! Rows game, one human seat and two AIs, that saves `hr-placing.png` (the human's rolled die and
//! the squares it may fill, lit), `hr-closeup.png` (an AI's rolled die, settled, camera in),
//! `hr-round-end.png` (the score sheet at the first round's end) and `hr-results.png`, then quits.
//! `sizes-home-rows.json` has the rolled die's and the squares' sizes on screen in the first two.
//! The script plays the human seat with the core's first legal action once the shots are taken.

use crate::table::session::SeatedMatch;
use std::path::PathBuf;

use crate::table::dice::DiceTable;
use crate::table::view::shots::shot_file::{self, ShotScene};
use crate::table::view::shots::shot_sizes;
use crate::table::view::tabletop::camera::TableCamera;
use bevy::prelude::*;

use crate::engine::GameId;
use crate::games::home_rows::rules::{HomeRowsState, Phase};
use crate::games::home_rows::table::{HomeAction, HomeRowsMatch};
use crate::table::GameSet;
use crate::table::session::{MatchConfig, PendingStart, Settings, parse_game_seats};
use crate::table::states::AppState;
use crate::table::view::tabletop::camera::{CameraRig, Shot};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Setup,
    Roll,
    CloseUp,
    Placing,
    RoundEnd,
    Results,
}

#[derive(Resource, Debug)]
struct HomeShots {
    dir: PathBuf,
    step: Step,
    frames: u32,
    total: u32,
    /// Sizes measured so far, one JSON field per shot (`shot_sizes`).
    sizes: Vec<String>,
}

/// Whether this run is the Home Rows screenshot script.
pub fn wanted() -> bool {
    std::env::var("DICEHALL_SHOTS").is_ok() && std::env::var("DICEHALL_SHOTS_GAME").is_ok_and(|g| g == "home-rows")
}

pub(crate) fn plugin(app: &mut App) {
    if !wanted() {
        return;
    }
    let dir = PathBuf::from(std::env::var("DICEHALL_SHOTS").unwrap_or_default());
    let _ = std::fs::create_dir_all(&dir);
    app.insert_resource(HomeShots { dir, step: Step::Setup, frames: 0, total: 0, sizes: Vec::new() })
        .add_systems(Update, script.in_set(GameSet::Present));
}

fn snap(commands: &mut Commands, shots: &HomeShots, name: &str, scene: &ShotScene) {
    if let Some(layout) = shot_file::layout_of(scene) {
        shot_file::take(commands, shots.dir.join(name), layout, true);
    }
}

/// Note the rolled die's size and the board's squares' in `<shot>.png` (`sizes-home-rows.json`).
fn measure(
    shots: &mut HomeShots,
    shot: &str,
    m: &HomeRowsMatch,
    cameras: &Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    pieces: (&Query<&GlobalTransform>, &Query<&DiceTable>),
) {
    let dice: Vec<Entity> = m.rolled().iter().map(|d| d.entity).collect();
    let board = super::grid::board_area();
    shots.sizes.push(shot_sizes::measure(
        shot,
        &dice,
        (board.as_ref(), crate::games::home_rows::table::HOOKS.tray),
        cameras,
        pieces,
    ));
    shot_sizes::write(&shots.dir, GameId::HOME_ROWS, &shots.sizes);
}

/// Frames to wait before sending the human's move again (the first can land before the turn
/// flow listens, as the match starts).
const RESEND_FRAMES: u32 = 30;

/// The human seat's move: the core's first legal action, sent again if the state has not moved.
fn play_human(m: &HomeRowsMatch, last: &mut Option<(HomeRowsState, u32)>, actions: &mut MessageWriter<HomeAction>) {
    let s = &m.state;
    let asked = matches!(s.phase(), Phase::TurnStart | Phase::Rolled) && !m.is_ai(s.current());
    if !asked || m.pending_throw.is_some() {
        return;
    }
    if let Some((seen, frames)) = last.as_mut()
        && seen == s
    {
        *frames += 1;
        if *frames < RESEND_FRAMES {
            return;
        }
    }
    if let Some(&action) = s.legal_actions().first() {
        actions.write(HomeAction::new(s.current(), action));
        *last = Some((s.clone(), 0));
    }
}

// Long by its story: one step per shot, in the order the run takes them (scripts/screenshot.sh).
#[allow(clippy::too_many_arguments)]
fn script(
    mut commands: Commands,
    mut shots: ResMut<HomeShots>,
    state: Res<State<AppState>>,
    scene: ShotScene,
    m: Option<Res<HomeRowsMatch>>,
    mut settings: ResMut<Settings>,
    mut exit: MessageWriter<AppExit>,
    rig: Res<CameraRig>,
    mut actions: MessageWriter<HomeAction>,
    mut last: Local<Option<(HomeRowsState, u32)>>,
    (cameras, places, tables): (
        Query<(&Camera, &GlobalTransform), With<TableCamera>>,
        Query<&GlobalTransform>,
        Query<&DiceTable>,
    ),
) {
    shots.frames += 1;
    shots.total += 1;
    if shots.total > 40_000 {
        error!("home rows screenshot script: no end after {} frames", shots.total);
        exit.write(AppExit::error());
        return;
    }
    match shots.step {
        Step::Setup if *state.get() == AppState::Setup => {
            if shots.frames == 40 {
                let specs = ["human", "ai:greedy", "ai:greedy"].map(String::from);
                let mut seats = parse_game_seats(GameId::HOME_ROWS, &specs).unwrap_or_default();
                for (seat, name) in seats.iter_mut().zip(["Ada", "Bo", "Cy"]) {
                    seat.name = name.into();
                }
                let config = MatchConfig { seed: Some(3), ..MatchConfig::new(GameId::HOME_ROWS, seats, None) };
                commands.insert_resource(PendingStart(config));
                settings.ai_pause_s = 0.5;
                settings.instant_dice = false;
                shots.step = Step::Roll;
                shots.frames = 0;
            }
        }
        Step::Roll => {
            // The human rolls its first legal die; the camera then shows the squares it may fill.
            if let Some(m) = m.as_ref().filter(|_| *state.get() == AppState::Playing) {
                if m.state.phase() == Phase::TurnStart {
                    play_human(m, &mut last, &mut actions);
                }
                if m.state.phase() == Phase::Rolled && !m.is_ai(m.state.current()) && m.rolled().is_some() {
                    shots.step = Step::Placing;
                    shots.frames = 0;
                }
            }
        }
        Step::Placing => {
            if !(rig.shot == Shot::Placement && rig.arrived()) && shots.total < 4_000 {
                shots.frames = 0;
                return;
            }
            if shots.frames == 4 {
                snap(&mut commands, &shots, "hr-placing.png", &scene);
                if let Some(m) = &m {
                    measure(&mut shots, "hr-placing", m, &cameras, (&places, &tables));
                }
                shots.step = Step::CloseUp;
                shots.frames = 0;
            }
        }
        Step::CloseUp => {
            // The human places; the next seat, an AI, rolls and is held once its die is in the air,
            // so the camera stays in on the settled die.
            let Some(m) = &m else { return };
            if !m.is_ai(m.state.current()) {
                play_human(m, &mut last, &mut actions);
            } else if m.pending_throw.is_some() {
                settings.ai_pause_s = 30.0;
            }
            let held = m.is_ai(m.state.current()) && m.state.phase() == Phase::Rolled && m.rolled().is_some();
            if !(held && rig.shot == Shot::CloseUp && rig.arrived()) && shots.total < 6_000 {
                shots.frames = 0;
                return;
            }
            if shots.frames == 4 {
                snap(&mut commands, &shots, "hr-closeup.png", &scene);
                measure(&mut shots, "hr-closeup", m, &cameras, (&places, &tables));
            }
            if shots.frames == 8 {
                *settings = Settings { banner_s: 2.5, ..Settings::fast() };
                shots.step = Step::RoundEnd;
                shots.frames = 0;
            }
        }
        Step::RoundEnd => {
            if let Some(m) = &m {
                play_human(m, &mut last, &mut actions);
            }
            if m.as_ref().is_none_or(|m| m.state.round() < 2) && shots.total < 30_000 {
                shots.frames = 0;
                return;
            }
            if shots.frames == 3 {
                snap(&mut commands, &shots, "hr-round-end.png", &scene);
            }
            if shots.frames == 8 {
                *settings = Settings::fast();
                shots.step = Step::Results;
                shots.frames = 0;
            }
        }
        Step::Results if *state.get() == AppState::Results => {
            if shots.frames == 40 {
                snap(&mut commands, &shots, "hr-results.png", &scene);
            }
            if shots.frames == 80 {
                exit.write(AppExit::Success);
            }
        }
        Step::Results => {
            if let Some(m) = &m {
                play_human(m, &mut last, &mut actions);
            }
            shots.frames = 0;
        }
        Step::Setup => {}
    }
}
