//! The plain table's turn flow: seats' actions through the one funnel (`turn_flow`), the chance
//! the rules core asks for through the one throw path (`throw_path`: dice thrown in view, hidden
//! draws drawn), and the game's end.

use bevy::prelude::*;

use super::{PlainMatch, PlainNotice};
use crate::engine::Words;
use crate::engine::policy::Players;
use crate::table::dice::DiceSettled;
use crate::table::session::SeatAction;
use crate::table::throw_path::{OldPhysical, draw_hidden, settled_throw};
use crate::table::turn_flow::{FastPlay, TableFlow, TurnOut, add_turn_flow, apply_seat_action, take_actions};

/// Most AI actions `--fast` plays in one frame.
const FAST_ACTIONS_PER_FRAME: usize = 64;
/// Chance nodes settled in one frame at most (a game has far fewer in a row).
const CHANCE_NODES_PER_FRAME: usize = 32;

type Out<'w, 's> = TurnOut<'w, 's, PlainNotice>;

pub(super) fn plugin<G: Players + Words + 'static>(app: &mut App) {
    add_turn_flow::<PlainMatch<G>, _, _>(app, apply_actions::<G>, receive_dice::<G>);
}

fn apply_actions<G: Players + Words + 'static>(
    mut actions: MessageReader<SeatAction<G::Action>>,
    mut m: ResMut<PlainMatch<G>>,
    mut out: Out,
) {
    let rule = FastPlay { most_actions: FAST_ACTIONS_PER_FRAME, one_turn: false };
    let steps = m.record.steps.len();
    take_actions(&mut actions, &mut m, &mut out, rule, apply_one);
    // The dice an action calls for are thrown a frame after it: the game's view sees the action
    // first and may hold the table for it (a reveal of every cup holds the next round's throws).
    if out.banner.left_s <= 0.0 && m.record.steps.len() == steps {
        settle_chance(&mut m, &mut out);
    }
}

/// One seat's action through the rules core: refused with the reason (told to whoever asked), or
/// applied.
fn apply_one<G: Players + Words + 'static>(m: &mut PlainMatch<G>, a: SeatAction<G::Action>, out: &mut Out) {
    match apply_seat_action(m, a) {
        Ok(_) => after_step(m, out),
        Err(why) => {
            out.notices.write(PlainNotice::Refused { seat: a.seat, why: why() });
            out.refuse(a.seat, a.by, why);
        }
    }
}

/// Settle what the rules core asks of chance now: hidden draws at once, dice thrown on the felt
/// (instant dice land now; physical ones come back in `receive_dice`).
fn settle_chance<G: Players + Words + 'static>(m: &mut PlainMatch<G>, out: &mut Out) {
    for _ in 0..CHANCE_NODES_PER_FRAME {
        if m.pending_throw.is_some() || G::is_over(&m.state) {
            return;
        }
        let Some(chance) = G::chance(&m.state) else { return };
        let values = if chance.any_hidden() {
            draw_hidden(m, &chance)
        } else {
            let old = std::mem::take(&mut m.own.dice);
            out.clear_dice(old, OldPhysical::Stays);
            let thrown = match chance.seen_only_by() {
                Some(seat) => out.throw_unseen_dice(m, chance.count(), seat),
                None => out.throw_dice(m, chance.count(), Vec::new()),
            };
            let Some(landed) = thrown else { return };
            m.own.dice = landed.dice;
            landed.values
        };
        dice_down(m, &values, out);
    }
}

fn receive_dice<G: Players + Words + 'static>(
    mut settled: MessageReader<DiceSettled>,
    mut m: ResMut<PlainMatch<G>>,
    mut out: Out,
) {
    if let Some(landed) = settled_throw(&mut m, &mut settled) {
        m.own.dice = landed.dice;
        dice_down(&mut m, &landed.values, &mut out);
    }
}

/// The dice (or draws) are down: the rules core takes their values.
fn dice_down<G: Players + Words + 'static>(m: &mut PlainMatch<G>, values: &[u8], out: &mut Out) {
    match m.roll(values) {
        Ok(_) => after_step(m, out),
        Err(e) => error!("the rules refused the dice {values:?}: {e}"),
    }
}

/// After a step: at game over, the results and the game-over line.
fn after_step<G: Players + Words + 'static>(m: &mut PlainMatch<G>, out: &mut Out) {
    if G::is_over(&m.state) {
        out.finish(m);
    }
}

impl<G: Players + Words + 'static> TableFlow for PlainMatch<G> {
    fn rolling(&self) -> bool {
        self.pending_throw.is_some()
    }
    /// A throw is one of the core's actions like any other here.
    fn awaits_throw(&self) -> bool {
        false
    }
}
