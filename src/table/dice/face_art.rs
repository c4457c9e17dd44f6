//! Draws a die look's six faces into an atlas (3 × 2 cells): a colour image (body with inked
//! hollows, anti-aliased) and a normal map that sets the hollows into the face, each with mips.

use bevy::math::Vec3;

use super::look::{DiceLook, Mark};

/// Pixels along one face's cell.
pub const CELL_PX: usize = 128;
/// Atlas size in pixels: three faces across, two down.
pub const ATLAS_PX: (usize, usize) = (3 * CELL_PX, 2 * CELL_PX);
/// Depth of a hollow, in face units (a face spans 2): about 0.8 mm on a 16 mm die.
const HOLLOW_DEPTH: f32 = 0.1;
/// Width of a symbol's sloped wall, in face units.
const WALL_WIDTH: f32 = 0.07;
/// How dark the bottom of a hollow is made (it sees less of the room), 0–1.
const HOLLOW_SHADE: f32 = 0.25;

/// The atlas cell (column, row) of the face showing `value` (1–6).
pub fn cell(value: u8) -> (usize, usize) {
    let i = usize::from(value.clamp(1, 6)) - 1;
    (i % 3, i / 3)
}

/// RGBA8 images, mip level 0 first (each level half the previous).
#[derive(Debug, Clone)]
pub struct Atlas {
    /// sRGB colour.
    pub colour: Vec<Vec<u8>>,
    /// Tangent-space normals (x right, y up the face), linear.
    pub normal: Vec<Vec<u8>>,
}

/// Signed distance (negative inside) and height (≤ 0) of a mark at face point (x, y).
fn mark_at(mark: &Mark, x: f32, y: f32) -> (f32, f32) {
    match mark {
        Mark::Disc { x: cx, y: cy, r } => {
            let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
            let t = (1.0 - (d / r).powi(2)).max(0.0);
            (d - r, -HOLLOW_DEPTH * t.sqrt())
        }
        Mark::Polygon(points) => {
            let sdf = polygon_sdf(points, x, y);
            let t = (-sdf / WALL_WIDTH).clamp(0.0, 1.0);
            (sdf, -HOLLOW_DEPTH * t * t * (3.0 - 2.0 * t))
        }
    }
}

/// Signed distance to a simple polygon (negative inside, even-odd rule).
fn polygon_sdf(points: &[(f32, f32)], x: f32, y: f32) -> f32 {
    let mut best = f32::MAX;
    let mut inside = false;
    for (i, &(ax, ay)) in points.iter().enumerate() {
        let (bx, by) = points[(i + 1) % points.len()];
        let (ex, ey, wx, wy) = (bx - ax, by - ay, x - ax, y - ay);
        let t = ((wx * ex + wy * ey) / (ex * ex + ey * ey).max(1e-12)).clamp(0.0, 1.0);
        best = best.min((wx - ex * t).powi(2) + (wy - ey * t).powi(2));
        if (ay > y) != (by > y) && x < ax + (y - ay) / (by - ay) * ex {
            inside = !inside;
        }
    }
    if inside { -best.sqrt() } else { best.sqrt() }
}

/// Distance and height of a whole face at (x, y): the nearest mark and the deepest hollow.
fn face_at(marks: &[Mark], x: f32, y: f32) -> (f32, f32) {
    marks.iter().map(|m| mark_at(m, x, y)).fold((f32::MAX, 0.0), |(d, h), (md, mh)| (d.min(md), h.min(mh)))
}

fn srgb_to_linear(c: f32) -> f32 {
    if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
}

fn linear_to_srgb(c: f32) -> f32 {
    if c <= 0.0031308 { c * 12.92 } else { 1.055 * c.powf(1.0 / 2.4) - 0.055 }
}

fn byte(v: f32) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// The marks of one face as a mask, `size` pixels square, row 0 at the top: each pixel's ink
/// coverage 0–255, anti-aliased as on the die (the same drawing, for an icon beside words).
pub fn mark_mask(marks: &[Mark], size: usize) -> Vec<u8> {
    let px = 2.0 / size as f32;
    (0..size * size)
        .map(|i| {
            let x = ((i % size) as f32 + 0.5) * px - 1.0;
            let y = 1.0 - ((i / size) as f32 + 0.5) * px;
            byte(0.5 - face_at(marks, x, y).0 / px)
        })
        .collect()
}

