//! Every physical constant of the dice, cup and table, in SI units (m, kg, s, rad), in one place.
//!
//! World axes: +Y is up, the felt's surface is at y = 0 of each table, the cup stands at -X and
//! pours towards +X. Rapier's `length_unit` is set to [`LENGTH_UNIT_M`] because the bodies are
//! centimetre-sized: its contact tolerances scale with it.

use std::time::Duration;

/// Physics steps per simulated second (rapier `TimestepMode::Fixed`, Bevy `Time<Fixed>`).
pub const PHYSICS_HZ: f64 = 60.0;
/// Rapier sub-steps per physics step.
pub const PHYSICS_SUBSTEPS: usize = 1;
/// Rapier's typical object size, metres (scales its contact tolerances and sleep thresholds).
pub const LENGTH_UNIT_M: f32 = 0.1;
/// Gravity, m/s² (downwards).
pub const GRAVITY_M_S2: f32 = 9.81;

/// One physics step as a `Duration` (identical for `Time<Fixed>` and `TimeUpdateStrategy`).
pub fn physics_step() -> Duration {
    Duration::from_secs_f64(1.0 / PHYSICS_HZ)
}

/// One physics step, seconds.
pub fn physics_dt_s() -> f32 {
    (1.0 / PHYSICS_HZ) as f32
}

// ---- Die (a standard 16 mm acrylic casino-style die) ----
/// Edge length of a die, metres.
pub const DIE_SIZE_M: f32 = 0.016;
/// Radius of the rounded edges and corners of a die, metres.
pub const DIE_EDGE_RADIUS_M: f32 = 0.0015;
/// Mass of one die, kg (acrylic, 1.18 g/cm³ × 4.1 cm³).
pub const DIE_MASS_KG: f32 = 0.0048;
/// Die friction coefficient (combined with the other body's by rapier's average rule).
pub const DIE_FRICTION: f32 = 0.45;
/// Die coefficient of restitution.
pub const DIE_RESTITUTION: f32 = 0.35;
/// Linear velocity damping of a die, 1/s (air drag and felt drag lumped together).
pub const DIE_LINEAR_DAMPING_PER_S: f32 = 0.4;
/// Angular velocity damping of a die, 1/s (rolling resistance of the felt).
pub const DIE_ANGULAR_DAMPING_PER_S: f32 = 0.9;
/// Fastest a die may move, m/s (a hard throw is ~3 m/s; anything faster is clamped before a step).
pub const DIE_MAX_SPEED_M_S: f32 = 8.0;
/// Fastest a die may spin, rad/s.
pub const DIE_MAX_SPIN_RAD_S: f32 = 200.0;

// ---- Table (a felt dice tray with walls and a clear lid) ----
/// Half the inside length (along X) of the felt, metres.
pub const TABLE_HALF_LENGTH_M: f32 = 0.30;
/// Half the inside width (along Z) of the felt, metres.
pub const TABLE_HALF_WIDTH_M: f32 = 0.20;
/// Height of the walls; the lid sits on them, metres.
pub const TABLE_WALL_HEIGHT_M: f32 = 0.25;
/// Thickness of the felt slab, the walls and the lid, metres.
pub const TABLE_SLAB_M: f32 = 0.04;
/// Height of the drawn rim of a table's walls, metres (looks only: the colliders stand higher,
/// unseen, so no die leaves the tray).
pub const WALL_RIM_M: f32 = 0.03;
/// Felt friction coefficient.
pub const FELT_FRICTION: f32 = 0.8;
/// Felt coefficient of restitution.
pub const FELT_RESTITUTION: f32 = 0.2;
/// Wall (padded wood) friction coefficient.
pub const WALL_FRICTION: f32 = 0.4;
/// Wall coefficient of restitution.
pub const WALL_RESTITUTION: f32 = 0.45;
/// Distance between the origins of neighbouring tables when several share one world, metres.
pub const TABLE_SPACING_M: f32 = 1.0;

// ---- Cup (a leather dice cup, kinematic) ----
/// Inside radius of the cup, metres.
pub const CUP_RADIUS_M: f32 = 0.045;
/// Inside height of the cup, metres.
pub const CUP_HEIGHT_M: f32 = 0.11;
/// Thickness of the cup's wall and floor, metres.
pub const CUP_WALL_M: f32 = 0.005;
/// Number of flat wall segments approximating the cylinder.
pub const CUP_SEGMENTS: usize = 12;
/// Cup friction coefficient.
pub const CUP_FRICTION: f32 = 0.5;
/// Cup coefficient of restitution.
pub const CUP_RESTITUTION: f32 = 0.3;
/// Rest position of the centre of the cup's floor, relative to the table origin, metres.
pub const CUP_REST_M: [f32; 3] = [-0.18, 0.045, 0.0];
/// Shaking: duration, s.
pub const CUP_SHAKE_S: f32 = 0.30;
/// Shaking: frequency, Hz.
pub const CUP_SHAKE_HZ: f32 = 6.0;
/// Shaking: horizontal amplitude, metres.
pub const CUP_SHAKE_AMPLITUDE_M: f32 = 0.012;
/// Pouring: duration of the tip, s.
pub const CUP_TIP_S: f32 = 0.22;
/// Pouring: final tilt of the cup's axis from vertical, rad (≈ 120°).
pub const CUP_TIP_ANGLE_RAD: f32 = 2.1;
/// Pouring: forward (+X) travel of the cup during the tip, metres.
pub const CUP_TIP_TRAVEL_M: f32 = 0.06;
/// Pouring: lift of the cup's floor during the tip, metres.
pub const CUP_TIP_LIFT_M: f32 = 0.05;
/// Physics steps between placing the cup at rest and dropping the dice in (lets the kinematic body
/// arrive without sweeping through new dice).
pub const CUP_LOAD_STEPS: u32 = 2;

