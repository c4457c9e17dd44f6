//! What the Dice Settlers state tells beyond its fields: where a tile lies, what a seat occupies
//! and holds (tents, track, symbols by kind), its free technologies, and whether chance is due.

use super::hex::Hex;
use super::state::{DiceSettlersState, Die, Phase};
use crate::games::dice_settlers::content::{Effect, SYMBOLS, Symbol, Terrain};

impl DiceSettlersState {
    /// Index into `map` of tile `no`.
    pub fn tile_index(&self, no: u8) -> Option<usize> {
        self.map.iter().position(|p| p.no == no)
    }
    /// Index into `map` of the tile at `at`.
    pub fn tile_at(&self, at: Hex) -> Option<usize> {
        self.map.iter().position(|p| p.at == at)
    }
    /// Whether seat `s` has a tent or house on a tile of terrain `t`.
    pub fn occupies(&self, s: usize, t: Terrain) -> bool {
        self.map.iter().any(|p| p.present(s) && self.c().tile(p.no).terrain == t)
    }
    /// Tents of seat `s` on the map.
    pub fn tents_on_map(&self, s: usize) -> u32 {
        self.map.iter().map(|p| p.tents[s] as u32).sum()
    }
    /// Dice seat `s` draws in the roll phase: the track plus lasting tiles and track cards.
    pub fn track(&self, s: usize) -> u8 {
        let c = self.c();
        let tiles = self.map.iter().filter(|p| p.present(s) && c.tile(p.no).lasting).count() as u8;
        let cards = (0..c.techs.len()).filter(|&i| self.seats[s].owns(i) && c.techs[i].effect == Effect::Track).count();
        c.box_def.dice_track_start + tiles + cards as u8
    }
    /// Symbols of kind `k` seat `s` can spend now: unmarked tiles it is on, unmarked cards it
    /// owns, and its rolled dice.
    pub fn symbols(&self, s: usize, k: Symbol) -> u8 {
        let (c, seat) = (self.c(), &self.seats[s]);
        let mut n = 0u8;
        let tiles = c.symbol_tiles[k.index()] & !seat.tile_marks;
        if tiles != 0 {
            n += self.map.iter().filter(|p| tiles & (1 << p.no) != 0 && p.present(s)).count() as u8;
        }
        let mut cards = seat.techs & !seat.card_marks;
        while cards != 0 {
            let i = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            n += u8::from(c.techs[i].effect == Effect::Symbol(k));
        }
        let faces = |d: &Die| d.value > 0 && c.dice[d.color.index()].faces[d.value as usize - 1] == k;
        n + seat.rolled.iter().filter(|d| faces(d)).count() as u8
    }
    /// The first unused card of seat `s` whose effect is `effect`.
    pub fn free_card(&self, s: usize, effect: Effect) -> Option<usize> {
        let seat = &self.seats[s];
        let mut cards = seat.techs & !seat.card_marks;
        while cards != 0 {
            let i = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            if self.c().techs[i].effect == effect {
                return Some(i);
            }
        }
        None
    }
    /// Whether a draw or roll is waiting for its outcome (cheaper than building `chance()`).
    pub fn at_chance(&self) -> bool {
        self.draw.is_some()
            || (self.phase == Phase::Roll && self.seats[self.current()].rolled.iter().any(|d| d.value == 0))
    }
    /// Every symbol count of seat `s` at once (one pass over its dice, tiles and cards).
    pub fn symbol_counts(&self, s: usize) -> [u8; SYMBOLS] {
        let (c, seat) = (self.c(), &self.seats[s]);
        let mut n = [0u8; SYMBOLS];
        for d in seat.rolled.iter().filter(|d| d.value > 0) {
            n[c.dice[d.color.index()].faces[d.value as usize - 1].index()] += 1;
        }
        let mut cards = seat.techs & !seat.card_marks;
        while cards != 0 {
            let i = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            if let Effect::Symbol(k) = c.techs[i].effect {
                n[k.index()] += 1;
            }
        }
        for p in self.map.iter().filter(|p| seat.tile_marks & (1 << p.no) == 0 && p.present(s)) {
            if let Some(k) = c.tile(p.no).symbol {
                n[k.index()] += 1;
            }
        }
        n
    }
    /// Resource symbols seat `s` can harvest (dice, tiles and cards showing a resource).
    pub fn resource_symbols(&self, s: usize) -> u8 {
        [Symbol::Gold, Symbol::Iron, Symbol::Wood, Symbol::Food].iter().map(|&k| self.symbols(s, k)).sum()
    }
}
