//! One throw path for every game's table. When the rules core asks for dice (`Game::chance()`),
//! the game's flow names how many and their looks; this counts the throw, seeds it from the
//! match's seed, and either lands the dice at once (instant dice: their faces are known now) or
//! hands them to the physics (their faces come back in [`DiceSettled`], matched to the throw in
//! flight by [`settled_throw`]). A game supplies only what it does with dice that are down.

use bevy::prelude::*;

use crate::engine::dice::{derive_seed, seeded};
use crate::table::dice::{DiceSettled, ThrowDice};
use crate::table::instant;
use crate::table::session::TableDie;
use crate::table::table_match::{TableGame, TableMatch};
use crate::table::turn_flow::TurnOut;

/// Throws take seeds after the hidden draws' in the match's seed space: throw `n` of a match
/// seeded `s` is seeded `derive_seed(s, THROW_SEED_BASE + n)`.
const THROW_SEED_BASE: u64 = 10_000;
/// The seed stream of hidden draws at a table without draws of its own (`derive_seed(seed, this)`).
const HIDDEN_DRAWS_SEED: u64 = 9_999;

/// Dice down on the felt, in the throw's order, with their faces.
pub(crate) struct Landed {
    pub dice: Vec<TableDie>,
    pub values: Vec<u8>,
}

/// What becomes of a physical die of an earlier throw when a new throw is asked for (the dice
/// plugin removes it when the new throw leaves the cup).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum OldPhysical {
    /// It stays in view until then (the board still shows where it went).
    Stays,
    /// It is hidden at once (its face is spent, also when fast play throws again in one frame).
    Hidden,
}

impl<X: TableGame> TurnOut<'_, '_, X> {
    /// Throw `count` dice with `looks` (indices into the dice looks; empty: the default look) for
    /// match `m`. Instant dice land now and come back; physical dice fly (`m.pending_throw` is set)
    /// and `None` comes back. The flick of the action that asked for this throw is spent either way, and a
    /// lesson's loaded faces are used where it has them.
    pub(crate) fn throw_dice(&mut self, m: &mut TableMatch<X>, count: usize, looks: Vec<usize>) -> Option<Landed> {
        self.throw(m, count, looks, None)
    }

    /// [`Self::throw_dice`] for dice nobody else may see (seat `seat`'s private throw): the physics
    /// throws them under the seat's own cup where the game's view has laid one (`dice::CupSpot`),
    /// in the tray otherwise, and no die is ever drawn.
    pub(crate) fn throw_unseen_dice(&mut self, m: &mut TableMatch<X>, count: usize, seat: usize) -> Option<Landed> {
        self.throw(m, count, Vec::new(), Some(seat))
    }

    fn throw(
        &mut self,
        m: &mut TableMatch<X>,
        count: usize,
        looks: Vec<usize>,
        under_cup: Option<usize>,
    ) -> Option<Landed> {
        let unseen = under_cup.is_some();
        m.throw_serial += 1;
        self.ids.0 += 1;
        let seed = derive_seed(m.seed, THROW_SEED_BASE + m.throw_serial);
        let fling = m.next_fling.take();
        if self.settings.instant() {
            let mut rng = seeded(seed);
            let values = m.loaded_throw(count).unwrap_or_else(|| instant::roll(&mut rng, count));
            let dice = instant::spawn(&mut self.commands, &mut rng, &values, &looks);
            if unseen {
                for die in &dice {
                    self.commands.entity(die.entity).insert(crate::table::dice::Unseen);
                }
            }
            return Some(Landed { dice, values });
        }
        m.pending_throw = Some(self.ids.0);
        let faces = m.loaded_throw(count).unwrap_or_default();
        self.throws.write(ThrowDice {
            throw_id: self.ids.0,
            table: 0,
            count,
            seed,
            looks,
            fling,
            faces,
            unseen,
            under_cup,
        });
        None
    }

    /// Take the dice of an earlier throw off the felt: instant dice go; physical ones as `old`.
    pub(crate) fn clear_dice(&mut self, dice: impl IntoIterator<Item = TableDie>, old: OldPhysical) {
        for die in dice {
            if !self.physical.contains(die.entity) {
                self.commands.entity(die.entity).despawn();
            } else if old == OldPhysical::Hidden {
                self.commands.entity(die.entity).insert(Visibility::Hidden);
            }
        }
    }
}

/// Hidden draws (a bag, a deck: `Chance::push_hidden`) are drawn, not thrown: from the match's
/// seed and the steps so far, so a resumed match draws exactly as one never stopped.
pub(crate) fn draw_hidden<X: TableGame>(m: &TableMatch<X>, chance: &crate::engine::Chance) -> Vec<u8> {
    let mut rng = seeded(derive_seed(derive_seed(m.seed, HIDDEN_DRAWS_SEED), m.record.steps.len() as u64));
    let mut values = vec![0; chance.count()];
    crate::engine::dice::draw_into(&mut rng, chance.sides(), &mut values);
    values
}

/// The dice of `m`'s throw in flight, once the physics reports them settled (other tables' and
/// earlier throws' reports are passed over); the throw is no longer in flight.
pub(crate) fn settled_throw<X: TableGame>(
    m: &mut TableMatch<X>,
    settled: &mut MessageReader<DiceSettled>,
) -> Option<Landed> {
    let mut landed = None;
    for s in settled.read() {
        if m.pending_throw == Some(s.throw_id) {
            m.pending_throw = None;
            let dice = s.dice.iter().zip(&s.values).map(|(&entity, &value)| TableDie { entity, value }).collect();
            landed = Some(Landed { dice, values: s.values.clone() });
        }
    }
    landed
}
