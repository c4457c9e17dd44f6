//! Chance-sampled Fixed-Strategy Iteration CFR (Neller and Hnath's FSICFR for Dudo) on one
//! heads-up round with the imperfect-recall abstraction ([`super::abstraction`]). With only the
//! last two bids remembered, the round's states for a deal are a DAG ([`Dag`]: the standing bid,
//! the one before and the seat to act); each iteration deals both hands (chance sampled), passes
//! forward in the bids' order summing each seat's own reach into every node with the strategies
//! held fixed, then backward computing values and updating every node's regrets and strategy sum
//! at once. The utility is +1 to the seat that keeps its dice and -1 to the one that loses a die
//! (zero-sum). Seeded and single-threaded: the same seed and iterations give the same strategy.

use std::collections::HashMap;

use rand::RngExt;

use super::abstraction::{Config, HandIndex, MAX_MOVES, Move, key, window};
use crate::engine::dice::{DiceRng, seeded};
use crate::games::liars_dice::ai::cfr::bids::{Bid, FACES};

/// One state of the round's DAG: the standing bid, the one before, the seat to act, its moves
/// and, for each bid among them, the node it leads to.
pub struct DagNode {
    pub last: Option<Bid>,
    pub before: Option<Bid>,
    pub player: usize,
    pub moves: Vec<Move>,
    children: Vec<Option<usize>>,
}

/// The round's states in an order where every node comes after the nodes leading to it.
pub struct Dag {
    pub nodes: Vec<DagNode>,
}

impl Dag {
    pub fn new(config: Config) -> Dag {
        let total = config.total();
        let mut found: HashMap<(Option<Bid>, Option<Bid>, usize), usize> = HashMap::new();
        let mut nodes: Vec<DagNode> = Vec::new();
        let mut stack = vec![(None, None, 0usize)];
        while let Some(state) = stack.pop() {
            if found.contains_key(&state) {
                continue;
            }
            found.insert(state, nodes.len());
            let moves = window(state.0, total).as_slice().to_vec();
            for m in &moves {
                if let Move::Bid(b) = *m {
                    stack.push((Some(b), state.0, 1 - state.2));
                }
            }
            nodes.push(DagNode { last: state.0, before: state.1, player: state.2, moves, children: Vec::new() });
        }
        // Bids only rise: ordering by the standing bid is topological.
        let rank = |b: Option<Bid>| b.map_or((0, 0), |b| b.order_key());
        nodes.sort_by_key(|n| (rank(n.last), rank(n.before), n.player));
        let at: HashMap<_, _> = nodes.iter().enumerate().map(|(i, n)| ((n.last, n.before, n.player), i)).collect();
        for n in &mut nodes {
            n.children = n
                .moves
                .iter()
                .map(|m| match *m {
                    Move::Bid(b) => Some(at[&(Some(b), n.last, 1 - n.player)]),
                    Move::Dudo => None,
                })
                .collect();
        }
        Dag { nodes }
    }
}

/// The trainer of one round: its DAG, per seat and hand and node the regrets, strategy sums and
/// reach (the chance play gets there, summed over deals), and its RNG.
pub struct Trainer<'h> {
    pub config: Config,
    hands: &'h HandIndex,
    pub dag: Dag,
    regret: [Vec<f64>; 2],
    average: [Vec<f64>; 2],
    /// `reach[p][hand × nodes + node]`: the node's reach summed over the deals giving seat `p` that hand.
    pub reach: [Vec<f64>; 2],
    /// Deals that gave each seat each hand.
    pub dealt: [Vec<u32>; 2],
    rng: DiceRng,
}

/// Regret matching: chances proportional to the positive regrets (uniform when none is).
fn matched(regret: &[f64], out: &mut [f64]) {
    let positive: f64 = regret.iter().map(|&r| r.max(0.0)).sum();
    for (o, &r) in out.iter_mut().zip(regret) {
        *o = if positive > 0.0 { r.max(0.0) / positive } else { 1.0 / regret.len() as f64 };
    }
}

