//! Where the seats' pieces stand on a tile (each present seat's house and tents round the tile's
//! middle, at the seat's own angle) and the room each takes: the map draws them there, and the
//! tile's printed words keep clear of them (a star value is never printed over a tent).

use bevy::prelude::*;

use super::piece_outline::OUTLINE_GROW;
use super::{HEX_R_M, seat_angle};
use crate::games::dice_settlers::rules::Placed;

/// A tent: a cone this wide (radius) and tall, on a dark footprint this wide, metres.
pub(crate) const TENT_R_M: f32 = 0.0072;
pub(crate) const TENT_H_M: f32 = 0.015;
pub(crate) const FOOTPRINT_R_M: f32 = 0.0088;
/// A house: a block this wide and tall under a four-sided roof this wide (radius) and tall, metres.
pub(crate) const HOUSE_W_M: f32 = 0.014;
pub(crate) const HOUSE_H_M: f32 = 0.010;
pub(crate) const ROOF_R_M: f32 = 0.011;
pub(crate) const ROOF_H_M: f32 = 0.009;
/// A seat's place lies this share of a tile's radius from its middle; its tents stand this far
/// apart across the place, and this much further out beside a house, metres.
const PLACE_SHARE: f32 = 0.42;
const TENT_PITCH_M: f32 = 0.0105;
const TENT_BESIDE_HOUSE_M: f32 = 0.014;
/// Most tents of a seat drawn on one tile.
const TENTS_DRAWN: u8 = 4;

/// What a seat piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PieceKind {
    Tent,
    House,
}

/// A seat piece on a tile: whose, what, and the middle of its base (in the frame of the tile's
/// top: +Y up, +Z toward the players).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct PiecePlace {
    pub(crate) seat: usize,
    pub(crate) kind: PieceKind,
    pub(crate) base: Vec3,
}

impl PiecePlace {
    /// Points round the piece's shape (its outline and footprint included), in the tile top's
    /// frame: the rim of its base and the top of its cone, or a house's corners and roof; what
    /// the camera shows of it lies within what these show.
    pub(crate) fn outline_points(&self) -> Vec<Vec3> {
        let round = |r: f32, y: f32, k: usize| {
            (0..k).map(move |i| {
                let a = std::f32::consts::TAU * i as f32 / k as f32;
                Vec3::new(a.cos() * r, y, a.sin() * r)
            })
        };
        let points: Vec<Vec3> = match self.kind {
            PieceKind::Tent => {
                let r = FOOTPRINT_R_M.max(TENT_R_M * OUTLINE_GROW);
                round(r, 0.0, 16).chain([Vec3::Y * TENT_H_M * (0.5 + OUTLINE_GROW / 2.0)]).collect()
            }
            PieceKind::House => {
                let half = HOUSE_W_M / 2.0 * OUTLINE_GROW * std::f32::consts::SQRT_2;
                let roof = ROOF_R_M * OUTLINE_GROW;
                let top = HOUSE_H_M + ROOF_H_M * (0.5 + OUTLINE_GROW / 2.0);
                round(half, 0.0, 8)
                    .chain(round(half, HOUSE_H_M, 8))
                    .chain(round(roof, HOUSE_H_M, 8))
                    .chain([Vec3::Y * top])
                    .collect()
            }
        };
        points.into_iter().map(|p| self.base + p).collect()
    }
}

/// The pieces standing on tile `p` of a game of `n` seats: each present seat's house at its place,
/// then its tents (four at most) in a little row across the place, outside the house if any.
pub(crate) fn pieces_on(p: &Placed, n: usize) -> Vec<PiecePlace> {
    let mut pieces = Vec::new();
    for seat in (0..n).filter(|&s| p.present(s)) {
        let angle = seat_angle(seat, n);
        let out = Vec3::new(angle.cos(), 0.0, angle.sin());
        let base = out * HEX_R_M * PLACE_SHARE;
        let house = p.house == Some(seat as u8);
        if house {
            pieces.push(PiecePlace { seat, kind: PieceKind::House, base });
        }
        let tents = p.tents[seat].min(TENTS_DRAWN);
        let across = Vec3::new(-angle.sin(), 0.0, angle.cos()) * TENT_PITCH_M;
        let beside = if house { out * TENT_BESIDE_HOUSE_M } else { Vec3::ZERO };
        for k in 0..tents {
            let at = base + beside + across * (f32::from(k) - (f32::from(tents) - 1.0) / 2.0);
            pieces.push(PiecePlace { seat, kind: PieceKind::Tent, base: at });
        }
    }
    pieces
}
