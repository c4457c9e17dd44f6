//! `DICEHALL_SHOTS=<dir>` (used by scripts/screenshot.sh): a scripted run that saves
//! `setup.png` (the setup screen), `closeup.png` (the camera in on a settled physical throw),
//! `placing.png` (the placement view: a die picked, target squares lit), `caption.png` (the first
//! row settled: its caption and the row's highlight), `round-change-1.png` … `-3.png` (the first
//! three frames after the round changes, when the next face is swapped in), `round-end.png` and
//! `results.png` (after an all-AI game played on fast), then quits. `sizes-royal-casino.json` has each die's
//! and square's size on screen in the close-up and placement shots, and where the board lies on
//! screen in the round-change frames (the script checks each frame still shows it).

use std::path::PathBuf;

use crate::table::view::shots::shot_file::{self, ShotScene};
use bevy::prelude::*;

use super::chips::SettledRows;
use super::layout;
use super::selection::Selection;
use crate::engine::GameId;
use crate::games::royal_casino::rules::Phase;
use crate::games::royal_casino::table::Match;
use crate::table::GameSet;
use crate::table::dice::DiceTable;
use crate::table::session::{MatchConfig, PendingStart, Settings, parse_seats};
use crate::table::states::{AppState, TurnState};
use crate::table::view::Caption;
use crate::table::view::shots::shot_sizes;
use crate::table::view::tabletop::camera::{CameraRig, Shot, TableCamera};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Setup,
    CloseUp,
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
    /// Sizes measured so far, one JSON field per shot.
    sizes: Vec<String>,
    /// `caption.png` (a row just settled: its caption and the row's highlight) is taken.
    caption_taken: bool,
}

pub(crate) fn plugin(app: &mut App) {
    // `DICEHALL_SHOTS_GAME=<name>` picks the game whose script runs; without it, the default game's.
    let ours = std::env::var("DICEHALL_SHOTS_GAME")
        .map_or(crate::table::session::default_game() == GameId::ROYAL_CASINO, |g| g == GameId::ROYAL_CASINO.name());
    if let Ok(dir) = std::env::var("DICEHALL_SHOTS")
        && ours
    {
        let dir = PathBuf::from(dir);
        let _ = std::fs::create_dir_all(&dir);
        app.insert_resource(Shots { dir, step: Step::Setup, frames: 0, total: 0, sizes: vec![], caption_taken: false })
            .add_systems(Update, script.in_set(GameSet::Present).after(crate::table::view::tabletop::camera::direct));
    }
}

fn snap(commands: &mut Commands, shots: &Shots, name: &str, scene: &ShotScene) {
    if let Some(layout) = shot_file::layout_of(scene) {
        shot_file::take(commands, shots.dir.join(name), layout, true);
    }
}

/// Save `<shot>.png` and note the sizes of its dice and squares.
fn snap_measured(
    commands: &mut Commands,
    shots: &mut Shots,
    shot: &str,
    m: Option<&Match>,
    cameras: &Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    (places, tables): (&Query<&GlobalTransform>, &Query<&DiceTable>),
    scene: &ShotScene,
) {
    snap(commands, shots, &format!("{shot}.png"), scene);
    if let Some(m) = m {
        let dice: Vec<Entity> = super::input::dice_on_table(m).iter().map(|d| d.entity).collect();
        let board = layout::board_area();
        shots.sizes.push(shot_sizes::measure(
            shot,
            &dice,
            (board.as_ref(), crate::games::royal_casino::table::HOOKS.tray),
            cameras,
            (places, tables),
        ));
    }
}

fn write_sizes(shots: &Shots) {
    shot_sizes::write(&shots.dir, GameId::ROYAL_CASINO, &shots.sizes);
}

