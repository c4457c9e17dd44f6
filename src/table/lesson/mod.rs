//! Learn to play at the table: a game's lesson (`crate::engine::lesson`, its data in
//! `assets/games/<name>/lesson.ron`) running in a match. The match keeps a [`LessonRun`]: the seat
//! funnel refuses the learner's other actions with the step's sentence, the learner's step action
//! ends the step, loaded throws fix the dice. The callout (`callout`) says the step beside what it
//! is about. Written once for every game; a game only says where its actions are ([`Anchor`]).

#[cfg(test)]
pub(crate) mod at_table;
pub mod callout;

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::engine::GameId;
use crate::engine::lesson::{Lesson, LessonStep, Progress, parse};
use crate::i18n::text;
use crate::table::seats::parse_game_seats;
use crate::table::session::MatchConfig;

/// Where a step's action is, for the callout to point at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Anchor {
    /// A point of the table (the cup, a row's square, a map spot).
    Table(Vec3),
    /// A piece on the table (a die to pick first): wherever it lies now.
    Piece(Entity),
    /// A button of the action bar.
    Bar,
}

/// The next match started is a lesson of this game (`--learn`, the setup's "Learn to play").
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonRequest(pub GameId);

/// A lesson in a match: its data, how far the learner is, the throws still loaded.
#[derive(Clone, Debug)]
pub struct LessonRun<A> {
    lesson: Lesson<A>,
    progress: Progress,
    throws: VecDeque<Vec<u8>>,
    /// The closing callout was put away ("Finish this round").
    pub closed: bool,
}

impl<A: Copy + PartialEq> LessonRun<A> {
    pub fn new(lesson: Lesson<A>) -> Self {
        let throws = lesson.throws.iter().cloned().collect();
        LessonRun { lesson, progress: Progress::default(), throws, closed: false }
    }
    /// The learner's seat.
    pub fn learner(&self) -> usize {
        self.lesson.learner()
    }
    /// The step to do now (`None`: all done, the round plays on).
    pub fn step(&self) -> Option<&LessonStep<A>> {
        self.progress.step(&self.lesson)
    }
    /// Steps done, and how many there are.
    pub fn done_of(&self) -> (usize, usize) {
        (self.progress.done, self.lesson.steps.len())
    }
    /// The learner played `action` (through the rules core).
    pub fn played(&mut self, action: &A) {
        self.progress.played(&self.lesson, action);
    }
    /// Leave the lesson: the round plays on as a real one.
    pub fn end(&mut self) {
        self.progress.done = self.lesson.steps.len();
    }
    /// The loaded faces of the next throw of `count` dice; once a throw does not match the
    /// lesson's (another count: the learner left the script), the dice decide from then on.
    pub fn next_throw(&mut self, count: usize) -> Option<Vec<u8>> {
        match self.throws.pop_front() {
            Some(faces) if faces.len() == count => Some(faces),
            Some(faces) => {
                warn!("lesson: a throw of {count} dice where the lesson loads {faces:?}; the dice decide now");
                self.throws.clear();
                None
            }
            None => None,
        }
    }
    /// Why `seat` may not play `action` now: the learner is asked for the step's action first.
    pub fn refusal(&self, seat: usize, action: &A) -> Option<String> {
        if seat != self.learner() || self.progress.permits(&self.lesson, action) {
            return None;
        }
        Some(crate::t!("lesson-first", step = self.sentence()))
    }
    /// What the callout says now: the step's sentence, or the closing one.
    pub fn sentence(&self) -> String {
        text(self.step().map_or(&self.lesson.done, |s| &s.say), &[])
    }
}

/// Where a match's lesson stands, as shared code sees it without knowing the game.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonStatus {
    /// Steps done and how many there are.
    pub done: usize,
    pub of: usize,
    /// What the callout says now.
    pub sentence: String,
    /// The step's action is the learner's to play now (the callout points at `anchor`).
    pub learner_to_act: bool,
    pub anchor: Option<Anchor>,
}

