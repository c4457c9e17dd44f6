//! Bids and moves of a heads-up Liar's Dice round, and which raises the rules allow
//! (`/work/shared/rules/liars-dice.md`, section "A round", item 3, rulings L2 and L3).
//!
//! With two seats there is neither calza (L4) nor palifico (L7), so a seat either raises or says
//! "dudo". The raising rules make a strict total order on the bids ([`Bid::order_key`]): a legal
//! raise is exactly a bid later in that order, so a bid history is a rising chain of bids.

use std::fmt;

/// The number of faces of a die.
pub const FACES: u8 = 6;

/// The wild face: a die showing it counts for any other face that is bid.
pub const WILD: u8 = 1;

/// A bid: at least `quantity` dice on the table show `face` (counting ones, unless `face` is one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bid {
    pub quantity: u8,
    pub face: u8,
}

/// What the seat to act does in a heads-up round: raise to a bid, or challenge the last bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HeadsUpMove {
    Bid(Bid),
    Dudo,
}

impl Bid {
    pub const fn new(quantity: u8, face: u8) -> Bid {
        Bid { quantity, face }
    }

    /// Whether this bid may follow `prev`, by the four raising rules as the rules state them.
    pub fn is_raise_of(self, prev: Bid) -> bool {
        let (q, p) = (self.quantity, prev.quantity);
        match (prev.face == WILD, self.face == WILD) {
            (false, false) => q > p || (q == p && self.face > prev.face),
            (false, true) => q >= p.div_ceil(2),
            (true, false) => q > 2 * p, // at least 2p + 1
            (true, true) => q > p,
        }
    }

    /// The bid's place in the order the raising rules make: a bid on ones with quantity q sits just
    /// after the bids of quantity 2q on the other faces (tested against [`Bid::is_raise_of`]).
    pub fn order_key(self) -> (u8, u8) {
        if self.face == WILD { (2 * self.quantity, FACES + 1) } else { (self.quantity, self.face) }
    }
}

/// Whether `next` is a legal bid after `prev` (`None`: the round's opening bid) with
/// `dice_in_play` dice on the table: a real face, a quantity from 1 to the dice in play (L3), never
/// an opening on ones (L2), otherwise a raise.
pub fn is_legal_bid(prev: Option<Bid>, next: Bid, dice_in_play: u8) -> bool {
    let real = (1..=FACES).contains(&next.face) && (1..=dice_in_play).contains(&next.quantity);
    real && prev.map_or(next.face != WILD, |prev| next.is_raise_of(prev))
}

/// Every bid with a quantity up to `dice_in_play`, in raising order.
pub fn all_bids(dice_in_play: u8) -> Vec<Bid> {
    let mut bids: Vec<Bid> = (1..=dice_in_play).flat_map(|q| (1..=FACES).map(move |f| Bid::new(q, f))).collect();
    bids.sort_by_key(|b| b.order_key());
    bids
}

/// The legal bids after `prev` (`None`: the opening bid), in raising order.
pub fn legal_raises(prev: Option<Bid>, dice_in_play: u8) -> Vec<Bid> {
    all_bids(dice_in_play).into_iter().filter(|&b| is_legal_bid(prev, b, dice_in_play)).collect()
}

/// The legal moves after `prev`: its raises, then dudo when there is a bid to challenge.
pub fn legal_moves(prev: Option<Bid>, dice_in_play: u8) -> Vec<HeadsUpMove> {
    let mut moves: Vec<HeadsUpMove> = legal_raises(prev, dice_in_play).into_iter().map(HeadsUpMove::Bid).collect();
    if prev.is_some() {
        moves.push(HeadsUpMove::Dudo);
    }
    moves
}

/// Whether `bids` is a legal bid history of a round with `dice_in_play` dice.
pub fn is_legal_history(bids: &[Bid], dice_in_play: u8) -> bool {
    let mut prev = None;
    bids.iter().all(|&b| {
        let ok = is_legal_bid(prev, b, dice_in_play);
        prev = Some(b);
        ok
    })
}

/// The written word for dudo in the strategy tables.
pub const DUDO_WORD: &str = "dudo";

impl fmt::Display for Bid {
    /// `3x5`: three fives.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}x{}", self.quantity, self.face)
    }
}

impl fmt::Display for HeadsUpMove {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            HeadsUpMove::Bid(bid) => bid.fmt(f),
            HeadsUpMove::Dudo => f.write_str(DUDO_WORD),
        }
    }
}

/// Reads a bid written `3x5`; `None` unless it is two numbers joined by `x` (legality is checked
/// elsewhere).
pub fn parse_bid(text: &str) -> Option<Bid> {
    let (q, f) = text.split_once('x')?;
    Some(Bid::new(q.parse().ok()?, f.parse().ok()?))
}

/// Reads a move: a bid (`3x5`) or `dudo`.
pub fn parse_move(text: &str) -> Option<HeadsUpMove> {
    if text == DUDO_WORD { Some(HeadsUpMove::Dudo) } else { parse_bid(text).map(HeadsUpMove::Bid) }
}
