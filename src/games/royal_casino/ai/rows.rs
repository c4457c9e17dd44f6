//! One row as a small state machine: every fill a row can reach from empty gets an index, with its
//! transitions by die value and the odds a turn of d dice completes it (for the search's leaves).

use super::rowodds::RowOdds;
use crate::games::royal_casino::rules::RowSpec;

/// No transition: the value does not fit.
pub const NO_FIT: u8 = u8::MAX;

pub struct RowMachine {
    pub spec: RowSpec,
    fills: Vec<([u8; 5], u8)>,
    next: Vec<[u8; 7]>,
    accept: Vec<u8>,
    odds: Vec<[f32; 6]>,
}

impl RowMachine {
    /// Enumerate the fills reachable from empty (at most 79, for the green/red row).
    pub fn new(spec: &RowSpec, odds: &mut RowOdds) -> Self {
        let mut m = RowMachine {
            spec: *spec,
            fills: vec![([0; 5], 0)],
            next: Vec::new(),
            accept: Vec::new(),
            odds: Vec::new(),
        };
        let mut i = 0;
        while i < m.fills.len() {
            let (filled, len) = m.fills[i];
            let on_row = &filled[..len as usize];
            let mut next = [NO_FIT; 7];
            for v in 1..=6u8 {
                if spec.fits(on_row, v) {
                    let mut f = filled;
                    f[len as usize] = v;
                    next[v as usize] = m.fills.len() as u8;
                    m.fills.push((f, len + 1));
                }
            }
            m.accept.push(spec.accept_mask(on_row));
            m.next.push(next);
            m.odds.push(std::array::from_fn(|d| odds.complete_fill(spec, on_row, d as u8) as f32));
            i += 1;
        }
        m
    }

    /// The index of the fill `filled` (a fill the row can hold).
    pub fn index_of(&self, filled: &[u8]) -> u8 {
        let mut s = 0u8;
        for &v in filled {
            s = self.next[s as usize][v as usize];
        }
        s
    }

    #[inline]
    pub fn next(&self, state: u8, v: u8) -> u8 {
        self.next[state as usize][v as usize]
    }

    #[inline]
    pub fn is_full(&self, state: u8) -> bool {
        self.fills[state as usize].1 == self.spec.len
    }

    /// Bit v set when value v fits.
    #[inline]
    pub fn accept(&self, state: u8) -> u8 {
        self.accept[state as usize]
    }

    /// Chance a turn of `dice` dice completes the row from this fill.
    #[inline]
    pub fn odds(&self, state: u8, dice: u8) -> f64 {
        f64::from(self.odds[state as usize][dice.min(5) as usize])
    }
}
