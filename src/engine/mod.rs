//! The engine seam every game implements (no Bevy): state, legal actions, apply → events, chance.
//!
//! In the spirit of OpenSpiel's `Game`/`State` and boardgame.io's `Game` object. A game is a marker
//! type implementing [`Game`]; its associated types carry the state, actions, events and errors, so
//! searches and simulators dispatch statically. Chance is explicit: at a chance node the state says
//! which dice the caller must roll ([`Chance`]) and `apply_chance` takes their values, whether they
//! come from a seeded stream, a console line or physical dice settling on the table.

pub mod console;
pub mod dice;
mod game_id;
pub mod hint;
pub mod lesson;
pub mod lesson_drive;
pub mod list;
mod outcome_check;
pub mod playout;
pub mod policy;
pub mod random_games;
pub mod record;
pub mod refusals;
pub mod shared_screen;
pub mod stats;
pub mod words;

use std::fmt::{Debug, Display};
use std::ops::{Deref, RangeInclusive};

use serde::Serialize;
use serde::de::DeserializeOwned;

pub use list::FixedList;
pub use policy::{Policy, RandomAi, Thought, pick};
pub use words::{SeatNames, Words};

pub use game_id::GameId;

/// Most dice one chance node asks for.
pub const MAX_CHANCE_DICE: usize = 16;

/// What the caller must roll at a chance node: a list of uniform draws, each of a game-defined
/// kind and a number of sides. Most are six-sided dice thrown in view (the kind says which look:
/// plain, or a colour's index); a draw from a bag or a tile stack is a hidden draw (nobody sees it
/// happen: the table draws it, it throws nothing) with one side per item left. Dice thrown for
/// one seat's eyes only (under its cup) are private to it: the table throws them out of sight and
/// tells their faces to that seat alone. Values run from 1 to the entry's sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chance {
    kinds: [u8; MAX_CHANCE_DICE],
    sides: [u8; MAX_CHANCE_DICE],
    /// Bit i: entry i is a hidden draw.
    hidden: u16,
    len: u8,
    /// The seat these dice are thrown for, out of everyone else's sight.
    private: Option<u8>,
}

impl Chance {
    /// `count` six-sided dice, all of one kind.
    pub fn uniform(count: usize, kind: u8) -> Chance {
        let len = count.min(MAX_CHANCE_DICE);
        Chance { kinds: [kind; MAX_CHANCE_DICE], sides: [6; MAX_CHANCE_DICE], hidden: 0, len: len as u8, private: None }
    }
    /// No draws yet; add them with [`Chance::push`].
    pub fn empty() -> Chance {
        Chance { kinds: [0; MAX_CHANCE_DICE], sides: [6; MAX_CHANCE_DICE], hidden: 0, len: 0, private: None }
    }
    /// Append one draw of `sides` outcomes (a six-sided die: 6); past the capacity it is dropped.
    pub fn push(&mut self, kind: u8, sides: u8) {
        if let (Some(k), Some(s)) = (self.kinds.get_mut(self.len as usize), self.sides.get_mut(self.len as usize)) {
            *k = kind;
            *s = sides.max(1);
            self.len += 1;
        }
    }
    /// Append one hidden draw of `sides` outcomes (an item from a bag or a stack).
    pub fn push_hidden(&mut self, kind: u8, sides: u8) {
        let at = self.len;
        self.push(kind, sides);
        if self.len > at {
            self.hidden |= 1 << at;
        }
    }
    /// Whether entry `i` is a hidden draw rather than a die thrown in view.
    pub fn is_hidden(&self, i: usize) -> bool {
        i < self.count() && self.hidden >> i & 1 != 0
    }
    /// These dice are thrown for `seat` alone (its cup): nobody else may see their faces.
    pub fn private_to(mut self, seat: usize) -> Chance {
        self.private = u8::try_from(seat).ok();
        self
    }
    /// The seat these dice are thrown for alone, if they are private.
    pub fn seen_only_by(&self) -> Option<usize> {
        self.private.map(usize::from)
    }
    /// Whether some entry is a hidden draw.
    pub fn any_hidden(&self) -> bool {
        self.hidden != 0
    }
    /// How many dice to roll.
    pub fn count(&self) -> usize {
        self.len as usize
    }
    /// The kind of each die, in the order `apply_chance` takes their values.
    pub fn kinds(&self) -> &[u8] {
        &self.kinds[..self.len as usize]
    }
    /// The sides of each die (6 for a die; the items left for a draw), in the same order.
    pub fn sides(&self) -> &[u8] {
        &self.sides[..self.len as usize]
    }
    /// Whether every entry is a six-sided die (what physical dice on the table can answer).
    pub fn all_six_sided(&self) -> bool {
        self.sides().iter().all(|&s| s == 6)
    }
}

/// Seats as a bit set (seat s is bit s); games have at most 8 seats.
pub type SeatSet = u8;

/// Seats in a bit set, ascending.
pub fn seats_in(set: SeatSet) -> Vec<usize> {
    (0..8).filter(|s| set & (1 << s) != 0).collect()
}

