//! Dice Settlers' legal actions in words, for the action buttons, the pad and any controller:
//! what each spends and does. Nothing here decides legality; it only names what the core lists.

use super::{
    act_title, bonus_words, die_colour_word, faces_words, offer_words, resource_word, symbol_title, tech_cost_words,
    tech_name, terrain_word, tile_words,
};
use crate::engine::SeatNames;
use crate::games::dice_settlers::content::{Effect, Factory};
use crate::games::dice_settlers::rules::{
    Act, Action, DIRECTIONS, DiceSettlersState, Hex, Payer, Placed, recruited_for,
};
use crate::t;

/// The symbol of rolled die `die` of the current seat, in words ("die 2 (white Explore)").
pub fn die_words(state: &DiceSettlersState, die: u8) -> String {
    let seat = state.seat(state.current());
    match seat.rolled.get(die as usize) {
        Some(d) => t!(
            "ds-die-showing",
            n = die + 1,
            colour = die_colour_word(d.color),
            symbol = symbol_title(state.content().face(d.color, d.value))
        ),
        None => t!("ds-die", n = die + 1),
    }
}

/// Where a spot of the map is, in the words a person uses: the side of a placed tile it lies on,
/// by the tile's terrain and number ("right of the forest (7)"; up is away from the players),
/// and whether the seat to act has tents or a house beside it ("…, next to your tents"); or the
/// middle of an empty map.
pub fn where_on_map(state: &DiceSettlersState, at: Hex) -> String {
    let Some((side, no)) = beside(state, at) else { return t!("ds-where-middle") };
    let terrain = t!("ds-where-terrain", terrain = state.content().tile(no).terrain.name());
    let place = t!("ds-where", side = side, no = no, terrain = terrain);
    if next_to_own(state, at) { t!("ds-where-yours", place = place) } else { place }
}

/// The placed tiles next to a spot of the map, each with the side of it the spot is on (`e`,
/// `ne`, `nw`, `w`, `sw` or `se`).
fn neighbours(state: &DiceSettlersState, at: Hex) -> impl Iterator<Item = (&'static str, &Placed)> {
    const SIDES: [&str; 6] = ["e", "ne", "nw", "w", "sw", "se"];
    DIRECTIONS.iter().zip(SIDES).filter_map(move |(&(dq, dr), side)| {
        let from = Hex::new(at.q - dq, at.r - dr);
        state.map().iter().find(|p| p.at == from).map(|p| (side, p))
    })
}

/// Whether the seat to act has a tent or house on a tile next to a spot of the map.
pub fn next_to_own(state: &DiceSettlersState, at: Hex) -> bool {
    neighbours(state, at).any(|(_, p)| p.present(state.current()))
}

/// The placed tile a spot of the map is named by (one where the seat to act has pieces, if any),
/// and the side of it the spot is on; `None` on an empty map.
pub fn beside(state: &DiceSettlersState, at: Hex) -> Option<(&'static str, u8)> {
    let own = neighbours(state, at).find(|(_, p)| p.present(state.current()));
    own.or_else(|| neighbours(state, at).next()).map(|(side, p)| (side, p.no))
}

/// The symbol rolled die `die` of the seat to act would show turned to `value`.
pub fn turned_face(state: &DiceSettlersState, die: u8, value: u8) -> String {
    let d = state.seat(state.current()).rolled.get(die as usize).copied();
    d.map_or("?".into(), |d| symbol_title(state.content().face(d.color, value)))
}

/// Who pays for roll-phase adjustment `action` of the seat to act, where that is settled: its
/// named payer, or the automatic one where every payer the rules core lists pays alike (one
/// card, or dice of one colour); `None` where the player chooses (the bar asks) or none can pay.
fn settled_payer(state: &DiceSettlersState, action: Action, named: Option<Payer>) -> Option<Payer> {
    if named.is_some() {
        return named;
    }
    let payers = state.payers(state.current(), action);
    let rolled = &state.seat(state.current()).rolled;
    let colour = |p: &Payer| match *p {
        Payer::Die(d) => rolled.get(usize::from(d)).map(|die| die.color),
        Payer::Card(_) => None,
    };
    let first = *payers.first()?;
    let alike = payers.len() == 1 || (colour(&first).is_some() && payers.iter().all(|p| colour(p) == colour(&first)));
    alike.then_some(first)
}

