//! A game's stable name (`royal-casino`, `home-rows`…): in saves, on the console and on the command
//! line, with its title in prose. Each game declares its own (`GameId::new` in its folder, its
//! `Game::ID`). Reading one from
//! text checks it against the games the registry lists (`crate::registry::game_id` adds `parse`,
//! `every` and the serde and clap impls there, so that the engine names no registry).

use std::fmt;

/// A game's stable name; one of the registered games'.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameId {
    name: &'static str,
    title: &'static str,
}

impl GameId {
    /// The id a game declares in its folder: the name it is known by everywhere (kebab-case) and
    /// its title in prose ("Royal Casino").
    pub const fn new(name: &'static str, title: &'static str) -> GameId {
        GameId { name, title }
    }

    /// The name used on the command line and in the console (`"game": "home-rows"`).
    pub const fn name(self) -> &'static str {
        self.name
    }

    /// The game's name in prose ("Royal Casino").
    pub const fn title(self) -> &'static str {
        self.title
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}
