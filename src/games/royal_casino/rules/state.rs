//! The Royal Casino game state: setup, seats, the face in play, and read-only queries.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::error::RulesError;
use super::face::{Face, MAX_ROW_LEN, ROWS, RowSpec};

/// Dice in the box.
pub const TOTAL_DICE: u8 = 30;
/// Most dice thrown at once.
pub const DICE_PER_THROW: u8 = 5;
/// Most throws in one turn (ruling R4 covers what follows the last).
pub const MAX_THROWS: u8 = 5;
/// Points every player starts with (three 10-chips and one 50-chip).
pub const START_POINTS: u32 = 80;
/// Most seats.
pub const MAX_PLAYERS: usize = 6;

/// Where the turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The current player must throw.
    TurnStart,
    /// A chance node: the dice are in the air and the caller supplies their values.
    Rolling,
    /// Dice of the current throw lie on the table to be placed.
    Placing,
    GameOver,
}

/// One seat's holdings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub points: u32,
    /// Dice held outside the current throw (set-aside dice included).
    pub dice: u8,
}

/// One row of the face in play and the dice on it. Saved as its spec and filled values; loading
/// checks that every value obeys the row (a tampered save is refused, not played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "RowRepr", try_from = "RowRepr")]
pub struct Row {
    pub spec: RowSpec,
    values: [u8; MAX_ROW_LEN],
    len: u8,
    /// Bit v set when a die showing v fits the next square (derived from `RowSpec::fits`).
    accept: u8,
}

impl Row {
    fn new(spec: RowSpec) -> Self {
        let mut row = Row { spec, values: [0; MAX_ROW_LEN], len: 0, accept: 0 };
        row.accept = row.spec.accept_mask(&[]);
        row
    }
    /// Values on the row, left to right.
    pub fn filled(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }
    pub fn is_full(&self) -> bool {
        self.len == self.spec.len
    }
    /// Squares still empty.
    pub fn empty(&self) -> u8 {
        self.spec.len - self.len
    }
    /// Whether a die showing `value` fits this row now.
    #[inline]
    pub fn fits(&self, value: u8) -> bool {
        self.accept >> value & 1 != 0
    }
    /// Bit set of the values that fit this row now (bit v for value v).
    #[inline]
    pub fn accept_mask(&self) -> u8 {
        self.accept
    }
    pub(super) fn put(&mut self, value: u8) {
        self.values[self.len as usize] = value;
        self.len += 1;
        self.accept = self.spec.accept_mask(self.filled());
    }
}

#[derive(Serialize, Deserialize)]
struct RowRepr {
    spec: RowSpec,
    filled: Vec<u8>,
}

impl From<Row> for RowRepr {
    fn from(r: Row) -> Self {
        RowRepr { spec: r.spec, filled: r.filled().to_vec() }
    }
}

impl TryFrom<RowRepr> for Row {
    type Error = String;
    fn try_from(r: RowRepr) -> Result<Self, String> {
        let mut row = Row::new(r.spec);
        for &v in &r.filled {
            if !row.fits(v) {
                return Err(format!("a saved row holds {:?}, which its squares do not allow", r.filled));
            }
            row.put(v);
        }
        Ok(row)
    }
}

/// How to start a game.
#[derive(Clone, Debug)]
pub struct Setup {
    pub players: usize,
    /// Seat of the first player (ruling R3: seat 0 unless chosen).
    pub starter: usize,
    /// The face stack, first in play; it cycles.
    pub faces: Vec<Face>,
}

/// The whole game; serde-serialisable for save and resume.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    #[serde(with = "super::stack_serde")]
    pub(super) stack: Arc<[Face]>,
    pub(super) face_pos: u16,
    pub(super) round: u32,
    pub(super) n: u8,
    pub(super) rows: [Row; ROWS],
    pub(super) empty: u8,
    pub(super) players: [Player; MAX_PLAYERS],
    pub(super) boxed: u8,
    pub(super) current: u8,
    pub(super) phase: Phase,
    pub(super) throws: u8,
    pub(super) throw: [u8; DICE_PER_THROW as usize],
    pub(super) throw_len: u8,
    pub(super) in_air: u8,
    pub(super) placed_this_throw: u8,
    pub(super) last_placer: Option<u8>,
    pub(super) winners: u8,
}

