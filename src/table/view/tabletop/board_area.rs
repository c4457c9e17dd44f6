//! The board a game lays beside the tray, as the shared camera frames it: the overview keeps its
//! plate whole beside the tray and the seats, and the placement view keeps its smallest cell
//! readable. Each game says where its board lies (`TableHooks::board`); a game without a board
//! leaves the table to the tray and the seats.

use bevy::prelude::*;

/// Where a game's board lies on the table, metres.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BoardArea {
    /// The middle of the board's plate (its top's height in y) and its half size (x, z).
    pub plate: (Vec3, Vec2),
    /// The cells a die or piece is placed on: the middle of each one's top and half its edge
    /// (none: the game frames its own placement view).
    pub cells: Vec<(Vec3, f32)>,
    /// Points beside the plate that words on the table start from (a legend right of the rows):
    /// the overview keeps them in view too.
    pub beside: Vec<Vec3>,
}

impl BoardArea {
    /// The plate's four corners on the table.
    pub fn corners(&self) -> [Vec3; 4] {
        let (centre, half) = self.plate;
        [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)]
            .map(|(x, z)| centre + Vec3::new(x * half.x, 0.0, z * half.y))
    }
}

/// The board of the game on the table (`None`: none, or no match).
pub(crate) fn on_table(on_table: Option<&crate::table::table_game::OnTable>) -> Option<BoardArea> {
    on_table.and_then(|t| (crate::registry::registered(t.0).table.board)())
}

/// Whether the game on the table throws in the middle tray (`TableHooks::tray`; no match: it is
/// there, as the table stands before one).
pub(crate) fn tray_on_table(on_table: Option<&crate::table::table_game::OnTable>) -> bool {
    on_table.is_none_or(|t| crate::registry::registered(t.0).table.tray)
}
