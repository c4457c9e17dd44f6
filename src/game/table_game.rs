//! What the shared table asks of each game: its plugins (the headless core, the window's view, the
//! input alone for tests) and its match type, through which the shared code continues a save,
//! replays a game and clears the table. A game's `table/` folder makes its [`TableHooks`] with
//! [`TableHooks::of`]; the registry (`crate::games`) lists them. The shared table names no game.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;

use crate::game::replay::Replay;
use crate::game::save::SavedMatch;
use crate::game::save::file::SaveError;

/// A game at the table, as the shared code sees it.
pub struct TableHooks {
    /// The part that runs without a window: messages, turn flow; [`match_plugin`] of its match.
    pub core: fn(&mut App),
    /// The window's part: board, pieces, HUD, input, pad, results, shots.
    pub view: fn(&mut App),
    /// Only the table's input (keys, mouse, pads): headless tests that inject them.
    pub input: fn(&mut App),
    /// Put a saved match of this game on the table; the welcome-back line.
    pub resume: fn(&str, &mut Commands) -> Result<String, SaveError>,
    /// Put a saved game of this game on the table to replay it.
    pub replay: fn(&str, &mut Commands) -> Result<Replay, SaveError>,
    /// Take this game's match off the table.
    pub clear: fn(&mut Commands),
}

impl TableHooks {
    /// The hooks of a game whose match is `M`.
    pub const fn of<M: SavedMatch + Component<Mutability = Mutable>>(
        core: fn(&mut App),
        view: fn(&mut App),
        input: fn(&mut App),
    ) -> TableHooks {
        TableHooks {
            core,
            view,
            input,
            resume: crate::game::save::put_on_table::<M>,
            replay: crate::game::replay::put_on_table::<M>,
            clear: remove_match::<M>,
        }
    }
}

fn remove_match<M: Resource>(commands: &mut Commands) {
    commands.remove_resource::<M>();
}

/// What the shared table does for every game's match `M`: AI seats play it, it autosaves, a
/// replay of it seeks. A game's `core` plugin adds it.
pub fn match_plugin<M: SavedMatch + Component<Mutability = Mutable>>(app: &mut App) {
    crate::game::ai_seats::add_ai_seats::<M>(app);
    crate::game::save::autosave_plugin::<M>(app);
    crate::game::replay::seek_plugin::<M>(app);
}

/// Every registered game's hooks.
pub fn every_game() -> impl Iterator<Item = &'static TableHooks> {
    crate::games::ALL.iter().map(|r| r.table)
}
