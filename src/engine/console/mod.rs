//! What a game's console adapter is made of (`dicehall console`, protocol v1,
//! `../shared/specs/console.md`): the session trait every game implements, the `hint` reply and the
//! readers of a `new` line's fields. The console itself (`crate::console`) reads lines and dispatches
//! them to the registered games.

use serde_json::{Map, Value};

use crate::engine::Game;
use crate::engine::dice::fresh_seed;
use crate::engine::policy::Players;

mod session;
pub use session::ConsoleSession;

/// One game's commands over the console. Every command works on a copy of the game and commits
/// only on success, so an error leaves the game exactly as it was.
pub trait ConsoleGame: Send {
    fn is_over(&self) -> bool;
    fn round(&self) -> u32;
    /// The game's own commands, besides `new`, `legal`, `state` and `hint`.
    fn commands(&self) -> &'static [&'static str];
    /// Run `legal`, `state` or one of `commands()`; `Ok` is the whole success reply.
    fn command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String>;
    /// `hint` for AI level `level`: the whole success reply ([`hint_reply`]); changes nothing.
    fn hint(&self, level: &str) -> Result<Value, String>;
}

/// The reply to `hint` for game `G`, for each adapter's [`ConsoleGame::hint`]: what `level` would
/// do now for the seat to act (`engine::hint`, from that seat's observation) as a command of the
/// game (`command`, as `legal` lists it), each legal command's chance where the level draws at
/// random, and the unchanged state (`view`). A chance node, game over or an unknown level is
/// refused with the hint's sentence.
pub fn hint_reply<G: Players>(
    state: &G::State,
    level: &str,
    command: impl Fn(G::Action) -> Value,
    view: Value,
) -> Result<Value, String> {
    let hint = crate::engine::hint::hint::<G>(state, G::current(state), level).map_err(|e| e.to_string())?;
    let mut reply = Map::new();
    reply.insert("ok".into(), Value::Bool(true));
    reply.insert("hint".into(), command(hint.action));
    if let Some(chances) = hint.probabilities {
        let listed = chances.into_iter().map(|(action, p)| serde_json::json!([command(action), p])).collect();
        reply.insert("probabilities".into(), Value::Array(listed));
    }
    reply.insert("state".into(), view);
    reply.insert("events".into(), Value::Array(Vec::new()));
    Ok(Value::Object(reply))
}

/// Refuse keys a command does not take (a misspelt `"dice"` must not silently throw at random).
pub fn check_keys(cmd: &str, obj: &Map<String, Value>, allowed: &[&str]) -> Result<(), String> {
    match obj.keys().find(|k| k.as_str() != "cmd" && !allowed.contains(&k.as_str())) {
        None => Ok(()),
        Some(k) if allowed.is_empty() => Err(format!("`{cmd}` takes no keys besides \"cmd\", but got \"{k}\"")),
        Some(k) => Err(format!("`{cmd}` does not take \"{k}\"; it takes {}", allowed.join(", "))),
    }
}

/// An integer field, with a clear error when it is missing, fractional or not a number.
pub fn int_field(obj: &Map<String, Value>, key: &str, what: &str) -> Result<Option<i64>, String> {
    match obj.get(key) {
        None => Ok(None),
        Some(v) => v.as_i64().map(Some).ok_or_else(|| format!("\"{key}\" must be a whole number ({what}), not {v}")),
    }
}

/// What every game's `new` takes: the seat count (in the game's range), the seed (drawn and
/// logged on stderr when absent) and the starting seat (default 0).
pub struct NewGameArgs {
    pub players: usize,
    pub seed: u64,
    pub starter: usize,
}

/// Read `players`, `seed` and `starter` from a `new` command for game `G`.
pub fn new_game_args<G: Game>(obj: &Map<String, Value>) -> Result<NewGameArgs, String> {
    let (lo, hi) = (*G::SEATS.start(), *G::SEATS.end());
    let range = if hi == lo + 1 { format!("{lo} or {hi}") } else { format!("{lo} to {hi}") };
    let players = int_field(obj, "players", &range)?.ok_or_else(|| format!("new needs \"players\": {range}"))?;
    if !(lo as i64..=hi as i64).contains(&players) {
        return Err(format!("{} is for {range} players, not {players}", G::ID.title()));
    }
    let seed = match obj.get("seed") {
        None => {
            let seed = fresh_seed();
            eprintln!("dicehall console: new game with seed {seed} (pass \"seed\" to replay it)");
            seed
        }
        Some(v) => v.as_u64().ok_or_else(|| format!("\"seed\" must be a whole number from 0 to 2^64-1, not {v}"))?,
    };
    let starter = int_field(obj, "starter", "a seat number")?.unwrap_or(0);
    if !(0..players).contains(&starter) {
        return Err(format!("\"starter\" {starter} is not a seat: seats are 0 to {}", players - 1));
    }
    Ok(NewGameArgs { players: players as usize, seed, starter: starter as usize })
}
