//! What every game's turn flow shares: the turn sub-state read from the match, a seat's action
//! through the rules core (refused when it is not that seat's turn), and `--fast`'s loop of AI
//! seats playing on within one frame.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::engine::{Game, game_over_line};
use crate::t;
use crate::table::dice::{Die, ThrowDice};
use crate::table::flow::GameFinished;
use crate::table::flow::ThrowIds;
use crate::table::save::QuitAfterTurns;
use crate::table::session::{Banner, SeatAction, SeatHolder, SeatedMatch, Settings};
use crate::table::states::{ResultsDue, TurnState};
use crate::table::table_match::{TableGame, TableMatch};

/// What a game's turn flow writes (its notices are `N`): commands, notices, throws, the banner, the
/// next screen, and what it reads to do so.
#[derive(SystemParam)]
pub(crate) struct TurnOut<'w, 's, N: Message> {
    pub(crate) commands: Commands<'w, 's>,
    pub(crate) notices: MessageWriter<'w, N>,
    pub(crate) throws: MessageWriter<'w, ThrowDice>,
    pub(crate) banner: ResMut<'w, Banner>,
    pub(crate) results_due: ResMut<'w, ResultsDue>,
    pub(crate) settings: Res<'w, Settings>,
    pub(crate) ids: ResMut<'w, ThrowIds>,
    pub(crate) physical: Query<'w, 's, (), With<Die>>,
    /// `--quit-after-turns`: fast play stops at that turn, so the run quits exactly there.
    pub(crate) quit: Option<Res<'w, QuitAfterTurns>>,
    /// Refusals of seats' actions, for whoever asked (a phone is told).
    pub(crate) refused: MessageWriter<'w, SeatRefused>,
}

/// Why a seat's action was refused, said in the language spoken when it is called (the table's
/// for its toast, each phone's own for its `error`).
pub type Why = std::sync::Arc<dyn Fn() -> String + Send + Sync>;

/// A seat's action the table refused: the phone holding the seat is told why (an `error`), and
/// the flick that came with the action was never kept (it travels with the action).
#[derive(Message, Clone)]
pub struct SeatRefused {
    pub seat: usize,
    /// Who asked: only a phone's own refusals go to the phones.
    pub by: SeatHolder,
    pub why: Why,
}

/// Words already said (a lesson's refusal) as a [`Why`].
pub(crate) fn said(words: String) -> Why {
    std::sync::Arc::new(move || words.clone())
}

/// A rules core's refusal `e` of an action on `state` as a [`Why`], in the words of whoever asks
/// (the game's `Words::error_words`: the TV's language for its toast, each phone's for its own).
pub(crate) fn why_of<G: crate::engine::Words>(state: &G::State, e: G::Error, names: Vec<String>) -> Why {
    let state = state.clone();
    std::sync::Arc::new(move || G::error_words(&state, &e, &|s| names.get(s).cloned().unwrap_or_default()))
}

impl<N: Message> TurnOut<'_, '_, N> {
    /// `m`'s game is over: the results screen comes (once the table has shown its end:
    /// `states::ResultsDue`), and [`GameFinished`] says how it ended (the
    /// line `--exit-on-game-over` prints: [`game_over_line`]).
    pub(crate) fn finish<X: TableGame>(&mut self, m: &TableMatch<X>) {
        self.results_due.0 = true;
        let winners = crate::engine::seats_in(X::G::winners(&m.state));
        let result = game_over_line::<X::G>(&m.state);
        self.commands.trigger(GameFinished { game: X::GAME, winners, result });
    }

    /// `seat`'s action sent `by` a source was refused for `why`: whoever asked is told.
    pub(crate) fn refuse(&mut self, seat: usize, by: SeatHolder, why: Why) {
        self.refused.write(SeatRefused { seat, by, why });
    }
}

/// What the shared turn flow asks of a game's match.
pub(crate) trait TableFlow: SeatedMatch {
    /// Dice of this match are in the air (or on their way): the table waits for them.
    fn rolling(&self) -> bool;
    /// The seat in turn is to throw (rather than to place, pick or act).
    fn awaits_throw(&self) -> bool;
}

/// A game's turn flow in the frame's order (`FlowStep::Turn`, while its match `M` is played): its
/// seats' `actions` (not while a replay plays), then its `dice` coming down, then the turn
/// sub-state.
pub(crate) fn add_turn_flow<M: TableFlow, ActionsMarker, DiceMarker>(
    app: &mut App,
    actions: impl IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, ActionsMarker>,
    dice: impl IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, DiceMarker>,
) {
    app.add_systems(
        Update,
        (actions.run_if(crate::table::replay::not_replaying), dice, sync_turn::<M>)
            .chain()
            .run_if(crate::table::states::playing_with::<M>())
            .in_set(crate::table::frame::FlowStep::Turn),
    );
}

/// The turn sub-state the table is in now.
pub(crate) fn turn_state<M: TableFlow>(m: &M, banner: &Banner) -> TurnState {
    if banner.left_s > 0.0 {
        TurnState::Banner
    } else if m.rolling() {
        TurnState::Rolling
    } else if m.is_ai(M::G::current(m.game_state())) {
        TurnState::AiThinking
    } else if m.awaits_throw() {
        TurnState::AwaitThrow
    } else {
        TurnState::Placing
    }
}

