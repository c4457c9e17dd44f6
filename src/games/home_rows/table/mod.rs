//! Home Rows at the table, the part that runs without a window: the match (seats and their home
//! colours, the rules core, AI seats, the log) and what it does in the one turn flow ([`steps`]).

mod saved;
pub mod steps;
pub mod testing;
pub mod view;

use bevy::prelude::*;

use crate::engine::dice::fresh_seed;
use crate::games::home_rows::HomeRows;
use crate::games::home_rows::rules::{Action, COLORS, Color as HomeColor};
use crate::table::palette::SeatMark;
use crate::table::session::{MatchConfig, SeatAction, TableDie, check_levels};
use crate::table::table_match::TableMatch;

pub use crate::games::home_rows::words::color_title;

/// The seats' colours: a seat's colour is its home row's (red, yellow, green, blue), the colours
/// of the dice looks of the same names, marked by the same shapes as those dice's pips.
pub const HOME_RGB: [[u8; 3]; 4] = [[200, 40, 34], [244, 192, 40], [30, 140, 110], [44, 96, 200]];
/// The marks of the home colours, in `HOME_RGB`'s order (the dice looks' `pip` shapes).
pub const HOME_MARKS: [SeatMark; 4] = [SeatMark::Circle, SeatMark::Triangle, SeatMark::Square, SeatMark::Diamond];

/// Home Rows' green before the colour-vision palette: settings and saves written then still load.
const HOME_GREEN_BEFORE: [u8; 3] = [40, 150, 72];

/// The home colour a seat colour stands for.
pub fn home_color(rgb: [u8; 3]) -> Option<HomeColor> {
    let rgb = if rgb == HOME_GREEN_BEFORE { HOME_RGB[2] } else { rgb };
    HOME_RGB.iter().position(|&c| c == rgb).map(|i| COLORS[i])
}

/// A Home Rows seat's decision.
pub type HomeAction = SeatAction<Action>;

/// A step of the Home Rows match, told forward with its events (the views follow these).
pub type HomeStep = crate::table::turn_flow::TableStep<HomeRows>;

/// What Home Rows keeps at the table beside the common fields: nothing (its rolled die is the
/// match's dice on the felt: [`HomeRowsMatch::rolled`]).
pub struct HomeTable;

/// The Home Rows match in play.
pub type HomeRowsMatch = TableMatch<HomeTable>;

impl HomeRowsMatch {
    /// A new match; every seat's colour must be one of the four home colours, all different.
    pub fn new(config: MatchConfig) -> Result<Self, String> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let mut colors = Vec::new();
        for seat in &config.seats {
            let color = home_color(seat.color)
                .ok_or_else(|| format!("{}'s colour is not one of the home rows' colours", seat.name))?;
            if colors.contains(&color) {
                return Err(format!("two seats have the {} home row", color.name()));
            }
            colors.push(color);
        }
        let state = crate::games::home_rows::table_start(config.starter, colors).map_err(|e| e.to_string())?;
        check_levels::<HomeRows>(&config)?;
        Ok(HomeRowsMatch::from_parts(config, seed, state, HomeTable))
    }

    /// The rolled die on the felt, until the next roll (placed, traded or not yet).
    pub fn rolled(&self) -> Option<TableDie> {
        self.dice.first().copied()
    }

    /// Seats ranked by total, lowest (best) first, ties by seat; during play, by the totals as
    /// they stand (the rules core's [`standing`](crate::games::home_rows::rules::HomeRowsState::standing)).
    pub fn ranking(&self) -> Vec<usize> {
        let mut seats: Vec<usize> = (0..self.config.seats.len()).collect();
        seats.sort_by_key(|&s| self.running_total(s));
        seats
    }

    /// A seat's total as it stands, the home row's dice of the round in play counted (the rules
    /// core says: [`standing`](crate::games::home_rows::rules::HomeRowsState::standing)).
    pub fn running_total(&self, seat: usize) -> i32 {
        self.state.standing(seat)
    }
}

/// Home Rows' part of the headless core: its messages, the flow, AI seats.
pub fn plugin(app: &mut App) {
    crate::table::turn_flow::plugin::<HomeTable>(app);
    crate::table::table_game::match_plugin::<HomeRowsMatch>(app);
}

