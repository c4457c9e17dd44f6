//! Legal actions in one place: `check` says whether an action is legal now (with the typed
//! reason when not), `apply` checks then acts; `listing` lists the actions `check` lets through
//! (adjustments and removals in their default form; a named payer or source is checked by
//! payers.rs, which also lists the choices).

use super::act::Counts;
use super::actions::{Action, Step};
use super::error::SettlersError;
use super::events::EventList;
use super::state::{DiceSettlersState, Phase};
use crate::games::dice_settlers::content::SYMBOLS;

impl DiceSettlersState {
    /// What the current step asks for, as a sentence fragment (for "not a choice now" errors).
    pub fn asking(&self) -> &'static str {
        match (self.phase, self.step) {
            (Phase::Over, _) => "the game is over",
            (Phase::Draft, _) => "place a starting tile",
            (Phase::Roll, Step::Reroll { .. }) => "pick dice for the navigator's re-roll, or roll them",
            (Phase::Roll, _) => "adjust your roll, or say you are ready",
            (Phase::Act, Step::Open) if self.acted => "take a free action or end your turn",
            (Phase::Act, Step::Open) => "choose an action, a free action, or skip",
            (Phase::Act, Step::Recruit { .. }) => "choose the colour of a recruited die, or finish",
            (Phase::Act, Step::ChooseTile) => "choose which drawn tile to place",
            (Phase::Act, Step::PlaceTile { .. }) => "choose where the explored tile goes",
            (Phase::Act, Step::Follow { .. }) => "follow onto the new tile, or decline",
            (Phase::Act, Step::Deploy { .. }) => "use a deploy symbol, or finish",
            (Phase::Act, Step::Recall { .. }) => "take back a tent, or stop recalling",
            (Phase::Act, Step::Raid { .. }) => "choose whose tent to raid, or finish",
            (Phase::Act, Step::Trade { .. }) => "choose a trade, or finish",
            (Phase::Act, Step::Reroll { .. }) => "pick dice to re-roll",
            (Phase::Keep, _) => "keep one unused die, or none",
        }
    }

    /// Whether `action` is legal now; the reason when not. The one place legality is decided.
    pub fn check(&self, action: Action) -> Result<(), SettlersError> {
        self.check_in(action, None)
    }

    /// `check`, with the turn seat's symbol counts when the caller already has them.
    fn check_in(&self, action: Action, counts: Option<&Counts>) -> Result<(), SettlersError> {
        if self.phase == Phase::Over {
            return Err(SettlersError::GameOver);
        }
        if self.at_chance() {
            return Err(SettlersError::ChanceFirst);
        }
        self.check_step(action, counts)
    }

    /// `check` past the game-over and chance gates (the legal list has passed them once).
    pub(super) fn check_step(&self, action: Action, counts: Option<&Counts>) -> Result<(), SettlersError> {
        use Action as A;
        let not_now = Err(SettlersError::NotNow { step: self.asking() });
        let open = !self.acted;
        let main = self.phase == Phase::Act && self.step == Step::Open && open;
        let have = match counts {
            Some(c) => *c,
            None if main => self.symbol_counts(self.turn_seat()),
            None => [0; SYMBOLS],
        };
        let have = &have;
        match (self.phase, self.step, action) {
            (Phase::Draft, _, A::StartTile { index, at }) => self.check_start_tile(index, at),
            (Phase::Roll, Step::Open, A::Turn { die, value, payer }) => self.check_turn(die, value, payer),
            (Phase::Roll, Step::Open, A::NavigatorReroll { payer }) => self.check_navigator_reroll(payer),
            (Phase::Roll, Step::Open, A::ResourceReroll { die, payer }) => self.check_resource_reroll(die, payer),
            (Phase::Roll, Step::Open, A::ResourceDraw { payer }) => self.check_resource_draw(payer),
            (Phase::Roll, Step::Open, A::Ready) => Ok(()),
            (Phase::Roll, Step::Open, A::TakeBack) => self.check_take_back(),
            (Phase::Roll, Step::Reroll { picked }, A::Pick { die }) => self.check_pick(picked, die),
            (Phase::Roll, Step::Reroll { picked }, A::RerollPicked) if picked != 0 => Ok(()),
            (Phase::Act, Step::Open, A::Recruit { symbols }) if open => self.check_recruit(have, symbols),
            (Phase::Act, Step::Open, A::Explore { symbols }) if open => self.check_explore(have, symbols),
            (Phase::Act, Step::Open, A::Deploy { symbols }) if open => self.check_deploy(have, symbols),
            (Phase::Act, Step::Open, A::Raid { tile, symbols }) if open => self.check_raid(have, tile, symbols),
            (Phase::Act, Step::Open, A::Harvest) if open => self.check_harvest(have),
            (Phase::Act, Step::Open, A::Trade { symbols }) if open => self.check_trade(have, symbols),
            (Phase::Act, Step::Open, A::Research { card }) if open => self.check_research(have, card),
            (Phase::Act, Step::Open, A::Skip) if open => Ok(()),
            (Phase::Act, Step::Open, A::Factory { tile }) => self.check_factory(tile),
            (Phase::Act, Step::Open, A::Control { tile }) => self.check_control(tile),
            (Phase::Act, Step::Open, A::EndTurn) if self.acted => Ok(()),
            (Phase::Act, Step::Recruit { .. }, A::TakeDie { color }) => self.can_take_die(self.turn_seat(), color),
            (Phase::Act, Step::ChooseTile, A::ChooseTile { index }) => {
                if (index as usize) < self.drawn.len() {
                    Ok(())
                } else {
                    Err(SettlersError::NoSuchPlace(index))
                }
            }
            (Phase::Act, Step::PlaceTile { .. }, A::PlaceTile { at }) => self.check_place_tile(at),
            (Phase::Act, Step::Follow { .. }, A::Follow | A::Decline) => Ok(()),
            (Phase::Act, Step::Deploy { .. }, A::TentToBoard) => {
                if self.board_has_room(self.turn_seat()) {
                    Ok(())
                } else {
                    Err(SettlersError::BoardFull)
                }
            }
            (Phase::Act, Step::Deploy { .. }, A::TentToTile { tile }) => self.check_tent_to_tile(tile),
            (Phase::Act, Step::Deploy { .. }, A::RecallTents) => {
                let s = self.turn_seat();
                if self.tents_on_map(s) == 0 {
                    Err(SettlersError::NoTentsThere(0))
                } else if !self.board_has_room(s) {
                    Err(SettlersError::BoardFull)
                } else {
                    Ok(())
                }
            }
            (Phase::Act, Step::Recall { .. }, A::Recall { tile }) => self.check_recall(tile),
            (Phase::Act, Step::Recall { .. }, A::RecallDone) => Ok(()),
            (Phase::Act, Step::Raid { tile, .. }, A::Hit { victim }) => self.check_hit(tile, victim),
            (Phase::Act, Step::Trade { .. }, A::Sell(offer)) => self.check_sell(offer),
            (
                Phase::Act,
                Step::Recruit { .. } | Step::Deploy { .. } | Step::Raid { .. } | Step::Trade { .. },
                A::Finish,
            ) => Ok(()),
            (Phase::Keep, _, A::Keep { die }) => self.check_keep(die),
            (Phase::Keep, _, A::KeepNone) => Ok(()),
            _ => not_now,
        }
    }

    /// Apply a legal action; a refused one changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<EventList, SettlersError> {
        use Action as A;
        self.check(action)?;
        let mut ev = EventList::default();
        let e = &mut ev;
        match (self.step, action) {
            (_, A::StartTile { index, at }) => self.do_start_tile(index, at, e),
            (_, A::Turn { die, value, payer }) => {
                self.remember_turn(die);
                self.do_turn(die, value, payer, e)
            }
            (_, A::TakeBack) => self.do_take_back(e),
            // Chance-based adjustments close the take-back (their dice's new faces are known).
            (_, A::NavigatorReroll { payer }) => {
                self.close_take_back();
                self.do_navigator_reroll(payer)
            }
            (_, A::ResourceReroll { die, payer }) => {
                self.close_take_back();
                self.do_resource_reroll(die, payer, e)
            }
            (_, A::ResourceDraw { payer }) => {
                self.close_take_back();
                self.do_resource_draw(payer, e)
            }
            (Step::Reroll { picked }, A::Pick { die }) => self.do_pick(picked, die, e),
            (Step::Reroll { picked }, A::RerollPicked) => self.reroll(picked, e),
            (_, A::Ready) => {
                self.close_take_back();
                self.end_roll()
            }
            (_, A::Recruit { symbols }) => self.do_recruit(symbols, e),
            (_, A::Explore { symbols }) => self.do_explore(symbols, e),
            (_, A::Deploy { symbols }) => self.do_deploy(symbols, e),
            (_, A::Raid { tile, symbols }) => self.do_raid(tile, symbols, e),
            (_, A::Harvest) => {
                self.do_harvest(e);
                self.finish_action(e);
            }
            (_, A::Trade { symbols }) => self.do_trade(symbols, e),
            (_, A::Research { card }) => self.do_research(card, e),
            (_, A::Skip) => self.do_skip(e),
            (_, A::Factory { tile }) => self.do_factory(tile, e),
            (_, A::Control { tile }) => self.do_control(tile, e),
            (_, A::EndTurn) => self.end_turn(e),
            (Step::Recruit { left }, A::TakeDie { color }) => self.do_take_die(left, color, e),
            (_, A::ChooseTile { index }) => self.step = Step::PlaceTile { index },
            (Step::PlaceTile { index }, A::PlaceTile { at }) => self.do_place_tile(index, at, e),
            (_, A::Follow) => self.do_follow(true, e),
            (_, A::Decline) => self.do_follow(false, e),
            (Step::Deploy { left }, A::TentToBoard) => self.do_tent_to_board(left, e),
            (Step::Deploy { left }, A::TentToTile { tile }) => self.do_tent_to_tile(left, tile, e),
            (Step::Deploy { left }, A::RecallTents) => self.step = Step::Recall { left: left - 1 },
            (Step::Recall { left }, A::Recall { tile }) => self.do_recall(left, tile, e),
            (Step::Recall { left }, A::RecallDone) => self.recall_done(left, e),
            (Step::Raid { tile, left }, A::Hit { victim }) => self.do_hit(tile, left, victim, e),
            (Step::Trade { left }, A::Sell(offer)) => self.do_sell(left, offer, e),
            (_, A::Finish) => self.finish_action(e),
            (_, A::Keep { die }) => self.do_keep(Some(die), e),
            (_, A::KeepNone) => self.do_keep(None, e),
            _ => {}
        }
        Ok(ev)
    }
}
