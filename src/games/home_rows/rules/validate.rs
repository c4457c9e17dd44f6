//! Everything a Home Rows state must satisfy: checked on loading a save and after every step of
//! the random-game test. A message names the first broken rule.

use super::pieces::{COLORS, ROWS};
use super::state::{DICE_PER_COLOR, HomeRowsState, MAX_SEATS, Phase};

impl HomeRowsState {
    /// `Err` names the first thing that no real game could reach.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.n as usize;
        if !(3..=MAX_SEATS).contains(&n) {
            return Err(format!("{n} seats (Home Rows has 3 or 4)"));
        }
        let seated = &self.colors[..n];
        if (0..n).any(|i| seated[..i].contains(&seated[i])) {
            return Err("two seats share a home colour".into());
        }
        if self.current as usize >= n || self.starter as usize >= n {
            return Err("the current seat or the starter is not a seat".into());
        }
        if (n..MAX_SEATS).any(|s| self.hands[s] != [0; ROWS] || self.counters[s] != 0) {
            return Err("an empty seat holds dice or counters".into());
        }
        // Every die of a colour in play is in a hand, on the board or rolled (H2: the rest are boxed).
        for c in COLORS {
            let in_hands: u32 = self.hands.iter().map(|h| u32::from(h[c.index()])).sum();
            let on_board = self.board.iter().flatten().flatten().filter(|d| d.color == c).count() as u32;
            let rolled = u32::from(self.rolled.is_some_and(|d| d.color == c));
            let expected = if seated.contains(&c) { u32::from(DICE_PER_COLOR) } else { 0 };
            if in_hands + on_board + rolled != expected {
                return Err(format!(
                    "{} {} dice accounted for, not {expected}",
                    in_hands + on_board + rolled,
                    c.name()
                ));
            }
        }
        if self.board.iter().flatten().flatten().any(|d| !(1..=6).contains(&d.value)) {
            return Err("a die on the board shows no value 1 to 6".into());
        }
        let counters: u32 = self.counters.iter().map(|&c| u32::from(c)).sum::<u32>() + u32::from(self.pot);
        if counters != u32::from(Self::pot_for(n)) {
            return Err(format!("{counters} counters accounted for, not {}", Self::pot_for(n)));
        }
        match (self.phase, self.rolled) {
            (Phase::Rolling, Some(d)) if d.value == 0 => {}
            (Phase::Rolled, Some(d)) if (1..=6).contains(&d.value) => {}
            (Phase::TurnStart | Phase::GameOver, None) => {}
            _ => return Err("the rolled die does not match the phase".into()),
        }
        if self.phase == Phase::TurnStart && self.dice_held(self.current as usize) == 0 {
            return Err("the seat to roll holds no dice".into());
        }
        if self.rounds < n as u32 || self.round == 0 || self.round > self.rounds {
            return Err(format!("round {} of {} planned is not possible", self.round, self.rounds));
        }
        let finished = self.round as usize - usize::from(self.phase != Phase::GameOver);
        if self.scores.len() != finished {
            return Err(format!("{} round scores recorded after {finished} finished rounds", self.scores.len()));
        }
        if self.scores.iter().any(|r| r.iter().any(|&s| s > 30) || r[n..].iter().any(|&s| s != 0)) {
            return Err("a round score is out of range".into());
        }
        // Trades go off when the stall count first reaches the limit in a round; a placement then
        // resets the count, not the switch.
        if self.trades_allowed && self.stall >= super::STALL_LIMIT {
            return Err("the stall guard should have turned trades off".into());
        }
        match self.phase {
            Phase::GameOver => {
                let totals: Vec<i16> = (0..n).map(|s| self.score_sum(s) as i16 - i16::from(self.counters[s])).collect();
                if totals[..] != self.totals[..n] {
                    return Err("the final totals do not add up".into());
                }
                let lowest = totals.iter().copied().min().unwrap_or(0);
                let best = (0..n).filter(|&s| totals[s] == lowest).fold(0u8, |m, s| m | 1 << s);
                if self.winners != best || best.count_ones() != 1 {
                    return Err("the winner is not the one lowest total".into());
                }
            }
            _ if self.winners != 0 || self.totals != [0; MAX_SEATS] => {
                return Err("winners or totals before game over".into());
            }
            _ => {}
        }
        Ok(())
    }
}
