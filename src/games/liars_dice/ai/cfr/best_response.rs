//! Exact best response and exploitability on a round's full tree. The responder's information set
//! is its hand plus the node, so walking the public tree with the other player's reach vector
//! (its strategy times chance) and taking, per hand, the best move at each of the responder's
//! nodes gives the best response's exact value, averaged over both deals.

use super::hands::{HandValues, MAX_HANDS};
use super::policy::Policy;
use super::tree::{NO_CHILD, Tree};

/// How far a strategy profile is from equilibrium in one round.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Exploitability {
    /// `best_response[p]`: what player p wins per round, at best, against the other's strategy.
    pub best_response: [f64; 2],
}

impl Exploitability {
    /// The sum of both best responses' gains (the game is zero-sum, so the profile's own values
    /// cancel): zero exactly at an equilibrium.
    pub fn nash_conv(self) -> f64 {
        self.best_response[0] + self.best_response[1]
    }

    /// NashConv / 2: the usual exploitability, what a best responder wins on average over the
    /// two seats beyond the game's value (OpenSpiel's `exploitability`).
    pub fn exploitability(self) -> f64 {
        self.nash_conv() / 2.0
    }
}

/// Both players' best-response values against `policy`.
pub fn exploitability(tree: &Tree, policy: &Policy) -> Exploitability {
    Exploitability { best_response: [0, 1].map(|p| best_response_value(tree, policy, p)) }
}

/// What `responder` wins per round, averaged over the deal, by best-responding to the other
/// player's strategy in `policy`.
pub fn best_response_value(tree: &Tree, policy: &Policy, responder: usize) -> f64 {
    let values = respond(tree, policy, responder, 0, &tree.chances(1 - responder));
    tree.hands[responder].iter().zip(values).map(|(h, v)| h.chance * v).sum()
}

/// The responder's best values per hand at `node`, given the other's reach (times chance).
fn respond(tree: &Tree, policy: &Policy, responder: usize, node: usize, other: &HandValues) -> HandValues {
    let player = tree.nodes[node].player;
    let moves = tree.node_children(node);
    if player == responder {
        let mut best = [f64::NEG_INFINITY; MAX_HANDS];
        for &child in moves {
            let values = if child == NO_CHILD {
                tree.dudo_values(node, responder, other)
            } else {
                respond(tree, policy, responder, child, other)
            };
            for (b, v) in best.iter_mut().zip(values) {
                *b = b.max(v);
            }
        }
        return best;
    }
    let hand_count = tree.hands[player].len();
    let mut value = [0.0; MAX_HANDS];
    for (a, &child) in moves.iter().enumerate() {
        let mut reach = *other;
        for (h, r) in reach[..hand_count].iter_mut().enumerate() {
            *r *= policy.at(tree, node, h)[a];
        }
        if reach.iter().all(|&r| r == 0.0) {
            continue;
        }
        let values = if child == NO_CHILD {
            tree.dudo_values(node, responder, &reach)
        } else {
            respond(tree, policy, responder, child, &reach)
        };
        for (v, c) in value.iter_mut().zip(values) {
            *v += c;
        }
    }
    value
}

/// Player 0's expected value per round when both play `policy` (the game's value at equilibrium).
pub fn profile_value(tree: &Tree, policy: &Policy) -> f64 {
    let values = evaluate(tree, policy, 0, [tree.chances(0), tree.chances(1)]);
    values.iter().sum()
}

/// Player 0's value at `node` per its hand, weighted by both players' reach (times chance).
fn evaluate(tree: &Tree, policy: &Policy, node: usize, reach: [HandValues; 2]) -> HandValues {
    let player = tree.nodes[node].player;
    let hand_count = tree.hands[player].len();
    let mut value = [0.0; MAX_HANDS];
    for (a, &child) in tree.node_children(node).iter().enumerate() {
        let mut next = reach;
        for (h, r) in next[player][..hand_count].iter_mut().enumerate() {
            *r *= policy.at(tree, node, h)[a];
        }
        let values = if child == NO_CHILD {
            let mut v = tree.dudo_values(node, 0, &next[1]);
            v.iter_mut().zip(next[0]).for_each(|(x, r)| *x *= r);
            v
        } else {
            evaluate(tree, policy, child, next)
        };
        for (v, c) in value.iter_mut().zip(values) {
            *v += c;
        }
    }
    value
}
