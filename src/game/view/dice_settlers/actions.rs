//! The rules core's legal actions in words for the HUD's buttons: what each spends and does, and
//! the group it is shown in. Nothing here decides legality; it only names what the core lists.

use crate::game::dice_settlers::words::offer_words;
use crate::game::dice_settlers::{SettlersMatch, act_title, bonus_words, symbol_title};
use crate::games::dice_settlers::content::{Effect, Symbol};
use crate::games::dice_settlers::rules::{Act, Action, recruited_for};

/// Where a button goes in the action panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Group {
    /// The step's own choices and main actions.
    Main,
    /// Turning a die with a navigator (one row per die).
    Turn(u8),
    /// Free actions (factory, control).
    Free,
    /// Ending a step or the turn.
    Done,
}

/// The symbol of rolled die `die` of the current seat, in words ("white 2: Explore").
pub(super) fn die_words(m: &SettlersMatch, die: u8) -> String {
    let seat = m.state.seat(m.state.current());
    match seat.rolled.get(die as usize) {
        Some(d) => {
            format!("die {} ({} {})", die + 1, d.color.name(), symbol_title(m.state.content().face(d.color, d.value)))
        }
        None => format!("die {}", die + 1),
    }
}

fn count(n: u8, one: &str, many: &str) -> String {
    if n == 1 { format!("1 {one}") } else { format!("{n} {many}") }
}

/// The button text of `action` and its group.
pub(super) fn describe_action(m: &SettlersMatch, action: Action) -> (String, Group) {
    let c = m.state.content();
    let seat = m.state.current();
    let tile = |no: u8| format!("tile {no} ({})", c.tile(no).terrain.name());
    let main = |act: Act, s: u8, what: String| {
        (format!("{}: {what} ({})", act_title(act), count(s, "symbol", "symbols")), Group::Main)
    };
    match action {
        Action::StartTile { index, at } => {
            let no = m.state.hand().get(index as usize).copied().unwrap_or(0);
            (format!("Start on {} at ({}, {})", tile(no), at.q, at.r), Group::Main)
        }
        Action::Turn { die, value } => {
            let d = m.state.seat(seat).rolled.get(die as usize).copied();
            let symbol = d.map_or("?".into(), |d| symbol_title(c.face(d.color, value)));
            (symbol, Group::Turn(die))
        }
        Action::NavigatorReroll => ("Navigator: re-roll up to three dice".into(), Group::Main),
        Action::ResourceReroll { die } => (format!("Resource die: re-roll {}", die_words(m, die)), Group::Main),
        Action::ResourceDraw => ("Resource die: draw and roll two more".into(), Group::Main),
        Action::Pick { die } => (format!("Pick {}", die_words(m, die)), Group::Main),
        Action::RerollPicked => ("Roll the picked dice".into(), Group::Done),
        Action::Ready => ("Ready: on to the actions".into(), Group::Done),
        Action::Recruit { symbols } => {
            let dice = recruited_for(symbols).unwrap_or(0);
            main(Act::Recruit, symbols, count(dice, "new die", "new dice"))
        }
        Action::Explore { symbols } => main(Act::Explore, symbols, format!("draw {}", count(symbols, "tile", "tiles"))),
        Action::Deploy { symbols } => main(Act::Deploy, symbols, count(symbols, "tent move", "tent moves")),
        Action::Raid { tile: no, symbols } => main(Act::Raid, symbols, format!("on {}", tile(no))),
        Action::Harvest => ("Harvest: resource symbols become tokens".into(), Group::Main),
        Action::Trade { symbols } => main(Act::Trade, symbols, count(symbols, "trade", "trades")),
        Action::Research { card } => {
            let t = &c.techs[card as usize];
            let effect = match t.effect {
                Effect::Nothing => String::new(),
                Effect::Symbol(s) => format!(", a {} each round", symbol_title(s)),
                Effect::Track => ", +1 die drawn".into(),
                Effect::PerHouse(n) => format!(", {n} per house at the end"),
                Effect::PerTerrain(terrain, n) => format!(", {n} per {} tile at the end", terrain.name()),
            };
            (format!("Research {} ({} points{effect})", t.name, t.points), Group::Main)
        }
        Action::Skip => ("Skip this action".into(), Group::Done),
        Action::Factory { tile: no } => {
            let made = match c.tile(no).factory {
                Some(crate::games::dice_settlers::content::Factory::Resource(r)) => format!("2 {}", r.name()),
                Some(crate::games::dice_settlers::content::Factory::Points(p)) => format!("{p} points"),
                None => "?".into(),
            };
            (format!("Factory on {}: a tent home, {made}", tile(no)), Group::Free)
        }
        Action::Control { tile: no } => (format!("Control {}: 3 tents become a house", tile(no)), Group::Free),
        Action::EndTurn => ("End the turn".into(), Group::Done),
        Action::TakeDie { color } => (format!("Take a {} die", color.name()), Group::Main),
        Action::ChooseTile { index } => {
            let no = m.state.drawn().get(index as usize).copied().unwrap_or(0);
            let t = c.tile(no);
            let bonus = bonus_words(c, t.bonus, no);
            let bonus = if bonus.is_empty() { String::new() } else { format!(", bonus {bonus}") };
            (format!("Keep {} ★{}/{}{bonus}", tile(no), t.high, t.low), Group::Main)
        }
        Action::PlaceTile { at } => (format!("Place it at ({}, {})", at.q, at.r), Group::Main),
        Action::Follow => ("Follow: a tent from your board onto the new tile".into(), Group::Main),
        Action::Decline => ("Do not follow".into(), Group::Done),
        Action::TentToBoard => ("A tent from the supply to your board".into(), Group::Main),
        Action::TentToTile { tile: no } => (format!("A tent from your board to {}", tile(no)), Group::Main),
        Action::RecallTents => ("Take tents back from the map".into(), Group::Main),
        Action::Recall { tile: no } => (format!("Take a tent back from {}", tile(no)), Group::Main),
        Action::RecallDone => ("Stop taking tents back".into(), Group::Done),
        Action::Hit { victim } => (format!("Send {}'s tent home", m.seat_name(victim as usize)), Group::Main),
        Action::Sell(offer) => (format!("Trade {}", offer_words(offer)), Group::Main),
        Action::Finish => ("Finish the action".into(), Group::Done),
        Action::Keep { die } => (format!("Keep {} for next round", die_words(m, die)), Group::Main),
        Action::KeepNone => ("Keep no die".into(), Group::Done),
    }
}

/// The symbols of a kind the current seat can spend now (dice, cards, tiles), for the prompt.
pub(super) fn symbols_now(m: &SettlersMatch) -> Vec<(Symbol, u8)> {
    let counts = m.state.symbol_counts(m.state.current());
    Symbol::ALL.iter().map(|&s| (s, counts[s.index()])).filter(|(_, n)| *n > 0).collect()
}
