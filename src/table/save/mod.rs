//! Never lose a game: every match autosaves after each step (at a position where a seat decides),
//! `--resume` and the setup screen's Continue bring it back exactly, `--quit-after-turns` stops a
//! run (saved) for tests of that, and a save that cannot be used is explained and put aside.

pub mod file;
pub mod of_match;
pub mod store;
pub mod unfinished;

use std::path::PathBuf;

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::engine::record::{Record, replay};
use crate::engine::{Game, GameId};
use crate::t;
use crate::table::GameSet;
use crate::table::session::{Banner, MatchConfig, SeatedMatch, Settings};
use crate::table::states::AppState;
use file::{LAST_GAME_FILE, SaveError, SaveFile};
pub use unfinished::{AutosaveFile, PendingResume, Unfinished};

/// The rules state, action and extra of match `M`'s saves.
pub type SaveOf<M> =
    SaveFile<<<M as SeatedMatch>::G as Game>::State, <<M as SeatedMatch>::G as Game>::Action, <M as SavedMatch>::Extra>;

/// A match that can be written to a save and rebuilt from one.
pub trait SavedMatch: SeatedMatch + Sized {
    /// What the game keeps beside the common fields.
    type Extra: Clone + Serialize + DeserializeOwned;
    /// A new match of `config` (its seed given).
    fn new_match(config: MatchConfig) -> Result<Self, String>;
    fn to_save(&self) -> SaveOf<Self>;
    /// Take the save's steps, state, log, history and extra into this fresh match of its seats.
    fn restore(&mut self, save: SaveOf<Self>);
    /// Lay the dice the position needs on the felt (instantly), after a resume.
    fn retable(&mut self, commands: &mut Commands);
    /// Show another position of the same game (a replay): the last one's dice leave the felt, the
    /// new one's are laid; the log restarts.
    fn show(
        &mut self,
        state: <Self::G as Game>::State,
        record: Record<<Self::G as Game>::Action>,
        commands: &mut Commands,
    );
}

/// Where this app keeps its saves; without it (headless tests) nothing is saved.
#[derive(Resource, Clone, Debug)]
pub struct SaveSlot {
    pub dir: PathBuf,
}

impl SaveSlot {
    /// The platform's data directory (or `DICEHALL_DATA_DIR`).
    pub fn platform() -> Option<SaveSlot> {
        file::data_dir().map(|dir| SaveSlot { dir })
    }
    /// Every unfinished game's autosave, newest first (of `game` only when given).
    pub fn unfinished(&self, game: Option<GameId>) -> Vec<Unfinished> {
        unfinished::unfinished(&self.dir, game)
    }
    pub fn last_game(&self) -> PathBuf {
        self.dir.join(LAST_GAME_FILE)
    }
}

/// `--quit-after-turns N`: quit, saved, once N turns are over.
#[derive(Resource, Clone, Copy, Debug)]
pub struct QuitAfterTurns(pub u32);

impl QuitAfterTurns {
    /// Whether a run quitting after `quit` turns is due to stop, `turns` being over.
    pub fn due(quit: Option<&QuitAfterTurns>, turns: u32) -> bool {
        quit.is_some_and(|q| turns >= q.0)
    }
}

/// A message for the setup screen (why the save could not be continued).
#[derive(Resource, Clone, Debug, Default)]
pub struct SaveNotice(pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SaveNotice>().add_systems(
        Update,
        resume_pending
            .run_if(resource_exists::<PendingResume>.and_then(resource_exists::<SaveSlot>))
            .in_set(crate::table::frame::FlowStep::Start),
    );
}

/// Match `M` autosaves after each step (see [`crate::table::table_game::match_plugin`]).
pub(crate) fn autosave_plugin<M: SavedMatch>(app: &mut App) {
    app.add_systems(
        Update,
        autosave::<M>
            .run_if(resource_exists::<M>)
            // A match of `M` that is no lesson: a lesson is short and plays from its start every
            // time, it leaves no unfinished game. (Run conditions are all evaluated, so this one
            // must not ask for a match that is not there: another game's table.)
            .run_if(|m: Option<Res<M>>| m.is_some_and(|m| m.lesson().is_none()))
            .run_if(crate::table::replay::not_replaying)
            .run_if(
                resource_exists::<SaveSlot>.and_then(in_state(AppState::Playing).or_else(in_state(AppState::Results))),
            )
            .after(GameSet::Flow)
            .before(GameSet::Animate),
    );
}