/// A game's lesson through its match, type-erased for shared code and tests.
pub struct LessonHooks {
    /// The lesson of the match on the table (`None`: no match of this game, or no lesson).
    pub status: fn(&World) -> Option<LessonStatus>,
    /// Play the step's action for the learner ("Do it for me"), through the seat funnel.
    pub do_step: fn(&mut World),
}

impl LessonHooks {
    pub(crate) const fn of<M: crate::table::view::hud::hud_shell::TableHud>() -> LessonHooks {
        LessonHooks { status: status_of::<M>, do_step: do_step_of::<M> }
    }
}

fn status_of<M: crate::table::view::hud::hud_shell::TableHud>(world: &World) -> Option<LessonStatus> {
    use crate::engine::Game;
    let m = world.get_resource::<M>()?;
    let lesson = m.lesson()?;
    let state = m.game_state();
    let (done, of) = lesson.done_of();
    let learner_to_act = lesson.step().is_some()
        && !M::G::is_over(state)
        && M::G::chance(state).is_none()
        && M::G::current(state) == lesson.learner();
    let nothing = M::Picked::default();
    let picked = world.get_resource::<M::Picked>().unwrap_or(&nothing);
    let anchor = lesson.step().filter(|_| learner_to_act).map(|s| m.anchor(s.act, picked));
    Some(LessonStatus { done, of, sentence: lesson.sentence(), learner_to_act, anchor })
}

fn do_step_of<M: crate::table::view::hud::hud_shell::TableHud>(world: &mut World) {
    let Some((seat, action)) =
        world.get_resource::<M>().and_then(|m| m.lesson()).and_then(|l| Some((l.learner(), l.step()?.act)))
    else {
        return;
    };
    world.write_message(crate::table::session::SeatAction::new(seat, action));
}

/// The prompt while a lesson's step is the learner's to do ("Lesson 2 of 8: click the cup…"),
/// `None` otherwise (another seat plays, dice roll, a banner holds the table, no lesson).
pub(crate) fn lesson_prompt<M: crate::table::view::hud::hud_shell::TableHud>(
    m: &M,
    banner: &crate::table::session::Banner,
) -> Option<String> {
    use crate::engine::Game;
    let lesson = m.lesson()?;
    let state = m.game_state();
    let learner_to_act =
        !M::G::is_over(state) && M::G::chance(state).is_none() && M::G::current(state) == lesson.learner();
    if lesson.step().is_none() || !learner_to_act || banner.left_s > 0.0 {
        return None;
    }
    let (done, of) = lesson.done_of();
    Some(format!("{} {}", crate::t!("lesson-progress", n = done + 1, of = of), lesson.sentence()))
}

/// Every game's lesson text (`assets/games/<name>/lesson.ron`) through the registry.
pub fn lesson_text(game: GameId) -> (&'static str, String) {
    let text = crate::registry::registered(game).lesson;
    (text, format!("assets/games/{}/lesson.ron", game.name()))
}

/// The lesson of `game` read for its actions `A` (errors say file:line).
pub fn lesson_of<A: serde::de::DeserializeOwned>(game: GameId) -> Result<Lesson<A>, String> {
    let (text, file) = lesson_text(game);
    parse(&file, text)
}

/// The table a lesson of `game` is played at: its seats (the learner and AIs) and seed; the
/// learner starts.
pub fn lesson_config(game: GameId) -> Result<MatchConfig, String> {
    let (text, file) = lesson_text(game);
    let table: TableOnly = ron::from_str(text).map_err(|e| format!("{file}: {e}"))?;
    Ok(MatchConfig::new(game, parse_game_seats(game, &table.seats)?, Some(table.seed)))
}

/// A lesson's table, its steps left unread (they are the game's actions).
#[derive(serde::Deserialize)]
struct TableOnly {
    seats: Vec<String>,
    seed: u64,
}
