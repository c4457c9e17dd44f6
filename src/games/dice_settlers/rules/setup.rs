//! A new game (setup 1–7) and the starting-tile draft (setup 4: draw to 3, place one, pass on).

use rand::seq::SliceRandom;

use super::actions::Step;
use super::error::SettlersError;
use super::events::{Event, EventList};
use super::hex::Hex;
use super::state::{DiceSettlersState, Draw, MAX_SEATS, Phase, Placed, Seat, Setup};
use crate::engine::dice::seeded;
use crate::games::dice_settlers::content::{COLORS, DieColor, content};

/// Cards in the draft hand after each draw.
pub const HAND: usize = 3;

impl DiceSettlersState {
    /// A new game: bags, boards, supply and stack for the player count; the row dealt by `seed`;
    /// the draft starts with the first player drawing three starting tiles (a chance node).
    pub fn new(setup: Setup, seed: u64) -> Result<Self, SettlersError> {
        let Setup { players, starter } = setup;
        if !(2..=MAX_SEATS).contains(&players) {
            return Err(SettlersError::BadPlayerCount(players));
        }
        if starter >= players {
            return Err(SettlersError::BadStarter { starter, players });
        }
        let c = content().map_err(|_| SettlersError::Content)?;
        let b = &c.box_def;
        let mut bag = [0u8; COLORS];
        for &(color, n) in &b.bag {
            bag[color.index()] += n;
        }
        let seat = Seat { bag, board: b.tent_spaces, ..Seat::default() };
        let counts = c.dice_counts();
        let (mut supply, mut removed) = ([0u8; COLORS], [0u8; COLORS]);
        for color in DieColor::ALL {
            let i = color.index();
            let left = counts[i] - bag[i] * players as u8;
            if color == DieColor::White {
                removed[i] = left; // unused white dice leave the game
            } else {
                removed[i] = b.supply_removed[players - 2].min(left);
                supply[i] = left - removed[i];
            }
        }
        let first_stack = b.starting_tiles + 1;
        let cut = b.stack_removed_from[players - 2];
        let all = c.tiles.len() as u8;
        let mut row = Vec::new();
        let mut rng = seeded(seed);
        for &(seal, n) in &b.row {
            let mut of_seal: Vec<u8> = (0..c.techs.len() as u8).filter(|&i| c.techs[i as usize].seal == seal).collect();
            of_seal.shuffle(&mut rng);
            row.extend(of_seal.into_iter().take(n as usize));
        }
        row.sort_unstable();
        Ok(DiceSettlersState {
            players: players as u8,
            round: 1,
            first: starter as u8,
            current: starter as u8,
            phase: Phase::Draft,
            step: Step::Open,
            done: 0,
            pass: 1,
            acted: false,
            draw: Some(Draw::StartTiles(HAND as u8)),
            seats: vec![seat; players],
            map: Vec::new(),
            start_tiles: (1..=b.starting_tiles).collect(),
            hand: Vec::new(),
            stack: (first_stack..cut.min(all + 1)).collect(),
            drawn: Vec::new(),
            supply,
            removed,
            discarded: (cut..=all).collect(),
            tokens_left: i32::from(b.score_tokens[players - 2]),
            row,
            triggers: 0,
            final_round: None,
            winners: 0,
            scores: Vec::new(),
            take_back: Vec::new(),
        })
    }

    /// Where the next starting tile may go: the first at the centre, the second touching it,
    /// later ones touching at least two placed tiles.
    pub fn draft_spots(&self) -> Vec<Hex> {
        match self.map.len() {
            0 => vec![Hex::ORIGIN],
            1 => self.map[0].at.neighbours().to_vec(),
            _ => self.open_spots().into_iter().filter(|&(_, n, _)| n >= 2).map(|(h, _, _)| h).collect(),
        }
    }

    /// Every empty hex touching the map, with how many placed tiles it touches and whether one of
    /// them holds the turn seat's tent or house; in a fixed order.
    pub(super) fn open_spots(&self) -> Vec<(Hex, u8, bool)> {
        let s = self.turn_seat();
        // A grid over the map's bounding box plus a margin of one: 0 empty, 255 a tile, else the
        // number of placed tiles an empty hex touches; a parallel grid marks "one of them is mine".
        let (mut q0, mut q1, mut r0, mut r1) = (i16::MAX, i16::MIN, i16::MAX, i16::MIN);
        for p in &self.map {
            (q0, q1, r0, r1) =
                (q0.min(p.at.q.into()), q1.max(p.at.q.into()), r0.min(p.at.r.into()), r1.max(p.at.r.into()));
        }
        let (w, h) = ((q1 - q0 + 3).max(0) as usize, (r1 - r0 + 3).max(0) as usize);
        let cell = |x: Hex| ((i16::from(x.q) - q0 + 1) as usize) + ((i16::from(x.r) - r0 + 1) as usize) * w;
        let mut count = vec![0u8; w * h];
        let mut mine = vec![false; w * h];
        for p in &self.map {
            count[cell(p.at)] = u8::MAX;
        }
        let mut out: Vec<(Hex, u8, bool)> = Vec::with_capacity(self.map.len() * 2 + 6);
        for p in &self.map {
            let present = p.present(s);
            for x in p.at.neighbours() {
                let i = cell(x);
                if count[i] == u8::MAX {
                    continue;
                }
                if count[i] == 0 {
                    out.push((x, 0, false));
                }
                count[i] += 1;
                mine[i] |= present;
            }
        }
        for o in &mut out {
            let i = cell(o.0);
            (o.1, o.2) = (count[i], mine[i]);
        }
        out
    }

    pub(super) fn check_start_tile(&self, index: u8, at: Hex) -> Result<(), SettlersError> {
        if index as usize >= self.hand.len() {
            return Err(SettlersError::NoSuchPlace(index));
        }
        if !self.draft_spots().contains(&at) {
            return Err(SettlersError::BadSpot);
        }
        Ok(())
    }

    /// Place a starting tile with a tent from the board, take its bonus, pass the hand on.
    pub(super) fn do_start_tile(&mut self, index: u8, at: Hex, ev: &mut EventList) {
        let s = self.current();
        let no = self.hand.remove(index as usize);
        let mut placed = Placed { no, at, ..Placed::default() };
        placed.tents[s] = 1;
        self.seats[s].board -= 1;
        self.map.push(placed);
        let bonus = self.take_bonus(s, no, ev);
        ev.push(Event::StartTilePlaced { seat: s as u8, no, at, bonus });
        self.done += 1;
        if self.done == self.players {
            self.discarded.append(&mut self.hand);
            self.discarded.append(&mut self.start_tiles);
            self.begin_roll_phase();
        } else {
            self.current = self.next_seat(self.current);
            let want = (HAND - self.hand.len()).min(self.start_tiles.len());
            self.draw = (want > 0).then_some(Draw::StartTiles(want as u8));
        }
    }
}
