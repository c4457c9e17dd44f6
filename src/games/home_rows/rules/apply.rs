//! State transitions: an action or a rolled value in, the events it caused out.

use std::sync::Arc;

use super::actions::Action;
use super::error::HomeRowsError;
use super::events::{Event, EventList, Source};
use super::pieces::Die;
use super::state::{HomeRowsState, MAX_SEATS, Phase, STALL_LIMIT};

impl HomeRowsState {
    /// Apply a seat's decision. On error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<EventList, HomeRowsError> {
        self.check(action)?;
        let mut ev = EventList::default();
        let cur = self.current as usize;
        match action {
            Action::Roll { color } => {
                self.hands[cur][color.index()] -= 1;
                self.rolled = Some(Die { color, value: 0 });
                self.phase = Phase::Rolling;
            }
            Action::Place { row, col, from } => {
                let die = self.rolled.take().unwrap_or_default();
                self.board[row as usize][col as usize] = Some(die);
                ev.push(Event::Placed { player: cur as u8, row, col, color: die.color, value: die.value });
                let (source, counters) = if self.pot > 0 {
                    let took = die.value.min(self.pot);
                    self.pot -= took;
                    (Source::Pot, took)
                } else if let Some(side) = from {
                    let other = self.neighbour(cur, side);
                    (Source::Seat(other as u8), self.take_from(other, die.value))
                } else {
                    (Source::Nobody, 0)
                };
                self.counters[cur] += counters;
                ev.push(Event::Took { player: cur as u8, from: source, counters });
                self.stall = 0;
                self.end_turn(&mut ev);
            }
            Action::Trade { to } => {
                let die = self.rolled.take().unwrap_or_default();
                let other = self.neighbour(cur, to);
                self.hands[other][die.color.index()] += 1;
                let counters = self.take_from(other, die.value - 1);
                self.counters[cur] += counters;
                ev.push(Event::Traded { player: cur as u8, to: other as u8, value: die.value, counters });
                self.stalled(&mut ev);
                self.end_turn(&mut ev);
            }
        }
        Ok(ev)
    }

    /// Supply the rolled die's value (the chance outcome). On error nothing changes.
    pub fn apply_chance(&mut self, values: &[u8]) -> Result<EventList, HomeRowsError> {
        if self.phase != Phase::Rolling {
            return Err(match self.phase {
                Phase::GameOver => HomeRowsError::GameOver,
                _ => HomeRowsError::NotAwaitingDie,
            });
        }
        let &[value] = values else {
            return Err(HomeRowsError::WrongDiceCount { got: values.len() });
        };
        if !(1..=6).contains(&value) {
            return Err(HomeRowsError::BadDieValue(value));
        }
        let color = self.rolled.map(|d| d.color).unwrap_or_default();
        self.rolled = Some(Die { color, value });
        self.phase = Phase::Rolled;
        let mut ev = EventList::default();
        ev.push(Event::Rolled { player: self.current, color, value });
        Ok(ev)
    }

    /// Take up to `wanted` counters from `seat` (all it has if fewer, ruling H4).
    fn take_from(&mut self, seat: usize, wanted: u8) -> u8 {
        let took = wanted.min(self.counters[seat]);
        self.counters[seat] -= took;
        took
    }

    /// A turn passed with no die placed: count it; the tenth in a row turns trades off (H6).
    fn stalled(&mut self, ev: &mut EventList) {
        self.stall = self.stall.saturating_add(1);
        if self.stall >= STALL_LIMIT && self.trades_allowed {
            self.trades_allowed = false;
            ev.push(Event::TradesOff);
        }
    }

    /// The turn ends: the round ends when nobody holds a die (H1), else play moves left to the
    /// next seat holding dice, every seat without dice passing on the way.
    fn end_turn(&mut self, ev: &mut EventList) {
        if !self.anyone_holds_dice() {
            self.end_round(ev);
            return;
        }
        let n = self.n as usize;
        let mut next = (self.current as usize + 1) % n;
        while self.dice_held(next) == 0 {
            ev.push(Event::TurnPassed { player: next as u8 });
            self.stalled(ev);
            next = (next + 1) % n;
        }
        self.current = next as u8;
        self.phase = Phase::TurnStart;
    }

    /// Score the round; then a tie-break round, game over, or the next round (H3).
    fn end_round(&mut self, ev: &mut EventList) {
        let n = self.n as usize;
        let mut scores = [0u8; MAX_SEATS];
        for (s, score) in scores.iter_mut().enumerate().take(n) {
            *score = self.home_row_score(s);
        }
        Arc::make_mut(&mut self.scores).push(scores);
        let mut tie_break = false;
        let mut over = false;
        if self.round >= self.rounds {
            let totals: Vec<i16> = (0..n).map(|s| self.score_sum(s) as i16 - i16::from(self.counters[s])).collect();
            let lowest = totals.iter().copied().min().unwrap_or(0);
            if totals.iter().filter(|&&t| t == lowest).count() > 1 {
                tie_break = true;
            } else {
                over = true;
                self.totals[..n].copy_from_slice(&totals);
                self.winners = (0..n).filter(|&s| totals[s] == lowest).fold(0, |m, s| m | 1 << s);
            }
        }
        let next_starter = (self.starter + 1) % self.n;
        ev.push(Event::RoundEnded { round: self.round, next_starter: (!over).then_some(next_starter) });
        if over {
            self.phase = Phase::GameOver;
            ev.push(Event::GameOver { winners: self.winners });
            return;
        }
        if tie_break {
            self.rounds += 1;
            ev.push(Event::TieBreak { rounds: self.rounds });
        }
        self.deal();
        self.round += 1;
        self.starter = next_starter;
        self.current = next_starter;
        self.stall = 0;
        self.trades_allowed = true;
        self.phase = Phase::TurnStart;
    }
}
