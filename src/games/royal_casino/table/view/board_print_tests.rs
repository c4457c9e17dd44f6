//! Tests of the printed board faces: marks sampled where the table puts them, name and beginner mark.

use super::*;
use crate::games::royal_casino::rules::board_file::standard_set;

/// The colour of the `w` × `h` print `rgba` at table point `p`.
fn sample(rgba: &[u8], w: usize, h: usize, p: Vec3) -> [u8; 3] {
    let (centre, half) = layout::board_plate();
    let x = ((p.x - centre.x + half.x) / (half.x * 2.0) * w as f32) as usize;
    let y = ((p.z - centre.z + half.y) / (half.y * 2.0) * h as f32) as usize;
    let at = (y * w + x) * 4;
    [rgba[at], rgba[at + 1], rgba[at + 2]]
}

fn near(a: [u8; 3], b: Ink, tolerance: i32) -> bool {
    let b = b.to_rgba8();
    a.iter().zip([b.r, b.g, b.b]).all(|(&x, y)| (i32::from(x) - i32::from(y)).abs() <= tolerance)
}

#[test]
fn every_standard_face_prints_its_pips_stars_rows_and_circles_where_the_table_puts_them() {
    for face in standard_set() {
        let (rgba, w, h) = print_face(face, &face.name, face.beginner.then_some("Beginner"));
        assert_eq!((w % PRINT_SIDE_STEP_PX, h % PRINT_SIDE_STEP_PX, rgba.len()), (0, 0, w * h * 4));
        for (r, row) in face.rows.iter().enumerate() {
            for (c, square) in row.squares().iter().enumerate() {
                let top = layout::square(r, c);
                let corner = top + Vec3::new(TILE * 0.4, 0.0, -TILE * 0.4);
                assert!(near(sample(&rgba, w, h, corner), TILE_FACE, 6), "{} {r}{c}: tile", face.id);
                let (mark, ink) = match *square {
                    Square::Pip(v) => {
                        let (x, z) = pip_layout(v)[0];
                        (top + Vec3::new(x, 0.0, z) * PIP_SPACING_M, PIP_INK)
                    }
                    Square::YellowStar => (top, STAR_GOLD),
                    Square::BlackStar => (top, STAR_BLACK),
                    Square::GreenStar => (top, STAR_GREEN),
                    Square::RedStar => (top, STAR_RED),
                };
                assert!(near(sample(&rgba, w, h, mark), ink, 6), "{} {r}{c}: {square:?}", face.id);
            }
            // The band shows between the last tile and the circle, in the row's colour.
            let band = layout::square(r, 5) - Vec3::X * 0.02;
            let (band_ink, disc_ink) =
                if row.color == RowColor::Yellow { (YELLOW_BAND, GAIN_DISC) } else { (BLACK_BAND, PAY_DISC) };
            if row.len < 5 {
                assert!(near(sample(&rgba, w, h, band), band_ink, 6), "{} row {r}: band", face.id);
            }
            let rim = layout::circle(r) + Vec3::Z * CIRCLE_RADIUS_M as f32 * 0.8;
            assert!(near(sample(&rgba, w, h, rim), disc_ink, 6), "{} row {r}: circle", face.id);
        }
    }
}

#[test]
fn the_name_is_printed_at_the_top_and_the_beginner_mark_only_on_the_beginner_face() {
    let inked = |rgba: &[u8], w: usize, rows: std::ops::Range<usize>, ink: Ink| {
        rows.flat_map(|y| (0..w).map(move |x| (y * w + x) * 4))
            .filter(|&at| near([rgba[at], rgba[at + 1], rgba[at + 2]], ink, 24))
            .count()
    };
    let face = &standard_set()[0];
    let (plain, w, h) = print_face(face, "First Night", None);
    let (marked, ..) = print_face(face, "First Night", Some("Beginner"));
    let margin = h / 22;
    assert!(inked(&plain, w, 0..margin, GILT) > 1500, "the name in gilt at the top");
    assert_eq!(inked(&plain, w, h - margin..h, CREAM), 0, "no mark on a face not for beginners");
    assert!(inked(&marked, w, h - margin..h, CREAM) > 1000, "the beginner mark at the bottom");
    if let Ok(dir) = std::env::var("DICEHALL_PRINT_PNG") {
        // A binary PPM, to look at the print by eye.
        let mut ppm = format!("P6 {w} {h} 255\n").into_bytes();
        ppm.extend(marked.chunks(4).flat_map(|p| [p[0], p[1], p[2]]));
        std::fs::write(format!("{dir}/print.ppm"), ppm).expect("the print written");
    }
}
