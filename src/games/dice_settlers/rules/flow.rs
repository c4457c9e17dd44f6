//! The turn machinery the phases share: whose turn, spending symbols, paying resources, score
//! tokens, tile bonuses, finishing an action and a turn, and moving between phases.

use super::actions::Step;
use super::events::{Event, EventList};
use super::state::{DiceSettlersState, Draw, Phase};
use crate::games::dice_settlers::content::{Bonus, Effect, Resource, Symbol};

impl DiceSettlersState {
    /// The seat whose turn it is in this phase (during an explore's follow question, `current`
    /// is the seat being asked, not the explorer).
    pub fn turn_seat(&self) -> usize {
        (self.first as usize + self.done as usize) % self.players as usize
    }
    pub(super) fn next_seat(&self, s: u8) -> u8 {
        (s + 1) % self.players
    }

    /// Spend `n` symbols of kind `k` for seat `s`: tiles' first, then cards', then dice (to the used area).
    pub(super) fn spend(&mut self, s: usize, k: Symbol, mut n: u8) {
        let c = self.c();
        for p in &self.map {
            if n > 0 && p.present(s) && c.tile(p.no).symbol == Some(k) && self.seats[s].tile_marks & (1 << p.no) == 0 {
                self.seats[s].tile_marks |= 1 << p.no;
                n -= 1;
            }
        }
        let seat = &mut self.seats[s];
        for (i, t) in c.techs.iter().enumerate() {
            if n > 0 && seat.owns(i) && seat.card_marks & (1 << i) == 0 && t.effect == Effect::Symbol(k) {
                seat.card_marks |= 1 << i;
                n -= 1;
            }
        }
        let mut i = 0;
        while n > 0 && i < seat.rolled.len() {
            let d = seat.rolled[i];
            if d.symbol(c) == Some(k) {
                seat.used[d.color.index()] += 1;
                seat.rolled.remove(i);
                n -= 1;
            } else {
                i += 1;
            }
        }
    }

    /// Pay `wants` from seat `s`'s tokens, gold standing for any shortfall (S5); `false` and no
    /// change when it cannot be paid.
    pub(super) fn pay(&mut self, s: usize, wants: &[Resource]) -> bool {
        match payment(self.seats[s].resources, wants) {
            Some(after) => {
                self.seats[s].resources = after;
                true
            }
            None => false,
        }
    }

    /// Score tokens worth `points` to seat `s`, from the laid-out pool (then the reserve).
    pub(super) fn gain_tokens(&mut self, s: usize, points: u8) {
        self.seats[s].tokens += u16::from(points);
        self.tokens_left -= i32::from(points);
    }

    /// Seat `s` takes tile `no`'s placement bonus; returns it (as given, for the event).
    pub(super) fn take_bonus(&mut self, s: usize, no: u8, _ev: &mut EventList) -> Bonus {
        let c = self.c();
        let tile = c.tile(no);
        match tile.bonus {
            Bonus::Nothing => {}
            Bonus::Die => {
                let color = tile.terrain.die().index();
                if self.supply[color] > 0 {
                    self.supply[color] -= 1;
                    self.seats[s].used[color] += 1;
                }
            }
            Bonus::Resource(r) => self.seats[s].resources[r.index()] += 1,
            Bonus::Tent => {
                if let Some(i) = self.tile_index(no) {
                    self.map[i].tents[s] += 1;
                }
            }
            Bonus::Points(p) => self.gain_tokens(s, p),
        }
        tile.bonus
    }

    /// The current main action is complete: free actions may follow, else the turn ends.
    pub(super) fn finish_action(&mut self, ev: &mut EventList) {
        self.step = Step::Open;
        self.acted = true;
        self.current = self.turn_seat() as u8;
        if !self.any_free_action() {
            self.end_turn(ev);
        }
    }

    /// The turn seat's turn ends: the next seat, the second pass, or the clean-up.
    pub(super) fn end_turn(&mut self, ev: &mut EventList) {
        ev.push(Event::TurnEnded { seat: self.turn_seat() as u8 });
        self.acted = false;
        self.step = Step::Open;
        self.done += 1;
        if self.done == self.players {
            self.done = 0;
            if self.pass == 1 {
                self.pass = 2;
            } else {
                self.begin_keep_phase(ev);
                return;
            }
        }
        self.current = self.turn_seat() as u8;
    }

    /// Round start: every seat's roll phase, from the first player.
    pub(super) fn begin_roll_phase(&mut self) {
        self.phase = Phase::Roll;
        self.done = 0;
        self.begin_roll();
    }

    /// The turn seat draws its dice track's worth (a chance node), its kept die set out beside them (S3).
    pub(super) fn begin_roll(&mut self) {
        let s = self.turn_seat();
        self.current = s as u8;
        self.step = Step::Open;
        let track = self.track(s);
        let seat = &mut self.seats[s];
        if let Some(kept) = seat.kept.take() {
            seat.rolled.push(kept);
        }
        let available: u8 = seat.bag.iter().chain(&seat.used).sum();
        let n = track.min(available);
        self.draw = (n > 0).then_some(Draw::Bag(n));
    }

    /// The turn seat is done adjusting: the next seat rolls, or the action phase starts.
    pub(super) fn end_roll(&mut self) {
        self.done += 1;
        if self.done == self.players {
            self.phase = Phase::Act;
            self.done = 0;
            self.pass = 1;
            self.acted = false;
            self.step = Step::Open;
            self.current = self.first;
        } else {
            self.begin_roll();
        }
    }
}

/// Tokens left after paying `wants` from `have` (exact resources first, gold for the rest), or `None`.
pub fn payment(mut have: [u8; 4], wants: &[Resource]) -> Option<[u8; 4]> {
    let mut short = 0u8;
    for &r in wants {
        let i = r.index();
        if have[i] > 0 {
            have[i] -= 1;
        } else if r == Resource::Gold {
            return None;
        } else {
            short += 1;
        }
    }
    let gold = Resource::Gold.index();
    if have[gold] < short {
        return None;
    }
    have[gold] -= short;
    Some(have)
}
