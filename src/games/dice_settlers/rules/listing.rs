//! Every legal action now, in a fixed order: placements from the rules' own spot lists, and the
//! rest as candidates (a superset, duplicate dice offered once) filtered by `check`.

use super::actions::{Action, ActionList, Offer, PICKABLE_DICE, Step};
use super::state::{DiceSettlersState, Phase};
use crate::games::dice_settlers::content::{DieColor, Resource, Symbol};

/// Every trade offer, in a fixed order (gold stands for any resource when paying, S5).
pub fn all_offers() -> impl Iterator<Item = Offer> {
    let r = Resource::ALL;
    let same = r.into_iter().map(Offer::Same);
    let different = r.into_iter().map(|without| Offer::Different { without });
    let pairs = (0..4).flat_map(move |a| (a..4).map(move |b| Offer::Pair(r[a], r[b])));
    let remove = DieColor::ALL.into_iter().map(|c| Offer::RemoveDie(c, None));
    same.chain(different).chain(pairs).chain(remove)
}

impl DiceSettlersState {
    /// Every legal action now, in a fixed order (empty at a chance node and after game over).
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        if self.phase == Phase::Over || self.at_chance() {
            return;
        }
        // Placements are listed from the rules' own spot lists, legal by construction.
        match (self.phase, self.step) {
            (Phase::Draft, _) => {
                let spots = self.draft_spots();
                for index in 0..self.hand.len() as u8 {
                    spots.iter().for_each(|&at| out.push(Action::StartTile { index, at }));
                }
                return;
            }
            (Phase::Act, Step::PlaceTile { .. }) => {
                self.explore_spots().into_iter().for_each(|at| out.push(Action::PlaceTile { at }));
                return;
            }
            _ => {}
        }
        let counts = (self.phase == Phase::Act && self.step == Step::Open && !self.acted)
            .then(|| self.symbol_counts(self.turn_seat()));
        let mut push = |a: Action| {
            if self.check_step(a, counts.as_ref()).is_ok() {
                out.push(a);
            }
        };
        self.candidates(&mut push);
    }

    /// The legal actions as a list (for tools and tests).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = ActionList::default();
        self.legal_actions_into(&mut out);
        out.to_vec()
    }

    /// A superset of the legal actions (duplicate dice offered once), for `check` to filter.
    fn candidates(&self, push: &mut impl FnMut(Action)) {
        use Action as A;
        let s = self.turn_seat();
        let c = self.current();
        match (self.phase, self.step) {
            (Phase::Draft, _) => {
                for index in 0..self.hand.len() as u8 {
                    self.draft_spots().into_iter().for_each(|at| push(A::StartTile { index, at }));
                }
            }
            (Phase::Roll, Step::Open) => self.roll_candidates(c, push),
            (Phase::Roll, Step::Reroll { picked }) => {
                push(A::RerollPicked);
                for die in self.distinct_dice_except(c, picked) {
                    push(A::Pick { die });
                }
            }
            (Phase::Act, Step::Open) => self.act_candidates(s, push),
            (Phase::Act, Step::Recruit { .. }) => {
                DieColor::ALL[1..].iter().for_each(|&color| push(A::TakeDie { color }));
                push(A::Finish);
            }
            (Phase::Act, Step::ChooseTile) => {
                (0..self.drawn.len() as u8).for_each(|index| push(A::ChooseTile { index }))
            }
            (Phase::Act, Step::PlaceTile { .. }) => {
                self.explore_spots().into_iter().for_each(|at| push(A::PlaceTile { at }))
            }
            (Phase::Act, Step::Follow { .. }) => {
                push(A::Follow);
                push(A::Decline);
            }
            (Phase::Act, Step::Deploy { .. }) => {
                push(A::TentToBoard);
                self.map.iter().for_each(|p| push(A::TentToTile { tile: p.no }));
                push(A::RecallTents);
                push(A::Finish);
            }
            (Phase::Act, Step::Recall { .. }) => {
                self.map.iter().filter(|p| p.tents[s] > 0).for_each(|p| push(A::Recall { tile: p.no }));
                push(A::RecallDone);
            }
            (Phase::Act, Step::Raid { .. }) => {
                (0..self.players).for_each(|victim| push(A::Hit { victim }));
                // Give up the rest of the raid (its remaining symbols are lost).
                push(A::Finish);
            }
            (Phase::Act, Step::Trade { .. }) => {
                all_offers().for_each(|o| push(A::Sell(o)));
                push(A::Finish);
            }
            (Phase::Keep, _) => {
                self.distinct_dice(c).for_each(|die| push(A::Keep { die }));
                push(A::KeepNone);
            }
            (Phase::Over | Phase::Roll | Phase::Act, _) => {}
        }
    }

    /// The rolling seat `c`'s candidates before it is ready: its turns and rerolls of dice.
    fn roll_candidates(&self, c: usize, push: &mut impl FnMut(Action)) {
        use Action as A;
        push(A::Ready);
        push(A::TakeBack);
        let content = self.c();
        // Skip whole families the seat cannot pay for (the check decides the rest).
        let navigators = self.symbols(c, Symbol::Navigator);
        let resource_dice =
            self.seats[c].rolled.iter().filter(|d| d.symbol(content).is_some_and(|k| k.resource().is_some())).count();
        for die in self.distinct_dice(c).filter(|_| navigators > 0 || resource_dice > 0) {
            let d = self.seats[c].rolled[die as usize];
            let faces = &content.dice[d.color.index()].faces;
            for value in 1..=6u8 {
                let sym = faces[value as usize - 1];
                if navigators > 0 && sym != faces[d.value as usize - 1] && !faces[..value as usize - 1].contains(&sym) {
                    push(A::Turn { die, value, payer: None });
                }
            }
            if resource_dice > 0 {
                push(A::ResourceReroll { die, payer: None });
            }
        }
        push(A::NavigatorReroll { payer: None });
        push(A::ResourceDraw { payer: None });
    }

    /// The acting seat `s`'s candidates at its turn's open step: an action, then its tiles.
    fn act_candidates(&self, s: usize, push: &mut impl FnMut(Action)) {
        use Action as A;
        if !self.acted {
            let counts = self.symbol_counts(s);
            let cap = |k: Symbol| counts[k.index()];
            use Symbol as K;
            let recruits = cap(K::Recruit);
            [1, 3, 6].into_iter().filter(|&n| n <= recruits).for_each(|symbols| push(A::Recruit { symbols }));
            (1..=cap(K::Explore).min(self.stack.len() as u8)).for_each(|symbols| push(A::Explore { symbols }));
            (1..=cap(K::Deploy)).for_each(|symbols| push(A::Deploy { symbols }));
            let raids = cap(K::Raid).min(self.seats[s].board);
            for p in self.map.iter().filter(|p| raids > 0 && p.present(s)) {
                (1..=raids.min(self.enemy_tents(s, p.no))).for_each(|symbols| push(A::Raid { tile: p.no, symbols }));
            }
            push(A::Harvest);
            (1..=cap(K::Trade)).for_each(|symbols| push(A::Trade { symbols }));
            if cap(K::Research) > 0 {
                self.row.iter().for_each(|&card| push(A::Research { card }));
            }
            push(A::Skip);
        } else {
            push(A::EndTurn);
        }
        // Only tiles that could qualify (the check decides).
        let content = self.c();
        for p in &self.map {
            if p.tents[s] > 0 && content.tile(p.no).factory.is_some() {
                push(A::Factory { tile: p.no });
            }
            if p.tents[s] >= 3 && p.house.is_none() {
                push(A::Control { tile: p.no });
            }
        }
    }

    /// Indices of seat `s`'s rolled dice, the first of each colour and value only.
    fn distinct_dice(&self, s: usize) -> impl Iterator<Item = u8> + '_ {
        self.distinct_dice_except(s, 0)
    }

    fn distinct_dice_except(&self, s: usize, skip: u32) -> impl Iterator<Item = u8> + '_ {
        let rolled = &self.seats[s].rolled;
        (0..rolled.len().min(PICKABLE_DICE))
            .filter(move |&i| skip & (1 << i) == 0)
            .filter(move |&i| !(0..i).any(|j| skip & (1 << j) == 0 && rolled[j] == rolled[i]))
            .map(|i| i as u8)
    }
}
