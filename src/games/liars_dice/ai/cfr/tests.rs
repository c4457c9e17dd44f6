//! Tests of the heads-up model: the raising rules, the hands, the tree's payoffs, CFR+ and the
//! best response (which must find a bad strategy's weakness).

use super::best_response::{best_response_value, exploitability, profile_value};
use super::bids::{Bid, HeadsUpMove, all_bids, is_legal_bid, legal_moves, legal_raises};
use super::hands::{MAX_HANDS, hands};
use super::policy::Policy;
use super::solver::Solver;
use super::tree::{NO_CHILD, Round, Tree};

const ONE_V_ONE: Round = Round { opener_dice: 1, other_dice: 1 };
const TWO_V_ONE: Round = Round { opener_dice: 2, other_dice: 1 };

fn b(quantity: u8, face: u8) -> Bid {
    Bid::new(quantity, face)
}

#[test]
fn raising_between_other_faces_takes_a_higher_quantity_or_face() {
    assert!(b(3, 2).is_raise_of(b(2, 5)));
    assert!(b(2, 6).is_raise_of(b(2, 5)));
    assert!(!b(2, 4).is_raise_of(b(2, 5)));
    assert!(!b(2, 5).is_raise_of(b(2, 5)));
    assert!(!b(1, 6).is_raise_of(b(2, 2)));
}

#[test]
fn raising_to_ones_takes_half_the_quantity_rounded_up() {
    assert!(b(2, 1).is_raise_of(b(3, 4)));
    assert!(!b(1, 1).is_raise_of(b(3, 4)));
    assert!(b(2, 1).is_raise_of(b(4, 6)));
    assert!(!b(1, 1).is_raise_of(b(4, 2)));
    assert!(b(1, 1).is_raise_of(b(1, 6)));
}

#[test]
fn raising_from_ones_takes_twice_plus_one_or_more_ones() {
    assert!(b(5, 2).is_raise_of(b(2, 1)));
    assert!(!b(4, 6).is_raise_of(b(2, 1)));
    assert!(b(3, 1).is_raise_of(b(2, 1)));
    assert!(!b(2, 1).is_raise_of(b(2, 1)));
    assert!(!b(1, 1).is_raise_of(b(2, 1)));
}

#[test]
fn the_opening_is_never_on_ones_and_quantities_stay_within_the_dice() {
    let opening = legal_raises(None, 3);
    assert_eq!(opening.len(), 3 * 5, "{opening:?}");
    assert!(opening.iter().all(|b| b.face != 1 && b.quantity <= 3));
    assert!(!is_legal_bid(None, b(1, 1), 3), "L2");
    assert!(!is_legal_bid(None, b(4, 2), 3), "L3");
    assert!(!is_legal_bid(Some(b(3, 6)), b(4, 2), 3), "L3");
    assert_eq!(legal_raises(Some(b(2, 6)), 2), vec![b(1, 1), b(2, 1)]);
    assert_eq!(legal_moves(Some(b(2, 1)), 2), vec![HeadsUpMove::Dudo]);
    assert_eq!(legal_moves(None, 2).last(), Some(&HeadsUpMove::Bid(b(2, 6))), "no dudo without a bid");
}

#[test]
fn the_raising_rules_are_the_order_of_the_bids() {
    for dice in 1..=10 {
        let bids = all_bids(dice);
        for (i, &x) in bids.iter().enumerate() {
            for (j, &y) in bids.iter().enumerate() {
                assert_eq!(y.is_raise_of(x), j > i, "{x} then {y}");
            }
        }
    }
}

#[test]
fn hands_are_the_sorted_throws_with_their_chances() {
    let two = hands(2);
    assert_eq!((hands(1).len(), two.len()), (6, MAX_HANDS));
    assert!((two.iter().map(|h| h.chance).sum::<f64>() - 1.0).abs() < 1e-12);
    let one_six = two.iter().find(|h| h.label() == "16").expect("16 is a hand");
    assert_eq!((one_six.chance, one_six.counts[6], one_six.counts[1], one_six.counts[3]), (2.0 / 36.0, 2, 1, 1));
}

