//! Invariants of every reachable state: dice, tents, houses and tiles are all accounted for.

use super::state::{DiceSettlersState, Phase};
use crate::games::dice_settlers::content::COLORS;

impl DiceSettlersState {
    /// `Err` names the first broken invariant (for the random-game test and loaded saves).
    pub fn validate(&self) -> Result<(), String> {
        let c = self.c();
        let n = self.players();
        if self.seats.len() != n || !(2..=4).contains(&n) {
            return Err(format!("{} seats for {n} players", self.seats.len()));
        }
        // Dice: bag + used + rolled + kept + supply + removed = the box, per colour.
        let counts = c.dice_counts();
        #[allow(clippy::needless_range_loop)] // a colour indexes the supply, the bags and the counts
        for color in 0..COLORS {
            let mut total = u32::from(self.supply[color]) + u32::from(self.removed[color]);
            for seat in &self.seats {
                total += u32::from(seat.bag[color]) + u32::from(seat.used[color]);
                total += seat.rolled.iter().filter(|d| d.color.index() == color).count() as u32;
                total += u32::from(seat.kept.is_some_and(|d| d.color.index() == color));
            }
            if total != u32::from(counts[color]) {
                return Err(format!("colour {color}: {total} dice accounted for, the box has {}", counts[color]));
            }
        }
        // Tiles: each number exactly once across map, stack, draws, hand and discards.
        let mut seen = vec![0u8; c.tiles.len() + 1];
        let all = self.map.iter().map(|p| p.no).chain(self.stack.iter().copied()).chain(self.drawn.iter().copied());
        for no in all
            .chain(self.hand.iter().copied())
            .chain(self.start_tiles.iter().copied())
            .chain(self.discarded.iter().copied())
        {
            *seen.get_mut(no as usize).ok_or(format!("tile {no} does not exist"))? += 1;
        }
        if let Some(no) = (1..seen.len()).find(|&i| seen[i] != 1) {
            return Err(format!("tile {no} is in {} places", seen[no]));
        }
        // The map: distinct hexes, each after the first touching an earlier one.
        for (i, p) in self.map.iter().enumerate() {
            if self.map[..i].iter().any(|q| q.at == p.at) {
                return Err(format!("two tiles at {:?}", p.at));
            }
            if i > 0 && !self.map[..i].iter().any(|q| q.at.touches(p.at)) {
                return Err(format!("tile {} touches no earlier tile", p.no));
            }
            if p.tents[n..].iter().any(|&t| t > 0) || p.house.is_some_and(|h| h as usize >= n) {
                return Err(format!("tile {} holds pieces of a seat not in the game", p.no));
            }
        }
        let spaces = c.box_def.tent_spaces;
        for (s, seat) in self.seats.iter().enumerate() {
            if seat.board > spaces {
                return Err(format!("seat {s} has {} tents on a board of {spaces}", seat.board));
            }
            let built = self.map.iter().filter(|p| p.house == Some(s as u8)).count();
            if built != seat.houses as usize || seat.houses > c.box_def.houses_per_player {
                return Err(format!("seat {s} built {} houses, {built} stand on the map", seat.houses));
            }
            if self.phase != Phase::Roll && seat.rolled.iter().any(|d| d.value == 0) && self.draw.is_none() {
                return Err(format!("seat {s} has a die in the air outside the roll phase"));
            }
            if seat.rolled.iter().any(|d| d.value > 6) {
                return Err(format!("seat {s} has a die showing more than 6"));
            }
            if self.phase == Phase::Act && seat.kept.is_some() {
                return Err(format!("seat {s} still has last round's kept die aside"));
            }
        }
        let tokens: i32 = self.seats.iter().map(|s| i32::from(s.tokens)).sum();
        let laid = i32::from(c.box_def.score_tokens[n - 2]);
        if self.tokens_left + tokens != laid {
            return Err(format!("score tokens: {tokens} earned and {} left of {laid}", self.tokens_left));
        }
        self.validate_take_back()?;
        if (self.phase == Phase::Over) != (self.winners != 0) {
            return Err("winners are set before game over, or missing after it".into());
        }
        Ok(())
    }

    /// A turn to take back is the current seat's, in its roll phase, and puts back as many dice
    /// as the turn moved (the navigator die back from the used area, or none for a card's).
    fn validate_take_back(&self) -> Result<(), String> {
        let Some(last) = self.take_back.last() else { return Ok(()) };
        if self.phase != Phase::Roll {
            return Err("a turn to take back outside the roll phase".into());
        }
        let seat = &self.seats[self.current()];
        let now = seat.rolled.len() + seat.used.iter().map(|&n| usize::from(n)).sum::<usize>();
        for back in &self.take_back {
            let then = back.rolled.len() + back.used.iter().map(|&n| usize::from(n)).sum::<usize>();
            if then != now || usize::from(back.die) >= back.rolled.len() || back.rolled.len() < seat.rolled.len() {
                return Err("a turn to take back does not match the roll".into());
            }
        }
        let _ = last;
        Ok(())
    }
}
