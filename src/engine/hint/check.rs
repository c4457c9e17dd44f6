//! The hint check every registered game runs (`Registered::check_hints`): random positions, every
//! level's hint against the level itself, and every refusal.

use super::{HintError, hint, hint_in_words, hint_seed};
use crate::engine::dice::derive_seed;
use crate::engine::policy::Players;
use crate::engine::{Game, SeatNames, Words};

/// The registry's hint check for any game (`Registered::check_hints`): `positions` decisions of
/// random games at every seat count, in every language in turn. At each, every level's hint is
/// legal, is the very action a fresh level seeded the same way ([`hint_seed`]) chooses from the
/// seat's observation, comes again when asked again, and leaves the state as it was; where the
/// level draws at random its chances cover the legal actions, sum to 1 and give the hint more
/// than 0; its reason reads as a sentence. Stronger levels (later in `LEVELS`: slower) are asked
/// at fewer positions: `positions`, halved per level, at least 2. A chance node, game over,
/// another seat and an unknown level are refused. The number of hints checked.
pub fn check_hints<G: Players + Words>(positions: u64, seed: u64) -> Result<u64, String> {
    use crate::i18n::{Language, speaking};

    let mut decisions = Vec::new();
    let refused = |s: &G::State, want: HintError| match hint::<G>(s, G::current(s), G::LEVELS[0].0) {
        Err(e) if e == want => Ok(()),
        other => Err(format!("{}: {want:?} expected, got {other:?}", G::ID)),
    };
    // The first game is played to its end, so game over is always met.
    for i in 0.. {
        if decisions.len() as u64 >= positions.max(1) {
            break;
        }
        let depth = if i == 0 { usize::MAX } else { derive_seed(seed, i) as usize % MAX_DEPTH };
        let state = random_position::<G>(derive_seed(seed, i), depth, &mut |s| refused(s, HintError::ChanceNode))?;
        if G::is_over(&state) {
            refused(&state, HintError::GameOver)?;
        } else {
            decisions.push(state);
        }
    }
    let names = |s: usize| format!("Seat{s}");
    let mut checked = 0u64;
    for (rank, &(level, _)) in G::LEVELS.iter().enumerate() {
        let asked = (positions >> rank.min(63)).max(2) as usize;
        for (i, state) in decisions.iter().take(asked).enumerate() {
            let language = Language::ALL[i % Language::ALL.len()];
            speaking(language, || check_one::<G>(state, level, &names))
                .map_err(|e| format!("{} {level}, position {i} ({language:?}): {e}", G::ID))?;
            checked += 1;
        }
    }
    Ok(checked)
}

/// Random steps a position is played into its game, at most.
const MAX_DEPTH: usize = 600;

/// A random game of `G` (random seat count and play) `depth` decisions in, or at its end; each
/// chance node on the way is shown to `at_chance` first, then rolled.
fn random_position<G: Game>(
    seed: u64,
    depth: usize,
    at_chance: &mut dyn FnMut(&G::State) -> Result<(), String>,
) -> Result<G::State, String> {
    use crate::engine::dice::{draw_into, seeded};
    use crate::engine::{MAX_CHANCE_DICE, RandomAi};
    use rand::RngExt;

    let counts: Vec<usize> = G::SEATS.collect();
    let mut rng = seeded(seed);
    let players = counts[rng.random_range(0..counts.len())];
    let mut state = G::new(G::setup(players), seed).map_err(|e| format!("{}: a new game: {e}", G::ID))?;
    let (mut ai, mut legal, mut taken) = (RandomAi::new(seed), G::Actions::default(), 0);
    while !G::is_over(&state) && G::round(&state) < 10_000 {
        let step = if let Some(chance) = G::chance(&state) {
            at_chance(&state)?;
            let mut values = [0u8; MAX_CHANCE_DICE];
            draw_into(&mut rng, chance.sides(), &mut values[..chance.count()]);
            G::apply_chance(&mut state, &values[..chance.count()]).map(drop)
        } else if taken == depth {
            break;
        } else {
            G::legal_actions(&state, &mut legal);
            taken += 1;
            G::apply(&mut state, ai.pick(&legal)).map(drop)
        };
        step.map_err(|e| format!("{}: a random game: {e}", G::ID))?;
    }
    Ok(state)
}

/// One level's hint at one decision, checked (see [`check_hints`]).
fn check_one<G: Players + Words>(state: &G::State, level: &str, names: SeatNames) -> Result<(), String> {
    let before = state.clone();
    let seat = G::current(state);
    let given = hint_in_words::<G>(state, seat, level, names).map_err(|e| e.to_string())?;
    if *state != before {
        return Err("the hint changed the state".into());
    }
    let seen = G::observation(state, seat);
    let mut legal = G::Actions::default();
    G::legal_actions(&seen, &mut legal);
    if !legal.contains(&given.action) {
        return Err(format!("{:?} is not legal", given.action));
    }
    let mut own = G::policy(level, hint_seed::<G>(&seen, seat))?;
    let chosen = own.choose(&seen, &legal);
    if chosen != given.action {
        return Err(format!("the hint {:?}, but the level itself chooses {chosen:?}", given.action));
    }
    let again = hint_in_words::<G>(state, seat, level, names).map_err(|e| e.to_string())?;
    if again != given {
        return Err(format!("asked twice: {given:?}, then {again:?}"));
    }
    if let Some(p) = &given.probabilities {
        let sum: f64 = p.iter().map(|(_, c)| c).sum();
        let listed: Vec<G::Action> = p.iter().map(|(a, _)| *a).collect();
        let chance_of_hint = p.iter().find(|(a, _)| *a == given.action).map_or(0.0, |(_, c)| *c);
        if listed[..] != legal[..] || (sum - 1.0).abs() > 1e-9 || p.iter().any(|(_, c)| !(0.0..=1.0).contains(c)) {
            return Err(format!("chances {p:?} for the legal actions {:?}", &legal[..]));
        }
        if chance_of_hint <= 0.0 {
            return Err(format!("the hint {:?} had no chance: {p:?}", given.action));
        }
    }
    if own.probabilities().map(|p| p.len()) != given.probabilities.as_ref().map(Vec::len) {
        return Err("the level's own chances and the hint's differ".into());
    }
    // A message key left unresolved reads as itself: `rc-hint-win-chance`.
    let key = |w: &str| w.matches('-').count() >= 2 && w.chars().all(|c| c.is_ascii_lowercase() || c == '-');
    if let Some(reason) = &given.reason
        && (reason.trim().is_empty() || reason.contains('{') || reason.split_whitespace().any(key))
    {
        return Err(format!("the reason reads {reason:?}"));
    }
    let other = (seat + 1) % G::players(state);
    if other != seat
        && hint::<G>(state, other, level).err() != Some(HintError::NotTheSeatToAct { seat: other, current: seat })
    {
        return Err(format!("seat {other}, not to act, got a hint"));
    }
    match hint::<G>(state, seat, "no-such-level") {
        Err(HintError::UnknownLevel { .. }) => Ok(()),
        other => Err(format!("an unknown level: {other:?}")),
    }
}
