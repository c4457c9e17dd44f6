//! Home Rows' turn flow: seats' actions go through the rules core; a roll throws the chosen die
//! (physically, in its colour, or instantly) and its value comes back through `apply_chance`; the
//! rules' events become log lines, banners and notices; the turn sub-state follows.

use bevy::prelude::*;

use super::{HomeAction, HomeNotice, HomeRowsMatch};
use crate::engine::Game;
use crate::games::home_rows::HomeRows;
use crate::games::home_rows::rules::{Color, Event, Phase};
use crate::table::dice::DiceSettled;
use crate::table::dice::look::look_index;
use crate::table::session::{SeatKind, SeatedMatch};
use crate::table::states::SummaryWaits;
use crate::table::throw_path::{OldPhysical, settled_throw};
use crate::table::turn_flow::{FastPlay, TableFlow, TurnOut, add_turn_flow, apply_seat_action, take_actions};

/// Most AI actions `--fast` plays in one frame.
const FAST_ACTIONS_PER_FRAME: usize = 64;

pub(crate) fn plugin(app: &mut App) {
    add_turn_flow::<HomeRowsMatch, _, _>(app, apply_actions, receive_die);
}

/// What the flow writes.
type Out<'w, 's> = TurnOut<'w, 's, HomeNotice>;

/// The look index of each home colour in `assets/dice/looks.ron` (by name; the plain look if absent).
pub fn look_of(color: Color) -> usize {
    look_index(color.name())
}

fn apply_actions(mut actions: MessageReader<HomeAction>, mut m: ResMut<HomeRowsMatch>, mut out: Out) {
    // `--fast`: AI seats play on in one frame (the rolled die lands at once) until a person's turn.
    let rule = FastPlay { most_actions: FAST_ACTIONS_PER_FRAME, one_turn: false };
    take_actions(&mut actions, &mut m, &mut out, rule, apply_one);
}

/// One seat's action through the rules core: refused with the reason, or applied with its effects.
fn apply_one(m: &mut HomeRowsMatch, a: HomeAction, out: &mut Out) {
    let events = match apply_seat_action(m, a) {
        Ok(events) => events,
        Err(why) => {
            out.notices.write(HomeNotice::Rejected { seat: a.seat, why: why() });
            out.refuse(a.seat, a.by, why);
            return;
        }
    };
    // A person playing on closes a waiting round sheet (as an OK would).
    if !m.is_ai(a.seat) {
        out.commands.remove_resource::<SummaryWaits>();
    }
    handle_events(m, &events, out);
    if HomeRows::chance(&m.state).is_some() {
        let color = m.state.rolled().map_or(Color::Red, |d| d.color);
        start_roll(m, color, out);
    }
}

/// The rules core took a `Roll`: throw that die. The last die leaves the felt: an instant one is
/// gone; a physical one is hidden, also when fast play placed it and rolls again in one frame.
fn start_roll(m: &mut HomeRowsMatch, color: Color, out: &mut Out) {
    let old = m.own.rolled.take();
    out.clear_dice(old, OldPhysical::Hidden);
    if let Some(landed) = out.throw_dice(m, 1, vec![look_of(color)]) {
        m.own.rolled = landed.dice.first().copied();
        die_down(m, landed.values[0], out);
    }
}

fn receive_die(mut settled: MessageReader<DiceSettled>, mut m: ResMut<HomeRowsMatch>, mut out: Out) {
    let Some(landed) = settled_throw(&mut m, &mut settled) else { return };
    let (Some(&die), Some(&value)) = (landed.dice.first(), landed.values.first()) else { return };
    m.own.rolled = Some(die);
    die_down(&mut m, value, &mut out);
}

/// The rolled die is down: tell the rules core.
fn die_down(m: &mut HomeRowsMatch, value: u8, out: &mut Out) {
    out.notices.write(HomeNotice::DieDown { value });
    match m.roll(&[value]) {
        Ok(events) => handle_events(m, &events, out),
        Err(e) => error!("the rules refused the die {value}: {e}"),
    }
}

fn handle_events(m: &mut HomeRowsMatch, events: &[Event], out: &mut Out) {
    for e in events {
        out.notices.write(HomeNotice::Rules(*e));
        if let Some(line) = m.event_words(e) {
            match e {
                Event::TradesOff | Event::TieBreak { .. } => out.banner.show(&out.settings, line, 1.5),
                // The round's scores, and who starts the next.
                // The round's sheet then waits for a person's OK, as every game's round end.
                Event::RoundEnded { round, .. } => {
                    out.banner.show(&out.settings, line, 3.0);
                    out.banner.round_end = true;
                    if !m.state.is_over() && m.config.seats.iter().any(|s| s.kind == SeatKind::Human) {
                        out.commands.insert_resource(SummaryWaits { round: *round });
                    }
                }
                _ => {}
            }
        }
        if let Event::GameOver { .. } = *e {
            out.finish(m)
        }
    }
}

impl TableFlow for HomeRowsMatch {
    fn rolling(&self) -> bool {
        self.state.phase() == Phase::Rolling
    }
    fn awaits_throw(&self) -> bool {
        self.state.phase() == Phase::TurnStart
    }
}
