//! The expert AI. In a solved heads-up round (two seats holding dice, one die against one or two
//! against one, either seat opening) it plays the equilibrium strategy CFR computed ([`cfr`]),
//! drawing its move with its own seeded RNG and stating the strategy's chances. In the other
//! heads-up rounds, once the round has seen [`IMPERFECT_RECALL_FROM_BIDS`] bids, it plays the
//! imperfect-recall CFR strategy ([`cfr_ir`]: own hand, both seats' dice, the last two bids) the
//! same way where that strategy has a line. Elsewhere it searches one step ahead on a Bayesian view of the round ([`bayes`]): every other seat's hands
//! weighed by how likely the bids it made this round were, and the count of each face on the
//! table convolved exactly from them. It takes the action with the best value:
//!
//! - a bid: the chance it does not cost a die at once (the next seat, answering as greedy would
//!   from its own cup, says dudo and the bid fails), plus [`KNOCK_GAIN`] times the chance that the
//!   next seat says dudo on it and it holds (that seat loses a die). A penalty for a bid's chance
//!   of being false later in the round was measured and dropped: it only lost games;
//! - dudo: the chance the standing bid fails; calza: the chance it is exact, a right one worth
//!   [`CALZA_GAIN`] more (a die back) while the seat holds fewer than five.
//!
//! The round's bids are public (everyone heard them): the expert reads them from its observation
//! ([`LiarsDiceState::bids`]) and keeps nothing between its decisions, so a fresh expert (a hint,
//! an AI rebuilt after a resume) plays as one that saw the whole round. Only the seat's own cup and
//! public facts are read (ruling L1).
//!
//! What was measured, and why each part is kept: `docs/liars-dice-expert.md`.
//!
//! [`cfr`]: super::cfr
//! [`cfr_ir`]: super::cfr_ir
//! [`bayes`]: super::bayes

use rand::RngExt;

use super::bayes::{View, seen_bids};
use super::cfr::{Bid as TableBid, HeadsUpMove, heads_up_policy};
use super::cfr_ir::{self, abstraction::Move as IrMove};
use crate::engine::dice::{DiceRng, seeded};
use crate::engine::{Policy, Thought};
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::{Action, DICE_PER_SEAT, LiarsDiceState};
use crate::t;

/// What the next seat's losing a die (a dudo on a true bid) is worth to the bidder, in chances
/// (measured against greedy: 0.3 beat 0, 0.15 alike, 0.6 and 1 worse at 4 and 6 seats).
pub const KNOCK_GAIN: f64 = 0.3;
/// What a right calza is worth above keeping one's dice (a die regained), in chances (measured:
/// 1 beat 0, 0.5 and 2).
pub const CALZA_GAIN: f64 = 1.0;
/// Bids searched per face: the lowest quantities that raise the standing bid.
pub const QUANTITIES_PER_FACE: u8 = 12;
/// Whether the level plays the imperfect-recall strategy in the heads-up rounds the exact tables
/// do not solve (see the module's measurements).
pub const IMPERFECT_RECALL: bool = true;
/// The bids a round must have seen before the imperfect-recall strategy plays (the search opens
/// and answers the first bids). Measured (2 seats, 1000 games, seed 0), head to head with the
/// search and against greedy: 0: 52.0 % and 61.7 %; 1: 51.1 %, 66.4 %; 2: 53.3 %, 73.6 %;
/// 3: 54.1 %, 80.2 %; 4: 58.6 %, 85.0 %; 6: 53.0 %, 89.0 % (the search alone: 88.5 %).
pub const IMPERFECT_RECALL_FROM_BIDS: usize = 4;
/// Percent in a whole chance, for the reason in words.
const PERCENT: f64 = 100.0;

/// The expert: its RNG and what it worked out at its last decision (nothing that changes a choice).
pub struct ExpertAi {
    rng: DiceRng,
    parts: Parts,
    thought: Thought,
}

/// Which of the expert's parts are on (all on by default, as the level plays).
#[derive(Clone, Copy, Debug)]
pub struct Parts {
    /// Use the bids it saw to weigh the others' hands (off: every hand by its chance alone).
    pub bayes: bool,
    /// Use the solved heads-up tables where they apply.
    pub tables: bool,
    /// Use the imperfect-recall strategy ([`cfr_ir`]) in the other heads-up rounds.
    pub imperfect_recall: bool,
}

impl Default for Parts {
    fn default() -> Self {
        Parts { bayes: true, tables: true, imperfect_recall: IMPERFECT_RECALL }
    }
}

impl ExpertAi {
    pub fn new(seed: u64) -> ExpertAi {
        ExpertAi::with(seed, Parts::default())
    }

    /// An expert with some of its parts on or off (for measuring them). Its strategy file is
    /// read here (once a process), not inside a decision.
    pub fn with(seed: u64, parts: Parts) -> ExpertAi {
        if parts.imperfect_recall {
            cfr_ir::preload();
        }
        ExpertAi { rng: seeded(seed), parts, thought: Thought::default() }
    }

