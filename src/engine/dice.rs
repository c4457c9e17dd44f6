//! Seeded dice for unforced throws: the rules take dice values from the caller, this serves them.

use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The RNG every seeded stream in dicehall uses (fast, portable, reproducible across machines).
pub type DiceRng = ChaCha8Rng;

/// A seeded RNG; the same seed always gives the same stream.
pub fn seeded(seed: u64) -> DiceRng {
    DiceRng::seed_from_u64(seed)
}

/// A seed from the operating system, for games started without one.
pub fn fresh_seed() -> u64 {
    rand::rng().next_u64()
}

/// Derive the seed of stream `index` from a base seed (SplitMix64 finaliser: nearby inputs give
/// unrelated outputs), so game 7 of a simulation does not depend on how games 0–6 went.
pub fn derive_seed(base: u64, index: u64) -> u64 {
    let mut z = base ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Fill `out` with fair values 1..=sides[i] (1–6 for a die, an item's number for a draw).
pub fn draw_into<R: Rng + ?Sized>(rng: &mut R, sides: &[u8], out: &mut [u8]) {
    for (v, &n) in out.iter_mut().zip(sides) {
        *v = rng.random_range(1..=n.max(1));
    }
}

/// Fill `out` with fair die values 1–6.
pub fn roll_into<R: Rng + ?Sized>(rng: &mut R, out: &mut [u8]) {
    for v in out.iter_mut() {
        *v = rng.random_range(1..=6u8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_dice_and_all_faces_appear() {
        let (mut a, mut b) = (seeded(9), seeded(9));
        let (mut x, mut y) = ([0u8; 600], [0u8; 600]);
        roll_into(&mut a, &mut x);
        roll_into(&mut b, &mut y);
        assert_eq!(x, y);
        for face in 1..=6 {
            assert!(x.contains(&face));
        }
        assert!(x.iter().all(|v| (1..=6).contains(v)));
        assert_ne!(derive_seed(1, 0), derive_seed(1, 1));
    }
}
