//! One layout for every game's HUD: the prompt band along the top, the action bar along the
//! bottom, the side column on the right (the game's status, a caption, the log); the 3D view gets what
//! is left (the table camera's viewport), so no panel lies over the table. Pure planning
//! ([`plan`]) plus the egui helpers every panel is drawn through ([`show_in`]), which record
//! what each panel took ([`DrawnPanels`]: the screenshot run's `layout.json` and the layout test).

use bevy::camera::Viewport;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::table::GameSet;
use crate::table::frame::UiPass;
use crate::table::states::AppState;
use crate::table::view::tabletop::camera::TableCamera;

/// The side column's share of the screen's width, and its narrowest and widest, in points.
const SIDE_SHARE: f32 = 0.27;
const SIDE_MIN_PT: f32 = 200.0;
const SIDE_MAX_PT: f32 = 340.0;
/// The bands' heights when their content asks for less (so the view does not jump), points.
const TOP_MIN_PT: f32 = 58.0;
const BOTTOM_MIN_PT: f32 = 58.0;
/// The most of the screen's height the top band may take.
const BAND_MAX_SHARE: f32 = 0.25;
/// The least of the screen's height the view keeps: the bottom band grows into what the top band
/// leaves, not past this (an action bar that needs more folds: `bar_fold`).
const VIEW_LEAST_SHARE: f32 = 0.55;
/// Space between a region's edge and what is drawn in it, points.
pub(crate) const GAP_PT: f32 = 6.0;
/// The panels' backdrop (the table's dark wood, so the view's edge reads as a frame).
const BACKDROP: egui::Color32 = egui::Color32::from_rgb(28, 20, 15);

/// Where the HUD's regions lie this frame, in egui points (the screen's top left is 0, 0).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub(crate) struct HudRegions {
    pub(crate) screen: egui::Rect,
    /// The prompt.
    pub(crate) top: egui::Rect,
    /// The action bar and the menu buttons.
    pub(crate) bottom: egui::Rect,
    /// The game's status, then a caption (banner, refusal, warning), then the log.
    pub(crate) side: egui::Rect,
    /// The 3D table.
    pub(crate) view: egui::Rect,
    /// The tallest the bottom band may grow (an action bar taller than it folds: `bar_fold`), points.
    pub(crate) bottom_most: f32,
}

impl Default for HudRegions {
    fn default() -> Self {
        plan(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0)), &HudNeeds::default())
    }
}

/// What the regions' contents asked for in the last frame they were drawn, points.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct HudNeeds {
    pub(crate) top: f32,
    pub(crate) bottom: f32,
    /// The status at the side column's top (the log takes the rest).
    pub(crate) status: f32,
    /// The caption (banner, refusal, warning) under the status, whole (0 when none shows).
    pub(crate) caption: f32,
    /// The lesson's box at the side column's foot (0 when no lesson is on).
    pub(crate) lesson: f32,
    /// The hint's box over the lesson's (0 when no hint shows).
    pub(crate) hint: f32,
    /// The pad cursor's box over the hint's (0 when no pad or arrow keys are in use).
    pub(crate) pad: f32,
}

/// Every panel the HUD drew this frame, by name, in points (cleared when the frame's pass begins).
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct DrawnPanels {
    pub(crate) rects: Vec<(String, egui::Rect)>,
    /// The words the prompt's panel said (empty: none was drawn).
    pub(crate) prompt: String,
    /// egui's zoom this frame: a rectangle in points times it is in the window's logical pixels.
    pub(crate) zoom: f32,
}

/// The regions of a `screen` whose bands' contents need `needs` (pure: the layout test plans
/// every screen of its grid with it).
pub(crate) fn plan(screen: egui::Rect, needs: &HudNeeds) -> HudRegions {
    let side_w = (screen.width() * SIDE_SHARE).clamp(SIDE_MIN_PT, SIDE_MAX_PT).min(screen.width() * 0.4);
    let band_max = screen.height() * BAND_MAX_SHARE;
    let top_h = needs.top.clamp(TOP_MIN_PT, band_max.max(TOP_MIN_PT));
    let bottom_most = (screen.height() * (1.0 - VIEW_LEAST_SHARE) - top_h).max(BOTTOM_MIN_PT);
    let bottom_h = needs.bottom.clamp(BOTTOM_MIN_PT, bottom_most);
    let left = screen.max.x - side_w;
    let side = egui::Rect::from_min_max(egui::pos2(left, screen.min.y), screen.max);
    let top = egui::Rect::from_min_max(screen.min, egui::pos2(left, screen.min.y + top_h));
    let bottom =
        egui::Rect::from_min_max(egui::pos2(screen.min.x, screen.max.y - bottom_h), egui::pos2(left, screen.max.y));
    let view = egui::Rect::from_min_max(top.left_bottom(), bottom.right_top());
    HudRegions { screen, top, bottom, side, view, bottom_most }
}

pub(crate) use crate::table::view::hud::side_rooms::{
    STATUS_LEAST_PT, caption_rect, hint_rect, lesson_rect, log_least, log_rect, pad_rect,
};

