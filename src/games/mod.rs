//! The game registry: every game dicehall hosts, one folder each (rules core, AIs, console
//! adapter, simulator section), registered once in [`ALL`]. The console, `sim`, `tournament` and
//! the benchmark iterate it; adding a game is its folder, its [`GameId`] and one line in [`ALL`].

pub mod dice_settlers;
pub mod home_rows;
pub mod royal_casino;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::console::ConsoleGame;
use crate::sim::SimConfig;
use crate::tournament::TournamentConfig;

/// A game's stable name: in saves, on the console and on the command line (`--game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameId {
    RoyalCasino,
    HomeRows,
    DiceSettlers,
}

/// What the shared tools need of a game, each a plain function of that game's folder.
pub struct Registered {
    pub id: GameId,
    /// On the command line and the console (`"game": "home-rows"`).
    pub name: &'static str,
    /// In prose ("Home Rows").
    pub title: &'static str,
    /// The game's own console commands, besides `new`, `legal` and `state`.
    pub console_commands: &'static [&'static str],
    /// A console session from a `new` line.
    pub console_new: fn(&Map<String, Value>) -> Result<Box<dyn ConsoleGame>, String>,
    /// `dicehall sim`'s report.
    pub sim: fn(&SimConfig) -> Result<Value, String>,
    /// Games simulated and the seconds they took (the benchmark).
    pub simulate: fn(&SimConfig) -> Result<(u64, f64), String>,
    /// `dicehall tournament`'s report.
    pub tournament: fn(&TournamentConfig) -> Result<Value, String>,
    /// How many seats the game takes.
    pub seats: std::ops::RangeInclusive<usize>,
    /// `(name, label)` of its AI levels, weakest first.
    pub levels: &'static [(&'static str, &'static str)],
    /// Whether `level` names one of its AIs (a sentence listing them when not).
    pub check_level: fn(&str) -> Result<(), String>,
    /// The game's words in every language (`Language::ALL`'s order): `assets/games/<name>/locales/`.
    pub locales: [&'static str; 6],
    /// The game at the table: its plugins and match (the window's side).
    #[cfg(feature = "game")]
    pub table: &'static crate::game::table_game::TableHooks,
}

/// Every game, in the order the tools list them.
pub static ALL: &[Registered] = &[royal_casino::REGISTERED, home_rows::REGISTERED, dice_settlers::REGISTERED];

/// The registry's entry of `id`.
pub fn registered(id: GameId) -> &'static Registered {
    ALL.iter().find(|r| r.id == id).expect("every GameId is registered")
}

/// Every game's name, quoted when `quote`, joined as "a, b and c" (`or` for "a, b or c").
pub fn names_joined(quote: bool, or: bool) -> String {
    let names: Vec<String> =
        ALL.iter().map(|r| if quote { format!("\"{}\"", r.name) } else { r.name.to_string() }).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {} {last}", rest.join(", "), if or { "or" } else { "and" }),
        None => String::new(),
    }
}

impl GameId {
    /// The name used on the command line and in the console (`"game": "home-rows"`).
    pub fn name(self) -> &'static str {
        registered(self).name
    }

    /// The game's name in prose ("Royal Casino").
    pub fn title(self) -> &'static str {
        registered(self).title
    }

    /// The game a name stands for, or a sentence listing the names.
    pub fn parse(name: &str) -> Result<GameId, String> {
        ALL.iter()
            .find(|r| r.name == name)
            .map(|r| r.id)
            .ok_or_else(|| format!("unknown game `{name}`: the games are {}", names_joined(false, false)))
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_registered_once_under_its_own_name() {
        for (i, r) in ALL.iter().enumerate() {
            assert_eq!(registered(r.id).name, r.name);
            assert_eq!(GameId::parse(r.name), Ok(r.id));
            assert!(ALL[..i].iter().all(|o| o.id != r.id && o.name != r.name), "{} twice", r.name);
        }
        assert_eq!(names_joined(false, false), "royal-casino, home-rows and dice-settlers");
        assert_eq!(names_joined(true, true), "\"royal-casino\", \"home-rows\" or \"dice-settlers\"");
    }
}
