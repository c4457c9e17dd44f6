//! Drawing shared by the games' guide pictures: a die of any look (its body, and its face's marks
//! drawn as on the table: `face_art`'s mask, made once per face as an egui texture), a five-
//! pointed star, and words with a dark edge that read on any colour.

use std::collections::HashMap;
use std::sync::OnceLock;

use bevy_egui::egui;

use crate::table::dice::look::{DiceLook, Mark, standard_looks};
use crate::table::dice::mark_mask;
use crate::table::view::font_warmup::warmed_size;

/// Pixels along a mark texture (drawn smaller: egui scales it down, smoothly).
const MARK_PX: usize = 64;

/// The mark textures made so far, by name (kept in egui's memory, beside the fonts they join).
#[derive(Clone, Default)]
struct MarkTextures(HashMap<String, egui::TextureHandle>);

/// The texture of `marks` (white ink on clear, to be tinted), made the first time `key` is asked.
pub(crate) fn mark_texture(ctx: &egui::Context, key: &str, marks: &[Mark]) -> egui::TextureId {
    let id = egui::Id::new("guide mark textures");
    if let Some(made) = ctx.data(|d| d.get_temp::<MarkTextures>(id)).and_then(|t| t.0.get(key).map(|h| h.id())) {
        return made;
    }
    let mask = mark_mask(marks, MARK_PX);
    let rgba: Vec<u8> = mask.into_iter().flat_map(|a| [255, 255, 255, a]).collect();
    let image = egui::ColorImage::from_rgba_unmultiplied([MARK_PX, MARK_PX], &rgba);
    let texture = ctx.load_texture(format!("guide-{key}"), image, egui::TextureOptions::LINEAR);
    let made = texture.id();
    ctx.data_mut(|d| d.get_temp_mut_or_default::<MarkTextures>(id).0.insert(key.to_string(), texture));
    made
}

/// The look called `name` among the shipped looks (`looks.ron`'s and every game's own).
pub(crate) fn look(name: &str) -> Option<&'static DiceLook> {
    static LOOKS: OnceLock<Vec<DiceLook>> = OnceLock::new();
    LOOKS.get_or_init(|| standard_looks().unwrap_or_default()).iter().find(|l| l.name == name)
}

/// An sRGB 0–1 colour in egui.
pub(crate) fn colour(rgb: (f32, f32, f32)) -> egui::Color32 {
    let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    egui::Color32::from_rgb(byte(rgb.0), byte(rgb.1), byte(rgb.2))
}

/// A die of `look` showing `value`, as large as fits in `rect` and centred there: its body with
/// rounded corners and a dark edge, its face's marks in its ink.
pub(crate) fn paint_die(painter: &egui::Painter, rect: egui::Rect, look: &DiceLook, value: u8) {
    let side = rect.width().min(rect.height()) * 0.94;
    let face = egui::Rect::from_center_size(rect.center(), egui::vec2(side, side));
    let corner = (side * 0.18).round() as u8;
    let edge = egui::Stroke::new((side * 0.04).max(1.0), egui::Color32::from_rgb(20, 14, 10));
    // A shade below the body, so the die sits on the page rather than floats.
    painter.rect_filled(face.translate(egui::vec2(0.0, side * 0.06)), corner, egui::Color32::from_black_alpha(110));
    painter.rect(face, corner, colour(look.body), edge, egui::StrokeKind::Inside);
    let key = format!("{}-{value}", look.name);
    let texture = mark_texture(painter.ctx(), &key, &look.marks(value));
    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    painter.image(texture, face, uv, colour(look.ink));
}

/// A five-pointed star round `centre`, a point up, `outer` and `inner` radii (egui fills convex
/// shapes only: it is filled as triangles from its middle).
pub(crate) fn paint_star(
    painter: &egui::Painter,
    centre: egui::Pos2,
    outer: f32,
    fill: egui::Color32,
    stroke: egui::Stroke,
) {
    let points: Vec<egui::Pos2> = (0..10)
        .map(|i| {
            let angle = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            let r = if i % 2 == 0 { outer } else { outer * 0.42 };
            centre + r * egui::vec2(angle.cos(), angle.sin())
        })
        .collect();
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(centre, fill);
    for p in &points {
        mesh.colored_vertex(*p, fill);
    }
    for k in 0..10u32 {
        mesh.add_triangle(0, 1 + k, 1 + (k + 1) % 10);
    }
    painter.add(mesh);
    painter.add(egui::Shape::closed_line(points, stroke));
}

/// `text` centred on `at`, about `size` points high (a warmed size), in `fill` with a thin dark
/// edge.
pub(crate) fn paint_words(painter: &egui::Painter, at: egui::Pos2, text: &str, size: f32, fill: egui::Color32) {
    let size = warmed_size(size);
    let font = egui::FontId::proportional(size);
    let edge = (size * 0.06).max(0.6);
    for (dx, dy) in [(-edge, 0.0), (edge, 0.0), (0.0, -edge), (0.0, edge)] {
        painter.text(
            at + egui::vec2(dx, dy),
            egui::Align2::CENTER_CENTER,
            text,
            font.clone(),
            egui::Color32::from_black_alpha(150),
        );
    }
    painter.text(at, egui::Align2::CENTER_CENTER, text, font, fill);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_is_drawn_in_its_looks_colours_and_each_face_gets_its_own_texture() {
        let ctx = egui::Context::default();
        let ivory = look("ivory").expect("the plain look");
        assert!(look("no such look").is_none());
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.painter();
            paint_die(painter, egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(40.0, 30.0)), ivory, 5);
            paint_die(painter, egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(40.0, 30.0)), ivory, 2);
        });
        output.textures_delta.clear();
        let shapes: Vec<egui::Shape> = output.shapes.into_iter().map(|s| s.shape).collect();
        let body = shapes.iter().find_map(|s| match s {
            egui::Shape::Rect(r) if r.fill == colour(ivory.body) => Some(r.rect),
            _ => None,
        });
        let body = body.expect("the die's body in its colour");
        assert!((body.width() - 30.0 * 0.94).abs() < 0.01 && body.center() == egui::pos2(20.0, 15.0), "{body:?}");
        let textures: Vec<egui::TextureId> = shapes
            .iter()
            .filter_map(|s| match s {
                egui::Shape::Mesh(m) => Some(m.texture_id),
                _ => None,
            })
            .collect();
        assert_eq!(textures.len(), 2, "one marks image per die");
        assert_ne!(textures[0], textures[1], "a five and a two have their own marks");
    }
}