/// What the shared table needs of this game (the registry lists it).
pub const HOOKS: crate::table::table_game::TableHooks = crate::table::table_game::TableHooks {
    guide_pictures: view::guide_pictures::picture,
    board: view::grid::board_area,
    shots: &["hr-closeup.png", "hr-placing.png", "hr-round-end.png", "hr-results.png"],
    seat_colors: &HOME_RGB,
    seat_marks: &HOME_MARKS,
    seat_color_of: |rgb| home_color(rgb).map(|c| c.index()),
    seat_color_words: |i| crate::t!("setup-home-row", colour = color_title(COLORS[i % COLORS.len()])),
    ..crate::table::table_game::TableHooks::of::<HomeRowsMatch>(
        plugin,
        view::plugin,
        view::input_plugin,
        view::hud_plugin,
        crate::language_files!("assets/games/home-rows/guides", ".md"),
    )
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::table::session::parse_game_seats;

    #[test]
    fn seats_follow_the_game() {
        let specs = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let hr = parse_game_seats(GameId::HOME_ROWS, &specs(&["human", "ai:expert", "ai:random"])).unwrap();
        let homes: Vec<_> = hr.iter().map(|s| home_color(s.color)).collect();
        assert_eq!(homes, vec![Some(COLORS[0]), Some(COLORS[1]), Some(COLORS[2])]);
        assert_eq!(home_color(HOME_GREEN_BEFORE), Some(COLORS[2]), "the green of older saves");
        let two = parse_game_seats(GameId::HOME_ROWS, &specs(&["human", "human"])).unwrap_err();
        assert!(two.contains("Home Rows needs 3 to 4 seats"), "{two}");
        let sharp = parse_game_seats(GameId::HOME_ROWS, &specs(&["human", "ai:expectimax", "human"])).unwrap_err();
        assert!(sharp.contains("expectimax"), "{sharp}");
        assert!(parse_game_seats(GameId::ROYAL_CASINO, &specs(&["human", "ai:expectimax"])).is_ok());
    }

    /// The play-test's "total" that stood still while a 5 went into the home row: the HUD's total
    /// (name plate, status) and the phones' seat words count the home row's dice now.
    #[test]
    fn the_total_shown_counts_the_home_row_mid_round() {
        let specs: Vec<String> = ["human", "ai:random", "ai:random"].iter().map(|s| s.to_string()).collect();
        let seats = parse_game_seats(GameId::HOME_ROWS, &specs).unwrap();
        let mut m = HomeRowsMatch::new(MatchConfig::new(GameId::HOME_ROWS, seats, Some(7))).unwrap();
        let home = m.state.color_of(0);
        m.state.apply(Action::Roll { color: home }).unwrap();
        m.state.apply_chance(&[5]).unwrap();
        m.state.apply(Action::Place { row: home.index() as u8, col: 0, from: None }).unwrap();
        // A 5 of the row's own colour scores 4; the 5 counters taken count against it.
        assert_eq!(m.running_total(0), 4 - 5);
        assert_eq!(m.ranking()[0], 0, "the lowest total ranks first");
        let words = crate::i18n::speaking(crate::i18n::Language::English, || {
            <HomeRows as crate::engine::Words>::seat_words(&m.state, 0, &|s| format!("seat {s}"))
        });
        assert_eq!(words[0], "Total so far: -1");
    }

    #[test]
    fn the_hint_rings_the_die_to_roll_in_the_hand() {
        use crate::games::home_rows::rules::Action;
        use crate::table::testing_hud::{headless_hud_app, hint_and_its_ring};
        let mut app = headless_hud_app(GameId::HOME_ROWS, &["human", "ai:greedy", "ai:greedy"], 7, (1280, 720));
        let (action, ring, die) = hint_and_its_ring::<HomeRowsMatch>(&mut app);
        assert!(matches!(action, Action::Roll { .. }), "{action:?}");
        let (ring, die) = (ring.expect("a ring"), die.expect("the die in the hand on the screen"));
        assert!(ring.center().distance(die) < 1.0, "the ring {ring:?} round the die at {die:?}");
    }
}
