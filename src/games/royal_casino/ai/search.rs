//! Exact within-turn expectimax: every placement (order within a row included), throw-again or stop,
//! and every outcome of the remaining throws (distinct multisets with multinomial odds). It runs on a
//! compact copy of the turn (row fill states, dice counts) memoised for the whole turn, so the plan
//! computed at the turn's first throw serves its later decisions.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::memo::Memo;
use super::rowodds::RowOdds;
pub use super::rowodds::outcomes;
use super::rows::{NO_FIT, RowMachine};
use super::value::{Features, RowLook};
use crate::games::royal_casino::rules::{Action, GameState, MAX_PLAYERS, MAX_THROWS, RowColor, RowSpec};

/// Values the end of the searching seat's turn: higher is better for `me`. `winners` is the
/// winners bit set when that end is the game's end, else 0.
pub trait Leaf {
    fn leaf(&mut self, me: usize, f: &Features, winners: u8) -> f64;
}

/// The searching seat's turn in compact form.
#[derive(Clone, Copy, Debug)]
struct Node {
    board: [u8; 6],
    /// Unplaced dice of the throw by value (index 1–6), or dice about to be thrown at a chance node.
    counts: [u8; 7],
    dice: u8,
    placed: bool,
    throws: u8,
    points: u32,
    empty: u8,
}

impl Node {
    fn key(&self, tag: u128) -> u128 {
        let mut k = tag;
        for &b in &self.board {
            k = k << 7 | u128::from(b);
        }
        for &c in &self.counts[1..] {
            k = k << 3 | u128::from(c);
        }
        k = k << 1 | u128::from(self.placed);
        k << 20 | u128::from(self.points.min(0xF_FFFF))
    }
}

/// What stays fixed during the turn.
struct Ctx {
    hash: u64,
    me: usize,
    n: usize,
    target: u32,
    points: [u32; MAX_PLAYERS],
    dice: [u8; MAX_PLAYERS],
    supply: u8,
    squares: u8,
    rows: Vec<Arc<RowMachine>>,
    /// The next face, for positions after a round end: the next gain per dice the next seat holds.
    next_gain: [f64; 6],
}

/// The search engine. Reuse one per seat: the memo lives for the turn.
pub struct TurnSearch {
    memo: Memo,
    ctx: Option<Ctx>,
    outcomes: Vec<Vec<([u8; 5], f64)>>,
    pub odds: RowOdds,
    machines: HashMap<RowSpec, Arc<RowMachine>>,
    /// Nodes expanded since construction (for benchmarks).
    pub nodes: u64,
}

impl Default for TurnSearch {
    fn default() -> Self {
        TurnSearch {
            memo: Memo::default(),
            ctx: None,
            outcomes: (0..=5).map(outcomes).collect(),
            odds: RowOdds::default(),
            machines: HashMap::new(),
            nodes: 0,
        }
    }
}

fn context_hash(s: &GameState, me: usize) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (me, s.round(), s.face_pos(), s.face_stack().len(), s.player_count(), s.players()[me].dice).hash(&mut h);
    let stack = s.face_stack();
    stack[s.face_pos()].rows.hash(&mut h);
    stack[(s.face_pos() + 1) % stack.len()].rows.hash(&mut h);
    for (i, p) in s.players().iter().enumerate() {
        if i != me {
            (p.points, p.dice).hash(&mut h);
        }
    }
    h.finish()
}

impl TurnSearch {
    /// Forget the memo (e.g. after changing the leaf's parameters).
    pub fn clear(&mut self) {
        self.memo.clear();
        self.ctx = None;
    }

