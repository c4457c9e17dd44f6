//! Taking back a roll adjustment (issue 41, item 10). The ruling: an adjustment that involves no
//! chance — a navigator turning another die to a chosen face — can be taken back until the seat
//! says it is ready: the turned die shows its old face again and the navigator (a die back in the
//! roll at its place, or a card's mark cleared) is unspent. An adjustment that rolled dice (a
//! re-roll of one or up to three, a draw of two) cannot be taken back once its dice were rolled:
//! their new faces are known, so taking it back would be a free re-roll. Such an adjustment also
//! closes the take-back of every turn before it (undoing those would undo the roll too).

use serde::{Deserialize, Serialize};

use super::actions::Step;
use super::error::SettlersError;
use super::events::{Adjustment, Event, EventList};
use super::state::{DiceSettlersState, Die, Phase};
use crate::games::dice_settlers::content::COLORS;

/// What a turn changed of its seat, to put back: the roll as it was (dice, faces and places),
/// the used area and the cards' marks; and which die was turned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakeBack {
    pub(super) rolled: Vec<Die>,
    pub(super) used: [u8; COLORS],
    pub(super) card_marks: u32,
    /// The turned die's index in `rolled`.
    pub(super) die: u8,
}

impl DiceSettlersState {
    /// Whether the current seat may take back its last turn now (the roll phase's open step,
    /// before "Ready", and no roll since the turn).
    pub(super) fn check_take_back(&self) -> Result<(), SettlersError> {
        match self.take_back.last() {
            Some(_) if self.phase == Phase::Roll && self.step == Step::Open => Ok(()),
            _ => Err(SettlersError::NothingToTakeBack),
        }
    }

    /// Remember the current seat's roll before a turn changes it.
    pub(super) fn remember_turn(&mut self, die: u8) {
        let seat = &self.seats[self.current()];
        let (rolled, used, card_marks) = (seat.rolled.clone(), seat.used, seat.card_marks);
        self.take_back.push(TakeBack { rolled, used, card_marks, die });
    }

    /// Dice were rolled (or the seat is ready): nothing before this can be taken back.
    pub(super) fn close_take_back(&mut self) {
        self.take_back.clear();
    }

    /// Put the last turn back: the roll, the used area and the marks as they were.
    pub(super) fn do_take_back(&mut self, ev: &mut EventList) {
        let s = self.current();
        let Some(back) = self.take_back.pop() else { return };
        let seat = &mut self.seats[s];
        (seat.rolled, seat.used, seat.card_marks) = (back.rolled, back.used, back.card_marks);
        let d = seat.rolled[back.die as usize];
        let how = Adjustment::TakenBack { die: back.die, value: d.value, color: d.color };
        ev.push(Event::Adjusted { seat: s as u8, how });
    }

    /// The die the last turn would put back, as it showed before the turn (`None` when nothing
    /// can be taken back).
    pub fn take_back_face(&self) -> Option<Die> {
        self.check_take_back().ok()?;
        let back = self.take_back.last()?;
        back.rolled.get(usize::from(back.die)).copied()
    }

    /// Turns the current seat can still take back (the last one first).
    pub fn turns_to_take_back(&self) -> usize {
        if self.check_take_back().is_ok() { self.take_back.len() } else { 0 }
    }
}
