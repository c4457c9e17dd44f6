//! The table labels' tests: the print's reading in pixels, flying points and the font atlas.

use super::*;

/// The print's reading is a matter of pixels: the same board on screen reads at every UI scale
/// (at 1.5 its rows' pitch in egui's points is two thirds of its pixels, which once wrote a
/// second label over every circle).
#[test]
fn whether_the_print_reads_does_not_change_with_the_ui_scale() {
    let pitch_px = PRINT_READS_AT_ROW_PITCH_PX + 8.0;
    for zoom in [0.75_f32, 1.0, 1.25, 1.5] {
        let pitch_pt = pitch_px / zoom;
        assert!(print_reads(pitch_pt * zoom), "at UI scale {zoom}: the print reads, no second label");
    }
    assert!(!print_reads(PRINT_READS_AT_ROW_PITCH_PX - 8.0), "a small board gets larger words");
}

/// Once the flying points' glyphs are in egui's font atlas, animating them adds nothing to it
/// (a growing atlas is rebuilt, and text everywhere loses letters for a frame).
#[test]
fn flying_points_leave_the_font_atlas_alone() {
    let ctx = egui::Context::default();
    let mut new_glyphs = Vec::new();
    for frame in 0..40 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            let painter = ui.ctx().layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("fx")));
            let age = frame as f32 * FLOURISH_S / 40.0;
            for (text, fill) in [("+20", egui::Color32::WHITE), ("-10", egui::Color32::LIGHT_RED)] {
                paint_flourish(&painter, egui::pos2(900.0, 300.0), egui::pos2(200.0, 600.0), text, age, fill);
            }
        });
        new_glyphs.push(out.textures_delta.set.len());
        out.textures_delta.clear();
    }
    assert!(new_glyphs[..3].iter().any(|&n| n > 0), "the first frames rasterise the glyphs");
    assert!(new_glyphs[3..].iter().all(|&n| n == 0), "no atlas updates while flying: {new_glyphs:?}");
}

#[test]
fn words_over_a_small_print_stay_within_their_row_at_every_ui_scale() {
    for zoom in [0.75, 1.0, 1.25, 1.5] {
        for pitch_px in [12.0, 18.0, 26.0, 39.0] {
            if let Some(pt) = overlay_letter_pt(pitch_px, zoom) {
                assert!(pt * zoom <= pitch_px, "at UI scale {zoom}, a {pitch_px} px row: {pt} pt letters overlap");
                assert!(pt * zoom >= OVERLAY_LEAST_PX, "readable");
            }
        }
    }
    assert_eq!(overlay_letter_pt(39.0, 1.0), Some(OVERLAY_LETTER_PT), "room enough: the usual size");
    assert_eq!(overlay_letter_pt(6.0, 1.5), None, "too small to read: the print stays alone");
}
