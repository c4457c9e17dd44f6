//! The die's render mesh: a cube with rounded edges and corners matching the physics collider
//! (a round cuboid), each face mapped to its cell of the face atlas, with tangents for the
//! normal map that sets the pips in.

use bevy::asset::RenderAssetUsages;
use bevy::math::{Vec2, Vec3};
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};

use super::face_art::cell;
use super::faces::FACES;

/// Segments across each rounded edge.
const BEVEL_SEGMENTS: usize = 4;

/// The face's tangent (atlas +u) and bitangent (atlas up) in the die's frame.
pub fn face_axes(normal: Vec3) -> (Vec3, Vec3) {
    let u = if normal.y.abs() > 0.5 { Vec3::X } else { Vec3::Y };
    (u, normal.cross(u))
}

/// Positions along one face's edge, in units of the half size: the bevel, the flat, the bevel.
fn stops(half: f32, radius: f32) -> Vec<f32> {
    let inner = half - radius;
    let mut out: Vec<f32> = (0..=BEVEL_SEGMENTS).map(|i| -half + radius * i as f32 / BEVEL_SEGMENTS as f32).collect();
    out.extend((0..=BEVEL_SEGMENTS).map(|i| inner + radius * i as f32 / BEVEL_SEGMENTS as f32));
    out
}

/// A rounded cube of edge `size` and edge radius `radius`, centred on the origin.
pub fn rounded_die(size: f32, radius: f32) -> Mesh {
    let half = size / 2.0;
    let radius = radius.clamp(0.0, half * 0.99);
    let inner = half - radius;
    let stops = stops(half, radius);
    let n = stops.len();
    let (mut positions, mut normals, mut uvs, mut tangents, mut indices) = (vec![], vec![], vec![], vec![], vec![]);
    for (value, normal) in FACES {
        let (u, bt) = face_axes(normal);
        let (cx, cy) = cell(value);
        let base = positions.len() as u32;
        for &b in &stops {
            for &a in &stops {
                let on_cube = normal * half + u * a + bt * b;
                let core = on_cube.clamp(Vec3::splat(-inner), Vec3::splat(inner));
                let out = (on_cube - core).normalize_or(normal);
                positions.push((core + out * radius).to_array());
                normals.push(out.to_array());
                // Tangent along the atlas' +u, made perpendicular to the rounded normal.
                let t = (u - out * u.dot(out)).normalize_or(u);
                tangents.push([t.x, t.y, t.z, 1.0]);
                let face_uv = Vec2::new(a / half + 1.0, 1.0 - b / half) / 2.0;
                uvs.push(((Vec2::new(cx as f32, cy as f32) + face_uv) / Vec2::new(3.0, 2.0)).to_array());
            }
        }
        for j in 0..n - 1 {
            for i in 0..n - 1 {
                let at = |i: usize, j: usize| base + (j * n + i) as u32;
                indices.extend([at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j), at(i + 1, j + 1), at(i, j + 1)]);
            }
        }
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
        .with_inserted_attribute(Mesh::ATTRIBUTE_TANGENT, tangents)
        .with_inserted_indices(Indices::U32(indices))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    fn floats3(mesh: &Mesh, attribute: bevy::mesh::MeshVertexAttribute) -> Vec<Vec3> {
        match mesh.attribute(attribute) {
            Some(VertexAttributeValues::Float32x3(v)) => v.iter().map(|&p| Vec3::from_array(p)).collect(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_mesh_is_the_collider_round_cuboid() {
        let (size, radius) = (0.016, 0.0015);
        let mesh = rounded_die(size, radius);
        let inner = size / 2.0 - radius;
        let positions = floats3(&mesh, Mesh::ATTRIBUTE_POSITION);
        let normals = floats3(&mesh, Mesh::ATTRIBUTE_NORMAL);
        for (p, n) in positions.iter().zip(&normals) {
            let core = p.clamp(Vec3::splat(-inner), Vec3::splat(inner));
            assert!(((*p - core).length() - radius).abs() < 1e-6, "{p:?} is off the rounded surface");
            assert!((n.length() - 1.0).abs() < 1e-5 && n.dot(*p - core) > 0.0, "normal {n:?} at {p:?}");
        }
        // Every triangle winds outward.
        let Some(Indices::U32(indices)) = mesh.indices() else { panic!() };
        for tri in indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|k| positions[tri[k] as usize]);
            let face_normal = (b - a).cross(c - a);
            if face_normal.length() > 1e-12 {
                assert!(face_normal.dot(a + b + c) > 0.0, "inward triangle at {a:?}");
            }
        }
    }

    #[test]
    fn each_face_samples_its_own_atlas_cell() {
        let mesh = rounded_die(0.016, 0.0015);
        let Some(VertexAttributeValues::Float32x2(uvs)) = mesh.attribute(Mesh::ATTRIBUTE_UV_0) else { panic!() };
        let normals = floats3(&mesh, Mesh::ATTRIBUTE_NORMAL);
        for (uv, n) in uvs.iter().zip(&normals) {
            let Some((value, _)) = FACES.iter().find(|(_, f)| f.dot(*n) > 0.99) else { continue };
            let (cx, cy) = cell(*value);
            let (x, y) = (uv[0] * 3.0 - cx as f32, uv[1] * 2.0 - cy as f32);
            assert!((-1e-5..=1.00001).contains(&x) && (-1e-5..=1.00001).contains(&y), "face {value}: {uv:?}");
        }
    }
}
