//! Physical dice: the public API for throwing dice from a cup onto a felt table and reading them.
//!
//! Send [`ThrowDice`], receive one [`DiceSettled`] per request. [`DicePlugin`] is everything that
//! runs headless (physics, tables, cups, throws, settling); [`render::DiceRenderPlugin`] adds meshes
//! and materials and is only added when there is a window.
//!
//! Physics runs in `FixedUpdate` at [`tuning::PHYSICS_HZ`] with `TimestepMode::Fixed`, so headless
//! apps driven by `TimeUpdateStrategy::ManualDuration(tuning::physics_step())` take exactly one
//! physics step per `app.update()`. rapier's "enhanced-determinism" feature is not enabled (it
//! turns on glam's scalar-math, which Bevy 0.19.1 does not compile with): a throw repeats itself
//! bit for bit on one machine and build, not necessarily across CPUs.

mod die_mesh;
mod face_art;
pub use face_art::mark_mask;
pub mod faces;
pub mod look;
pub mod render;
mod settle;
pub mod surfaces;
mod table;
pub mod table_look;
mod throw;
pub mod tuning;
mod under_cup;
pub use under_cup::{CupSpot, SeatCupBody, UnderCup};

use std::collections::VecDeque;

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use bevy_rapier3d::prelude::*;
use bevy_rapier3d::rapier::dynamics::IntegrationParameters;

use crate::engine::dice::DiceRng;

/// Ask table `table` (0 for the game's only table) to throw `count` dice from its cup.
/// Requests for a busy table wait their turn. `count` above [`tuning::MAX_DICE_PER_THROW`] is
/// clamped (with a warning); `count == 0` is answered at once with no values.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ThrowDice {
    /// Echoed in the answer.
    pub throw_id: u64,
    /// Which table throws.
    pub table: u32,
    /// How many dice.
    pub count: usize,
    /// Seeds every random choice of the throw: orientations, impulses, re-throws.
    pub seed: u64,
    /// The look ([`DieStyle`]) of each die in order; dice past its end get the plain look.
    pub looks: Vec<usize>,
    /// A throw with a player's swing in it (a phone's flick); `None`: the cup pours by itself.
    pub fling: Option<Fling>,
    /// Loaded dice (a lesson's fixed faces): once down, die `i` is turned to show `faces[i]`
    /// (the physics still throws them); empty, or of another length: what the physics decides.
    pub faces: Vec<u8>,
    /// Thrown out of everyone's sight (a seat's private dice, under its cup): the dice are
    /// [`Unseen`], never drawn, while the physics throws them as any other.
    pub unseen: bool,
    /// Thrown under seat `s`'s own cup where a game's view has laid a [`CupSpot`] for it (its dice
    /// [`UnderCup`], shaken and settled there); in the tray otherwise.
    pub under_cup: Option<usize>,
}

/// A die nobody may see (a seat's private throw): it stays hidden wherever it rolls.
#[derive(Component, Default, Debug)]
pub struct Unseen;

/// Unseen dice stay hidden, whatever else sets their visibility.
fn keep_unseen_hidden(mut dice: Query<&mut Visibility, With<Unseen>>) {
    for mut visibility in &mut dice {
        visibility.set_if_neq(Visibility::Hidden);
    }
}

/// A player's swing in a throw: how hard (0–1) and where to (−1 left … 1 right of the pour). The
/// dice leave the cup faster and turned that way; the physics still decides how they land.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fling {
    pub power: f32,
    pub aim: f32,
}

impl Fling {
    /// The speed a fling adds to every die as it leaves the cup, m/s (the pour goes along +X).
    pub fn velocity(self) -> Vec3 {
        let power = if self.power.is_finite() { self.power.clamp(0.0, 1.0) } else { 0.0 };
        let aim = if self.aim.is_finite() { self.aim.clamp(-1.0, 1.0) } else { 0.0 };
        let angle = aim * tuning::FLING_MAX_AIM_RAD;
        Vec3::new(angle.cos(), 0.0, angle.sin()) * power * tuning::FLING_MAX_SPEED_M_S
    }
}

/// The answer to one [`ThrowDice`]: what the dice on the table show, one value 1–6 per die.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct DiceSettled {
    /// The request's `throw_id`.
    pub throw_id: u64,
    /// The request's table.
    pub table: u32,
    /// The top face of each die, in the order of `dice`.
    pub values: Vec<u8>,
    /// The die entities; they stay on the table until the table's next throw starts.
    pub dice: Vec<Entity>,
    /// How the throw went.
    pub report: ThrowReport,
}

/// Statistics of one throw.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ThrowReport {
    /// Simulated seconds from the start of the throw (cup at rest) to the reading.
    pub settle_s: f32,
    /// Physics steps from the start of the throw to the reading.
    pub steps: u32,
    /// Times a die came to rest cocked (and was nudged or re-thrown).
    pub cocked: u32,
    /// Dice that left the table, fell through, or had non-finite state (each re-thrown).
    pub escaped: u32,
    /// Dice re-thrown for any reason (escaped, stuck in the cup, cocked too often, timed out).
    pub rethrows: u32,
    /// Times the hard cap of [`tuning::SETTLE_CAP_S`] ran out.
    pub caps: u32,
    /// True when the last resort laid the dice flat by hand.
    pub forced: bool,
}

/// A die. Its rotation's top face is its value (see [`faces`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct Die {
    /// The table entity it was thrown on.
    pub table: Entity,
    /// Its index in the throw's values.
    pub slot: usize,
}

