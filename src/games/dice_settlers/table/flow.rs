//! Dice Settlers' turn flow: seats' actions go through the rules core; hidden draws (bags, the
//! tile stack) come from the match's seeded RNG; a roll throws the drawn dice (physically, in
//! their colours and symbols, or instantly) and their faces come back through `apply_chance`; the
//! rules' events become log lines, banners and notices; the turn sub-state follows. A round's end
//! holds the table on its sheet until a person's OK ([`SummaryWaits`]), as in every game.

use bevy::prelude::*;

use super::{SettlersAction, SettlersMatch, SettlersNotice};
use crate::engine::GameId;
use crate::games::dice_settlers::content::DieColor;
use crate::games::dice_settlers::rules::{Event, KIND_BAG};
use crate::games::dice_settlers::table::dice_looks::look_name;
use crate::table::dice::DiceSettled;
use crate::table::dice::look::look_index;
use crate::table::flow::MatchStarted;
use crate::table::session::TableDie;
use crate::table::session::{SeatKind, SeatedMatch};
use crate::table::states::SummaryWaits;
use crate::table::throw_path::{OldPhysical, settled_throw};
use crate::table::turn_flow::{FastPlay, TableFlow, TurnOut, add_turn_flow, apply_seat_action, take_actions};

/// Most AI actions `--fast` plays in one frame (a whole game is a few thousand).
const FAST_ACTIONS_PER_FRAME: usize = 400;

pub(crate) fn plugin(app: &mut App) {
    add_turn_flow::<SettlersMatch, _, _>(app, apply_actions, (receive_dice, chance_after_the_sheet).chain());
    app.add_observer(settle_the_opening);
}

/// A new match: settle the opening's hidden draws (the draft's tiles) at once.
fn settle_the_opening(started: On<MatchStarted>, m: Option<ResMut<SettlersMatch>>, mut out: Out) {
    if let (GameId::DICE_SETTLERS, Some(mut m)) = (started.0, m) {
        resolve_chance(&mut m, &mut out);
    }
}

/// What the flow writes.
type Out<'w, 's> = TurnOut<'w, 's, SettlersNotice>;

fn apply_actions(mut actions: MessageReader<SettlersAction>, mut m: ResMut<SettlersMatch>, mut out: Out) {
    // `--fast`: AI seats play on in the same frame (instant dice) until a person must decide.
    let rule = FastPlay { most_actions: FAST_ACTIONS_PER_FRAME, one_turn: false };
    take_actions(&mut actions, &mut m, &mut out, rule, apply_one);
}

/// One seat's action through the rules core: refused with the reason, or applied with its effects.
fn apply_one(m: &mut SettlersMatch, a: SettlersAction, out: &mut Out) {
    match apply_seat_action(m, a) {
        Ok(events) => {
            // A person playing on closes a waiting round sheet (as an OK would).
            if !m.is_ai(a.seat) {
                out.commands.remove_resource::<SummaryWaits>();
            }
            handle_events(m, &events, out)
        }
        Err(why) => {
            out.notices.write(SettlersNotice::Rejected { seat: a.seat, why: why() });
            out.refuse(a.seat, a.by, why);
            return;
        }
    }
    resolve_chance(m, out);
}

/// Settle whatever the rules core asks to be drawn or rolled: hidden draws at once from the
/// match's RNG; dice thrown on the felt (the answer comes back in `receive_dice`).
fn resolve_chance(m: &mut SettlersMatch, out: &mut Out) {
    if m.own.chance_after_ok {
        return;
    }
    // Each pass settles one chance node; a game has far fewer in a row than this.
    for _ in 0..32 {
        if m.pending_throw.is_some() {
            return;
        }
        let Some(chance) = m.state.chance() else { return };
        let kinds = chance.kinds().to_vec();
        if !chance.any_hidden() {
            // Dice thrown in view: each kind is a die colour's index.
            let colours: Vec<DieColor> =
                kinds.iter().map(|&k| DieColor::ALL[usize::from(k) % DieColor::ALL.len()]).collect();
            throw(m, &colours, out);
            continue;
        }
        let values = crate::games::dice_settlers::draw_hidden(&mut m.own.draws, &chance);
        match m.roll(&values) {
            Ok(events) => handle_events(m, &events, out),
            Err(e) => {
                error!(
                    "the rules refused the draw {values:?} ({}): {e}",
                    if kinds[0] == KIND_BAG { "bag" } else { "tiles" }
                );
                return;
            }
        }
    }
}

