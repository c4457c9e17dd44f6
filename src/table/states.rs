//! Screen states (setup, playing, results) and the turn sub-states while playing.

use bevy::prelude::*;

/// Which screen is up.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    /// Seats, levels, who starts, seed.
    #[default]
    Setup,
    /// The table.
    Playing,
    /// Ranking and the points chart.
    Results,
}

/// Where the current turn is (only while [`AppState::Playing`]); derived from the rules core's
/// phase and the seat's kind by `flow::sync_turn`.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::Playing)]
pub enum TurnState {
    /// A human seat must throw.
    #[default]
    AwaitThrow,
    /// The dice are in the air (physical or instant).
    Rolling,
    /// A human seat places dice, throws again or stops.
    Placing,
    /// An AI seat is about to act (a short visible pause).
    AiThinking,
    /// A banner (no fit, round end …) holds the table for a moment.
    Banner,
}

/// Which menu is over the screen: the pause menu, the settings or the guide, one at a time (the
/// settings and the guide opened from the pause menu go back to it when closed). While one is
/// open at the table, the table is held ([`TableHold::menu`]): virtual time stops, and the sets
/// of seats' moves and AI seats' decisions do not run.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Menu {
    #[default]
    Closed,
    Pause,
    Settings {
        from_pause: bool,
    },
    Guide {
        from_pause: bool,
    },
}

impl Menu {
    /// Whether a menu is open.
    pub fn is_open(self) -> bool {
        self != Menu::Closed
    }
    /// What shows once this menu is closed: the pause menu it was opened from, or none.
    pub fn closed(self) -> Menu {
        match self {
            Menu::Settings { from_pause: true } | Menu::Guide { from_pause: true } => Menu::Pause,
            _ => Menu::Closed,
        }
    }
    /// The guide opened from this menu, or closed if it is the guide (a key or button toggles it).
    pub fn toggle_guide(self) -> Menu {
        match self {
            Menu::Guide { .. } => self.closed(),
            _ => Menu::Guide { from_pause: self == Menu::Pause },
        }
    }
    /// The settings opened from this menu, or closed if they are open.
    pub fn toggle_settings(self) -> Menu {
        match self {
            Menu::Settings { .. } => self.closed(),
            _ => Menu::Settings { from_pause: self == Menu::Pause },
        }
    }
    /// The pause menu, or closed if it is open (Escape, Start, the Pause button).
    pub fn toggle_pause(self) -> Menu {
        if self == Menu::Pause { Menu::Closed } else { Menu::Pause }
    }
}

/// Run condition: no menu is open (true where there are none: a headless core without the state).
pub fn menus_closed(menu: Option<Res<State<Menu>>>) -> bool {
    menu.is_none_or(|m| !m.get().is_open())
}

/// Why the table waits for the people at it: a menu, the settings or the guide is open (`menu`:
/// virtual time stops and no person's table key or click plays either), or the round summary
/// waits for its OK (`summary`: a person may play on, which closes it). While either holds, no AI
/// seat decides.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableHold {
    pub menu: bool,
    pub summary: bool,
}

impl TableHold {
    pub fn holds(&self) -> bool {
        self.menu || self.summary
    }
}

/// A game's round summary is up and waits for a person's OK (the game's table sets it; the hold
/// turns it into [`TableHold::summary`]; a new match takes it away).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SummaryWaits {
    /// The round that ended (the prompt says it).
    pub round: u32,
}

/// How much of the match's record the table has shown, the one marker every teller reads: a
/// game's view that shows a step over some seconds (Liar's Dice counting the dice of a call)
/// holds the steps from it back, with the match as it stood before them (told forward with the
/// step: nobody replays the record to find it), so the log, the status and the phones say them
/// once the table has shown them, not before.
#[derive(Resource, Default, Clone)]
pub struct HeldBack {
    /// The first step not shown yet (`None`: every step is shown).
    from_step: Option<usize>,
    /// The match as it stood before that step.
    as_of: Option<ShownAsOf>,
}

/// The match as the table has shown it: the game's state (of the match's own game) and how many
/// lines of its log were said by then.
#[derive(Clone)]
pub struct ShownAsOf {
    state: std::sync::Arc<dyn std::any::Any + Send + Sync>,
    log_lines: usize,
}

impl std::fmt::Debug for ShownAsOf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShownAsOf").field("log_lines", &self.log_lines).finish_non_exhaustive()
    }
}

/// The same shown match (the one state told, not an equal copy) at the same length of log.
impl PartialEq for ShownAsOf {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.state, &other.state) && self.log_lines == other.log_lines
    }
}

