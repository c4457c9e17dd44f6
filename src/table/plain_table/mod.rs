//! The plain table: any registered rules core at the table with nothing of its own but its words.
//! Its seats act through the one seat-action funnel, the dice the core asks for are thrown (or,
//! when hidden, drawn) by the one throw path, AI seats, saves, replays, the pad, phones and the
//! results screen come with it, and the HUD lists the core's legal actions in its words. A new
//! game starts here (`TableHooks` from [`hooks`]) and grows a board of its own when it needs one;
//! the test-only game proves that a game needs nothing else.

pub(crate) mod bar;
mod pictures;
mod view;
#[cfg(test)]
pub(crate) use view::seats_said;

use std::marker::PhantomData;

use bevy::prelude::*;

use crate::engine::dice::fresh_seed;
use crate::engine::policy::Players;
use crate::engine::record::Record;
use crate::engine::{GameId, Words};
use crate::table::save::of_match::{clear_dice, save_of};
use crate::table::save::{SaveOf, SavedMatch};
use crate::table::session::{MatchConfig, check_levels};
use crate::table::table_game::TableHooks;
use crate::table::table_match::{TableGame, TableMatch};

/// What a plain table keeps beside the common match: nothing but which game it plays.
pub struct PlainTable<G> {
    game: PhantomData<fn() -> G>,
}

impl<G> Default for PlainTable<G> {
    fn default() -> Self {
        PlainTable { game: PhantomData }
    }
}

/// Every hook is the turn flow's default, but one: the dice a step asks for fly a frame after it,
/// so a game's view sees each step first and may hold the table for it.
impl<G: Players + Words + 'static> TableGame for PlainTable<G> {
    type G = G;
    const GAME: GameId = G::ID;
    const THROW_A_FRAME_LATER: bool = true;
}

/// A match of game `G` at the plain table.
pub type PlainMatch<G> = TableMatch<PlainTable<G>>;

/// The table hooks of game `G` at the plain table, with its guides (`language_files!`); its guides
/// may show rows of dice (`picture:dice-1-3-3-5-6`, see `pictures`).
pub const fn hooks<G: Players + Words + 'static>(guides: [&'static str; 6]) -> TableHooks {
    TableHooks {
        guide_pictures: pictures::dice_picture,
        ..TableHooks::of::<PlainMatch<G>>(
            core::<G>,
            view::plugin::<G>,
            view::input_plugin::<G>,
            view::hud_plugin::<G>,
            guides,
        )
    }
}

/// The part that runs without a window: its messages, its flow, AI seats, autosave, replays.
fn core<G: Players + Words + 'static>(app: &mut App) {
    crate::table::turn_flow::plugin::<PlainTable<G>>(app);
    crate::table::table_game::match_plugin::<PlainMatch<G>>(app);
}

impl<G: Players + Words + 'static> SavedMatch for PlainMatch<G> {
    /// Nothing beside the common fields: the state is the rules core's.
    type Extra = ();
    fn new_match(config: MatchConfig) -> Result<Self, String> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        check_levels::<G>(&config)?;
        let state = G::new(G::setup(config.seats.len()), seed).map_err(|e| e.to_string())?;
        Ok(Self::from_parts(config, seed, state, PlainTable::default()))
    }
    fn to_save(&self) -> SaveOf<Self> {
        save_of(self, &self.log, Vec::new(), self.throw_serial, ())
    }
    fn restore(&mut self, save: SaveOf<Self>) {
        (self.record, self.state, self.log, self.throw_serial) = (save.record, save.state, save.log, save.throw_serial);
        self.rebuild_log();
    }
    /// The last throw's dice are not laid again: the state and the log say what they showed.
    fn retable(&mut self, _commands: &mut Commands) {}
    fn show(&mut self, state: G::State, record: Record<G::Action>, commands: &mut Commands) {
        clear_dice(std::mem::take(&mut self.dice), commands);
        (self.state, self.record) = (state, record);
        self.rebuild_log();
    }
}
