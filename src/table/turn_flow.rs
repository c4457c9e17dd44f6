//! The one turn flow, every game's: a frame's seat actions through the funnel (`funnel`), the
//! chance the rules core asks for through the one throw path (`throw_path`: dice thrown in view,
//! hidden draws drawn), each applied step told forward with its events ([`TableStep`]), the game's
//! end, and the turn sub-state read from the match. A game brings only what differs, as
//! [`TableGame`]'s hooks: where its dice go, what a step does at its table.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::engine::record::Step;
use crate::engine::{Game, game_over_line};
use crate::table::dice::{DiceSettled, Die, ThrowDice};
use crate::table::flow::{GameFinished, MatchStarted, ThrowIds};
use crate::table::funnel::{SeatRefused, Why, apply_seat_action, table_waits_why};
use crate::table::save::QuitAfterTurns;
use crate::table::session::{Banner, SeatAction, SeatHolder, SeatedMatch, Settings};
use crate::table::states::{ResultsDue, SummaryWaits, TurnState};
use crate::table::table_match::{TableGame, TableMatch};
use crate::table::throw_path::settled_throw;

/// Chance nodes settled in one go at most (a game has far fewer in a row).
const CHANCE_NODES_AT_ONCE: usize = 32;

/// A step the flow applied, told forward with its events, in the order they came: the views, the
/// captions and the sounds of game `G` follow the match from these (none replays the record).
#[derive(Message, Clone, Debug)]
pub struct TableStep<G: Game> {
    /// Its place in the match's record.
    pub index: usize,
    pub step: Step<G::Action>,
    pub events: Vec<G::Event>,
    /// The match's state right after it (a view that shows it later knows where it stood).
    pub after: G::State,
    /// How many lines the match's log holds right after it.
    pub log_lines: usize,
}

/// `seat`'s last action was taken back (an undo): the step is gone from the record.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepTakenBack {
    pub seat: usize,
}

/// What the turn flow of game `X` writes: commands, told steps, throws, the banner, the next
/// screen, and what it reads to do so.
#[derive(SystemParam)]
pub struct TurnOut<'w, 's, X: TableGame> {
    pub(crate) commands: Commands<'w, 's>,
    pub(crate) steps: MessageWriter<'w, TableStep<<X as TableGame>::G>>,
    pub(crate) taken_back: MessageWriter<'w, StepTakenBack>,
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

impl<X: TableGame> TurnOut<'_, '_, X> {
    /// `m`'s game is over: the results screen comes (once the table has shown its end:
    /// `states::ResultsDue`), and [`GameFinished`] says how it ended (the line
    /// `--exit-on-game-over` prints: [`game_over_line`]).
    pub(crate) fn finish(&mut self, m: &TableMatch<X>) {
        self.results_due.0 = true;
        let winners = crate::engine::seats_in(X::G::winners(&m.state));
        let result = game_over_line::<X::G>(&m.state);
        self.commands.trigger(GameFinished { game: X::GAME, winners, result });
    }

    /// `seat`'s action sent `by` a source was refused for `why`: whoever asked is told.
    pub(crate) fn refuse(&mut self, seat: usize, by: SeatHolder, why: Why) {
        self.refused.write(SeatRefused { seat, by, why });
    }

