//! What Dice Settlers' pieces are made of: terrains, die colours, resources and the symbols on
//! dice faces, with their names in the content files.

use serde::{Deserialize, Serialize};

/// A tile's terrain; each has a die colour (grassland yellow, forest green, hills brown, mountain
/// blue, desert red).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Grassland,
    Forest,
    Hills,
    Mountain,
    Desert,
}

impl Terrain {
    pub const ALL: [Terrain; 5] =
        [Terrain::Grassland, Terrain::Forest, Terrain::Hills, Terrain::Mountain, Terrain::Desert];
    pub fn index(self) -> usize {
        self as usize
    }
    /// The colour of this terrain's dice.
    pub fn die(self) -> DieColor {
        DieColor::ALL[self.index() + 1]
    }
    pub fn name(self) -> &'static str {
        ["grassland", "forest", "hills", "mountain", "desert"][self.index()]
    }
    pub fn parse(s: &str) -> Option<Terrain> {
        Terrain::ALL.into_iter().find(|t| t.name() == s)
    }
}

/// A die's body colour: white (the starting dice) or a terrain's colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DieColor {
    #[default]
    White,
    Yellow,
    Green,
    Brown,
    Blue,
    Red,
}

/// How many die colours there are.
pub const COLORS: usize = 6;

impl DieColor {
    pub const ALL: [DieColor; COLORS] =
        [DieColor::White, DieColor::Yellow, DieColor::Green, DieColor::Brown, DieColor::Blue, DieColor::Red];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        ["white", "yellow", "green", "brown", "blue", "red"][self.index()]
    }
    pub fn parse(s: &str) -> Option<DieColor> {
        DieColor::ALL.into_iter().find(|c| c.name() == s)
    }
    /// The terrain whose dice have this colour (`None` for white).
    pub fn terrain(self) -> Option<Terrain> {
        (self != DieColor::White).then(|| Terrain::ALL[self.index() - 1])
    }
}

/// A resource (tokens and die faces); gold stands for any one resource when paying (S5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Resource {
    Gold,
    Iron,
    Wood,
    Food,
}

impl Resource {
    pub const ALL: [Resource; 4] = [Resource::Gold, Resource::Iron, Resource::Wood, Resource::Food];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        ["gold", "iron", "wood", "food"][self.index()]
    }
    pub fn parse(s: &str) -> Option<Resource> {
        Resource::ALL.into_iter().find(|r| r.name() == s)
    }
}

/// A symbol on a die face, a tile or a card: the six action symbols, the navigator, a resource.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symbol {
    #[default]
    Recruit,
    Explore,
    Deploy,
    Raid,
    Research,
    Trade,
    Navigator,
    Gold,
    Iron,
    Wood,
    Food,
}

/// How many symbols there are.
pub const SYMBOLS: usize = 11;

impl Symbol {
    pub const ALL: [Symbol; SYMBOLS] = [
        Symbol::Recruit,
        Symbol::Explore,
        Symbol::Deploy,
        Symbol::Raid,
        Symbol::Research,
        Symbol::Trade,
        Symbol::Navigator,
        Symbol::Gold,
        Symbol::Iron,
        Symbol::Wood,
        Symbol::Food,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        ["recruit", "explore", "deploy", "raid", "research", "trade", "navigator", "gold", "iron", "wood", "food"]
            [self.index()]
    }
    pub fn parse(s: &str) -> Option<Symbol> {
        Symbol::ALL.into_iter().find(|x| x.name() == s)
    }
    /// The resource this symbol shows, if it is one.
    pub fn resource(self) -> Option<Resource> {
        match self {
            Symbol::Gold => Some(Resource::Gold),
            Symbol::Iron => Some(Resource::Iron),
            Symbol::Wood => Some(Resource::Wood),
            Symbol::Food => Some(Resource::Food),
            _ => None,
        }
    }
}
