//! A board face printed: a texture drawn from the face's data with vello_cpu (each row's band in its
//! colour, tiles with crisp pips and stars, the points circles, the row letters, the face's name and
//! the beginner mark), and the printed materials kept for the face in play and the next one.

use std::collections::HashMap;
use std::sync::Arc;

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use vello_cpu::color::{AlphaColor, Srgb};
use vello_cpu::kurbo::{BezPath, Circle, Point, Rect, RoundedRect, Shape, Stroke};
use vello_cpu::{Pixmap, RenderContext, Resources};

use super::layout::{self, ROW_PITCH, SQUARE_PITCH, TILE};
use crate::games::royal_casino::rules::{Face, RowColor, Square};
use crate::i18n::{self, Language};
use crate::table::dice::look::pip_layout;
use crate::table::dice::render::srgb_image_with_mips;
use crate::table::view::tabletop::print_text::text_line;

/// Texture pixels per metre of board: 4 a millimetre, so pips stay crisp in a 1080p close-up.
const PRINT_PX_PER_M: f32 = 4000.0;
/// The print's sides are rounded up to a multiple of this, so every mip halves evenly.
const PRINT_SIDE_STEP_PX: usize = 64;
/// Sizes on the board, metres: a tile's corner radius, a pip's radius and spacing, a star's points,
/// a points circle's radius, the letters' em and the gilt border's inset.
const TILE_CORNER_M: f64 = 0.003;
const PIP_RADIUS_M: f64 = 0.0031;
const PIP_SPACING_M: f32 = 0.0085;
const STAR_OUTER_M: f64 = 0.0128;
const STAR_INNER_M: f64 = 0.0054;
pub(crate) const CIRCLE_RADIUS_M: f64 = 0.0165;
const ROW_LETTER_EM_M: f32 = 0.013;
const POINTS_EM_M: f32 = 0.012;
const NAME_EM_M: f32 = 0.009;
const BORDER_INSET_M: f64 = 0.003;

pub(crate) type Ink = AlphaColor<Srgb>;
/// Green card stock with gilt lines, cream letters, ivory tiles with dark ink (the guide's
/// pictures of a row use the same).
const CARD: Ink = Ink::from_rgb8(24, 62, 44);
pub(crate) const GILT: Ink = Ink::from_rgb8(218, 182, 98);
const CREAM: Ink = Ink::from_rgb8(246, 236, 210);
pub(crate) const YELLOW_BAND: Ink = Ink::from_rgb8(238, 190, 58);
pub(crate) const BLACK_BAND: Ink = Ink::from_rgb8(30, 28, 28);
pub(crate) const TILE_FACE: Ink = Ink::from_rgb8(248, 241, 226);
pub(crate) const TILE_EDGE: Ink = Ink::from_rgb8(150, 128, 96);
pub(crate) const PIP_INK: Ink = Ink::from_rgb8(30, 25, 22);
pub(crate) const STAR_GOLD: Ink = Ink::from_rgb8(232, 170, 26);
pub(crate) const STAR_BLACK: Ink = Ink::from_rgb8(26, 24, 24);
pub(crate) const STAR_GREEN: Ink = Ink::from_rgb8(36, 150, 70);
pub(crate) const STAR_RED: Ink = Ink::from_rgb8(208, 40, 34);
pub(crate) const GAIN_DISC: Ink = Ink::from_rgb8(250, 243, 224);
pub(crate) const GAIN_RING: Ink = Ink::from_rgb8(176, 124, 24);
pub(crate) const GAIN_TEXT: Ink = Ink::from_rgb8(58, 34, 6);
pub(crate) const PAY_DISC: Ink = Ink::from_rgb8(178, 34, 30);
pub(crate) const PAY_TEXT: Ink = Ink::from_rgb8(252, 246, 238);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FacePrints>();
}

/// The printed materials made so far, by face and language (a face's name is printed in it).
#[derive(Resource, Default)]
pub(crate) struct FacePrints(HashMap<(Arc<str>, Language), Handle<StandardMaterial>>);

impl FacePrints {
    /// The printed material of `face`, drawn the first time it is asked for.
    pub(crate) fn material(
        &mut self,
        face: &Face,
        images: &mut Assets<Image>,
        materials: &mut Assets<StandardMaterial>,
    ) -> Handle<StandardMaterial> {
        let key = (face.id.clone(), i18n::language());
        let made = self.0.entry(key).or_insert_with(|| {
            let name = crate::games::royal_casino::words::face_name(face);
            let beginner = face.beginner.then(|| crate::t!("level-beginner"));
            let (rgba, w, h) = print_face(face, &name, beginner.as_deref());
            materials.add(StandardMaterial {
                base_color_texture: Some(images.add(srgb_image_with_mips(rgba, w, h))),
                perceptual_roughness: 0.72,
                reflectance: 0.25,
                ..default()
            })
        });
        made.clone()
    }

