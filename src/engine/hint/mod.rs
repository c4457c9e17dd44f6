//! A hint for any game: what one of its AI levels would do now for the seat to act, asked on that
//! seat's observation only (nothing hidden reaches it), with the chance of each action where the
//! level draws at random and its reason in words. Asking never changes the game, and asking twice
//! gives the same hint: the level is seeded from the observation itself.

use std::fmt;

mod check;

pub use check::check_hints;

use super::dice::derive_seed;
use super::policy::{Players, Policy, level_names};
use super::{Game, GameId, SeatNames, Words};

/// What a level would do now, for the seat to act.
pub struct Hint<G: Game> {
    /// The seat it is for (the seat to act).
    pub seat: usize,
    /// The action the level takes.
    pub action: G::Action,
    /// Where the level draws at random: every legal action, in the legal order, with the chance it
    /// gives it (summing to 1). `None` for a level whose choice here is determined.
    pub probabilities: Option<Vec<(G::Action, f64)>>,
    /// Why, in the current language: the action's consequence (`hint_in_words` only), then on a
    /// line of its own (after `\n`, as the log's lines are parted) the level's own reason where it
    /// has one. `None` when there is nothing to say.
    pub reason: Option<String>,
}

impl<G: Game> Clone for Hint<G> {
    fn clone(&self) -> Self {
        Hint {
            seat: self.seat,
            action: self.action,
            probabilities: self.probabilities.clone(),
            reason: self.reason.clone(),
        }
    }
}

impl<G: Game> fmt::Debug for Hint<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hint")
            .field("seat", &self.seat)
            .field("action", &self.action)
            .field("probabilities", &self.probabilities)
            .field("reason", &self.reason)
            .finish()
    }
}

impl<G: Game> PartialEq for Hint<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.seat, self.action, &self.probabilities, &self.reason)
            == (other.seat, other.action, &other.probabilities, &other.reason)
    }
}

/// Why no hint can be given; displays as one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintError {
    /// The dice must be rolled (or a draw made) before anyone decides.
    ChanceNode,
    GameOver,
    /// The game is not over and not at chance, yet offers no action (never in a valid state).
    NoChoice,
    /// A hint is for the seat whose decision it is.
    NotTheSeatToAct {
        seat: usize,
        current: usize,
    },
    /// `level` names none of the game's AIs; `levels` lists them.
    UnknownLevel {
        level: String,
        game: GameId,
        levels: String,
    },
}

impl fmt::Display for HintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HintError::ChanceNode => {
                write!(f, "no hint now: the dice must be rolled (or the draw made) before anyone decides")
            }
            HintError::GameOver => write!(f, "the game is over: there is no move left to hint at"),
            HintError::NoChoice => write!(f, "no hint now: there is no action to choose from"),
            HintError::NotTheSeatToAct { seat, current } => {
                write!(f, "seat {seat} is not to act: a hint now is for seat {current}, whose decision it is")
            }
            HintError::UnknownLevel { level, game, levels } => {
                write!(f, "`{level}` is not an AI level of {}: its levels are {levels}", game.title())
            }
        }
    }
}

impl std::error::Error for HintError {}

/// The seed of the level that hints to `seat` from what it sees, `seen` (its observation): a
/// hash of the observation (FNV-1a over its JSON), so the same position always gets the same
/// hint and nothing the seat cannot see changes it.
pub fn hint_seed<G: Game>(seen: &G::State, seat: usize) -> u64 {
    const FNV_OFFSET: u64 = 0xCBF2_9CE4_8422_2325;
    const FNV_PRIME: u64 = 0x0000_0100_0000_01B3;
    let bytes = serde_json::to_vec(seen).unwrap_or_default();
    let hash = bytes.iter().fold(FNV_OFFSET, |h, &b| (h ^ u64::from(b)).wrapping_mul(FNV_PRIME));
    derive_seed(hash, seat as u64)
}

/// What `level` would do now for `seat`, the seat to act in `state`, from that seat's observation
/// only; its reason is the level's own (no action consequence: see [`hint_in_words`]). The state
/// is read, never changed.
pub fn hint<G: Players>(state: &G::State, seat: usize, level: &str) -> Result<Hint<G>, HintError> {
    let (seen, legal, mut policy) = ask::<G>(state, seat, level)?;
    let action = policy.choose(&seen, &legal);
    let probabilities = policy.probabilities().map(|p| legal.iter().copied().zip(p).collect());
    Ok(Hint { seat, action, probabilities, reason: policy.reason() })
}

/// [`hint`], its reason starting with what the action does (`Words::action_outcome` on the
/// seat's observation), the level's own on the next line: what the table shows beside the hint.
pub fn hint_in_words<G: Players + Words>(
    state: &G::State,
    seat: usize,
    level: &str,
    seats: SeatNames,
) -> Result<Hint<G>, HintError> {
    let mut hint = hint::<G>(state, seat, level)?;
    let outcome = G::action_outcome(&G::observation(state, seat), hint.action, seats);
    let said: Vec<String> = outcome.into_iter().chain(hint.reason.take()).collect();
    hint.reason = (!said.is_empty()).then(|| said.join("\n"));
    Ok(hint)
}

/// What a hint is asked on: the seat's observation, its legal actions, and the level seeded from
/// the observation.
type Asked<G> = (<G as Game>::State, Vec<<G as Game>::Action>, Box<dyn Policy<G>>);

/// What the hint is asked on, or why there is no hint.
fn ask<G: Players>(state: &G::State, seat: usize, level: &str) -> Result<Asked<G>, HintError> {
    if G::is_over(state) {
        return Err(HintError::GameOver);
    }
    if G::chance(state).is_some() {
        return Err(HintError::ChanceNode);
    }
    let current = G::current(state);
    if seat != current {
        return Err(HintError::NotTheSeatToAct { seat, current });
    }
    let seen = G::observation(state, seat);
    let mut legal = G::Actions::default();
    G::legal_actions(&seen, &mut legal);
    if legal.is_empty() {
        return Err(HintError::NoChoice);
    }
    let policy = G::policy(level, hint_seed::<G>(&seen, seat)).map_err(|_| HintError::UnknownLevel {
        level: level.to_string(),
        game: G::ID,
        levels: level_names::<G>(),
    })?;
    Ok((seen, legal.to_vec(), policy))
}
