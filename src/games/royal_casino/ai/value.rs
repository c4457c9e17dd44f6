//! The expert's value function: each seat's chance of winning from a position between turns, from
//! scores, the distance to the goal, the rows left and who is placed to take them. Its numbers are
//! fitted on self-play (`scripts/fit_expert_value.sh`) into `assets/games/royal-casino/expert_value.json`.

use serde::{Deserialize, Serialize};

use super::rowodds::RowOdds;
use crate::games::royal_casino::rules::{GameState, MAX_PLAYERS, RowColor};

/// How many round features `phi` has (see [`round_features`]).
pub const PHI: usize = 12;

/// One open row as the round features see it.
#[derive(Clone, Copy, Debug)]
pub struct RowLook {
    pub yellow: bool,
    pub points: f64,
    /// Chance a turn of the next seat (with its dice, at most 5) completes it alone.
    pub p_next: f64,
    /// The same for the seat being valued, with the dice it holds.
    pub p_me: f64,
}

/// The features of the rest of a round for one seat, at the end of its turn: the odds-weighted
/// points of the open gain and pay rows for the next seat and for itself, the points still open,
/// the dice it and the others hold, the open points scaled by its share of the dice, and the
/// points of rows both it and the next seat are placed to take (odds multiplied). The
/// fitted weights turn them into the points it expects to make on the others before the round ends.
pub fn round_features(rows: impl Iterator<Item = RowLook>, my_dice: u8, others_dice: u32) -> [f64; PHI] {
    let mut x = [0.0; PHI];
    x[0] = 1.0;
    for r in rows {
        let k = if r.yellow { 0 } else { 1 };
        x[1 + k] += r.points * r.p_next;
        x[3 + k] += r.points * r.p_me;
        x[5 + k] += r.points * if r.yellow { 1.0 } else { -1.0 };
        x[10 + k] += r.points * r.p_next * r.p_me;
    }
    let all = f64::from(my_dice) + f64::from(others_dice);
    x[7] = f64::from(my_dice);
    x[8] = f64::from(others_dice);
    x[9] = if all > 0.0 { (x[5] + x[6]) * f64::from(my_dice) / all } else { 0.0 };
    x
}

/// What the model reads from a position (enough to refit without replaying games).
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
pub struct Features {
    pub n: u8,
    pub next: u8,
    /// The seat whose turn has just ended (the one `phi` describes).
    pub me: u8,
    pub points: [u32; MAX_PLAYERS],
    pub dice: [u8; MAX_PLAYERS],
    /// Expected points the next seat takes from the gain rows in its turn.
    pub next_gain: f64,
    /// Empty squares over squares of the face in play.
    pub round_left: f64,
    pub target: f64,
    /// The round features of `me` (all 0 on a fresh face: nothing of the round is left to value).
    pub phi: [f64; PHI],
}

impl Features {
    /// The features of `s` (between turns) valued for seat `me`.
    pub fn of(s: &GameState, me: usize, odds: &mut RowOdds) -> Self {
        let n = s.player_count();
        let next = s.current();
        let mut f =
            Features { n: n as u8, next: next as u8, me: me as u8, target: f64::from(s.target()), ..Self::default() };
        for (i, p) in s.players().iter().enumerate() {
            (f.points[i], f.dice[i]) = (p.points, p.dice);
        }
        let (dn, dm) = (f.dice[next], f.dice[me]);
        let looks = s.rows().iter().filter(|r| !r.is_full()).map(|r| RowLook {
            yellow: r.spec.color == RowColor::Yellow,
            points: f64::from(r.spec.points),
            p_next: odds.complete(r, dn),
            p_me: odds.complete(r, dm),
        });
        f.read_rows(looks, s.empty_squares() as u32, s.face().square_count() as u32);
        f
    }

