//! The OpenSpiel-style random-game check every game runs: random play through the one play-out
//! loop, the game's own invariants plus the engine's after every step, and every game must end.

use std::ops::Range;

use super::dice::derive_seed;
use super::playout::{DiceStream, play_out};
use super::{Game, Policy, RandomAi};

/// What a game promises about every reachable state (dice and counters accounted for, …).
pub trait Invariants: Game {
    /// `Err` names the broken invariant.
    fn check(state: &Self::State, legal: &[Self::Action]) -> Result<(), String>;
}

/// Every listed action is accepted by the game's own `check`, and none is listed twice (the part
/// of a game's invariants that compares its legal list with its typed check).
pub fn legal_list_agrees<A: Copy + PartialEq + std::fmt::Debug, E: std::fmt::Display>(
    legal: &[A],
    check: impl Fn(A) -> Result<(), E>,
) -> Result<(), String> {
    for (i, &a) in legal.iter().enumerate() {
        check(a).map_err(|e| format!("{a:?} is listed as legal but refused: {e}"))?;
        if legal[..i].contains(&a) {
            return Err(format!("{a:?} is listed twice"));
        }
    }
    Ok(())
}

/// Totals over the games played, to show the check did real work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RandomGamesReport {
    pub games: u64,
    pub steps: u64,
    pub rounds: u64,
}

/// The engine's own invariants, then the game's, on one state.
pub fn check_state<G: Invariants>(state: &G::State) -> Result<(), String> {
    let mut legal = G::Actions::default();
    G::legal_actions(state, &mut legal);
    let chance = G::chance(state);
    if G::is_over(state) {
        if !legal.is_empty() || chance.is_some() {
            return Err("a finished game offers actions or dice".into());
        }
        if G::winners(state) == 0 {
            return Err("a finished game has no winner".into());
        }
    } else if let Some(c) = chance {
        if !legal.is_empty() || c.count() == 0 {
            return Err("a chance node offers actions, or asks for no dice".into());
        }
        // A wrong count of values is refused and changes nothing.
        let mut copy = state.clone();
        if G::apply_chance(&mut copy, &[]).is_ok() || &copy != state {
            return Err("a chance node accepted no values, or a refused roll changed the state".into());
        }
    } else {
        if legal.is_empty() {
            return Err("no legal action before game over".into());
        }
        if G::current(state) >= G::players(state) {
            return Err("the current seat is not a seat".into());
        }
        let mut copy = state.clone();
        if G::apply_chance(&mut copy, &[1]).is_ok() || &copy != state {
            return Err("dice were accepted outside a chance node, or a refused roll changed the state".into());
        }
    }
    let json = serde_json::to_string(state).map_err(|e| format!("the state does not serialise: {e}"))?;
    let back: G::State = serde_json::from_str(&json).map_err(|e| format!("the saved state does not load: {e}"))?;
    if &back != state {
        return Err("a serde round trip changed the state".into());
    }
    let mut again = G::Actions::default();
    G::legal_actions(&back, &mut again);
    if *again != *legal {
        return Err("a serde round trip changed the legal actions".into());
    }
    G::check(state, &legal)
}

/// Play games `games` with random seats; game g starts from `setup(g)` and seed
/// `derive_seed(seed, g)`. Checks every state reached; the first failure names game and step.
pub fn random_games<G: Invariants>(
    games: Range<u64>,
    seed: u64,
    max_rounds: u32,
    setup: impl Fn(u64) -> G::Setup,
) -> Result<RandomGamesReport, String> {
    let mut report = RandomGamesReport::default();
    for game in games {
        let game_seed = derive_seed(seed, game);
        let mut state = G::new(setup(game), game_seed).map_err(|e| format!("game {game}: setup refused: {e}"))?;
        check_state::<G>(&state).map_err(|e| format!("game {game}, start: {e}"))?;
        let mut seats: Vec<Box<dyn Policy<G>>> = (0..G::players(&state))
            .map(|s| Box::new(RandomAi::new(derive_seed(game_seed, 1 + s as u64))) as Box<dyn Policy<G>>)
            .collect();
        let mut failure: Option<String> = None;
        let mut steps = 0u64;
        let outcome =
            play_out::<G>(&mut state, &mut seats, &mut DiceStream::whole(game_seed ^ 0xC4A7), max_rounds, false, |s| {
                steps += 1;
                if failure.is_none()
                    && let Err(e) = check_state::<G>(s.state)
                {
                    failure = Some(format!("game {game}, step {steps} (after {:?}): {e}", s.decision));
                }
            })
            .map_err(|e| format!("game {game}: {e}"))?;
        if let Some(f) = failure {
            return Err(f);
        }
        if !outcome.finished {
            return Err(format!("game {game} did not end within {max_rounds} rounds"));
        }
        report.games += 1;
        report.steps += steps;
        report.rounds += u64::from(G::round(&state));
    }
    Ok(report)
}

/// `random_games` split over the machine's cores.
pub fn random_games_parallel<G: Invariants>(
    games: u64,
    seed: u64,
    max_rounds: u32,
    setup: impl Fn(u64) -> G::Setup + Sync,
) -> Result<RandomGamesReport, String> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let setup = &setup;
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    random_games::<G>(games * t / threads..games * (t + 1) / threads, seed, max_rounds, setup)
                })
            })
            .collect();
        let mut total = RandomGamesReport::default();
        for w in workers {
            let r = w.join().map_err(|_| "a random-game worker panicked".to_string())??;
            total.games += r.games;
            total.steps += r.steps;
            total.rounds += r.rounds;
        }
        Ok(total)
    })
}

/// The registry's random-game check for any game: `games` games with random seats, spread over
/// every seat count the game takes, each from the game's default setup.
pub fn every_seat_count<G: Invariants>(games: u64, seed: u64) -> Result<RandomGamesReport, String> {
    let counts: Vec<usize> = G::SEATS.collect();
    random_games_parallel::<G>(games, seed, 10_000, |g| G::setup(counts[g as usize % counts.len()]))
}
