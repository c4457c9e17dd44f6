//! Liar's Dice at the table: the plain table (`crate::table::plain_table`: its flow, the seats'
//! funnel, the HUD, the bar and the peek) with the game's words and a view of its own (`view`):
//! every seat's cup on its mat, slammed down over dice nobody sees (its chance is private to the
//! seat, L1, L8), lifted at a dudo or a calza to show and count every die before the verdict.

mod view;

use crate::table::table_game::TableHooks;

/// The plain table's hooks for the game, with its guides.
const PLAIN: TableHooks = crate::table::plain_table::hooks::<super::LiarsDice>(crate::language_files!(
    "assets/games/liars-dice/guides",
    ".md"
));

/// What the shared table needs of this game (the registry lists it): the plain table's, with the
/// cups' view and its shot script; every seat throws under its own cup, so the middle tray and its
/// cup leave the table.
pub const HOOKS: TableHooks = TableHooks { view: view::plugin, shots: view::SHOTS, tray: false, ..PLAIN };

#[cfg(test)]
mod cup_throw_tests;
#[cfg(test)]
mod lesson_ring_tests;
#[cfg(test)]
mod moment_tests;
#[cfg(test)]
mod peek_pointer_tests;
#[cfg(test)]
mod replay_tests;
#[cfg(test)]
mod reveal_camera_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod view_tests;
