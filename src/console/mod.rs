//! `dicehall console`: any game's rules over JSON lines (protocol v1, `../shared/specs/console.md`).
//! The envelope, the errors and the dispatch are written once; each game brings an adapter.

use std::io::{BufRead, Write};

use serde_json::{Map, Value};

use crate::engine::dice::fresh_seed;
use crate::engine::policy::Players;
use crate::engine::{Game, GameId};
use crate::registry::Registered;

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

/// One console session: holds at most one game; every line gets exactly one reply.
#[derive(Default)]
pub struct Console {
    game: Option<Box<dyn ConsoleGame>>,
    /// The registry's entry of the game in play.
    playing: Option<&'static Registered>,
}

impl Console {
    pub fn new() -> Self {
        Self::default()
    }

    /// Answer one input line with one JSON reply (no trailing newline). Never panics, and on any
    /// error the game is left exactly as it was.
    pub fn handle_line(&mut self, line: &str) -> String {
        let reply = match self.handle(line) {
            Ok(v) => v,
            Err(e) => serde_json::json!({ "ok": false, "error": e }),
        };
        reply.to_string()
    }

    /// The command list for messages: the game in play's, or every game's.
    fn command_list(&self) -> String {
        match &self.game {
            Some(g) => ["new"]
                .iter()
                .chain(g.commands())
                .chain(&["legal", "state", "hint"])
                .copied()
                .collect::<Vec<_>>()
                .join(", "),
            None => {
                let per: Vec<String> = crate::registry::all()
                    .iter()
                    .map(|r| format!("{}: {}", r.name, r.console_commands.join(", ")))
                    .collect();
                format!("new, legal, state, hint, and each game's own ({})", per.join("; "))
            }
        }
    }

    fn handle(&mut self, line: &str) -> Result<Value, String> {
        let value: Value = serde_json::from_str(line).map_err(|e| {
            if line.trim().is_empty() {
                "empty line: send one JSON object per line, e.g. {\"cmd\":\"state\"}".to_string()
            } else {
                format!("malformed JSON ({e}): send one JSON object per line, e.g. {{\"cmd\":\"state\"}}")
            }
        })?;
        let Value::Object(obj) = value else {
            return Err("each line must be a JSON object such as {\"cmd\":\"state\"}".into());
        };
        let cmd = match obj.get("cmd") {
            Some(Value::String(s)) => s.clone(),
            Some(_) => return Err("\"cmd\" must be a string such as \"throw\"".into()),
            None => return Err(format!("missing \"cmd\": every line names a command ({})", self.command_list())),
        };
        if cmd == "new" {
            return self.new_game(&obj);
        }
        match self.game.as_mut() {
            Some(game) if cmd == "legal" || cmd == "state" || game.commands().contains(&cmd.as_str()) => {
                game.command(&cmd, &obj)
            }
            Some(game) if cmd == "hint" => game.hint(hint_level(&obj, self.playing)?),
            None if cmd == "legal"
                || cmd == "state"
                || cmd == "hint"
                || crate::registry::all().iter().any(|r| r.console_commands.contains(&cmd.as_str())) =>
            {
                Err(format!(
                    "no game started: send {{\"cmd\":\"new\",\"game\":\"{}\",\"players\":4}} first",
                    crate::registry::first().name
                ))
            }
            _ => Err(format!("unknown command `{cmd}`: commands are {}", self.command_list())),
        }
    }

    fn new_game(&mut self, obj: &Map<String, Value>) -> Result<Value, String> {
        if let Some(game) = &self.game
            && !game.is_over()
        {
            return Err(format!(
                "a game is in progress (round {}): it must reach game over before a new one starts",
                game.round()
            ));
        }
        let name = match obj.get("game") {
            Some(Value::String(s)) => s.as_str(),
            Some(_) => return Err(format!("\"game\" must be a string such as \"{}\"", crate::registry::first().name)),
            None => return Err(format!("new needs \"game\": {}", crate::registry::names_joined(true, true))),
        };
        let registered = crate::registry::registered(GameId::parse(name)?);
        let mut session = (registered.console_new)(obj)?;
        let reply = session.command("state", &Map::new())?;
        (self.game, self.playing) = (Some(session), Some(registered));
        Ok(reply)
    }
}

/// The AI level a `hint` line names (`"level"`, a string), with a sentence listing the levels of
/// the game in play when it is missing or not a string.
fn hint_level<'a>(obj: &'a Map<String, Value>, playing: Option<&Registered>) -> Result<&'a str, String> {
    check_keys("hint", obj, &["level"])?;
    let levels = playing.map_or(String::new(), |r| {
        let names: Vec<String> = r.levels.iter().map(|(name, _)| format!("\"{name}\"")).collect();
        format!(" ({}'s: {})", r.title, names.join(", "))
    });
    match obj.get("level") {
        Some(Value::String(level)) => Ok(level),
        Some(v) => Err(format!("\"level\" must be the name of an AI level{levels}, not {v}")),
        None => Err(format!("hint needs \"level\": the AI level whose move to show{levels}")),
    }
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

/// Run the console over stdin/stdout until end of input.
pub fn run_stdio() -> std::io::Result<()> {
    let mut input = std::io::stdin().lock();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut console = Console::new();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        while matches!(buf.last(), Some(b'\n' | b'\r')) {
            buf.pop();
        }
        let reply = match std::str::from_utf8(&buf) {
            Ok(line) => console.handle_line(line),
            Err(_) => serde_json::json!({"ok": false, "error": "the line is not valid UTF-8"}).to_string(),
        };
        writeln!(out, "{reply}")?;
        out.flush()?;
    }
}
