//! The program that makes the expert's tables (an ignored test; the command is in the module's
//! doc): CFR+ on each solved round until the average strategy's exploitability is below
//! [`SOLVE_TARGET`], then thinned ([`THINNING`]: moves under 1e-4 at their information set, and
//! moves whose own realisation weight is under 1e-6, dropped), the table written and read back, and
//! the written strategy's exploitability measured.

use std::time::Instant;

use super::best_response::{Exploitability, exploitability, profile_value};
use super::expert::{TABLE_DIR, table_file_name};
use super::policy::Thinning;
use super::solver::Solver;
use super::table::{read_table, write_table};
use super::tree::{Round, SOLVED_ROUNDS, Tree};

/// Exploitability (NashConv / 2) at which a solve stops; the stored tables must stay below 0.001.
const SOLVE_TARGET: f64 = 0.0001;

/// Iterations between exploitability checks.
const CHECK_EVERY: u64 = 25;

/// A solve that has not reached the target after this many iterations fails.
const MAX_ITERATIONS: u64 = 50_000;

/// The moves the stored strategy drops (then renormalised): the rarely played lines of play it
/// leaves out cost little exploitability (measured) and most of the table's size.
const THINNING: Thinning = Thinning { min_chance: 1e-4, min_weight: 1e-6 };

/// The exploitability the stored tables must stay below.
const STORED_LIMIT: f64 = 0.001;

#[test]
#[ignore = "the solve: minutes in release; writes assets/games/liars-dice/expert/"]
fn make_expert_tables() {
    let start = Instant::now();
    for round in SOLVED_ROUNDS {
        make_table(round);
    }
    println!("all tables made in {:.1} s", start.elapsed().as_secs_f64());
}

/// Solves `round`, writes its table and checks what was written.
fn make_table(round: Round) {
    let start = Instant::now();
    let (solver, curve) = solve(round);
    let seconds = start.elapsed().as_secs_f64();
    let tree = &solver.tree;
    let average = solver.average();
    let solved = exploitability(tree, &average);
    let pruned = average.thinned(tree, THINNING);
    let file = format!("{TABLE_DIR}/{}", table_file_name(round));
    let stored = read_table(&file, &write_table(tree, &pruned, "")).expect("a written table reads back");
    let stored_policy = stored.to_policy(tree);
    let after = exploitability(tree, &stored_policy);
    let value = profile_value(tree, &stored_policy);
    let comment = header(round, &solver, seconds, solved, after, value);
    let text = write_table(tree, &stored_policy, &comment);
    let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::write(&path, &text).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
    println!("round {round}: exploitability curve (iteration, NashConv/2): {curve:?}");
    println!("{comment}");
    println!("  {} bytes, {} lines, {} information sets stored", text.len(), text.lines().count(), stored.lines.len());
    assert!(after.exploitability() < STORED_LIMIT, "round {round}: stored exploitability {after:?}");
}

/// CFR+ on `round` until the average is within [`SOLVE_TARGET`]; returns the solver and the curve.
fn solve(round: Round) -> (Solver, Vec<(u64, f64)>) {
    let mut solver = Solver::new(round);
    println!("round {round}: {} nodes, {} strategy entries", solver.tree.nodes.len(), solver.tree.entries);
    let start = Instant::now();
    let mut curve = Vec::new();
    loop {
        solver.iterate();
        let n = solver.iterations;
        if n.is_multiple_of(CHECK_EVERY) || n.is_power_of_two() {
            let e = exploitability(&solver.tree, &solver.average()).exploitability();
            curve.push((n, e));
            println!("  {round} iteration {n}: exploitability {e:.6} ({:.1} s)", start.elapsed().as_secs_f64());
            if e < SOLVE_TARGET {
                return (solver, curve);
            }
        }
        assert!(n < MAX_ITERATIONS, "round {round}: no convergence in {n} iterations");
    }
}

/// The table's header comment: how it was made and how good it is.
fn header(
    round: Round,
    solver: &Solver,
    seconds: f64,
    solved: Exploitability,
    stored: Exploitability,
    value: f64,
) -> String {
    let tree: &Tree = &solver.tree;
    [
        format!(
            "The expert's heads-up Liar's Dice strategy, round {round}: the opener holds {} dice, the other seat {}.",
            round.opener_dice, round.other_dice
        ),
        "Made by make_expert_tables (src/games/liars_dice/ai/cfr/make_tables.rs): CFR+, exact best response."
            .to_string(),
        format!("{} iterations in {seconds:.1} s on a tree of {} nodes.", solver.iterations, tree.nodes.len()),
        format!(
            "Exploitability (NashConv/2) of the average strategy: {:.6}; best responses {:.6} / {:.6}.",
            solved.exploitability(),
            solved.best_response[0],
            solved.best_response[1]
        ),
        format!(
            "As stored (moves under {} at their information set or under {} own weight dropped): {:.6}; best responses {:.6} / {:.6}.",
            THINNING.min_chance,
            THINNING.min_weight,
            stored.exploitability(),
            stored.best_response[0],
            stored.best_response[1]
        ),
        format!(
            "The opener's expected payoff per round (+1 win / -1 loss) with this strategy on both seats: {value:.6}."
        ),
    ]
    .join("\n")
}
