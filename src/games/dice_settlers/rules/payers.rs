//! Who may pay for a roll-phase adjustment and where trade's removed die may come from: the one
//! place these choices are decided. `check` (legal.rs) validates a named payer or source here, the
//! automatic choice is the first that passes, and the queries `payers` and `remove_sources` list
//! every one that passes (for a HUD that lets the player choose).

use super::actions::{Action, DieSource, Payer};
use super::error::SettlersError;
use super::state::DiceSettlersState;
use crate::games::dice_settlers::content::{DieColor, Effect, Symbol};

impl DiceSettlersState {
    /// Everyone seat `s` may pay `adjustment` with now (`Turn`, `NavigatorReroll`,
    /// `ResourceReroll` or `ResourceDraw`; its own `payer` is ignored; other actions list none):
    /// navigator cards, by technology index, then rolled dice, by index. The first is the one
    /// paying when none is named; empty when the adjustment cannot be paid.
    pub fn payers(&self, s: usize, adjustment: Action) -> Vec<Payer> {
        let dice = (0..self.seats[s].rolled.len() as u8).map(Payer::Die);
        match adjustment {
            Action::Turn { die, .. } => {
                self.navigator_candidates(s).filter(|&p| self.check_navigator(s, Some(die), p).is_ok()).collect()
            }
            Action::NavigatorReroll { .. } => {
                self.navigator_candidates(s).filter(|&p| self.check_navigator_reroll_payer(s, p).is_ok()).collect()
            }
            Action::ResourceReroll { die, .. } => {
                dice.filter(|&p| self.check_resource_payer(s, Some(die), p).is_ok()).collect()
            }
            Action::ResourceDraw { .. } => dice.filter(|&p| self.check_resource_payer(s, None, p).is_ok()).collect(),
            _ => Vec::new(),
        }
    }

    /// Every place seat `s` may take a `color` die from for trade's "remove a die": the used
    /// area, the bag, then each rolled die of that colour (`Rolled(Some(index))`). The first is
    /// the one taken when none is named; empty when the seat owns no such die outside clean-up.
    pub fn remove_sources(&self, s: usize, color: DieColor) -> Vec<DieSource> {
        self.remove_candidates(s).filter(|&from| self.check_remove_source(s, color, from).is_ok()).collect()
    }

    /// The used area, the bag, then each of seat `s`'s rolled dice.
    fn remove_candidates(&self, s: usize) -> impl Iterator<Item = DieSource> + use<> {
        let rolled = (0..self.seats[s].rolled.len() as u8).map(|i| DieSource::Rolled(Some(i)));
        [DieSource::Used, DieSource::Bag].into_iter().chain(rolled)
    }

