//! Points shown as chips (ruling R2): 50s and 10s. Only the total counts; chips change freely.

/// Chip denominations, largest first.
pub const CHIP_VALUES: [u32; 2] = [50, 10];

/// The fewest chips of 50 and 10 for `points` (the start's 80 is one 50 and three 10s).
/// Points are always multiples of 10 in play; any remainder below 10 is not shown as a chip.
pub fn chips(points: u32) -> (u32, u32) {
    (points / 50, points % 50 / 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ruling_r2_points_show_as_fifties_and_tens_and_only_the_total_counts() {
        assert_eq!(chips(80), (1, 3), "setup: three 10-chips and one 50-chip");
        assert_eq!(chips(0), (0, 0));
        assert_eq!(chips(500), (10, 0));
        assert_eq!(chips(1_230), (24, 3));
        for p in (0..2_000).step_by(10) {
            let (f, t) = chips(p);
            assert_eq!(f * 50 + t * 10, p, "exchange never changes the total");
            assert!(t < 5);
        }
    }
}
