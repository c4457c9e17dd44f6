//! Taking back the last placement of a throw, through the funnel's checks: refused (told to
//! whoever asked) while the banner holds the table, when the sender does not hold the seat or it
//! is not in turn, or when nothing is placed since the throw.

use bevy::prelude::*;

use super::{CasinoTable, Match, UndoRequest};
use crate::t;
use crate::table::funnel::{Why, not_holder, not_in_turn, said, table_waits_why};
use crate::table::turn_flow::{StepTakenBack, TurnOut};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UndoRequest>().add_systems(
        Update,
        take_back
            .run_if(crate::table::replay::not_replaying)
            .run_if(crate::table::states::playing_with::<Match>())
            .in_set(crate::table::frame::FlowStep::Turn)
            .after(crate::table::turn_flow::apply_actions::<CasinoTable>)
            .before(crate::table::turn_flow::sync_turn::<CasinoTable>),
    );
}

fn take_back(mut undos: MessageReader<UndoRequest>, mut m: ResMut<Match>, mut out: TurnOut<CasinoTable>) {
    for &u in undos.read() {
        undo_one(&mut m, u, &mut out);
    }
}

fn undo_one(m: &mut Match, u: UndoRequest, out: &mut TurnOut<CasinoTable>) {
    let nothing = || std::sync::Arc::new(|| t!("rc-nothing-to-undo")) as Why;
    let refused = if out.banner.left_s > 0.0 {
        Some(table_waits_why())
    } else if let Some(words) = not_holder(m, u.seat, u.by).or_else(|| not_in_turn(m, u.seat)) {
        Some(said(words))
    } else {
        m.own.undo.as_ref().is_none_or(|p| p.placed.is_empty()).then(nothing)
    };
    if let Some(why) = refused {
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
        out.taken_back.write(StepTakenBack { seat: u.seat });
    }
}
