//! Every screenshot the game writes (each game's scripted shots, the turn shot): the PNG, and an
//! entry in `layout.json` beside it — the screen, every panel the HUD drew and the 3D view, in
//! screen pixels, and the share of the view that came out black — which the screenshot run
//! checks (panels overlapping or off screen, a view mostly black).

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::PrimaryWindow;
use bevy_egui::egui;
use serde_json::{Map, Value, json};

use crate::table::states::AppState;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudRegions};
use crate::table::view::hud::pieces_to_see::{self, PiecesToSee};
use crate::table::view::tabletop::camera::{CameraRig, Shot, TableCamera};

/// A view with more of its pixels this dark (each channel below it, 0–255) is "black".
const BLACK_BELOW: u8 = 16;
/// The share of black pixels above which a view counts as not drawn.
pub(crate) const MOSTLY_BLACK: f32 = 0.5;

/// What a shot records of the frame it shows.
#[derive(Clone, Debug)]
pub(crate) struct ShotLayout {
    /// Physical pixels per egui point.
    px_per_pt: f32,
    screen: [u32; 2],
    panels: Vec<(String, egui::Rect)>,
    /// The 3D view while a game is on the table (`None`: the whole window is a screen of its own).
    view: Option<egui::Rect>,
    /// The pieces the person at the TV must see or click now, where they show (points), once the
    /// camera has reached its overview or placement view (`None` while it moves or in a close-up).
    pieces: Option<Vec<(String, Option<egui::Pos2>)>>,
}

/// The last shot's verdict: the share of its view (or of the whole screen, without one) that came
/// out black.
#[derive(Resource, Debug, Default)]
pub(crate) struct LastShot {
    pub(crate) black: Option<f32>,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LastShot>().add_systems(Startup, list_the_games_shots);
}

/// `DICEHALL_SHOTS=<dir> DICEHALL_SHOTS_GAME=<name>` (scripts/screenshot.sh): before that game's
/// shot script runs, `<dir>/shots-<name>.json` lists the PNGs it takes (its registry entry's
/// `shots`) and its default AI table (level and seats), which the script checks and plays. A game
/// with no shot script (none listed) is done at once.
fn list_the_games_shots(mut exit: MessageWriter<AppExit>) {
    let (Ok(dir), Ok(name)) = (std::env::var("DICEHALL_SHOTS"), std::env::var("DICEHALL_SHOTS_GAME")) else {
        return;
    };
    let Ok(game) = crate::engine::GameId::parse(&name) else { return };
    let entry = crate::registry::registered(game);
    let manifest = json!({
        "game": entry.name, "shots": entry.table.shots, "level": entry.default_level, "seats": entry.default_seats,
    });
    let path = Path::new(&dir).join(format!("shots-{}.json", entry.name));
    if let Err(e) = std::fs::write(&path, manifest.to_string()) {
        error!("could not write {}: {e}", path.display());
    }
    if entry.table.shots.is_empty() {
        exit.write(AppExit::Success);
    }
}

/// What the frame being shot shows (its panels and view), for [`take`].
pub(crate) fn layout_now(
    drawn: &DrawnPanels,
    regions: &HudRegions,
    window: &Window,
    state: &State<AppState>,
) -> ShotLayout {
    let on_table = *state.get() == AppState::Playing;
    ShotLayout {
        px_per_pt: drawn.zoom.max(0.1) * window.scale_factor(),
        screen: [window.physical_width(), window.physical_height()],
        panels: drawn.rects.clone(),
        view: on_table.then_some(regions.view),
        pieces: None,
    }
}

