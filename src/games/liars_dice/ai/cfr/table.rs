//! The strategy tables' text format, written by the solve and read by the expert. One file per
//! round; `#` starts a comment line. The first line names the round (`round 2v1`: the opener holds
//! two dice, the other seat one). Then, for each bid history where the seat to act has a choice and
//! its own strategy can get there, a history line and one line per hand it can hold there:
//!
//! ```text
//! @ 1x2 1x5
//! 16 2x3:0.25 dudo:0.75
//! ```
//!
//! `@` alone is the opening. A hand is its dice in rising order; each move (`2x3`: two threes, or
//! `dudo`) is followed by its chance. Histories, hands and moves must be legal; chances must sum
//! to 1 (within [`SUM_TOLERANCE`], then renormalised). Errors name the file and line.

use std::collections::HashMap;
use std::fmt::Write;

use super::bids::{Bid, HeadsUpMove, all_bids, is_legal_history, legal_moves, parse_bid, parse_move};
use super::hands::{Hand, MAX_SEAT_DICE, hand_index, hands};
use super::policy::{Policy, reached_hands};
use super::tree::{Round, Tree};

/// How far a line's chances may sum from 1 (they are written with [`DECIMALS`] decimals).
pub const SUM_TOLERANCE: f64 = 1e-3;

/// Decimals of the written chances.
pub const DECIMALS: usize = 5;

/// A strategy read from a table: each (history, hand) line's moves and chances.
pub struct StoredTable {
    pub round: Round,
    /// Every bid of the round in raising order: a history's key sets bit i for bid i.
    pub bids: Vec<Bid>,
    pub hands: [Vec<Hand>; 2],
    /// `(history key, hand index)` → the hand's moves and chances there.
    pub lines: HashMap<(u32, usize), Vec<(HeadsUpMove, f64)>>,
    /// Each line's history, for rebuilding a [`Policy`].
    pub histories: HashMap<u32, Vec<Bid>>,
}

impl StoredTable {
    /// A history's key (a bit per bid made), if every bid is one of the round's.
    pub fn key(&self, history: &[Bid]) -> Option<u32> {
        history.iter().try_fold(0u32, |key, b| Some(key | 1 << self.bids.iter().position(|x| x == b)?))
    }

    /// The stored strategy on the round's tree; lines absent from the table (information sets the
    /// strategy itself never reaches) play uniformly.
    pub fn to_policy(&self, tree: &Tree) -> Policy {
        let mut policy = Policy::uniform(tree);
        for (&(key, hand), moves) in &self.lines {
            let node = tree.find(&self.histories[&key]).expect("a checked history is in the tree");
            let start = tree.entry(node, hand);
            let node_moves = tree.node_moves(node);
            policy.probs[start..start + node_moves.len()].fill(0.0);
            for (m, p) in moves {
                let i = node_moves.iter().position(|x| x == m).expect("a checked move is legal");
                policy.probs[start + i] = *p;
            }
        }
        policy
    }
}

/// Writes `policy`'s table for the tree's round, after `comment` (each of its lines becomes a `#`
/// line). Chances below half the last decimal are left out.
pub fn write_table(tree: &Tree, policy: &Policy, comment: &str) -> String {
    let mut out = String::new();
    for line in comment.lines() {
        writeln!(out, "# {line}").expect("a String takes writes");
    }
    writeln!(out, "round {}", tree.round).expect("a String takes writes");
    let reached = reached_hands(tree, policy);
    write_node(tree, policy, &reached, 0, &mut Vec::new(), &mut out);
    out
}

fn write_node(tree: &Tree, policy: &Policy, reached: &[u32], node: usize, history: &mut Vec<Bid>, out: &mut String) {
    let n = &tree.nodes[node];
    if n.move_count > 1 && reached[node] != 0 {
        let bids: String = history.iter().map(|b| format!(" {b}")).collect();
        writeln!(out, "@{bids}").expect("a String takes writes");
        for (h, hand) in tree.hands[n.player].iter().enumerate().filter(|&(h, _)| reached[node] >> h & 1 == 1) {
            out.push_str(&hand.label());
            for (m, &p) in tree.node_moves(node).iter().zip(policy.at(tree, node, h)) {
                let written = format!("{p:.DECIMALS$}");
                let written = written.trim_end_matches('0').trim_end_matches('.');
                if written == "0" {
                    continue;
                }
                write!(out, " {m}:{written}").expect("a String takes writes");
            }
            out.push('\n');
        }
    }
    for (&m, &child) in tree.node_moves(node).iter().zip(tree.node_children(node)) {
        if let HeadsUpMove::Bid(bid) = m {
            history.push(bid);
            write_node(tree, policy, reached, child, history, out);
            history.pop();
        }
    }
}

