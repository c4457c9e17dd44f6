//! A seat's private dice in a heads-up round: the sorted multisets of its dice, each with its
//! chance of being thrown and how many of its dice count for a bid on each face.

use super::bids::{FACES, WILD};

/// The most dice a seat holds in the solved rounds.
pub const MAX_SEAT_DICE: usize = 2;

/// The most distinct hands a seat can hold (two dice: 6 pairs + 15 mixed = 21).
pub const MAX_HANDS: usize = 21;

/// One value per hand of a seat (values past the seat's hand count are unused and zero).
pub type HandValues = [f64; MAX_HANDS];

/// One hand: the dice in rising order, its chance, and its count for a bid on each face.
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    pub dice: Vec<u8>,
    pub chance: f64,
    /// `counts[f]`: dice counting for a bid on face `f` (ones count for every face; index 0 unused).
    pub counts: [u8; FACES as usize + 1],
}

impl Hand {
    fn new(dice: Vec<u8>) -> Hand {
        let mut counts = [0u8; FACES as usize + 1];
        for face in 1..=FACES {
            counts[face as usize] = dice.iter().filter(|&&d| d == face || (d == WILD && face != WILD)).count() as u8;
        }
        let orders = orderings(&dice) as f64;
        let chance = orders / f64::from(FACES).powi(dice.len() as i32);
        Hand { dice, chance, counts }
    }

    /// The dice as written in the tables: `16` is a one and a six.
    pub fn label(&self) -> String {
        self.dice.iter().map(|d| char::from(b'0' + d)).collect()
    }
}

/// How many ordered throws give these sorted dice (k! over the repeats' factorials).
fn orderings(dice: &[u8]) -> u32 {
    let factorial = |n: usize| (1..=n as u32).product::<u32>();
    let mut result = factorial(dice.len());
    for face in 1..=FACES {
        result /= factorial(dice.iter().filter(|&&d| d == face).count());
    }
    result
}

/// Every hand of `dice` dice, in lexicographic order of the sorted dice.
pub fn hands(dice: usize) -> Vec<Hand> {
    let mut all: Vec<Vec<u8>> = vec![Vec::new()];
    for _ in 0..dice {
        all = all
            .into_iter()
            .flat_map(|h| {
                let low = h.last().copied().unwrap_or(1);
                (low..=FACES).map(move |d| [h.clone(), vec![d]].concat())
            })
            .collect();
    }
    all.into_iter().map(Hand::new).collect()
}

/// The index of the hand with these dice (any order) among `hands`, if there is one.
pub fn hand_index(hands: &[Hand], dice: &[u8]) -> Option<usize> {
    let mut sorted = dice.to_vec();
    sorted.sort_unstable();
    hands.iter().position(|h| h.dice == sorted)
}