    /// Forget every print but those of `keep` (pieces still showing one hold their own handle).
    pub(crate) fn keep_only(&mut self, keep: &[&Arc<str>]) {
        self.0.retain(|(id, _), _| keep.contains(&id));
    }
}

/// A flat quad the size of the board plate's top, centred on the origin, the print's top edge to -Z.
pub(crate) fn print_mesh() -> Mesh {
    let (_, half) = layout::board_plate();
    let (x, z) = (half.x, half.y);
    let positions = vec![[-x, 0.0, -z], [-x, 0.0, z], [x, 0.0, z], [x, 0.0, -z]];
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 4])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0]])
        .with_inserted_indices(Indices::U32(vec![0, 1, 2, 0, 2, 3]))
}

/// From table metres (x, z) on the board to print pixels.
struct Sheet {
    origin: Vec2,
    scale: (f64, f64),
}

impl Sheet {
    fn at(&self, p: Vec3) -> Point {
        Point::new(f64::from(p.x - self.origin.x) * self.scale.0, f64::from(p.z - self.origin.y) * self.scale.1)
    }
    fn len(&self, metres: f64) -> f64 {
        metres * self.scale.0
    }
}

/// `face` printed as straight RGBA8 rows, top row first (the board's far edge), with its size.
pub(crate) fn print_face(face: &Face, name: &str, beginner: Option<&str>) -> (Vec<u8>, usize, usize) {
    let (centre, half) = layout::board_plate();
    let side = |metres: f32| (metres * PRINT_PX_PER_M).ceil() as usize;
    let round_up = |px: usize| px.div_ceil(PRINT_SIDE_STEP_PX) * PRINT_SIDE_STEP_PX;
    let (w, h) = (round_up(side(half.x * 2.0)), round_up(side(half.y * 2.0)));
    let sheet = Sheet {
        origin: Vec2::new(centre.x - half.x, centre.z - half.y),
        scale: (w as f64 / f64::from(half.x * 2.0), h as f64 / f64::from(half.y * 2.0)),
    };
    let mut ctx = RenderContext::new(w as u16, h as u16);
    ctx.set_paint(CARD);
    ctx.fill_rect(&Rect::new(0.0, 0.0, w as f64, h as f64));
    let inset = sheet.len(BORDER_INSET_M);
    let border = RoundedRect::new(inset, inset, w as f64 - inset, h as f64 - inset, inset);
    stroke(&mut ctx, &border.to_path(0.1), GILT, sheet.len(0.0008));
    for (r, row) in face.rows.iter().enumerate() {
        let (band, disc, ring, text) = match row.color {
            RowColor::Yellow => (YELLOW_BAND, GAIN_DISC, GAIN_RING, GAIN_TEXT),
            RowColor::Black => (BLACK_BAND, PAY_DISC, GILT, PAY_TEXT),
        };
        let (first, circle) = (sheet.at(layout::square(r, 0)), sheet.at(layout::circle(r)));
        let (half_pitch, half_band) =
            (sheet.len(f64::from(SQUARE_PITCH) / 2.0), sheet.len(f64::from(ROW_PITCH) / 2.0 - 0.003));
        let right = circle.x + sheet.len(0.021);
        let band_rect =
            RoundedRect::new(first.x - half_pitch, first.y - half_band, right, first.y + half_band, half_band);
        fill(&mut ctx, &band_rect.to_path(0.1), band);
        for (c, square) in row.squares().iter().enumerate() {
            draw_square(&mut ctx, &sheet, layout::square(r, c), *square);
        }
        let disc_path = Circle::new(circle, sheet.len(CIRCLE_RADIUS_M)).to_path(0.1);
        fill(&mut ctx, &disc_path, disc);
        stroke(&mut ctx, &disc_path, ring, sheet.len(0.0014));
        let sign = if row.color == RowColor::Yellow { '+' } else { '−' };
        let points = format!("{sign}{}", row.points);
        letters(&mut ctx, &points, circle, sheet.len(f64::from(POINTS_EM_M)) as f32, sheet.len(0.027), text);
        let letter = (b'A' + r as u8) as char;
        let at = sheet.at(layout::row_label(r));
        letters(&mut ctx, &letter.to_string(), at, sheet.len(f64::from(ROW_LETTER_EM_M)) as f32, w as f64, CREAM);
    }
    // The name in the top margin, the beginner mark in the bottom one.
    let margin = sheet.at(layout::square(0, 0)).y - sheet.len(f64::from(ROW_PITCH) / 2.0);
    let em = sheet.len(f64::from(NAME_EM_M)) as f32;
    letters(&mut ctx, name, Point::new(w as f64 / 2.0, margin / 2.0 + inset / 2.0), em, w as f64 * 0.8, GILT);
    if let Some(word) = beginner {
        let y = h as f64 - margin / 2.0 - inset / 2.0;
        let mark = format!("★ {word}");
        letters(&mut ctx, &mark, Point::new(w as f64 / 2.0, y), em * 0.85, w as f64 * 0.6, CREAM);
    }
    ctx.flush();
    let mut pixmap = Pixmap::new(w as u16, h as u16);
    ctx.render(&mut pixmap, &mut Resources::new());
    // Every pixel is opaque (the card fills the sheet), so premultiplied bytes are straight ones.
    (pixmap.data_as_u8_slice().to_vec(), w, h)
}

