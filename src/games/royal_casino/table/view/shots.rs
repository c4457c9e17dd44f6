//! `DICEHALL_SHOTS=<dir>` (used by scripts/screenshot.sh): a scripted run that saves
//! `setup.png` (the setup screen), `closeup.png` (the camera in on a settled physical throw),
//! `placing.png` (the placement view: a die picked, target squares lit), `caption.png` (the first
//! row settled: its caption and the row's highlight), `round-change-1.png` … `-3.png` (the first
//! three frames after the round changes, when the next face is swapped in), `round-end.png` and
//! `results.png` (after an all-AI game played on fast), then quits. `sizes.json` has each die's
//! and square's size on screen in the close-up and placement shots, and where the board lies on
//! screen in the round-change frames (the script checks each frame still shows it).

use std::path::PathBuf;

use crate::game::view::shot_file::{self, ShotScene};
use bevy::prelude::*;

use super::chips::SettledRows;
use super::layout;
use super::selection::Selection;
use crate::engine::GameId;
use crate::game::GameSet;
use crate::game::dice::DiceTable;
use crate::game::dice::tuning::DIE_SIZE_M;
use crate::game::session::{MatchConfig, PendingStart, Settings, parse_seats};
use crate::game::states::{AppState, TurnState};
use crate::game::view::Caption;
use crate::game::view::camera::{CameraRig, Shot, TableCamera};
use crate::game::view::framing::flat_square_px;
use crate::game::view::sightlines::{dice_hidden, tray_blockers};
use crate::games::royal_casino::rules::Phase;
use crate::games::royal_casino::table::Match;

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
        .map_or(crate::game::session::default_game() == GameId::ROYAL_CASINO, |g| g == GameId::ROYAL_CASINO.name());
    if let Ok(dir) = std::env::var("DICEHALL_SHOTS")
        && ours
    {
        let dir = PathBuf::from(dir);
        let _ = std::fs::create_dir_all(&dir);
        app.insert_resource(Shots { dir, step: Step::Setup, frames: 0, total: 0, sizes: vec![], caption_taken: false })
            .add_systems(Update, script.in_set(GameSet::Present).after(crate::game::view::camera::direct));
    }
}

fn snap(commands: &mut Commands, shots: &Shots, name: &str, scene: &ShotScene) {
    if let Some(layout) = shot_file::layout_of(scene) {
        shot_file::take(commands, shots.dir.join(name), layout, true);
    }
}

/// Each die's and square's size in pixels as the real camera draws them now, the box on the
/// screen (window pixels: left, top, right, bottom) of each die still to place, and how many of
/// them the cup or a wall hides in part, as a JSON field.
fn measure(
    shot: &str,
    m: &Match,
    cameras: &Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    places: &Query<&GlobalTransform>,
    tables: &Query<&DiceTable>,
) -> String {
    let Ok((camera, eye)) = cameras.single() else { return format!("\"{shot}\": null") };
    // The dice the cup or a wall hides (part of a top face) from where the camera stands.
    let table = tables.iter().min_by_key(|t| t.index);
    let blockers = table.map_or_else(Vec::new, |t| {
        tray_blockers(t.origin, places.get(t.cup).ok().map(GlobalTransform::compute_transform))
    });
    let to_px = |p: Vec3| camera.world_to_viewport(eye, p).ok();
    let on_table: Vec<&GlobalTransform> =
        super::input::dice_on_table(m).iter().filter_map(|d| places.get(d.entity).ok()).collect();
    let dice: Vec<String> = on_table
        .iter()
        .map(|g| {
            let half = DIE_SIZE_M / 2.0 * g.scale().x;
            flat_square_px(to_px, g.translation() + Vec3::Y * half, half)
        })
        .map(|px| format!("{px:.1}"))
        .collect();
    let boxes: Vec<String> = on_table
        .iter()
        .filter_map(|g| {
            let corners = (0..8).map(|k| {
                let sign = |bit: u32| if k & bit == 0 { -0.5 } else { 0.5 };
                g.transform_point(Vec3::new(sign(1), sign(2), sign(4)) * DIE_SIZE_M)
            });
            // In window pixels: the camera's viewport rect includes its offset in the window.
            let px: Option<Vec<Vec2>> = corners.map(to_px).collect();
            let (lo, hi) = px?.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
            Some(format!("[{:.0}, {:.0}, {:.0}, {:.0}]", lo.x, lo.y, hi.x, hi.y))
        })
        .collect();
    let squares: Vec<String> = (0..6)
        .flat_map(|r| (0..6).map(move |c| layout::square(r, c)))
        .map(|s| format!("{:.1}", flat_square_px(to_px, s, layout::TILE / 2.0)))
        .collect();
    let centres: Vec<Vec3> = on_table.iter().map(|g| g.translation()).collect();
    format!(
        "\"{shot}\": {{\"dice_px\": [{}], \"dice_boxes\": [{}], \"dice_hidden\": {}, \"squares_px\": [{}]}}",
        dice.join(", "),
        boxes.join(", "),
        dice_hidden(eye.translation(), &centres, &blockers),
        squares.join(", ")
    )
}

/// The board plate's bounding box on screen now (pixels: left, top, right, bottom), as a JSON field.
/// Where the board is on the screen with the camera where it is this frame (its pose of this
/// frame, set before this runs: the global transform would be the last frame's, a whole camera
/// move behind when the overview leans to the next seat).
fn board_on_screen(shot: &str, cameras: &Query<(&Camera, &Transform), With<TableCamera>>) -> String {
    let Ok((camera, pose)) = cameras.single() else { return format!("\"{shot}\": null") };
    let eye = &GlobalTransform::from(*pose);
    let (centre, half) = layout::board_plate();
    let top = centre.with_y(layout::BOARD_TOP);
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .map(|(x, z)| camera.world_to_viewport(eye, top + Vec3::new(x * half.x, 0.0, z * half.y)).ok());
    let Some(corners) = corners.into_iter().collect::<Option<Vec<Vec2>>>() else { return format!("\"{shot}\": null") };
    let (lo, hi) = corners.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    format!("\"{shot}\": {{\"board_px\": [{:.0}, {:.0}, {:.0}, {:.0}]}}", lo.x, lo.y, hi.x, hi.y)
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
        shots.sizes.push(measure(shot, m, cameras, places, tables));
    }
}

fn write_sizes(shots: &Shots) {
    let path = shots.dir.join("sizes.json");
    let json = format!("{{{}}}\n", shots.sizes.join(", "));
    if let Err(e) = std::fs::write(&path, json) {
        error!("screenshot script: cannot write {}: {e}", path.display());
    }
}

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
    if shots.total % 50 == 0 {
        let phase = m.as_ref().map(|m| (m.state.phase(), m.own.table.len(), m.pending_throw));
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
                m.state.phase() == Phase::Placing && m.state.placed_this_throw() == 0 && !m.own.table.is_empty()
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
                let board = board_on_screen(&name, &posed);
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
