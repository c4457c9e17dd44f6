//! The game tree of one heads-up round, one node per bid history (the public state): player 0
//! is the opener, player 1 the other seat. Chance deals each seat a hand ([`super::hands`]); a
//! player's information set is its hand plus the node, so strategies and regrets are stored per
//! (node, hand, move) in one flat array laid out by [`Node::offset`].

use std::fmt;

use super::bids::{Bid, HeadsUpMove, legal_moves};
use super::hands::{Hand, HandValues, MAX_HANDS, MAX_SEAT_DICE, hands};

/// A heads-up round: the dice of the opener (player 0) and of the other seat (player 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Round {
    pub opener_dice: u8,
    pub other_dice: u8,
}

/// The rounds the expert's tables cover: 1 vs 1, and 2 vs 1 with either seat opening.
pub const SOLVED_ROUNDS: [Round; 3] = [
    Round { opener_dice: 1, other_dice: 1 },
    Round { opener_dice: 2, other_dice: 1 },
    Round { opener_dice: 1, other_dice: 2 },
];

impl Round {
    pub fn dice_in_play(self) -> u8 {
        self.opener_dice + self.other_dice
    }

    /// The dice of player 0 (the opener) or 1.
    pub fn dice(self, player: usize) -> u8 {
        if player == 0 { self.opener_dice } else { self.other_dice }
    }
}

impl fmt::Display for Round {
    /// `2v1`: the opener holds two dice, the other seat one.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}v{}", self.opener_dice, self.other_dice)
    }
}

/// A bid history: the player to act, the bid to raise or challenge, and where its moves are.
#[derive(Clone, Debug)]
pub struct Node {
    pub player: usize,
    pub last: Option<Bid>,
    /// The node's moves are `tree.moves[first_move..first_move + move_count]`.
    pub first_move: usize,
    pub move_count: usize,
    /// Where the node's (hand, move) entries start in a flat strategy array.
    pub offset: usize,
}

/// The whole tree of a round: nodes in depth-first order (node 0 is the opening), their moves and
/// children (a bid's child node; `NO_CHILD` for dudo, which ends the round).
pub struct Tree {
    pub round: Round,
    pub hands: [Vec<Hand>; 2],
    pub nodes: Vec<Node>,
    pub moves: Vec<HeadsUpMove>,
    pub children: Vec<usize>,
    /// The length of a flat strategy array: the sum over nodes of hands × moves.
    pub entries: usize,
}

/// The child of a dudo move: the round ends.
pub const NO_CHILD: usize = usize::MAX;

impl Tree {
    pub fn new(round: Round) -> Tree {
        assert!(usize::from(round.opener_dice.max(round.other_dice)) <= MAX_SEAT_DICE, "round {round} too large");
        let hands = [hands(round.opener_dice.into()), hands(round.other_dice.into())];
        let mut tree = Tree { round, hands, nodes: Vec::new(), moves: Vec::new(), children: Vec::new(), entries: 0 };
        tree.grow(0, None);
        tree
    }

    /// Adds the node where `player` acts after `last`, then its subtree; returns its index.
    fn grow(&mut self, player: usize, last: Option<Bid>) -> usize {
        let moves = legal_moves(last, self.round.dice_in_play());
        let index = self.nodes.len();
        let (first_move, move_count) = (self.moves.len(), moves.len());
        self.nodes.push(Node { player, last, first_move, move_count, offset: self.entries });
        self.entries += move_count * self.hands[player].len();
        self.moves.extend(&moves);
        self.children.extend(std::iter::repeat_n(NO_CHILD, move_count));
        for (i, m) in moves.iter().enumerate() {
            if let HeadsUpMove::Bid(bid) = *m {
                let child = self.grow(1 - player, Some(bid));
                self.children[first_move + i] = child;
            }
        }
        index
    }

    pub fn node_moves(&self, node: usize) -> &[HeadsUpMove] {
        let n = &self.nodes[node];
        &self.moves[n.first_move..n.first_move + n.move_count]
    }

    pub fn node_children(&self, node: usize) -> &[usize] {
        let n = &self.nodes[node];
        &self.children[n.first_move..n.first_move + n.move_count]
    }

    /// Where the entries of `hand` at `node` start in a flat strategy array.
    pub fn entry(&self, node: usize, hand: usize) -> usize {
        let n = &self.nodes[node];
        n.offset + hand * n.move_count
    }

    /// The node a legal bid history leads to; `None` if a bid is not legal where it is made.
    pub fn find(&self, bids: &[Bid]) -> Option<usize> {
        let mut node = 0;
        for &bid in bids {
            let i = self.node_moves(node).iter().position(|&m| m == HeadsUpMove::Bid(bid))?;
            node = self.node_children(node)[i];
        }
        Some(node)
    }

    /// The chance of each of `player`'s hands.
    pub fn chances(&self, player: usize) -> HandValues {
        let mut out = [0.0; MAX_HANDS];
        for (o, h) in out.iter_mut().zip(&self.hands[player]) {
            *o = h.chance;
        }
        out
    }

    /// The values to player `me` of each of its hands when the player to act at `node` says dudo,
    /// each summed over the other player's hands weighted by `other_reach` (its reach times its
    /// chance): +1 to the challenge's winner, −1 to its loser.
    pub fn dudo_values(&self, node: usize, me: usize, other_reach: &HandValues) -> HandValues {
        let n = &self.nodes[node];
        let bid = n.last.expect("dudo needs a bid");
        let face = usize::from(bid.face);
        let mut by_count = [0.0; MAX_SEAT_DICE + 1];
        for (h, r) in self.hands[1 - me].iter().zip(other_reach) {
            by_count[usize::from(h.counts[face])] += r;
        }
        let total: f64 = by_count.iter().sum();
        let me_bid = n.player != me;
        let mut out = [0.0; MAX_HANDS];
        for (o, h) in out.iter_mut().zip(&self.hands[me]) {
            let needed = usize::from(bid.quantity.saturating_sub(h.counts[face]));
            let bid_holds: f64 = by_count.iter().skip(needed).sum();
            let bidder_value = 2.0 * bid_holds - total;
            *o = if me_bid { bidder_value } else { -bidder_value };
        }
        out
    }
}
