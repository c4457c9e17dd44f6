//! What Home Rows is played with: the board's rows and squares, the dice's colours (a row's colour
//! is its index), a die, and the two neighbours a seat takes from or trades with.

use serde::{Deserialize, Serialize};

/// Rows on the board, one per colour, in the order red, yellow, green, blue.
pub const ROWS: usize = 4;
/// Squares in a row.
pub const COLS: usize = 5;
/// A die and row colour; its index is the row whose colour it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    #[default]
    Red,
    Yellow,
    Green,
    Blue,
}

/// Every colour in row order.
pub const COLORS: [Color; ROWS] = [Color::Red, Color::Yellow, Color::Green, Color::Blue];

impl Color {
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Yellow => "yellow",
            Color::Green => "green",
            Color::Blue => "blue",
        }
    }
    pub fn parse(name: &str) -> Option<Color> {
        COLORS.into_iter().find(|c| c.name() == name)
    }
}

/// A die on the board or in the hand of the roller: its colour and the value it shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    pub color: Color,
    pub value: u8,
}

/// A neighbour: left is the next seat clockwise, right the previous.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    #[default]
    Left,
    Right,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Right => "right",
        }
    }
}
