//! Poker-chip meshes: a disc whose edge and rim carry stripes in a second colour (vertex colours),
//! so a chip's value reads from its colours at any angle.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Segments around a chip.
const SEGMENTS: usize = 48;
/// Where the striped rim of a chip's face starts, as a share of its radius.
const RIM_SHARE: f32 = 0.74;

/// A chip of `radius` and `height` (centred, axis +Y) in `body` colour with `stripes` stripes of
/// `stripe` colour across its edge and rim.
pub(crate) fn chip_mesh(radius: f32, height: f32, stripes: usize, body: Color, stripe: Color) -> Mesh {
    let (body, stripe) = (body.to_linear().to_f32_array(), stripe.to_linear().to_f32_array());
    let striped = |k: usize| (k * stripes * 2 / SEGMENTS) % 2 == 1;
    let (mut positions, mut normals, mut colours, mut indices): (
        Vec<[f32; 3]>,
        Vec<[f32; 3]>,
        Vec<[f32; 4]>,
        Vec<u32>,
    ) = (vec![], vec![], vec![], vec![]);
    let mut quad = |corners: [Vec3; 4], normal: [Vec3; 4], colour: [f32; 4]| {
        let base = positions.len() as u32;
        for (p, n) in corners.iter().zip(normal) {
            positions.push(p.to_array());
            normals.push(n.to_array());
            colours.push(colour);
        }
        indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    };
    let at = |k: usize, r: f32, y: f32| {
        let a = std::f32::consts::TAU * k as f32 / SEGMENTS as f32;
        Vec3::new(r * a.cos(), y, -r * a.sin())
    };
    let half = height / 2.0;
    for k in 0..SEGMENTS {
        let colour = if striped(k) { stripe } else { body };
        for (y, up) in [(half, Vec3::Y), (-half, Vec3::NEG_Y)] {
            // The centre (as a thin quad to the middle) and the rim segment; wound to face `up`.
            let (k0, k1) = if up.y > 0.0 { (k, k + 1) } else { (k + 1, k) };
            let (r_in, r) = (radius * RIM_SHARE, radius);
            quad([at(k0, 0.0, y), at(k0, r_in, y), at(k1, r_in, y), at(k1, 0.0, y)], [up; 4], body);
            quad([at(k0, r_in, y), at(k0, r, y), at(k1, r, y), at(k1, r_in, y)], [up; 4], colour);
        }
        let (n0, n1) = (at(k, 1.0, 0.0), at(k + 1, 1.0, 0.0));
        quad(
            [at(k, radius, -half), at(k + 1, radius, -half), at(k + 1, radius, half), at(k, radius, half)],
            [n0, n1, n1, n0],
            colour,
        );
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
        .with_inserted_indices(Indices::U32(indices))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    #[test]
    fn chips_wind_outward_and_carry_both_colours() {
        let mesh = chip_mesh(0.015, 0.005, 6, Color::WHITE, Color::BLACK);
        let Some(VertexAttributeValues::Float32x3(p)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else { panic!() };
        let Some(Indices::U32(indices)) = mesh.indices() else { panic!() };
        for tri in indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|k| Vec3::from_array(p[tri[k] as usize]));
            let n = (b - a).cross(c - a);
            if n.length() > 1e-12 {
                // Outward: away from the chip's centre line (caps) or its axis (edge).
                let centre = (a + b + c) / 3.0;
                let out = if n.normalize().y.abs() > 0.9 { Vec3::Y * centre.y } else { centre.with_y(0.0) };
                assert!(n.dot(out) > 0.0, "inward triangle at {centre:?}");
            }
        }
        let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR) else { panic!() };
        let dark = colours.iter().filter(|c| c[0] < 0.5).count();
        assert!(dark > 0 && dark < colours.len() / 2, "{dark} of {}", colours.len());
    }
}
