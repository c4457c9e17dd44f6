//! Dice Settlers at the table, the part that runs without a window: the match (seats, the rules
//! core, AI seats, the log, the dice in play) and what it does in the one turn flow ([`steps`]).

pub mod dice_looks;
mod saved;
pub mod steps;
pub mod view;

use bevy::prelude::*;

use crate::engine::dice::{DiceRng, fresh_seed};
use crate::games::dice_settlers::DiceSettlers;
use crate::games::dice_settlers::rules::Action;
use crate::table::session::{MatchConfig, SeatAction, check_levels};
use crate::table::table_match::TableMatch;

pub use crate::games::dice_settlers::words::{act_title, bonus_words, symbol_title};

/// A Dice Settlers seat's decision.
pub type SettlersAction = SeatAction<Action>;

/// A step of the Dice Settlers match, told forward with its events (the views follow these).
pub type SettlersStep = crate::table::turn_flow::TableStep<DiceSettlers>;

/// What Dice Settlers keeps at the table beside the common fields.
pub struct SettlersTable {
    /// Hidden draws (bags, tiles): nobody sees them happen, so they are drawn, not thrown.
    pub draws: DiceRng,
    /// Every seat's points (the five scoring lines so far) at the start and after each round.
    pub history: Vec<Vec<u16>>,
    /// The next round's draws and throw wait for the round sheet's OK (a person sits at the
    /// table and the run is not `--fast`), so nothing of that round happens behind the sheet.
    pub chance_after_ok: bool,
}

/// The Dice Settlers match in play.
pub type SettlersMatch = TableMatch<SettlersTable>;

impl SettlersMatch {
    /// A new match of 2–4 seats.
    pub fn new(config: MatchConfig) -> Result<Self, String> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let state = crate::games::dice_settlers::table_start(config.seats.len(), config.starter, seed)
            .map_err(|e| e.to_string())?;
        check_levels::<DiceSettlers>(&config)?;
        let history = vec![state.totals()];
        let own =
            SettlersTable { draws: crate::games::dice_settlers::table_draws(seed), history, chance_after_ok: false };
        Ok(SettlersMatch::from_parts(config, seed, state, own))
    }

    /// Seats ranked by points (best first), ties by seat.
    pub fn ranking(&self) -> Vec<usize> {
        let totals = self.state.totals();
        let mut seats: Vec<usize> = (0..self.config.seats.len()).collect();
        seats.sort_by_key(|&s| std::cmp::Reverse(totals[s]));
        seats
    }
}

/// Dice Settlers' part of the headless core: its messages, the flow, AI seats.
pub fn plugin(app: &mut App) {
    app.add_plugins(steps::plugin);
    crate::table::table_game::match_plugin::<SettlersMatch>(app);
}

/// What the shared table needs of this game (the registry lists it).
pub const HOOKS: crate::table::table_game::TableHooks = crate::table::table_game::TableHooks {
    dice_looks: dice_looks::settlers_looks,
    guide_pictures: view::guide_pictures::picture,
    board: view::map_area,
    shots: &["ds-draft.png", "ds-roll.png", "ds-action.png", "ds-late.png", "ds-results.png"],
    ..crate::table::table_game::TableHooks::of::<SettlersMatch>(
        plugin,
        view::plugin,
        view::input_plugin,
        view::hud_plugin,
        crate::language_files!("assets/games/dice-settlers/guides", ".md"),
    )
};
