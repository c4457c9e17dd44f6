//! Royal Casino's section of the `dicehall sim` report: per standard face, rounds, turns, points.

use serde_json::{Map, Value, json};

use super::RoyalCasino;
use super::rules::{Event, Events, GameState, standard_faces};
use crate::sim::SimSection;

/// Totals for one face over every round played on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceStats {
    pub rounds: u64,
    pub turns: u64,
    pub gained: u64,
    pub paid: u64,
}

/// Per standard face (in id order), and the face in play in the current game.
#[derive(Clone, Debug)]
pub struct FaceTally {
    pub faces: Vec<(String, FaceStats)>,
    current: Option<usize>,
}

impl Default for FaceTally {
    fn default() -> Self {
        let faces = standard_faces().iter().map(|f| (f.id.to_string(), FaceStats::default())).collect();
        FaceTally { faces, current: None }
    }
}

impl FaceTally {
    fn index(&self, id: &str) -> Option<usize> {
        self.faces.iter().position(|(f, _)| f == id)
    }
}

impl SimSection for RoyalCasino {
    type Tally = FaceTally;
    fn begin(t: &mut FaceTally, s: &GameState) {
        t.current = t.index(&s.face().id);
    }
    fn observe(t: &mut FaceTally, s: &GameState, events: &Events) {
        for e in events.iter() {
            let Some(stats) = t.current.map(|i| &mut t.faces[i].1) else { continue };
            match e {
                Event::RowCompleted { delta, .. } if delta >= 0 => stats.gained += delta as u64,
                Event::RowCompleted { delta, .. } => stats.paid += delta.unsigned_abs() as u64,
                Event::TurnEnded { .. } => stats.turns += 1,
                Event::RoundEnded { next_face, .. } => {
                    stats.rounds += 1;
                    t.current = t.index(&s.face_stack()[next_face as usize].id);
                }
                Event::GameOver { .. } => {}
            }
        }
    }
    fn section(t: &FaceTally) -> Map<String, Value> {
        let per = |x: u64, n: u64| if n == 0 { 0.0 } else { x as f64 / n as f64 };
        let mut faces = Map::new();
        for (id, f) in &t.faces {
            faces.insert(
                id.clone(),
                json!({
                    "rounds": f.rounds,
                    "mean_turns": per(f.turns, f.rounds),
                    "mean_points_gained": per(f.gained, f.rounds),
                    "mean_points_paid": per(f.paid, f.rounds),
                }),
            );
        }
        let mut m = Map::new();
        m.insert("faces".into(), Value::Object(faces));
        m
    }
}
