//! The stored strategy's binary format and the bundled file. The file is [`MAGIC`], then for each
//! round its opener's and other seat's dice (one byte each) and, for each seat (the opener first),
//! its number of information sets (u32, little-endian) and each one's key (u32) followed by one
//! byte per move of its window ([`window`] after the key's standing bid): the move's chance in
//! 255ths. Information sets the training rarely reached are not stored (the expert falls back to
//! its search there).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::abstraction::{Config, MAX_DICE, Move, key_last, window};

/// The file's first bytes (format version 1).
pub const MAGIC: &[u8; 5] = b"LDIR1";
/// The stored file, from the crate's root.
pub const FILE: &str = "assets/games/liars-dice/expert/heads-up-ir.bin";
/// A stored chance's unit: a byte's 255ths.
pub const CHANCE_UNITS: f64 = 255.0;

/// One round's stored strategy: per seat, key → the chances in 255ths of its window's moves.
pub struct RoundTable {
    pub config: Config,
    pub seats: [HashMap<u32, Vec<u8>>; 2],
}

impl RoundTable {
    /// The moves and chances stored for seat `player` at `key`, if stored.
    pub fn moves(&self, player: usize, key: u32) -> Option<Vec<(Move, f64)>> {
        let bytes = self.seats[player].get(&key)?;
        let w = window(key_last(self.config, key), self.config.total());
        let total: f64 = bytes.iter().map(|&b| f64::from(b)).sum();
        Some(w.as_slice().iter().zip(bytes).map(|(&m, &b)| (m, f64::from(b) / total)).collect())
    }
}

/// A strategy's chances as bytes that sum to about [`CHANCE_UNITS`] (at least one nonzero).
pub fn quantize(chances: &[f64]) -> Vec<u8> {
    let total: f64 = chances.iter().sum();
    let mut out: Vec<u8> = chances.iter().map(|p| (p / total * CHANCE_UNITS).round() as u8).collect();
    if out.iter().all(|&b| b == 0) {
        let best = chances.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).map_or(0, |(i, _)| i);
        out[best] = 1;
    }
    out
}

/// Writes the rounds' tables in the format above.
pub fn write(tables: &[RoundTable]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    for t in tables {
        out.extend([t.config.opener, t.config.other]);
        for seat in &t.seats {
            out.extend((seat.len() as u32).to_le_bytes());
            let mut keys: Vec<&u32> = seat.keys().collect();
            keys.sort();
            for k in keys {
                out.extend(k.to_le_bytes());
                out.extend(&seat[k]);
            }
        }
    }
    out
}

/// Reads bytes written by [`write`]; an error says where they stop making sense.
pub fn read(bytes: &[u8]) -> Result<Vec<RoundTable>, String> {
    let rest = bytes.strip_prefix(&MAGIC[..]).ok_or("not a strategy file (no LDIR1 header)")?;
    let mut at = 0usize;
    let mut take = |n: usize| -> Result<&[u8], String> {
        let slice = rest.get(at..at + n).ok_or(format!("cut short at byte {}", at + MAGIC.len()))?;
        at += n;
        Ok(slice)
    };
    let mut tables = Vec::new();
    while let Ok(dice) = take(2) {
        let config = Config { opener: dice[0], other: dice[1] };
        if !(1..=MAX_DICE).contains(&config.opener) || !(1..=MAX_DICE).contains(&config.other) {
            return Err(format!("a round of {}v{} dice", config.opener, config.other));
        }
        let mut seats = [HashMap::new(), HashMap::new()];
        for (p, seat) in seats.iter_mut().enumerate() {
            let hands = super::hand_index().hands[usize::from(config.dice(p))].len() as u32;
            let n = u32::from_le_bytes(take(4)?.try_into().expect("four bytes"));
            for _ in 0..n {
                let k = u32::from_le_bytes(take(4)?.try_into().expect("four bytes"));
                if k / config.bid_slots() / config.bid_slots() >= hands {
                    return Err(format!("round {}v{}: key {k} out of range", config.opener, config.other));
                }
                let moves = window(key_last(config, k), config.total()).len();
                seat.insert(k, take(moves)?.to_vec());
            }
        }
        tables.push(RoundTable { config, seats });
    }
    Ok(tables)
}

/// The bundled strategy, read on first use (empty if the file is not there yet).
pub fn bundled() -> &'static [RoundTable] {
    static LOADED: OnceLock<Vec<RoundTable>> = OnceLock::new();
    const BYTES: &[u8] =
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/liars-dice/expert/heads-up-ir.bin"));
    LOADED.get_or_init(|| read(BYTES).unwrap_or_else(|e| panic!("bad strategy file {FILE}: {e}")))
}