/// A game's rules. Every method is pure over the state; `apply` and `apply_chance` leave the state
/// untouched when they return an error.
pub trait Game: Sized + Send + Sync + 'static {
    const ID: GameId;
    /// How many seats the game takes.
    const SEATS: RangeInclusive<usize>;

    /// How to start a game beyond the seed (seat count, starter, game-specific choices).
    type Setup: Clone + Debug + Send + Sync;
    /// The whole game: cheap to clone, serde for save and resume (loading re-validates).
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A seat's decision (never a chance outcome); serde for saves and replays.
    type Action: Copy + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned;
    /// One thing that happened.
    type Event: Copy + Debug + PartialEq + Send + Sync;
    /// The events of one step, in order (fixed capacity: the hot path never allocates).
    type Events: Default + Clone + Debug + Deref<Target = [Self::Event]>;
    /// A reusable legal-action buffer.
    type Actions: Default + Clone + Debug + Deref<Target = [Self::Action]> + Send;
    /// Why an action, a chance outcome or a setup was refused; displays as one sentence.
    type Error: Copy + Debug + Display + std::error::Error + Send + Sync + 'static;

    /// The default setup for `players` seats (starter seat 0, standard content).
    fn setup(players: usize) -> Self::Setup;
    /// A new game; `seed` draws whatever the setup leaves to chance (face order, tile stacks…).
    fn new(setup: Self::Setup, seed: u64) -> Result<Self::State, Self::Error>;

    fn players(state: &Self::State) -> usize;
    /// The seat to decide (meaningful when not at a chance node and not over).
    fn current(state: &Self::State) -> usize;
    /// Every legal action now, in a fixed order; empty at a chance node and after game over.
    fn legal_actions(state: &Self::State, out: &mut Self::Actions);
    fn apply(state: &mut Self::State, action: Self::Action) -> Result<Self::Events, Self::Error>;
    /// What must be rolled now, or `None` when the state is not a chance node.
    fn chance(state: &Self::State) -> Option<Chance>;
    /// The rolled values, in the order of `chance().kinds()`.
    fn apply_chance(state: &mut Self::State, values: &[u8]) -> Result<Self::Events, Self::Error>;
    fn is_over(state: &Self::State) -> bool;
    /// The winning seats, filled at game over (several when the rules share a win).
    fn winners(state: &Self::State) -> SeatSet;
    /// The round in play, from 1 (for reports and the runaway guard).
    fn round(state: &Self::State) -> u32;
    /// The scores of the game-over line (`specs/cli.md`): their key (`"points"`, `"totals"`,
    /// `"places"`) and each seat's number, in seat order (see [`game_over_line`]).
    fn scores(state: &Self::State) -> (&'static str, Vec<i64>);
    /// Whether the decision now opens a new turn (tournaments reseed the dice here, so every seat
    /// order of a dice seed meets the same luck turn by turn).
    fn turn_starts(state: &Self::State) -> bool;
    /// What `seat` may see of the state (OpenSpiel's observation), as a state: whatever no seat
    /// may see yet (an order still to be revealed) is put in a canonical order, so nothing hidden
    /// reaches the one who asks. AI seats at the table and anything remote get this, never the
    /// state itself. The default: every part of the state is public.
    fn observation(state: &Self::State, _seat: usize) -> Self::State {
        state.clone()
    }
    /// What everyone at the table may see (the shared screen, a spectator): the state with every
    /// seat's secret hidden, as [`Game::observation`] hides the others' from one seat. The default
    /// suits a game whose every observation is the same (nothing is any one seat's own); a game
    /// with a seat's secret (a cup, a hand) overrides it. See [`shared_screen`].
    fn public_observation(state: &Self::State) -> Self::State {
        Self::observation(state, 0)
    }
    /// Fill in what a save written by an older build left out of its state, from the steps that
    /// led to it (its record): a save's loader calls it on the saved state before comparing it with
    /// the record's replay. The default: nothing was left out.
    fn restore_from_steps(_state: &mut Self::State, _steps: &[record::Step<Self::Action>]) {}
    /// Whether an event ends a turn / a round (for the generic reports).
    fn ends_turn(event: &Self::Event) -> bool;
    fn ends_round(event: &Self::Event) -> bool;
}

/// The line that says how a game of `G` ended (`play --exit-on-game-over`, the table's result):
/// `{"winners":[…],"<key>":[…]}`, the key and numbers being the game's [`Game::scores`].
pub fn game_over_line<G: Game>(state: &G::State) -> serde_json::Value {
    let (key, scores) = G::scores(state);
    let mut line = serde_json::Map::new();
    line.insert("winners".into(), seats_in(G::winners(state)).into());
    line.insert(key.into(), scores.into());
    line.into()
}

#[cfg(test)]
mod tests {
    use super::Chance;

    #[test]
    fn hidden_draws_are_marked_and_dice_are_not() {
        let mut c = Chance::empty();
        c.push(3, 6);
        c.push_hidden(12, 9);
        assert_eq!((c.count(), c.kinds(), c.sides()), (2, &[3, 12][..], &[6, 9][..]));
        assert!(!c.is_hidden(0) && c.is_hidden(1) && !c.is_hidden(2) && c.any_hidden());
        assert!(!Chance::uniform(5, 0).any_hidden());
        let mut full = Chance::empty();
        (0..super::MAX_CHANCE_DICE + 2).for_each(|_| full.push_hidden(1, 2));
        assert_eq!(full.count(), super::MAX_CHANCE_DICE, "past the capacity a draw is dropped");
        assert!((0..full.count()).all(|i| full.is_hidden(i)));
    }
}
