//! The imperfect-recall abstraction of a heads-up round: which round it is ([`Config`]: the
//! opener's dice and the other seat's), a seat's own hand (the sorted multiset of its dice), the
//! last two bids of the round ([`RECALLED_BIDS`]) and the moves a seat may choose among (a window
//! of raises above the standing bid, then dudo).

use crate::games::liars_dice::ai::cfr::bids::{Bid, FACES, WILD};
use crate::games::liars_dice::ai::cfr::hands::{Hand, hands};

/// The most dice a seat holds.
pub const MAX_DICE: u8 = 5;
/// Bids a seat remembers: the standing bid and the one before it.
pub const RECALLED_BIDS: usize = 2;
/// Quantities per face in the window: the lowest raise on each face and the next ones.
pub const QUANTITY_SPAN: u8 = 2;
/// The opening window starts at the dice in play over this many (rounded down, at least 1).
pub const DICE_PER_OPENING_QUANTITY: u8 = 4;
/// The most moves of a window: [`QUANTITY_SPAN`] bids on each face, then dudo.
pub const MAX_MOVES: usize = FACES as usize * QUANTITY_SPAN as usize + 1;

/// A heads-up round: the opener's dice and the other seat's (player 0 opens).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    pub opener: u8,
    pub other: u8,
}

impl Config {
    pub fn total(self) -> u8 {
        self.opener + self.other
    }
    /// Player `p`'s dice (0 opens).
    pub fn dice(self, p: usize) -> u8 {
        if p == 0 { self.opener } else { self.other }
    }
    /// The number of bid slots of a key: every bid of the round, and none.
    pub fn bid_slots(self) -> u32 {
        u32::from(self.total()) * u32::from(FACES) + 1
    }
}

/// A move: raise to a bid, or challenge the standing bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Bid(Bid),
    Dudo,
}

/// The moves a seat chooses among, in a fixed order (faces rising, quantities rising, dudo last).
#[derive(Clone, Copy, Debug)]
pub struct Window {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Window {
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The lowest quantity on `face` that may follow `last` (`None`: an opening, never on ones),
/// by the rules' raising order.
pub fn least_quantity(last: Option<Bid>, face: u8, total: u8) -> Option<u8> {
    let Some(last) = last else {
        return (face != WILD).then_some((total / DICE_PER_OPENING_QUANTITY).max(1));
    };
    let p = last.quantity;
    Some(match (last.face == WILD, face == WILD) {
        (false, false) if face > last.face => p,
        (false, false) => p + 1,
        (false, true) => p.div_ceil(2),
        (true, false) => 2 * p + 1,
        (true, true) => p + 1,
    })
}

/// The window after `last` with `total` dice in play: on each face the [`QUANTITY_SPAN`] lowest
/// legal quantities (never above `total`), then dudo when there is a bid.
pub fn window(last: Option<Bid>, total: u8) -> Window {
    let mut w = Window { moves: [Move::Dudo; MAX_MOVES], len: 0 };
    for face in 1..=FACES {
        if let Some(low) = least_quantity(last, face, total) {
            for quantity in low..(low + QUANTITY_SPAN).min(total + 1) {
                w.moves[w.len] = Move::Bid(Bid::new(quantity, face));
                w.len += 1;
            }
        }
    }
    if last.is_some() {
        w.moves[w.len] = Move::Dudo;
        w.len += 1;
    }
    w
}

/// A bid's slot in a key: 1 + its place among the round's bids (0: no bid).
pub fn bid_slot(bid: Option<Bid>) -> u32 {
    bid.map_or(0, |b| (u32::from(b.quantity) - 1) * u32::from(FACES) + u32::from(b.face))
}

/// The bid in a slot (the inverse of [`bid_slot`]).
pub fn slot_bid(slot: u32) -> Option<Bid> {
    let faces = u32::from(FACES);
    (slot > 0).then(|| Bid::new(((slot - 1) / faces + 1) as u8, ((slot - 1) % faces + 1) as u8))
}

/// An information set's key within its round and seat: the hand, the standing bid and the bid
/// before it.
pub fn key(config: Config, hand: usize, last: Option<Bid>, before: Option<Bid>) -> u32 {
    let slots = config.bid_slots();
    (hand as u32 * slots + bid_slot(last)) * slots + bid_slot(before)
}

/// The standing bid of a key (for the moves it chooses among).
pub fn key_last(config: Config, key: u32) -> Option<Bid> {
    slot_bid(key / config.bid_slots() % config.bid_slots())
}

/// Every hand of up to [`MAX_DICE`] dice, and a lookup from the dice to the hand's index.
pub struct HandIndex {
    /// `hands[n]`: the hands of `n` dice, in lexicographic order.
    pub hands: Vec<Vec<Hand>>,
    /// `by_code[n][code]`: the index of the hand whose sorted dice read `code` in base 7.
    by_code: Vec<Vec<u16>>,
}

/// A sorted hand's code: its dice as base-7 digits.
fn code(sorted: &[u8]) -> usize {
    sorted.iter().fold(0, |c, &d| c * 7 + usize::from(d))
}

impl HandIndex {
    pub fn new() -> HandIndex {
        let all: Vec<Vec<Hand>> = (0..=usize::from(MAX_DICE)).map(hands).collect();
        let by_code = all
            .iter()
            .enumerate()
            .map(|(n, hs)| {
                let mut table = vec![u16::MAX; 7usize.pow(n as u32)];
                for (i, h) in hs.iter().enumerate() {
                    table[code(&h.dice)] = i as u16;
                }
                table
            })
            .collect();
        HandIndex { hands: all, by_code }
    }

    /// The index of the hand with these dice (any order), if they are real dice.
    pub fn index(&self, dice: &[u8]) -> Option<usize> {
        if dice.len() > usize::from(MAX_DICE) || dice.iter().any(|d| !(1..=FACES).contains(d)) {
            return None;
        }
        let mut sorted = [0u8; MAX_DICE as usize];
        sorted[..dice.len()].copy_from_slice(dice);
        sorted[..dice.len()].sort_unstable();
        let i = self.by_code[dice.len()][code(&sorted[..dice.len()])];
        (i != u16::MAX).then_some(usize::from(i))
    }
}

impl Default for HandIndex {
    fn default() -> Self {
        HandIndex::new()
    }
}