    fn prepare(&mut self, s: &GameState) {
        let me = s.current();
        let hash = context_hash(s, me);
        if self.ctx.as_ref().is_some_and(|c| c.hash == hash) && self.memo.len() < 8_000_000 {
            return;
        }
        self.memo.clear();
        let stack = s.face_stack();
        let next = &stack[(s.face_pos() + 1) % stack.len()];
        let (n, mut points, mut dice) = (s.player_count(), [0; MAX_PLAYERS], [0; MAX_PLAYERS]);
        for (i, p) in s.players().iter().enumerate() {
            (points[i], dice[i]) = (p.points, p.dice);
        }
        let mut next_gain = [0.0; 6];
        for (d, g) in next_gain.iter_mut().enumerate() {
            for r in next.rows.iter().filter(|r| r.color == RowColor::Yellow) {
                *g += f64::from(r.points) * self.odds.complete_fill(r, &[], d as u8);
            }
        }
        let mut rows = Vec::with_capacity(6);
        for spec in &s.face().rows {
            let odds = &mut self.odds;
            rows.push(self.machines.entry(*spec).or_insert_with(|| Arc::new(RowMachine::new(spec, odds))).clone());
        }
        self.ctx = Some(Ctx {
            hash,
            me,
            n,
            target: s.target(),
            points,
            dice,
            supply: s.players()[me].dice,
            squares: s.face().square_count() as u8,
            rows,
            next_gain,
        });
    }

    /// The value of every legal action at a decision of the seat to move, in `legal` order.
    pub fn action_values(&mut self, s: &GameState, legal: &[Action], leaf: &mut impl Leaf) -> Vec<f64> {
        self.prepare(s);
        let ctx = self.ctx.as_ref().expect("prepared");
        let mut node = Node {
            board: [0; 6],
            counts: [0; 7],
            dice: s.throw().len() as u8,
            placed: s.placed_this_throw() > 0,
            throws: s.throws(),
            points: s.players()[ctx.me].points,
            empty: s.empty_squares() as u8,
        };
        for (i, r) in s.rows().iter().enumerate() {
            node.board[i] = ctx.rows[i].index_of(r.filled());
        }
        s.throw().iter().for_each(|&v| node.counts[v as usize] += 1);
        legal
            .iter()
            .map(|&a| match a {
                Action::Place { value, row } => self.place(leaf, node, value, row as usize),
                Action::Throw => self.chance(leaf, node),
                Action::Stop => self.leaf(leaf, node, 0),
            })
            .collect()
    }

    /// Place one die of value `v` on row `r` (it fits), then whatever follows.
    fn place(&mut self, leaf: &mut impl Leaf, mut node: Node, v: u8, r: usize) -> f64 {
        let ctx = self.ctx.as_ref().expect("prepared");
        let m = &ctx.rows[r];
        node.board[r] = m.next(node.board[r], v);
        node.counts[v as usize] -= 1;
        node.dice -= 1;
        node.empty -= 1;
        node.placed = true;
        if m.is_full(node.board[r]) {
            let p = m.spec.points;
            match m.spec.color {
                RowColor::Yellow => node.points += p,
                RowColor::Black => node.points -= p.min(node.points),
            }
        }
        if node.empty == 0 {
            let best = (0..ctx.n).map(|i| if i == ctx.me { node.points } else { ctx.points[i] }).max().unwrap_or(0);
            let winners = if best >= ctx.target {
                (0..ctx.n)
                    .filter(|&i| if i == ctx.me { node.points } else { ctx.points[i] } == best)
                    .fold(0u8, |w, i| w | 1 << i)
            } else {
                0
            };
            return self.leaf(leaf, node, 1 | winners << 1);
        }
        if node.dice == 0 || (node.throws >= MAX_THROWS && !self.any_fit(&node)) {
            return self.leaf(leaf, node, 0);
        }
        self.decision(leaf, node)
    }

    fn any_fit(&self, node: &Node) -> bool {
        let rows = &self.ctx.as_ref().expect("prepared").rows;
        let thrown = (1..=6).filter(|&v| node.counts[v] > 0).fold(0u8, |m, v| m | 1 << v);
        rows.iter().zip(node.board).any(|(m, b)| m.accept(b) & thrown != 0)
    }

