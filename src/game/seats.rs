//! Who plays: the game chosen, its seats (name, colour, human or an AI level), who starts and the
//! seed, as the setup screen or `dicehall play` decides them; AI levels and seat range per game.

use bevy::prelude::*;

use crate::engine::policy::{Players, level_names};
use crate::engine::{Game, GameId};
use crate::games::dice_settlers::DiceSettlers;
use crate::games::home_rows::HomeRows;
use crate::games::home_rows::rules::{COLORS, Color as HomeColor};
use crate::games::royal_casino::RoyalCasino;

/// Seat colours offered by the setup screen, in seat order.
pub const PALETTE: [[u8; 3]; 6] =
    [[220, 60, 50], [50, 110, 220], [240, 190, 40], [60, 170, 80], [160, 80, 200], [240, 130, 40]];

/// Home Rows' seat colours: a seat's colour is its home row's (red, yellow, green, blue), the
/// colours of the dice looks of the same names.
pub const HOME_RGB: [[u8; 3]; 4] = [[200, 40, 34], [244, 192, 40], [40, 150, 72], [44, 96, 200]];

/// The games the window offers, in the setup screen's order.
pub const WINDOW_GAMES: [GameId; 3] = [GameId::RoyalCasino, GameId::HomeRows, GameId::DiceSettlers];

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    Human,
    /// An AI by the name its game's `ai::by_name` knows.
    Ai(String),
}

/// One seat as set up.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatConfig {
    pub name: String,
    pub color: [u8; 3],
    pub kind: SeatKind,
}

/// Everything the setup screen (or `dicehall play`) decides.
#[derive(Resource, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MatchConfig {
    pub game: GameId,
    pub seats: Vec<SeatConfig>,
    /// Seat of the first player.
    pub starter: usize,
    /// Royal Casino: the beginner face comes first.
    pub beginner_first: bool,
    /// `None`: a fresh random seed.
    pub seed: Option<u64>,
}

impl MatchConfig {
    /// A match of `game` with these seats, seat 0 starting.
    pub fn new(game: GameId, seats: Vec<SeatConfig>, seed: Option<u64>) -> Self {
        MatchConfig { game, seats, starter: 0, beginner_first: true, seed }
    }

    /// The default table of `game`: one person and AIs up to the game's smallest table of three.
    pub fn default_for(game: GameId) -> Self {
        let specs = ["human", "ai:greedy", "ai:greedy"].map(String::from);
        MatchConfig::new(game, parse_game_seats(game, &specs).unwrap_or_default(), None)
    }
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig::default_for(GameId::RoyalCasino)
    }
}

/// The seats `game` takes.
pub fn seat_range(game: GameId) -> std::ops::RangeInclusive<usize> {
    match game {
        GameId::HomeRows => HomeRows::SEATS,
        GameId::DiceSettlers => DiceSettlers::SEATS,
        _ => RoyalCasino::SEATS,
    }
}

/// `(name, label)` of `game`'s AI levels, weakest first.
pub fn levels(game: GameId) -> &'static [(&'static str, &'static str)] {
    match game {
        GameId::HomeRows => HomeRows::LEVELS,
        GameId::DiceSettlers => DiceSettlers::LEVELS,
        _ => RoyalCasino::LEVELS,
    }
}

/// The friendly label of an AI level; unknown names are shown as they are.
pub fn level_label(name: &str) -> String {
    WINDOW_GAMES
        .iter()
        .flat_map(|&g| levels(g))
        .find(|(n, _)| *n == name)
        .map_or_else(|| name.to_string(), |(_, label)| label.to_string())
}

/// The name a seat gets by default: "Player N" for a person, "<level label> N" for an AI.
pub fn default_seat_name(kind: &SeatKind, seat: usize) -> String {
    match kind {
        SeatKind::Human => format!("Player {}", seat + 1),
        SeatKind::Ai(level) => format!("{} {}", level_label(level), seat + 1),
    }
}

/// Whether `name` is one the game made up ("Player 2", "Seat 3", "Casual 4"), not one a person typed.
pub fn is_default_seat_name(name: &str) -> bool {
    let Some((word, number)) = name.trim().rsplit_once(' ') else { return false };
    number.parse::<usize>().is_ok()
        && (word == "Player"
            || word == "Seat"
            || WINDOW_GAMES.iter().flat_map(|&g| levels(g)).any(|(_, label)| *label == word))
}

/// The colour seat `seat` of `game` gets by default.
pub fn default_color(game: GameId, seat: usize) -> [u8; 3] {
    match game {
        GameId::HomeRows => HOME_RGB[seat % HOME_RGB.len()],
        _ => PALETTE[seat % PALETTE.len()],
    }
}

/// The Home Rows home colour a seat colour stands for.
pub fn home_color(rgb: [u8; 3]) -> Option<HomeColor> {
    HOME_RGB.iter().position(|&c| c == rgb).map(|i| COLORS[i])
}

/// Royal Casino seats from `human` / `ai:<level>` specs.
pub fn parse_seats(specs: &[String]) -> Result<Vec<SeatConfig>, String> {
    parse_game_seats(GameId::RoyalCasino, specs)
}

/// Parse `human` / `ai:<level>` seat specs for `game` into seats with default names and colours.
pub fn parse_game_seats(game: GameId, specs: &[String]) -> Result<Vec<SeatConfig>, String> {
    let range = seat_range(game);
    if !range.contains(&specs.len()) {
        let (lo, hi) = (range.start(), range.end());
        return Err(format!("{} needs {lo} to {hi} seats, got {}", game.title(), specs.len()));
    }
    let mut humans = 0;
    specs
        .iter()
        .enumerate()
        .map(|(i, spec)| {
            let spec = spec.trim();
            let kind = if spec == "human" {
                humans += 1;
                SeatKind::Human
            } else if let Some(level) = spec.strip_prefix("ai:") {
                match game {
                    GameId::HomeRows => HomeRows::policy(level, 0).map(drop)?,
                    GameId::DiceSettlers => DiceSettlers::policy(level, 0).map(drop)?,
                    _ => RoyalCasino::policy(level, 0).map(drop)?,
                }
                SeatKind::Ai(level.to_string())
            } else {
                let names = match game {
                    GameId::HomeRows => level_names::<HomeRows>(),
                    GameId::DiceSettlers => level_names::<DiceSettlers>(),
                    _ => level_names::<RoyalCasino>(),
                };
                return Err(format!("seat `{spec}`: use `human` or `ai:<level>` (levels: {names})"));
            };
            let name = match &kind {
                SeatKind::Human => format!("Player {humans}"),
                SeatKind::Ai(level) => format!("{} {}", level_label(level), i + 1),
            };
            Ok(SeatConfig { name, color: default_color(game, i), kind })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_follow_the_game() {
        let specs = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let hr = parse_game_seats(GameId::HomeRows, &specs(&["human", "ai:expert", "ai:random"])).unwrap();
        let homes: Vec<_> = hr.iter().map(|s| home_color(s.color)).collect();
        assert_eq!(homes, vec![Some(COLORS[0]), Some(COLORS[1]), Some(COLORS[2])]);
        let two = parse_game_seats(GameId::HomeRows, &specs(&["human", "human"])).unwrap_err();
        assert!(two.contains("Home Rows needs 3 to 4 seats"), "{two}");
        let sharp = parse_game_seats(GameId::HomeRows, &specs(&["human", "ai:expectimax", "human"])).unwrap_err();
        assert!(sharp.contains("expectimax"), "{sharp}");
        assert!(parse_seats(&specs(&["human", "ai:expectimax"])).is_ok());
    }
}
