//! The rules core's legal actions in words for the HUD's buttons: what each spends and does, and
//! the group it is shown in. Nothing here decides legality; it only names what the core lists.

use crate::games::dice_settlers::content::{Effect, Factory, Symbol};
use crate::games::dice_settlers::rules::{Act, Action, recruited_for};
use crate::games::dice_settlers::table::words::{
    die_colour_word, offer_words, resource_word, tech_name, terrain_word, tile_words,
};
use crate::games::dice_settlers::table::{SettlersMatch, act_title, bonus_words, symbol_title};
use crate::t;

/// Where a button goes in the action panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Group {
    /// The step's own choices and main actions.
    Main,
    /// Turning a die with a navigator (one row per die).
    Turn(u8),
    /// Free actions (factory, control).
    Free,
    /// Ending a step or the turn.
    Done,
}

/// The symbol of rolled die `die` of the current seat, in words ("die 2 (white Explore)").
pub(crate) fn die_words(m: &SettlersMatch, die: u8) -> String {
    let seat = m.state.seat(m.state.current());
    match seat.rolled.get(die as usize) {
        Some(d) => t!(
            "ds-die-showing",
            n = die + 1,
            colour = die_colour_word(d.color),
            symbol = symbol_title(m.state.content().face(d.color, d.value))
        ),
        None => t!("ds-die", n = die + 1),
    }
}

/// The button text of `action` and its group.
pub(crate) fn describe_action(m: &SettlersMatch, action: Action) -> (String, Group) {
    let c = m.state.content();
    let seat = m.state.current();
    let tile = |no: u8| tile_words(c, no);
    let main = |act: Act, s: u8, what: String| {
        (t!("ds-act-button", act = act_title(act), what = what, symbols = t!("ds-symbols", n = s)), Group::Main)
    };
    let done = |text: String| (text, Group::Done);
    let plain = |text: String| (text, Group::Main);
    match action {
        Action::StartTile { index, at } => {
            let no = m.state.hand().get(index as usize).copied().unwrap_or(0);
            plain(t!("ds-act-start-tile", tile = tile(no), q = at.q, r = at.r))
        }
        Action::Turn { die, value } => {
            let d = m.state.seat(seat).rolled.get(die as usize).copied();
            let symbol = d.map_or("?".into(), |d| symbol_title(c.face(d.color, value)));
            (symbol, Group::Turn(die))
        }
        Action::NavigatorReroll => plain(t!("ds-act-navigator-reroll")),
        Action::ResourceReroll { die } => plain(t!("ds-act-resource-reroll", die = die_words(m, die))),
        Action::ResourceDraw => plain(t!("ds-act-resource-draw")),
        Action::Pick { die } => plain(t!("ds-act-pick", die = die_words(m, die))),
        Action::RerollPicked => done(t!("ds-act-roll-picked")),
        Action::Ready => done(t!("ds-act-ready")),
        Action::Recruit { symbols } => {
            let dice = recruited_for(symbols).unwrap_or(0);
            main(Act::Recruit, symbols, t!("ds-new-dice", n = dice))
        }
        Action::Explore { symbols } => main(Act::Explore, symbols, t!("ds-draw-tiles", n = symbols)),
        Action::Deploy { symbols } => main(Act::Deploy, symbols, t!("ds-tent-moves", n = symbols)),
        Action::Raid { tile: no, symbols } => main(Act::Raid, symbols, t!("ds-on-tile", tile = tile(no))),
        Action::Harvest => plain(t!("ds-act-harvest-button")),
        Action::Trade { symbols } => main(Act::Trade, symbols, t!("ds-trades", n = symbols)),
        Action::Research { card } => {
            let tech = &c.techs[card as usize];
            let effect = match tech.effect {
                Effect::Nothing => String::new(),
                Effect::Symbol(s) => t!("ds-effect-symbol", symbol = symbol_title(s)),
                Effect::Track => t!("ds-effect-track"),
                Effect::PerHouse(n) => t!("ds-effect-per-house", n = n),
                Effect::PerTerrain(terrain, n) => t!("ds-effect-per-terrain", n = n, terrain = terrain_word(terrain)),
            };
            let points = t!("ds-points", n = tech.points);
            plain(t!("ds-act-research", tech = tech_name(tech), points = points, effect = effect))
        }
        Action::Skip => done(t!("ds-act-skip")),
        Action::Factory { tile: no } => {
            let made = match c.tile(no).factory {
                Some(Factory::Resource(r)) => t!("ds-factory-makes", resource = resource_word(r)),
                Some(Factory::Points(p)) => t!("ds-points", n = p),
                None => "?".into(),
            };
            (t!("ds-act-factory", tile = tile(no), made = made), Group::Free)
        }
        Action::Control { tile: no } => (t!("ds-act-control", tile = tile(no)), Group::Free),
        Action::EndTurn => done(t!("ds-act-end-turn")),
        Action::TakeDie { color } => plain(t!("ds-act-take-die", colour = die_colour_word(color))),
        Action::ChooseTile { index } => {
            let no = m.state.drawn().get(index as usize).copied().unwrap_or(0);
            let t = c.tile(no);
            match bonus_words(c, t.bonus, no) {
                b if b.is_empty() => plain(t!("ds-act-keep-tile", tile = tile(no), high = t.high, low = t.low)),
                b => plain(t!("ds-act-keep-tile-bonus", tile = tile(no), high = t.high, low = t.low, bonus = b)),
            }
        }
        Action::PlaceTile { at } => plain(t!("ds-act-place-tile", q = at.q, r = at.r)),
        Action::Follow => plain(t!("ds-act-follow")),
        Action::Decline => done(t!("ds-act-decline")),
        Action::TentToBoard => plain(t!("ds-act-tent-to-board")),
        Action::TentToTile { tile: no } => plain(t!("ds-act-tent-to-tile", tile = tile(no))),
        Action::RecallTents => plain(t!("ds-act-recall-tents")),
        Action::Recall { tile: no } => plain(t!("ds-act-recall", tile = tile(no))),
        Action::RecallDone => done(t!("ds-act-recall-done")),
        Action::Hit { victim } => plain(t!("ds-act-hit", name = m.seat_name(victim as usize))),
        Action::Sell(offer) => plain(t!("ds-act-sell", offer = offer_words(offer))),
        Action::Finish => done(t!("ds-act-finish")),
        Action::Keep { die } => plain(t!("ds-act-keep", die = die_words(m, die))),
        Action::KeepNone => done(t!("ds-act-keep-none")),
    }
}

/// The symbols of a kind the current seat can spend now (dice, cards, tiles), for the prompt.
pub(crate) fn symbols_now(m: &SettlersMatch) -> Vec<(Symbol, u8)> {
    let counts = m.state.symbol_counts(m.state.current());
    Symbol::ALL.iter().map(|&s| (s, counts[s.index()])).filter(|(_, n)| *n > 0).collect()
}
