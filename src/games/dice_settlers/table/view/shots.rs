//! `DICEHALL_SHOTS=<dir> DICEHALL_SHOTS_GAME=dice-settlers` (scripts/screenshot.sh): a scripted
//! Dice Settlers game, one person (played by the greedy AI's choices) and two AIs, that saves
//! `ds-draft.png` (the starting-tile draft, the spots lit), `ds-roll.png` (the person's first
//! throw lined up as the pool before the map, the adjustments offered), `ds-action.png` (the pool and the map, the action
//! bar open), `ds-late.png` (the map in the last rounds) and `ds-results.png`, then quits.

use crate::table::session::SeatedMatch;
use std::path::PathBuf;

use crate::table::view::shots::shot_file::{self, ShotScene};
use bevy::prelude::*;

use super::pool::SettlersFraming;
use crate::engine::{GameId, Policy};
use crate::games::dice_settlers::DiceSettlers;
use crate::games::dice_settlers::rules::{DiceSettlersState, Phase, Step as RulesStep};
use crate::games::dice_settlers::table::{SettlersAction, SettlersMatch};
use crate::table::GameSet;
use crate::table::session::{MatchConfig, PendingStart, Settings, parse_game_seats};
use crate::table::states::AppState;
use crate::table::view::tabletop::camera::{CameraRig, Shot};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Setup,
    Draft,
    Roll,
    Action,
    Late,
    Results,
}

#[derive(Resource)]
struct SettlersShots {
    dir: PathBuf,
    step: Step,
    frames: u32,
    total: u32,
    /// Chooses the person's moves.
    player: std::sync::Mutex<Box<dyn Policy<DiceSettlers>>>,
    last: Option<(DiceSettlersState, u32)>,
}

/// Whether this run is the Dice Settlers screenshot script.
pub fn wanted() -> bool {
    std::env::var("DICEHALL_SHOTS").is_ok() && std::env::var("DICEHALL_SHOTS_GAME").is_ok_and(|g| g == "dice-settlers")
}

pub(crate) fn plugin(app: &mut App) {
    if !wanted() {
        return;
    }
    let dir = PathBuf::from(std::env::var("DICEHALL_SHOTS").unwrap_or_default());
    let _ = std::fs::create_dir_all(&dir);
    let Ok(player) = crate::games::dice_settlers::ai::by_name("greedy", 99) else { return };
    app.insert_resource(SettlersShots {
        dir,
        step: Step::Setup,
        frames: 0,
        total: 0,
        player: player.into(),
        last: None,
    })
    .add_systems(Update, script.in_set(GameSet::Present));
}

fn snap(commands: &mut Commands, shots: &SettlersShots, name: &str, scene: &ShotScene) {
    if let Some(layout) = shot_file::layout_of(scene) {
        shot_file::take(commands, shots.dir.join(name), layout, true);
    }
}

/// Frames to wait before sending the person's move again (the first can land before the turn
/// flow listens, as the match starts).
const RESEND_FRAMES: u32 = 30;

/// The person's moves up to the next draw or throw, chosen by the script's AI, in one frame.
fn play_person(shots: &mut SettlersShots, m: &SettlersMatch, actions: &mut MessageWriter<SettlersAction>) {
    let s = &m.state;
    if s.is_over() || m.is_ai(s.current()) || m.pending_throw.is_some() {
        return;
    }
    if let Some((seen, frames)) = shots.last.as_mut()
        && seen == s
    {
        *frames += 1;
        if *frames < RESEND_FRAMES {
            return;
        }
    }
    let mut ahead = s.clone();
    let seat = s.current();
    for _ in 0..16 {
        let legal = ahead.legal_actions();
        if legal.is_empty() {
            break;
        }
        let Ok(mut player) = shots.player.lock() else { return };
        let action = player.choose(&ahead, &legal);
        drop(player);
        actions.write(SettlersAction::new(seat, action));
        if ahead.apply(action).is_err() || ahead.chance().is_some() || ahead.current() != seat || ahead.is_over() {
            break;
        }
    }
    shots.last = Some((s.clone(), 0));
}

