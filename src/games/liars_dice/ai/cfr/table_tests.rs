//! Tests of the bundled strategy tables and the expert's lookup: each table is a distribution
//! over legal moves for every information set its strategy reaches, its exploitability (exact best
//! response) is under the limit, the reader names file and line on bad input, and lookups are fast.

use std::time::Instant;

use super::best_response::exploitability;
use super::bids::{HeadsUpMove, legal_moves};
use super::expert::{expert_tables, heads_up_policy};
use super::policy::reached_hands;
use super::table::{StoredTable, read_table, write_table};
use super::tree::{Round, SOLVED_ROUNDS, Tree};

/// The exploitability (NashConv / 2) every stored strategy must stay below.
const STORED_LIMIT: f64 = 0.001;

/// The slowest an average lookup may be, in seconds.
const LOOKUP_LIMIT_S: f64 = 1e-3;

fn table(round: Round) -> &'static StoredTable {
    expert_tables().iter().find(|t| t.round == round).expect("every solved round has a table")
}

fn stored_exploitability(round: Round) -> f64 {
    let tree = Tree::new(round);
    let e = exploitability(&tree, &table(round).to_policy(&tree));
    e.exploitability()
}

#[test]
fn every_stored_line_is_a_distribution_over_legal_moves() {
    for round in SOLVED_ROUNDS {
        let table = table(round);
        assert!(!table.lines.is_empty(), "round {round} has an empty table");
        for (&(key, hand), moves) in &table.lines {
            let history = &table.histories[&key];
            let player = history.len() % 2;
            assert!(hand < table.hands[player].len());
            let legal = legal_moves(history.last().copied(), round.dice_in_play());
            assert!(moves.iter().all(|(m, p)| legal.contains(m) && *p > 0.0), "{round} {history:?}: {moves:?}");
            let total: f64 = moves.iter().map(|(_, p)| p).sum();
            assert!((total - 1.0).abs() < 1e-9, "{round} {history:?}: sums to {total}");
        }
    }
}

#[test]
fn every_information_set_the_stored_strategy_reaches_has_a_line() {
    for round in SOLVED_ROUNDS {
        let tree = Tree::new(round);
        let table = table(round);
        let reached = reached_hands(&tree, &table.to_policy(&tree));
        let mut history = Vec::new();
        let missing = count_missing(&tree, table, &reached, 0, &mut history);
        assert_eq!(missing, 0, "round {round}: reached information sets without a line");
    }
}

fn count_missing(
    tree: &Tree,
    table: &StoredTable,
    reached: &[u32],
    node: usize,
    history: &mut Vec<super::Bid>,
) -> usize {
    let key = table.key(history).expect("the round's bids");
    let choice = tree.nodes[node].move_count > 1;
    let mut missing =
        (0..32).filter(|h| choice && reached[node] >> h & 1 == 1 && !table.lines.contains_key(&(key, *h))).count();
    for (&m, &child) in tree.node_moves(node).iter().zip(tree.node_children(node)) {
        if let HeadsUpMove::Bid(bid) = m {
            history.push(bid);
            missing += count_missing(tree, table, reached, child, history);
            history.pop();
        }
    }
    missing
}

#[test]
fn the_stored_one_die_each_strategy_is_near_equilibrium() {
    let e = stored_exploitability(SOLVED_ROUNDS[0]);
    assert!(e < STORED_LIMIT, "1v1: {e}");
}

#[test]
fn the_stored_two_against_one_strategies_are_near_equilibrium() {
    for round in &SOLVED_ROUNDS[1..] {
        let e = stored_exploitability(*round);
        assert!(e < STORED_LIMIT, "{round}: {e}");
    }
}

#[test]
fn a_written_table_reads_back_as_the_same_strategy() {
    let round = SOLVED_ROUNDS[0];
    let tree = Tree::new(round);
    let policy = table(round).to_policy(&tree);
    let again = read_table("again.txt", &write_table(&tree, &policy, "again")).expect("reads back");
    assert_eq!(again.lines.len(), table(round).lines.len());
    for (key, moves) in &table(round).lines {
        let read = &again.lines[key];
        assert_eq!(read.iter().map(|(m, _)| *m).collect::<Vec<_>>(), moves.iter().map(|(m, _)| *m).collect::<Vec<_>>());
        assert!(read.iter().zip(moves).all(|((_, p), (_, q))| (p - q).abs() < 1e-4), "{read:?} {moves:?}");
    }
}

