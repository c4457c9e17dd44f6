//! Board faces: squares, rows, and the one rule that says whether a die fits a row.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

/// Rows on every face.
pub const ROWS: usize = 6;
/// The most squares in one row (the most dice one turn can place).
pub const MAX_ROW_LEN: usize = 5;

/// One square of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Square {
    /// Needs a die showing exactly these pips (1–6).
    Pip(u8),
    /// Yellow star: any value for the row's first die, then the same value.
    YellowStar,
    /// Black star: as the yellow star, in a pay row.
    BlackStar,
    /// Green star of the green/red row (three greens equal).
    GreenStar,
    /// Red star of the green/red row (two reds equal, differing from the greens).
    RedStar,
}

impl Square {
    /// The token used in face files and in the console state.
    pub fn token(self) -> &'static str {
        match self {
            Square::Pip(1) => "1",
            Square::Pip(2) => "2",
            Square::Pip(3) => "3",
            Square::Pip(4) => "4",
            Square::Pip(5) => "5",
            Square::Pip(_) => "6",
            Square::YellowStar => "Y*",
            Square::BlackStar => "B*",
            Square::GreenStar => "G*",
            Square::RedStar => "R*",
        }
    }
}

/// Gain row or pay row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RowColor {
    Yellow,
    Black,
}

/// One row of a face: colour, points and 1–5 squares filled left to right. Saved in the face-file
/// form (`"squares": "1 2 3"`), and checked again when loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "RowSpecRepr", try_from = "RowSpecRepr")]
pub struct RowSpec {
    pub color: RowColor,
    pub points: u32,
    pub len: u8,
    pub squares: [Square; MAX_ROW_LEN],
}

impl RowSpec {
    /// The row's squares (only the used ones).
    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }

    /// A row as the face files write it: its colour, points and squares (`"1 2 Y*"`), checked
    /// as a face file's rows are.
    pub fn parse(color: RowColor, points: u32, squares: &str) -> Result<RowSpec, String> {
        super::board_file::parse_row(color, i64::from(points), squares).map_err(|p| p.problem)
    }

    /// Whether this is the green/red row.
    pub fn is_green_red(&self) -> bool {
        self.squares[0] == Square::GreenStar
    }

    /// Whether a die showing `value` may go on this row's leftmost empty square, given the values
    /// already on the row (`filled`, left to right). This is the only place the square rules live.
    #[inline]
    pub fn fits(&self, filled: &[u8], value: u8) -> bool {
        let k = filled.len();
        if k >= self.len as usize {
            return false;
        }
        match self.squares[k] {
            Square::Pip(p) => value == p,
            // A star row's first die sets the value for every star of the row.
            Square::YellowStar | Square::BlackStar | Square::GreenStar => k == 0 || value == filled[0],
            // First red: anything but the green value; second red: the same as the first red.
            Square::RedStar if k == 3 => value != filled[0],
            Square::RedStar => value == filled[3],
        }
    }

    /// Bit set of the values (bit v for value v) that `fits` accepts after `filled`.
    pub fn accept_mask(&self, filled: &[u8]) -> u8 {
        (1..=6u8).filter(|&v| self.fits(filled, v)).fold(0, |m, v| m | 1 << v)
    }

    /// Why `value` does not fit (for error messages); `None` when it fits.
    pub fn misfit(&self, filled: &[u8], value: u8) -> Option<Misfit> {
        let k = filled.len();
        if k >= self.len as usize {
            return Some(Misfit::RowFull);
        }
        if self.fits(filled, value) {
            return None;
        }
        Some(match self.squares[k] {
            Square::Pip(p) => Misfit::NeedsPip(p),
            Square::RedStar if k == 3 => Misfit::RedMustDiffer(filled[0]),
            Square::RedStar => Misfit::SecondRedNeeds(filled[3]),
            _ => Misfit::StarNeeds(filled[0]),
        })
    }
}

/// Why a die does not fit a row (small and `Copy`, so errors cost nothing on the hot path).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Misfit {
    RowFull,
    NeedsPip(u8),
    RedMustDiffer(u8),
    SecondRedNeeds(u8),
    StarNeeds(u8),
}

impl std::fmt::Display for Misfit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Misfit::RowFull => write!(f, "that row is already full"),
            Misfit::NeedsPip(p) => write!(f, "its next square needs a {p}"),
            Misfit::RedMustDiffer(g) => write!(f, "the red stars must differ from the green value {g}"),
            Misfit::SecondRedNeeds(r) => write!(f, "its second red star needs a {r}, like the first"),
            Misfit::StarNeeds(v) => write!(f, "its stars need a {v}, the value of the row's first die"),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct RowSpecRepr {
    color: RowColor,
    points: u32,
    squares: String,
}

impl From<RowSpec> for RowSpecRepr {
    fn from(r: RowSpec) -> Self {
        let squares = r.squares().iter().map(|s| s.token()).collect::<Vec<_>>().join(" ");
        RowSpecRepr { color: r.color, points: r.points, squares }
    }
}

impl TryFrom<RowSpecRepr> for RowSpec {
    type Error = String;
    fn try_from(r: RowSpecRepr) -> Result<Self, String> {
        super::board_file::parse_row(r.color, r.points as i64, &r.squares).map_err(|p| p.problem)
    }
}

/// A board face: a name and six rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Face {
    /// File stem: `01a` … `08b` for the standard faces, any name for a user face.
    pub id: Arc<str>,
    pub name: Arc<str>,
    pub beginner: bool,
    pub rows: [RowSpec; ROWS],
}

impl Face {
    /// Squares on the whole face.
    pub fn square_count(&self) -> usize {
        self.rows.iter().map(|r| r.len as usize).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(squares: &[Square]) -> RowSpec {
        let mut s = [Square::Pip(1); MAX_ROW_LEN];
        s[..squares.len()].copy_from_slice(squares);
        RowSpec { color: RowColor::Yellow, points: 10, len: squares.len() as u8, squares: s }
    }

    #[test]
    fn rule_left_to_right_pips_need_exact_values() {
        let r = row(&[Square::Pip(1), Square::Pip(2), Square::Pip(3)]);
        assert!(r.fits(&[], 1));
        assert!(!r.fits(&[], 2), "a 2 cannot skip the empty 1 square");
        assert!(r.fits(&[1], 2));
        assert!(!r.fits(&[1, 2, 3], 3), "a full row takes nothing");
    }

    #[test]
    fn rule_star_rows_first_die_sets_value() {
        for star in [Square::YellowStar, Square::BlackStar] {
            let r = row(&[star, star, star]);
            for v in 1..=6 {
                assert!(r.fits(&[], v));
            }
            assert!(r.fits(&[4], 4) && !r.fits(&[4], 5));
            assert!(r.fits(&[4, 4], 4) && !r.fits(&[4, 4], 1));
        }
    }

    #[test]
    fn rule_green_red_three_equal_two_equal_differing() {
        use Square::{GreenStar as G, RedStar as R};
        let r = row(&[G, G, G, R, R]);
        assert!(r.fits(&[], 6));
        assert!(r.fits(&[6, 6], 6) && !r.fits(&[6, 6], 2));
        assert!(!r.fits(&[6, 6, 6], 6), "red must differ from green");
        assert!(r.fits(&[6, 6, 6], 2));
        assert!(r.fits(&[6, 6, 6, 2], 2) && !r.fits(&[6, 6, 6, 2], 3));
        assert!(r.misfit(&[6, 6, 6], 6).unwrap().to_string().contains("differ"));
    }
}
