//! A big moment the table is showing everyone (a Liar's Dice reveal: every cup lifted, the dice
//! counted one by one, the verdict), published by the game's view as it shows it so that the
//! phones show it too, at the same pace. Game-free: a game's view fills it and empties it; the
//! phones' views read it. Words are said when asked (`Why`), so each phone hears its own language.

use bevy::prelude::*;

use crate::table::funnel::Why;

/// What the table shows everyone now, if anything, and a number that changes with every change.
#[derive(Resource, Default, Clone)]
pub struct TableMoment {
    pub shown: Option<Moment>,
    pub changes: u64,
}

/// One big moment: what it is, each seat's dice shown (those that count lit so far), the running
/// count, and the verdict once said.
#[derive(Clone)]
pub struct Moment {
    pub title: Why,
    pub seats: Vec<MomentSeat>,
    pub count: Why,
    pub verdict: Option<Why>,
}

/// A seat's dice as the moment shows them: their faces, and which are lit (counted) so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct MomentSeat {
    pub seat: usize,
    pub dice: Vec<u8>,
    pub lit: Vec<bool>,
}

impl TableMoment {
    /// Show `moment` (a new one, or the same one further on).
    pub fn show(&mut self, moment: Moment) {
        self.shown = Some(moment);
        self.changes += 1;
    }
    /// The moment is over.
    pub fn clear(&mut self) {
        if self.shown.take().is_some() {
            self.changes += 1;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableMoment>();
}
