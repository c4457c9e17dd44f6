//! The steps inside a main action: recruit's dice, explore's tile choice, placement (S6) and the
//! neighbours' follow, deploy's four options, raid's hits, trade's offers.

use super::actions::{DieSource, Offer, Step};
use super::error::SettlersError;
use super::events::{Event, EventList};
use super::flow::payment;
use super::hex::Hex;
use super::state::{DiceSettlersState, Placed};
use crate::games::dice_settlers::content::{DieColor, Resource};

impl DiceSettlersState {
    pub(super) fn do_take_die(&mut self, left: u8, color: DieColor, ev: &mut EventList) {
        let s = self.turn_seat();
        self.supply[color.index()] -= 1;
        self.seats[s].used[color.index()] += 1;
        ev.push(Event::Recruited { seat: s as u8, color });
        let more = DieColor::ALL[1..].iter().any(|&c| self.can_take_die(s, c).is_ok());
        if left > 1 && more {
            self.step = Step::Recruit { left: left - 1 };
        } else {
            self.finish_action(ev);
        }
    }

    /// Where an explored tile may go (S6): touching two placed tiles, one holding your tent or
    /// house; else touching two; else touching one.
    pub fn explore_spots(&self) -> Vec<Hex> {
        let spots = self.open_spots();
        for tier in [|n: u8, mine: bool| n >= 2 && mine, |n: u8, _| n >= 2, |n: u8, _| n >= 1] {
            let fit: Vec<Hex> = spots.iter().filter(|&&(_, n, mine)| tier(n, mine)).map(|&(h, _, _)| h).collect();
            if !fit.is_empty() {
                return fit;
            }
        }
        Vec::new()
    }

    pub(super) fn check_place_tile(&self, at: Hex) -> Result<(), SettlersError> {
        if self.explore_spots().contains(&at) { Ok(()) } else { Err(SettlersError::BadSpot) }
    }

    /// Place the kept tile with a tent from the supply, take its bonus, discard the other draws,
    /// then ask the neighbours whether they follow.
    pub(super) fn do_place_tile(&mut self, index: u8, at: Hex, ev: &mut EventList) {
        let s = self.turn_seat();
        let no = self.drawn.remove(index as usize);
        self.discarded.append(&mut self.drawn);
        let mut placed = Placed { no, at, ..Placed::default() };
        placed.tents[s] = 1;
        self.map.push(placed);
        let bonus = self.take_bonus(s, no, ev);
        ev.push(Event::TilePlaced { seat: s as u8, no, at, bonus });
        self.step = Step::Follow { tile: no, asked: 0, any: false };
        self.ask_next_follower(ev);
    }

    /// Whether seat `o` may follow onto tile `no`: a tent on its board, and (unless it is the
    /// explorer, who may once anyone did) a tent or house on a neighbouring tile.
    fn may_follow(&self, o: usize, no: u8) -> bool {
        let Some(i) = self.tile_index(no) else { return false };
        let at = self.map[i].at;
        self.seats[o].board > 0 && self.map.iter().any(|p| p.at.touches(at) && p.present(o))
    }

    /// The next seat to ask (clockwise after the explorer, then the explorer if anyone followed),
    /// or the action ends.
    fn ask_next_follower(&mut self, ev: &mut EventList) {
        let Step::Follow { tile, asked, any } = self.step else { return };
        let s = self.turn_seat();
        let n = self.players();
        for k in 1..n {
            let o = (s + k) % n;
            if asked & (1 << o) == 0 && self.may_follow(o, tile) {
                self.current = o as u8;
                return;
            }
        }
        if any && asked & (1 << s) == 0 && self.seats[s].board > 0 {
            self.current = s as u8;
            return;
        }
        self.finish_action(ev);
    }

    pub(super) fn do_follow(&mut self, follow: bool, ev: &mut EventList) {
        let Step::Follow { tile, asked, any } = self.step else { return };
        let o = self.current();
        if follow && let Some(i) = self.tile_index(tile) {
            self.seats[o].board -= 1;
            self.map[i].tents[o] += 1;
            ev.push(Event::Followed { seat: o as u8, no: tile });
        }
        self.step = Step::Follow { tile, asked: asked | 1 << o, any: any || follow };
        self.ask_next_follower(ev);
    }