impl GameState {
    /// A new game: every player gets 80 points and an equal share of the 30 dice.
    pub fn new(setup: Setup) -> Result<Self, RulesError> {
        let n = setup.players;
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(RulesError::BadPlayerCount(n));
        }
        if setup.starter >= n {
            return Err(RulesError::BadStarter { starter: setup.starter, players: n });
        }
        if setup.faces.is_empty() {
            return Err(RulesError::EmptyStack);
        }
        let in_play = (TOTAL_DICE as usize / n) * n;
        if setup.faces.iter().all(|f| f.square_count() > in_play) {
            return Err(RulesError::StackCannotComplete { dice_in_play: in_play });
        }
        let first = setup.faces[0].rows;
        let mut state = GameState {
            stack: setup.faces.into(),
            face_pos: 0,
            round: 1,
            n: n as u8,
            rows: first.map(Row::new),
            empty: 0,
            players: [Player::default(); MAX_PLAYERS],
            boxed: 0,
            current: setup.starter as u8,
            phase: Phase::TurnStart,
            throws: 0,
            throw: [0; DICE_PER_THROW as usize],
            throw_len: 0,
            in_air: 0,
            placed_this_throw: 0,
            last_placer: None,
            winners: 0,
        };
        for p in &mut state.players[..n] {
            p.points = START_POINTS;
        }
        state.set_up_round();
        Ok(state)
    }

    /// Lay out the current face empty and deal all dice equally (the rest go to the box).
    pub(super) fn set_up_round(&mut self) {
        let face = &self.stack[self.face_pos as usize];
        self.rows = face.rows.map(Row::new);
        self.empty = face.square_count() as u8;
        let each = TOTAL_DICE / self.n;
        for p in &mut self.players[..self.n as usize] {
            p.dice = each;
        }
        self.boxed = TOTAL_DICE - each * self.n;
        self.throw_len = 0;
        self.in_air = 0;
        self.throws = 0;
        self.placed_this_throw = 0;
        self.last_placer = None;
        self.phase = Phase::TurnStart;
    }

    pub fn player_count(&self) -> usize {
        self.n as usize
    }
    pub fn players(&self) -> &[Player] {
        &self.players[..self.n as usize]
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
    /// A chance node: `dice_in_air()` dice need values.
    pub fn is_chance(&self) -> bool {
        self.phase == Phase::Rolling
    }
    pub fn dice_in_air(&self) -> usize {
        self.in_air as usize
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Throws made in this turn.
    pub fn throws(&self) -> u8 {
        self.throws
    }
    pub fn placed_this_throw(&self) -> u8 {
        self.placed_this_throw
    }
    /// Unplaced dice of the current throw, ascending.
    pub fn throw(&self) -> &[u8] {
        &self.throw[..self.throw_len as usize]
    }
    pub fn rows(&self) -> &[Row; ROWS] {
        &self.rows
    }
    /// Empty squares left on the face.
    pub fn empty_squares(&self) -> usize {
        self.empty as usize
    }
    /// Dice in the box (not dealt this round).
    pub fn boxed_dice(&self) -> usize {
        self.boxed as usize
    }
    pub fn board_dice(&self) -> usize {
        self.rows.iter().map(|r| r.filled().len()).sum()
    }
    pub fn face(&self) -> &Face {
        &self.stack[self.face_pos as usize]
    }
    pub fn face_stack(&self) -> &[Face] {
        &self.stack
    }
    pub fn face_pos(&self) -> usize {
        self.face_pos as usize
    }
    /// Points needed at a round end to finish the game: 500 for 2–4 players, 400 for 5–6.
    pub fn target(&self) -> u32 {
        if self.n <= 4 { 500 } else { 400 }
    }
    /// Who placed the latest die this round.
    pub fn last_placer(&self) -> Option<usize> {
        self.last_placer.map(usize::from)
    }
    /// Winning seats (bit set), filled at game over.
    pub fn winners_mask(&self) -> u8 {
        self.winners
    }
    pub fn winners(&self) -> Vec<usize> {
        crate::engine::seats_in(self.winners)
    }
}
