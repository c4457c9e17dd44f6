//! The window's scene: camera, lights with shadows, Space/click to throw, the result on screen.
//!
//! `DICEHALL_SCREENSHOT=path.png` throws once at start, saves a screenshot after the dice settle,
//! and quits (a smoke test of rendering).

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::GameSet;
use super::dice::{DiceSettled, ThrowDice};
use crate::rules::dice::fresh_seed;

/// Dice per throw in the window.
const DICE_PER_THROW: usize = 5;

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(Update, (GameSet::Input, GameSet::Present).chain())
        .init_resource::<Shown>()
        .insert_resource(ClearColor(Color::srgb(0.08, 0.08, 0.1)))
        .insert_resource(GlobalAmbientLight {
            color: Color::WHITE,
            brightness: 300.0,
            ..default()
        })
        .add_systems(Startup, setup)
        .add_systems(Update, request_throw.in_set(GameSet::Input))
        .add_systems(
            Update,
            (show_result, screenshot_when_done).in_set(GameSet::Present),
        )
        .add_systems(EguiPrimaryContextPass, panel);
}

/// What the window shows.
#[derive(Resource, Default)]
struct Shown {
    next_id: u64,
    pending: Option<u64>,
    last: Option<DiceSettled>,
    screenshot: Option<String>,
    frames_since_result: u32,
}

fn setup(mut commands: Commands, mut shown: ResMut<Shown>, mut throws: MessageWriter<ThrowDice>) {
    commands.spawn((
        Camera3d::default(),
        Transform::from_xyz(0.0, 0.95, 0.5).looking_at(Vec3::new(0.0, 0.0, 0.03), Vec3::Y),
    ));
    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        CascadeShadowConfigBuilder {
            maximum_distance: 2.0,
            first_cascade_far_bound: 0.6,
            ..default()
        }
        .build(),
        Transform::from_xyz(-0.3, 1.0, 0.4).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        PointLight {
            intensity: 40_000.0,
            range: 3.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(0.2, 0.6, -0.2),
    ));
    shown.screenshot = std::env::var("DICEHALL_SCREENSHOT").ok();
    if shown.screenshot.is_some() {
        throw(&mut shown, &mut throws);
    }
}

fn throw(shown: &mut Shown, throws: &mut MessageWriter<ThrowDice>) {
    shown.next_id += 1;
    shown.pending = Some(shown.next_id);
    throws.write(ThrowDice {
        throw_id: shown.next_id,
        table: 0,
        count: DICE_PER_THROW,
        seed: fresh_seed(),
    });
}

fn request_throw(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut contexts: EguiContexts,
    mut shown: ResMut<Shown>,
    mut throws: MessageWriter<ThrowDice>,
) {
    let over_ui = contexts
        .ctx_mut()
        .map(|ctx| ctx.egui_wants_pointer_input())
        .unwrap_or(false);
    let clicked = mouse.just_pressed(MouseButton::Left) && !over_ui;
    if (keys.just_pressed(KeyCode::Space) || clicked) && shown.pending.is_none() {
        throw(&mut shown, &mut throws);
    }
}

fn show_result(
    mut settled: MessageReader<DiceSettled>,
    mut shown: ResMut<Shown>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
) {
    for result in settled.read() {
        if shown.pending == Some(result.throw_id) {
            shown.pending = None;
        }
        shown.frames_since_result = 0;
        if let Ok(mut window) = window.single_mut() {
            window.title = format!("dicehall: {}", values_text(&result.values));
        }
        shown.last = Some(result.clone());
    }
    shown.frames_since_result = shown.frames_since_result.saturating_add(1);
}

fn values_text(values: &[u8]) -> String {
    let list: Vec<String> = values.iter().map(u8::to_string).collect();
    let sum: u32 = values.iter().map(|&v| u32::from(v)).sum();
    format!("{}  (sum {sum})", list.join("  "))
}

fn panel(mut contexts: EguiContexts, shown: Res<Shown>) -> Result {
    egui::Area::new(egui::Id::new("dice result"))
        .fixed_pos(egui::pos2(16.0, 16.0))
        .show(contexts.ctx_mut()?, |ui| {
            ui.set_min_width(700.0);
            let text = match (&shown.pending, &shown.last) {
                (Some(_), _) => "Rolling…".to_string(),
                (None, Some(last)) => format!(
                    "Dice: {}   settled in {:.2} s",
                    values_text(&last.values),
                    last.report.settle_s
                ),
                (None, None) => "Press Space or click to throw 5 dice".to_string(),
            };
            ui.label(
                egui::RichText::new(text)
                    .size(22.0)
                    .color(egui::Color32::WHITE),
            );
            if shown.last.is_some() && shown.pending.is_none() {
                ui.label("Space or click: throw again");
            }
        });
    Ok(())
}

fn screenshot_when_done(
    mut commands: Commands,
    shown: ResMut<Shown>,
    mut exit: MessageWriter<AppExit>,
) {
    if shown.last.is_none() || shown.screenshot.is_none() {
        return;
    }
    if shown.frames_since_result == 30 {
        if let Some(path) = shown.screenshot.clone() {
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
        }
    }
    if shown.frames_since_result == 90 {
        exit.write(AppExit::Success);
    }
}
