//! The greedy AI: takes yellow points it can complete now, avoids completing black rows and leaving
//! a valuable row one die short for the next seat, and stops by a simple threshold.

use crate::engine::Policy;
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, GameState, MAX_THROWS, RowColor};

/// Greedy's tuning (points are the game's points).
#[derive(Clone, Copy, Debug)]
pub struct GreedyAi {
    /// Throw again only while at least this many dice of the throw are unplaced.
    pub rethrow_min_dice: usize,
    /// Throw again only while fewer than this many throws were made this turn.
    pub rethrow_max_throws: u8,
    /// Worth of one die of progress on a yellow row (steers optional placements).
    pub yellow_progress: i32,
}

impl Default for GreedyAi {
    fn default() -> Self {
        GreedyAi { rethrow_min_dice: 3, rethrow_max_throws: MAX_THROWS, yellow_progress: 2 }
    }
}

impl GreedyAi {
    /// How good placing `value` on `row` is for the mover, in points.
    pub fn place_score(&self, state: &GameState, value: u8, row: usize) -> i32 {
        let r = &state.rows()[row];
        let points = r.spec.points as i32;
        let left = r.empty() - 1;
        let me = state.players()[state.current()].points as i32;
        match (r.spec.color, left) {
            (RowColor::Yellow, 0) => points,
            (RowColor::Black, 0) => -points.min(me),
            (RowColor::Yellow, 1) if !self.can_finish_after(state, value, row) => -points / 2,
            (RowColor::Yellow, _) => self.yellow_progress,
            // One short on a pay row: the next seat may be forced to complete it.
            (RowColor::Black, 1) => 1,
            (RowColor::Black, _) => -1,
        }
    }

    /// Whether another die of this throw would complete `row` once `value` is on it.
    fn can_finish_after(&self, state: &GameState, value: u8, row: usize) -> bool {
        let r = &state.rows()[row];
        let mut filled = [0u8; 5];
        let n = r.filled().len();
        filled[..n].copy_from_slice(r.filled());
        filled[n] = value;
        let mut skipped = false;
        state.throw().iter().any(|&v| {
            if v == value && !skipped {
                skipped = true;
                return false;
            }
            r.spec.fits(&filled[..=n], v)
        })
    }
}

impl Policy<RoyalCasino> for GreedyAi {
    fn name(&self) -> &'static str {
        "greedy"
    }

    fn choose(&mut self, state: &GameState, legal: &[Action]) -> Action {
        let mut best: Option<(i32, Action)> = None;
        let (mut can_throw, mut can_stop) = (false, false);
        for &a in legal.iter() {
            match a {
                Action::Place { value, row } => {
                    let s = self.place_score(state, value, row as usize);
                    if best.is_none_or(|(b, _)| s > b) {
                        best = Some((s, a));
                    }
                }
                Action::Throw => can_throw = true,
                Action::Stop => can_stop = true,
            }
        }
        match best {
            // Must place (no stop offered), or a placement that is worth it.
            Some((s, a)) if !can_stop || s > 0 => a,
            _ if can_throw
                && state.throw().len() >= self.rethrow_min_dice
                && state.throws() < self.rethrow_max_throws =>
            {
                Action::Throw
            }
            _ if can_stop => Action::Stop,
            _ => legal[0],
        }
    }
}
