//! `dicehall console`: any game's rules over JSON lines (protocol v1, `../shared/specs/console.md`).
//! The envelope, the errors and the dispatch to the registered games are written once; each game
//! brings an adapter (`crate::engine::console`).

use std::io::{BufRead, Write};

use serde_json::{Map, Value};

use crate::engine::GameId;
use crate::engine::console::{ConsoleGame, check_keys};
use crate::registry::Registered;

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
