//! The UI's look, shared by every screen: dark walnut panels with brass edges and ivory text to
//! match the table, text sizes read from a sofa (body 16 pt, the turn prompt 26 pt at 720p),
//! scaled with the window's height and the player's UI-scale setting.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::table::session::Settings;
use crate::table::view::font_warmup::FontWarmup;

/// The window height the UI's point sizes are designed at.
const DESIGN_HEIGHT_PX: f32 = 720.0;

/// Colours of the UI, taken from the table's materials.
pub(crate) const WALNUT: egui::Color32 = egui::Color32::from_rgb(38, 27, 20);
pub(crate) const BRASS: egui::Color32 = egui::Color32::from_rgb(196, 152, 82);
pub(crate) const IVORY: egui::Color32 = egui::Color32::from_rgb(238, 228, 208);
pub(crate) const FELT: egui::Color32 = egui::Color32::from_rgb(30, 96, 58);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, style.in_set(crate::table::frame::UiPass::Style));
    app.add_systems(Update, follow_the_screen);
}

/// The UI scale a screen `height_px` physical pixels tall starts at, until the player picks one:
/// the UI already grows with the window, so this is for the distance a big screen is read from —
/// a 1080p screen is most often a TV or a laptop across a table (1.25), a 4K one a TV (1.5).
pub(crate) fn ui_scale_for_screen(height_px: u32) -> f32 {
    match height_px {
        0..1080 => 1.0,
        1080..2160 => 1.25,
        _ => 1.5,
    }
}

/// Until the player chooses a UI scale, it follows the primary screen.
fn follow_the_screen(
    mut settings: ResMut<Settings>,
    screens: Query<&bevy::window::Monitor, With<bevy::window::PrimaryMonitor>>,
) {
    let Ok(screen) = screens.single() else { return };
    let scale = ui_scale_for_screen(screen.physical_height);
    if !settings.ui_scale_chosen && settings.ui_scale != scale {
        settings.ui_scale = scale;
    }
}

/// The table style for `ctx`'s visuals and text sizes.
pub(crate) fn table_style(style: &mut egui::Style) {
    use egui::{FontFamily::Proportional, FontId, TextStyle};
    style.text_styles = [
        (TextStyle::Small, FontId::new(13.0, Proportional)),
        (TextStyle::Body, FontId::new(16.0, Proportional)),
        (TextStyle::Button, FontId::new(17.0, Proportional)),
        (TextStyle::Heading, FontId::new(22.0, Proportional)),
        (TextStyle::Monospace, FontId::new(14.0, egui::FontFamily::Monospace)),
    ]
    .into();
    let v = &mut style.visuals;
    let panel = egui::Color32::from_rgba_unmultiplied(WALNUT.r(), WALNUT.g(), WALNUT.b(), 236);
    v.window_fill = panel;
    v.panel_fill = panel;
    v.window_stroke = egui::Stroke::new(1.5, BRASS.gamma_multiply(0.8));
    v.window_corner_radius = egui::CornerRadius::same(10);
    v.override_text_color = Some(IVORY);
    v.selection.bg_fill = FELT;
    v.selection.stroke = egui::Stroke::new(1.5, BRASS);
    v.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.0, BRASS.gamma_multiply(0.35));
    v.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(66, 46, 32);
    v.widgets.inactive.bg_fill = egui::Color32::from_rgb(66, 46, 32);
    v.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(96, 68, 44);
    v.widgets.hovered.bg_stroke = egui::Stroke::new(1.5, BRASS);
    v.widgets.active.weak_bg_fill = egui::Color32::from_rgb(120, 86, 50);
    for w in [&mut v.widgets.inactive, &mut v.widgets.hovered, &mut v.widgets.active] {
        w.corner_radius = egui::CornerRadius::same(6);
    }
}

/// Apply the style once, and the zoom whenever the window's height or the UI scale changes;
/// a new zoom puts the glyphs into the atlas again at their new pixel sizes.
fn style(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut applied: Local<Option<f32>>,
    mut warmup: ResMut<FontWarmup>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = windows.single().map_or(DESIGN_HEIGHT_PX, |w| w.height());
    let zoom = (height / DESIGN_HEIGHT_PX * settings.ui_scale).clamp(0.5, 4.0);
    if applied.is_none() {
        ctx.all_styles_mut(table_style);
    }
    if applied.is_none_or(|z| (z - zoom).abs() > 1e-3) {
        ctx.set_zoom_factor(zoom);
        *applied = Some(zoom);
        warmup.restart();
    }
    Ok(())
}

