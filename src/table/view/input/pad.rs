//! Playing without a mouse: a gamepad (Bevy's gamepad input) or the arrow keys step a cursor
//! through the rules core's legal actions of the seat to act, each named in words; A (or Enter,
//! once the arrows are in use) plays it. In menus (setup, pause, results, help) the D-pad moves
//! egui's focus and A presses the focused button. Start pauses, Select shows the guide. Each human
//! seat is bound to a gamepad (in the order they connect, round the pads when seats outnumber them).

use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiInputSet, PrimaryEguiContext, egui};

use crate::engine::Game;
use crate::table::GameSet;
use crate::table::session::{SeatAction, SeatKind, SeatedMatch};
use crate::table::states::Menu;
use crate::table::states::{AppState, playing_with};
use crate::table::view::UiFocus;

/// How far the left stick must lean to step the cursor (0–1).
const STICK_STEP: f32 = 0.6;

/// A table whose seat in turn can be played from the cursor (its game says what each choice does:
/// the hint shows it).
pub(crate) trait PadTable: SeatedMatch<G: crate::engine::Words> + Resource {
    /// The legal actions of the seat in turn, each in words, in the cursor's order.
    fn pad_choices(&self) -> Vec<(String, <Self::G as Game>::Action)>;
    /// The seat in turn.
    fn seat_to_act(&self) -> usize;
}

/// The gamepads in the order they connected.
#[derive(Resource, Default, Debug)]
pub struct PadOrder(pub Vec<Entity>);

impl PadOrder {
    /// The gamepad bound to `seat`: human seats take the pads in turn.
    pub fn pad_of(&self, seats: &[crate::table::session::SeatConfig], seat: usize) -> Option<Entity> {
        if self.0.is_empty() {
            return None;
        }
        let nth_human = seats[..seat.min(seats.len())].iter().filter(|s| s.kind == SeatKind::Human).count();
        Some(self.0[nth_human % self.0.len()])
    }
}

/// Where the cursor stands among the choices, and whether it has been used (it shows once it is).
#[derive(Resource, Default, Debug)]
pub struct PadCursor {
    pub index: usize,
    pub shown: bool,
    /// The decision the index belongs to: (seat, number of choices, first choice's words).
    decision: (usize, usize, String),
}

/// The cursor's direction this frame: −1, 0 or +1, and whether to play the choice.
#[derive(Default)]
struct Steer {
    step: i32,
    confirm: bool,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PadOrder>()
        .init_resource::<PadCursor>()
        .add_systems(PreUpdate, track_pads)
        .add_systems(Update, pad_table_keys.in_set(GameSet::Input));
}

/// The systems of one game's table.
pub(crate) fn table_plugin<M: PadTable>(app: &mut App) {
    app.add_systems(
        Update,
        pad_choose::<M>.in_set(GameSet::Input).before(crate::table::frame::TableInput).run_if(playing_with::<M>()),
    );
}

/// The menus' D-pad: egui focus moves and presses (window builds only; egui is not in tests).
pub(crate) fn menu_plugin(app: &mut App) {
    app.add_systems(PreUpdate, pad_menus.in_set(EguiInputSet::ReadBevyMessages));
}

/// Keep the connection order of the gamepads present.
fn track_pads(pads: Query<Entity, With<Gamepad>>, mut order: ResMut<PadOrder>) {
    order.0.retain(|e| pads.contains(*e));
    for pad in &pads {
        if !order.0.contains(&pad) {
            info!("gamepad {} connected", order.0.len() + 1);
            order.0.push(pad);
        }
    }
}

/// Start pauses (or resumes), Select shows the guide: at the table, whoever holds the pad.
fn pad_table_keys(
    pads: Query<&Gamepad>,
    state: Res<State<AppState>>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
) {
    for pad in &pads {
        if pad.just_pressed(GamepadButton::Start) && *state.get() == AppState::Playing {
            next.set(menu.get().toggle_pause());
        }
        if pad.just_pressed(GamepadButton::Select) {
            next.set(menu.get().toggle_guide());
        }
    }
}

