//! Liar's Dice at the table: the plain table (`crate::game::plain_table`) with the game's words.
//! Every seat's cup is thrown out of everyone's sight (its chance is private to the seat, L1, L8):
//! the TV shows bids, dice counts and verdicts, and each seat's phone its own dice.

/// What the shared table needs of this game (the registry lists it).
pub const HOOKS: crate::game::table_game::TableHooks = crate::game::plain_table::hooks::<super::LiarsDice>(
    crate::language_files!("assets/games/liars-dice/guides", ".md"),
);

#[cfg(test)]
mod tests;
