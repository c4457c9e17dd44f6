//! The Liar's Dice state: seats and their cups, the round, the bid standing, palifico, standings.

use serde::{Deserialize, Serialize};

use super::error::LiarsDiceError;

/// Dice each seat starts with, and the most it may ever hold (a calza never lifts it above this).
pub const DICE_PER_SEAT: usize = 5;
/// Most seats at the table.
pub const MAX_SEATS: usize = 6;
/// Fewest seats at the table.
pub const MIN_SEATS: usize = 2;
/// Faces of a die.
pub const FACES: u8 = 6;
/// The wild face (aces).
pub const ONE: u8 = 1;
/// Fewest seats holding dice for a calza (ruling L4) and for a palifico round (ruling L7).
pub const MIN_SEATS_FOR_CALZA: usize = 3;
/// Fewest seats holding dice for a palifico round (ruling L7).
pub const MIN_SEATS_FOR_PALIFICO: usize = 3;
/// The value a die shows in an observation when the seat asking may not see it (ruling L1).
pub const HIDDEN: u8 = 0;
/// The view of no seat in particular: the shared screen's ([`LiarsDiceState::observed_by_table`]).
pub(super) const TABLE_VIEW: u8 = u8::MAX;

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// A chance node: the seats holding dice throw their cups, one seat at a time.
    Rolling,
    /// Every cup is down: the current seat bids, challenges or calls exact.
    Bidding,
    GameOver,
}

/// The setup's options (rules: "Options").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Exact calls allowed (rules §5).
    pub calza: bool,
    /// Palifico rounds played (rules "Palifico").
    pub palifico: bool,
}

impl Default for Options {
    /// Both options on, as the rules' defaults.
    fn default() -> Self {
        Options { calza: true, palifico: true }
    }
}

/// A claim: at least `quantity` dice on the table show `face`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bid {
    pub quantity: u8,
    pub face: u8,
    /// The seat that made it.
    pub seat: u8,
}

/// How to start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: usize,
    /// The seat that opens round 1 (seat 0 unless the setup names another).
    pub starter: usize,
    pub options: Options,
}

/// The whole game. Serialised as it is; loading re-validates everything (a tampered save is refused).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct LiarsDiceState {
    pub(super) n: u8,
    pub(super) options: Options,
    /// Dice each seat holds (0: out).
    pub(super) counts: [u8; MAX_SEATS],
    /// Each seat's dice under its cup this round, sorted ascending in the first `counts[s]`
    /// places (0 elsewhere, before the seat has thrown, and for a seat an observation hides).
    pub(super) cups: [[u8; DICE_PER_SEAT]; MAX_SEATS],
    /// Seats whose cup is thrown this round (bit s: seat s).
    pub(super) thrown: u8,
    pub(super) round: u32,
    /// The seat that opens this round's bidding.
    pub(super) starter: u8,
    pub(super) current: u8,
    pub(super) phase: Phase,
    /// Whether this round is a palifico round (ones not wild, the opening face kept).
    pub(super) palifico: bool,
    /// Seats that have triggered their palifico round (once per game; ruling L6).
    pub(super) palifico_used: u8,
    pub(super) bid: Option<Bid>,
    /// Every bid of this round so far, in order, with its seat (public: everyone heard them); the
    /// last is `bid`. Kept after the round's challenge until the next round's first cup is thrown.
    /// A save written before the field existed reads as the standing bid alone
    /// ([`LiarsDiceState::rebuild_bids`] brings back the rest from its record).
    #[serde(default)]
    pub(super) bids: Vec<Bid>,
    /// Each seat's finishing place, set when it goes out (and the winner's at game over); 0 while
    /// it plays on.
    pub(super) places: [u8; MAX_SEATS],
    pub(super) winners: u8,
    /// `Some(seat)`: an observation for that seat; the other seats' dice read [`HIDDEN`].
    /// `Some(TABLE_VIEW)`: what the whole table sees, every cup hidden.
    pub(super) view: Option<u8>,
}

impl Serialize for LiarsDiceState {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        LiarsDiceState::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for LiarsDiceState {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut state = LiarsDiceState::deserialize(d)?;
        if state.bids.is_empty()
            && let Some(bid) = state.bid
            && state.phase == Phase::Bidding
        {
            // An older save: only the standing bid is known of the round's history.
            state.bids.push(bid);
        }
        state.validate().map_err(|e| serde::de::Error::custom(format!("not a valid Liar's Dice game: {e}")))?;
        Ok(state)
    }
}

