//! Statistics the tools share: Wilson intervals for win rates, percentiles for think times.

use statrs::distribution::{ContinuousCDF, Normal};

/// Wilson score interval for `wins` (may be fractional) out of `n` at 95 %.
pub fn wilson(wins: f64, n: f64) -> [f64; 2] {
    if n <= 0.0 {
        return [0.0, 1.0];
    }
    let z = Normal::new(0.0, 1.0).map(|d| d.inverse_cdf(0.975)).unwrap_or(1.959_964);
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

/// The `q` quantile of sorted values (nearest rank); 0 for none.
pub fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}