/// Reads a table; `file` names it in errors (`file:line: what is wrong`).
pub fn read_table(file: &str, text: &str) -> Result<StoredTable, String> {
    let mut lines =
        text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())).filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
    let fail = |line: usize, what: String| format!("{file}:{line}: {what}");
    let (first, round_line) = lines.next().ok_or_else(|| fail(1, "empty table: no `round` line".into()))?;
    let round = parse_round(round_line).ok_or_else(|| {
        fail(first, format!("expected `round AvB` (1 to {MAX_SEAT_DICE} dice each), found `{round_line}`"))
    })?;
    let hands = [hands(round.opener_dice.into()), hands(round.other_dice.into())];
    let mut table = StoredTable {
        round,
        bids: all_bids(round.dice_in_play()),
        hands,
        lines: HashMap::new(),
        histories: HashMap::new(),
    };
    let mut history: Option<(u32, Vec<Bid>)> = None;
    for (number, line) in lines {
        if let Some(rest) = line.strip_prefix('@') {
            let bids = parse_history(rest, round).map_err(|what| fail(number, what))?;
            let key = table.key(&bids).expect("legal bids are the round's");
            table.histories.insert(key, bids.clone());
            history = Some((key, bids));
        } else {
            let (key, bids) =
                history.as_ref().ok_or_else(|| fail(number, "a hand line before any `@` history line".into()))?;
            let (hand, moves) = parse_hand_line(line, &table, bids).map_err(|what| fail(number, what))?;
            if table.lines.insert((*key, hand), moves).is_some() {
                return Err(fail(number, "this hand already has a line for this history".into()));
            }
        }
    }
    Ok(table)
}

fn parse_round(line: &str) -> Option<Round> {
    let (a, b) = line.strip_prefix("round ")?.trim().split_once('v')?;
    let round = Round { opener_dice: a.parse().ok()?, other_dice: b.parse().ok()? };
    let fits = |d: u8| (1..=MAX_SEAT_DICE as u8).contains(&d);
    (fits(round.opener_dice) && fits(round.other_dice)).then_some(round)
}

fn parse_history(text: &str, round: Round) -> Result<Vec<Bid>, String> {
    let bids = text
        .split_whitespace()
        .map(|w| parse_bid(w).ok_or_else(|| format!("`{w}` is not a bid like `2x3`")))
        .collect::<Result<Vec<_>, _>>()?;
    if !is_legal_history(&bids, round.dice_in_play()) {
        return Err(format!("`@{text}` is not a legal bid history with {} dice in play", round.dice_in_play()));
    }
    Ok(bids)
}

/// Reads `16 2x3:0.25 dudo:0.75` for the seat to act after `history`.
fn parse_hand_line(
    line: &str,
    table: &StoredTable,
    history: &[Bid],
) -> Result<(usize, Vec<(HeadsUpMove, f64)>), String> {
    let mut words = line.split_whitespace();
    let label = words.next().unwrap_or_default();
    let player = history.len() % 2;
    let dice: Vec<u8> = label.bytes().map(|c| c.wrapping_sub(b'0')).collect();
    let hand = hand_index(&table.hands[player], &dice)
        .filter(|&h| table.hands[player][h].label() == label)
        .ok_or_else(|| format!("`{label}` is not a hand of {} dice in rising order", table.round.dice(player)))?;
    let legal = legal_moves(history.last().copied(), table.round.dice_in_play());
    let mut moves: Vec<(HeadsUpMove, f64)> = Vec::new();
    for word in words {
        let (m, p) = word.split_once(':').ok_or_else(|| format!("`{word}` is not `move:chance`"))?;
        let m = parse_move(m).filter(|m| legal.contains(m)).ok_or_else(|| format!("`{m}` is not a legal move here"))?;
        let p: f64 = p
            .parse()
            .ok()
            .filter(|p: &f64| *p > 0.0 && *p <= 1.0)
            .ok_or_else(|| format!("`{p}` is not a chance in (0, 1]"))?;
        if moves.iter().any(|(x, _)| *x == m) {
            return Err(format!("`{m}` appears twice"));
        }
        moves.push((m, p));
    }
    let total: f64 = moves.iter().map(|(_, p)| p).sum();
    if (total - 1.0).abs() > SUM_TOLERANCE {
        return Err(format!("the chances sum to {total}, not 1"));
    }
    moves.iter_mut().for_each(|(_, p)| *p /= total);
    Ok((hand, moves))
}
