//! Dice Settlers' state: seats (bag, used area, roll, board, resources), the map, the supply, the
//! technology row, the phase and step, what is being drawn ([`super::queries`] answers what they add up to).

use serde::{Deserialize, Serialize};

use super::actions::Step;
use super::hex::Hex;
use crate::games::dice_settlers::content::{COLORS, Content, DieColor, Symbol, content};

pub const MAX_SEATS: usize = 4;

/// How to start a game beyond the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: usize,
    /// The seat holding the first-player tile in round 1 (the draft starts there too).
    pub starter: usize,
}

/// A die in a seat's roll: its colour and the value it shows (0 while it is being rolled).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    pub color: DieColor,
    pub value: u8,
}

impl Die {
    /// The symbol it shows (`None` while in the air).
    pub fn symbol(self, c: &Content) -> Option<Symbol> {
        (self.value > 0).then(|| c.face(self.color, self.value))
    }
}

/// One player's pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub bag: [u8; COLORS],
    pub used: [u8; COLORS],
    /// This round's dice still unspent (and the kept die, beside them).
    pub rolled: Vec<Die>,
    /// The die kept at the last clean-up, set out beside the next roll (S3).
    pub kept: Option<Die>,
    /// Tents on the personal board.
    pub board: u8,
    pub houses: u8,
    /// Resource tokens: gold, iron, wood, food.
    pub resources: [u8; 4],
    /// Points from score tokens earned in play.
    pub tokens: u16,
    /// Technologies owned (a bit per card index).
    pub techs: u32,
    /// Main actions taken this round (a bit per `Act`).
    pub acts: u8,
    /// Cards whose symbol was used this round.
    pub card_marks: u32,
    /// Tiles (a bit per tile number) whose symbol was used this round.
    pub tile_marks: u64,
    /// Tiles whose factory was used this round.
    pub factory_marks: u64,
}

impl Seat {
    /// Dice owned: bag, used, rolled and kept.
    pub fn dice_owned(&self) -> u32 {
        let n = |a: &[u8; COLORS]| a.iter().map(|&x| x as u32).sum::<u32>();
        n(&self.bag) + n(&self.used) + self.rolled.len() as u32 + u32::from(self.kept.is_some())
    }
    pub fn owns(&self, card: usize) -> bool {
        self.techs & (1 << card) != 0
    }
}

/// A tile on the map with the tents and house on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub no: u8,
    pub at: Hex,
    pub tents: [u8; MAX_SEATS],
    pub house: Option<u8>,
}

impl Placed {
    /// Whether seat `s` has a tent or house here.
    pub fn present(&self, s: usize) -> bool {
        self.tents[s] > 0 || self.house == Some(s as u8)
    }
}

/// The phase of the round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Setup 4: the starting-tile draft.
    #[default]
    Draft,
    Roll,
    Act,
    /// Clean-up: each seat keeps at most one unused die.
    Keep,
    Over,
}

/// What the caller must draw now (an explicit chance node).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Draw {
    /// Starting tiles for the draft hand.
    StartTiles(u8),
    /// Dice from the current seat's bag (refilled from the used area when it empties).
    Bag(u8),
    /// Tiles from the stack for an explore.
    Stack(u8),
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceSettlersState {
    pub(super) players: u8,
    pub(super) round: u32,
    /// The seat holding the first-player tile.
    pub(super) first: u8,
    pub(super) current: u8,
    pub(super) phase: Phase,
    pub(super) step: Step,
    /// Seats that have had their turn in this phase (draft, roll, keep) or pass (action phase).
    pub(super) done: u8,
    /// Action phase: 1 or 2.
    pub(super) pass: u8,
    /// Action phase: the current seat has taken (or skipped) its main action this turn.
    pub(super) acted: bool,
    pub(super) draw: Option<Draw>,
    pub(super) seats: Vec<Seat>,
    pub(super) map: Vec<Placed>,
    /// Starting tiles not yet drawn, and the draft hand.
    pub(super) start_tiles: Vec<u8>,
    pub(super) hand: Vec<u8>,
    /// The stack (drawn uniformly: its order is chance) and the explore's drawn tiles.
    pub(super) stack: Vec<u8>,
    pub(super) drawn: Vec<u8>,
    pub(super) supply: [u8; COLORS],
    /// Dice out of the game (setup removal, unused whites, trades).
    pub(super) removed: [u8; COLORS],
    /// Tiles out of the game (the player-count cut, unplaced draws).
    pub(super) discarded: Vec<u8>,
    /// Laid-out score tokens left (below 0: taken from the reserve).
    pub(super) tokens_left: i32,
    /// The technology row: card indices.
    pub(super) row: Vec<u8>,
    pub(super) triggers: u8,
    /// The last round, once the end is triggered.
    pub(super) final_round: Option<u32>,
    pub(super) winners: u8,
    /// Final scores per seat: tiles, technologies, dice, houses, score tokens.
    pub(super) scores: Vec<[u16; 5]>,
    /// The current seat's navigator turns that can still be taken back, the last one last
    /// (`take_back.rs`); saved only while there are any, so older saves read the same.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) take_back: Vec<super::take_back::TakeBack>,
}

impl DiceSettlersState {
    pub fn players(&self) -> usize {
        self.players as usize
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn current(&self) -> usize {
        self.current as usize
    }
    pub fn first(&self) -> usize {
        self.first as usize
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn pass(&self) -> u8 {
        self.pass
    }
    pub fn acted(&self) -> bool {
        self.acted
    }
    pub fn pending_draw(&self) -> Option<Draw> {
        self.draw
    }
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }
    pub fn seat(&self, s: usize) -> &Seat {
        &self.seats[s]
    }
    pub fn map(&self) -> &[Placed] {
        &self.map
    }
    pub fn hand(&self) -> &[u8] {
        &self.hand
    }
    pub fn drawn(&self) -> &[u8] {
        &self.drawn
    }
    pub fn stack_len(&self) -> usize {
        self.stack.len()
    }
    pub fn start_tiles_left(&self) -> &[u8] {
        &self.start_tiles
    }
    pub fn supply(&self) -> [u8; COLORS] {
        self.supply
    }
    pub fn removed(&self) -> [u8; COLORS] {
        self.removed
    }
    pub fn discarded(&self) -> &[u8] {
        &self.discarded
    }
    pub fn tokens_left(&self) -> i32 {
        self.tokens_left
    }
    pub fn row(&self) -> &[u8] {
        &self.row
    }
    pub fn triggers(&self) -> u8 {
        self.triggers
    }
    pub fn final_round(&self) -> Option<u32> {
        self.final_round
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    pub fn winners_mask(&self) -> u8 {
        self.winners
    }
    /// Final score lines per seat (empty before game over).
    pub fn scores(&self) -> &[[u16; 5]] {
        &self.scores
    }
    /// The content the game plays with.
    /// The content this game is played with.
    pub fn content(&self) -> &'static Content {
        self.c()
    }
    pub(super) fn c(&self) -> &'static Content {
        // `new` refuses to start without valid content, so a state exists only when it loaded.
        content().unwrap_or_else(|_| unreachable_content())
    }
}

#[cold]
fn unreachable_content() -> &'static Content {
    // Only reachable by deserialising a state in a build whose content does not load, which
    // `from_saved` refuses; fall back to an abort with a clear message rather than a bare panic.
    eprintln!("dicehall: the Dice Settlers content files are broken (run the tests for the line)");
    std::process::exit(70)
}