    /// Seat `s`'s navigator cards (owned, by technology index), then its rolled dice.
    fn navigator_candidates(&self, s: usize) -> impl Iterator<Item = Payer> + '_ {
        let seat = &self.seats[s];
        let cards = (0..self.c().techs.len()).filter(|&i| seat.owns(i)).map(|i| Payer::Card(i as u8));
        cards.chain((0..seat.rolled.len() as u8).map(Payer::Die))
    }

    /// Whether `payer` can spend a navigator of seat `s` for adjusting die `target`.
    fn check_navigator(&self, s: usize, target: Option<u8>, payer: Payer) -> Result<(), SettlersError> {
        let (c, seat) = (self.c(), &self.seats[s]);
        match payer {
            Payer::Card(i) => {
                let navigator = c.techs.get(i as usize).is_some_and(|t| t.effect == Effect::Symbol(Symbol::Navigator));
                if !navigator || !seat.owns(i as usize) {
                    Err(SettlersError::PayerNotNavigator(payer))
                } else if seat.card_marks & (1 << i) != 0 {
                    Err(SettlersError::CardUsed(i))
                } else {
                    Ok(())
                }
            }
            Payer::Die(i) => match seat.rolled.get(i as usize) {
                None => Err(SettlersError::NoSuchDie(i)),
                Some(_) if Some(i) == target => Err(SettlersError::SameDie),
                Some(d) if d.symbol(c) == Some(Symbol::Navigator) => Ok(()),
                Some(_) => Err(SettlersError::PayerNotNavigator(payer)),
            },
        }
    }

    /// A navigator re-roll's payer: a navigator that leaves at least one die to re-roll.
    fn check_navigator_reroll_payer(&self, s: usize, payer: Payer) -> Result<(), SettlersError> {
        self.check_navigator(s, None, payer)?;
        let others = self.seats[s].rolled.len() - usize::from(matches!(payer, Payer::Die(_)));
        if others == 0 { Err(SettlersError::NoSuchDie(0)) } else { Ok(()) }
    }

    /// Whether `payer` is a die of seat `s` showing a resource, other than die `target`: its index.
    fn check_resource_payer(&self, s: usize, target: Option<u8>, payer: Payer) -> Result<usize, SettlersError> {
        let Payer::Die(i) = payer else { return Err(SettlersError::PayerNotResource(payer)) };
        match self.seats[s].rolled.get(i as usize) {
            None => Err(SettlersError::NoSuchDie(i)),
            Some(_) if Some(i) == target => Err(SettlersError::SameDie),
            Some(d) if d.symbol(self.c()).and_then(Symbol::resource).is_some() => Ok(i as usize),
            Some(_) => Err(SettlersError::PayerNotResource(payer)),
        }
    }

    /// Whether seat `s` has a `color` die at `from` (`Rolled(None)`: any rolled one).
    fn check_remove_source(&self, s: usize, color: DieColor, from: DieSource) -> Result<(), SettlersError> {
        let seat = &self.seats[s];
        let there = match from {
            DieSource::Used => seat.used[color.index()] > 0,
            DieSource::Bag => seat.bag[color.index()] > 0,
            DieSource::Rolled(None) => seat.rolled.iter().any(|d| d.color == color),
            DieSource::Rolled(Some(i)) => match seat.rolled.get(i as usize) {
                None => return Err(SettlersError::NoSuchDie(i)),
                Some(d) => d.color == color,
            },
        };
        if there { Ok(()) } else { Err(SettlersError::NoDieThere { color, from }) }
    }

    /// The navigator paying for adjusting die `target` of seat `s`: `payer` when it can, or the
    /// first that can (an unused navigator card, else the first other die showing one).
    pub(super) fn navigator_payer(
        &self,
        s: usize,
        target: Option<u8>,
        payer: Option<Payer>,
    ) -> Result<Payer, SettlersError> {
        match payer {
            Some(p) => self.check_navigator(s, target, p).map(|()| p),
            None => self
                .navigator_candidates(s)
                .find(|&p| self.check_navigator(s, target, p).is_ok())
                .ok_or(SettlersError::NoNavigator),
        }
    }

    /// The navigator paying for a navigator re-roll (as `navigator_payer`, then at least one die
    /// must be left to re-roll).
    pub(super) fn navigator_reroll_payer(&self, s: usize, payer: Option<Payer>) -> Result<Payer, SettlersError> {
        let p = self.navigator_payer(s, None, payer)?;
        self.check_navigator_reroll_payer(s, p).map(|()| p)
    }

    /// The die showing a resource that pays for adjusting die `target`: `payer` when it can, or
    /// the first other one.
    pub(super) fn resource_payer(
        &self,
        s: usize,
        target: Option<u8>,
        payer: Option<Payer>,
    ) -> Result<usize, SettlersError> {
        match payer {
            Some(p) => self.check_resource_payer(s, target, p),
            None => (0..self.seats[s].rolled.len() as u8)
                .find_map(|i| self.check_resource_payer(s, target, Payer::Die(i)).ok())
                .ok_or(SettlersError::NoResourceDie),
        }
    }

    /// Where the removed `color` die comes from: `from` when it holds one (`Rolled(None)` made the
    /// first rolled die of that colour), or the first place that does.
    pub(super) fn remove_source(
        &self,
        s: usize,
        color: DieColor,
        from: Option<DieSource>,
    ) -> Result<DieSource, SettlersError> {
        match from {
            Some(DieSource::Rolled(None)) => {
                self.check_remove_source(s, color, DieSource::Rolled(None))?;
                let i = self.seats[s].rolled.iter().position(|d| d.color == color).unwrap_or(0);
                Ok(DieSource::Rolled(Some(i as u8)))
            }
            Some(from) => self.check_remove_source(s, color, from).map(|()| from),
            None => self
                .remove_candidates(s)
                .find(|&from| self.check_remove_source(s, color, from).is_ok())
                .ok_or(SettlersError::NoDieToRemove(color)),
        }
    }
}
