//! What a Dice Settlers action spends and gains, read from the rules core for its outcome
//! (`outcome.rs`): the action applied to a copy, and the acting seat's dice, tiles, cards,
//! resources and points before and after it.

use super::actions::die_words;
use super::{bonus_words, die_colour_word, resource_word, tech_name, tile_words};
use crate::games::dice_settlers::content::{Bonus, Resource};
use crate::games::dice_settlers::rules::{Action, Adjustment, DiceSettlersState, Die, Event, Offer, Payer};
use crate::t;

/// An action applied to a copy of the state: before and after, its events, and the seat that
/// decided it.
pub(super) struct Applied<'a> {
    pub(super) before: &'a DiceSettlersState,
    pub(super) after: DiceSettlersState,
    pub(super) events: Vec<Event>,
    pub(super) seat: usize,
}

impl Applied<'_> {
    /// Whether the action ended the acting seat's turn.
    pub(super) fn turn_ends(&self) -> bool {
        self.events.iter().any(|e| matches!(*e, Event::TurnEnded { seat } if usize::from(seat) == self.seat))
    }

    /// How many dice a navigator's re-roll set rolling, when it did.
    pub(super) fn rerolled(&self) -> Option<u8> {
        self.events.iter().find_map(|e| match *e {
            Event::Adjusted { how: Adjustment::Rerolled { count }, .. } => Some(count),
            _ => None,
        })
    }

    /// An adjustment's words after what pays for it: the payer the rules core takes when none is
    /// named (the first it lists), a die or a card.
    pub(super) fn paid_by(&self, action: Action, then: String) -> Option<String> {
        let named = match action {
            Action::Turn { payer, .. }
            | Action::NavigatorReroll { payer }
            | Action::ResourceReroll { payer, .. }
            | Action::ResourceDraw { payer } => payer,
            _ => None,
        };
        let payer = named.or_else(|| self.before.payers(self.seat, action).first().copied())?;
        let spent = match payer {
            Payer::Die(d) => t!("ds-out-spent-die", die = die_words(self.before, d)),
            Payer::Card(i) => {
                t!("ds-out-spent-card", tech = tech_name(self.before.content().techs.get(usize::from(i))?))
            }
        };
        Some(t!("ds-out-spends", spent = spent, then = then))
    }

    /// A placed tile (a starting tile or an explored one) with the seat's tent, and its bonus
    /// where the seat got it (a die only while the supply had one).
    pub(super) fn tile_placed(&self, no: u8, bonus: Bonus) -> String {
        let c = self.before.content();
        let used = |s: &DiceSettlersState| s.seat(self.seat).used.iter().map(|&n| u32::from(n)).sum::<u32>();
        let given = bonus != Bonus::Die || used(&self.after) > used(self.before);
        match bonus_words(c, bonus, no) {
            words if words.is_empty() || !given => t!("ds-out-tile", tile = tile_words(c, no)),
            words => t!("ds-out-tile-bonus", tile = tile_words(c, no), bonus = words),
        }
    }

    /// What the seat spent, in words: the dice that left its roll (by their numbers before), the
    /// tiles and cards whose symbols it used, and the resources it paid.
    pub(super) fn spent(&self) -> String {
        let (c, was, is) = (self.before.content(), self.before.seat(self.seat), self.after.seat(self.seat));
        let die = |i: usize| t!("ds-out-spent-die", die = t!("ds-die", n = i + 1));
        let mut words: Vec<String> = gone(&was.rolled, &is.rolled).into_iter().map(die).collect();
        let tiles = is.tile_marks & !was.tile_marks;
        let tile = |no: u8| t!("ds-out-spent-tile", tile = tile_words(c, no));
        words.extend((0..64u8).filter(|no| tiles & (1 << no) != 0).map(tile));
        let cards = is.card_marks & !was.card_marks;
        let card = |i: usize| t!("ds-out-spent-card", tech = tech_name(&c.techs[i]));
        words.extend((0..c.techs.len()).filter(|i| cards & (1 << i) != 0).map(card));
        words.extend(amounts(was.resources, is.resources));
        listed(&words)
    }

    /// What the seat gained, in words: resources and score tokens' points ("nothing" for none).
    pub(super) fn gained(&self) -> String {
        let (was, is) = (self.before.seat(self.seat), self.after.seat(self.seat));
        let mut words = amounts(is.resources, was.resources);
        if is.tokens > was.tokens {
            words.push(t!("ds-points", n = is.tokens - was.tokens));
        }
        if words.is_empty() { t!("ds-out-nothing") } else { listed(&words) }
    }

    /// A trade's offer: what it paid (resources, or the die that left the game, from where the
    /// rules core took it) and the points it brought.
    pub(super) fn sold(&self, offer: Offer) -> Option<String> {
        let points = self.events.iter().find_map(|e| match *e {
            Event::Sold { points, .. } => Some(t!("ds-points", n = points)),
            _ => None,
        })?;
        let Offer::RemoveDie(colour, _) = offer else {
            let paid = listed(&amounts(self.before.seat(self.seat).resources, self.after.seat(self.seat).resources));
            return Some(t!("ds-out-sell", paid = paid, points = points));
        };
        let (was, is, i) = (self.before.seat(self.seat), self.after.seat(self.seat), colour.index());
        let name = die_colour_word(colour);
        Some(if is.used[i] < was.used[i] {
            t!("ds-out-sell-used", colour = name, points = points)
        } else if is.bag[i] < was.bag[i] {
            t!("ds-out-sell-bag", colour = name, points = points)
        } else {
            let die = *gone(&was.rolled, &is.rolled).first()?;
            t!("ds-out-sell-roll", die = die_words(self.before, die as u8), points = points)
        })
    }
}

/// The places in `was` of the dice missing from `is` (what remains keeps its order; of alike
/// dice the first ones went, as the rules core spends them).
fn gone(was: &[Die], is: &[Die]) -> Vec<usize> {
    let (mut left, mut out) = (is.len(), Vec::new());
    for i in (0..was.len()).rev() {
        if left > 0 && is[left - 1] == was[i] {
            left -= 1;
        } else {
            out.push(i);
        }
    }
    out.reverse();
    out
}

/// The resources `more` holds beyond `less`, each as "2 iron".
fn amounts(more: [u8; 4], less: [u8; 4]) -> Vec<String> {
    Resource::ALL
        .iter()
        .filter(|r| more[r.index()] > less[r.index()])
        .map(|&r| format!("{} {}", more[r.index()] - less[r.index()], resource_word(r)))
        .collect()
}

/// Items listed as the language lists them ("die 1, die 3 and tile 7").
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!("names-and", first = rest.join(&t!("ds-faces-sep")), second = last.as_str()),
    }
}