/// One square: an ivory tile with its pips or its star.
fn draw_square(ctx: &mut RenderContext, sheet: &Sheet, top: Vec3, square: Square) {
    let (a, b) = (
        sheet.at(top - Vec3::new(TILE / 2.0, 0.0, TILE / 2.0)),
        sheet.at(top + Vec3::new(TILE / 2.0, 0.0, TILE / 2.0)),
    );
    let tile = RoundedRect::new(a.x, a.y, b.x, b.y, sheet.len(TILE_CORNER_M)).to_path(0.1);
    fill(ctx, &tile, TILE_FACE);
    stroke(ctx, &tile, TILE_EDGE, sheet.len(0.0006));
    let star = |colour: Ink, ctx: &mut RenderContext| {
        let path = star_path(sheet.at(top), sheet.len(STAR_OUTER_M), sheet.len(STAR_INNER_M));
        fill(ctx, &path, colour);
        stroke(ctx, &path, PIP_INK, sheet.len(0.0005));
    };
    match square {
        Square::Pip(v) => {
            for &(x, z) in pip_layout(v) {
                let at = sheet.at(top + Vec3::new(x, 0.0, z) * PIP_SPACING_M);
                fill(ctx, &Circle::new(at, sheet.len(PIP_RADIUS_M)).to_path(0.05), PIP_INK);
            }
        }
        Square::YellowStar => star(STAR_GOLD, ctx),
        Square::BlackStar => star(STAR_BLACK, ctx),
        Square::GreenStar => star(STAR_GREEN, ctx),
        Square::RedStar => star(STAR_RED, ctx),
    }
}

/// A five-pointed star round `centre`, a point up.
fn star_path(centre: Point, outer: f64, inner: f64) -> BezPath {
    let mut path = BezPath::new();
    for i in 0..10 {
        let angle = -std::f64::consts::FRAC_PI_2 + f64::from(i) * std::f64::consts::PI / 5.0;
        let r = if i % 2 == 0 { outer } else { inner };
        let p = Point::new(centre.x + r * angle.cos(), centre.y + r * angle.sin());
        if i == 0 { path.move_to(p) } else { path.line_to(p) }
    }
    path.close_path();
    path
}

/// `text` centred on `centre` at `em` pixels, smaller if it would be wider than `max_width`; the
/// outline stroked a little too, so the light UI font prints with some weight.
fn letters(ctx: &mut RenderContext, text: &str, centre: Point, em: f32, max_width: f64, colour: Ink) {
    let mut line = text_line(text, em);
    if line.width > max_width {
        line = text_line(text, em * (max_width / line.width) as f32);
    }
    let path = line.centred_at(centre);
    fill(ctx, &path, colour);
    stroke(ctx, &path, colour, f64::from(em) * 0.035);
}

fn fill(ctx: &mut RenderContext, path: &BezPath, colour: Ink) {
    ctx.set_paint(colour);
    ctx.fill_path(path);
}

fn stroke(ctx: &mut RenderContext, path: &BezPath, colour: Ink, width: f64) {
    ctx.set_paint(colour);
    ctx.set_stroke(Stroke::new(width));
    ctx.stroke_path(path);
}

#[cfg(test)]
#[path = "board_print_tests.rs"]
mod tests;