    fn decision(&mut self, leaf: &mut impl Leaf, node: Node) -> f64 {
        let key = node.key(1);
        if let Some(v) = self.memo.get(key) {
            return v;
        }
        self.nodes += 1;
        let mut best = f64::NEG_INFINITY;
        for v in 1..=6u8 {
            if node.counts[v as usize] == 0 {
                continue;
            }
            for r in 0..6 {
                let fits = self.ctx.as_ref().expect("prepared").rows[r].next(node.board[r], v) != NO_FIT;
                if fits {
                    best = best.max(self.place(leaf, node, v, r));
                }
            }
        }
        if node.placed || best == f64::NEG_INFINITY {
            if node.placed && node.throws < MAX_THROWS {
                best = best.max(self.chance(leaf, node));
            }
            best = best.max(self.leaf(leaf, node, 0));
        }
        self.memo.insert(key, best);
        best
    }

    /// Throw the `node.dice` unplaced dice again.
    fn chance(&mut self, leaf: &mut impl Leaf, node: Node) -> f64 {
        let key = node.key(2) & !(0x7_FFFF << 20) ^ u128::from(node.dice) << 100;
        if let Some(v) = self.memo.get(key) {
            return v;
        }
        self.nodes += 1;
        let n = node.dice as usize;
        let mut sum = 0.0;
        for i in 0..self.outcomes[n].len() {
            let (dice, p) = self.outcomes[n][i];
            let mut child = Node { counts: [0; 7], placed: false, throws: node.throws + 1, ..node };
            dice[..n].iter().for_each(|&v| child.counts[v as usize] += 1);
            sum += p * if self.any_fit(&child) { self.decision(leaf, child) } else { self.leaf(leaf, child, 0) };
        }
        self.memo.insert(key, sum);
        sum
    }

    /// The turn ends with `node.dice` dice unplaced; `end` is 1 | winners << 1 at a round end.
    fn leaf(&mut self, leaf: &mut impl Leaf, node: Node, end: u8) -> f64 {
        let key = (node.key(3) & !(0x7_FFFF << 20)) ^ u128::from(node.dice) << 100 ^ u128::from(end) << 104;
        if let Some(v) = self.memo.get(key) {
            return v;
        }
        let ctx = self.ctx.as_ref().expect("prepared");
        let me = ctx.me;
        let mut f = Features { n: ctx.n as u8, me: me as u8, target: f64::from(ctx.target), ..Features::default() };
        f.points[..ctx.n].copy_from_slice(&ctx.points[..ctx.n]);
        f.points[me] = node.points;
        let v = if end & 1 == 1 {
            let each = 30 / ctx.n as u8;
            f.dice[..ctx.n].iter_mut().for_each(|d| *d = each);
            f.next = ((me + 1) % ctx.n) as u8;
            f.next_gain = ctx.next_gain[each.min(5) as usize];
            f.round_left = 1.0;
            leaf.leaf(me, &f, end >> 1)
        } else {
            f.dice[..ctx.n].copy_from_slice(&ctx.dice[..ctx.n]);
            f.dice[me] = ctx.supply + node.dice;
            let next = (1..=ctx.n).map(|i| (me + i) % ctx.n).find(|&i| f.dice[i] > 0).unwrap_or(me);
            f.next = next as u8;
            let (dn, dm) = (f.dice[next], f.dice[me]);
            let looks = ctx.rows.iter().zip(node.board).filter(|(m, b)| !m.is_full(*b)).map(|(m, b)| RowLook {
                yellow: m.spec.color == RowColor::Yellow,
                points: f64::from(m.spec.points),
                p_next: m.odds(b, dn),
                p_me: m.odds(b, dm),
            });
            f.read_rows(looks, u32::from(node.empty), u32::from(ctx.squares));
            leaf.leaf(me, &f, 0)
        };
        self.memo.insert(key, v);
        v
    }
}
