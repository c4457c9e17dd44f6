//! The order of a frame, in one place: the sets of `Update` (input → decide → flow → animate →
//! present, and inside the flow: start → banner → turn → exit), of `FixedUpdate` (around rapier's
//! steps) and of the egui pass (style → side panels → HUD → words on the table → menus → overlays).
//! Every system of the game and of each game's table runs in one of these sets.

use bevy::prelude::*;
use bevy_rapier3d::plugin::PhysicsSet;

/// The order of a frame. `Input`, `Decide`, `Flow`, `Animate` and `Present` run in `Update`, in
/// that order; `Request`, `Drive` and `Watch` run in `FixedUpdate`, around rapier's `PhysicsSet`s.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Read the keyboard and mouse; write seats' actions and requests such as `ThrowDice`.
    Input,
    /// AI seats choose their actions.
    Decide,
    /// The turn flow: actions through the rules core, dice in and out, turn sub-states.
    Flow,
    /// Accept `ThrowDice` requests and start throws (before physics).
    Request,
    /// Move the cups, load dice, fix non-finite dice (before physics).
    Drive,
    /// After the physics step: settling, recovery, `DiceSettled`.
    Watch,
    /// Move things on the table to match the match state (dice onto squares, chips, highlights).
    Animate,
    /// Show results (window title, UI, sound).
    Present,
}

/// A person's keys and clicks at the table, inside [`GameSet::Input`] (after the egui focus is
/// read and holds are set; before clicks that skip an animation).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TableInput;

/// A seat's moves at the table (a game's keys, clicks and drags), inside [`TableInput`]: they wait
/// while a menu (pause, settings, the guide) holds the table.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SeatInput;

/// The steps of every game's turn flow inside [`GameSet::Flow`].
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FlowStep {
    /// A pending match starts (its game's start routine).
    Start,
    /// The banner's clock runs down.
    Banner,
    /// Seats' actions through the rules core, settled dice back in, the turn sub-state follows.
    Turn,
    /// `--exit-on-game-over`: quit when due.
    Exit,
}

/// The egui pass, drawn in this order (a panel drawn earlier takes its room first).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiPass {
    /// Fonts and the style for this frame.
    Style,
    /// Screens that are not the table (setup) and a game's side panels (they claim their room).
    Panels,
    /// The table's HUD: prompt, bars, scoreboards.
    Hud,
    /// Words placed on the table under the 3D things they name.
    Labels,
    /// Menus over the table: pause, settings, the guide.
    Menus,
    /// Over everything: results, summaries, replay controls, pad hints, the font warm-up.
    Overlay,
}

/// Declares the order of `Update` (the headless core).
pub fn update_order(app: &mut App) {
    app.configure_sets(
        Update,
        (GameSet::Input, GameSet::Decide, GameSet::Flow, GameSet::Animate, GameSet::Present).chain(),
    )
    .configure_sets(
        Update,
        (FlowStep::Start, FlowStep::Banner, FlowStep::Turn, FlowStep::Exit).chain().in_set(GameSet::Flow),
    )
    .configure_sets(Update, TableInput.in_set(GameSet::Input))
    .configure_sets(Update, SeatInput.in_set(TableInput).run_if(crate::table::states::menus_closed));
}

/// Declares the order of `FixedUpdate`: throws start before rapier's step, dice are watched after it
/// (the physical dice's plugin).
pub fn fixed_order(app: &mut App) {
    app.configure_sets(FixedUpdate, (GameSet::Request, GameSet::Drive).chain().before(PhysicsSet::SyncBackend))
        .configure_sets(FixedUpdate, GameSet::Watch.after(PhysicsSet::Writeback));
}

/// Declares the window's part of the frame order: the egui pass, and words on the table placed
/// with this frame's camera.
pub fn window_order(app: &mut App) {
    // egui's pass ends in PostUpdate, which is otherwise unordered with transform propagation (a
    // moving camera left the words on the table a frame behind).
    app.configure_sets(
        PostUpdate,
        bevy_egui::EguiPostUpdateSet::EndPass.after(bevy::transform::TransformSystems::Propagate),
    )
    .configure_sets(
        bevy_egui::EguiPrimaryContextPass,
        (UiPass::Style, UiPass::Panels, UiPass::Hud, UiPass::Labels, UiPass::Menus, UiPass::Overlay).chain(),
    );
}
