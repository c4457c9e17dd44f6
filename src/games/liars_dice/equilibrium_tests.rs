//! The expert's heads-up play is the equilibrium, proved from outside (issue 55): for each solved
//! round (1 vs 1, 2 vs 1, 1 vs 2), every information set the expert's own play reaches is asked
//! through the console (`{"cmd":"hint","level":"expert"}` after the round's bids, as a program that
//! has not seen this code would), and an exact best response against the chances it answered
//! must win less than [`EXPLOITABILITY_LIMIT`] more than the game's value.

use std::time::Instant;

use serde_json::{Value, json};

use super::ai::cfr::best_response::{exploitability, profile_value};
use super::ai::cfr::hands::{HandValues, MAX_HANDS};
use super::ai::cfr::policy::Policy;
use super::ai::cfr::tree::{NO_CHILD, Round, SOLVED_ROUNDS, Tree};
use super::ai::cfr::{Bid, HeadsUpMove};
use crate::console::Console;

/// The most a best response may win beyond the game's value (NashConv / 2, values ±1 a round).
const EXPLOITABILITY_LIMIT: f64 = 0.001;
/// The dice each seat starts a game with.
const START_DICE: u8 = 5;
/// The value of the 1 vs 1 round to its opener at equilibrium: it wins 17 of 36 (2 × 17/36 − 1).
const ONE_V_ONE_OPENER_VALUE: f64 = 2.0 * 17.0 / 36.0 - 1.0;

/// One console line's reply, which must succeed.
fn send(console: &mut Console, line: &Value) -> Value {
    let reply: Value = serde_json::from_str(&console.handle_line(&line.to_string())).unwrap();
    assert_eq!(reply["ok"], true, "{line} → {reply}");
    reply
}

/// Every cup showing twos (no ones: nothing wild), one list per seat holding dice.
fn twos(counts: [u8; 2]) -> Value {
    json!(counts.iter().filter(|&&c| c > 0).map(|&c| vec![2; usize::from(c)]).collect::<Vec<_>>())
}

/// The lines that take a new 2-seat game to the throw of `round`: seat 0 opens holding the
/// opener's dice, seat 1 the other's. Each earlier round one seat loses a die: a bid of 1 × 2 on
/// twos called dudo costs the caller, a bid above the dice in play the bidder; seat 0 loses last,
/// so it opens.
fn setup_lines(round: Round) -> Vec<Value> {
    let mut lines = vec![json!({"cmd":"new","game":"liars-dice","players":2,"seed":0})];
    let (mut counts, mut starter) = ([START_DICE; 2], 0usize);
    let losses = [START_DICE - round.opener_dice, START_DICE - round.other_dice];
    let order =
        std::iter::repeat_n(1usize, usize::from(losses[1])).chain(std::iter::repeat_n(0, usize::from(losses[0])));
    for loser in order {
        lines.push(json!({"cmd":"roll","dice":twos(counts)}));
        // The starter bids; the other seat calls dudo. The loser must be `loser`.
        let quantity = if loser == starter { counts[0] + counts[1] } else { 1 };
        let face = if loser == starter { 6 } else { 2 };
        lines.push(json!({"cmd":"bid","quantity":quantity,"face":face}));
        lines.push(json!({"cmd":"dudo"}));
        counts[loser] -= 1;
        starter = loser;
    }
    lines
}

/// The expert's chances at `node` for the player to act holding `hand` (its dice), asked through
/// a fresh console: the setup, the throw, the round's bids `history`, then the hint.
fn asked(setup: &[Value], tree: &Tree, history: &[Bid], player: usize, dice: &[u8]) -> Vec<(HeadsUpMove, f64)> {
    let mut console = Console::new();
    setup.iter().for_each(|line| drop(send(&mut console, line)));
    let other = vec![2u8; usize::from(tree.round.dice(1 - player))];
    let cups = if player == 0 { json!([dice, other]) } else { json!([other, dice]) };
    send(&mut console, &json!({"cmd":"roll","dice":cups}));
    for b in history {
        send(&mut console, &json!({"cmd":"bid","quantity":b.quantity,"face":b.face}));
    }
    let reply = send(&mut console, &json!({"cmd":"hint","level":"expert"}));
    let as_move = |c: &Value| match c["cmd"].as_str() {
        Some("dudo") => HeadsUpMove::Dudo,
        Some("bid") => {
            HeadsUpMove::Bid(Bid::new(c["quantity"].as_u64().unwrap() as u8, c["face"].as_u64().unwrap() as u8))
        }
        _ => panic!("a heads-up hint is a bid or dudo: {c}"),
    };
    let hint = as_move(&reply["hint"]);
    let Some(listed) = reply["probabilities"].as_array() else { return vec![(hint, 1.0)] };
    let chances: Vec<(HeadsUpMove, f64)> =
        listed.iter().map(|pair| (as_move(&pair[0]), pair[1].as_f64().unwrap())).collect();
    assert!(chances.iter().any(|&(m, p)| m == hint && p > 0.0), "{history:?}: the hint {hint:?} is not played");
    chances
}