    /// The table's chance of each legal action, where this is a solved heads-up spot.
    /// In a heads-up round, the exact tables' chances where they apply, else the imperfect-recall
    /// strategy's where it has a line and the round has seen [`IMPERFECT_RECALL_FROM_BIDS`] bids.
    fn table_chances(&self, state: &LiarsDiceState, legal: &[Action]) -> Option<Vec<f64>> {
        if state.seats_holding_dice() != 2 || state.is_palifico() {
            return None;
        }
        let me = state.current();
        let other = (0..state.players()).find(|&s| s != me && state.count(s) > 0)?;
        let (own, other_dice, i_open) = (state.dice(me), state.count(other), state.starter() == me);
        let bids: Vec<TableBid> = state.bids().iter().map(|b| TableBid::new(b.quantity, b.face)).collect();
        let opened_by_starter = state.bids().first().is_none_or(|b| usize::from(b.seat) == state.starter());
        let exact = (self.parts.tables && opened_by_starter)
            .then(|| {
                let pairs: Vec<(u8, u8)> = bids.iter().map(|b| (b.quantity, b.face)).collect();
                heads_up_policy(own, other_dice, i_open, &pairs)
            })
            .flatten();
        let moves = match exact {
            Some(moves) => moves,
            None if self.parts.imperfect_recall && bids.len() >= IMPERFECT_RECALL_FROM_BIDS => {
                let (last, before) = (bids.last().copied(), bids.len().checked_sub(2).map(|i| bids[i]));
                let moves = cfr_ir::policy(own, other_dice, i_open, last, before)?;
                moves.into_iter().map(|(m, p)| (ir_move(m), p)).collect()
            }
            None => return None,
        };
        let mut chances: Vec<f64> = legal
            .iter()
            .map(|&a| {
                let wanted = match a {
                    Action::Bid { quantity, face } => HeadsUpMove::Bid(TableBid::new(quantity, face)),
                    Action::Dudo => HeadsUpMove::Dudo,
                    Action::Calza => return 0.0,
                };
                moves.iter().find(|(m, _)| *m == wanted).map_or(0.0, |(_, p)| *p)
            })
            .collect();
        let total: f64 = chances.iter().sum();
        if total <= 0.5 {
            return None;
        }
        chances.iter_mut().for_each(|p| *p /= total);
        Some(chances)
    }

    /// The search's value of each legal action (see the module's words), `None` for the bids it
    /// does not search, and each one's chance of keeping the seat's dice for the reason; with
    /// `only`, of that action alone (the others valued at minus infinity).
    fn values(&self, state: &LiarsDiceState, legal: &[Action], only: Option<usize>) -> (Vec<f64>, Vec<f64>) {
        let seen = if self.parts.bayes { seen_bids(state, state.bids(), true) } else { Vec::new() };
        let view = View::new(state, &seen);
        let me = state.current();
        let next = state.next_holding(me);
        let mut least = [u8::MAX; 7];
        for a in legal {
            if let Action::Bid { quantity, face } = *a {
                least[usize::from(face)] = least[usize::from(face)].min(quantity);
            }
        }
        let gain = if state.count(me) < DICE_PER_SEAT { CALZA_GAIN } else { 0.0 };
        legal
            .iter()
            .enumerate()
            .map(|(i, &a)| match (a, state.bid()) {
                _ if only.is_some_and(|o| o != i) => (f64::NEG_INFINITY, 0.0),
                (Action::Bid { quantity, face }, _) => {
                    if quantity >= least[usize::from(face)].saturating_add(QUANTITIES_PER_FACE) {
                        return (f64::NEG_INFINITY, 0.0);
                    }
                    let (lost, knocked) = view.answer((quantity, face), next);
                    let safe = 1.0 - lost;
                    (safe + KNOCK_GAIN * knocked, safe)
                }
                (Action::Dudo, Some(bid)) => {
                    let fails = 1.0 - view.holds(bid.quantity, bid.face);
                    (fails, fails)
                }
                (Action::Calza, Some(bid)) => {
                    let exact = view.exact(bid.quantity, bid.face);
                    (exact * (1.0 + gain), exact)
                }
                (_, None) => (f64::NEG_INFINITY, 0.0),
            })
            .unzip()
    }
}

/// An imperfect-recall move as the tables' move.
fn ir_move(m: IrMove) -> HeadsUpMove {
    match m {
        IrMove::Bid(b) => HeadsUpMove::Bid(b),
        IrMove::Dudo => HeadsUpMove::Dudo,
    }
}

impl Policy<LiarsDice> for ExpertAi {
    fn name(&self) -> &'static str {
        "expert"
    }
    fn choose(&mut self, state: &LiarsDiceState, legal: &[Action]) -> Action {
        let pick = match self.table_chances(state, legal) {
            Some(chances) => {
                let mut x = self.rng.random::<f64>();
                let mut pick = chances.iter().rposition(|&p| p > 0.0).unwrap_or(0);
                for (i, &p) in chances.iter().enumerate() {
                    if x < p {
                        pick = i;
                        break;
                    }
                    x -= p;
                }
                let (_, safe) = self.values(state, legal, Some(pick));
                self.thought = Thought { probabilities: Some(chances), value: Some(safe[pick]) };
                pick
            }
            None => {
                let (values, safe) = self.values(state, legal, None);
                let pick = self.thought.pick(&values, 0.0, &mut self.rng);
                self.thought.value = Some(safe[pick]);
                pick
            }
        };
        legal[pick]
    }
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.thought.probabilities.clone()
    }
    fn reason(&self) -> Option<String> {
        self.thought.value.map(|p| t!("ld-hint-greedy", chance = (p * PERCENT).round()))
    }
}
