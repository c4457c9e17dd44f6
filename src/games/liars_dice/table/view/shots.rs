//! `DICEHALL_SHOTS=<dir> DICEHALL_SHOTS_GAME=liars-dice` (scripts/screenshot.sh): a scripted
//! Liar's Dice game of three AI seats that saves `ld-cups.png` (every cup down mid-round, bids
//! made, no die in sight) and `ld-reveal-closeup.png` (the cups lifted at the first call whose count
//! lights a wild one, every die that counts lit and the count in the middle, the camera on the
//! last seat counted), then quits. `sizes-liars-dice.json` has that seat's dice's sizes.

use std::path::PathBuf;

use bevy::prelude::*;

use super::cups::{CupPose, SeatCup};
use super::reveal::{Glow, ShownDie, Stage};
use super::{Match, reveal::Showing};
use crate::engine::GameId;
use crate::games::liars_dice::rules::Phase;
use crate::table::GameSet;
use crate::table::dice::DiceTable;
use crate::table::session::{MatchConfig, PendingStart, Settings, parse_game_seats};
use crate::table::states::AppState;
use crate::table::view::shots::shot_file::{self, ShotScene};
use crate::table::view::shots::shot_sizes;
use crate::table::view::tabletop::camera::{CameraRig, TableCamera};

/// The PNGs the script takes (`TableHooks::shots`).
pub(crate) const SHOTS: &[&str] = &["ld-cups.png", "ld-reveal-closeup.png"];
/// Frames after which the script gives up.
const MOST_FRAMES: u32 = 40_000;
/// Bids made before the cups' shot.
const BIDS_BEFORE_SHOT: usize = 2;
/// Reveals passed over while none lights a wild one.
const REVEALS_TRIED: usize = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Setup,
    Cups,
    Reveal,
    Done,
}

#[derive(Resource, Debug)]
struct LdShots {
    dir: PathBuf,
    step: Step,
    frames: u32,
    total: u32,
    /// Reveals seen so far, and how far into the one on the last frame, seconds.
    passed: usize,
    last_t: f32,
}

/// What the reveal's shot measures with: the camera's move, the camera, the pieces, the trays.
type Measured<'w, 's> = (
    Res<'w, CameraRig>,
    Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<TableCamera>>,
    Query<'w, 's, &'static GlobalTransform>,
    Query<'w, 's, &'static DiceTable>,
);

/// Whether this run is the Liar's Dice screenshot script.
fn wanted() -> bool {
    std::env::var("DICEHALL_SHOTS").is_ok()
        && std::env::var("DICEHALL_SHOTS_GAME").is_ok_and(|g| g == GameId::LIARS_DICE.name())
}

pub(crate) fn plugin(app: &mut App) {
    if !wanted() {
        return;
    }
    let dir = PathBuf::from(std::env::var("DICEHALL_SHOTS").unwrap_or_default());
    let _ = std::fs::create_dir_all(&dir);
    app.insert_resource(LdShots { dir, step: Step::Setup, frames: 0, total: 0, passed: 0, last_t: 0.0 })
        .add_systems(Update, script.in_set(GameSet::Present));
}

fn snap(commands: &mut Commands, shots: &LdShots, name: &str, scene: &ShotScene) {
    if let Some(layout) = shot_file::layout_of(scene) {
        shot_file::take(commands, shots.dir.join(name), layout, true);
    }
}

/// Whether the cups stand as `ld-cups.png` wants them: bids made, every cup down, no reveal.
fn cups_down(m: &Match, stage: &Stage, cups: &Query<&SeatCup>) -> bool {
    let bids = m.record.steps.iter().rev().take_while(|s| matches!(s, crate::engine::record::Step::Act { .. })).count();
    let holding = (0..m.config.seats.len()).filter(|&s| !m.state.is_out(s)).count();
    m.state.phase() == Phase::Bidding
        && bids >= BIDS_BEFORE_SHOT
        && stage.reveal.is_none()
        && cups.iter().filter(|c| c.pose == CupPose::Down).count() == holding
}