impl<'h> Trainer<'h> {
    pub fn new(config: Config, hands: &'h HandIndex, seed: u64) -> Trainer<'h> {
        let dag = Dag::new(config);
        let size = |p: usize| hands.hands[usize::from(config.dice(p))].len() * dag.nodes.len();
        let zeros = |p: usize, per: usize| vec![0.0f64; size(p) * per];
        Trainer {
            config,
            hands,
            regret: [zeros(0, MAX_MOVES), zeros(1, MAX_MOVES)],
            average: [zeros(0, MAX_MOVES), zeros(1, MAX_MOVES)],
            reach: [zeros(0, 1), zeros(1, 1)],
            dealt: [0, 1].map(|p| vec![0; hands.hands[usize::from(config.dice(p))].len()]),
            dag,
            rng: seeded(seed),
        }
    }

    /// Runs `iterations` iterations (one deal each).
    pub fn run(&mut self, iterations: u64) {
        for _ in 0..iterations {
            let mut hands = [0; 2];
            for (p, h) in hands.iter_mut().enumerate() {
                let mut dice = [0u8; 5];
                let n = usize::from(self.config.dice(p));
                dice[..n].iter_mut().for_each(|d| *d = self.rng.random_range(1..=FACES));
                *h = self.hands.index(&dice[..n]).expect("rolled dice are a hand");
                self.dealt[p][*h] += 1;
            }
            self.iterate(hands);
        }
    }

    /// Whether `bid` holds with these hands.
    fn holds(&self, hands: [usize; 2], bid: Bid) -> bool {
        let f = usize::from(bid.face);
        let count: u8 = (0..2).map(|p| self.hands.hands[usize::from(self.config.dice(p))][hands[p]].counts[f]).sum();
        count >= bid.quantity
    }

    /// One deal's forward and backward passes.
    fn iterate(&mut self, hands: [usize; 2]) {
        let n = self.dag.nodes.len();
        let mut reach = vec![[0.0f64; 2]; n];
        // The chance that play gets to each node (the sum over its histories of both reaches).
        let mut joint = vec![0.0f64; n];
        let mut sigma = vec![[0.0f64; MAX_MOVES]; n];
        reach[0] = [1.0, 1.0];
        joint[0] = 1.0;
        for i in 0..n {
            let node = &self.dag.nodes[i];
            let (p, k) = (node.player, node.moves.len());
            let slot = (hands[p] * n + i) * MAX_MOVES;
            matched(&self.regret[p][slot..slot + k], &mut sigma[i][..k]);
            if reach[i] == [0.0, 0.0] {
                continue;
            }
            for (a, child) in node.children.iter().enumerate() {
                if let Some(c) = *child {
                    let mut r = reach[i];
                    r[p] *= sigma[i][a];
                    reach[c][0] += r[0];
                    reach[c][1] += r[1];
                    joint[c] += joint[i] * sigma[i][a];
                }
            }
        }
        let mut value = vec![0.0f64; n];
        for i in (0..n).rev() {
            let node = &self.dag.nodes[i];
            let (p, k) = (node.player, node.moves.len());
            let mut action = [0.0f64; MAX_MOVES];
            for (value_of, child) in action.iter_mut().zip(&node.children) {
                *value_of = match *child {
                    Some(c) => -value[c],
                    None => {
                        let bid = node.last.expect("dudo answers a bid");
                        if self.holds(hands, bid) { -1.0 } else { 1.0 }
                    }
                };
            }
            value[i] = (0..k).map(|a| sigma[i][a] * action[a]).sum();
            if reach[i] == [0.0, 0.0] {
                continue;
            }
            let slot = (hands[p] * n + i) * MAX_MOVES;
            for a in 0..k {
                self.regret[p][slot + a] += reach[i][1 - p] * (action[a] - value[i]);
                self.average[p][slot + a] += reach[i][p] * sigma[i][a];
            }
            self.reach[p][hands[p] * n + i] += joint[i];
        }
    }

    /// Every information set of seat `p` with its key, its average strategy (unnormalised) and the
    /// chance that play gets there, averaged over the deals of its hand.
    pub fn information_sets(&self, p: usize) -> Vec<(u32, Vec<f64>, f64)> {
        let n = self.dag.nodes.len();
        let mut out = Vec::new();
        for (hand, &dealt) in self.dealt[p].iter().enumerate() {
            for (i, node) in self.dag.nodes.iter().enumerate().filter(|(_, node)| node.player == p) {
                let slot = (hand * n + i) * MAX_MOVES;
                let avg = self.average[p][slot..slot + node.moves.len()].to_vec();
                let reach = self.reach[p][hand * n + i] / f64::from(dealt.max(1));
                out.push((key(self.config, hand, node.last, node.before), avg, reach));
            }
        }
        out
    }
}