// ---- A seat's own cup (mouth down over its dice on its mat, `under_cup`) ----
/// Inside radius and inside height of a seat's own cup, metres.
pub const SEAT_CUP_RADIUS_M: f32 = 0.034;
pub const SEAT_CUP_HEIGHT_M: f32 = 0.062;
/// Thickness of its wall and roof, metres.
pub const SEAT_CUP_WALL_M: f32 = 0.004;
/// Its rim's height above the felt while it shakes, metres (under a die's size: no die gets out).
pub const SEAT_CUP_SHAKE_GAP_M: f32 = 0.005;
/// Shaking (sliding round on the felt): duration, s; frequency, Hz; amplitude, metres.
pub const SEAT_CUP_SHAKE_S: f32 = 0.45;
pub const SEAT_CUP_SHAKE_HZ: f32 = 5.0;
pub const SEAT_CUP_SHAKE_AMPLITUDE_M: f32 = 0.008;
/// Setting it down on the felt after the shake, s.
pub const SEAT_CUP_SET_DOWN_S: f32 = 0.08;
/// Most dice thrown under a seat's cup (more are thrown in the tray).
pub const SEAT_CUP_MAX_DICE: usize = 8;
/// Half the side of the patch of felt laid under a seat's cup, metres.
pub const SEAT_FELT_HALF_M: f32 = 0.06;

// ---- Throw randomness (seeded) ----
/// Largest initial speed of a die inside the cup, m/s.
pub const THROW_MAX_SPEED_M_S: f32 = 0.3;
/// Largest initial spin of a die inside the cup, rad/s.
pub const THROW_MAX_SPIN_RAD_S: f32 = 25.0;
/// Speed a full-power fling (a phone's flick) adds to each die leaving the cup, m/s.
pub const FLING_MAX_SPEED_M_S: f32 = 0.9;
/// Widest turn of a fling away from the pour's line, rad (a flick to the far side).
pub const FLING_MAX_AIM_RAD: f32 = 0.5;
/// How far through the cup's tip a fling goes into the dice (0: tip starts, 1: cup poured).
pub const FLING_AT_TIP: f32 = 0.5;
/// Largest number of dice one throw may hold (the cup's capacity).
pub const MAX_DICE_PER_THROW: usize = 12;
/// Re-throws drop a die from this height above the felt, metres.
pub const REDROP_HEIGHT_M: f32 = 0.12;
/// Re-throws give a die at most this horizontal speed, m/s.
pub const REDROP_MAX_SPEED_M_S: f32 = 0.6;

// ---- Settling and reading ----
/// A die is still while its speed is below this, m/s.
pub const SETTLE_LINEAR_M_S: f32 = 0.01;
/// A die is still while its spin is below this, rad/s.
pub const SETTLE_ANGULAR_RAD_S: f32 = 0.4;
/// How long every die must stay still for the throw to count as settled, s.
pub const SETTLE_HOLD_S: f32 = 0.3;
/// A die whose top face normal is more than this from vertical is cocked, rad (10°).
pub const COCKED_MAX_TILT_RAD: f32 = 0.1745;
/// Nudges one cocked die may get before it is re-thrown.
pub const MAX_NUDGES_PER_DIE: u32 = 3;
/// Upward speed of a nudge, m/s.
pub const NUDGE_SPEED_M_S: f32 = 0.15;
/// Spin of a nudge, rad/s.
pub const NUDGE_SPIN_RAD_S: f32 = 8.0;
/// Simulated time after which the dice of a throw that are still not still are re-thrown, s.
pub const SETTLE_CAP_S: f32 = 4.0;
/// Each time the cap runs out it is extended by this much, s.
pub const CAP_EXTENSION_S: f32 = 1.0;
/// After this many caps (at 4 s + 1 s = the hard cap of 5 s simulated), every die is laid flat on
/// its nearest face where it is and the throw is read: no throw takes longer.
pub const MAX_CAPS: u32 = 2;
/// A die farther than this outside the table's inside box has escaped, metres.
pub const ESCAPE_MARGIN_M: f32 = 0.02;
