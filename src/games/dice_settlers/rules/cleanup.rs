//! Clean-up (keep one die, reset markers, check the end, pass the first-player tile) and the
//! final scoring: tiles (S2), technologies, dice owned, houses, score tokens.

use super::actions::Step;
use super::error::SettlersError;
use super::events::{Event, EventList, trigger};
use super::state::{DiceSettlersState, Phase};
use crate::games::dice_settlers::content::Effect;

/// The score lines, in the order of `scores()`.
pub const SCORE_LINES: [&str; 5] = ["tiles", "technologies", "dice", "houses", "score_tokens"];

impl DiceSettlersState {
    /// The clean-up starts: seats with unused dice choose one to keep, from the first player.
    pub(super) fn begin_keep_phase(&mut self, ev: &mut EventList) {
        self.phase = Phase::Keep;
        self.step = Step::Open;
        self.done = 0;
        self.next_keeper(ev);
    }

    /// Skip seats with nothing to keep; when all are done, end the round.
    fn next_keeper(&mut self, ev: &mut EventList) {
        while self.done < self.players {
            let s = self.turn_seat();
            if !self.seats[s].rolled.is_empty() {
                self.current = s as u8;
                return;
            }
            self.done += 1;
        }
        self.end_round(ev);
    }

    pub(super) fn check_keep(&self, die: u8) -> Result<(), SettlersError> {
        if (die as usize) < self.seats[self.current()].rolled.len() {
            Ok(())
        } else {
            Err(SettlersError::NothingToKeep)
        }
    }

    /// Keep die `die` (or none); the rest of the roll goes to the used area.
    pub(super) fn do_keep(&mut self, die: Option<u8>, ev: &mut EventList) {
        let s = self.current();
        let seat = &mut self.seats[s];
        if let Some(i) = die {
            let d = seat.rolled.remove(i as usize);
            seat.kept = Some(d);
            ev.push(Event::Kept { seat: s as u8, color: d.color, value: d.value });
        }
        for d in seat.rolled.drain(..) {
            seat.used[d.color.index()] += 1;
        }
        self.done += 1;
        self.next_keeper(ev);
    }

    /// Which end conditions hold now (a bit each, `events::trigger`).
    pub fn end_conditions(&self) -> u8 {
        let houses = self.c().box_def.houses_per_player;
        let mut t = 0;
        if self.seats.iter().any(|s| s.houses >= houses) {
            t |= trigger::HOUSES;
        }
        if self.tokens_left <= 0 {
            t |= trigger::TOKENS;
        }
        if self.stack.is_empty() {
            t |= trigger::TILES;
        }
        if self.supply[1..].iter().filter(|&&n| n > 0).count() <= 2 {
            t |= trigger::SUPPLY;
        }
        t
    }

    /// Markers come back, the end is checked, the first-player tile moves on.
    fn end_round(&mut self, ev: &mut EventList) {
        for seat in &mut self.seats {
            seat.acts = 0;
            seat.card_marks = 0;
            seat.tile_marks = 0;
            seat.factory_marks = 0;
        }
        let round = self.round;
        if self.final_round.is_none() {
            let t = self.end_conditions();
            if t != 0 {
                self.triggers = t;
                self.final_round = Some(round + 1);
                ev.push(Event::EndTriggered { round, triggers: t });
            }
        }
        self.first = self.next_seat(self.first);
        ev.push(Event::RoundEnded { round, next_first: self.first });
        if self.final_round == Some(round) {
            self.score(ev);
            return;
        }
        self.round += 1;
        self.begin_roll_phase();
    }

    /// Seat `s`'s points from the map's tiles (S2: a house takes the high value; second place
    /// goes to the most tents among the others; ties each take the value).
    pub fn tile_points(&self, s: usize) -> u16 {
        let c = self.c();
        let mut total = 0u16;
        for p in &self.map {
            let tile = c.tile(p.no);
            let tents = |o: usize| if p.house == Some(o as u8) { 0 } else { p.tents[o] };
            let (first, second) = match p.house {
                Some(h) => {
                    let best = (0..self.players()).filter(|&o| o != h as usize).map(tents).max().unwrap_or(0);
                    (None, best)
                }
                None => {
                    let best = (0..self.players()).map(tents).max().unwrap_or(0);
                    let next = (0..self.players()).map(tents).filter(|&n| n < best).max().unwrap_or(0);
                    (Some(best), next)
                }
            };
            let high = match (p.house, first) {
                (Some(h), _) => h as usize == s,
                (None, Some(best)) => best > 0 && tents(s) == best,
                _ => false,
            };
            if high {
                total += u16::from(tile.high);
            } else if second > 0 && tents(s) == second {
                total += u16::from(tile.low);
            }
        }
        total
    }

    /// Seat `s`'s technology points, with the end-of-game effects.
    pub fn tech_points(&self, s: usize) -> u16 {
        let c = self.c();
        let seat = &self.seats[s];
        let mut total = 0u16;
        for (i, t) in c.techs.iter().enumerate().filter(|(i, _)| seat.owns(*i)) {
            let _ = i;
            total += u16::from(t.points);
            match t.effect {
                Effect::PerHouse(n) => total += u16::from(n) * u16::from(seat.houses),
                Effect::PerTerrain(terrain, n) => {
                    let tiles = self.map.iter().filter(|p| p.present(s) && c.tile(p.no).terrain == terrain).count();
                    total += u16::from(n) * tiles as u16;
                }
                _ => {}
            }
        }
        total
    }

    /// Seat `s`'s score lines: tiles, technologies, dice (3 per 2 owned), houses, score tokens.
    pub fn score_lines(&self, s: usize) -> [u16; 5] {
        let c = self.c();
        let seat = &self.seats[s];
        let houses = match seat.houses {
            0 => 0,
            h => u16::from(c.box_def.house_points[(h as usize - 1).min(4)]),
        };
        [self.tile_points(s), self.tech_points(s), 3 * (seat.dice_owned() / 2) as u16, houses, seat.tokens]
    }

    fn score(&mut self, ev: &mut EventList) {
        self.scores = (0..self.players()).map(|s| self.score_lines(s)).collect();
        let totals: Vec<u16> = self.scores.iter().map(|l| l.iter().sum()).collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        self.winners = totals.iter().enumerate().filter(|(_, t)| **t == best).fold(0, |m, (s, _)| m | 1 << s);
        self.phase = Phase::Over;
        self.step = Step::Open;
        self.draw = None;
        ev.push(Event::GameOver { winners: self.winners });
    }

    /// Each seat's total so far (the final total after game over).
    pub fn totals(&self) -> Vec<u16> {
        (0..self.players()).map(|s| self.score_lines(s).iter().sum()).collect()
    }
}
