//! Chance (starting tiles, bag draws with refill, rolls, stack draws) and the roll phase's
//! adjustments: a navigator turns a die or re-rolls up to three; a resource die re-rolls one or
//! draws two more (S7: the paying die goes to the used area and yields nothing else). Who pays is
//! decided in payers.rs.

use super::actions::{PICKABLE_DICE, Payer, Step};
use super::error::SettlersError;
use super::events::{Adjustment, Event, EventList};
use super::state::{DiceSettlersState, Die, Draw, Phase};
use crate::engine::Chance;

/// Chance kinds besides dice (a die's kind is its colour index, 0–5).
pub const KIND_BAG: u8 = 10;
pub const KIND_START_TILE: u8 = 11;
pub const KIND_STACK: u8 = 12;

impl DiceSettlersState {
    /// What must be drawn or rolled now, if anything.
    pub fn chance(&self) -> Option<Chance> {
        if self.phase == Phase::Over {
            return None;
        }
        let mut ch = Chance::empty();
        match self.draw {
            Some(Draw::StartTiles(n)) => {
                (0..n).for_each(|i| ch.push_hidden(KIND_START_TILE, self.start_tiles.len() as u8 - i))
            }
            Some(Draw::Stack(n)) => (0..n).for_each(|i| ch.push_hidden(KIND_STACK, self.stack.len() as u8 - i)),
            Some(Draw::Bag(n)) => {
                let seat = &self.seats[self.current()];
                let (mut bag, mut used) = (seat.bag.iter().sum::<u8>(), seat.used.iter().sum::<u8>());
                for _ in 0..n {
                    if bag == 0 {
                        (bag, used) = (used, 0);
                    }
                    ch.push_hidden(KIND_BAG, bag);
                    bag = bag.saturating_sub(1);
                }
            }
            None => {
                for d in self.seats[self.current()].rolled.iter().filter(|d| d.value == 0) {
                    ch.push(d.color.index() as u8, 6);
                }
            }
        }
        (ch.count() > 0).then_some(ch)
    }

    /// Apply the outcomes of `chance()`, in order. Refused values change nothing.
    pub fn apply_chance(&mut self, values: &[u8]) -> Result<EventList, SettlersError> {
        let Some(ch) = self.chance() else {
            return Err(if self.phase == Phase::Over { SettlersError::GameOver } else { SettlersError::NoChance });
        };
        if values.len() != ch.count() {
            return Err(SettlersError::ChanceCount { want: ch.count(), got: values.len() });
        }
        if let Some((&value, &sides)) = values.iter().zip(ch.sides()).find(|(v, s)| **v == 0 || **v > **s) {
            return Err(SettlersError::ChanceValue { value, sides });
        }
        let mut ev = EventList::default();
        let s = self.current();
        match self.draw.take() {
            Some(Draw::StartTiles(_)) => {
                for &v in values {
                    let no = self.start_tiles.remove(v as usize - 1);
                    self.hand.push(no);
                }
            }
            Some(Draw::Stack(_)) => {
                for &v in values {
                    let no = self.stack.remove(v as usize - 1);
                    self.drawn.push(no);
                }
                ev.push(Event::TilesDrawn { seat: self.turn_seat() as u8, count: values.len() as u8 });
                self.step = if self.drawn.len() == 1 { Step::PlaceTile { index: 0 } } else { Step::ChooseTile };
            }
            Some(Draw::Bag(_)) => {
                let seat = &mut self.seats[s];
                let mut refilled = false;
                for &v in values {
                    if seat.bag.iter().all(|&n| n == 0) {
                        seat.bag = std::mem::take(&mut seat.used);
                        refilled = true;
                    }
                    let mut left = v;
                    let color = (0..seat.bag.len())
                        .find(|&c| {
                            if left <= seat.bag[c] {
                                return true;
                            }
                            left -= seat.bag[c];
                            false
                        })
                        .unwrap_or(0);
                    seat.bag[color] -= 1;
                    seat.rolled
                        .push(Die { color: crate::games::dice_settlers::content::DieColor::ALL[color], value: 0 });
                }
                ev.push(Event::DiceDrawn { seat: s as u8, count: values.len() as u8, refilled });
            }
            None => {
                let mut it = values.iter();
                for d in self.seats[s].rolled.iter_mut().filter(|d| d.value == 0) {
                    d.value = *it.next().unwrap_or(&1);
                }
                ev.push(Event::DiceRolled { seat: s as u8, count: values.len() as u8 });
            }
        }
        Ok(ev)
    }

    /// Pay with a navigator: mark the card, or send the die to the used area.
    fn pay_navigator(&mut self, s: usize, payer: Payer) {
        match payer {
            Payer::Card(i) => self.seats[s].card_marks |= 1 << i,
            Payer::Die(i) => self.die_to_used(s, i as usize),
        }
    }

