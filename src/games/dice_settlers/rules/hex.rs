//! Hex positions in axial coordinates (q, r): the six neighbours, adjacency, a compact key.

use serde::{Deserialize, Serialize};

/// A hex on the map, axial coordinates; the first tile sits at (0, 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hex {
    pub q: i8,
    pub r: i8,
}

/// The six axial directions, clockwise from east.
pub const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl Hex {
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    pub fn new(q: i8, r: i8) -> Hex {
        Hex { q, r }
    }
    /// The six hexes sharing an edge with this one.
    pub fn neighbours(self) -> [Hex; 6] {
        DIRECTIONS.map(|(dq, dr)| Hex { q: self.q.saturating_add(dq), r: self.r.saturating_add(dr) })
    }
    /// Whether two hexes share an edge.
    pub fn touches(self, other: Hex) -> bool {
        let (dq, dr) = (other.q as i16 - self.q as i16, other.r as i16 - self.r as i16);
        DIRECTIONS.iter().any(|&(a, b)| a as i16 == dq && b as i16 == dr)
    }
    /// Steps between two hexes.
    pub fn distance(self, other: Hex) -> u16 {
        let (dq, dr) = (other.q as i16 - self.q as i16, other.r as i16 - self.r as i16);
        ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_neighbours_touch_and_are_one_step_away() {
        let h = Hex::new(2, -1);
        for n in h.neighbours() {
            assert!(h.touches(n) && n.touches(h));
            assert_eq!(h.distance(n), 1);
        }
        assert!(!h.touches(h));
        assert!(!h.touches(Hex::new(4, -1)));
        assert_eq!(Hex::ORIGIN.distance(Hex::new(2, -1)), 2);
    }
}
