//! Actions and the legal-action list: the one place that says what may be done now.

use serde::{Deserialize, Serialize};

use super::error::HomeRowsError;
use super::pieces::{COLORS, COLS, Color, ROWS, Side};
use super::state::{HomeRowsState, Phase};
use crate::engine::FixedList;

/// A seat's decision. The value a rolled die shows is chance, supplied by `apply_chance`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Roll one held die of this colour.
    Roll { color: Color },
    /// Put the rolled die on an open square and take counters: from the pot while it has any
    /// (`from: None`); with the pot empty, from the named neighbour, who must hold a die; `None`
    /// again when neither neighbour holds one (ruling H5: nothing is taken).
    Place { row: u8, col: u8, from: Option<Side> },
    /// Give the rolled die to a neighbour, who pays its value − 1 counters (pot empty, trades on).
    Trade { to: Side },
}

impl Default for Action {
    /// A filler for fixed-capacity lists; never played by itself.
    fn default() -> Self {
        Action::Roll { color: Color::Red }
    }
}

/// Most legal actions at once: 20 squares × 2 neighbours, and 2 trades.
pub const MAX_ACTIONS: usize = ROWS * COLS * 2 + 2;

/// The legal actions, without allocation.
pub type ActionList = FixedList<Action, MAX_ACTIONS>;

impl HomeRowsState {
    /// The neighbours a placement may take from now: `[]` means from the pot or from nobody.
    pub(super) fn take_sides(&self) -> ([Side; 2], usize) {
        let mut sides = [Side::Left; 2];
        let mut len = 0;
        if self.pot == 0 {
            for side in [Side::Left, Side::Right] {
                if self.dice_held(self.neighbour(self.current(), side)) > 0 {
                    sides[len] = side;
                    len += 1;
                }
            }
        }
        (sides, len)
    }

    /// Every legal action now, in a fixed order: rolls by colour; placements by row, column, then
    /// left before right; trades left, right. Empty at the chance node and after game over.
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        match self.phase {
            Phase::Rolling | Phase::GameOver => {}
            Phase::TurnStart => {
                let hand = self.hands[self.current as usize];
                for c in COLORS {
                    if hand[c.index()] > 0 {
                        out.push(Action::Roll { color: c });
                    }
                }
            }
            Phase::Rolled => {
                let (sides, len) = self.take_sides();
                let trades = self.pot == 0 && self.trades_allowed;
                out.refill(|buf| {
                    let mut k = 0;
                    for (r, row) in self.board.iter().enumerate() {
                        for (c, square) in row.iter().enumerate() {
                            if square.is_some() {
                                continue;
                            }
                            let (row, col) = (r as u8, c as u8);
                            if len == 0 {
                                buf[k] = Action::Place { row, col, from: None };
                                k += 1;
                            }
                            for &side in &sides[..len] {
                                buf[k] = Action::Place { row, col, from: Some(side) };
                                k += 1;
                            }
                        }
                    }
                    if trades {
                        buf[k] = Action::Trade { to: Side::Left };
                        buf[k + 1] = Action::Trade { to: Side::Right };
                        k += 2;
                    }
                    k
                });
            }
        }
    }

    /// `legal_actions_into` as a fresh list.
    pub fn legal_actions(&self) -> ActionList {
        let mut out = ActionList::default();
        self.legal_actions_into(&mut out);
        out
    }

    /// Why `action` is not legal now, as a typed error; `Ok` when it is (the same answer as
    /// membership in `legal_actions`).
    pub fn check(&self, action: Action) -> Result<(), HomeRowsError> {
        match (self.phase, action) {
            (Phase::GameOver, _) => Err(HomeRowsError::GameOver),
            (Phase::Rolling, _) => Err(HomeRowsError::AwaitingDie),
            (Phase::TurnStart, Action::Roll { color }) if self.hands[self.current as usize][color.index()] == 0 => {
                Err(HomeRowsError::NoDieOfColor(color))
            }
            (Phase::TurnStart, Action::Roll { .. }) => Ok(()),
            (Phase::TurnStart, _) => Err(HomeRowsError::RollFirst),
            (Phase::Rolled, Action::Roll { .. }) => Err(HomeRowsError::AlreadyRolled),
            (Phase::Rolled, Action::Place { row, col, from }) => {
                if row as usize >= ROWS || col as usize >= COLS {
                    return Err(HomeRowsError::NoSuchSquare { row, col });
                }
                if self.board[row as usize][col as usize].is_some() {
                    return Err(HomeRowsError::SquareTaken { row, col });
                }
                let (sides, len) = self.take_sides();
                match from {
                    None if len > 0 => Err(HomeRowsError::FromRequired),
                    None => Ok(()),
                    Some(_) if self.pot > 0 => Err(HomeRowsError::PotNotEmpty),
                    Some(side) if !sides[..len].contains(&side) => Err(HomeRowsError::NeighbourHasNoDice(side)),
                    Some(_) => Ok(()),
                }
            }
            (Phase::Rolled, Action::Trade { .. }) if self.pot > 0 => Err(HomeRowsError::TradeWithPot),
            (Phase::Rolled, Action::Trade { .. }) if !self.trades_allowed => Err(HomeRowsError::TradesOff),
            (Phase::Rolled, Action::Trade { .. }) => Ok(()),
        }
    }
}
