//! Dice Settlers' content as types: terrains, symbols, dice faces, tiles, technologies, the box.
//! The values live in `assets/games/dice-settlers/*.ron` (ruling S1); `load.rs` parses and validates them.

mod kinds;
mod lines;
pub mod load;

use serde::{Deserialize, Serialize};

pub use kinds::{COLORS, DieColor, Resource, SYMBOLS, Symbol, Terrain};
pub use load::{ContentError, content, parse_content};

/// One die colour in the box: how many, and its six faces (face i shows for value i + 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DieDef {
    pub color: DieColor,
    pub count: u8,
    pub faces: Vec<Symbol>,
}

/// What a tile gives the player who places it (explore or the starting draft).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bonus {
    #[default]
    Nothing,
    /// A die of the tile's terrain colour from the supply into the used area (if any is left).
    Die,
    /// One resource token.
    Resource(Resource),
    /// A second tent from the supply onto the tile.
    Tent,
    /// Score tokens worth this many points.
    Points(u8),
}

/// What a tile's factory makes when a player marks it (the free action).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Factory {
    /// Two tokens of a resource.
    Resource(Resource),
    /// Score tokens worth this many points.
    Points(u8),
}

/// One hex tile: nos. 1–7 are starting tiles, 8–40 the stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileDef {
    pub no: u8,
    pub terrain: Terrain,
    /// The star: first place scores `high`, second `low`.
    pub high: u8,
    pub low: u8,
    #[serde(default)]
    pub bonus: Bonus,
    /// Dice track +1 while the player has a tent or house here.
    #[serde(default)]
    pub lasting: bool,
    /// A symbol players present here may use once per round for an action.
    #[serde(default)]
    pub symbol: Option<Symbol>,
    #[serde(default)]
    pub factory: Option<Factory>,
}

/// A technology's seal colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seal {
    Yellow,
    Orange,
    Brown,
    Red,
    Blue,
    Green,
}

impl Seal {
    pub const ALL: [Seal; 6] = [Seal::Yellow, Seal::Orange, Seal::Brown, Seal::Red, Seal::Blue, Seal::Green];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        ["yellow", "orange", "brown", "red", "blue", "green"][self.index()]
    }
}

/// What owning a technology does besides its points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Points only.
    #[default]
    Nothing,
    /// One symbol of this kind each round (a marker on the card when used).
    Symbol(Symbol),
    /// Dice track +1.
    Track,
    /// At the end, this many points per house built.
    PerHouse(u8),
    /// At the end, this many points per tile of the terrain where the owner has a tent or house.
    PerTerrain(Terrain, u8),
}

/// One technology card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TechDef {
    pub id: String,
    pub name: String,
    pub seal: Seal,
    /// Research symbols to pay.
    pub research: u8,
    /// Resource tokens to pay (gold stands for any, S5).
    #[serde(default)]
    pub resources: Vec<Resource>,
    /// A terrain the researcher must occupy (a tent or house on a tile of it).
    #[serde(default)]
    pub terrain: Option<Terrain>,
    #[serde(default)]
    pub effect: Effect,
    pub points: u8,
}

/// The box's counts: pieces, the personal board, score tokens and the setup row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoxDef {
    /// Tiles nos. 1 to this are the starting tiles; the rest form the stack.
    pub starting_tiles: u8,
    pub houses_per_player: u8,
    pub tent_spaces: u8,
    pub dice_track_start: u8,
    /// Laid-out score tokens for 2, 3 and 4 players.
    pub score_tokens: Vec<u16>,
    /// The dice each bag starts with.
    pub bag: Vec<(DieColor, u8)>,
    /// Dice of each colour removed from the supply for 2, 3 and 4 players.
    pub supply_removed: Vec<u8>,
    /// Stack tiles removed for 2, 3 and 4 players: nos. from this one on (41: none).
    pub stack_removed_from: Vec<u8>,
    /// Technology cards dealt to the row, per seal.
    pub row: Vec<(Seal, u8)>,
    /// Points for 1, 2, 3, 4 and 5 houses.
    pub house_points: Vec<u8>,
}

/// All of Dice Settlers' content, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub dice: Vec<DieDef>,
    pub tiles: Vec<TileDef>,
    pub techs: Vec<TechDef>,
    pub box_def: BoxDef,
    /// Per symbol, the tiles showing it (a bit per tile number), for fast symbol counts.
    pub symbol_tiles: [u64; SYMBOLS],
}

impl Content {
    /// The tile with number `no` (tiles are stored in number order, 1-based).
    pub fn tile(&self, no: u8) -> &TileDef {
        &self.tiles[(no as usize).saturating_sub(1).min(self.tiles.len() - 1)]
    }
    /// The symbol a die of `color` shows for value 1–6.
    pub fn face(&self, color: DieColor, value: u8) -> Symbol {
        self.dice[color.index()].faces[(value.clamp(1, 6) - 1) as usize]
    }
    /// How many dice of each colour the box holds.
    pub fn dice_counts(&self) -> [u8; COLORS] {
        let mut n = [0; COLORS];
        for d in &self.dice {
            n[d.color.index()] = d.count;
        }
        n
    }
}
