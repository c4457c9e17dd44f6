//! What every game's turn flow shares: throw ids across matches, the start of a match, the banner's
//! clock, taking a match off the table, and game over (`--exit-on-game-over`'s
//! result line and exit).

use bevy::prelude::*;

use crate::engine::GameId;
use crate::table::frame::FlowStep;
use crate::table::save::SavedMatch;
use crate::table::session::{Banner, PendingStart, Settings};
use crate::table::states::AppState;

/// Throw ids across matches and games (a stale answer from an earlier match never matches).
#[derive(Resource, Default)]
pub(crate) struct ThrowIds(pub(crate) u64);

/// Quit after this many frames (`--exit-on-game-over`; the results get drawn first).
#[derive(Resource)]
struct ExitIn(u32);

/// A match is over (an observer event every game triggers): who won, and the result line
/// `--exit-on-game-over` prints (`{"winners": […], "points": […]}`, or the game's own totals).
#[derive(Event, Clone, Debug, PartialEq)]
pub struct GameFinished {
    pub game: GameId,
    pub winners: Vec<usize>,
    pub result: serde_json::Value,
}

fn on_finished(finished: On<GameFinished>, settings: Res<Settings>, mut commands: Commands) {
    exit_after_game_over(&mut commands, &settings, finished.result.clone());
}

/// At game over with `--exit-on-game-over`: print the result line and quit a little later.
fn exit_after_game_over(commands: &mut Commands, settings: &Settings, result: serde_json::Value) {
    if settings.exit_on_game_over {
        crate::table::web_page::say_line(&result.to_string());
        commands.insert_resource(ExitIn(if settings.fast { 3 } else { 120 }));
    }
}

/// Take every game's match off the table (a new match of any game is about to start); the next
/// one saves to a file of its own.
pub(crate) fn clear_matches(commands: &mut Commands) {
    commands.remove_resource::<crate::table::save::AutosaveFile>();
    commands.remove_resource::<crate::table::states::SummaryWaits>();
    commands.remove_resource::<crate::table::table_game::OnTable>();
    commands.insert_resource(crate::table::states::HeldBack::default());
    commands.insert_resource(crate::table::states::ResultsDue::default());
    for game in crate::table::table_game::every_game() {
        (game.clear)(commands);
    }
}

/// A match was just started from a [`PendingStart`] (not resumed, not replayed): its game may
/// react once (settle the opening's hidden draws, say).
#[derive(Event, Clone, Copy, Debug)]
pub(crate) struct MatchStarted(pub(crate) GameId);

/// Start the pending match when it is of `M`'s game: the table cleared, the opening banner up.
pub(crate) fn start_pending<M: SavedMatch>(
    mut commands: Commands,
    pending: Res<PendingStart>,
    mut next: ResMut<NextState<AppState>>,
    mut banner: ResMut<Banner>,
    settings: Res<Settings>,
    lesson: Option<Res<crate::table::lesson::LessonRequest>>,
) {
    if pending.0.game != M::GAME {
        return;
    }
    commands.remove_resource::<PendingStart>();
    commands.remove_resource::<crate::table::lesson::LessonRequest>();
    match M::new_match(pending.0.clone()) {
        Ok(mut m) => {
            if lesson.is_some_and(|l| l.0 == M::GAME) {
                match crate::table::lesson::lesson_of(M::GAME) {
                    Ok(lesson) => m.set_lesson(Some(crate::table::lesson::LessonRun::new(lesson))),
                    Err(e) => error!("the lesson cannot start, a real game does: {e}"),
                }
            }
            clear_matches(&mut commands);
            *banner = Banner::default();
            banner.show(&settings, m.log_lines().last().cloned().unwrap_or_default(), M::OPENING_HOLD);
            commands.insert_resource(m);
            commands.trigger(MatchStarted(M::GAME));
            next.set(AppState::Playing);
        }
        Err(e) => error!("cannot start the game: {e}"),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThrowIds>()
        .add_message::<crate::table::funnel::SeatRefused>()
        .add_message::<crate::table::turn_flow::StepTakenBack>()
        .add_observer(on_finished)
        .add_systems(
            Update,
            (
                tick_banner.run_if(in_state(AppState::Playing)).in_set(FlowStep::Banner),
                exit_when_due.run_if(resource_exists::<ExitIn>).in_set(FlowStep::Exit),
            ),
        );
}

fn tick_banner(time: Res<Time>, mut banner: ResMut<Banner>) {
    if banner.left_s > 0.0 {
        banner.left_s = (banner.left_s - time.delta_secs()).max(0.0);
    }
}

fn exit_when_due(mut exit_in: ResMut<ExitIn>, mut exit: MessageWriter<AppExit>) {
    exit_in.0 = exit_in.0.saturating_sub(1);
    if exit_in.0 == 0 {
        exit.write(AppExit::Success);
    }
}