    pub(super) fn die_to_used(&mut self, s: usize, i: usize) {
        let seat = &mut self.seats[s];
        let d = seat.rolled.remove(i);
        seat.used[d.color.index()] += 1;
    }

    fn rolled_die(&self, s: usize, die: u8) -> Result<Die, SettlersError> {
        match self.seats[s].rolled.get(die as usize) {
            Some(d) if d.value > 0 => Ok(*d),
            _ => Err(SettlersError::NoSuchDie(die)),
        }
    }

    pub(super) fn check_turn(&self, die: u8, value: u8, payer: Option<Payer>) -> Result<(), SettlersError> {
        let s = self.current();
        let d = self.rolled_die(s, die)?;
        if !(1..=6).contains(&value) || value == d.value {
            return Err(SettlersError::TurnFace { die, value, shows: d.value });
        }
        self.navigator_payer(s, Some(die), payer).map(|_| ())
    }

    pub(super) fn do_turn(&mut self, die: u8, value: u8, payer: Option<Payer>, ev: &mut EventList) {
        let s = self.current();
        let Ok(payer) = self.navigator_payer(s, Some(die), payer) else { return };
        let turned = &mut self.seats[s].rolled[die as usize];
        turned.value = value;
        let color = turned.color;
        self.pay_navigator(s, payer);
        ev.push(Event::Adjusted { seat: s as u8, how: Adjustment::Turned { die, value, color } });
    }

    pub(super) fn check_navigator_reroll(&self, payer: Option<Payer>) -> Result<(), SettlersError> {
        self.navigator_reroll_payer(self.current(), payer).map(|_| ())
    }

    pub(super) fn do_navigator_reroll(&mut self, payer: Option<Payer>) {
        let s = self.current();
        let Ok(payer) = self.navigator_reroll_payer(s, payer) else { return };
        self.pay_navigator(s, payer);
        self.step = Step::Reroll { picked: 0 };
    }

    pub(super) fn check_pick(&self, picked: u32, die: u8) -> Result<(), SettlersError> {
        self.rolled_die(self.current(), die)?;
        if usize::from(die) >= PICKABLE_DICE || picked & (1 << die) != 0 {
            return Err(SettlersError::NoSuchDie(die));
        }
        if picked.count_ones() >= 3 {
            return Err(SettlersError::TooManyPicked);
        }
        Ok(())
    }

    /// Pick a die; the third pick (or the last die) rolls at once.
    pub(super) fn do_pick(&mut self, picked: u32, die: u8, ev: &mut EventList) {
        let picked = picked | 1 << die;
        let all = self.seats[self.current()].rolled.len() as u32;
        if picked.count_ones() >= 3.min(all) {
            self.reroll(picked, ev);
        } else {
            self.step = Step::Reroll { picked };
        }
    }

    /// Set the picked dice rolling (a chance node follows).
    pub(super) fn reroll(&mut self, picked: u32, ev: &mut EventList) {
        let s = self.current();
        for (i, d) in self.seats[s].rolled.iter_mut().enumerate() {
            // A roll may hold more dice than a pick can name (bag draws add two); those stay.
            if i < PICKABLE_DICE && picked & (1 << i) != 0 {
                d.value = 0;
            }
        }
        self.step = Step::Open;
        ev.push(Event::Adjusted { seat: s as u8, how: Adjustment::Rerolled { count: picked.count_ones() as u8 } });
    }

    pub(super) fn check_resource_reroll(&self, die: u8, payer: Option<Payer>) -> Result<(), SettlersError> {
        let s = self.current();
        self.rolled_die(s, die)?;
        self.resource_payer(s, Some(die), payer).map(|_| ())
    }

    pub(super) fn do_resource_reroll(&mut self, die: u8, payer: Option<Payer>, ev: &mut EventList) {
        let s = self.current();
        let Ok(payer) = self.resource_payer(s, Some(die), payer) else { return };
        self.seats[s].rolled[die as usize].value = 0;
        self.die_to_used(s, payer);
        ev.push(Event::Adjusted { seat: s as u8, how: Adjustment::Rerolled { count: 1 } });
    }

    pub(super) fn check_resource_draw(&self, payer: Option<Payer>) -> Result<(), SettlersError> {
        self.resource_payer(self.current(), None, payer).map(|_| ())
    }

    pub(super) fn do_resource_draw(&mut self, payer: Option<Payer>, ev: &mut EventList) {
        let s = self.current();
        let Ok(payer) = self.resource_payer(s, None, payer) else { return };
        self.die_to_used(s, payer);
        let seat = &self.seats[s];
        let available: u8 = seat.bag.iter().chain(&seat.used).sum();
        self.draw = Some(Draw::Bag(available.min(2)));
        ev.push(Event::Adjusted { seat: s as u8, how: Adjustment::DrewTwo });
    }
}
