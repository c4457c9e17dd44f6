//! Who plays: the game chosen, its seats (name, colour, human or an AI level), who starts and the
//! seed, as the setup screen or `dicehall play` decides them; AI levels and seat range per game.

use bevy::prelude::*;

use crate::engine::GameId;
use crate::i18n::{self, Arg, Language};
use crate::registry::registered;

pub use super::palette::{PALETTE, SeatMark, seat_mark};

#[path = "seats_read.rs"]
mod seats_read;

/// The games the window offers, in the setup screen's order (the registry's).
pub fn window_games() -> impl Iterator<Item = GameId> {
    crate::registry::all().iter().map(|r| r.id)
}

/// The game played when none is chosen: the registry's first.
pub fn default_game() -> GameId {
    crate::registry::first().id
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
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
#[derive(Resource, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MatchConfig {
    pub game: GameId,
    pub seats: Vec<SeatConfig>,
    /// Seat of the first player.
    pub starter: usize,
    /// The game's own options, by the names its folder gives them (see
    /// `TableHooks::setup_options`); one not set takes the game's default.
    pub options: GameOptions,
    /// `None`: a fresh random seed.
    pub seed: Option<u64>,
    /// The seats a phone holds now, kept by the phones' server (never saved: a phone takes its
    /// seat again when it comes back). The TV neither shows their secrets nor acts for them.
    #[serde(skip)]
    pub held_by_phones: std::collections::BTreeSet<usize>,
}

/// Who holds a seat, and so who may act for it and see its secrets: the TV (its mouse, keys and
/// pads), a phone, or an AI. The source of a seat's action is one of these too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatHolder {
    Tv,
    Phone,
    Ai,
}

/// A game's own options on the setup form, each on or off, by name.
pub type GameOptions = std::collections::BTreeMap<String, bool>;

impl MatchConfig {
    /// A match of `game` with these seats, seat 0 starting, every option at the game's default.
    pub fn new(game: GameId, seats: Vec<SeatConfig>, seed: Option<u64>) -> Self {
        MatchConfig { game, seats, starter: 0, options: GameOptions::new(), seed, held_by_phones: Default::default() }
    }

    /// Who holds `seat` now: an AI seat is the AI's, a seat a phone holds the phone's, any other
    /// seat the TV's.
    pub fn holder(&self, seat: usize) -> SeatHolder {
        if self.seats.get(seat).is_some_and(|s| matches!(s.kind, SeatKind::Ai(_))) {
            SeatHolder::Ai
        } else if self.held_by_phones.contains(&seat) {
            SeatHolder::Phone
        } else {
            SeatHolder::Tv
        }
    }

    /// The game's option `name`, `default` when not set.
    pub fn option(&self, name: &str, default: bool) -> bool {
        self.options.get(name).copied().unwrap_or(default)
    }

    /// Set the game's option `name`.
    pub fn set_option(&mut self, name: &str, on: bool) {
        self.options.insert(name.to_string(), on);
    }

    /// The default table of `game` (its registry entry's): one person, the rest AIs of its default
    /// level.
    pub fn default_for(game: GameId) -> Self {
        let r = crate::registry::registered(game);
        let ai = format!("ai:{}", r.default_level);
        let specs: Vec<String> =
            std::iter::once("human".to_string()).chain(std::iter::repeat_n(ai, r.default_seats.max(1) - 1)).collect();
        MatchConfig::new(game, parse_game_seats(game, &specs).unwrap_or_default(), None)
    }
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig::default_for(default_game())
    }
}

/// The seats `game` takes.
pub fn seat_range(game: GameId) -> std::ops::RangeInclusive<usize> {
    registered(game).seats.clone()
}

/// `(name, label)` of `game`'s AI levels, weakest first.
pub fn levels(game: GameId) -> &'static [(&'static str, &'static str)] {
    registered(game).levels
}

/// The friendly label of an AI level in `language`; unknown names are shown as they are.
pub fn level_label_in(language: Language, name: &str) -> String {
    let label = window_games().flat_map(levels).find(|(n, _)| *n == name).map(|(_, label)| *label);
    let key = match label {
        Some("Beginner") => "level-beginner",
        Some("Casual") => "level-casual",
        Some("Sharp") => "level-sharp",
        Some("Expert") => "level-expert",
        _ => return name.to_string(),
    };
    i18n::text_in(language, key, &[])
}

/// The friendly label of an AI level in the player's language.
pub fn level_label(name: &str) -> String {
    level_label_in(i18n::language(), name)
}

/// The name a seat gets by default in `language`: "Player N" for a person, "<level> N" for an AI.
fn default_seat_name_in(language: Language, kind: &SeatKind, seat: usize) -> String {
    let n = Arg::from(seat + 1);
    match kind {
        SeatKind::Human => i18n::text_in(language, "seat-player", &[("n", n)]),
        SeatKind::Ai(level) => {
            i18n::text_in(language, "seat-ai-numbered", &[("level", level_label_in(language, level).into()), ("n", n)])
        }
    }
}

/// The name a seat gets by default: "Player N" for a person, "<level label> N" for an AI.
pub fn default_seat_name(kind: &SeatKind, seat: usize) -> String {
    default_seat_name_in(i18n::language(), kind, seat)
}

/// Whether `name` is one the game made up ("Player 2", "Seat 3", "Casual 4", in any language),
/// not one a person typed.
pub fn is_default_seat_name(name: &str) -> bool {
    let name = name.trim();
    let digits = name.len() - name.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let Ok(n) = name[name.len() - digits..].parse::<usize>() else { return false };
    let Some(seat) = n.checked_sub(1) else { return false };
    let kinds: Vec<SeatKind> = std::iter::once(SeatKind::Human)
        .chain(window_games().flat_map(levels).map(|(level, _)| SeatKind::Ai(level.to_string())))
        .collect();
    Language::ALL.iter().any(|&l| {
        i18n::text_in(l, "seat-numbered", &[("n", Arg::from(n))]) == name
            || kinds.iter().any(|k| default_seat_name_in(l, k, seat) == name)
    })
}

/// The colour seat `seat` of `game` gets by default: the game's own seat colours when it has
/// them, else the palette's.
pub fn default_color(game: GameId, seat: usize) -> [u8; 3] {
    match registered(game).table.seat_colors {
        [] => PALETTE[seat % PALETTE.len()].0,
        colors => colors[seat % colors.len()],
    }
}

/// Seats of the default game from `human` / `ai:<level>` specs.
pub fn parse_seats(specs: &[String]) -> Result<Vec<SeatConfig>, String> {
    parse_game_seats(default_game(), specs)
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
                (registered(game).check_level)(level)?;
                SeatKind::Ai(level.to_string())
            } else {
                let names = levels(game).iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ");
                return Err(format!("seat `{spec}`: use `human` or `ai:<level>` (levels: {names})"));
            };
            let name = match &kind {
                SeatKind::Human => i18n::text("seat-player", &[("n", Arg::from(humans))]),
                SeatKind::Ai(_) => default_seat_name(&kind, i),
            };
            Ok(SeatConfig { name, color: default_color(game, i), kind })
        })
        .collect()
}
