//! The expert's heads-up strategy: the solved rounds' tables, bundled into the program, read once
//! on first use, and the lookup an AI asks for the seat to act.

use std::sync::OnceLock;

use super::bids::{Bid, HeadsUpMove, is_legal_history, legal_moves};
use super::hands::hand_index;
use super::table::{StoredTable, read_table};
use super::tree::Round;

/// The tables' folder, from the crate's root.
pub const TABLE_DIR: &str = "assets/games/liars-dice/expert";

/// Each solved round's table: its path (for errors) and its text.
const TABLES: [(&str, &str); 3] = [
    (
        "assets/games/liars-dice/expert/heads-up-1v1.txt",
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/liars-dice/expert/heads-up-1v1.txt")),
    ),
    (
        "assets/games/liars-dice/expert/heads-up-2v1.txt",
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/liars-dice/expert/heads-up-2v1.txt")),
    ),
    (
        "assets/games/liars-dice/expert/heads-up-1v2.txt",
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/liars-dice/expert/heads-up-1v2.txt")),
    ),
];

/// A round's table file name (`heads-up-2v1.txt`: the opener holds two dice).
pub fn table_file_name(round: Round) -> String {
    format!("heads-up-{round}.txt")
}

/// The bundled tables, read on first use. A bad bundled table is a build defect (the tests read
/// every one), so it panics with its `file:line` message.
pub fn expert_tables() -> &'static [StoredTable] {
    static LOADED: OnceLock<Vec<StoredTable>> = OnceLock::new();
    LOADED.get_or_init(|| {
        TABLES
            .iter()
            .map(|(file, text)| read_table(file, text).unwrap_or_else(|e| panic!("bad strategy table: {e}")))
            .collect()
    })
}

/// The expert's moves and their chances for the seat to act in a heads-up round: `own` its dice
/// (any order), `other_dice` the other seat's dice, `i_open` whether this seat made the opening
/// bid, `bids` the round's bids so far as (quantity, face).
///
/// `None` when the round is not a solved one (see [`super::tree::SOLVED_ROUNDS`]), when `bids` is
/// not a legal history, when it is not this seat's turn, or when the strategy never reaches this
/// history with these dice (this seat's own earlier bids are ones the expert never makes with them).
pub fn heads_up_policy(
    own: &[u8],
    other_dice: usize,
    i_open: bool,
    bids: &[(u8, u8)],
) -> Option<Vec<(HeadsUpMove, f64)>> {
    let (own_count, other_count) = (u8::try_from(own.len()).ok()?, u8::try_from(other_dice).ok()?);
    let round = if i_open {
        Round { opener_dice: own_count, other_dice: other_count }
    } else {
        Round { opener_dice: other_count, other_dice: own_count }
    };
    let table = expert_tables().iter().find(|t| t.round == round)?;
    let player = usize::from(!i_open);
    let history: Vec<Bid> = bids.iter().map(|&(quantity, face)| Bid::new(quantity, face)).collect();
    if history.len() % 2 != player || !is_legal_history(&history, round.dice_in_play()) {
        return None;
    }
    let hand = hand_index(&table.hands[player], own)?;
    let legal = legal_moves(history.last().copied(), round.dice_in_play());
    if let [only] = legal[..] {
        return Some(vec![(only, 1.0)]);
    }
    table.lines.get(&(table.key(&history)?, hand)).cloned()
}