impl LiarsDiceState {
    /// A new game: every seat holds 5 dice, round 1 waits for the cups to be thrown.
    pub fn new(setup: Setup) -> Result<Self, LiarsDiceError> {
        let n = setup.players;
        if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
            return Err(LiarsDiceError::BadPlayerCount(n));
        }
        if setup.starter >= n {
            return Err(LiarsDiceError::BadStarter { starter: setup.starter, players: n });
        }
        let mut counts = [0; MAX_SEATS];
        counts[..n].fill(DICE_PER_SEAT as u8);
        Ok(LiarsDiceState {
            n: n as u8,
            options: setup.options,
            counts,
            cups: [[0; DICE_PER_SEAT]; MAX_SEATS],
            thrown: 0,
            round: 1,
            starter: setup.starter as u8,
            current: setup.starter as u8,
            phase: Phase::Rolling,
            palifico: false,
            palifico_used: 0,
            bid: None,
            bids: Vec::new(),
            places: [0; MAX_SEATS],
            winners: 0,
            view: None,
        })
    }

    pub fn players(&self) -> usize {
        self.n as usize
    }
    pub fn options(&self) -> Options {
        self.options
    }
    pub fn current(&self) -> usize {
        self.current as usize
    }
    pub fn starter(&self) -> usize {
        self.starter as usize
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    /// Whether this round is a palifico round.
    pub fn is_palifico(&self) -> bool {
        self.palifico
    }
    /// The bid standing this round (`None` before the opening bid).
    pub fn bid(&self) -> Option<Bid> {
        self.bid
    }
    /// Every bid of this round so far, in order, with its seat (empty before the opening bid); after
    /// the round's challenge, its bids until the next round's first cup is thrown.
    pub fn bids(&self) -> &[Bid] {
        &self.bids
    }
    /// Dice seat `seat` holds.
    pub fn count(&self, seat: usize) -> usize {
        usize::from(self.counts[seat])
    }
    /// Whether seat `seat` is out of the game (no dice left).
    pub fn is_out(&self, seat: usize) -> bool {
        self.counts[seat] == 0
    }
    /// Seat `seat`'s dice this round, ascending: empty before its cup is thrown; [`HIDDEN`] values
    /// for another seat's dice in an observation.
    pub fn dice(&self, seat: usize) -> &[u8] {
        if self.thrown >> seat & 1 == 0 { &[] } else { &self.cups[seat][..self.count(seat)] }
    }
    /// Whether seat `seat`'s cup is thrown this round.
    pub fn has_thrown(&self, seat: usize) -> bool {
        self.thrown >> seat & 1 != 0
    }
    /// Whether this state is what `seat` may see of the game and not the whole of it.
    pub fn viewer(&self) -> Option<usize> {
        self.view.map(usize::from)
    }
    /// Whether the values of seat `seat`'s dice are in this state (its own view, or the whole game).
    pub fn sees_dice_of(&self, seat: usize) -> bool {
        self.view.is_none_or(|v| usize::from(v) == seat)
    }
    /// Dice in play: every seat's dice, the largest quantity one can bid (ruling L3).
    pub fn in_play(&self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum()
    }
    /// Seats still holding dice.
    pub fn seats_holding_dice(&self) -> usize {
        self.counts[..self.players()].iter().filter(|&&c| c > 0).count()
    }
    /// Whether ones count for every other face bid this round: not in palifico, not on ones.
    pub fn ones_wild_for(&self, face: u8) -> bool {
        face != ONE && !self.palifico
    }
    /// Whether seat `seat` has triggered its palifico round already.
    pub fn palifico_spent(&self, seat: usize) -> bool {
        self.palifico_used >> seat & 1 != 0
    }
    /// The seat after `seat`, clockwise, that holds dice (`seat` itself when nobody else does).
    pub fn next_holding(&self, seat: usize) -> usize {
        let n = self.players();
        (1..=n).map(|k| (seat + k) % n).find(|&s| self.counts[s] > 0).unwrap_or(seat)
    }
    /// The next seat to throw its cup this round (lowest seat holding dice not yet thrown).
    pub fn next_to_throw(&self) -> Option<usize> {
        (0..self.players()).find(|&s| self.counts[s] > 0 && !self.has_thrown(s))
    }
    /// Each seat's finishing place (1: the winner), filled for a seat once it is out, for all at
    /// game over.
    pub fn places(&self) -> &[u8] {
        &self.places[..self.players()]
    }
    /// Winning seats (bit set), filled at game over.
    pub fn winners_mask(&self) -> u8 {
        self.winners
    }
    /// How many dice showing `face` seat `seat` holds, counted as for a bid on `face` this round
    /// (its ones too where they are wild). Only its own or an unhidden cup says anything.
    pub fn matching_in_cup(&self, seat: usize, face: u8) -> usize {
        let wild = self.ones_wild_for(face);
        self.dice(seat).iter().filter(|&&d| d == face || (wild && d == ONE)).count()
    }
    /// Every die on the table showing `face` as the bid counts them (rules §4): the verdict's count.
    pub fn count_showing(&self, face: u8) -> usize {
        (0..self.players()).map(|s| self.matching_in_cup(s, face)).sum()
    }

    /// What `seat` may see: the others' dice hidden ([`HIDDEN`]), so nothing it cannot see
    /// reaches whoever asks (ruling L1).
    pub fn observed_by(&self, seat: usize) -> LiarsDiceState {
        let mut seen = self.clone();
        for (s, cup) in seen.cups.iter_mut().enumerate() {
            if s != seat {
                *cup = [HIDDEN; DICE_PER_SEAT];
            }
        }
        seen.view = Some(seat as u8);
        seen
    }
    /// What everyone at the table may see (the shared screen): every cup hidden, no seat's view.
    pub fn observed_by_table(&self) -> LiarsDiceState {
        let mut seen = self.clone();
        seen.cups = [[HIDDEN; DICE_PER_SEAT]; MAX_SEATS];
        seen.view = Some(TABLE_VIEW);
        seen
    }
}