/// Paint a seat's mark (its shape, filled in its colour, outlined dark so it reads on any panel)
/// centred at `centre`, `size` points across.
pub(crate) fn paint_seat_mark(painter: &egui::Painter, centre: egui::Pos2, size: f32, rgb: [u8; 3]) {
    use crate::table::palette::SeatMark;
    use std::f32::consts::{FRAC_PI_2, TAU};
    let fill = egui::Color32::from_rgb(rgb[0], rgb[1], rgb[2]);
    let stroke = egui::Stroke::new((size * 0.09).max(1.0), egui::Color32::from_rgb(16, 12, 10));
    let r = size / 2.0;
    let ring = |n: usize, radii: &[f32], turn: f32| -> Vec<egui::Pos2> {
        (0..n)
            .map(|k| {
                let a = turn + TAU * k as f32 / n as f32;
                centre + radii[k % radii.len()] * egui::vec2(a.cos(), -a.sin())
            })
            .collect()
    };
    let points = match crate::table::palette::seat_mark(rgb) {
        SeatMark::Circle => {
            painter.circle(centre, r * 0.9, fill, stroke);
            return;
        }
        SeatMark::Square => ring(4, &[r * 1.15], TAU / 8.0),
        SeatMark::Triangle => {
            ring(3, &[r * 1.1], FRAC_PI_2).into_iter().map(|p| p + egui::vec2(0.0, r * 0.15)).collect()
        }
        SeatMark::Diamond => ring(4, &[r * 1.1, r * 0.8], FRAC_PI_2),
        SeatMark::Star => ring(10, &[r * 1.1, r * 0.48], FRAC_PI_2),
        SeatMark::Cross => {
            let (a, b) = (r * 0.36, r);
            [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a), (-b, a), (-b, -a), (-a, -a)]
                .map(|(x, y)| centre + egui::vec2(x, y))
                .to_vec()
        }
    };
    // egui fills convex shapes only: a star and a cross are filled as triangles from the centre.
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(centre, fill);
    for p in &points {
        mesh.colored_vertex(*p, fill);
    }
    let n = points.len() as u32;
    for k in 0..n {
        mesh.add_triangle(0, 1 + k, 1 + (k + 1) % n);
    }
    painter.add(mesh);
    painter.add(egui::Shape::closed_line(points, stroke));
}

/// How far a seat's name is lightened toward white on the panels (0–1).
const NAME_LIGHTEN: f32 = 0.3;

/// A seat's mark followed by its name in its colour, `size` points high: who a line is about,
/// told by shape as well as colour.
pub(crate) fn seat_tag(ui: &mut egui::Ui, rgb: [u8; 3], name: &str, size: f32) -> egui::Response {
    tag(ui, rgb, name, size, false)
}

/// [`seat_tag`] in a panel of bounded width (a HUD's status): a long name ("Casual 2 (Casual)" in
/// a long language) ends in "…" rather than widen its panel. (In a grid's cell, which has no width
/// of its own, use [`seat_tag`].)
pub(crate) fn seat_tag_fitted(ui: &mut egui::Ui, rgb: [u8; 3], name: &str, size: f32) -> egui::Response {
    tag(ui, rgb, name, size, true)
}

fn tag(ui: &mut egui::Ui, rgb: [u8; 3], name: &str, size: f32, fitted: bool) -> egui::Response {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = size * 0.3;
        let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
        paint_seat_mark(ui.painter(), rect.center(), size * 0.8, rgb);
        // Lightened toward white so the darker seat colours (blue) read on the dark panels.
        let colour = egui::Color32::from_rgb(rgb[0], rgb[1], rgb[2]).lerp_to_gamma(egui::Color32::WHITE, NAME_LIGHTEN);
        let label = egui::Label::new(egui::RichText::new(name).size(size).color(colour));
        ui.add(if fitted { label.truncate() } else { label })
    })
    .inner
}

/// One choice among several, framed as a button whether chosen or not (egui's selectable label
/// shows no frame until pointed at, so the choices not taken read as plain words); the chosen one
/// is filled. Clicked, it sets `current` to `value`, as `Ui::selectable_value` does.
pub(crate) fn choice_value<V: PartialEq>(
    ui: &mut egui::Ui,
    current: &mut V,
    value: V,
    text: impl Into<egui::WidgetText>,
) -> egui::Response {
    let mut response = ui.add(egui::Button::new(text).selected(*current == value));
    if response.clicked() && *current != value {
        *current = value;
        response.mark_changed();
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app_on_a_screen(height_px: u32, settings: Settings) -> App {
        let mut app = App::new();
        app.insert_resource(settings).add_systems(Update, follow_the_screen);
        let screen = bevy::window::Monitor {
            name: None,
            physical_height: height_px,
            physical_width: height_px * 16 / 9,
            physical_position: IVec2::ZERO,
            refresh_rate_millihertz: None,
            scale_factor: 1.0,
            video_modes: Vec::new(),
        };
        app.world_mut().spawn((screen, bevy::window::PrimaryMonitor));
        app.update();
        app
    }

    #[test]
    fn the_ui_scale_follows_the_screen_until_the_player_picks_one() {
        assert_eq!([720, 1079, 1080, 1440, 2160].map(ui_scale_for_screen), [1.0, 1.0, 1.25, 1.25, 1.5]);
        let unchosen = app_on_a_screen(1080, Settings::default());
        assert_eq!(unchosen.world().resource::<Settings>().ui_scale, 1.25, "a 1080p screen starts larger");
        let chosen = Settings { ui_scale: 0.9, ui_scale_chosen: true, ..Settings::default() };
        let kept = app_on_a_screen(2160, chosen);
        assert_eq!(kept.world().resource::<Settings>().ui_scale, 0.9, "a chosen scale stays");
        let small = app_on_a_screen(720, Settings::default());
        assert_eq!(small.world().resource::<Settings>().ui_scale, 1.0);
    }
}
