//! Quality presets and the frame-time benchmark. Low: hardware shadow filtering, 4× MSAA, no
//! ambient occlusion (chosen automatically on a software renderer such as lavapipe). High: soft
//! (Gaussian) shadows, larger shadow maps, screen-space ambient occlusion, and a touch of bloom on
//! the highlights (an HDR camera).
//! `play --bench-frames N` prints frame-time p50/p99 as JSON after N frames of play, then quits.

use bevy::camera::Hdr;
use bevy::light::{DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::pbr::ScreenSpaceAmbientOcclusion;
use bevy::post_process::bloom::{Bloom, BloomCompositeMode, BloomPrefilter};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::window::PrimaryWindow;

use crate::table::session::{Quality, Settings};
use crate::table::states::AppState;
use crate::table::view::tabletop::camera::TableCamera;

/// Shadow map edge, texels, per preset.
const LOW_SHADOW_MAP_PX: usize = 2048;
const HIGH_SHADOW_MAP_PX: usize = 4096;
/// The High preset's bloom: only light brighter than white (the glows under dice and lit squares,
/// the sharpest highlights) bleeds, added on top, so felt, dice and pips keep their contrast.
const HIGH_BLOOM: Bloom = Bloom {
    intensity: 0.05,
    prefilter: BloomPrefilter { threshold: 1.5, threshold_softness: 0.3 },
    composite_mode: BloomCompositeMode::Additive,
    ..Bloom::NATURAL
};
/// Frames skipped before the benchmark starts timing (shader compilation, first uploads).
const BENCH_WARMUP_FRAMES: usize = 30;

/// The preset in effect (what [`Quality::Auto`] resolved to).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ActiveQuality(pub(crate) Quality);

/// `--bench-frames N`: frame times of play so far, milliseconds.
#[derive(Resource, Debug)]
pub struct FrameBench {
    pub frames: usize,
    seen: usize,
    times_ms: Vec<f32>,
}

impl FrameBench {
    pub fn new(frames: usize) -> Self {
        FrameBench { frames, seen: 0, times_ms: Vec::with_capacity(frames) }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_quality).add_systems(Last, bench.run_if(resource_exists::<FrameBench>));
}

/// True for a renderer that runs on the CPU (lavapipe, llvmpipe, SwiftShader, WARP).
fn is_software(info: &RenderAdapterInfo) -> bool {
    let name = info.name.to_lowercase();
    format!("{:?}", info.device_type) == "Cpu"
        || ["llvmpipe", "lavapipe", "swiftshader", "warp"].iter().any(|n| name.contains(n))
}

fn apply_quality(
    mut commands: Commands,
    settings: Res<Settings>,
    adapter: Option<Res<RenderAdapterInfo>>,
    active: Option<Res<ActiveQuality>>,
    cameras: Query<Entity, With<TableCamera>>,
) {
    let resolved = match settings.quality {
        Quality::Auto if adapter.as_ref().is_none_or(|a| is_software(a)) => Quality::Low,
        Quality::Auto => Quality::High,
        chosen => chosen,
    };
    let Ok(camera) = cameras.single() else { return };
    if active.is_some_and(|a| a.0 == resolved) {
        return;
    }
    info!("quality preset: {resolved:?}");
    commands.insert_resource(ActiveQuality(resolved));
    if resolved == Quality::High {
        commands.insert_resource(DirectionalLightShadowMap { size: HIGH_SHADOW_MAP_PX });
        commands.entity(camera).insert((
            Msaa::Off,
            ScreenSpaceAmbientOcclusion::default(),
            ShadowFilteringMethod::Gaussian,
            Hdr,
            HIGH_BLOOM,
        ));
    } else {
        commands.insert_resource(DirectionalLightShadowMap { size: LOW_SHADOW_MAP_PX });
        commands
            .entity(camera)
            .remove::<(ScreenSpaceAmbientOcclusion, Bloom, Hdr)>()
            .insert((Msaa::Sample4, ShadowFilteringMethod::Hardware2x2));
    }
}

fn percentile(sorted: &[f32], p: f64) -> f32 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn bench(
    time: Res<Time<Real>>,
    state: Res<State<AppState>>,
    mut bench: ResMut<FrameBench>,
    active: Option<Res<ActiveQuality>>,
    adapter: Option<Res<RenderAdapterInfo>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut exit: MessageWriter<AppExit>,
) {
    if *state.get() != AppState::Playing {
        return;
    }
    bench.seen += 1;
    if bench.seen <= BENCH_WARMUP_FRAMES {
        return;
    }
    bench.times_ms.push(time.delta_secs() * 1000.0);
    if bench.times_ms.len() < bench.frames.max(1) {
        return;
    }
    let mut sorted = bench.times_ms.clone();
    sorted.sort_by(f32::total_cmp);
    let (w, h) = windows.single().map_or((0, 0), |w| (w.physical_width(), w.physical_height()));
    let json = serde_json::json!({
        "frames": sorted.len(),
        "frame_ms_p50": percentile(&sorted, 0.5),
        "frame_ms_p99": percentile(&sorted, 0.99),
        "frame_ms_max": sorted[sorted.len() - 1],
        "quality": format!("{:?}", active.map_or(Quality::Auto, |a| a.0)).to_lowercase(),
        "adapter": adapter.map_or_else(String::new, |a| a.name.clone()),
        "resolution": [w, h],
    });
    println!("{json}");
    exit.write(AppExit::Success);
}