#[test]
fn the_policy_answers_the_solved_rounds_only() {
    for dice in ["1", "2", "3", "4", "5", "6"].map(|d| vec![d.as_bytes()[0] - b'0']) {
        let moves = heads_up_policy(&dice, 1, true, &[]).expect("1v1 opening");
        assert!((moves.iter().map(|(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(moves.iter().all(|(m, _)| !matches!(m, HeadsUpMove::Bid(b) if b.face == 1)), "L2");
        assert!(heads_up_policy(&dice, 2, true, &[]).is_some(), "1v2, one die opening");
    }
    assert!(heads_up_policy(&[6, 1], 1, true, &[]).is_some(), "2v1, two dice opening");
    assert!(heads_up_policy(&[6, 1], 1, false, &[(1, 3)]).is_some(), "1v2 answered by two dice");
    assert_eq!(heads_up_policy(&[6, 1], 2, true, &[]), None, "2v2 is not solved");
    assert_eq!(heads_up_policy(&[6, 1, 1], 1, true, &[]), None, "3v1 is not solved");
    assert_eq!(heads_up_policy(&[6], 1, false, &[]), None, "not this seat's turn");
    assert_eq!(heads_up_policy(&[6], 1, false, &[(1, 5), (1, 4)]), None, "1x4 does not raise 1x5");
    assert_eq!(heads_up_policy(&[7], 1, true, &[]), None, "no face 7");
    assert_eq!(heads_up_policy(&[6], 1, true, &[(1, 2), (2, 1)]), Some(vec![(HeadsUpMove::Dudo, 1.0)]), "only dudo");
}

#[test]
fn lookups_are_fast() {
    let start = Instant::now();
    let mut answered = 0;
    let rounds = 1000;
    for i in 0..rounds {
        let die = (i % 6) as u8 + 1;
        let bids = [(1, (i % 5) as u8 + 2)];
        answered += usize::from(heads_up_policy(&[die, 6], 1, false, &bids).is_some());
        answered += usize::from(heads_up_policy(&[die], 2, true, &[]).is_some());
    }
    let each = start.elapsed().as_secs_f64() / (2 * rounds) as f64;
    assert!(answered > rounds, "{answered} answers");
    assert!(each < LOOKUP_LIMIT_S, "{each} s a lookup");
}

#[test]
fn bad_tables_are_refused_with_their_file_and_line() {
    let cases = [
        ("", "t.txt:1: empty table"),
        ("round 3v1\n", "t.txt:1: expected `round AvB`"),
        ("round 1v1\n# note\n5 1x2:1\n", "t.txt:3: a hand line before"),
        ("round 1v1\n@ 1x1\n", "t.txt:2: `@ 1x1` is not a legal bid history"),
        ("round 1v1\n@ 1x3\n4 1x2:1\n", "t.txt:3: `1x2` is not a legal move"),
        ("round 1v1\n@\n4 1x2:0.5 2x2:0.2\n", "t.txt:3: the chances sum to 0.7"),
        ("round 1v1\n@\n44 1x2:1\n", "t.txt:3: `44` is not a hand of 1 dice"),
        ("round 2v1\n@\n61 1x2:1\n", "t.txt:3: `61` is not a hand of 2 dice in rising order"),
        ("round 1v1\n@\n4 1x2:1.5\n", "t.txt:3: `1.5` is not a chance"),
        ("round 1v1\n@\n4 1x2:1\n4 2x2:1\n", "t.txt:4: this hand already has a line"),
        ("round 1v1\n@ 1x2 zz\n", "t.txt:2: `zz` is not a bid"),
    ];
    for (text, error) in cases {
        let got = read_table("t.txt", text).err().unwrap_or_else(|| panic!("{text:?} was accepted"));
        assert!(got.starts_with(error), "{text:?}: {got}");
    }
}
