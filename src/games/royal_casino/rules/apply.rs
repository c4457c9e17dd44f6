//! State transitions: apply an action or the dice of a throw, returning the events it caused.

use rand::Rng;

use super::actions::Action;
use super::error::RulesError;
use super::events::{Event, Events, TurnEndReason};
use super::face::{Misfit, ROWS, RowColor};
use super::state::{DICE_PER_THROW, GameState, MAX_THROWS, Phase};
use crate::engine::dice::roll_into;

impl GameState {
    /// Apply a player's decision. On error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Events, RulesError> {
        self.check(action)?;
        let mut ev = Events::default();
        match action {
            Action::Throw => {
                if self.phase == Phase::TurnStart {
                    let p = &mut self.players[self.current as usize];
                    self.in_air = p.dice.min(DICE_PER_THROW);
                    p.dice -= self.in_air;
                } else {
                    self.in_air = self.throw_len;
                    self.throw_len = 0;
                }
                self.throws += 1;
                self.phase = Phase::Rolling;
            }
            Action::Place { value, row } => self.place(value, row as usize, &mut ev),
            Action::Stop => self.end_turn(TurnEndReason::Stopped, &mut ev),
        }
        Ok(ev)
    }

    /// Why `action` is not legal now, as a typed error; `Ok` when it is.
    pub fn check(&self, action: Action) -> Result<(), RulesError> {
        match (self.phase, action) {
            (Phase::GameOver, _) => Err(RulesError::GameOver),
            (Phase::Rolling, _) => Err(RulesError::AwaitingDice),
            (Phase::TurnStart, Action::Throw) => Ok(()),
            (Phase::TurnStart, _) => Err(RulesError::ThrowFirst),
            (Phase::Placing, Action::Throw | Action::Stop) if self.placed_this_throw == 0 => Err(RulesError::MustPlace),
            (Phase::Placing, Action::Throw) if self.throws >= MAX_THROWS => Err(RulesError::ThrowLimit),
            (Phase::Placing, Action::Throw | Action::Stop) => Ok(()),
            (Phase::Placing, Action::Place { value, row }) => {
                if !(1..=6).contains(&value) {
                    return Err(RulesError::BadDieValue(value));
                }
                if row as usize >= ROWS {
                    return Err(RulesError::NoSuchRow(row));
                }
                if !self.throw().contains(&value) {
                    return Err(RulesError::NotInThrow { value });
                }
                let r = &self.rows[row as usize];
                if r.fits(value) {
                    return Ok(());
                }
                let why = r.spec.misfit(r.filled(), value).unwrap_or(Misfit::RowFull);
                Err(RulesError::DoesNotFit { value, row, why })
            }
        }
    }

    /// Supply the values of the dice in the air (the chance outcome). On error nothing changes.
    pub fn apply_dice(&mut self, values: &[u8]) -> Result<Events, RulesError> {
        if self.phase != Phase::Rolling {
            return Err(match self.phase {
                Phase::GameOver => RulesError::GameOver,
                _ => RulesError::NotAwaitingDice,
            });
        }
        if values.len() != self.in_air as usize {
            return Err(RulesError::WrongDiceCount { expected: self.in_air as usize, got: values.len() });
        }
        if let Some(&bad) = values.iter().find(|v| !(1..=6).contains(*v)) {
            return Err(RulesError::BadDieValue(bad));
        }
        let n = values.len();
        self.throw[..n].copy_from_slice(values);
        // Insertion sort: at most five dice.
        for i in 1..n {
            let mut j = i;
            while j > 0 && self.throw[j - 1] > self.throw[j] {
                self.throw.swap(j - 1, j);
                j -= 1;
            }
        }
        self.throw_len = n as u8;
        self.in_air = 0;
        self.placed_this_throw = 0;
        self.phase = Phase::Placing;
        let mut ev = Events::default();
        if !self.any_fit() {
            self.end_turn(TurnEndReason::NoFit, &mut ev);
        }
        Ok(ev)
    }

    /// Throw the dice in the air with `rng` (an unforced throw).
    pub fn roll_dice<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<Events, RulesError> {
        let mut values = [0u8; DICE_PER_THROW as usize];
        let n = (self.in_air as usize).min(values.len());
        roll_into(rng, &mut values[..n]);
        self.apply_dice(&values[..n])
    }

    fn place(&mut self, value: u8, row: usize, ev: &mut Events) {
        let pos = self.throw().iter().position(|&v| v == value).unwrap_or(0);
        self.throw.copy_within(pos + 1..self.throw_len as usize, pos);
        self.throw_len -= 1;
        let cur = self.current;
        let r = &mut self.rows[row];
        r.put(value);
        self.empty -= 1;
        self.placed_this_throw += 1;
        self.last_placer = Some(cur);
        if r.is_full() {
            let (color, points) = (r.spec.color, r.spec.points);
            let p = &mut self.players[cur as usize];
            let delta = match color {
                RowColor::Yellow => {
                    p.points += points;
                    points as i32
                }
                RowColor::Black => {
                    let paid = points.min(p.points);
                    p.points -= paid;
                    -(paid as i32)
                }
            };
            ev.push(Event::RowCompleted { row: row as u8, player: cur, delta });
        }
        if self.empty == 0 {
            ev.push(Event::TurnEnded { player: cur, reason: TurnEndReason::RoundEnd });
            self.end_round(false, ev);
        } else if self.throw_len == 0 {
            self.end_turn(TurnEndReason::AllPlaced, ev);
        } else if self.throws >= MAX_THROWS && !self.any_fit() {
            self.end_turn(TurnEndReason::ThrowLimit, ev);
        }
    }

    /// The current turn ends: unplaced dice go back, play passes to the next seat holding dice.
    fn end_turn(&mut self, reason: TurnEndReason, ev: &mut Events) {
        let cur = self.current as usize;
        self.players[cur].dice += self.throw_len;
        self.throw_len = 0;
        self.throws = 0;
        self.placed_this_throw = 0;
        ev.push(Event::TurnEnded { player: cur as u8, reason });
        let n = self.n as usize;
        match (1..=n).map(|i| (cur + i) % n).find(|&s| self.players[s].dice > 0) {
            Some(next) => {
                self.current = next as u8;
                self.phase = Phase::TurnStart;
            }
            // Ruling R6: every player is out of dice with squares still empty.
            None => self.end_round(true, ev),
        }
    }

    /// Round end: next starter left of the last placer, game end check, else the next face.
    fn end_round(&mut self, dead: bool, ev: &mut Events) {
        let n = self.n;
        let next_starter = (self.last_placer.unwrap_or(self.current) + 1) % n;
        let next_face = ((self.face_pos as usize + 1) % self.stack.len()) as u16;
        ev.push(Event::RoundEnded { round: self.round, next_starter, next_face, dead });
        // Unplaced dice of the last throw go back to their owner (they are gathered anyway).
        self.players[self.current as usize].dice += self.throw_len;
        self.current = next_starter;
        self.throws = 0;
        self.throw_len = 0;
        self.placed_this_throw = 0;
        let best = self.players().iter().map(|p| p.points).max().unwrap_or(0);
        if best >= self.target() {
            // Ruling R1: all tied leaders share the win.
            self.winners = (0..n).filter(|&s| self.players[s as usize].points == best).fold(0, |m, s| m | 1 << s);
            self.phase = Phase::GameOver;
            ev.push(Event::GameOver { winners: self.winners });
            return;
        }
        self.round += 1;
        self.face_pos = next_face;
        self.set_up_round();
    }
}