/// A die that is only looked at, never simulated: dressed like a [`Die`] by the render plugin
/// (instant throws, dice placed on a board).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct DieLook;

/// Which look of `assets/dice/looks.ron` a die wears (its index; 0, ivory, when absent).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DieStyle(pub usize);

/// A felt table: felt, walls, lid, and a cup. Its throws live in [`TableState`].
#[derive(Component, Clone, Copy, Debug)]
pub struct DiceTable {
    /// The number used by [`ThrowDice::table`].
    pub index: u32,
    /// World position of the centre of the felt's surface.
    pub origin: Vec3,
    /// The table's cup.
    pub cup: Entity,
}

/// One static slab of a table (collider only; rendering adds a mesh).
#[derive(Component, Clone, Copy, Debug)]
pub struct TablePart {
    /// What it is made of.
    pub kind: TablePartKind,
    /// Half extents of the slab, metres.
    pub half_extents: Vec3,
}

/// What a [`TablePart`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TablePartKind {
    /// The felt floor.
    Felt,
    /// A wall.
    Wall,
    /// The clear lid.
    Lid,
}

/// A table's dice cup (kinematic).
#[derive(Component, Clone, Copy, Debug)]
pub struct DiceCup {
    /// The table it belongs to.
    pub table: Entity,
}

/// Table entities by index, for [`ThrowDice::table`].
#[derive(Resource, Default, Debug, Clone)]
pub struct Tables(pub Vec<Entity>);

/// The throws of one table: waiting requests, the throw in progress, the dice of the last one.
#[derive(Component, Default)]
pub struct TableState {
    queue: VecDeque<ThrowDice>,
    active: Option<ActiveThrow>,
    resting: Vec<Entity>,
    /// What each seat's last throw under its own cup left (dice, cup, felt), by seat.
    under: Vec<(usize, Vec<Entity>)>,
    /// Seconds into a throw of the cup's current pose.
    cup_t: f32,
}

impl TableState {
    /// True while a throw is in progress or waiting.
    pub fn busy(&self) -> bool {
        self.active.is_some() || !self.queue.is_empty()
    }
}

/// A throw in progress.
struct ActiveThrow {
    request: ThrowDice,
    rng: DiceRng,
    /// Where a throw under a seat's own cup happens (`None`: in the tray).
    spot: Option<under_cup::Spot>,
    /// Physics steps since the throw started.
    step: u32,
    /// One entity per die once loaded (empty before).
    dice: Vec<Entity>,
    /// Consecutive still steps of each die.
    quiet: Vec<u32>,
    /// Nudges each die has had.
    nudges: Vec<u32>,
    /// The step at which the hard cap next runs out.
    deadline: u32,
    report: ThrowReport,
}

/// Everything the dice need to run, headless or windowed: rapier, tables, cups, throws, settling.
pub struct DicePlugin {
    /// How many tables to lay out side by side in one physics world (1 for the game).
    pub tables: u32,
}

impl Default for DicePlugin {
    fn default() -> Self {
        Self { tables: 1 }
    }
}

impl Plugin for DicePlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(TimestepMode::Fixed { dt: tuning::physics_dt_s(), substeps: tuning::PHYSICS_SUBSTEPS })
            .insert_resource(Time::<Fixed>::from_duration(tuning::physics_step()));
        if !app.is_plugin_added::<RapierPhysicsPlugin<NoUserData>>() {
            let integration_parameters =
                IntegrationParameters { length_unit: tuning::LENGTH_UNIT_M, dt: tuning::physics_dt_s(), ..default() };
            let rapier_configuration =
                RapierConfiguration { gravity: Vec3::NEG_Y * tuning::GRAVITY_M_S2, ..RapierConfiguration::new(1.0) };
            app.add_plugins(
                RapierPhysicsPlugin::<NoUserData>::default().in_fixed_schedule().with_custom_initialization(
                    RapierContextInitialization::InitializeDefaultRapierContext {
                        integration_parameters,
                        rapier_configuration,
                    },
                ),
            );
        }
        app.add_message::<ThrowDice>()
            .add_message::<DiceSettled>()
            .insert_resource(table::TableCount(self.tables.max(1)))
            .init_resource::<Tables>()
            .add_plugins(crate::table::frame::fixed_order);
        app.add_plugins((table::plugin, throw::plugin, settle::plugin)).add_systems(
            PostUpdate,
            keep_unseen_hidden.before(bevy::camera::visibility::VisibilitySystems::CheckVisibility),
        );
    }
}

/// A headless app with `tables` tables that takes one physics step per `update()`: the setup of
/// the tests and of `dicehall dice-lab`. Every schedule runs single-threaded (faster on few cores).
pub fn headless_app(tables: u32) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::transform::TransformPlugin, DicePlugin { tables }))
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(tuning::physics_step()));
    app.finish();
    app.cleanup();
    single_threaded(&mut app);
    // Startup, and the first update (whose time delta is zero, so no physics step yet).
    app.update();
    app
}

/// Run every schedule of `app` on the single-threaded executor (call after adding all systems).
pub fn single_threaded(app: &mut App) {
    let world = app.world_mut();
    if let Some(mut schedules) = world.get_resource_mut::<Schedules>() {
        for (_, schedule) in schedules.iter_mut() {
            schedule.set_executor(SingleThreadedExecutor::new());
        }
    }
}
