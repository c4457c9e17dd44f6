//! State transitions: an action or a cup's throw in, the events it caused out.

use super::actions::Action;
use super::error::LiarsDiceError;
use super::events::{Call, Event, EventList, Revealed};
use super::state::{Bid, DICE_PER_SEAT, FACES, LiarsDiceState, MAX_SEATS, MIN_SEATS_FOR_PALIFICO, Phase};

impl LiarsDiceState {
    /// Apply a seat's decision. On error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<EventList, LiarsDiceError> {
        self.check(action)?;
        let mut ev = EventList::default();
        let seat = self.current;
        match action {
            Action::Bid { quantity, face } => {
                self.bid = Some(Bid { quantity, face, seat });
                self.bids.push(Bid { quantity, face, seat });
                ev.push(Event::Bid { seat, quantity, face });
                self.current = self.next_holding(self.current()) as u8;
            }
            Action::Dudo => self.lift(Call::Dudo, &mut ev),
            Action::Calza => self.lift(Call::Calza, &mut ev),
        }
        Ok(ev)
    }

    /// The next cup's throw (the chance outcome): the values of the dice of the seat
    /// `next_to_throw` names. On error nothing changes.
    pub fn apply_chance(&mut self, values: &[u8]) -> Result<EventList, LiarsDiceError> {
        let seat = match (self.phase, self.next_to_throw()) {
            (Phase::GameOver, _) => return Err(LiarsDiceError::GameOver),
            (Phase::Rolling, Some(seat)) => seat,
            _ => return Err(LiarsDiceError::NotRolling),
        };
        let want = self.count(seat);
        if values.len() != want {
            return Err(LiarsDiceError::WrongDiceCount { seat, want, got: values.len() });
        }
        if let Some(&bad) = values.iter().find(|v| !(1..=FACES).contains(v)) {
            return Err(LiarsDiceError::BadDieValue(bad));
        }
        if self.thrown == 0 {
            // The round's first cup: the last round's bids are cleared.
            self.bids.clear();
        }
        let mut cup = [0u8; DICE_PER_SEAT];
        cup[..want].copy_from_slice(values);
        cup[..want].sort_unstable();
        self.cups[seat] = cup;
        self.thrown |= 1 << seat;
        let mut ev = EventList::default();
        if self.next_to_throw().is_none() {
            self.phase = Phase::Bidding;
            self.current = self.starter;
            ev.push(Event::Rolled { round: self.round });
        }
        Ok(ev)
    }

    /// Lift every cup for a dudo or a calza on the standing bid (rules §4 and §5), settle the die
    /// lost or gained, and end the round.
    fn lift(&mut self, call: Call, ev: &mut EventList) {
        let Some(bid) = self.bid else { return };
        let caller = self.current();
        let count = self.count_showing(bid.face);
        let quantity = usize::from(bid.quantity);
        let mut dice = Revealed::default();
        for s in 0..self.players() {
            dice.cups[s] = self.cups[s];
            dice.counts[s] = self.counts[s];
        }
        ev.push(Event::Challenge {
            seat: caller as u8,
            call,
            quantity: bid.quantity,
            face: bid.face,
            bidder: bid.seat,
            count: count as u8,
            dice,
        });
        // The seat that starts the next round: the loser of a die, or the caller of a calza.
        let starter = match call {
            Call::Dudo if count >= quantity => self.lose_die(caller, ev),
            Call::Dudo => self.lose_die(usize::from(bid.seat), ev),
            Call::Calza if count == quantity => {
                if self.count(caller) < DICE_PER_SEAT {
                    self.counts[caller] += 1;
                    ev.push(Event::DieGained { seat: caller as u8, held: self.counts[caller] });
                }
                caller
            }
            Call::Calza => self.lose_die(caller, ev),
        };
        self.end_round(starter, ev);
    }

    /// `seat` loses a die (and is out with none left); returns it.
    fn lose_die(&mut self, seat: usize, ev: &mut EventList) -> usize {
        self.counts[seat] -= 1;
        ev.push(Event::DieLost { seat: seat as u8, left: self.counts[seat] });
        if self.counts[seat] == 0 {
            // Its place: behind every seat still holding dice.
            let place = self.seats_holding_dice() as u8 + 1;
            self.places[seat] = place;
            ev.push(Event::Out { seat: seat as u8, place });
        }
        seat
    }

    /// The round ends: game over when one seat holds dice; else the next round's starter (the
    /// next seat holding dice after one knocked out, ruling L5), whether it is a palifico round
    /// (rulings L6, L7). The cups are emptied: they wait to be thrown again (the
    /// challenge's event keeps what they showed).
    fn end_round(&mut self, starter: usize, ev: &mut EventList) {
        self.bid = None;
        self.thrown = 0;
        self.cups = [[0; DICE_PER_SEAT]; MAX_SEATS];
        if self.seats_holding_dice() == 1 {
            let winner = self.next_holding(starter);
            self.places[winner] = 1;
            self.winners = 1 << winner;
            self.palifico = false;
            self.phase = Phase::GameOver;
            self.current = winner as u8;
            ev.push(Event::RoundEnded { round: self.round, next_starter: None, palifico: false });
            ev.push(Event::GameOver { winners: self.winners });
            return;
        }
        let next = if self.count(starter) == 0 { self.next_holding(starter) } else { starter };
        let palifico = self.options.palifico
            && self.count(starter) == 1
            && !self.palifico_spent(starter)
            && self.seats_holding_dice() >= MIN_SEATS_FOR_PALIFICO;
        if palifico {
            self.palifico_used |= 1 << starter;
        }
        ev.push(Event::RoundEnded { round: self.round, next_starter: Some(next as u8), palifico });
        self.palifico = palifico;
        self.round += 1;
        self.starter = next as u8;
        self.current = next as u8;
        self.phase = Phase::Rolling;
    }
}