/// This frame's steering from `pad`: the D-pad or the stick (stepping once per lean), A to play.
fn steer_of(pad: &Gamepad, leaning: &mut bool) -> Steer {
    let mut steer = Steer::default();
    if pad.just_pressed(GamepadButton::DPadRight) || pad.just_pressed(GamepadButton::DPadDown) {
        steer.step += 1;
    }
    if pad.just_pressed(GamepadButton::DPadLeft) || pad.just_pressed(GamepadButton::DPadUp) {
        steer.step -= 1;
    }
    let x = pad.left_stick().x;
    if x.abs() >= STICK_STEP && !*leaning {
        steer.step += x.signum() as i32;
    }
    *leaning = x.abs() >= STICK_STEP / 2.0 && (*leaning || x.abs() >= STICK_STEP);
    steer.confirm = pad.just_pressed(GamepadButton::South);
    steer
}

/// Step the cursor through the seat's choices and play the one chosen.
#[allow(clippy::too_many_arguments)]
fn pad_choose<M: PadTable>(
    m: Res<M>,
    pads: Query<(Entity, &Gamepad)>,
    order: Res<PadOrder>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    waits: Res<crate::table::table_waits::TableWaits>,
    mut cursor: ResMut<PadCursor>,
    mut leaning: Local<bool>,
    mut out: MessageWriter<SeatAction<<M::G as Game>::Action>>,
) {
    // A waiting round sheet takes the pad's A and Enter for its OK (`round_over`).
    if waits.held() || !m.tv_to_act() {
        return;
    }
    let seat = m.seat_to_act();
    let choices = m.pad_choices();
    let decision = (seat, choices.len(), choices.first().map(|c| c.0.clone()).unwrap_or_default());
    if cursor.decision != decision {
        cursor.decision = decision;
        cursor.index = 0;
    }
    let mut steer = Steer::default();
    let bound = order.pad_of(&m.config().seats, seat);
    for (entity, pad) in &pads {
        let s = steer_of(pad, &mut leaning);
        if bound == Some(entity) {
            steer.step += s.step;
            steer.confirm |= s.confirm;
        }
    }
    if !focus.keyboard_taken {
        if keys.just_pressed(KeyCode::ArrowRight) || keys.just_pressed(KeyCode::ArrowDown) {
            steer.step += 1;
        }
        if keys.just_pressed(KeyCode::ArrowLeft) || keys.just_pressed(KeyCode::ArrowUp) {
            steer.step -= 1;
        }
        // Enter plays the cursor's choice once the arrows have shown it (the tables' own Enter
        // keys are left alone until then).
        if cursor.shown && keys.just_pressed(KeyCode::Enter) {
            steer.confirm = true;
            keys.clear_just_pressed(KeyCode::Enter);
        }
    }
    if choices.is_empty() {
        return;
    }
    if steer.step != 0 {
        cursor.shown = true;
        cursor.index = (cursor.index as i32 + steer.step).rem_euclid(choices.len() as i32) as usize;
    }
    if steer.confirm {
        cursor.shown = true;
        let index = cursor.index.min(choices.len() - 1);
        out.write(SeatAction::new(seat, choices[index].1));
    }
}

/// In menus the D-pad moves egui's focus (Tab, Shift+Tab), left and right change a focused slider,
/// A presses the focused button and B closes (Escape).
fn pad_menus(
    pads: Query<&Gamepad>,
    state: Res<State<AppState>>,
    menu: Res<State<Menu>>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut events: MessageWriter<EguiInputEvent>,
) {
    let in_menu = *state.get() != AppState::Playing || menu.get().is_open();
    let Ok(context) = context.single() else { return };
    if !in_menu {
        return;
    }
    let mut key = |key: egui::Key, shift: bool| {
        let modifiers = egui::Modifiers { shift, ..Default::default() };
        for pressed in [true, false] {
            let event = egui::Event::Key { key, physical_key: None, pressed, repeat: false, modifiers };
            events.write(EguiInputEvent { context, event });
        }
    };
    for pad in &pads {
        if pad.just_pressed(GamepadButton::DPadDown) {
            key(egui::Key::Tab, false);
        }
        if pad.just_pressed(GamepadButton::DPadUp) {
            key(egui::Key::Tab, true);
        }
        if pad.just_pressed(GamepadButton::DPadLeft) {
            key(egui::Key::ArrowLeft, false);
        }
        if pad.just_pressed(GamepadButton::DPadRight) {
            key(egui::Key::ArrowRight, false);
        }
        if pad.just_pressed(GamepadButton::South) {
            key(egui::Key::Enter, false);
        }
        if pad.just_pressed(GamepadButton::East) {
            key(egui::Key::Escape, false);
        }
    }
}