/// Throw the current seat's dice waiting for a value, in their colours. The dice of the last
/// throw leave the felt (the table's pool shows the values kept).
fn throw(m: &mut SettlersMatch, colours: &[DieColor], out: &mut Out) {
    let looks: Vec<usize> = colours.iter().map(|&c| look_index(&look_name(c))).collect();
    let old: Vec<TableDie> = m.own.thrown.drain(..).collect();
    out.clear_dice(old, OldPhysical::Hidden);
    if let Some(landed) = out.throw_dice(m, colours.len(), looks) {
        m.own.thrown = landed.dice;
        dice_down(m, &landed.values, out);
    }
}

/// The round sheet got its OK (or left with a new match): the next round's draws and throw.
fn chance_after_the_sheet(waits: Option<Res<SummaryWaits>>, mut m: ResMut<SettlersMatch>, mut out: Out) {
    if m.own.chance_after_ok && waits.is_none() {
        m.own.chance_after_ok = false;
        resolve_chance(&mut m, &mut out);
    }
}

fn receive_dice(mut settled: MessageReader<DiceSettled>, mut m: ResMut<SettlersMatch>, mut out: Out) {
    if let Some(landed) = settled_throw(&mut m, &mut settled) {
        m.own.thrown = landed.dice;
        dice_down(&mut m, &landed.values, &mut out);
        resolve_chance(&mut m, &mut out);
    }
}

/// The thrown dice are down: tell the rules core.
fn dice_down(m: &mut SettlersMatch, values: &[u8], out: &mut Out) {
    out.notices.write(SettlersNotice::DiceDown { values: values.to_vec() });
    match m.roll(values) {
        Ok(events) => handle_events(m, &events, out),
        Err(e) => error!("the rules refused the dice {values:?}: {e}"),
    }
}

fn handle_events(m: &mut SettlersMatch, events: &[Event], out: &mut Out) {
    let mut round_pushed = false;
    for e in events {
        out.notices.write(SettlersNotice::Rules(*e));
        if let Some(line) = m.event_words(e) {
            match e {
                Event::EndTriggered { .. } => out.banner.show(&out.settings, line, 2.0),
                Event::RoundEnded { .. } => out.banner.show(&out.settings, line, 2.0),
                _ => {}
            }
        }
        match *e {
            Event::RoundEnded { round, .. } => {
                m.own.history.push(m.state.totals());
                round_pushed = true;
                // The round's sheet then waits for a person's OK, as every game's round end (an
                // all-AI table and `--fast` runs play on: the hold ignores it there).
                if !m.state.is_over() && m.config.seats.iter().any(|s| s.kind == SeatKind::Human) {
                    out.commands.insert_resource(SummaryWaits { round });
                    // The next round's draws and throw wait behind the sheet for its OK.
                    m.own.chance_after_ok = !out.settings.fast;
                }
            }
            Event::GameOver { .. } => {
                let totals = m.state.totals();
                // The last round's points are the final ones (end-of-game effects included).
                if round_pushed {
                    m.own.history.pop();
                }
                m.own.history.push(totals);
                out.finish(m);
            }
            _ => {}
        }
    }
}

impl TableFlow for SettlersMatch {
    fn rolling(&self) -> bool {
        self.pending_throw.is_some()
    }
    fn awaits_throw(&self) -> bool {
        false // the rules core rolls a seat's dice itself
    }
}
