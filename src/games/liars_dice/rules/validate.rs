//! Everything a Liar's Dice state must satisfy: checked on loading a save and after every step of
//! the random-game test. A message names the first broken rule.

use super::state::{DICE_PER_SEAT, FACES, HIDDEN, LiarsDiceState, MAX_SEATS, MIN_SEATS, Phase, TABLE_VIEW};

impl LiarsDiceState {
    /// `Err` names the first thing that no real game could reach.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.players();
        if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
            return Err(format!("{n} seats (Liar's Dice has {MIN_SEATS} to {MAX_SEATS})"));
        }
        if self.view.is_some_and(|v| usize::from(v) >= n && v != TABLE_VIEW) {
            return Err("an observation for a seat that is not at the table".into());
        }
        if self.counts.iter().any(|&c| usize::from(c) > DICE_PER_SEAT) || self.counts[n..].iter().any(|&c| c != 0) {
            return Err("a seat holds more than five dice, or an empty seat holds dice".into());
        }
        if self.round == 0 || self.current() >= n || self.starter() >= n {
            return Err("the round, the current seat or the starter is not possible".into());
        }
        self.validate_cups()?;
        self.validate_bid()?;
        self.validate_bids()?;
        self.validate_standings()
    }

    /// Each cup holds its seat's dice, ascending, once thrown; nothing else.
    fn validate_cups(&self) -> Result<(), String> {
        let n = self.players();
        if self.thrown >> n != 0 || (0..n).any(|s| self.has_thrown(s) && self.counts[s] == 0) {
            return Err("a cup is thrown by a seat that holds no dice".into());
        }
        for s in 0..MAX_SEATS {
            let (cup, held) = (&self.cups[s], usize::from(self.counts[s]));
            let shown = if self.has_thrown(s) { held } else { 0 };
            if cup[shown..].iter().any(|&d| d != 0) {
                return Err(format!("seat {s}'s cup has values beyond its dice"));
            }
            let hidden = !self.sees_dice_of(s);
            let dice = &cup[..shown];
            if hidden && dice.iter().any(|&d| d != HIDDEN) {
                return Err(format!("an observation shows seat {s}'s hidden dice"));
            }
            if !hidden && (dice.iter().any(|d| !(1..=FACES).contains(d)) || !dice.is_sorted()) {
                return Err(format!("seat {s}'s dice are not values 1 to 6 in ascending order"));
            }
        }
        match self.phase {
            Phase::Bidding if self.next_to_throw().is_some() => Err("bidding before every cup is thrown".into()),
            Phase::Rolling if self.next_to_throw().is_none() => Err("rolling with every cup thrown".into()),
            Phase::GameOver if self.thrown != 0 => Err("cups thrown after game over".into()),
            _ => Ok(()),
        }
    }

    /// The standing bid is one the rules allow: in the bidding, by a seat holding dice, within
    /// the dice in play; the seat to act holds dice.
    fn validate_bid(&self) -> Result<(), String> {
        if self.phase != Phase::GameOver && self.counts[self.current()] == 0 {
            return Err("the seat to act holds no dice".into());
        }
        if self.phase == Phase::Rolling && (self.current != self.starter || self.bid.is_some()) {
            return Err("before the throw the starter is to act and nobody has bid".into());
        }
        let Some(bid) = self.bid else { return Ok(()) };
        if self.phase != Phase::Bidding {
            return Err("a bid stands outside the bidding".into());
        }
        let bidder = usize::from(bid.seat);
        if bidder >= self.players() || self.counts[bidder] == 0 || bidder == self.current() {
            return Err("the standing bid is not another seat's holding dice".into());
        }
        if bid.quantity == 0 || usize::from(bid.quantity) > self.in_play() || !(1..=FACES).contains(&bid.face) {
            return Err(format!(
                "the bid {} × {} is not possible with {} dice",
                bid.quantity,
                bid.face,
                self.in_play()
            ));
        }
        Ok(())
    }

    /// Places and the winner: an out seat has its place, the rest none until game over; one
    /// winner, the only seat holding dice; palifico spent only by seats at the table.
    fn validate_standings(&self) -> Result<(), String> {
        let n = self.players();
        if self.palifico_used >> n != 0 || (self.palifico && !self.options.palifico) {
            return Err("a palifico round that the game could not have".into());
        }
        let holding = self.seats_holding_dice();
        let mut taken = [false; MAX_SEATS + 1];
        for s in 0..n {
            let place = usize::from(self.places[s]);
            let out = self.counts[s] == 0;
            let should = out || self.is_over();
            if should != (place != 0) || place > n || (out && place <= holding) || (taken[place] && place != 0) {
                return Err(format!("seat {s}'s place {place} does not match its dice"));
            }
            taken[place] = true;
        }
        match self.phase {
            Phase::GameOver => {
                let winner = (0..n).find(|&s| self.counts[s] > 0);
                if holding != 1
                    || winner.map(|w| 1u8 << w) != Some(self.winners)
                    || winner.map(|w| self.places[w]) != Some(1)
                {
                    return Err("game over without one winner, the only seat holding dice".into());
                }
            }
            _ if self.winners != 0 || holding < MIN_SEATS => {
                return Err("a winner before game over, or fewer than two seats holding dice".into());
            }
            _ => {}
        }
        Ok(())
    }
}