/// Rebuild match `M` from a save's text: the seats and seed make a fresh match, the steps are
/// replayed through the rules and must lead to the position the save holds.
pub fn load<M: SavedMatch>(text: &str) -> Result<M, SaveError> {
    let mut save: SaveOf<M> = file::parse(text)?;
    // A save from an older build may lack what its state keeps now (Liar's Dice's round of bids):
    // the game fills it in from the record before the replay is compared with it.
    <M::G as Game>::restore_from_steps(&mut save.state, &save.record.steps);
    if save.game != <M::G as Game>::ID {
        return Err(SaveError::Tampered(format!("it says {} but holds another game", save.game.title())));
    }
    let mut config = save.config.clone();
    config.seed = Some(save.seed);
    let mut m = M::new_match(config).map_err(|e| SaveError::Tampered(format!("its seats do not make a game: {e}")))?;
    let (state, record) =
        replay::<M::G>(m.game_state(), &save.record.steps).map_err(|e| SaveError::Tampered(e.to_string()))?;
    if state != save.state || record != save.record {
        return Err(SaveError::Tampered("its moves lead to another position than the one it holds".into()));
    }
    m.restore(save);
    Ok(m)
}

/// The text of `m`'s save.
pub fn save_text<M: SavedMatch>(m: &M) -> Result<String, SaveError> {
    file::to_text(&m.to_save())
}

/// Write the match after every step that leaves a seat to decide, to its own autosave (a new
/// file at its first save: another game's is never overwritten); a finished game goes to
/// `last-game.ron` (for replays) and its autosave is removed. `--quit-after-turns` quits here.
fn autosave<M: SavedMatch>(
    m: Res<M>,
    slot: Res<SaveSlot>,
    file: Option<Res<AutosaveFile>>,
    quit: Option<Res<QuitAfterTurns>>,
    mut saved: Local<Option<(u64, usize)>>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    let state = m.game_state();
    let key = (m.seed(), m.record().steps.len());
    if *saved == Some(key) || M::G::chance(state).is_some() {
        return;
    }
    *saved = Some(key);
    let over = M::G::is_over(state);
    // A finished game goes to last-game.ron, and its own autosave (if it had one) is removed.
    let own = file.map(|f| f.0.clone());
    let path = match (&own, over) {
        (_, true) => slot.last_game(),
        (Some(own), false) => own.clone(),
        (None, false) => {
            let path = unfinished::new_autosave_path(&slot.dir, <M::G as Game>::ID);
            commands.insert_resource(AutosaveFile(path.clone()));
            path
        }
    };
    match save_text(&*m).and_then(|text| file::write_atomic(&path, &text)) {
        Ok(()) if over => {
            if let Some(own) = own {
                let _ = store::remove(&own);
            }
        }
        Ok(()) => {}
        Err(e) => warn!("autosave failed: {e}"),
    }
    if let Some(quit) = quit
        && !over
        && m.record().turns >= quit.0
    {
        info!("quitting after {} turns (saved to {})", m.record().turns, path.display());
        exit.write(AppExit::Success);
    }
}

/// Continue an unfinished game: the match of its game replaces whatever was on the table and
/// goes on saving to the same file; a save that cannot be used is put aside and the setup screen
/// says why.
fn resume_pending(
    mut commands: Commands,
    pending: Res<PendingResume>,
    slot: Res<SaveSlot>,
    settings: Res<Settings>,
    mut banner: ResMut<Banner>,
    mut notice: ResMut<SaveNotice>,
    mut next: ResMut<NextState<AppState>>,
) {
    commands.remove_resource::<PendingResume>();
    let path = match &*pending {
        PendingResume::File(path) => Ok(path.clone()),
        PendingResume::Newest(game) => unfinished::newest(&slot.dir, *game),
    };
    let resumed = path.clone().and_then(|path| {
        let text = file::read(&path)?;
        let line = (crate::registry::registered(file::peek_game(&text)?).table.resume)(&text, &mut commands)?;
        commands.insert_resource(AutosaveFile(path));
        Ok(line)
    });
    match resumed {
        Ok(line) => {
            *banner = Banner::default();
            banner.show(&settings, line, 1.5);
            notice.0 = None;
            next.set(AppState::Playing);
        }
        Err(e) => {
            let kept = match (&e, &path) {
                (SaveError::Missing(_), _) | (_, Err(_)) => String::new(),
                (_, Ok(path)) => match file::keep_aside(path) {
                    Ok(aside) => t!("setup-kept-as", path = aside.display().to_string()),
                    Err(e) => format!(" ({e})"),
                },
            };
            let text = t!("setup-cannot-continue", why = e.in_words(), kept = kept);
            warn!("{text}");
            eprintln!("dicehall: {text}");
            notice.0 = Some(text);
            next.set(AppState::Setup);
        }
    }
}

/// Load match `M` from `text` and put it on the table; the welcome-back line.
pub(crate) fn put_on_table<M: SavedMatch>(text: &str, commands: &mut Commands) -> Result<String, SaveError> {
    let mut m = load::<M>(text)?;
    crate::table::flow::clear_matches(commands);
    m.retable(commands);
    let line = t!(
        "save-welcome-back",
        game = crate::table::view::hud::words::game_title(<M::G as Game>::ID),
        round = M::G::round(m.game_state()),
        name = m.config().seats.get(M::G::current(m.game_state())).map_or("?", |s| s.name.as_str())
    );
    commands.insert_resource(m);
    Ok(line)
}
