//! Which phone holds which seat: phones by connection, seats by token (a phone that drops and
//! comes back with its token finds its seat), and the seat changes a phone may make on the
//! seats as set up or as played: take a seat (an AI steps aside), hand it back to the TV or to an
//! AI, set its name and colour.

use std::collections::{BTreeMap, HashMap};

use bevy::prelude::*;

use crate::i18n::Language;
use crate::phones::wire::{HandTo, MAX_NAME_CHARS, Refusal};
use crate::phones::{PhoneOut, new_token};
use crate::t;
use crate::table::session::{MatchConfig, SeatKind, levels};

use super::PhoneRefusal;

/// A phone connected now.
#[derive(Debug)]
pub struct Phone {
    pub token: String,
    pub language: Language,
    pub out: PhoneOut,
}

/// What a token holds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Holder {
    pub seat: Option<usize>,
    /// The AI level the seat had before the phone took it over (handing it to an AI restores it).
    pub was_ai: Option<String>,
}

/// Every phone and every seat they hold.
#[derive(Resource, Default, Debug)]
pub struct PhoneSeats {
    pub phones: BTreeMap<u64, Phone>,
    pub holders: HashMap<String, Holder>,
    /// Counts every change of who holds what (views are sent again).
    pub changes: u64,
}

impl PhoneSeats {
    /// A phone joined: its token's seat comes back with it; an unknown or missing token gets a
    /// fresh one.
    pub fn join(&mut self, conn: u64, token: Option<String>, language: Language, out: PhoneOut) -> String {
        let token = token.filter(|t| self.holders.contains_key(t)).unwrap_or_else(new_token);
        self.holders.entry(token.clone()).or_default();
        self.phones.insert(conn, Phone { token: token.clone(), language, out });
        self.changes += 1;
        token
    }
    /// A phone's socket closed; its seat stays its token's.
    pub fn leave(&mut self, conn: u64) {
        self.phones.remove(&conn);
        self.changes += 1;
    }
    /// The server stopped: no phone, no seat held.
    pub fn forget_phones(&mut self) {
        self.phones.clear();
        self.holders.clear();
        self.changes += 1;
    }
    /// The seat phone `conn` holds.
    pub fn seat_of(&self, conn: u64) -> Option<usize> {
        self.phones.get(&conn).and_then(|p| self.holders.get(&p.token)).and_then(|h| h.seat)
    }
    /// The token holding `seat`.
    pub fn holder_of(&self, seat: usize) -> Option<&str> {
        self.holders.iter().find(|(_, h)| h.seat == Some(seat)).map(|(t, _)| t.as_str())
    }
    /// Whether some phone connected now holds `seat`.
    pub fn seat_connected(&self, seat: usize) -> bool {
        self.holder_of(seat).is_some_and(|t| self.phones.values().any(|p| p.token == t))
    }
    /// The seats as the TV left them: a seat past the end of a table that lost seats, or one the
    /// TV gave to an AI, is held by no phone any more.
    pub fn fit(&mut self, config: &MatchConfig) {
        for h in self.holders.values_mut() {
            let gone = h.seat.is_some_and(|s| config.seats.get(s).is_none_or(|c| matches!(c.kind, SeatKind::Ai(_))));
            if gone {
                *h = Holder::default();
                self.changes += 1;
            }
        }
    }

    /// Phone `conn` takes `seat` of `config`: a seat the TV plays, or an AI's (it steps aside).
    pub fn claim(&mut self, conn: u64, seat: usize, config: &mut MatchConfig) -> Result<(), PhoneRefusal> {
        let token =
            self.phones.get(&conn).map(|p| p.token.clone()).ok_or((Refusal::Seat, t!("phone-error-hold-none")))?;
        if seat >= config.seats.len() {
            return Err((Refusal::Seat, t!("phone-error-no-seat", seat = (seat + 1).to_string())));
        }
        match self.holder_of(seat) {
            Some(t) if t == token => return Ok(()),
            Some(_) => return Err((Refusal::Seat, t!("phone-error-seat-taken"))),
            None => {}
        }
        // One seat a phone: the one it held goes back to the TV.
        let holder = self.holders.entry(token).or_default();
        let was_ai = match &config.seats[seat].kind {
            SeatKind::Ai(level) => Some(level.clone()),
            SeatKind::Human => None,
        };
        config.seats[seat].kind = SeatKind::Human;
        *holder = Holder { seat: Some(seat), was_ai };
        self.changes += 1;
        Ok(())
    }

    /// Phone `conn` hands its seat back to the TV or to an AI.
    pub fn release(&mut self, conn: u64, to: HandTo, config: &mut MatchConfig) -> Result<(), PhoneRefusal> {
        let none = || (Refusal::Seat, t!("phone-error-hold-none"));
        let token = self.phones.get(&conn).map(|p| p.token.clone()).ok_or_else(none)?;
        let holder = self.holders.get_mut(&token).ok_or_else(none)?;
        let seat = holder.seat.take().ok_or_else(none)?;
        if let (HandTo::Ai, Some(s)) = (to, config.seats.get_mut(seat)) {
            let fallback = levels(config.game).get(1).or(levels(config.game).first()).map(|(n, _)| n.to_string());
            if let Some(level) = holder.was_ai.take().or(fallback) {
                s.kind = SeatKind::Ai(level);
            }
        }
        holder.was_ai = None;
        self.changes += 1;
        Ok(())
    }

    /// The TV takes `seat` back from the phone holding it (the host's confirmed choice in the
    /// pause menu): the seat is the TV's from now on, and that phone, if connected, is told in
    /// its language. `false` when no phone held it.
    pub fn take_back(&mut self, seat: usize) -> bool {
        let Some(token) = self.holder_of(seat).map(str::to_string) else { return false };
        if let Some(holder) = self.holders.get_mut(&token) {
            *holder = Holder::default();
        }
        for phone in self.phones.values().filter(|p| p.token == token) {
            let words = crate::i18n::speaking(phone.language, || t!("phone-taken-back"));
            phone.out.note(crate::phones::wire::error_message(Refusal::Seat, &words));
        }
        self.changes += 1;
        true
    }

    /// Phone `conn` names its seat and picks its colour (one of `colors`; another seat that has
    /// it takes this seat's, as on the TV).
    pub fn profile(
        &mut self,
        conn: u64,
        name: &str,
        color: usize,
        colors: &[[u8; 3]],
        config: &mut MatchConfig,
    ) -> Result<(), PhoneRefusal> {
        let seat = self.seat_of(conn).ok_or((Refusal::Seat, t!("phone-error-hold-none")))?;
        let name = name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return Err((Refusal::Field, t!("phone-error-name")));
        }
        let rgb = *colors.get(color).ok_or((Refusal::Field, t!("phone-error-color")))?;
        let mine = config.seats[seat].color;
        if let Some(other) = config.seats.iter_mut().find(|s| s.color == rgb) {
            other.color = mine;
        }
        config.seats[seat].color = rgb;
        config.seats[seat].name = name.to_string();
        self.changes += 1;
        Ok(())
    }
}
