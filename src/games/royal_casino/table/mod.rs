//! Royal Casino at the table, the part that runs without a window: the match (seats, the rules
//! core, AI seats, the undo point, the log, the points per round), its messages and what it does
//! in the one turn flow ([`steps`], [`undo`]).

mod saved;
pub mod steps;
pub mod testing;
pub mod undo;
pub mod view;

use bevy::prelude::*;

use crate::engine::dice::fresh_seed;
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, GameState};
use crate::table::session::{MatchConfig, SeatAction, check_levels};
use crate::table::table_match::TableMatch;

/// The state at the start of a throw's placing and the placements made since (undo replays them),
/// each with the length the log had before it (undo removes what the placement wrote).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct UndoPoint {
    pub snapshot: GameState,
    pub placed: Vec<Action>,
}

/// What Royal Casino keeps at the table beside the common fields.
pub struct CasinoTable {
    pub undo: Option<UndoPoint>,
    /// Points of every seat at the start and after each round.
    pub history: Vec<Vec<u32>>,
}

/// The match in play.
pub type Match = TableMatch<CasinoTable>;

/// The set-up's option that puts the beginner face first (on unless the form turns it off).
pub const BEGINNER_FIRST: &str = "beginner_first";

/// Whether `config` puts the beginner face first.
pub fn beginner_first(config: &MatchConfig) -> bool {
    config.option(BEGINNER_FIRST, true)
}

impl Match {
    /// A new match; the seed is fresh when the config has none.
    pub fn new(config: MatchConfig) -> Result<Self, String> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let state =
            crate::games::royal_casino::table_start(config.seats.len(), config.starter, beginner_first(&config), seed)
                .map_err(|e| e.to_string())?;
        check_levels::<RoyalCasino>(&config)?;
        let points = state.players().iter().map(|p| p.points).collect();
        let own = CasinoTable { undo: None, history: vec![points] };
        Ok(Match::from_parts(config, seed, state, own))
    }

    /// Seats ranked by points (best first), ties by seat.
    pub fn ranking(&self) -> Vec<usize> {
        let mut seats: Vec<usize> = (0..self.config.seats.len()).collect();
        seats.sort_by_key(|&s| std::cmp::Reverse(self.state.players()[s].points));
        seats
    }
}

/// A Royal Casino seat's decision.
pub type PlayerAction = SeatAction<Action>;

/// Take back the last placement of the current throw (the funnel's checks as for an action:
/// only from whoever holds the seat, in its turn).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoRequest {
    pub seat: usize,
    /// Who asked.
    pub by: crate::table::session::SeatHolder,
}

impl UndoRequest {
    /// `seat`'s undo asked at the TV (its bar, keys or pad).
    pub fn new(seat: usize) -> Self {
        UndoRequest { seat, by: crate::table::session::SeatHolder::Tv }
    }
}

/// A step of the Royal Casino match, told forward with its events (the views follow these).
pub type CasinoStep = crate::table::turn_flow::TableStep<RoyalCasino>;

/// A row was settled (observer event: the flourish and the chips).
#[derive(Event, Clone, Copy, Debug)]
pub struct RowSettled {
    pub row: usize,
    pub player: usize,
    pub delta: i32,
    /// The round the row was settled in (the state may already be in the next one).
    pub round: u32,
}

/// Royal Casino's part of the headless core: its messages, the flow, AI seats.
pub fn plugin(app: &mut App) {
    app.add_plugins((crate::table::turn_flow::plugin::<CasinoTable>, undo::plugin));
    crate::table::table_game::match_plugin::<Match>(app);
}

/// Whether `seat` may take back a placement now (its turn, a placement of this throw made).
fn can_undo(m: &Match, seat: usize) -> bool {
    m.state.current() == seat && m.own.undo.as_ref().is_some_and(|p| !p.placed.is_empty())
}

/// What the shared table needs of this game (the registry lists it).
pub const HOOKS: crate::table::table_game::TableHooks = crate::table::table_game::TableHooks {
    guide_pictures: view::guide_pictures::picture,
    board: view::layout::board_area,
    shots: &[
        "setup.png",
        "closeup.png",
        "placing.png",
        "round-change-1.png",
        "round-change-2.png",
        "round-change-3.png",
        "round-end.png",
        "results.png",
    ],
    setup_options: |ui, config| {
        let mut first = beginner_first(config);
        if ui.checkbox(&mut first, crate::t!("setup-beginner-face")).changed() {
            config.set_option(BEGINNER_FIRST, first);
        }
    },
    phone: crate::table::table_game::PhoneHooks {
        can_undo: |world, seat| world.get_resource::<Match>().is_some_and(|m| can_undo(m, seat)),
        undo: |world, seat| {
            if !world.get_resource::<Match>().is_some_and(|m| can_undo(m, seat)) {
                let no = crate::t!("phone-error-no-undo");
                return Err((crate::phones::wire::Refusal::Illegal, no));
            }
            world.write_message(UndoRequest { seat, by: crate::table::session::SeatHolder::Phone });
            Ok(())
        },
        ..crate::table::table_game::PhoneHooks::of::<Match>()
    },
    ..crate::table::table_game::TableHooks::of::<Match>(
        plugin,
        view::plugin,
        view::input_plugin,
        view::hud_plugin,
        crate::language_files!("assets/games/royal-casino/guides", ".md"),
    )
};

#[cfg(test)]
mod hint_tests;
