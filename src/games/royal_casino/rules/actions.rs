//! Actions and the legal-action list: the one place that says what may be done now, and what a
//! placement would settle.

use serde::{Deserialize, Serialize};

use super::face::ROWS;
use super::state::{GameState, MAX_THROWS, Phase};
use crate::engine::FixedList;

/// A player's decision. The dice values of a throw are chance, supplied by `apply_dice`.
/// (`Default` is only the filler of fixed-capacity lists.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// First throw of the turn, or throwing again every unplaced die of the turn.
    Throw,
    /// Put one die showing `value` from the current throw on the leftmost empty square of `row`.
    Place { value: u8, row: u8 },
    /// End the turn; unplaced dice go back to the player's supply.
    #[default]
    Stop,
}

/// Most legal actions at once: 5 distinct values × 6 rows, throw and stop.
pub const MAX_ACTIONS: usize = 5 * ROWS + 2;

/// The legal actions, without allocation.
pub type ActionList = FixedList<Action, MAX_ACTIONS>;

impl GameState {
    /// Every legal action now, in a fixed order: placements by value then row, then throw, then stop.
    /// Empty at game over and at a chance node (see `is_chance`).
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        match self.phase {
            Phase::TurnStart => out.push(Action::Throw),
            Phase::Rolling | Phase::GameOver => {}
            Phase::Placing => {
                // Distinct thrown values (bit v), then for each the rows it fits (bit r), branch-free.
                let thrown = self.throw().iter().fold(0u8, |m, &v| m | 1 << v);
                let mut values = thrown;
                while values != 0 {
                    let v = values.trailing_zeros() as u8;
                    values &= values - 1;
                    let mut rows = 0u8;
                    for (r, row) in self.rows.iter().enumerate() {
                        rows |= ((row.accept_mask() >> v) & 1) << r;
                    }
                    while rows != 0 {
                        out.push(Action::Place { value: v, row: rows.trailing_zeros() as u8 });
                        rows &= rows - 1;
                    }
                }
                if self.placed_this_throw > 0 {
                    if self.throws < MAX_THROWS {
                        out.push(Action::Throw);
                    }
                    out.push(Action::Stop);
                }
            }
        }
    }

    /// `legal_actions_into` as a fresh list.
    pub fn legal_actions(&self) -> ActionList {
        let mut out = ActionList::default();
        self.legal_actions_into(&mut out);
        out
    }

    /// Whether `action` is legal now (same answer as membership in `legal_actions`).
    pub fn is_legal(&self, action: Action) -> bool {
        self.legal_actions().contains(&action)
    }
}

impl GameState {
    /// What placing `value` on `row` would settle for the mover, if it is legal and fills the row's
    /// last square: `Some(points)` gained on a yellow row, `Some(-paid)` on a black one (never more
    /// than the mover holds); `None` when it does not complete the row or is not legal now.
    pub fn settles(&self, value: u8, row: usize) -> Option<i32> {
        let r = self.rows.get(row)?;
        if self.check(Action::Place { value, row: row as u8 }).is_err() || r.empty() != 1 {
            return None;
        }
        let points = r.spec.points;
        Some(match r.spec.color {
            super::RowColor::Yellow => points as i32,
            super::RowColor::Black => -(points.min(self.players[self.current as usize].points) as i32),
        })
    }

    /// Whether any unplaced die of the current throw fits any row.
    pub fn any_fit(&self) -> bool {
        let thrown = self.throw().iter().fold(0u8, |m, &v| m | 1 << v);
        let accepted = self.rows.iter().fold(0u8, |m, r| m | r.accept_mask());
        thrown & accepted != 0
    }
}