/// Draw `add` as the panel `name` inside `rect` (anchored at `pivot` of the rectangle: its top
/// left, its bottom centre…), at most as large as `rect`; records the rectangle it took and
/// returns it with `add`'s result.
pub(crate) fn show_in<R>(
    ctx: &egui::Context,
    drawn: &mut DrawnPanels,
    name: &str,
    rect: egui::Rect,
    pivot: egui::Align2,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> (R, egui::Rect) {
    // A region the bands have not grown into yet (planned from the last frame's needs) is drawn
    // as if it had room: it grows next frame.
    let rect = egui::Rect::from_min_size(rect.min, rect.size().max(egui::vec2(40.0, 20.0)));
    let at = pivot.pos_in_rect(&rect);
    let out = egui::Area::new(egui::Id::new(("hud panel", name)))
        .fixed_pos(at)
        .pivot(pivot)
        .constrain(false)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            ui.set_max_width(rect.width());
            ui.set_max_height(rect.height());
            add(ui)
        });
    drawn.rects.push((name.to_owned(), out.response.rect));
    (out.inner, out.response.rect)
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HudRegions>()
        .init_resource::<HudNeeds>()
        .init_resource::<DrawnPanels>()
        .add_systems(EguiPrimaryContextPass, plan_regions.in_set(UiPass::Style))
        .add_systems(Update, fit_viewport.in_set(GameSet::Present));
}

/// Plan this frame's regions from the screen and what the bands needed last frame, and paint
/// the panels' backdrop round the view.
fn plan_regions(
    mut contexts: EguiContexts,
    needs: Res<HudNeeds>,
    mut regions: ResMut<HudRegions>,
    mut drawn: ResMut<DrawnPanels>,
    state: Res<State<AppState>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    drawn.rects.clear();
    drawn.prompt.clear();
    drawn.zoom = ctx.zoom_factor();
    let screen = ctx.content_rect();
    let planned = plan(screen, &needs);
    if *regions != planned {
        debug!("HUD regions for a screen of {screen:?} (zoom {}): {planned:?}", ctx.zoom_factor());
        *regions = planned;
    }
    if *state.get() == AppState::Playing {
        let painter = ctx.layer_painter(egui::LayerId::background());
        for rect in [regions.top, regions.bottom, regions.side] {
            painter.rect_filled(rect, 0.0, BACKDROP);
        }
    }
    Ok(())
}

/// The table camera draws into the view region while a game is on the table (the whole window
/// otherwise: the setup screen's backdrop).
fn fit_viewport(
    regions: Res<HudRegions>,
    drawn: Res<DrawnPanels>,
    state: Res<State<AppState>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<&mut Camera, With<TableCamera>>,
) {
    let (Ok(window), Ok(mut camera)) = (windows.single(), cameras.single_mut()) else { return };
    let drawn_yet = drawn.zoom > 0.0 && window.physical_width() > 1 && window.physical_height() > 1;
    let viewport = (*state.get() == AppState::Playing && drawn_yet).then(|| {
        let px = drawn.zoom.max(0.1) * window.scale_factor();
        let size = UVec2::new(window.physical_width(), window.physical_height());
        let min = UVec2::new((regions.view.min.x * px) as u32, (regions.view.min.y * px) as u32).min(size - 1);
        let max = UVec2::new((regions.view.max.x * px) as u32, (regions.view.max.y * px) as u32).min(size);
        Viewport { physical_position: min, physical_size: max.saturating_sub(min).max(UVec2::ONE), ..default() }
    });
    let place = |v: &Option<Viewport>| v.as_ref().map(|v| (v.physical_position, v.physical_size));
    if place(&camera.viewport) != place(&viewport) {
        camera.viewport = viewport;
    }
}

/// The view's width over its height (the camera frames the table for it).
pub(crate) fn view_aspect(regions: &HudRegions) -> f32 {
    regions.view.width() / regions.view.height().max(1.0)
}

/// Where a point of the table shows in egui's points (the camera gives window pixels; the UI
/// scale zooms egui), `None` behind the camera.
pub(crate) fn table_to_ui(camera: &Camera, eye: &GlobalTransform, zoom: f32, p: Vec3) -> Option<egui::Pos2> {
    let v = camera.world_to_viewport(eye, p).ok()?;
    Some(egui::pos2(v.x, v.y) / zoom.max(0.1))
}

/// A painter for words on the table: under every panel, clipped to the view.
pub(crate) fn table_painter(ctx: &egui::Context, regions: &HudRegions, name: &'static str) -> egui::Painter {
    ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new(("table words", name))))
        .with_clip_rect(regions.view)
}

/// How far to move `rect` (points), drawn for a thing on the table at `anchor`, so it lies whole
/// inside the 3D view: words near the view's edge (the plate of a seat at the table's end) slide
/// in instead of being cut. Words of a thing out of the view stay where they are (cut away).
pub(crate) fn into_view(regions: &HudRegions, anchor: egui::Pos2, rect: egui::Rect) -> egui::Vec2 {
    let view = regions.view;
    if !view.contains(anchor) {
        return egui::Vec2::ZERO;
    }
    let along = |lo: f32, hi: f32, min: f32, max: f32| {
        if hi - lo > max - min {
            0.0
        } else if lo < min {
            min - lo
        } else if hi > max {
            max - hi
        } else {
            0.0
        }
    };
    egui::vec2(
        along(rect.min.x, rect.max.x, view.min.x, view.max.x),
        along(rect.min.y, rect.max.y, view.min.y, view.max.y),
    )
}

#[cfg(test)]
#[path = "hud_layout_tests.rs"]
mod tests;