    /// Set `next_gain`, `round_left` and `phi` from the open rows of the face in play (`n`, `me`,
    /// `next` and `dice` must be set): one pass over the rows serves both leaves.
    pub fn read_rows(&mut self, looks: impl Iterator<Item = RowLook>, empty: u32, squares: u32) {
        let me = self.me as usize;
        let others = (0..self.n as usize).filter(|&i| i != me).map(|i| u32::from(self.dice[i])).sum();
        self.phi = round_features(looks, self.dice[me], others);
        self.next_gain = self.phi[1];
        self.round_left = f64::from(empty) / f64::from(squares.max(1));
        if empty >= squares {
            self.phi = [0.0; PHI];
        }
    }
}

/// The model's parameters. `round` (per seat count, 2–6) weighs the round features into the points a
/// seat expects to make on the others before the round ends (fitted by least squares on `expectimax`
/// self-play); `sharp`, `rate` and `floor` calibrate the win curve (fitted by likelihood, see `probs`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinModel {
    /// Round-feature weights for 2, 3, 4, 5 and 6 seats.
    pub round: [[f64; PHI]; 5],
    /// Points the starter of a round makes on the others' mean over that round, for 2–6 seats
    /// (a fresh face is worth this to its starter, and its share of minus this to everyone else).
    pub starter: [f64; 5],
    /// Sharpness: logit points per 100 points of lead at one round of uncertainty.
    pub sharp: f64,
    /// Points a round moves towards the goal (sets how many rounds are left).
    pub rate: f64,
    /// Uncertainty floor, in rounds.
    pub floor: f64,
}

/// The fitted numbers, committed as data.
pub const FITTED: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/royal-casino/expert_value.json"));

impl Default for WinModel {
    /// The committed fitted model (a unit test checks it loads; the fallback only keeps this total).
    fn default() -> Self {
        WinModel::fitted().unwrap_or(WinModel {
            round: [[0.0; PHI]; 5],
            starter: [0.0; 5],
            sharp: 1.2,
            rate: 160.0,
            floor: 0.6,
        })
    }
}

impl WinModel {
    /// No round value and a middling curve: where the fit starts, and the fallback.
    pub const PRIOR: WinModel =
        WinModel { round: [[0.0; PHI]; 5], starter: [0.0; 5], sharp: 1.2, rate: 160.0, floor: 0.6 };

    /// The committed fitted model.
    pub fn fitted() -> Result<Self, String> {
        serde_json::from_str(FITTED).map_err(|e| format!("assets/games/royal-casino/expert_value.json: {e}"))
    }

    /// The points `f.me` expects to make on the others (their mean) before the round ends, or on
    /// a fresh face (no round features) in the round to come.
    pub fn round_value(&self, f: &Features) -> f64 {
        let k = (f.n.clamp(2, 6) - 2) as usize;
        if f.phi[0] == 0.0 {
            let s = self.starter[k];
            return if f.me == f.next { s } else { -s / f64::from(f.n.max(2) - 1) };
        }
        self.round[k].iter().zip(&f.phi).map(|(w, x)| w * x).sum()
    }

    /// Each seat's chance of winning: a softmax of effective points (points, plus the round value
    /// for `f.me`) scaled by the square root of the rounds of luck to come.
    pub fn probs(&self, f: &Features) -> [f64; MAX_PLAYERS] {
        let n = f.n as usize;
        let mut eff: [f64; MAX_PLAYERS] = std::array::from_fn(|i| f64::from(f.points[i]));
        eff[f.me as usize] += self.round_value(f);
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
        self.probs(&Features::of(s, me, odds))[me]
    }
}

/// `me`'s share of a win by the seats in `winners` (R1: tied leaders share).
pub fn share(winners: u8, me: usize) -> f64 {
    if winners >> me & 1 == 1 { 1.0 / f64::from(winners.count_ones()) } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_model_loads_and_its_probabilities_sum_to_one() {
        let m = WinModel::fitted().unwrap();
        let f =
            Features { n: 3, points: [300, 200, 100, 0, 0, 0], target: 500.0, round_left: 0.5, ..Features::default() };
        let p = m.probs(&f);
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(p[0] > p[1] && p[1] > p[2] && p[3] == 0.0);
    }
}