// Long by its story: one step per shot, in the order the run takes them (scripts/screenshot.sh).
#[allow(clippy::too_many_arguments)]
fn script(
    mut commands: Commands,
    mut shots: ResMut<Shots>,
    state: Res<State<AppState>>,
    scene: ShotScene,
    turn: Option<Res<State<TurnState>>>,
    m: Option<Res<Match>>,
    mut settings: ResMut<Settings>,
    mut exit: MessageWriter<AppExit>,
    rig: Res<CameraRig>,
    mut selection: ResMut<Selection>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    places: Query<&GlobalTransform>,
    posed: Query<(&Camera, &Transform), With<TableCamera>>,
    (caption, settled, tables): (Res<Caption>, Res<SettledRows>, Query<&DiceTable>),
) {
    shots.frames += 1;
    shots.total += 1;
    if shots.total > 40_000 {
        error!("screenshot script: no end after {} frames", shots.total);
        exit.write(AppExit::error());
        return;
    }
    if shots.total.is_multiple_of(50) {
        let phase = m.as_ref().map(|m| (m.state.phase(), m.dice.len(), m.pending_throw));
        let turn = turn.as_ref().map(|t| *t.get());
        info!("screenshot script: frame {} {:?} {:?} {turn:?} {phase:?}", shots.total, shots.step, state.get());
    }
    match shots.step {
        Step::Setup if *state.get() == AppState::Setup => {
            if shots.frames == 40 {
                snap(&mut commands, &shots, "setup.png", &scene);
            }
            if shots.frames == 60 {
                let specs = ["ai:greedy", "ai:greedy", "ai:random"].map(String::from);
                let mut seats = parse_seats(&specs).unwrap_or_default();
                for (seat, name) in seats.iter_mut().zip(["Ada", "Bo", "Cy"]) {
                    seat.name = name.into();
                }
                commands.insert_resource(PendingStart(MatchConfig {
                    game: crate::engine::GameId::ROYAL_CASINO,
                    seats,
                    starter: 0,
                    options: Default::default(),
                    seed: Some(7),
                    held_by_phones: Default::default(),
                }));
                settings.ai_pause_s = 0.5;
                settings.instant_dice = false;
                shots.step = Step::CloseUp;
                shots.frames = 0;
            }
        }
        Step::CloseUp => {
            // Hold the AI once its throw is in the air, so the settled dice stay to be seen.
            if m.as_ref().is_some_and(|m| m.pending_throw.is_some()) {
                settings.ai_pause_s = 30.0;
            }
            let settled = m.as_ref().is_some_and(|m| {
                m.state.phase() == Phase::Placing && m.state.placed_this_throw() == 0 && !m.dice.is_empty()
            }) && turn.is_some_and(|t| *t.get() == TurnState::AiThinking);
            if !(settled && rig.shot == Shot::CloseUp && rig.arrived()) && shots.total < 3_000 {
                shots.frames = 0;
                return;
            }
            if shots.frames == 4 {
                snap_measured(&mut commands, &mut shots, "closeup", m.as_deref(), &cameras, (&places, &tables), &scene);
            }
            if shots.frames == 8 {
                // Pick a die that fits, as a player would: the camera goes to the board.
                selection.value = m
                    .as_ref()
                    .and_then(|m| m.state.throw().iter().copied().find(|&v| m.state.rows().iter().any(|r| r.fits(v))));
                shots.step = Step::Placing;
                shots.frames = 0;
            }
        }
        Step::Placing => {
            if !(rig.shot == Shot::Placement && rig.arrived()) && shots.total < 3_000 {
                shots.frames = 0;
                return;
            }
            if shots.frames == 4 {
                snap_measured(&mut commands, &mut shots, "placing", m.as_deref(), &cameras, (&places, &tables), &scene);
                write_sizes(&shots);
            }
            if shots.frames == 12 {
                // Instant play to the round's end, with the round-end banner and summary shown.
                selection.value = None;
                *settings = Settings { banner_s: 1.8, ..Settings::fast() };
                shots.step = Step::RoundEnd;
                shots.frames = 0;
            }
        }
        Step::RoundEnd => {
            // The first row settled on the way: its caption and the row's pulsing highlight.
            if !shots.caption_taken && caption.0.is_some() && settled.last.is_some() {
                snap(&mut commands, &shots, "caption.png", &scene);
                shots.caption_taken = true;
            }
            if m.as_ref().is_none_or(|m| m.state.round() < 2) && shots.total < 20_000 {
                shots.frames = 0;
                return;
            }
            // The frames where the next face replaces the last: the board must show in each
            // (a face built from fresh meshes once vanished for a frame here).
            if (1..=3).contains(&shots.frames) {
                let name = format!("round-change-{}", shots.frames);
                snap(&mut commands, &shots, &format!("{name}.png"), &scene);
                let Some(area) = layout::board_area() else { return };
                let board = shot_sizes::board_on_screen(&name, &area, &posed);
                shots.sizes.push(board);
                write_sizes(&shots);
            }
            // (One screenshot per frame: two asked for in the same frame, only one is saved.)
            if shots.frames == 5 {
                snap(&mut commands, &shots, "round-end.png", &scene);
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
                snap(&mut commands, &shots, "results.png", &scene);
            }
            if shots.frames == 80 {
                exit.write(AppExit::Success);
            }
        }
        Step::Results => shots.frames = 0,
        Step::Setup => {}
    }
}
