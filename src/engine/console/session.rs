//! What a game's console adapter writes, and what every game's console does the same: a game
//! session brings its state, its JSON words and its own commands ([`ConsoleSession`]); `state`,
//! `legal`, `hint`, whether it is over and its round are answered here, once for every game.

use serde_json::{Map, Value, json};

use super::{ConsoleGame, check_keys, hint_reply};
use crate::engine::Game;
use crate::engine::policy::Players;

/// One game's session over the console: its state and how the spec writes it, and its own
/// commands. Every command works on a copy and commits only on success.
pub trait ConsoleSession: Send {
    /// The game played.
    type G: Players;
    /// The game's own commands, besides `new`, `legal`, `state` and `hint`.
    const COMMANDS: &'static [&'static str];
    /// The game as it stands.
    fn state(&self) -> &<Self::G as Game>::State;
    /// The state as the spec writes it in every reply.
    fn state_json(&self) -> Value;
    /// An action as the command that plays it (as `legal` lists it).
    fn action_json(action: <Self::G as Game>::Action) -> Value;
    /// What `legal` lists: the legal actions as commands, in the core's order (a game whose
    /// chance node is a command of its own says so here).
    fn legal_json(&self) -> Vec<Value> {
        let mut legal = <Self::G as Game>::Actions::default();
        Self::G::legal_actions(self.state(), &mut legal);
        legal.iter().map(|&a| Self::action_json(a)).collect()
    }
    /// Run one of [`Self::COMMANDS`]; `Ok` is the whole success reply.
    fn game_command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String>;
}

impl<S: ConsoleSession> ConsoleGame for S {
    fn is_over(&self) -> bool {
        S::G::is_over(self.state())
    }
    fn round(&self) -> u32 {
        S::G::round(self.state())
    }
    fn commands(&self) -> &'static [&'static str] {
        S::COMMANDS
    }
    fn command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        match cmd {
            "state" => {
                check_keys(cmd, obj, &[])?;
                Ok(json!({"ok": true, "state": self.state_json(), "events": []}))
            }
            "legal" => {
                check_keys(cmd, obj, &[])?;
                Ok(json!({"ok": true, "legal": self.legal_json(), "state": self.state_json(), "events": []}))
            }
            _ => self.game_command(cmd, obj),
        }
    }
    fn hint(&self, level: &str) -> Result<Value, String> {
        hint_reply::<S::G>(self.state(), level, S::action_json, self.state_json())
    }
}