/// The turn sub-state follows `M`'s match (each game's flow runs it after its own systems).
pub(crate) fn sync_turn<M: TableFlow>(m: Res<M>, banner: Res<Banner>, mut next: ResMut<NextState<TurnState>>) {
    if !M::G::is_over(m.game_state()) {
        NextState::set_if_neq(&mut *next, turn_state(&*m, &banner));
    }
}

/// The refusal of an action by `seat` when another seat is in turn, in words.
pub(crate) fn not_in_turn<M: SeatedMatch>(m: &M, seat: usize) -> Option<String> {
    let now = M::G::current(m.game_state());
    (seat != now).then(|| t!("not-your-turn", name = m.config().seats.get(now).map_or("?", |s| s.name.as_str())))
}

/// The refusal of an action sent `by` one who does not hold `seat` (the TV for a phone's seat:
/// [`SeatedMatch::may_act`]), in words.
pub(crate) fn not_holder<M: SeatedMatch>(m: &M, seat: usize, by: SeatHolder) -> Option<String> {
    let name = m.config().seats.get(seat).map_or("?", |s| s.name.as_str());
    match m.holder(seat) {
        holder if holder == by => None,
        SeatHolder::Phone => Some(t!("seat-on-phone", name = name)),
        _ if by == SeatHolder::Phone => Some(t!("phone-error-hold-none")),
        _ => Some(t!("not-your-turn", name = name)),
    }
}

/// The refusal of `seat`'s `action` sent `by` a source, before the rules core is asked: the
/// source does not hold the seat, another seat is in turn, or a lesson asks the learner for its
/// step's action first (its sentence says which).
pub(crate) fn refusal<M: SeatedMatch>(
    m: &M,
    seat: usize,
    by: SeatHolder,
    action: &<M::G as Game>::Action,
) -> Option<String> {
    not_holder(m, seat, by)
        .or_else(|| not_in_turn(m, seat))
        .or_else(|| m.lesson().and_then(|lesson| lesson.refusal(seat, action)))
}

/// A seat's action through the rules core: its events (the step recorded), or why it was refused
/// when the seat is not in turn or the rules refuse it (nothing changed).
/// An action taken keeps the flick it came with for the throw it starts ([`TableMatch::next_fling`]).
pub(crate) fn apply_seat_action<X: TableGame>(
    m: &mut TableMatch<X>,
    a: SeatAction<<X::G as Game>::Action>,
) -> Result<<X::G as Game>::Events, Why> {
    if let Some(words) = refusal(m, a.seat, a.by, &a.action) {
        return Err(said(words));
    }
    let names: Vec<String> = m.config.seats.iter().map(|s| s.name.clone()).collect();
    let events = match m.act(a.seat, a.action) {
        Ok(events) => events,
        Err(e) => return Err(why_of::<X::G>(&m.state, e, names)),
    };
    m.took_flick(a.flick);
    Ok(events)
}

/// How far `--fast` lets AI seats play on in one frame.
pub(crate) struct FastPlay {
    /// Most actions in one frame.
    pub most_actions: usize,
    /// Stop when the turn passes to another seat (each turn gets a frame of its own).
    pub one_turn: bool,
}

/// `--fast`: AI seats play on (each through `apply`) until a person must decide, the game waits
/// on chance or is over, `--quit-after-turns` is due, or `rule` says the frame has had enough.
pub(crate) fn play_fast<M: SeatedMatch>(
    m: &mut M,
    rule: FastPlay,
    quit: Option<&QuitAfterTurns>,
    mut apply: impl FnMut(&mut M, usize, <M::G as Game>::Action),
) {
    let first = M::G::current(m.game_state());
    for _ in 0..rule.most_actions {
        let (state, now) = (m.game_state(), M::G::current(m.game_state()));
        if (rule.one_turn && now != first)
            || M::G::is_over(state)
            || M::G::chance(state).is_some()
            || !m.is_ai(now)
            || QuitAfterTurns::due(quit, m.record().turns)
        {
            break;
        }
        let mut legal = <M::G as Game>::Actions::default();
        M::G::legal_actions(state, &mut legal);
        let Some(action) = m.choose_ai(now, &legal) else { break };
        apply(m, now, action);
    }
}

/// Why an action sent while the banner holds the table is refused, in the asker's words.
pub(crate) fn table_waits_why() -> Why {
    std::sync::Arc::new(|| t!("phone-error-wait"))
}

/// A frame's seat actions: refused while the banner is up (whoever asked is told to wait), else
/// each applied in order through `apply_one`; then, with `--fast`, AI seats play on under `rule`
/// until a person must decide.
pub(crate) fn take_actions<M: SeatedMatch, N: Message>(
    actions: &mut MessageReader<SeatAction<<M::G as Game>::Action>>,
    m: &mut impl std::ops::DerefMut<Target = M>,
    out: &mut TurnOut<N>,
    rule: FastPlay,
    mut apply_one: impl FnMut(&mut M, SeatAction<<M::G as Game>::Action>, &mut TurnOut<N>),
) {
    if out.banner.left_s > 0.0 {
        for a in actions.read() {
            out.refuse(a.seat, a.by, table_waits_why());
        }
        return;
    }
    // Borrowed for change only now: a frame under the banner leaves the match unchanged.
    let m = &mut **m;
    for a in actions.read() {
        apply_one(m, *a, out);
    }
    if out.settings.fast {
        let quit = out.quit.as_deref().copied();
        play_fast(m, rule, quit.as_ref(), |m, seat, action| apply_one(m, SeatAction::ai(seat, action), out));
    }
}