#[test]
fn dudo_values_match_counting_every_deal() {
    let tree = Tree::new(TWO_V_ONE);
    for node in (0..tree.nodes.len()).filter(|&n| tree.nodes[n].last.is_some()).step_by(997) {
        let bid = tree.nodes[node].last.expect("filtered");
        let bidder = 1 - tree.nodes[node].player;
        for me in 0..2 {
            let reach = tree.chances(1 - me);
            let values = tree.dudo_values(node, me, &reach);
            for (h, mine) in tree.hands[me].iter().enumerate() {
                let expected: f64 = tree.hands[1 - me]
                    .iter()
                    .map(|theirs| {
                        let count =
                            mine.dice.iter().chain(&theirs.dice).filter(|&&d| d == bid.face || (d == 1)).count();
                        let holds = count >= usize::from(bid.quantity);
                        theirs.chance * if holds == (me == bidder) { 1.0 } else { -1.0 }
                    })
                    .sum();
                assert!((values[h] - expected).abs() < 1e-12, "node {node} bid {bid} me {me} hand {h}");
            }
        }
    }
}

#[test]
fn the_tree_holds_every_legal_history() {
    let tree = Tree::new(ONE_V_ONE);
    let bids = all_bids(2);
    let opens_legally = |mask: &u32| *mask == 0 || bids[mask.trailing_zeros() as usize].face != 1;
    let chains = (0..1u32 << bids.len()).filter(opens_legally).count();
    let nodes = tree.nodes.len();
    assert_eq!(nodes, chains, "one node per rising chain of bids not opening on ones");
    assert_eq!(tree.find(&[b(1, 2), b(1, 1), b(2, 1)]).map(|n| tree.nodes[n].move_count), Some(1));
    assert_eq!(tree.find(&[b(1, 2), b(1, 2)]), None);
    let dudos = tree.children.iter().filter(|&&c| c == NO_CHILD).count();
    assert_eq!(dudos, nodes - 1, "every node but the opening can challenge");
}

#[test]
fn cfr_converges_on_one_die_each() {
    let mut solver = Solver::new(ONE_V_ONE);
    let mut last = f64::INFINITY;
    for checkpoint in [10, 100, 1000] {
        while solver.iterations < checkpoint {
            solver.iterate();
        }
        let e = exploitability(&solver.tree, &solver.average()).exploitability();
        assert!(e < last, "exploitability {e} after {checkpoint} iterations, {last} before");
        last = e;
    }
    assert!(last < 0.002, "exploitability {last} after 1000 iterations");
    let value = profile_value(&solver.tree, &solver.average());
    let responses = exploitability(&solver.tree, &solver.average()).best_response;
    assert!(-responses[1] <= value + 1e-9 && value <= responses[0] + 1e-9, "{value} {responses:?}");
}

#[test]
fn best_response_punishes_bad_strategies() {
    let tree = Tree::new(ONE_V_ONE);
    let uniform = Policy::uniform(&tree);
    let e = exploitability(&tree, &uniform);
    assert!(e.exploitability() > 0.2, "uniform play: {e:?}");
    let mut always_dudo = uniform.clone();
    for (node, n) in tree.nodes.iter().enumerate() {
        let dudo = tree.node_moves(node).iter().position(|&m| m == HeadsUpMove::Dudo).unwrap_or(0);
        for hand in 0..tree.hands[n.player].len() {
            let start = tree.entry(node, hand);
            always_dudo.probs[start..start + n.move_count].fill(0.0);
            always_dudo.probs[start + dudo] = 1.0;
        }
    }
    assert!(best_response_value(&tree, &always_dudo, 0) > 0.5, "the opener bids what it holds, or 1x2");
    assert!(exploitability(&tree, &always_dudo).exploitability() > 0.3);
}
