//! The expert's value function: each seat's chance of winning from a position between turns, from
//! scores, the distance to the goal, the board's gain rows left and who is placed to take them.
//! Its numbers are fitted on self-play (`scripts/fit_expert_value.sh`) into `assets/ai/`.

use serde::{Deserialize, Serialize};

use super::rowodds::RowOdds;
use crate::rules::royal_casino::{GameState, MAX_PLAYERS, RowColor};

/// What the model reads from a position (enough to refit without replaying games).
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
pub struct Features {
    pub n: u8,
    pub next: u8,
    pub points: [u32; MAX_PLAYERS],
    pub dice: [u8; MAX_PLAYERS],
    /// Expected points the next seat takes from the gain rows in its turn.
    pub next_gain: f64,
    /// Points of the gain rows still open.
    pub yellow_left: f64,
    /// Empty squares over squares of the face in play.
    pub round_left: f64,
    pub target: f64,
}

impl Features {
    pub fn of(s: &GameState, odds: &mut RowOdds) -> Self {
        let n = s.player_count();
        let mut f = Features { n: n as u8, next: s.current() as u8, target: f64::from(s.target()), ..Self::default() };
        for (i, p) in s.players().iter().enumerate() {
            (f.points[i], f.dice[i]) = (p.points, p.dice);
        }
        let d = s.players()[s.current()].dice;
        for r in s.rows().iter().filter(|r| !r.is_full() && r.spec.color == RowColor::Yellow) {
            f.yellow_left += f64::from(r.spec.points);
            f.next_gain += f64::from(r.spec.points) * odds.complete(r, d);
        }
        f.round_left = s.empty_squares() as f64 / s.face().square_count().max(1) as f64;
        f
    }
}

/// The model's parameters: `keep` and `threat` are the points trade-offs of `expectimax`'s leaf (so in
/// the middle game, where win chance is nearly linear in points, expert plays as its points search);
/// `sharp`, `rate` and `floor` calibrate the curve and are fitted (see `probs`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WinModel {
    /// Points per die a seat holds for later turns of the round.
    pub keep: f64,
    /// Share of the next seat's expected gain from the board counted as its points.
    pub threat: f64,
    /// Sharpness: logit points per 100 points of lead at one round of uncertainty.
    pub sharp: f64,
    /// Points a round moves towards the goal (sets how many rounds are left).
    pub rate: f64,
    /// Uncertainty floor, in rounds.
    pub floor: f64,
}

/// The fitted numbers, committed as data.
pub const FITTED: &str = include_str!("../../assets/ai/expert_value.json");

impl Default for WinModel {
    fn default() -> Self {
        serde_json::from_str(FITTED).unwrap_or(WinModel { keep: 2.0, threat: 0.8, sharp: 1.2, rate: 210.0, floor: 0.6 })
    }
}

impl WinModel {
    /// Each seat's chance of winning: a softmax of effective points (points, dice held, and the next
    /// seat's expected takings from the board) scaled by the square root of the rounds of luck to come.
    pub fn probs(&self, f: &Features) -> [f64; MAX_PLAYERS] {
        let n = f.n as usize;
        let mut eff: [f64; MAX_PLAYERS] =
            std::array::from_fn(|i| f64::from(f.points[i]) + self.keep * f64::from(f.dice[i]));
        eff[f.next as usize] += self.threat * f.next_gain;
        let lead = eff[..n].iter().cloned().fold(f64::MIN, f64::max);
        let rounds = (f.target - lead).max(0.0) / self.rate.max(1.0) + f.round_left + self.floor.max(0.01);
        let k = self.sharp / (100.0 * rounds.sqrt());
        let mut p: [f64; MAX_PLAYERS] = std::array::from_fn(|i| if i < n { (k * (eff[i] - lead)).exp() } else { 0.0 });
        let sum: f64 = p.iter().sum();
        p.iter_mut().for_each(|x| *x /= sum);
        p
    }

    /// The chance `me` wins from `s` (exact at game over: a shared win counts 1/k).
    pub fn win_chance(&self, s: &GameState, me: usize, odds: &mut RowOdds) -> f64 {
        if s.is_over() {
            return share(s.winners_mask(), me);
        }
        self.probs(&Features::of(s, odds))[me]
    }
}

/// `me`'s share of a win by the seats in `winners` (R1: tied leaders share).
pub fn share(winners: u8, me: usize) -> f64 {
    if winners >> me & 1 == 1 { 1.0 / f64::from(winners.count_ones()) } else { 0.0 }
}
