//! What every game's turn flow shares: throw ids across matches, the banner's clock, taking a match
//! off the table, a refusal as a sentence, and `--exit-on-game-over`'s result line and exit.

use bevy::prelude::*;

use crate::game::frame::FlowStep;
use crate::game::session::{Banner, Settings};
use crate::game::states::AppState;

/// Throw ids across matches and games (a stale answer from an earlier match never matches).
#[derive(Resource, Default)]
pub(crate) struct ThrowIds(pub(crate) u64);

/// Quit after this many frames (`--exit-on-game-over`; the results get drawn first).
#[derive(Resource)]
struct ExitIn(u32);

/// At game over with `--exit-on-game-over`: print the result line and quit a little later.
pub(crate) fn exit_after_game_over(commands: &mut Commands, settings: &Settings, result: serde_json::Value) {
    if settings.exit_on_game_over {
        println!("{result}");
        commands.insert_resource(ExitIn(if settings.fast { 3 } else { 120 }));
    }
}

/// Take every game's match off the table (a new match of any game is about to start); the next
/// one saves to a file of its own.
pub(crate) fn clear_matches(commands: &mut Commands) {
    commands.remove_resource::<crate::game::save::AutosaveFile>();
    commands.remove_resource::<crate::game::states::SummaryWaits>();
    commands.remove_resource::<crate::game::table_game::OnTable>();
    for game in crate::game::table_game::every_game() {
        (game.clear)(commands);
    }
}

/// A rules error as a sentence a player reads: capitalised.
pub(crate) fn sentence(e: &impl std::fmt::Display) -> String {
    let text = e.to_string();
    let mut chars = text.chars();
    chars.next().map_or(text.clone(), |c| c.to_uppercase().collect::<String>() + chars.as_str())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThrowIds>().add_systems(
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