/// An adjustment's words with who pays for it, where that is settled ("…, paid with die 3
/// (green Wood)").
pub(super) fn paid(state: &DiceSettlersState, action: Action, named: Option<Payer>, words: String) -> String {
    let payer = match settled_payer(state, action, named) {
        Some(Payer::Die(d)) => die_words(state, d),
        Some(Payer::Card(i)) => state.content().techs.get(usize::from(i)).map_or_else(String::new, tech_name),
        None => return words,
    };
    t!("ds-act-paid-with", action = words, payer = payer)
}

/// What a technology does besides its points, as a phrase that follows them (", +1 die drawn");
/// empty for nothing.
pub(super) fn effect_words(effect: Effect) -> String {
    match effect {
        Effect::Nothing => String::new(),
        Effect::Symbol(s) => t!("ds-effect-symbol", symbol = symbol_title(s)),
        Effect::Track => t!("ds-effect-track"),
        Effect::PerHouse(n) => t!("ds-effect-per-house", n = n),
        Effect::PerTerrain(terrain, n) => t!("ds-effect-per-terrain", n = n, terrain = terrain_word(terrain)),
    }
}

/// The button text of `action` of the seat to act.
// Long by its table: one arm per action, each its words.
pub(super) fn action_words(state: &DiceSettlersState, action: Action, seats: SeatNames) -> String {
    let c = state.content();
    let tile = |no: u8| tile_words(c, no);
    let main = |act: Act, s: u8, what: String| {
        t!("ds-act-button", act = act_title(act), what = what, symbols = t!("ds-symbols", n = s))
    };
    match action {
        Action::StartTile { index, at } => {
            let no = state.hand().get(index as usize).copied().unwrap_or(0);
            t!("ds-act-start-tile", tile = tile(no), place = where_on_map(state, at))
        }
        Action::Turn { die, value, .. } => {
            t!("ds-act-turn", die = die_words(state, die), symbol = turned_face(state, die, value))
        }
        Action::NavigatorReroll { payer } => paid(state, action, payer, t!("ds-act-navigator-reroll")),
        Action::ResourceReroll { die, payer } => {
            paid(state, action, payer, t!("ds-act-resource-reroll", die = die_words(state, die)))
        }
        Action::ResourceDraw { payer } => paid(state, action, payer, t!("ds-act-resource-draw")),
        Action::Pick { die } => t!("ds-act-pick", die = die_words(state, die)),
        Action::RerollPicked => t!("ds-act-roll-picked"),
        Action::Ready => t!("ds-act-ready"),
        Action::TakeBack => {
            let face = state.take_back_face();
            let symbol = face.map_or_else(|| "?".to_string(), |d| symbol_title(c.face(d.color, d.value)));
            let colour = face.map_or_else(String::new, |d| die_colour_word(d.color));
            t!("ds-act-take-back", colour = colour, symbol = symbol)
        }
        Action::Recruit { symbols } => {
            let dice = recruited_for(symbols).unwrap_or(0);
            main(Act::Recruit, symbols, t!("ds-new-dice", n = dice))
        }
        Action::Explore { symbols } => main(Act::Explore, symbols, t!("ds-draw-tiles", n = symbols)),
        Action::Deploy { symbols } => main(Act::Deploy, symbols, t!("ds-tent-moves", n = symbols)),
        Action::Raid { tile: no, symbols } => main(Act::Raid, symbols, t!("ds-on-tile", tile = tile(no))),
        Action::Harvest => t!("ds-act-harvest-button"),
        Action::Trade { symbols } => main(Act::Trade, symbols, t!("ds-trades", n = symbols)),
        Action::Research { card } => {
            let tech = &c.techs[card as usize];
            let points = t!("ds-points", n = tech.points);
            let what =
                t!("ds-act-research", tech = tech_name(tech), points = points, effect = effect_words(tech.effect));
            t!("ds-act-spends", action = what, cost = tech_cost_words(tech))
        }
        Action::Skip => t!("ds-act-skip"),
        Action::Factory { tile: no } => {
            let made = match c.tile(no).factory {
                Some(Factory::Resource(r)) => t!("ds-factory-makes", resource = resource_word(r)),
                Some(Factory::Points(p)) => t!("ds-points", n = p),
                None => "?".into(),
            };
            t!("ds-act-factory", tile = tile(no), made = made)
        }
        Action::Control { tile: no } => t!("ds-act-control", tile = tile(no)),
        Action::EndTurn => t!("ds-act-end-turn"),
        Action::TakeDie { color } => {
            t!(
                "ds-act-faces",
                action = t!("ds-act-take-die", colour = die_colour_word(color)),
                faces = faces_words(c, color)
            )
        }
        Action::ChooseTile { index } => {
            let no = state.drawn().get(index as usize).copied().unwrap_or(0);
            let t = c.tile(no);
            match bonus_words(c, t.bonus, no) {
                b if b.is_empty() => t!("ds-act-keep-tile", tile = tile(no), high = t.high, low = t.low),
                b => t!("ds-act-keep-tile-bonus", tile = tile(no), high = t.high, low = t.low, bonus = b),
            }
        }
        Action::PlaceTile { at } => t!("ds-act-place-tile", place = where_on_map(state, at)),
        Action::Follow if super::explorer_follows(state) => t!("ds-act-follow-own"),
        Action::Decline if super::explorer_follows(state) => t!("ds-act-decline-own"),
        Action::Follow => t!("ds-act-follow"),
        Action::Decline => t!("ds-act-decline"),
        Action::TentToBoard => t!("ds-act-tent-to-board"),
        Action::TentToTile { tile: no } => t!("ds-act-tent-to-tile", tile = tile(no)),
        Action::RecallTents => t!("ds-act-recall-tents"),
        Action::Recall { tile: no } => t!("ds-act-recall", tile = tile(no)),
        Action::RecallDone => t!("ds-act-recall-done"),
        Action::Hit { victim } => t!("ds-act-hit", name = seats(victim as usize)),
        Action::Sell(offer) => t!("ds-act-sell", offer = offer_words(offer)),
        Action::Finish => t!("ds-act-finish"),
        Action::Keep { die } => t!("ds-act-keep", die = die_words(state, die)),
        Action::KeepNone => t!("ds-act-keep-none"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MAX_CHANCE_DICE;
    use crate::engine::dice::{draw_into, seeded};
    use crate::games::dice_settlers::rules::{Phase, Setup};
    use crate::i18n::{Language, speaking};

    /// Every spot beside the map, through a whole 3-seat draft and after it, in words: beside a
    /// neighbour named by its terrain and number, and "next to your tents" exactly where the seat
    /// to act has a piece on a tile beside it.
    #[test]
    fn a_spot_is_named_by_a_neighbours_terrain_and_by_the_seats_own_tents() {
        speaking(Language::English, || {
            let mut s = DiceSettlersState::new(Setup { players: 3, starter: 0 }, 5).unwrap();
            let mut rng = seeded(5);
            let (mut yours, mut others) = (0, 0);
            loop {
                while let Some(ch) = s.chance() {
                    let mut v = [0u8; MAX_CHANCE_DICE];
                    draw_into(&mut rng, ch.sides(), &mut v[..ch.count()]);
                    s.apply_chance(&v[..ch.count()]).unwrap();
                }
                let empty: Vec<Hex> = s
                    .map()
                    .iter()
                    .flat_map(|p| p.at.neighbours())
                    .filter(|h| s.map().iter().all(|p| p.at != *h))
                    .collect();
                if s.map().is_empty() {
                    assert_eq!(where_on_map(&s, Hex::new(0, 0)), t!("ds-where-middle"));
                }
                for at in empty {
                    let words = where_on_map(&s, at);
                    let (_, no) = beside(&s, at).expect("a spot beside the map");
                    let terrain = s.content().tile(no).terrain.name();
                    assert!(words.contains(&format!("the {terrain} ({no})")), "{words}");
                    let own = s.map().iter().any(|p| p.at.neighbours().contains(&at) && p.present(s.current()));
                    assert_eq!(words.ends_with(", next to your tents"), own, "{words}");
                    if own { yours += 1 } else { others += 1 }
                }
                if s.phase() != Phase::Draft {
                    break;
                }
                s.apply(s.legal_actions()[0]).unwrap();
            }
            assert!(yours > 0 && others > 0, "both kinds of spot were named ({yours}, {others})");
        });
    }
}
