//! What the shared table asks of each game: its plugins (the headless core, the window's view, the
//! input alone for tests) and its match type, through which the shared code continues a save,
//! replays a game and clears the table. A game's `table/` folder makes its [`TableHooks`] with
//! [`TableHooks::of`]; the registry (`crate::registry`) lists them. The shared table names no game.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;

use crate::engine::{GameId, Words};
use crate::phones::wire::{Flick, Refusal};
use crate::table::dice::look::{DiceLook, LookError};
use crate::table::frame::FlowStep;
use crate::table::palette::SeatMark;
use crate::table::phones::{PhoneRefusal, PhoneTable};
use crate::table::replay::Replay;
use crate::table::save::SavedMatch;
use crate::table::save::file::SaveError;
use crate::table::session::{MatchConfig, PendingStart, SeatedMatch};
use crate::table::view::screens::guide_page::GuidePicture;

/// A game at the table, as the shared code sees it.
pub struct TableHooks {
    /// The part that runs without a window: messages, turn flow; [`match_plugin`] of its match.
    pub core: fn(&mut App),
    /// The window's part: board, pieces, HUD, input, pad, results, shots.
    pub view: fn(&mut App),
    /// Only the table's input (keys, mouse, pads): headless tests that inject them.
    pub input: fn(&mut App),
    /// Only the HUD's panels (status, action bar; egui, no 3D): the headless layout test.
    pub hud: fn(&mut App),
    /// Put a saved match of this game on the table; the welcome-back line.
    pub resume: fn(&str, &mut Commands) -> Result<String, SaveError>,
    /// Put a saved game of this game on the table to replay it.
    pub replay: fn(&str, &mut Commands) -> Result<Replay, SaveError>,
    /// Take this game's match off the table.
    pub clear: fn(&mut Commands),
    /// The log of this game's match on the table, newest last (empty when none is): for what
    /// shows the game's story without knowing the game (a controller, a test).
    pub log: fn(&World) -> Vec<String>,
    /// The one-page player's guide in every language (`Language::ALL`'s order):
    /// `assets/games/<name>/guides/`.
    pub guides: [&'static str; 6],
    /// The pictures its guides show (`![a five](picture:die-5)`), drawn by the game itself: the
    /// picture of a name, `None` for a name it does not draw (the guide's test fails on it).
    pub guide_pictures: fn(&str) -> Option<GuidePicture>,
    /// The game's own seat colours (a board with a row per colour), each seat a different one;
    /// empty: seats take the palette's colours and marks.
    pub seat_colors: &'static [[u8; 3]],
    /// The mark (shape) of each of `seat_colors`, in their order.
    pub seat_marks: &'static [SeatMark],
    /// Which of `seat_colors` a seat's colour stands for.
    pub seat_color_of: fn([u8; 3]) -> Option<usize>,
    /// The words for one of `seat_colors` in the setup form ("Red row").
    pub seat_color_words: fn(usize) -> String,
    /// The game's own dice looks, added after `assets/dice/looks.ron`'s (found by name).
    pub dice_looks: fn() -> Result<Vec<DiceLook>, LookError>,
    /// The game's own options on the setup form, below who starts (a beginner board first, say).
    pub setup_options: fn(&mut bevy_egui::egui::Ui, &mut MatchConfig),
    /// Where its board lies beside the tray, for the camera to frame (`None`: it has none).
    pub board: fn() -> Option<crate::table::view::tabletop::board_area::BoardArea>,
    /// Whether its dice are thrown in the middle tray with its cup (false: each seat throws
    /// under its own cup, and the tray and its cup leave the table, drawn and framed).
    pub tray: bool,
    /// The PNGs its shot script (`DICEHALL_SHOTS_GAME=<name>`) takes, which scripts/screenshot.sh
    /// checks (none: it takes none).
    pub shots: &'static [&'static str],
    /// What a phone sees of this game's match and may do there.
    pub phone: PhoneHooks,
    /// The lesson in this game's match, as shared code and tests see it.
    pub lesson: crate::table::lesson::LessonHooks,
}

