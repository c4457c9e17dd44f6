//! The rules core's legal actions in words for the HUD's buttons: what each spends and does, and
//! the group it is shown in. Nothing here decides legality; it only names what the core lists.

use crate::games::dice_settlers::content::Symbol;
use crate::games::dice_settlers::rules::{Action, DiceSettlersState};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::words::turned_face;

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

/// The button text of `action` (the game's words) and its group.
pub(crate) fn describe_action(m: &SettlersMatch, action: Action) -> (String, Group) {
    match action {
        // In its die's row, a turn's button names only the face it turns to.
        Action::Turn { die, value, .. } => (turned_face(&m.state, die, value), Group::Turn(die)),
        _ => (m.action_words(action), group_of(action)),
    }
}

/// Where `action`'s button goes.
fn group_of(action: Action) -> Group {
    match action {
        Action::Turn { die, .. } => Group::Turn(die),
        Action::Factory { .. } | Action::Control { .. } => Group::Free,
        Action::RerollPicked
        | Action::Ready
        | Action::Skip
        | Action::EndTurn
        | Action::Decline
        | Action::RecallDone
        | Action::Finish
        | Action::KeepNone => Group::Done,
        _ => Group::Main,
    }
}

/// The symbol of rolled die `die` of the current seat, in words ("die 2 (white Explore)").
pub(crate) fn die_words(m: &SettlersMatch, die: u8) -> String {
    crate::games::dice_settlers::words::die_words(&m.state, die)
}

/// A starting tile of the draft hand as its button names it: its number, terrain and star
/// values, and what starting on it takes ("12 forest ★4/2, takes a green die").
pub(crate) fn hand_tile_words(state: &DiceSettlersState, no: u8) -> String {
    let c = state.content();
    let t = c.tile(no);
    let terrain = crate::games::dice_settlers::words::terrain_word(t.terrain);
    let tile = crate::t!("ds-bar-hand-tile", no = no, terrain = terrain, high = t.high, low = t.low);
    match crate::games::dice_settlers::words::bonus_words(c, t.bonus, no) {
        bonus if bonus.is_empty() => tile,
        bonus => crate::t!("ds-bar-hand-tile-gives", tile = tile, bonus = bonus),
    }
}

/// The symbols of a kind the current seat can spend now (dice, cards, tiles), for the prompt.
pub(crate) fn symbols_now(m: &SettlersMatch) -> Vec<(Symbol, u8)> {
    let counts = m.state.symbol_counts(m.state.current());
    Symbol::ALL.iter().map(|&s| (s, counts[s.index()])).filter(|(_, n)| *n > 0).collect()
}

/// The symbol rolled die `die` of the seat to act shows once turned to `value`.
pub(crate) fn turned_symbol(m: &SettlersMatch, die: u8, value: u8) -> Option<Symbol> {
    let s = &m.state;
    s.seat(s.current()).rolled.get(usize::from(die)).map(|d| s.content().face(d.color, value))
}

/// What a free action gives up, when it gives anything up: the rules core plays it on a copy of
/// the match, and the HUD asks first when the turn would end or the seat's points (scored as they
/// stand) would fall.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Forfeit {
    pub(crate) ends_turn: bool,
    /// Points before and after, when they fall.
    pub(crate) points: Option<(u16, u16)>,
}

/// [`Forfeit`] of `action` for the seat to act, if it is a free action that gives something up.
pub(crate) fn forfeit_of(m: &SettlersMatch, action: Action) -> Option<Forfeit> {
    forfeit(&m.state, action)
}

fn forfeit(state: &DiceSettlersState, action: Action) -> Option<Forfeit> {
    if group_of(action) != Group::Free {
        return None;
    }
    let seat = state.current();
    let mut after = state.clone();
    after.apply(action).ok()?;
    let ends_turn = after.current() != seat || after.phase() != state.phase();
    let (before, now) = (state.totals()[seat], after.totals()[seat]);
    let points = (now < before).then_some((before, now));
    (ends_turn || points.is_some()).then_some(Forfeit { ends_turn, points })
}

