//! The Home Rows state: seats and home colours, hands, counters, the pot, the board, the score sheet.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::error::HomeRowsError;
use super::pieces::{COLORS, COLS, Color, Die, ROWS};

/// Dice of each colour.
pub const DICE_PER_COLOR: u8 = 5;
/// Most seats (3 or 4 play).
pub const MAX_SEATS: usize = 4;
/// Turns in a row with no die placed after which trades are off for the round (ruling H6).
pub const STALL_LIMIT: u8 = 10;

/// Where the turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The current seat must choose a die to roll.
    TurnStart,
    /// A chance node: the chosen die is in the air and the caller supplies its value.
    Rolling,
    /// The rolled die must be placed or traded.
    Rolled,
    GameOver,
}

/// How to start a game.
#[derive(Clone, Debug)]
pub struct Setup {
    pub players: usize,
    /// Seat starting round 1 (ruling H7: seat 0 unless chosen).
    pub starter: usize,
    /// Seat i's home colour; `None` gives seat i colour i.
    pub colors: Option<Vec<Color>>,
}

/// The whole game. Serialised as it is; loading re-validates everything (a tampered save is refused).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct HomeRowsState {
    pub(super) n: u8,
    /// Seat → home colour (first `n`).
    pub(super) colors: [Color; MAX_SEATS],
    /// Seat → dice held, per colour.
    pub(super) hands: [[u8; ROWS]; MAX_SEATS],
    pub(super) counters: [u8; MAX_SEATS],
    pub(super) pot: u8,
    pub(super) board: [[Option<Die>; COLS]; ROWS],
    pub(super) round: u32,
    /// Rounds planned so far: n, plus one per tie-break round.
    pub(super) rounds: u32,
    pub(super) starter: u8,
    pub(super) current: u8,
    pub(super) phase: Phase,
    /// The die in the air (value 0) or rolled.
    pub(super) rolled: Option<Die>,
    pub(super) stall: u8,
    pub(super) trades_allowed: bool,
    /// Each finished round's scores, per seat.
    pub(super) scores: Arc<Vec<[u8; MAX_SEATS]>>,
    /// Final totals (round scores minus counters), at game over.
    pub(super) totals: [i16; MAX_SEATS],
    pub(super) winners: u8,
}

impl Serialize for HomeRowsState {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        HomeRowsState::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for HomeRowsState {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let state = HomeRowsState::deserialize(d)?;
        state.validate().map_err(|e| serde::de::Error::custom(format!("not a valid Home Rows game: {e}")))?;
        Ok(state)
    }
}

impl HomeRowsState {
    /// A new game: every seat takes the 5 dice of its colour; the pot holds 25 (3 seats) or 30.
    pub fn new(setup: Setup) -> Result<Self, HomeRowsError> {
        let n = setup.players;
        if !(3..=MAX_SEATS).contains(&n) {
            return Err(HomeRowsError::BadPlayerCount(n));
        }
        if setup.starter >= n {
            return Err(HomeRowsError::BadStarter { starter: setup.starter, players: n });
        }
        let mut colors = COLORS;
        if let Some(list) = &setup.colors {
            if list.len() != n {
                return Err(HomeRowsError::ColorCount { given: list.len(), players: n });
            }
            for (i, &c) in list.iter().enumerate() {
                if list[..i].contains(&c) {
                    return Err(HomeRowsError::ColorTwice(c));
                }
            }
            // Seats take the given colours; the slots past n keep the unused ones (never read).
            let unused: Vec<Color> = COLORS.into_iter().filter(|c| !list.contains(c)).collect();
            for (slot, c) in colors.iter_mut().zip(list.iter().chain(unused.iter())) {
                *slot = *c;
            }
        }
        let mut state = HomeRowsState {
            n: n as u8,
            colors,
            hands: [[0; ROWS]; MAX_SEATS],
            counters: [0; MAX_SEATS],
            pot: Self::pot_for(n),
            board: [[None; COLS]; ROWS],
            round: 1,
            rounds: n as u32,
            starter: setup.starter as u8,
            current: setup.starter as u8,
            phase: Phase::TurnStart,
            rolled: None,
            stall: 0,
            trades_allowed: true,
            scores: Arc::new(Vec::new()),
            totals: [0; MAX_SEATS],
            winners: 0,
        };
        state.deal();
        Ok(state)
    }