/// Shoot the window to `path` and record `layout` under the file's name in `layout.json` of its
/// folder. With `keep_black` false a shot whose view is mostly black is not written (the caller
/// reads [`LastShot`] and tries again).
pub(crate) fn take(commands: &mut Commands, path: PathBuf, layout: ShotLayout, keep_black: bool) {
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut last: ResMut<LastShot>| {
            let Ok(image) = captured.image.clone().try_into_dynamic() else {
                error!("screenshot {}: not an image", path.display());
                return;
            };
            let rgb = image.to_rgb8();
            let view = layout.view.map(|v| to_px(v, layout.px_per_pt));
            // A screen without a 3D view (the setup screen) is judged whole: under load its first
            // frames may come out black before the UI is drawn.
            let (w, h) = (rgb.width() as f32, rgb.height() as f32);
            let [x0, y0, x1, y1] = view.unwrap_or([0.0, 0.0, w, h]);
            let (x0, x1) = (x0.clamp(0.0, w) as u32, x1.clamp(0.0, w) as u32);
            let (y0, y1) = (y0.clamp(0.0, h) as u32, y1.clamp(0.0, h) as u32);
            let (mut dark, mut all) = (0u64, 0u64);
            // Every fourth pixel each way is plenty to tell a drawn view from a black one.
            for y in (y0..y1).step_by(4) {
                for x in (x0..x1).step_by(4) {
                    all += 1;
                    dark += u64::from(rgb.get_pixel(x, y).0.iter().all(|&c| c < BLACK_BELOW));
                }
            }
            let black = dark as f32 / all.max(1) as f32;
            last.black = Some(black);
            if black > MOSTLY_BLACK && !keep_black {
                warn!("screenshot {}: the view is {:.0} % black; not written", path.display(), black * 100.0);
                return;
            }
            match rgb.save(&path) {
                Ok(()) => info!("screenshot -> {}", path.display()),
                Err(e) => error!("screenshot {}: {e}", path.display()),
            }
            if let Err(e) = record(&path, &layout, view, black) {
                error!("layout.json beside {}: {e}", path.display());
            }
        },
    );
}

/// A rectangle in points as `[x0, y0, x1, y1]` in pixels.
fn to_px(r: egui::Rect, px_per_pt: f32) -> [f32; 4] {
    [r.min.x, r.min.y, r.max.x, r.max.y].map(|v| (v * px_per_pt * 10.0).round() / 10.0)
}

/// Add the shot's entry to `layout.json` in the folder of `png` (the entries of other shots kept).
fn record(png: &Path, layout: &ShotLayout, view: Option<[f32; 4]>, black: f32) -> std::io::Result<()> {
    let file = png.with_file_name("layout.json");
    let mut all: Map<String, Value> =
        std::fs::read_to_string(&file).ok().and_then(|s| serde_json::from_str(&s).ok()).unwrap_or_default();
    let mut panels = Map::new();
    for (name, rect) in &layout.panels {
        panels.insert(name.clone(), json!(to_px(*rect, layout.px_per_pt)));
    }
    let name = png.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut entry = json!({ "screen": layout.screen, "panels": panels });
    if let Some(view) = view {
        entry["view"] = json!(view);
        entry["view_black"] = json!((black * 1000.0).round() / 1000.0);
    }
    if let Some(pieces) = &layout.pieces {
        let px = |p: &egui::Pos2| [p.x, p.y].map(|v| (v * layout.px_per_pt * 10.0).round() / 10.0);
        entry["pieces"] =
            pieces.iter().map(|(words, at)| json!({ "action": words, "at": at.as_ref().map(px) })).collect();
    }
    all.insert(name, entry);
    std::fs::write(&file, serde_json::to_string_pretty(&Value::Object(all))? + "\n")
}

/// The system parameters a shot needs, for the systems that take one.
pub(crate) type ShotScene<'w, 's> = (
    Res<'w, DrawnPanels>,
    Res<'w, HudRegions>,
    Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    Res<'w, State<AppState>>,
    (
        Option<Res<'w, PiecesToSee>>,
        Res<'w, CameraRig>,
        Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<TableCamera>>,
    ),
);

/// [`layout_now`] from a system's [`ShotScene`], with the pieces to see where the camera shows them.
pub(crate) fn layout_of(scene: &ShotScene) -> Option<ShotLayout> {
    let (drawn, regions, windows, state, (pieces, rig, camera)) = scene;
    let mut layout = layout_now(drawn, regions, windows.single().ok()?, state);
    // A close-up shows a throw, not the choices: they are checked in the overview and placement views.
    let framed = rig.arrived() && rig.shot != Shot::CloseUp && *state.get() == AppState::Playing;
    if let Some(pieces) = pieces.as_deref().filter(|_| framed) {
        layout.pieces = Some(pieces_to_see::on_screen(pieces, camera, drawn.zoom));
    }
    Some(layout)
}
