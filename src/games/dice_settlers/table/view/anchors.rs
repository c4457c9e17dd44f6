//! Where each of Dice Settlers' actions is on the table, for a lesson's callout: the map spot a
//! starting or explored tile goes to, the tile a tent goes to or leaves, the pool die a turn, a
//! pick, a keep or a re-roll is about until that die is clicked; the action bar for the rest
//! (the very button, `crate::table::view::hud::bar_buttons`).

use crate::games::dice_settlers::rules::Action;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::lesson::Anchor;

/// Where `action` of the seat in turn is; `clicked` is the pool die clicked, whose uses the bar
/// then lists (so an action about it is the bar's button).
pub(crate) fn anchor(m: &SettlersMatch, action: Action, clicked: Option<u8>) -> Anchor {
    let state = &m.state;
    let tile = |no: u8| state.tile_index(no).map(|i| super::map_point(state, state.map()[i].at));
    let point = match action {
        Action::StartTile { at, .. } | Action::PlaceTile { at } => Some(super::map_point(state, at)),
        Action::TentToTile { tile: no } | Action::Recall { tile: no } => tile(no),
        Action::Turn { die, .. } | Action::ResourceReroll { die, .. } | Action::Pick { die } | Action::Keep { die }
            if clicked != Some(die) =>
        {
            super::pool::pool_die_point(m, die)
        }
        _ => None,
    };
    point.map_or(Anchor::Bar, Anchor::Table)
}
