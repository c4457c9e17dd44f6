//! Sound, synthesised at startup into WAV bytes (no files): dice hitting each other, the felt and
//! the cup, louder for faster impacts (rapier collision events and the dice's speed); chips.

use bevy::audio::{AudioSource, GlobalVolume, PlaybackSettings, Volume};
use bevy::prelude::*;
use bevy_rapier3d::prelude::{ActiveEvents, CollisionEvent, Velocity};

use crate::table::GameSet;
use crate::table::dice::{DiceCup, Die, TablePart};
use crate::table::session::Settings;

const RATE: u32 = 44_100;

#[derive(Resource)]
struct Sounds {
    click: Handle<AudioSource>,
    felt: Handle<AudioSource>,
    cup: Handle<AudioSource>,
    chips: Handle<AudioSource>,
}

/// A sound a game's table asks for (the dice's own sounds come from their collisions).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableSound {
    /// Chips changing hands.
    Chips,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<TableSound>()
        .add_systems(Startup, synthesise)
        .add_systems(Update, (listen_to_dice, impacts, cues, volume).in_set(GameSet::Present));
}

/// A mono 16-bit PCM WAV file of `samples` (−1..1).
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend(b"RIFF");
    out.extend((36 + data_len).to_le_bytes());
    out.extend(b"WAVEfmt ");
    out.extend(16u32.to_le_bytes());
    out.extend(1u16.to_le_bytes());
    out.extend(1u16.to_le_bytes());
    out.extend(RATE.to_le_bytes());
    out.extend((RATE * 2).to_le_bytes());
    out.extend(2u16.to_le_bytes());
    out.extend(16u16.to_le_bytes());
    out.extend(b"data");
    out.extend(data_len.to_le_bytes());
    for s in samples {
        out.extend(((s.clamp(-1.0, 1.0) * 32_000.0) as i16).to_le_bytes());
    }
    out
}

/// Decaying partials (frequency Hz, amplitude) plus low-passed noise, `len_s` long.
fn strike(len_s: f32, decay_s: f32, partials: &[(f32, f32)], noise: f32, lowpass: f32, seed: u32) -> Vec<f32> {
    let n = (len_s * RATE as f32) as usize;
    let mut state = seed | 1;
    let mut smooth = 0.0f32;
    (0..n)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let env = (-t / decay_s).exp() * (1.0 - (-t / 0.0007).exp());
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let white = state as f32 / u32::MAX as f32 * 2.0 - 1.0;
            smooth += lowpass * (white - smooth);
            let tone: f32 = partials.iter().map(|&(f, a)| a * (std::f32::consts::TAU * f * t).sin()).sum();
            env * (tone + noise * smooth)
        })
        .collect()
}

fn synthesise(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |samples: Vec<f32>| sources.add(AudioSource { bytes: wav(&samples).into() });
    let click = add(strike(0.05, 0.006, &[(2_900.0, 0.35), (4_300.0, 0.25), (6_100.0, 0.15)], 0.5, 0.6, 7));
    let felt = add(strike(0.06, 0.012, &[(180.0, 0.3)], 0.9, 0.08, 11));
    let cup = add(strike(0.09, 0.02, &[(330.0, 0.35), (690.0, 0.2)], 0.6, 0.2, 13));
    let mut chip = strike(0.16, 0.035, &[(3_300.0, 0.3), (4_900.0, 0.25), (7_700.0, 0.12)], 0.2, 0.5, 17);
    let second = strike(0.16, 0.03, &[(3_500.0, 0.25), (5_200.0, 0.2)], 0.2, 0.5, 19);
    let offset = (0.045 * RATE as f32) as usize;
    chip.resize(offset + second.len(), 0.0);
    for (i, s) in second.into_iter().enumerate() {
        chip[offset + i] += s;
    }
    let chips = add(chip);
    commands.insert_resource(Sounds { click, felt, cup, chips });
}

/// Ask rapier for the collision events of every new die.
fn listen_to_dice(mut commands: Commands, dice: Query<Entity, Added<Die>>) {
    for die in &dice {
        commands.entity(die).insert(ActiveEvents::COLLISION_EVENTS);
    }
}

fn play(commands: &mut Commands, sound: &Handle<AudioSource>, volume: f32) {
    commands.spawn((
        AudioPlayer::new(sound.clone()),
        PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume.clamp(0.0, 1.0))),
    ));
}

#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
fn impacts(
    mut commands: Commands,
    mut events: MessageReader<CollisionEvent>,
    sounds: Option<Res<Sounds>>,
    velocity: Query<&Velocity, With<Die>>,
    cups: Query<(), With<DiceCup>>,
    parts: Query<(), With<TablePart>>,
    time: Res<Time<Real>>,
    mut last: Local<f32>,
) {
    let Some(sounds) = sounds else { return };
    let now = time.elapsed_secs();
    let mut played = 0;
    for event in events.read() {
        let CollisionEvent::Started(a, b, _) = *event else {
            continue;
        };
        let speed = |e: Entity| velocity.get(e).map_or(0.0, |v| v.linear.length());
        let hit = speed(a).max(speed(b));
        if hit < 0.05 || played >= 3 || now - *last < 0.02 {
            continue;
        }
        let (sound, gain) = if cups.contains(a) || cups.contains(b) {
            (&sounds.cup, 0.5)
        } else if parts.contains(a) || parts.contains(b) {
            (&sounds.felt, 0.8)
        } else {
            (&sounds.click, 0.6)
        };
        play(&mut commands, sound, gain * (hit / 1.2).min(1.0));
        played += 1;
        *last = now;
    }
}

fn cues(mut commands: Commands, mut cues: MessageReader<TableSound>, sounds: Option<Res<Sounds>>) {
    let Some(sounds) = sounds else { return };
    for cue in cues.read() {
        match cue {
            TableSound::Chips => play(&mut commands, &sounds.chips, 0.8),
        }
    }
}

fn volume(settings: Res<Settings>, mut global: ResMut<GlobalVolume>) {
    if settings.is_changed() {
        global.volume = Volume::Linear(settings.volume);
    }
}