    /// Show `line` on the banner for `hold` banner times (not at all when banners are off).
    pub(crate) fn show_banner(&mut self, line: String, hold: f32) {
        self.banner.show(&self.settings, line, hold);
    }
}

/// The turn flow of game `X` in the frame's order (`FlowStep::Turn`, while its match is played):
/// its seats' actions and the chance left waiting (neither while a replay plays: it shows the
/// record's steps), its dice coming down, then the turn sub-state; a new match settles its opening's chance at once.
pub(crate) fn plugin<X: TableGame>(app: &mut App) {
    app.add_message::<SeatAction<<X::G as Game>::Action>>().add_message::<TableStep<X::G>>();
    app.add_systems(
        Update,
        (
            apply_actions::<X>.run_if(crate::table::replay::not_replaying),
            receive_dice::<X>,
            settle_waiting_chance::<X>.run_if(crate::table::replay::not_replaying),
            sync_turn::<X>,
        )
            .chain()
            .run_if(crate::table::states::playing_with::<TableMatch<X>>())
            .in_set(crate::table::frame::FlowStep::Turn),
    );
    app.add_observer(settle_the_opening::<X>);
}

/// The turn sub-state the table is in now.
pub(crate) fn turn_state<X: TableGame>(m: &TableMatch<X>, banner: &Banner) -> TurnState {
    if banner.left_s > 0.0 {
        TurnState::Banner
    } else if X::rolling(m) {
        TurnState::Rolling
    } else if m.is_ai(X::G::current(&m.state)) {
        TurnState::AiThinking
    } else if X::awaits_throw(m) {
        TurnState::AwaitThrow
    } else {
        TurnState::Placing
    }
}

/// The turn sub-state follows the match.
pub(crate) fn sync_turn<X: TableGame>(
    m: Res<TableMatch<X>>,
    banner: Res<Banner>,
    mut next: ResMut<NextState<TurnState>>,
) {
    if !X::G::is_over(&m.state) {
        NextState::set_if_neq(&mut *next, turn_state(&*m, &banner));
    }
}

/// How far `--fast` lets AI seats play on in one frame.
struct FastPlay {
    /// Most actions in one frame.
    most_actions: usize,
    /// Stop when the turn passes to another seat (each turn gets a frame of its own).
    one_turn: bool,
}

/// A frame's seat actions: refused while the banner is up (whoever asked is told to wait), else
/// each applied in order; then, with `--fast`, AI seats play on (each through the funnel) until a
/// person must decide, the game waits on chance or is over, `--quit-after-turns` is due, or the
/// game's frame has had enough ([`TableGame::FAST_ACTIONS_PER_FRAME`]).
pub(crate) fn apply_actions<X: TableGame>(
    mut actions: MessageReader<SeatAction<<X::G as Game>::Action>>,
    mut m: ResMut<TableMatch<X>>,
    mut out: TurnOut<X>,
) {
    if out.banner.left_s > 0.0 {
        for a in actions.read() {
            out.refuse(a.seat, a.by, table_waits_why());
        }
        return;
    }
    // Borrowed for change only now: a frame under the banner leaves the match unchanged.
    let m = &mut *m;
    for a in actions.read() {
        apply_one(m, *a, &mut out);
    }
    if out.settings.fast {
        let rule = FastPlay { most_actions: X::FAST_ACTIONS_PER_FRAME, one_turn: X::FAST_ONE_TURN };
        play_fast(m, rule, &mut out);
    }
}

fn play_fast<X: TableGame>(m: &mut TableMatch<X>, rule: FastPlay, out: &mut TurnOut<X>) {
    let quit = out.quit.as_deref().copied();
    let first = X::G::current(&m.state);
    for _ in 0..rule.most_actions {
        let now = X::G::current(&m.state);
        if (rule.one_turn && now != first)
            || X::G::is_over(&m.state)
            || X::G::chance(&m.state).is_some()
            || !m.is_ai(now)
            || QuitAfterTurns::due(quit.as_ref(), m.record.turns)
        {
            break;
        }
        let mut legal = <X::G as Game>::Actions::default();
        X::G::legal_actions(&m.state, &mut legal);
        let Some(action) = m.choose_ai(now, &legal) else { break };
        apply_one(m, SeatAction::ai(now, action), out);
    }
}

/// One seat's action through the funnel: refused with the reason (told to whoever asked), or
/// applied and told; the dice it asks for are thrown at once unless the game throws them a frame
/// later. A person playing on closes a waiting round sheet (as an OK would).
fn apply_one<X: TableGame>(m: &mut TableMatch<X>, a: SeatAction<<X::G as Game>::Action>, out: &mut TurnOut<X>) {
    match apply_seat_action(m, a) {
        Ok(events) => {
            if !m.is_ai(a.seat) {
                out.commands.remove_resource::<SummaryWaits>();
            }
            stepped(m, Step::Act { seat: a.seat, action: a.action }, &events, out);
            if !X::THROW_A_FRAME_LATER {
                settle_chance(m, out);
            }
        }
        Err(why) => out.refuse(a.seat, a.by, why),
    }
}

/// A step was applied: the game's table does its part, the step is told forward, and at game
/// over the results come.
fn stepped<X: TableGame>(
    m: &mut TableMatch<X>,
    step: Step<<X::G as Game>::Action>,
    events: &[<X::G as Game>::Event],
    out: &mut TurnOut<X>,
) {
    X::after_step(m, &step, events, out);
    let index = m.record.steps.len().saturating_sub(1);
    out.steps.write(TableStep { index, step, events: events.to_vec(), after: m.state.clone(), log_lines: m.log.len() });
    if X::G::is_over(&m.state) {
        out.finish(m);
    }
}

/// Settle what the rules core asks of chance now: hidden draws at once, dice thrown on the felt
/// (instant dice land now; physical ones come back in `receive_dice`) unless the game waits.
fn settle_chance<X: TableGame>(m: &mut TableMatch<X>, out: &mut TurnOut<X>) {
    for _ in 0..CHANCE_NODES_AT_ONCE {
        if m.pending_throw.is_some() || X::G::is_over(&m.state) || X::chance_waits(m) {
            return;
        }
        let Some(chance) = X::G::chance(&m.state) else { return };
        let values = if chance.any_hidden() {
            X::draw(m, &chance)
        } else {
            let old = std::mem::take(&mut m.dice);
            out.clear_dice(old, X::OLD_DICE);
            let thrown = match chance.seen_only_by() {
                Some(seat) => out.throw_unseen_dice(m, chance.count(), seat),
                None => out.throw_dice(m, chance.count(), X::looks(&m.state, &chance)),
            };
            let Some(landed) = thrown else { return };
            m.dice = landed.dice;
            landed.values
        };
        dice_down(m, &values, out);
    }
}

/// Physical dice came down: the rules core takes their faces, and what chance asks next follows
/// (a frame later where the game says so).
fn receive_dice<X: TableGame>(
    mut settled: MessageReader<DiceSettled>,
    mut m: ResMut<TableMatch<X>>,
    mut out: TurnOut<X>,
) {
    if let Some(landed) = settled_throw(&mut m, &mut settled) {
        m.dice = landed.dice;
        dice_down(&mut m, &landed.values, &mut out);
        if !X::THROW_A_FRAME_LATER {
            settle_chance(&mut m, &mut out);
        }
    }
}

/// Chance asked for and not yet settled (a game that throws a frame after the step, a round's
/// sheet that got its OK, a resumed match): settled once no banner holds the table and no step
/// came this frame.
fn settle_waiting_chance<X: TableGame>(
    mut m: ResMut<TableMatch<X>>,
    mut steps_seen: Local<Option<usize>>,
    mut out: TurnOut<X>,
) {
    let steps = m.record.steps.len();
    let stepped_now = steps_seen.replace(steps).is_some_and(|seen| seen != steps);
    if !stepped_now && out.banner.left_s <= 0.0 && m.pending_throw.is_none() && X::G::chance(&m.state).is_some() {
        settle_chance(&mut m, &mut out);
    }
}

/// A new match of this game: the opening's chance is settled at once (hidden draws; dice where
/// the game throws them at once).
fn settle_the_opening<X: TableGame>(started: On<MatchStarted>, m: Option<ResMut<TableMatch<X>>>, mut out: TurnOut<X>) {
    if let (true, Some(mut m)) = (started.0 == X::GAME, m) {
        if X::THROW_A_FRAME_LATER {
            settle_hidden(&mut m, &mut out);
        } else {
            settle_chance(&mut m, &mut out);
        }
    }
}

/// Only the hidden draws the rules core asks for now (nobody sees them happen).
fn settle_hidden<X: TableGame>(m: &mut TableMatch<X>, out: &mut TurnOut<X>) {
    for _ in 0..CHANCE_NODES_AT_ONCE {
        match X::G::chance(&m.state) {
            Some(chance) if chance.any_hidden() && !X::G::is_over(&m.state) => {
                let values = X::draw(m, &chance);
                dice_down(m, &values, out);
            }
            _ => return,
        }
    }
}

/// The dice (or draws) are down: the rules core takes their values, and the step is told.
fn dice_down<X: TableGame>(m: &mut TableMatch<X>, values: &[u8], out: &mut TurnOut<X>) {
    match m.roll(values) {
        Ok(events) => stepped(m, Step::Chance(values.to_vec()), &events, out),
        Err(e) => error!("the rules refused the chance outcome {values:?}: {e}"),
    }
}
