//! Odds that one turn completes a row: exact for a seat throwing `dice` dice (≤5 throws) that
//! places on that row only, cached per row spec and fill. The leaves use it to price what a board
//! leaves for the next seat.

use std::collections::HashMap;

use crate::games::royal_casino::rules::{MAX_THROWS, Row, RowSpec};

type Key = (RowSpec, [u8; 5], u8, u8, u8);

/// The cache of completion odds (rows recur constantly, so this is filled within a few turns).
pub struct RowOdds {
    cache: HashMap<Key, f64>,
    outcomes: Vec<Vec<([u8; 5], f64)>>,
}

impl Default for RowOdds {
    fn default() -> Self {
        RowOdds { cache: HashMap::new(), outcomes: (0..=5).map(outcomes).collect() }
    }
}

impl RowOdds {
    /// Chance that a turn throwing `dice` dice completes `row` (1 when already full).
    pub fn complete(&mut self, row: &Row, dice: u8) -> f64 {
        self.complete_fill(&row.spec, row.filled(), dice)
    }

    /// The same for a row given by its spec and the values on it.
    pub fn complete_fill(&mut self, spec: &RowSpec, on_row: &[u8], dice: u8) -> f64 {
        let mut filled = [0u8; 5];
        filled[..on_row.len()].copy_from_slice(on_row);
        self.rec(spec, filled, on_row.len() as u8, dice.min(5), MAX_THROWS)
    }

    /// Before a throw of `d` dice with `t` throws left.
    fn rec(&mut self, spec: &RowSpec, filled: [u8; 5], len: u8, d: u8, t: u8) -> f64 {
        if len >= spec.len {
            return 1.0;
        }
        if t == 0 || d < spec.len - len {
            return 0.0;
        }
        let key = (*spec, filled, len, d, t);
        if let Some(&p) = self.cache.get(&key) {
            return p;
        }
        let mut sum = 0.0;
        for i in 0..self.outcomes[d as usize].len() {
            let (dice, p) = self.outcomes[d as usize][i];
            sum += p * self.place(spec, filled, len, &dice[..d as usize], false, t - 1);
        }
        self.cache.insert(key, sum);
        sum
    }

    /// Dice `rest` on the table: place one more on the row, throw the rest again, or give up.
    fn place(&mut self, spec: &RowSpec, filled: [u8; 5], len: u8, rest: &[u8], placed: bool, t: u8) -> f64 {
        if len >= spec.len {
            return 1.0;
        }
        let mut best: f64 = if placed { self.rec(spec, filled, len, rest.len() as u8, t) } else { 0.0 };
        let mut prev = 0;
        for (i, &v) in rest.iter().enumerate() {
            if v == prev || !spec.fits(&filled[..len as usize], v) {
                continue;
            }
            prev = v;
            let mut f = filled;
            f[len as usize] = v;
            let mut r = [0u8; 5];
            r[..i].copy_from_slice(&rest[..i]);
            r[i..rest.len() - 1].copy_from_slice(&rest[i + 1..]);
            best = best.max(self.place(spec, f, len + 1, &r[..rest.len() - 1], true, t));
            if best >= 1.0 {
                break;
            }
        }
        best
    }
}

/// Every distinct sorted outcome of throwing `n` dice (n = 0…5) with its probability.
pub fn outcomes(n: usize) -> Vec<([u8; 5], f64)> {
    fn rec(n: usize, from: u8, cur: &mut Vec<u8>, out: &mut Vec<([u8; 5], f64)>) {
        if cur.len() == n {
            let mut counts = [0u32; 7];
            cur.iter().for_each(|&v| counts[v as usize] += 1);
            let fact = |k: u32| (1..=k).product::<u32>() as f64;
            let ways = fact(n as u32) / counts.iter().map(|&c| fact(c)).product::<f64>();
            let mut dice = [0u8; 5];
            dice[..n].copy_from_slice(cur);
            out.push((dice, ways / 6f64.powi(n as i32)));
            return;
        }
        for v in from..=6 {
            cur.push(v);
            rec(n, v, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    rec(n, 1, &mut Vec::new(), &mut out);
    out
}
