//! Seat pieces stand out on every terrain: each tent and house on a tile wears a dark outline (an
//! inverted hull: its own shape a little larger, only the inside drawn, unlit) and stands on a
//! dark footprint of the same colour. A seat colour close to a terrain's (vermillion on the hills)
//! is then still edged in a colour that keeps WCAG's 3:1 against every terrain and every seat
//! colour (the tests check each pair).

use bevy::prelude::*;
use bevy::render::render_resource::Face;

/// The outline's and the footprint's colour, sRGB: near black.
pub(crate) const OUTLINE_RGB: [u8; 3] = [20, 15, 13];
/// An outline is its piece's shape grown by this factor about the piece's middle.
pub(crate) const OUTLINE_GROW: f32 = 1.22;

/// The material of the outlines: unlit near black, drawn from the inside (front faces culled).
pub(crate) fn outline_material(materials: &mut Assets<StandardMaterial>) -> Handle<StandardMaterial> {
    let [r, g, b] = OUTLINE_RGB;
    materials.add(StandardMaterial {
        base_color: Color::srgb_u8(r, g, b),
        unlit: true,
        cull_mode: Some(Face::Front),
        ..default()
    })
}

/// A seat piece of `mesh` in `material` at `transform`, with its outline as a child.
pub(crate) fn outlined(
    mesh: &Handle<Mesh>,
    material: &Handle<StandardMaterial>,
    outline: &Handle<StandardMaterial>,
    transform: Transform,
) -> impl Bundle {
    (
        Mesh3d(mesh.clone()),
        MeshMaterial3d(material.clone()),
        transform,
        children![(
            Mesh3d(mesh.clone()),
            MeshMaterial3d(outline.clone()),
            Transform::from_scale(Vec3::splat(OUTLINE_GROW))
        )],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dice_settlers::content::Terrain;
    use crate::games::dice_settlers::table::view::terrain_rgb;
    use crate::table::seats::PALETTE;

    /// The relative luminance of an sRGB colour (WCAG 2).
    fn relative_luminance(rgb: [u8; 3]) -> f32 {
        let [r, g, b] = rgb.map(|c| {
            let c = f32::from(c) / 255.0;
            if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        });
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// WCAG's contrast ratio of two sRGB colours (1 to 21).
    fn contrast_ratio(a: [u8; 3], b: [u8; 3]) -> f32 {
        let (la, lb) = (relative_luminance(a), relative_luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// The least contrast a piece's edge keeps against what it stands on (WCAG's for graphics).
    const LEAST_CONTRAST: f32 = 3.0;

    #[test]
    fn every_seat_piece_keeps_3_to_1_against_every_terrain() {
        assert!((contrast_ratio([255, 255, 255], [0, 0, 0]) - 21.0).abs() < 0.01, "WCAG's scale");
        let own = crate::table::table_game::every_game().flat_map(|g| g.seat_colors.iter().copied());
        let seats: Vec<[u8; 3]> = PALETTE.iter().map(|p| p.0).chain(own).collect();
        for seat in seats {
            // The piece against its outline, and its outline against every terrain.
            let edge = OUTLINE_RGB;
            let inside = contrast_ratio(seat, edge);
            assert!(inside >= LEAST_CONTRAST, "seat {seat:?} on its outline: {inside:.2}");
            for terrain in Terrain::ALL {
                let ground = terrain_rgb(terrain);
                let outside = contrast_ratio(edge, ground);
                assert!(outside >= LEAST_CONTRAST, "seat {seat:?} on {terrain:?}: {outside:.2}");
            }
        }
        // Without the outline a seat colour can melt into a terrain: vermillion on the hills.
        assert!(contrast_ratio(PALETTE[0].0, terrain_rgb(Terrain::Hills)) < LEAST_CONTRAST);
    }
}
