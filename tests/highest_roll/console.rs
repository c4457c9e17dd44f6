//! Highest Roll on `dicehall console`: new, roll, keep, reroll, legal, state, hint. A throw's
//! dice come from the game's seed.

use dicehall::engine::console::{ConsoleGame, ConsoleSession, NewGameArgs, check_keys, new_game_args};
use dicehall::engine::dice::{DiceRng, roll_into, seeded};
use dicehall::engine::{Game, seats_in};
use serde_json::{Map, Value, json};

use crate::game::{Action, Event, HighestRoll, Phase, State};

/// Its commands besides new, legal, state and hint.
pub const COMMANDS: &[&str] = &["roll", "keep", "reroll"];

struct Session {
    state: State,
    rng: DiceRng,
}

/// A session from a `new` line.
pub fn new_session(obj: &Map<String, Value>) -> Result<Box<dyn ConsoleGame>, String> {
    check_keys("new", obj, &["game", "players", "seed"])?;
    let NewGameArgs { players, seed, .. } = new_game_args::<HighestRoll>(obj)?;
    let state = HighestRoll::new(players, seed).map_err(|e| e.to_string())?;
    Ok(Box::new(Session { state, rng: seeded(seed) }))
}

fn action_json(a: Action) -> Value {
    json!({"cmd": match a { Action::Roll => "roll", Action::Keep => "keep", Action::Reroll => "reroll" }})
}

fn state_json(s: &State) -> Value {
    let phase = match s.phase {
        Phase::Throw => "throw",
        Phase::Dice => "dice",
        Phase::Decide => "decide",
        Phase::Over => "game_over",
    };
    json!({"game": "highest-roll", "round": s.round, "phase": phase, "current": s.current, "dice": s.dice,
        "rerolled": s.rerolled, "kept": s.kept, "wins": s.wins, "winners": seats_in(s.winners)})
}

fn event_json(e: &Event) -> Value {
    match *e {
        Event::Rolled { seat, dice } => json!({"type": "rolled", "seat": seat, "dice": dice}),
        Event::Kept { seat, total } => json!({"type": "kept", "seat": seat, "total": total}),
        Event::RoundWon { round, seats, total } => {
            json!({"type": "round_won", "round": round, "seats": seats_in(seats), "total": total})
        }
        Event::GameOver { winners } => json!({"type": "game_over", "winners": seats_in(winners)}),
    }
}

impl Session {
    /// `action`, then the dice it throws, on a copy: the game changes only when both succeed.
    fn play(&mut self, action: Action) -> Result<Value, String> {
        let mut next = self.state.clone();
        let mut rng = self.rng.clone();
        let mut events = HighestRoll::apply(&mut next, action).map_err(|e| e.to_string())?.0;
        if let Some(chance) = HighestRoll::chance(&next) {
            let mut values = vec![0; chance.count()];
            roll_into(&mut rng, &mut values);
            events.extend(HighestRoll::apply_chance(&mut next, &values).map_err(|e| e.to_string())?.0);
        }
        (self.state, self.rng) = (next, rng);
        let events: Vec<Value> = events.iter().map(event_json).collect();
        Ok(json!({"ok": true, "state": state_json(&self.state), "events": events}))
    }
}

impl ConsoleSession for Session {
    type G = HighestRoll;
    const COMMANDS: &'static [&'static str] = COMMANDS;
    fn state(&self) -> &State {
        &self.state
    }
    fn state_json(&self) -> Value {
        state_json(&self.state)
    }
    fn action_json(action: Action) -> Value {
        action_json(action)
    }
    fn game_command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        check_keys(cmd, obj, &[])?;
        match cmd {
            "roll" => self.play(Action::Roll),
            "keep" => self.play(Action::Keep),
            "reroll" => self.play(Action::Reroll),
            _ => Err(format!("unknown command `{cmd}`: Highest Roll takes roll, keep and reroll")),
        }
    }
}
