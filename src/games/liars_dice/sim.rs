//! Liar's Dice's section of `dicehall sim` (specs/cli.md): rounds per game, how often a dudo is
//! won by the challenger, how often a calza is exact, and how often the first seat wins.

use serde_json::{Map, Value, json};

use super::LiarsDice;
use super::rules::{Call, Event, EventList, LiarsDiceState};
use crate::sim::SimSection;

/// The seat whose wins the report singles out: seat 0, the default starter of round 1.
const FIRST_SEAT: u8 = 0;

/// Counts over the games simulated.
#[derive(Clone, Copy, Debug, Default)]
pub struct LiarsDiceTally {
    games: u64,
    finished: u64,
    rounds: u64,
    dudos: u64,
    dudos_won_by_challenger: u64,
    calzas: u64,
    calzas_exact: u64,
    palifico_rounds: u64,
    first_seat_wins: u64,
}

/// `part` of `whole` (0 when there is none).
fn rate(part: u64, whole: u64) -> f64 {
    if whole == 0 { 0.0 } else { part as f64 / whole as f64 }
}

impl SimSection for LiarsDice {
    type Tally = LiarsDiceTally;
    fn begin(t: &mut LiarsDiceTally, _s: &LiarsDiceState) {
        t.games += 1;
    }
    fn observe(t: &mut LiarsDiceTally, _s: &LiarsDiceState, events: &EventList) {
        for e in events.iter() {
            match *e {
                Event::Challenge { call: Call::Dudo, quantity, count, .. } => {
                    t.dudos += 1;
                    t.dudos_won_by_challenger += u64::from(count < quantity);
                }
                Event::Challenge { call: Call::Calza, quantity, count, .. } => {
                    t.calzas += 1;
                    t.calzas_exact += u64::from(count == quantity);
                }
                Event::RoundEnded { palifico, .. } => {
                    t.rounds += 1;
                    t.palifico_rounds += u64::from(palifico);
                }
                Event::GameOver { winners } => {
                    t.finished += 1;
                    t.first_seat_wins += u64::from(winners >> FIRST_SEAT & 1);
                }
                _ => {}
            }
        }
    }
    fn section(t: &LiarsDiceTally) -> Map<String, Value> {
        let v = json!({
            "mean_rounds": rate(t.rounds, t.games),
            "dudos": t.dudos,
            "challenger_win_rate": rate(t.dudos_won_by_challenger, t.dudos),
            "calzas": t.calzas,
            "calza_success_rate": rate(t.calzas_exact, t.calzas),
            "mean_palifico_rounds": rate(t.palifico_rounds, t.games),
            "first_seat_win_rate": rate(t.first_seat_wins, t.finished),
        });
        let mut m = Map::new();
        m.insert("liars_dice".into(), v);
        m
    }
}

#[cfg(test)]
mod tests {
    use crate::sim::SimConfig;

    /// `dicehall sim --game liars-dice` reports its own section: every rate a share, the rounds
    /// those a game of dice lost one by one takes, and one winner a game.
    #[test]
    fn the_sim_report_has_the_liars_dice_section() {
        let config =
            SimConfig { game: crate::engine::GameId::LIARS_DICE, players: 4, ai: "greedy".into(), games: 200, seed: 5 };
        let r = crate::registry::sim(&config).unwrap();
        let ld = &r["liars_dice"];
        for key in ["challenger_win_rate", "calza_success_rate", "first_seat_win_rate"] {
            assert!(ld[key].as_f64().is_some_and(|x| (0.0..=1.0).contains(&x)), "{key}: {r}");
        }
        assert!(ld["dudos"].as_u64().unwrap() > 0 && ld["calzas"].as_u64().unwrap() > 0, "{r}");
        assert_eq!(ld["mean_rounds"], r["mean_rounds"]);
        // Four seats of five dice: 19 dice leave the table, less the few a calza brings back.
        assert!(r["mean_rounds"].as_f64().unwrap() > 15.0, "{r}");
        let wins: u64 = r["wins"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
        assert_eq!((wins, r["unfinished"].as_u64()), (200, Some(0)));
    }
}
