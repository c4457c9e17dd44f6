//! The action phase's main actions (recruit, explore, deploy, raid, harvest, trade, research,
//! skip) and free actions (factory, control): checks and effects.

use super::actions::{Act, Step};
use super::error::SettlersError;
use super::events::{Event, EventList};
use super::flow::payment;
use super::state::{DiceSettlersState, Draw};

/// Symbol counts per kind (`symbol_counts`).
pub type Counts = [u8; crate::games::dice_settlers::content::SYMBOLS];
use crate::games::dice_settlers::content::{DieColor, Factory, Symbol};

/// Dice a recruit brings for 1, 3 or 6 symbols.
pub fn recruited_for(symbols: u8) -> Option<u8> {
    match symbols {
        1 => Some(1),
        3 => Some(2),
        6 => Some(3),
        _ => None,
    }
}

impl DiceSettlersState {
    fn check_act(&self, have: &Counts, act: Act, symbol: Symbol, symbols: u8) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        if self.seats[s].acts & act.bit() != 0 {
            return Err(SettlersError::ActUsed(act));
        }
        if symbols == 0 {
            return Err(SettlersError::SymbolCount(0));
        }
        let have = have[symbol.index()];
        if have < symbols {
            return Err(SettlersError::Symbols { symbol, have, want: symbols });
        }
        Ok(())
    }

    fn start_act(&mut self, act: Act, symbol: Symbol, symbols: u8, ev: &mut EventList) {
        let s = self.turn_seat();
        self.seats[s].acts |= act.bit();
        self.spend(s, symbol, symbols);
        ev.push(Event::Acted { seat: s as u8, act, symbols });
    }

    /// Whether seat `s` may take a die of `color` (a terrain it occupies, supply not empty).
    pub(super) fn can_take_die(&self, s: usize, color: DieColor) -> Result<(), SettlersError> {
        let terrain = color.terrain().ok_or(SettlersError::NotTerrainYouHold(color))?;
        if !self.occupies(s, terrain) {
            return Err(SettlersError::NotTerrainYouHold(color));
        }
        if self.supply[color.index()] == 0 {
            return Err(SettlersError::SupplyEmpty(color));
        }
        Ok(())
    }

    pub(super) fn check_recruit(&self, have: &Counts, symbols: u8) -> Result<(), SettlersError> {
        recruited_for(symbols).ok_or(SettlersError::SymbolCount(symbols))?;
        self.check_act(have, Act::Recruit, Symbol::Recruit, symbols)?;
        let s = self.turn_seat();
        let mut why = SettlersError::SupplyEmpty(DieColor::Yellow);
        for &color in &DieColor::ALL[1..] {
            match self.can_take_die(s, color) {
                Ok(()) => return Ok(()),
                Err(e) => why = e,
            }
        }
        Err(why)
    }

    pub(super) fn do_recruit(&mut self, symbols: u8, ev: &mut EventList) {
        self.start_act(Act::Recruit, Symbol::Recruit, symbols, ev);
        self.step = Step::Recruit { left: recruited_for(symbols).unwrap_or(1) };
    }

    pub(super) fn check_explore(&self, have: &Counts, symbols: u8) -> Result<(), SettlersError> {
        self.check_act(have, Act::Explore, Symbol::Explore, symbols)?;
        if self.stack.is_empty() { Err(SettlersError::EmptyStack) } else { Ok(()) }
    }

    pub(super) fn do_explore(&mut self, symbols: u8, ev: &mut EventList) {
        self.start_act(Act::Explore, Symbol::Explore, symbols, ev);
        self.draw = Some(Draw::Stack(symbols.min(self.stack.len() as u8)));
    }

    pub(super) fn check_deploy(&self, have: &Counts, symbols: u8) -> Result<(), SettlersError> {
        self.check_act(have, Act::Deploy, Symbol::Deploy, symbols)
    }

    pub(super) fn do_deploy(&mut self, symbols: u8, ev: &mut EventList) {
        self.start_act(Act::Deploy, Symbol::Deploy, symbols, ev);
        self.step = Step::Deploy { left: symbols };
    }

    /// Opponents' tents on tile `no`.
    pub(super) fn enemy_tents(&self, s: usize, no: u8) -> u8 {
        self.tile_index(no).map_or(0, |i| (0..self.players()).filter(|&o| o != s).map(|o| self.map[i].tents[o]).sum())
    }

    pub(super) fn check_raid(&self, have: &Counts, tile: u8, symbols: u8) -> Result<(), SettlersError> {
        self.check_act(have, Act::Raid, Symbol::Raid, symbols)?;
        let s = self.turn_seat();
        let i = self.tile_index(tile).ok_or(SettlersError::NoSuchTile(tile))?;
        if !self.map[i].present(s) {
            return Err(SettlersError::NotPresent(tile));
        }
        if self.seats[s].board < symbols {
            return Err(SettlersError::NoTentOnBoard);
        }
        if self.enemy_tents(s, tile) < symbols {
            return Err(SettlersError::NoTentsThere(tile));
        }
        Ok(())
    }

    pub(super) fn do_raid(&mut self, tile: u8, symbols: u8, ev: &mut EventList) {
        self.start_act(Act::Raid, Symbol::Raid, symbols, ev);
        self.step = Step::Raid { tile, left: symbols };
    }

    pub(super) fn check_harvest(&self, have: &Counts) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        if self.seats[s].acts & Act::Harvest.bit() != 0 {
            return Err(SettlersError::ActUsed(Act::Harvest));
        }
        if [Symbol::Gold, Symbol::Iron, Symbol::Wood, Symbol::Food].iter().all(|k| have[k.index()] == 0) {
            Err(SettlersError::NoResourceSymbols)
        } else {
            Ok(())
        }
    }

    /// Every resource symbol the seat has becomes a token (S7: the dice go to the used area).
    pub(super) fn do_harvest(&mut self, ev: &mut EventList) {
        let s = self.turn_seat();
        self.seats[s].acts |= Act::Harvest.bit();
        let mut got = [0u8; 4];
        let mut total = 0;
        for k in [Symbol::Gold, Symbol::Iron, Symbol::Wood, Symbol::Food] {
            let n = self.symbols(s, k);
            if let Some(r) = k.resource() {
                got[r.index()] += n;
            }
            total += n;
            self.spend(s, k, n);
        }
        for (have, g) in self.seats[s].resources.iter_mut().zip(got) {
            *have += g;
        }
        ev.push(Event::Acted { seat: s as u8, act: Act::Harvest, symbols: total });
        ev.push(Event::Harvested { seat: s as u8, resources: got });
    }

    pub(super) fn check_trade(&self, have: &Counts, symbols: u8) -> Result<(), SettlersError> {
        self.check_act(have, Act::Trade, Symbol::Trade, symbols)
    }

    pub(super) fn do_trade(&mut self, symbols: u8, ev: &mut EventList) {
        self.start_act(Act::Trade, Symbol::Trade, symbols, ev);
        self.step = Step::Trade { left: symbols };
    }

    pub(super) fn check_research(&self, have: &Counts, card: u8) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        if !self.row.contains(&card) {
            return Err(SettlersError::NoSuchCard(card));
        }
        if self.seats[s].owns(card as usize) {
            return Err(SettlersError::AlreadyOwned(card));
        }
        let t = &self.c().techs[card as usize];
        self.check_act(have, Act::Research, Symbol::Research, t.research)?;
        if let Some(terrain) = t.terrain
            && !self.occupies(s, terrain)
        {
            return Err(SettlersError::NeedsTerrain(terrain));
        }
        payment(self.seats[s].resources, &t.resources).map(|_| ()).ok_or(SettlersError::Resources)
    }

    pub(super) fn do_research(&mut self, card: u8, ev: &mut EventList) {
        let t = &self.c().techs[card as usize];
        self.start_act(Act::Research, Symbol::Research, t.research, ev);
        let s = self.turn_seat();
        self.pay(s, &t.resources);
        self.seats[s].techs |= 1 << card;
        ev.push(Event::Researched { seat: s as u8, card });
        self.finish_action(ev);
    }

    pub(super) fn do_skip(&mut self, ev: &mut EventList) {
        ev.push(Event::Skipped { seat: self.turn_seat() as u8 });
        self.finish_action(ev);
    }

    pub(super) fn check_factory(&self, tile: u8) -> Result<(), SettlersError> {
        let i = self.tile_index(tile).ok_or(SettlersError::NoSuchTile(tile))?;
        self.factory_at(i)
    }

    /// Whether the turn seat may use the factory of `map[i]`.
    fn factory_at(&self, i: usize) -> Result<(), SettlersError> {
        let (s, tile) = (self.turn_seat(), self.map[i].no);
        if self.c().tile(tile).factory.is_none()
            || self.map[i].tents[s] == 0
            || self.seats[s].board >= self.c().box_def.tent_spaces
        {
            return Err(SettlersError::NoFactory(tile));
        }
        if self.seats[s].factory_marks & (1 << tile) != 0 {
            return Err(SettlersError::FactoryUsed(tile));
        }
        Ok(())
    }

    /// A tent goes home from the factory's tile; the factory makes its goods.
    pub(super) fn do_factory(&mut self, tile: u8, ev: &mut EventList) {
        let s = self.turn_seat();
        let Some(i) = self.tile_index(tile) else { return };
        self.map[i].tents[s] -= 1;
        self.seats[s].board += 1;
        self.seats[s].factory_marks |= 1 << tile;
        match self.c().tile(tile).factory {
            Some(Factory::Resource(r)) => self.seats[s].resources[r.index()] += 2,
            Some(Factory::Points(p)) => self.gain_tokens(s, p),
            None => {}
        }
        ev.push(Event::FactoryUsed { seat: s as u8, no: tile });
        self.after_free_action(ev);
    }

    pub(super) fn check_control(&self, tile: u8) -> Result<(), SettlersError> {
        let i = self.tile_index(tile).ok_or(SettlersError::NoSuchTile(tile))?;
        self.control_at(i)
    }

    /// Whether the turn seat may take control of `map[i]`.
    fn control_at(&self, i: usize) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        let p = &self.map[i];
        let others = (0..self.players()).filter(|&o| o != s).map(|o| p.tents[o]).max().unwrap_or(0);
        if p.house.is_some() || p.tents[s] < 3 || p.tents[s] < others + 3 {
            return Err(SettlersError::NoControl(p.no));
        }
        if self.seats[s].houses >= self.c().box_def.houses_per_player {
            return Err(SettlersError::NoHousesLeft);
        }
        Ok(())
    }

    /// Three tents go back to the supply and a house takes the tile for good.
    pub(super) fn do_control(&mut self, tile: u8, ev: &mut EventList) {
        let s = self.turn_seat();
        let Some(i) = self.tile_index(tile) else { return };
        self.map[i].tents[s] -= 3;
        self.map[i].house = Some(s as u8);
        self.seats[s].houses += 1;
        ev.push(Event::HouseBuilt { seat: s as u8, no: tile });
        self.after_free_action(ev);
    }

    /// After a free action that followed the main action, the turn ends once nothing free is left.
    fn after_free_action(&mut self, ev: &mut EventList) {
        if self.acted && !self.any_free_action() {
            self.end_turn(ev);
        }
    }

    /// Whether the turn seat has any free action now.
    pub(super) fn any_free_action(&self) -> bool {
        // Both need a tent of the seat's on the tile: skip the rest cheaply.
        let s = self.turn_seat();
        (0..self.map.len())
            .filter(|&i| self.map[i].tents[s] > 0)
            .any(|i| self.factory_at(i).is_ok() || self.control_at(i).is_ok())
    }
}