/// A game's match as phones see and play it (`crate::table::phones::game_view`, written once).
pub struct PhoneHooks {
    /// The view of the match for the phone of a seat (`None`: no match of this game).
    pub view: fn(&World, Option<usize>) -> Option<PhoneTable>,
    /// A seat's phone plays an action (as its view listed it), with the flick that threw it.
    pub act: fn(&mut World, usize, &serde_json::Value, Option<Flick>) -> Result<(), PhoneRefusal>,
    /// The match's seats.
    pub config: for<'a> fn(&'a World) -> Option<&'a MatchConfig>,
    /// The match's seats, to change who plays them.
    pub config_mut: for<'a> fn(&'a mut World) -> Option<&'a mut MatchConfig>,
    /// A number that changes whenever the match does (phones are shown it again).
    pub stamp: fn(&World) -> u64,
    /// Whether the seat may take back its last move now, and taking it back.
    pub can_undo: fn(&World, usize) -> bool,
    pub undo: fn(&mut World, usize) -> Result<(), PhoneRefusal>,
    /// The Expert's hint for a seat's phone, to think about on a thread (refused out of its turn).
    pub hint: fn(&World, usize) -> Result<crate::table::phones::hint::HintJob, PhoneRefusal>,
}

impl PhoneHooks {
    /// The hooks of match `M`, without undo.
    pub const fn of<M: SeatedMatch + Component<Mutability = Mutable>>() -> PhoneHooks
    where
        M::G: Words,
    {
        PhoneHooks {
            view: crate::table::phones::game_view::view_of::<M>,
            act: crate::table::phones::game_view::act_of::<M>,
            config: |world| world.get_resource::<M>().map(|m| m.config()),
            config_mut: |world| world.get_resource_mut::<M>().map(|m| m.into_inner().config_mut()),
            stamp: crate::table::phones::game_view::stamp_of::<M>,
            can_undo: |_, _| false,
            undo: |_, _| Err((Refusal::Illegal, crate::t!("phone-error-no-undo"))),
            hint: crate::table::phones::hint::hint_of::<M>,
        }
    }
}

impl TableHooks {
    /// The hooks of a game whose match is `M`.
    pub(crate) const fn of<
        M: SavedMatch + crate::table::view::hud::hud_shell::TableHud + Component<Mutability = Mutable>,
    >(
        core: fn(&mut App),
        view: fn(&mut App),
        input: fn(&mut App),
        hud: fn(&mut App),
        guides: [&'static str; 6],
    ) -> TableHooks
    where
        M::G: Words,
    {
        TableHooks {
            phone: PhoneHooks::of::<M>(),
            lesson: crate::table::lesson::LessonHooks::of::<M>(),
            core,
            view,
            input,
            hud,
            guides,
            guide_pictures: |_| None,
            seat_colors: &[],
            seat_marks: &[],
            seat_color_of: |_| None,
            seat_color_words: |_| String::new(),
            dice_looks: || Ok(Vec::new()),
            setup_options: |_, _| {},
            shots: &[],
            board: || None,
            tray: true,
            resume: crate::table::save::put_on_table::<M>,
            replay: crate::table::replay::put_on_table::<M>,
            clear: remove_match::<M>,
            log: |world| world.get_resource::<M>().map(|m| m.log_lines().to_vec()).unwrap_or_default(),
        }
    }
}

/// The game whose match is on the table (the help shows its guide).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnTable(pub GameId);

fn note_on_table<M: SavedMatch>(m: Res<M>, mut commands: Commands) {
    commands.insert_resource(OnTable(m.config().game));
}

fn remove_match<M: Resource>(commands: &mut Commands) {
    commands.remove_resource::<M>();
}

/// What the shared table does for every game's match `M`: a start puts it on the table, AI seats
/// play it, it autosaves, a replay of it seeks. A game's `core` plugin adds it.
pub fn match_plugin<M: SavedMatch + Component<Mutability = Mutable>>(app: &mut App) {
    app.add_systems(
        Update,
        (
            crate::table::flow::start_pending::<M>.run_if(resource_exists::<PendingStart>).in_set(FlowStep::Start),
            note_on_table::<M>.run_if(resource_added::<M>).in_set(FlowStep::Turn),
            relog_in_language::<M>.run_if(resource_exists::<M>).in_set(FlowStep::Turn),
        ),
    );
    crate::table::ai_seats::add_ai_seats::<M>(app);
    crate::table::save::autosave_plugin::<M>(app);
    crate::table::replay::seek_plugin::<M>(app);
}

/// The language changed: the match's log is said again in the new one.
fn relog_in_language<M: SavedMatch + Component<Mutability = Mutable>>(mut m: ResMut<M>) {
    if m.log_outdated() {
        m.relog();
    }
}

/// Every registered game's hooks.
pub fn every_game() -> impl Iterator<Item = &'static TableHooks> {
    crate::registry::all().iter().map(|r| r.table)
}