/// The question a [`Forfeit`] asks, in words: "Factory on tile 12 ends your turn. …".
pub(crate) fn forfeit_words(m: &SettlersMatch, action: Action, forfeit: Forfeit) -> String {
    let what = m.action_words(action);
    let mut words = vec![];
    if forfeit.ends_turn {
        words.push(crate::t!("ds-confirm-ends-turn", action = what.as_str()));
    }
    if let Some((before, after)) = forfeit.points {
        words.push(crate::t!("ds-confirm-points", action = what.as_str(), before = before, after = after));
    }
    words.join(" ")
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::MAX_CHANCE_DICE;
    use crate::engine::dice::{draw_into, seeded};
    use crate::games::dice_settlers::rules::{Phase, Setup};

    /// A 2-seat game played through its draft (the first drafter's picks, seeded chance): the
    /// first roll phase's first decision.
    pub(crate) fn after_the_draft() -> DiceSettlersState {
        let mut s = DiceSettlersState::new(Setup { players: 2, starter: 0 }, 1).unwrap();
        let mut rng = seeded(1);
        loop {
            while let Some(ch) = s.chance() {
                let mut v = [0u8; MAX_CHANCE_DICE];
                draw_into(&mut rng, ch.sides(), &mut v[..ch.count()]);
                s.apply_chance(&v[..ch.count()]).unwrap();
            }
            if s.phase() != Phase::Draft {
                return s;
            }
            s.apply(s.legal_actions()[0]).unwrap();
        }
    }

    /// [`after_the_draft`], edited (as a save would be) into seat 0's action turn with the tents
    /// of the first tile at 4 : 1, its main action `acted` or not.
    fn may_build_a_house(acted: bool) -> DiceSettlersState {
        let s = after_the_draft();
        let mut v = serde_json::to_value(&s).unwrap();
        v["phase"] = serde_json::json!("Act");
        v["step"] = serde_json::json!("Open");
        v["draw"] = serde_json::Value::Null;
        (v["current"], v["done"], v["pass"], v["acted"]) = (0.into(), 0.into(), 2.into(), acted.into());
        for seat in 0..2 {
            v["seats"][seat]["rolled"] = serde_json::json!([]);
        }
        v["map"][0]["tents"] = serde_json::json!([4, 1, 0, 0]);
        serde_json::from_value(v).unwrap()
    }

    /// Each choice says what it is based on: a starting tile what it gives, a recruit colour its
    /// six faces, a technology what researching it spends.
    #[test]
    fn choices_name_what_they_give_and_spend() {
        crate::i18n::speaking(crate::i18n::Language::English, choices_in_english);
    }

    fn choices_in_english() {
        use crate::games::dice_settlers::content::DieColor;
        use crate::games::dice_settlers::words::{bonus_words, symbol_title};
        let s = DiceSettlersState::new(Setup { players: 2, starter: 0 }, 1).unwrap();
        let c = s.content();
        let mut with_bonus = 0;
        for no in 1..=c.box_def.starting_tiles {
            let bonus = bonus_words(c, c.tile(no).bonus, no);
            with_bonus += usize::from(!bonus.is_empty());
            assert!(hand_tile_words(&s, no).contains(&bonus), "tile {no}: {}", hand_tile_words(&s, no));
        }
        assert!(with_bonus > 0, "some starting tiles give something");
        let m = |a: Action| {
            use crate::engine::Words;
            crate::games::dice_settlers::DiceSettlers::action_words(&s, a, &|seat: usize| seat.to_string())
        };
        for colour in DieColor::ALL {
            let words = m(Action::TakeDie { color: colour });
            for value in 1..=6 {
                let face = symbol_title(c.face(colour, value));
                assert!(words.contains(&face), "{colour:?}: {words} lacks {face}");
            }
        }
        for (card, tech) in c.techs.iter().enumerate() {
            let words = m(Action::Research { card: card as u8 });
            assert!(words.contains(&crate::t!("ds-tech-research", n = tech.research)), "{words}");
            for &r in &tech.resources {
                assert!(words.contains(&crate::games::dice_settlers::words::resource_word(r)), "{words}");
            }
        }
    }

    #[test]
    fn a_free_action_asks_first_only_when_it_ends_the_turn_or_costs_points() {
        for acted in [false, true] {
            let s = may_build_a_house(acted);
            let control = *s.legal_actions().iter().find(|a| matches!(a, Action::Control { .. })).expect("control");
            let asked = forfeit(&s, control);
            // Building the house scores more, never less; after the main action it is the
            // turn's last move (no free action is left), so it asks first.
            assert_eq!(asked, acted.then_some(Forfeit { ends_turn: true, points: None }), "acted {acted}");
            if !acted {
                // A main action is never asked about.
                let skip = Action::Skip;
                assert!(s.legal_actions().contains(&skip) && forfeit(&s, skip).is_none());
            }
        }
    }
}
