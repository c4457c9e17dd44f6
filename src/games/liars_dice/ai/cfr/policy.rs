//! A strategy for both players of a round: for each (node, hand), a distribution over the node's
//! moves, stored flat in the tree's layout ([`super::tree::Tree::entry`]).

use super::hands::{HandValues, MAX_HANDS};
use super::tree::{NO_CHILD, Tree};

/// Both players' strategies over a tree's information sets.
#[derive(Clone, Debug)]
pub struct Policy {
    pub probs: Vec<f64>,
}

impl Policy {
    /// Every move of every information set equally likely.
    pub fn uniform(tree: &Tree) -> Policy {
        Policy::from_weights(tree, &vec![0.0; tree.entries])
    }

    /// Normalises non-negative weights per information set (uniform where they sum to zero).
    pub fn from_weights(tree: &Tree, weights: &[f64]) -> Policy {
        let mut probs = weights.to_vec();
        for (node, n) in tree.nodes.iter().enumerate() {
            for hand in 0..tree.hands[n.player].len() {
                let start = tree.entry(node, hand);
                normalise(&mut probs[start..start + n.move_count]);
            }
        }
        Policy { probs }
    }

    /// The distribution of `hand` at `node` over the node's moves.
    pub fn at(&self, tree: &Tree, node: usize, hand: usize) -> &[f64] {
        let start = tree.entry(node, hand);
        &self.probs[start..start + tree.nodes[node].move_count]
    }

    /// The same strategy with every move below `threshold` dropped and the rest renormalised.
    pub fn pruned(&self, tree: &Tree, threshold: f64) -> Policy {
        let weights: Vec<f64> = self.probs.iter().map(|&p| if p < threshold { 0.0 } else { p }).collect();
        Policy::from_weights(tree, &weights)
    }
}

/// Scales `xs` to sum to one; all equal when they sum to zero.
pub fn normalise(xs: &mut [f64]) {
    let total: f64 = xs.iter().sum();
    if total > 0.0 {
        xs.iter_mut().for_each(|x| *x /= total);
    } else {
        let even = 1.0 / xs.len() as f64;
        xs.iter_mut().for_each(|x| *x = even);
    }
}

/// For each node, the hands (a bit each) the acting player can hold there with positive chance
/// under its own strategy: the information sets its strategy reaches, whatever the other plays
/// (below a node one player's own strategy never reaches, the other's still count).
pub fn reached_hands(tree: &Tree, policy: &Policy) -> Vec<u32> {
    let mut out = vec![0u32; tree.nodes.len()];
    let ones = [1.0; MAX_HANDS];
    mark_reached(tree, policy, 0, [ones, ones], &mut out);
    out
}

fn mark_reached(tree: &Tree, policy: &Policy, node: usize, reach: [HandValues; 2], out: &mut [u32]) {
    if reach.iter().all(|r| r.iter().all(|&x| x == 0.0)) {
        return;
    }
    let player = tree.nodes[node].player;
    let hand_count = tree.hands[player].len();
    out[node] = (0..hand_count).filter(|&h| reach[player][h] > 0.0).fold(0, |bits, h| bits | 1 << h);
    for (i, &child) in tree.node_children(node).iter().enumerate() {
        if child == NO_CHILD {
            continue;
        }
        let mut next = reach;
        for (h, r) in next[player][..hand_count].iter_mut().enumerate() {
            *r *= policy.at(tree, node, h)[i];
        }
        mark_reached(tree, policy, child, next, out);
    }
}

/// What [`Policy::thinned`] drops: moves under `min_chance` at their information set, and moves
/// whose own realisation weight (the hand's chance times the player's own chances along the
/// history, times the move's) is under `min_weight`. An information set keeps at least its likeliest
/// move.
#[derive(Clone, Copy, Debug)]
pub struct Thinning {
    pub min_chance: f64,
    pub min_weight: f64,
}

impl Policy {
    /// The strategy with the moves `thinning` names dropped and the rest renormalised, top down
    /// (a move's weight counts the drops above it), so whole unlikely lines of play disappear.
    pub fn thinned(&self, tree: &Tree, thinning: Thinning) -> Policy {
        let mut out = self.clone();
        let reach = [tree.chances(0), tree.chances(1)];
        thin(tree, thinning, &mut out, 0, reach);
        out
    }
}

fn thin(tree: &Tree, thinning: Thinning, policy: &mut Policy, node: usize, reach: [HandValues; 2]) {
    if reach.iter().all(|r| r.iter().all(|&x| x == 0.0)) {
        return;
    }
    let player = tree.nodes[node].player;
    for (h, &r) in reach[player].iter().enumerate().take(tree.hands[player].len()) {
        let start = tree.entry(node, h);
        let row = &mut policy.probs[start..start + tree.nodes[node].move_count];
        let best = row.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).map_or(0, |(i, _)| i);
        for (i, p) in row.iter_mut().enumerate() {
            if i != best && (*p < thinning.min_chance || r * *p < thinning.min_weight) {
                *p = 0.0;
            }
        }
        normalise(row);
    }
    for (i, &child) in tree.node_children(node).iter().enumerate() {
        if child == NO_CHILD {
            continue;
        }
        let mut next = reach;
        for (h, r) in next[player][..tree.hands[player].len()].iter_mut().enumerate() {
            *r *= policy.at(tree, node, h)[i];
        }
        thin(tree, thinning, policy, child, next);
    }
}