    /// Whether seat `s` may deploy a board tent to tile `no` (it holds a tent or house there or next door).
    pub(super) fn check_tent_to_tile(&self, no: u8) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        let i = self.tile_index(no).ok_or(SettlersError::NoSuchTile(no))?;
        if self.seats[s].board == 0 {
            return Err(SettlersError::NoTentOnBoard);
        }
        let at = self.map[i].at;
        if self.map.iter().any(|p| p.present(s) && (p.at == at || p.at.touches(at))) {
            Ok(())
        } else {
            Err(SettlersError::NotPresent(no))
        }
    }

    pub(super) fn board_has_room(&self, s: usize) -> bool {
        self.seats[s].board < self.c().box_def.tent_spaces
    }

    /// One deploy symbol is used; the action ends when none is left.
    pub(super) fn deploy_used(&mut self, left: u8, ev: &mut EventList) {
        if left > 1 {
            self.step = Step::Deploy { left: left - 1 };
        } else {
            self.finish_action(ev);
        }
    }

    pub(super) fn do_tent_to_board(&mut self, left: u8, ev: &mut EventList) {
        let s = self.turn_seat();
        self.seats[s].board += 1;
        ev.push(Event::TentToBoard { seat: s as u8 });
        self.deploy_used(left, ev);
    }

    pub(super) fn do_tent_to_tile(&mut self, left: u8, no: u8, ev: &mut EventList) {
        let s = self.turn_seat();
        if let Some(i) = self.tile_index(no) {
            self.seats[s].board -= 1;
            self.map[i].tents[s] += 1;
            ev.push(Event::TentDeployed { seat: s as u8, no });
        }
        self.deploy_used(left, ev);
    }

    pub(super) fn check_recall(&self, no: u8) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        let i = self.tile_index(no).ok_or(SettlersError::NoSuchTile(no))?;
        if self.map[i].tents[s] == 0 {
            return Err(SettlersError::NoTentsThere(no));
        }
        if !self.board_has_room(s) { Err(SettlersError::BoardFull) } else { Ok(()) }
    }

    pub(super) fn do_recall(&mut self, left: u8, no: u8, ev: &mut EventList) {
        let s = self.turn_seat();
        if let Some(i) = self.tile_index(no) {
            self.map[i].tents[s] -= 1;
            self.seats[s].board += 1;
            ev.push(Event::TentRecalled { seat: s as u8, no });
        }
        if !self.board_has_room(s) || self.tents_on_map(s) == 0 {
            self.recall_done(left, ev);
        }
    }

    /// Recalling ends: back to the deploy's other symbols, or the action ends.
    pub(super) fn recall_done(&mut self, left: u8, ev: &mut EventList) {
        if left > 0 {
            self.step = Step::Deploy { left };
        } else {
            self.finish_action(ev);
        }
    }

    pub(super) fn check_hit(&self, tile: u8, victim: u8) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        let i = self.tile_index(tile).ok_or(SettlersError::NoSuchTile(tile))?;
        if victim as usize == s || victim >= self.players || self.map[i].tents[victim as usize] == 0 {
            return Err(SettlersError::NoTentsThere(tile));
        }
        if self.seats[s].board == 0 { Err(SettlersError::NoTentOnBoard) } else { Ok(()) }
    }

    /// The victim's tent goes to their board (the supply when it is full, S4: houses stay); one of
    /// the raider's takes its place.
    pub(super) fn do_hit(&mut self, tile: u8, left: u8, victim: u8, ev: &mut EventList) {
        let s = self.turn_seat();
        if let Some(i) = self.tile_index(tile) {
            let v = victim as usize;
            self.map[i].tents[v] -= 1;
            if self.board_has_room(v) {
                self.seats[v].board += 1;
            }
            self.map[i].tents[s] += 1;
            self.seats[s].board -= 1;
            ev.push(Event::Raided { seat: s as u8, victim, no: tile });
        }
        if left > 1 && self.seats[s].board > 0 && self.enemy_tents(s, tile) > 0 {
            self.step = Step::Raid { tile, left: left - 1 };
        } else {
            self.finish_action(ev);
        }
    }

    pub(super) fn check_sell(&self, offer: Offer) -> Result<(), SettlersError> {
        let s = self.turn_seat();
        match offer {
            Offer::RemoveDie(c, from) => self.remove_source(s, c, from).map(|_| ()),
            Offer::Pair(a, b) if a.index() > b.index() => Err(SettlersError::Resources),
            _ => payment(self.seats[s].resources, &offer_cost(offer)).map(|_| ()).ok_or(SettlersError::Resources),
        }
    }

    pub(super) fn do_sell(&mut self, left: u8, offer: Offer, ev: &mut EventList) {
        let s = self.turn_seat();
        match offer {
            Offer::RemoveDie(c, from) => {
                let Ok(from) = self.remove_source(s, c, from) else { return };
                let (i, seat) = (c.index(), &mut self.seats[s]);
                match from {
                    DieSource::Used => seat.used[i] -= 1,
                    DieSource::Bag => seat.bag[i] -= 1,
                    DieSource::Rolled(k) => {
                        seat.rolled.remove(k.unwrap_or(0) as usize);
                    }
                }
                self.removed[i] += 1;
            }
            _ => {
                self.pay(s, &offer_cost(offer));
            }
        }
        self.gain_tokens(s, offer.points());
        ev.push(Event::Sold { seat: s as u8, offer, points: offer.points() });
        if left > 1 {
            self.step = Step::Trade { left: left - 1 };
        } else {
            self.finish_action(ev);
        }
    }
}

/// The resources an offer pays.
pub fn offer_cost(offer: Offer) -> Vec<Resource> {
    match offer {
        Offer::Same(r) => vec![r; 3],
        Offer::Different { without } => Resource::ALL.into_iter().filter(|&r| r != without).collect(),
        Offer::Pair(a, b) => vec![a, b],
        Offer::RemoveDie(..) => Vec::new(),
    }
}
