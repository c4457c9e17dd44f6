//! Generated surface textures (no image files to license): felt with a woven fibre normal map,
//! wood with warped grain, leather with a pebbled normal map. Each tiles seamlessly.

use bevy::math::{Vec2, Vec3};

/// Pixels along a surface texture's side.
pub const SURFACE_PX: usize = 256;

/// A surface: sRGB colour and tangent-space normals, RGBA8, `SURFACE_PX` square.
pub struct Surface {
    pub colour: Vec<u8>,
    pub normal: Vec<u8>,
}

/// A lattice value 0–1 at integer point (x, y) of a grid `period` cells wide (wrapping).
fn lattice(x: i32, y: i32, period: i32, seed: u32) -> f32 {
    let (x, y) = (x.rem_euclid(period) as u32, y.rem_euclid(period) as u32);
    let mut h = x.wrapping_mul(0x8da6_b343) ^ y.wrapping_mul(0xd816_3841) ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0xffff) as f32 / 65535.0
}

/// Smooth value noise 0–1 at `p` (in cells), tiling every `period` cells.
fn noise(p: Vec2, period: i32, seed: u32) -> f32 {
    let (x0, y0) = (p.x.floor(), p.y.floor());
    let (fx, fy) = (p.x - x0, p.y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (x0, y0) = (x0 as i32, y0 as i32);
    let v = |dx, dy| lattice(x0 + dx, y0 + dy, period, seed);
    let top = v(0, 0) + (v(1, 0) - v(0, 0)) * sx;
    let bottom = v(0, 1) + (v(1, 1) - v(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// Noise summed over `octaves`, each twice as fine and half as strong; 0–1, tiling on the texture.
fn fractal(uv: Vec2, cells: i32, octaves: u32, seed: u32) -> f32 {
    let (mut sum, mut weight, mut total) = (0.0, 1.0, 0.0);
    for o in 0..octaves {
        let period = cells << o;
        sum += noise(uv * period as f32, period, seed + o) * weight;
        total += weight;
        weight *= 0.5;
    }
    sum / total
}

fn byte(v: f32) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// Colour from `colour(uv)` (sRGB) and normals from the slope of `height(uv)` (in texels, scaled
/// by `bumpiness`).
fn surface(colour: impl Fn(Vec2) -> Vec3, height: impl Fn(Vec2) -> f32, bumpiness: f32) -> Surface {
    let n = SURFACE_PX;
    let texel = 1.0 / n as f32;
    let mut heights = vec![0.0; n * n];
    let (mut colours, mut normals) = (vec![0u8; n * n * 4], vec![0u8; n * n * 4]);
    for y in 0..n {
        for x in 0..n {
            let uv = Vec2::new(x as f32 + 0.5, y as f32 + 0.5) * texel;
            heights[y * n + x] = height(uv);
            let c = colour(uv);
            colours[(y * n + x) * 4..][..4].copy_from_slice(&[byte(c.x), byte(c.y), byte(c.z), 255]);
        }
    }
    let h = |x: usize, y: usize| heights[(y % n) * n + x % n];
    for y in 0..n {
        for x in 0..n {
            let dx = (h(x + 1, y) - h(x + n - 1, y)) / 2.0;
            // Image rows run down; the normal map's y runs up.
            let dy = (h(x, y + n - 1) - h(x, y + 1)) / 2.0;
            let normal = Vec3::new(-dx * bumpiness, -dy * bumpiness, 1.0).normalize();
            normals[(y * n + x) * 4..][..4].copy_from_slice(&[
                byte(normal.x * 0.5 + 0.5),
                byte(normal.y * 0.5 + 0.5),
                byte(normal.z * 0.5 + 0.5),
                255,
            ]);
        }
    }
    Surface { colour: colours, normal: normals }
}

/// Billiard-cloth felt of sRGB `base`: fine fibres, faint mottling, a tight weave.
pub fn felt(base: Vec3) -> Surface {
    surface(
        |uv| base * (0.9 + 0.14 * fractal(uv, 8, 3, 11) + 0.06 * fractal(uv, 64, 2, 12)),
        |uv| {
            // A weave four texels across: finer aliases into moiré bands at a glancing angle.
            let weave = (uv.x * 64.0 * std::f32::consts::TAU).sin() * (uv.y * 64.0 * std::f32::consts::TAU).sin();
            0.15 * weave + 0.8 * fractal(uv, 32, 2, 13)
        },
        0.8,
    )
}

/// Wood of sRGB `light` and `dark` tones: fine growth rings running along u, gently warped,
/// with darker streaks.
pub fn wood(light: Vec3, dark: Vec3) -> Surface {
    let grain = |uv: Vec2| {
        // The warp changes slowly along the grain and a little across it.
        let warp = fractal(uv, 2, 3, 21) * 4.0;
        let rings = ((uv.y * 10.0 + warp) * std::f32::consts::TAU).sin() * 0.5 + 0.5;
        let streaks = fractal(Vec2::new(uv.x, uv.y), 4, 3, 22);
        let pores = fractal(uv, 64, 1, 23);
        (0.15 + rings.powf(4.0) * 0.45 + streaks * 0.3 + pores * 0.1).clamp(0.0, 1.0)
    };
    surface(|uv| light.lerp(dark, grain(uv)), |uv| grain(uv) * 0.8, 0.5)
}

/// Leather of sRGB `base`: a pebbled grain.
pub fn leather(base: Vec3) -> Surface {
    surface(
        |uv| base * (0.85 + 0.25 * fractal(uv, 6, 3, 31)),
        |uv| {
            let pebbles = fractal(uv, 48, 2, 32);
            (pebbles - 0.5).abs() * -6.0
        },
        0.7,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn noise_tiles_and_stays_in_range() {
        for i in 0..50 {
            let p = Vec2::new(i as f32 * 0.37, i as f32 * 0.91);
            let v = noise(p, 8, 1);
            assert!((0.0..=1.0).contains(&v));
            assert!((noise(p + Vec2::new(8.0, 0.0), 8, 1) - v).abs() < 1e-5);
            assert!(
                (fractal(Vec2::new(0.0, p.y / 10.0), 4, 3, 2) - fractal(Vec2::new(1.0, p.y / 10.0), 4, 3, 2)).abs()
                    < 1e-4
            );
        }
    }

    #[test]
    fn surfaces_vary_and_their_normals_face_out() {
        for s in [felt(Vec3::new(0.1, 0.4, 0.2)), wood(Vec3::new(0.6, 0.4, 0.2), Vec3::new(0.3, 0.15, 0.05))] {
            assert_eq!(s.colour.len(), SURFACE_PX * SURFACE_PX * 4);
            let greens: std::collections::BTreeSet<u8> = s.colour.chunks(4).map(|p| p[1]).collect();
            assert!(greens.len() > 8, "a flat colour: {} greens", greens.len());
            assert!(s.normal.chunks(4).all(|p| p[2] > 128), "a normal points into the surface");
        }
    }
}