/// What the walk gathered: the strategy the hints answered, and how many information sets it asked.
struct Walk<'a> {
    tree: &'a Tree,
    setup: Vec<Value>,
    policy: Policy,
    asked: usize,
    mixed: usize,
}

impl Walk<'_> {
    /// Asks every information set at `node` (bids `history`) that its player's own play reaches
    /// (`reach[p][h]`: the product of p's chances along the history holding hand h), and below.
    fn visit(&mut self, node: usize, history: &mut Vec<Bid>, reach: [HandValues; 2]) {
        let player = self.tree.nodes[node].player;
        let moves = self.tree.node_moves(node).to_vec();
        for (h, hand) in self.tree.hands[player].iter().enumerate() {
            if reach[player][h] == 0.0 {
                continue;
            }
            let answer = asked(&self.setup, self.tree, history, player, &hand.dice);
            let total: f64 = answer.iter().map(|(_, p)| p).sum();
            assert!((total - 1.0).abs() < 1e-9, "{history:?} {:?}: chances sum to {total}", hand.dice);
            self.asked += 1;
            self.mixed += usize::from(answer.len() > 1);
            let start = self.tree.entry(node, h);
            for (i, m) in moves.iter().enumerate() {
                self.policy.probs[start + i] = answer.iter().filter(|(a, _)| a == m).map(|(_, p)| p).sum();
            }
            let listed: f64 = self.policy.probs[start..start + moves.len()].iter().sum();
            assert!((listed - 1.0).abs() < 1e-9, "{history:?}: a hinted move is not legal: {answer:?}");
        }
        for (i, &child) in self.tree.node_children(node).to_vec().iter().enumerate() {
            let mut next = reach;
            for (h, r) in next[player].iter_mut().enumerate().take(self.tree.hands[player].len()) {
                *r *= self.policy.at(self.tree, node, h)[i];
            }
            if child == NO_CHILD || next.iter().all(|r| r.iter().all(|&x| x == 0.0)) {
                continue;
            }
            let HeadsUpMove::Bid(bid) = moves[i] else { continue };
            history.push(bid);
            self.visit(child, history, next);
            history.pop();
        }
    }
}

/// The exploitability of the expert's play in `round` as the console's hints answer it, its value
/// to the opener, and the information sets asked (all, and those with a mixed answer).
fn through_the_console(round: Round) -> (f64, f64, usize, usize) {
    let tree = Tree::new(round);
    let mut walk = Walk { tree: &tree, setup: setup_lines(round), policy: Policy::uniform(&tree), asked: 0, mixed: 0 };
    walk.visit(0, &mut Vec::new(), [[1.0; MAX_HANDS]; 2]);
    let e = exploitability(&tree, &walk.policy).exploitability();
    (e, profile_value(&tree, &walk.policy), walk.asked, walk.mixed)
}

#[test]
fn the_expert_hints_are_the_heads_up_equilibrium_in_every_solved_round() {
    // The three rounds at once, each on its own thread.
    let measured: Vec<(Round, (f64, f64, usize, usize), f64)> = std::thread::scope(|scope| {
        let runs: Vec<_> = SOLVED_ROUNDS
            .iter()
            .map(|&round| {
                scope.spawn(move || {
                    let start = Instant::now();
                    (round, through_the_console(round), start.elapsed().as_secs_f64())
                })
            })
            .collect();
        runs.into_iter().map(|run| run.join().unwrap()).collect()
    });
    for (round, (e, value, asked, mixed), seconds) in measured {
        println!(
            "{round}: exploitability {e:.6} (win chance {:.6}), opener's value {value:.6}, {asked} information sets \
             ({mixed} mixed), {seconds:.1} s",
            e / 2.0
        );
        assert!(e < EXPLOITABILITY_LIMIT, "{round}: exploitability {e} through the console's hints");
        if round == SOLVED_ROUNDS[0] {
            assert!((value - ONE_V_ONE_OPENER_VALUE).abs() < EXPLOITABILITY_LIMIT, "1v1 opener's value {value}");
        }
    }
}