/// Whether the reveal is where `ld-reveal-closeup.png` wants it: every die that counts lit, before the verdict.
fn all_counted(showing: &Showing) -> bool {
    let t = showing.t;
    showing.counted == showing.plan.counted().len() && t >= Showing::lights_at(0) && t < showing.verdict_at()
}

#[allow(clippy::too_many_arguments)]
fn script(
    mut commands: Commands,
    mut shots: ResMut<LdShots>,
    state: Res<State<AppState>>,
    scene: ShotScene,
    (m, stage): (Option<Res<Match>>, Option<Res<Stage>>),
    mut settings: ResMut<Settings>,
    mut exit: MessageWriter<AppExit>,
    cups: Query<&SeatCup>,
    dice: Query<(Entity, &ShownDie)>,
    (rig, cameras, places, tables): Measured,
) {
    (shots.frames, shots.total) = (shots.frames + 1, shots.total + 1);
    if shots.total > MOST_FRAMES {
        error!("liar's dice screenshot script: no end after {} frames", shots.total);
        exit.write(AppExit::error());
        return;
    }
    let on = |s: Step, shots: &mut LdShots| (shots.step, shots.frames) = (s, 0);
    match shots.step {
        Step::Setup if *state.get() == AppState::Setup && shots.frames == 40 => {
            let specs = ["ai:greedy", "ai:greedy", "ai:greedy"].map(String::from);
            let mut seats = parse_game_seats(GameId::LIARS_DICE, &specs).unwrap_or_default();
            for (seat, name) in seats.iter_mut().zip(["Ada", "Bo", "Cy"]) {
                seat.name = name.into();
            }
            commands.insert_resource(PendingStart(MatchConfig::new(GameId::LIARS_DICE, seats, Some(5))));
            (settings.ai_pause_s, settings.instant_dice, settings.fast) = (1.0, true, false);
            on(Step::Cups, &mut shots);
        }
        Step::Cups => {
            let (Some(m), Some(stage)) = (&m, &stage) else { return };
            if !cups_down(m, stage, &cups) {
                shots.frames = 0;
            } else if shots.frames == 4 {
                snap(&mut commands, &shots, "ld-cups.png", &scene);
                on(Step::Reveal, &mut shots);
            }
        }
        Step::Reveal => {
            let Some(showing) = stage.as_ref().and_then(|s| s.reveal.as_ref()) else { return };
            if showing.t < shots.last_t {
                shots.passed += 1;
            }
            shots.last_t = showing.t;
            let wild_lit = dice.iter().any(|(_, d)| d.glow == Some(Glow::Wild) && d.lit_s.is_some());
            // The camera has come to the last seat counted (`reveal_camera`).
            if !(all_counted(showing) && (wild_lit || shots.passed >= REVEALS_TRIED) && rig.arrived()) {
                shots.frames = 0;
            } else if shots.frames == 2 {
                snap(&mut commands, &shots, "ld-reveal-closeup.png", &scene);
                // The framed seat's dice, as large as the shot shows them (the screenshot run
                // wants every one at least 48 px: `sizes-liars-dice.json`).
                let seat = super::reveal_camera::seat_counted(showing);
                let framed: Vec<Entity> = dice.iter().filter(|(_, d)| Some(d.seat) == seat).map(|(e, _)| e).collect();
                let sizes = shot_sizes::measure(
                    "ld-reveal-closeup",
                    &framed,
                    (None, crate::games::liars_dice::table::HOOKS.tray),
                    &cameras,
                    (&places, &tables),
                );
                shot_sizes::write(&shots.dir, GameId::LIARS_DICE, &[sizes]);
                on(Step::Done, &mut shots);
            }
        }
        Step::Done if shots.frames == 20 => {
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
