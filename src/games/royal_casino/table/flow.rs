//! Royal Casino's turn flow: seats' actions go through the rules core (legal actions, `apply`),
//! throws go to the dice (physical or instant), settled dice come back through `apply_dice`, the
//! rules' events become log lines, banners, notices and observer events, and the turn sub-state follows.

use bevy::prelude::*;

use super::events::handle_events;
use super::{Match, Notice, PlayerAction, UndoPoint, UndoRequest};
use crate::games::royal_casino::rules::{Action, Phase};
use crate::t;
use crate::table::dice::DiceSettled;
use crate::table::session::TableDie;
use crate::table::throw_path::{OldPhysical, settled_throw};
use crate::table::turn_flow::{
    FastPlay, TableFlow, TurnOut, Why, add_turn_flow, apply_seat_action, not_holder, not_in_turn, said,
    table_waits_why, take_actions,
};

/// Row names as the board shows them, top to bottom.
pub use crate::games::royal_casino::words::ROW_LETTERS;

/// Most AI actions `--fast` plays in one frame (one turn at most).
const FAST_ACTIONS_PER_FRAME: usize = 64;

pub(super) fn plugin(app: &mut App) {
    add_turn_flow::<Match, _, _>(app, apply_actions, receive_dice);
}

/// What the flow writes.
pub(super) type Out<'w, 's> = TurnOut<'w, 's, Notice>;

fn apply_actions(
    mut actions: MessageReader<PlayerAction>,
    mut undos: MessageReader<UndoRequest>,
    mut m: ResMut<Match>,
    mut out: Out,
) {
    // `--fast`: an AI seat plays its whole turn in one frame (instant dice are rolled at once).
    let rule = FastPlay { most_actions: FAST_ACTIONS_PER_FRAME, one_turn: true };
    take_actions(&mut actions, &mut m, &mut out, rule, apply_one);
    for &u in undos.read() {
        undo_one(&mut m, u, &mut out);
    }
}

/// Take back the last placement of the throw, through the funnel's checks: refused (told to
/// whoever asked) while the banner holds the table, when the sender does not hold the seat or it
/// is not in turn, or when nothing is placed since the throw.
fn undo_one(m: &mut Match, u: UndoRequest, out: &mut Out) {
    let nothing = || std::sync::Arc::new(|| t!("rc-nothing-to-undo")) as Why;
    let refused = if out.banner.left_s > 0.0 {
        Some(table_waits_why())
    } else if let Some(words) = not_holder(m, u.seat, u.by).or_else(|| not_in_turn(m, u.seat)) {
        Some(said(words))
    } else {
        m.own.undo.as_ref().is_none_or(|p| p.placed.is_empty()).then(nothing)
    };
    if let Some(why) = refused {
        out.notices.write(Notice::Rejected { seat: u.seat, why: why() });
        out.refuse(u.seat, u.by, why);
        return;
    }
    if let Some(point) = m.own.undo.as_mut() {
        point.placed.pop();
        m.record.undo_act();
        let mut state = point.snapshot.clone();
        for &action in &point.placed {
            let _ = state.apply(action);
        }
        m.state = state;
        // The log reads as what finally happened: the undone placement's lines go.
        m.rebuild_log();
        out.notices.write(Notice::Undone { seat: u.seat });
    }
}

/// One seat's action through the rules core: refused with the reason, or applied with its effects.
fn apply_one(m: &mut Match, a: PlayerAction, out: &mut Out) {
    let events = match apply_seat_action(m, a) {
        Ok(events) => events,
        Err(why) => {
            out.notices.write(Notice::Rejected { seat: a.seat, why: why() });
            out.refuse(a.seat, a.by, why);
            return;
        }
    };
    out.notices.write(Notice::Applied { seat: a.seat, action: a.action });
    match a.action {
        Action::Throw => {
            m.own.undo = None;
            start_throw(m, out);
        }
        Action::Place { .. } => {
            if let Some(point) = &mut m.own.undo {
                point.placed.push(a.action);
            }
        }
        Action::Stop => m.own.undo = None,
    }
    handle_events(m, &events, out);
}

/// The rules core just took `Throw`: roll the dice in the air (the last throw's instant dice go;
/// physical ones stay until the new throw leaves the cup).
fn start_throw(m: &mut Match, out: &mut Out) {
    let count = m.state.dice_in_air();
    let old: Vec<TableDie> = m.own.table.drain(..).collect();
    out.clear_dice(old, OldPhysical::Stays);
    if let Some(landed) = out.throw_dice(m, count, Vec::new()) {
        m.own.table = landed.dice;
        dice_down(m, &landed.values, out);
    }
}

fn receive_dice(mut settled: MessageReader<DiceSettled>, mut m: ResMut<Match>, mut out: Out) {
    if let Some(landed) = settled_throw(&mut m, &mut settled) {
        m.own.table = landed.dice;
        dice_down(&mut m, &landed.values, &mut out);
    }
}

/// The dice of the throw are down: tell the rules core.
fn dice_down(m: &mut Match, values: &[u8], out: &mut Out) {
    out.notices.write(Notice::DiceDown { values: values.to_vec() });
    match m.roll(values) {
        Ok(events) => {
            if m.state.phase() == Phase::Placing {
                m.own.undo = Some(UndoPoint { snapshot: m.state.clone(), placed: Vec::new() });
            }
            handle_events(m, &events, out);
        }
        Err(e) => error!("the rules refused the dice {values:?}: {e}"),
    }
}

impl TableFlow for Match {
    fn rolling(&self) -> bool {
        self.state.is_chance()
    }
    fn awaits_throw(&self) -> bool {
        self.state.phase() == Phase::TurnStart
    }
}