// Long by its story: one step per shot, in the order the run takes them (scripts/screenshot.sh).
#[allow(clippy::too_many_arguments)]
fn script(
    mut commands: Commands,
    mut shots: ResMut<SettlersShots>,
    state: Res<State<AppState>>,
    scene: ShotScene,
    m: Option<Res<SettlersMatch>>,
    mut settings: ResMut<Settings>,
    mut exit: MessageWriter<AppExit>,
    rig: Res<CameraRig>,
    banner: Res<crate::table::session::Banner>,
    framing: Res<SettlersFraming>,
    mut actions: MessageWriter<SettlersAction>,
    pool: Query<(), With<super::pool::PoolDie>>,
) {
    shots.frames += 1;
    shots.total += 1;
    if shots.total > 40_000 {
        error!("dice settlers screenshot script: no end after {} frames", shots.total);
        exit.write(AppExit::error());
        return;
    }
    let shots = &mut *shots;
    let playing = *state.get() == AppState::Playing;
    let m = m.filter(|_| playing || *state.get() == AppState::Results);
    let person_asked =
        m.as_ref().is_some_and(|m| !m.is_ai(m.state.current()) && m.pending_throw.is_none() && !m.state.is_over());
    let camera_still = rig.arrived() && rig.shot == framing.shot && banner.left_s <= 0.0;
    match shots.step {
        Step::Setup if *state.get() == AppState::Setup => {
            if shots.frames == 40 {
                let specs = ["human", "ai:greedy", "ai:greedy"].map(String::from);
                let mut seats = parse_game_seats(GameId::DICE_SETTLERS, &specs).unwrap_or_default();
                for (seat, name) in seats.iter_mut().zip(["Ada", "Bo", "Cy"]) {
                    seat.name = name.into();
                }
                let config = MatchConfig { seed: Some(7), ..MatchConfig::new(GameId::DICE_SETTLERS, seats, None) };
                commands.insert_resource(PendingStart(config));
                settings.ai_pause_s = 0.3;
                settings.banner_s = 0.8;
                settings.instant_dice = false;
                shots.step = Step::Draft;
                shots.frames = 0;
            }
        }
        Step::Draft => {
            let Some(m) = m.filter(|m| m.state.phase() == Phase::Draft) else { return };
            if !(person_asked && camera_still) {
                shots.frames = 0;
                return;
            }
            if shots.frames == 4 {
                snap(&mut commands, shots, "ds-draft.png", &scene);
                shots.step = Step::Roll;
                shots.frames = 0;
                play_person(shots, &m, &mut actions);
            }
        }
        Step::Roll => {
            let Some(m) = m else { return };
            // The person's throw lined up as the pool (its close-up is over before a slow
            // renderer's camera arrives), with the adjustments offered.
            let roll = m.state.phase() == Phase::Roll && person_asked;
            if !(roll && camera_still && !pool.is_empty()) {
                if m.state.phase() == Phase::Draft {
                    play_person(shots, &m, &mut actions);
                }
                shots.frames = 0;
                return;
            }
            if shots.frames == 3 {
                snap(&mut commands, shots, "ds-roll.png", &scene);
                shots.step = Step::Action;
                shots.frames = 0;
            }
        }
        Step::Action => {
            let Some(m) = m else { return };
            let open = m.state.phase() == Phase::Act && m.state.step() == RulesStep::Open && !m.state.acted();
            if !(person_asked && open && camera_still && framing.shot == Shot::Placement) {
                if person_asked && !open {
                    play_person(shots, &m, &mut actions);
                }
                shots.frames = 0;
                return;
            }
            if shots.frames == 6 {
                snap(&mut commands, shots, "ds-action.png", &scene);
            }
            if shots.frames == 10 {
                *settings = Settings::fast();
                shots.step = Step::Late;
                shots.frames = 0;
            }
        }
        Step::Late => {
            let Some(m) = m else { return };
            let late = m.state.final_round().is_some_and(|r| m.state.round() >= r) && m.state.phase() == Phase::Act;
            if !late || !person_asked {
                play_person(shots, &m, &mut actions);
                shots.frames = 0;
                return;
            }
            if shots.frames == 4 {
                snap(&mut commands, shots, "ds-late.png", &scene);
            }
            if shots.frames == 8 {
                shots.step = Step::Results;
                shots.frames = 0;
            }
        }
        Step::Results if *state.get() == AppState::Results => {
            if shots.frames == 40 {
                snap(&mut commands, shots, "ds-results.png", &scene);
            }
            if shots.frames == 80 {
                exit.write(AppExit::Success);
            }
        }
        Step::Results => {
            if let Some(m) = m {
                play_person(shots, &m, &mut actions);
            }
            shots.frames = 0;
        }
        Step::Setup => {}
    }
}