impl ShownAsOf {
    /// The match stood at `state` with `log_lines` lines of its log said.
    pub fn new<S: Send + Sync + 'static>(state: S, log_lines: usize) -> Self {
        ShownAsOf { state: std::sync::Arc::new(state), log_lines }
    }
}

impl std::fmt::Debug for HeldBack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HeldBack").field("from_step", &self.from_step).field("as_of", &self.as_of).finish()
    }
}

impl HeldBack {
    /// Hold the steps from `step` back; the match stood `as_of` before it.
    pub fn hold(&mut self, step: usize, as_of: ShownAsOf) {
        (self.from_step, self.as_of) = (Some(step), Some(as_of));
    }
    /// Hold from `step` unless steps are held already (from an earlier one).
    pub fn hold_first(&mut self, step: usize, as_of: ShownAsOf) {
        if self.from_step.is_none() {
            self.hold(step, as_of);
        }
    }
    /// Every step is shown.
    pub fn release(&mut self) {
        (self.from_step, self.as_of) = (None, None);
    }
    /// The first step not shown yet (`None`: every step is shown).
    pub fn from_step(&self) -> Option<usize> {
        self.from_step
    }
    /// How many of a record's `steps` steps the table has shown.
    pub fn shown(&self, steps: usize) -> usize {
        self.from_step.map_or(steps, |n| n.min(steps))
    }
    /// The state (of type `S`) and the log's length the table has shown, when it holds steps back.
    pub fn as_of<S: 'static>(&self) -> Option<(&S, usize)> {
        let as_of = self.as_of.as_ref()?;
        Some((as_of.state.downcast_ref::<S>()?, as_of.log_lines))
    }
}

/// The match is over and its results screen is due: it comes once the table has shown every
/// step ([`HeldBack`]), so a game's last call is seen before its results.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultsDue(pub bool);

/// The results screen comes when due and the table has shown the match to its end (in the frame
/// the match ended, where nothing is held back).
fn results_when_shown(mut due: ResMut<ResultsDue>, held: Res<HeldBack>, mut next: ResMut<NextState<AppState>>) {
    if due.0 && held.from_step().is_none() {
        due.0 = false;
        NextState::set_if_neq(&mut next, AppState::Results);
    }
}

/// What a match's HUD says, as of the steps the table has shown (`HeldBack`): `None` when it has
/// shown them all (the match's own log and state). The log is said in the language spoken now.
pub fn shown_log_and_state<M: crate::table::session::SeatedMatch>(
    m: &M,
    held: Option<&HeldBack>,
) -> Option<(Vec<String>, <M::G as crate::engine::Game>::State)>
where
    M::G: crate::engine::Words,
{
    let (state, log_lines) = held?.as_of::<<M::G as crate::engine::Game>::State>()?;
    let mut log = if m.log_outdated() { m.log_said_again() } else { m.log_lines().to_vec() };
    log.truncate(log_lines);
    Some((log, state.clone()))
}

/// Run condition: the table is up and match `M` is on it.
pub fn playing_with<M: Resource>() -> impl SystemCondition<()> {
    IntoSystem::into_system(in_state(AppState::Playing).and_then(resource_exists::<M>))
}

/// Run condition: the results of match `M` are up, and `M` is over. (Play again puts the next,
/// fresh match in its place a frame before the screen changes: its results screen must not draw it.)
pub fn results_of<M: crate::table::session::SeatedMatch>() -> impl SystemCondition<()> {
    IntoSystem::into_system(
        in_state(AppState::Results)
            .and_then(|m: Option<Res<M>>| m.is_some_and(|m| <M::G as crate::engine::Game>::is_over(m.game_state()))),
    )
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<AppState>()
        .init_state::<Menu>()
        .add_sub_state::<TurnState>()
        .init_resource::<TableHold>()
        .init_resource::<HeldBack>()
        .init_resource::<ResultsDue>()
        .add_systems(Update, results_when_shown.in_set(crate::table::GameSet::Present));
}

#[cfg(test)]
mod tests {
    use super::Menu;

    #[test]
    fn the_guide_and_the_settings_go_back_to_the_pause_menu_they_were_opened_from() {
        let paused = Menu::Closed.toggle_pause();
        assert_eq!(paused, Menu::Pause);
        for opened in [paused.toggle_guide(), paused.toggle_settings()] {
            assert!(opened.is_open());
            assert_eq!(opened.closed(), Menu::Pause, "{opened:?}");
        }
        assert_eq!(paused.toggle_guide().toggle_guide(), Menu::Pause);
        assert_eq!(Menu::Closed.toggle_guide().toggle_guide(), Menu::Closed);
        assert_eq!(Menu::Closed.toggle_settings().closed(), Menu::Closed);
        assert_eq!(paused.toggle_pause(), Menu::Closed);
        assert!(!Menu::Closed.is_open());
    }
}
