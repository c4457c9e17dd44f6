//! CFR+ (Tammelin 2014) on a round's tree: regret matching+, alternating updates (player 0's pass
//! then player 1's, each iteration) and a linearly weighted average strategy (iteration t weighs
//! t). One pass walks the public tree once with a reach vector over each player's hands, so every
//! information set (hand + bid history; perfect recall) is updated together.

use super::hands::{HandValues, MAX_HANDS};
use super::policy::{Policy, normalise};
use super::tree::{NO_CHILD, Round, Tree};

/// The most moves at one node (every bid of the largest round, plus dudo).
const MAX_MOVES: usize = 6 * 4 + 1;

/// A CFR+ solve in progress.
pub struct Solver {
    pub tree: Tree,
    regrets: Vec<f64>,
    strategy_sums: Vec<f64>,
    pub iterations: u64,
}

/// One pass's fixed inputs: the player whose regrets are updated and its average's weight.
struct Pass {
    traverser: usize,
    weight: f64,
}

impl Solver {
    pub fn new(round: Round) -> Solver {
        let tree = Tree::new(round);
        let entries = tree.entries;
        assert!(tree.nodes.iter().all(|n| n.move_count <= MAX_MOVES), "round {round} has too many moves");
        Solver { tree, regrets: vec![0.0; entries], strategy_sums: vec![0.0; entries], iterations: 0 }
    }

    /// One CFR+ iteration: a pass for each player.
    pub fn iterate(&mut self) {
        self.iterations += 1;
        let ones = [1.0; MAX_HANDS];
        for traverser in 0..2 {
            let chance = self.tree.chances(1 - traverser);
            let pass = Pass { traverser, weight: self.iterations as f64 };
            self.walk(&pass, 0, &ones, &chance);
        }
    }

    /// The average strategy so far (the one CFR+ converges with).
    pub fn average(&self) -> Policy {
        Policy::from_weights(&self.tree, &self.strategy_sums)
    }

    /// Regret matching+: each hand's current strategy at `node`, row by row (`move_count` wide).
    fn current(&self, node: usize, hand_count: usize, out: &mut [f64]) {
        let start = self.tree.entry(node, 0);
        let width = self.tree.nodes[node].move_count;
        out[..hand_count * width].copy_from_slice(&self.regrets[start..start + hand_count * width]);
        for row in out[..hand_count * width].chunks_mut(width) {
            normalise(row);
        }
    }

    /// The traverser's counterfactual values at `node` per hand, given its own reach and the
    /// other's reach (times chance); updates the traverser's regrets and average there and below.
    fn walk(&mut self, pass: &Pass, node: usize, own: &HandValues, other: &HandValues) -> HandValues {
        let player = self.tree.nodes[node].player;
        let width = self.tree.nodes[node].move_count;
        let hand_count = self.tree.hands[player].len();
        let mut sigma = [0.0; MAX_HANDS * MAX_MOVES];
        self.current(node, hand_count, &mut sigma);
        if player != pass.traverser {
            return self.walk_other(pass, node, own, other, &sigma);
        }
        let mut move_values = [[0.0; MAX_HANDS]; MAX_MOVES];
        let mut value = [0.0; MAX_HANDS];
        for a in 0..width {
            let child = self.tree.node_children(node)[a];
            move_values[a] = if child == NO_CHILD {
                self.tree.dudo_values(node, pass.traverser, other)
            } else {
                let mut reach = *own;
                for h in 0..hand_count {
                    reach[h] *= sigma[h * width + a];
                }
                self.walk(pass, child, &reach, other)
            };
            for h in 0..hand_count {
                value[h] += sigma[h * width + a] * move_values[a][h];
            }
        }
        let start = self.tree.entry(node, 0);
        for h in 0..hand_count {
            for a in 0..width {
                let e = start + h * width + a;
                self.regrets[e] = (self.regrets[e] + move_values[a][h] - value[h]).max(0.0);
                self.strategy_sums[e] += pass.weight * own[h] * sigma[h * width + a];
            }
        }
        value
    }

    /// [`Solver::walk`] where the other player acts: its moves split its reach.
    fn walk_other(
        &mut self,
        pass: &Pass,
        node: usize,
        own: &HandValues,
        other: &HandValues,
        sigma: &[f64],
    ) -> HandValues {
        let width = self.tree.nodes[node].move_count;
        let hand_count = self.tree.hands[1 - pass.traverser].len();
        let mut value = [0.0; MAX_HANDS];
        for a in 0..width {
            let mut reach = *other;
            for h in 0..hand_count {
                reach[h] *= sigma[h * width + a];
            }
            if reach.iter().all(|&r| r == 0.0) && own.iter().all(|&r| r == 0.0) {
                continue;
            }
            let child = self.tree.node_children(node)[a];
            let child_value = if child == NO_CHILD {
                self.tree.dudo_values(node, pass.traverser, &reach)
            } else {
                self.walk(pass, child, own, &reach)
            };
            for (v, c) in value.iter_mut().zip(child_value) {
                *v += c;
            }
        }
        value
    }
}
