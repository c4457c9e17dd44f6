//! Dice Settlers' section of the sim report: per-content balance (tiles, technologies, die
//! colours: how often taken, and their takers' win rate), end triggers, game length.

use serde_json::{Map, Value, json};

use super::DiceSettlers;
use super::content::{COLORS, DieColor, content};
use super::rules::{DiceSettlersState, Event, EventList, trigger};
use crate::sim::SimSection;

/// Counts over the games simulated.
#[derive(Clone, Debug, Default)]
pub struct SettlersTally {
    games: u64,
    /// Per tile number: games placed, and wins of the seats leading it at the end.
    tile_placed: Vec<u64>,
    tile_led: Vec<u64>,
    tile_led_wins: Vec<u64>,
    /// Per technology: takers and their wins.
    tech_taken: Vec<u64>,
    tech_wins: Vec<u64>,
    /// Per die colour: seats that recruited it, and their wins.
    color_taken: [u64; COLORS],
    color_wins: [u64; COLORS],
    /// This game's takers (a bit per seat), per colour.
    recruited: [u8; COLORS],
    triggers: [u64; 4],
    rounds: Vec<u64>,
    first_seat_wins: f64,
    winning_points: u64,
    houses: u64,
    tokens_earned: u64,
    researched: u64,
    explored: u64,
    raids: u64,
}

impl SimSection for DiceSettlers {
    type Tally = SettlersTally;
    fn begin(t: &mut SettlersTally, _s: &DiceSettlersState) {
        let (tiles, techs) = content().map_or((0, 0), |c| (c.tiles.len() + 1, c.techs.len()));
        if t.tile_placed.is_empty() {
            t.tile_placed = vec![0; tiles];
            t.tile_led = vec![0; tiles];
            t.tile_led_wins = vec![0; tiles];
            t.tech_taken = vec![0; techs];
            t.tech_wins = vec![0; techs];
        }
        t.recruited = [0; COLORS];
        t.games += 1;
    }
    fn observe(t: &mut SettlersTally, s: &DiceSettlersState, events: &EventList) {
        for e in events.iter() {
            match *e {
                Event::Recruited { seat, color } => t.recruited[color.index()] |= 1 << seat,
                Event::EndTriggered { triggers, .. } => {
                    for (i, (bit, _)) in trigger::NAMES.iter().enumerate() {
                        t.triggers[i] += u64::from(triggers & bit != 0);
                    }
                }
                Event::GameOver { winners } => game_over(t, s, winners),
                Event::HouseBuilt { .. } => t.houses += 1,
                Event::Researched { .. } => t.researched += 1,
                Event::TilePlaced { .. } => t.explored += 1,
                Event::Raided { .. } => t.raids += 1,
                _ => {}
            }
        }
    }
    fn section(t: &SettlersTally) -> Map<String, Value> {
        let rate = |w: u64, n: u64| if n == 0 { Value::Null } else { json!(w as f64 / n as f64) };
        let per = |x: f64| if t.games == 0 { 0.0 } else { x / t.games as f64 };
        let techs: Vec<Value> = content().map_or(Vec::new(), |c| {
            c.techs
                .iter()
                .enumerate()
                .map(|(i, tech)| {
                    json!({"id": tech.id, "seal": tech.seal.name(), "taken": t.tech_taken[i],
                           "takers_win_rate": rate(t.tech_wins[i], t.tech_taken[i])})
                })
                .collect()
        });
        let tiles: Vec<Value> = (1..t.tile_placed.len())
            .map(|no| {
                json!({"no": no, "placed": t.tile_placed[no], "led": t.tile_led[no],
                       "leaders_win_rate": rate(t.tile_led_wins[no], t.tile_led[no])})
            })
            .collect();
        let colors: Vec<Value> = DieColor::ALL[1..]
            .iter()
            .map(|c| {
                let i = c.index();
                json!({"color": c.name(), "recruited_by": t.color_taken[i], "recruiters_win_rate": rate(t.color_wins[i], t.color_taken[i])})
            })
            .collect();
        let mut triggers = Map::new();
        for (i, (_, name)) in trigger::NAMES.iter().enumerate() {
            triggers.insert((*name).into(), json!(per(t.triggers[i] as f64)));
        }
        let mut rounds = t.rounds.clone();
        rounds.sort_unstable();
        let q = |p: f64| rounds.get(((rounds.len().max(1) - 1) as f64 * p) as usize).copied().unwrap_or(0);
        let v = json!({
            "technologies": techs,
            "tiles": tiles,
            "die_colors": colors,
            "end_triggers": triggers,
            "rounds_p10_p50_p90": [q(0.1), q(0.5), q(0.9)],
            "first_seat_win_rate": per(t.first_seat_wins),
            "mean_winning_points": per(t.winning_points as f64),
            "mean_houses": per(t.houses as f64),
            "mean_score_tokens_earned": per(t.tokens_earned as f64),
            "mean_technologies": per(t.researched as f64),
            "mean_tiles_explored": per(t.explored as f64),
            "mean_raids": per(t.raids as f64),
        });
        let mut m = Map::new();
        m.insert("dice_settlers".into(), v);
        m
    }
}

fn game_over(t: &mut SettlersTally, s: &DiceSettlersState, winners: u8) {
    let won = |seat: usize| winners & (1 << seat) != 0;
    let share = 1.0 / f64::from(winners.count_ones().max(1));
    // The draft's first seat is the round-1 first player: seat 0 in the default setup.
    if won(0) {
        t.first_seat_wins += share;
    }
    t.rounds.push(u64::from(s.round()));
    t.winning_points += s.totals().iter().copied().max().map_or(0, u64::from);
    t.tokens_earned += s.seats().iter().map(|seat| u64::from(seat.tokens)).sum::<u64>();
    for p in s.map() {
        let no = p.no as usize;
        t.tile_placed[no] += 1;
        let counts: Vec<u8> =
            (0..s.players()).map(|o| if p.house == Some(o as u8) { u8::MAX } else { p.tents[o] }).collect();
        let best = counts.iter().copied().max().unwrap_or(0);
        if best > 0 {
            for o in (0..s.players()).filter(|&o| counts[o] == best) {
                t.tile_led[no] += 1;
                t.tile_led_wins[no] += u64::from(won(o));
            }
        }
    }
    for (seat_index, seat) in s.seats().iter().enumerate() {
        for (i, _) in t.tech_taken.clone().iter().enumerate().filter(|(i, _)| seat.owns(*i)) {
            t.tech_taken[i] += 1;
            t.tech_wins[i] += u64::from(won(seat_index));
        }
    }
    for c in 0..COLORS {
        for o in (0..s.players()).filter(|&o| t.recruited[c] & (1 << o) != 0) {
            t.color_taken[c] += 1;
            t.color_wins[c] += u64::from(won(o));
        }
    }
}