/// Draw the six faces of `look`.
pub fn draw_atlas(look: &DiceLook) -> Atlas {
    let (w, h) = ATLAS_PX;
    let mut colour = vec![0u8; w * h * 4];
    let mut normal = vec![0u8; w * h * 4];
    let px = 2.0 / CELL_PX as f32;
    let body = Vec3::new(look.body.0, look.body.1, look.body.2).map(srgb_to_linear);
    let ink = Vec3::new(look.ink.0, look.ink.1, look.ink.2).map(srgb_to_linear);
    for value in 1..=6u8 {
        let marks = look.marks(value);
        let (cx, cy) = cell(value);
        for py in 0..CELL_PX {
            for qx in 0..CELL_PX {
                let x = (qx as f32 + 0.5) * px - 1.0;
                let y = 1.0 - (py as f32 + 0.5) * px;
                let (sdf, height) = face_at(&marks, x, y);
                let coverage = (0.5 - sdf / px).clamp(0.0, 1.0);
                let shade = 1.0 - HOLLOW_SHADE * (-height / HOLLOW_DEPTH);
                let c = body.lerp(ink, coverage) * shade;
                // Slope by central differences, in face units.
                let dx = (face_at(&marks, x + px, y).1 - face_at(&marks, x - px, y).1) / (2.0 * px);
                let dy = (face_at(&marks, x, y + px).1 - face_at(&marks, x, y - px).1) / (2.0 * px);
                let n = Vec3::new(-dx, -dy, 1.0).normalize();
                let at = ((cy * CELL_PX + py) * w + cx * CELL_PX + qx) * 4;
                colour[at..at + 4].copy_from_slice(&[
                    byte(linear_to_srgb(c.x)),
                    byte(linear_to_srgb(c.y)),
                    byte(linear_to_srgb(c.z)),
                    255,
                ]);
                normal[at..at + 4].copy_from_slice(&[
                    byte(n.x * 0.5 + 0.5),
                    byte(n.y * 0.5 + 0.5),
                    byte(n.z * 0.5 + 0.5),
                    255,
                ]);
            }
        }
    }
    Atlas { colour: mips(colour, w, h, false), normal: mips(normal, w, h, true) }
}

/// Level 0 and its halvings (2 × 2 box filter) while both sides stay whole.
pub(super) fn mips(level0: Vec<u8>, mut w: usize, mut h: usize, normals: bool) -> Vec<Vec<u8>> {
    let mut levels = vec![level0];
    while w.is_multiple_of(2) && h.is_multiple_of(2) && w > 2 {
        let prev = levels.last().expect("level 0 exists");
        let (nw, nh) = (w / 2, h / 2);
        let mut next = vec![0u8; nw * nh * 4];
        for y in 0..nh {
            for x in 0..nw {
                let mut sum = [0f32; 4];
                for (sx, sy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let at = ((2 * y + sy) * w + 2 * x + sx) * 4;
                    for (c, s) in sum.iter_mut().enumerate() {
                        *s += prev[at + c] as f32 / 255.0 / 4.0;
                    }
                }
                if normals {
                    let n = Vec3::new(sum[0] * 2.0 - 1.0, sum[1] * 2.0 - 1.0, sum[2] * 2.0 - 1.0).normalize_or(Vec3::Z);
                    sum[..3].copy_from_slice(&[n.x * 0.5 + 0.5, n.y * 0.5 + 0.5, n.z * 0.5 + 0.5]);
                }
                let at = (y * nw + x) * 4;
                for c in 0..4 {
                    next[at + c] = byte(sum[c]);
                }
            }
        }
        levels.push(next);
        (w, h) = (nw, nh);
    }
    levels
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::dice::look::standard_looks;

    fn pixel(image: &[u8], value: u8, x: f32, y: f32) -> [u8; 4] {
        let (cx, cy) = cell(value);
        let qx = ((x + 1.0) / 2.0 * CELL_PX as f32) as usize;
        let py = ((1.0 - y) / 2.0 * CELL_PX as f32) as usize;
        let at = ((cy * CELL_PX + py) * ATLAS_PX.0 + cx * CELL_PX + qx) * 4;
        image[at..at + 4].try_into().unwrap()
    }

    #[test]
    fn pips_are_inked_and_set_in_where_the_layout_puts_them() {
        let ivory = &standard_looks().unwrap()[0];
        let atlas = draw_atlas(ivory);
        let (colour, normal) = (&atlas.colour[0], &atlas.normal[0]);
        assert_eq!(colour.len(), ATLAS_PX.0 * ATLAS_PX.1 * 4);
        // The one's centre is ink; the five's centre is ink too; the four's is body.
        assert!(pixel(colour, 1, 0.0, 0.0)[0] < 40);
        assert!(pixel(colour, 5, 0.0, 0.0)[0] < 40);
        assert!(pixel(colour, 4, 0.0, 0.0)[0] > 200);
        // Flat body faces straight out; the left wall of a hollow faces right (into the hollow).
        assert_eq!(&pixel(normal, 4, 0.0, 0.0)[..3], &[128, 128, 255]);
        let r = 0.17 * 1.4;
        assert!(pixel(normal, 1, -r * 0.9, 0.0)[0] > 160, "{:?}", pixel(normal, 1, -r * 0.9, 0.0));
        assert!(pixel(normal, 1, 0.0, r * 0.9)[1] < 96, "the top wall faces down");
        // Mips halve down to 3 × 2.
        assert_eq!(atlas.colour.len(), 8);
        assert_eq!(atlas.colour.last().unwrap().len(), 3 * 2 * 4);
    }

    #[test]
    fn polygon_distance_is_signed() {
        let square = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)];
        assert!((polygon_sdf(&square, 0.0, 0.0) + 0.5).abs() < 1e-6);
        assert!((polygon_sdf(&square, 1.0, 0.0) - 0.5).abs() < 1e-6);
    }
}