    /// Counters in the pot at the start: 25 for 3 seats, 30 for 4.
    pub fn pot_for(players: usize) -> u8 {
        if players == 3 { 25 } else { 30 }
    }

    /// Clear the board and give every seat the 5 dice of its colour (ruling H3).
    pub(super) fn deal(&mut self) {
        self.board = [[None; COLS]; ROWS];
        self.hands = [[0; ROWS]; MAX_SEATS];
        for s in 0..self.n as usize {
            self.hands[s][self.colors[s].index()] = DICE_PER_COLOR;
        }
    }

    pub fn players(&self) -> usize {
        self.n as usize
    }
    pub fn current(&self) -> usize {
        self.current as usize
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn rounds(&self) -> u32 {
        self.rounds
    }
    pub fn starter(&self) -> usize {
        self.starter as usize
    }
    pub fn pot(&self) -> u8 {
        self.pot
    }
    pub fn stall(&self) -> u8 {
        self.stall
    }
    pub fn trades_allowed(&self) -> bool {
        self.trades_allowed
    }
    /// The die in the air (value 0) or rolled.
    pub fn rolled(&self) -> Option<Die> {
        self.rolled
    }
    /// Seat → home colour.
    pub fn color_of(&self, seat: usize) -> Color {
        self.colors[seat]
    }
    /// The seat whose home row `row` is (`None` for the unused row of a 3-seat game, ruling H2).
    pub fn home_of(&self, row: usize) -> Option<usize> {
        (0..self.n as usize).find(|&s| self.colors[s].index() == row)
    }
    /// Dice seat `seat` holds, per colour.
    pub fn hand(&self, seat: usize) -> [u8; ROWS] {
        self.hands[seat]
    }
    /// Dice seat `seat` holds in all.
    pub fn dice_held(&self, seat: usize) -> u8 {
        self.hands[seat].iter().sum()
    }
    pub fn counters(&self, seat: usize) -> u8 {
        self.counters[seat]
    }
    pub fn board(&self) -> &[[Option<Die>; COLS]; ROWS] {
        &self.board
    }
    /// Finished rounds' scores, per seat.
    pub fn round_scores(&self) -> &[[u8; MAX_SEATS]] {
        &self.scores
    }
    /// Round scores summed so far, per seat.
    pub fn score_sum(&self, seat: usize) -> i32 {
        self.scores.iter().map(|r| i32::from(r[seat])).sum()
    }
    /// Seat `seat`'s total as it stands: the finished rounds' scores, plus what its home row scores
    /// now while a round is in play (the dice placed there stay until the round ends), minus the
    /// counters it holds. At game over, its final total.
    pub fn standing(&self, seat: usize) -> i32 {
        let this_round = if self.is_over() { 0 } else { i32::from(self.home_row_score(seat)) };
        self.score_sum(seat) + this_round - i32::from(self.counters(seat))
    }
    /// Final totals (round scores minus counters), filled at game over.
    pub fn totals(&self) -> &[i16] {
        &self.totals[..if self.is_over() { self.n as usize } else { 0 }]
    }
    /// Winning seats (bit set), filled at game over.
    pub fn winners_mask(&self) -> u8 {
        self.winners
    }
    /// The seat on `side` of `seat`: left is the next seat clockwise, right the previous.
    pub fn neighbour(&self, seat: usize, side: super::Side) -> usize {
        let n = self.n as usize;
        match side {
            super::Side::Left => (seat + 1) % n,
            super::Side::Right => (seat + n - 1) % n,
        }
    }
    /// What seat `seat`'s home row scores now: its pips, less 1 per die of the row's colour.
    pub fn home_row_score(&self, seat: usize) -> u8 {
        let row = self.colors[seat].index();
        self.board[row].iter().flatten().map(|d| d.value - u8::from(d.color.index() == row)).sum()
    }
    /// Whether any seat holds a die.
    pub fn anyone_holds_dice(&self) -> bool {
        (0..self.n as usize).any(|s| self.dice_held(s) > 0)
    }
}
