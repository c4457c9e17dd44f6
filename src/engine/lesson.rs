//! A game's lesson as data (`assets/games/<name>/lesson.ron`): a guided first round against AI
//! seats. The seats and the seed fix everything the table leaves to chance but the dice; the dice
//! thrown in view are loaded (`throws`: each throw's faces, in the order thrown at the table, AI
//! seats' throws too). Each step is one sentence (a message of the game's catalogue) and the
//! learner's action that ends it, in the rules core's own actions (so the table can point at what
//! the action is about: the cup, a die, a row, a square, a spot, a button). Pure: no Bevy; the
//! table runs it (`crate::table::lesson`) and a test drives every lesson through it.

use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::i18n::{Language, catalog};

/// The learner's seat spec in `seats` (every other seat names an AI level).
pub const LEARNER: &str = "human";
/// Longest a callout's sentence may be, in characters (one short sentence, read from a sofa).
pub const MOST_CHARS: usize = 110;

/// A lesson of a game whose actions are `A`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(bound(deserialize = "A: DeserializeOwned"), deny_unknown_fields)]
pub struct Lesson<A> {
    /// Seat specs as `dicehall play --seats` takes them: one `human` (the learner), AIs.
    pub seats: Vec<String>,
    /// The match's seed (the board, the tile stacks, the AIs' draws).
    pub seed: u64,
    /// The faces of each throw in view, in the order the table throws them.
    pub throws: Vec<Vec<u8>>,
    /// What the learner is shown and does, in order.
    pub steps: Vec<LessonStep<A>>,
    /// The closing callout's message (what to do next: a real game).
    pub done: String,
    /// Kinds of choice a first game asks (an action's variant name, as `Raid`) that the lesson
    /// tells in its sentences rather than plays; every other kind is one of its steps
    /// (`lesson_drive::untaught_kinds` checks it).
    #[serde(default)]
    pub told: Vec<String>,
}

/// One step: a sentence pinned to what `act` is about; doing `act` ends it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(bound(deserialize = "A: DeserializeOwned"), deny_unknown_fields)]
pub struct LessonStep<A> {
    /// The message key of the sentence (the game's catalogue, every language).
    pub say: String,
    /// The learner's action that ends the step.
    pub act: A,
}

impl<A> Lesson<A> {
    /// The learner's seat.
    pub fn learner(&self) -> usize {
        self.seats.iter().position(|s| s == LEARNER).unwrap_or(0)
    }
}

/// A lesson read from `text` (named `file` in errors) and checked as data: RON errors and every
/// problem found say `file:line`. The table drive (`crate::table::lesson`) checks that each step's
/// action is the learner's legal action when its turn comes.
pub fn parse<A: DeserializeOwned>(file: &str, text: &str) -> Result<Lesson<A>, String> {
    let lesson: Lesson<A> = ron::from_str(text).map_err(|e| {
        let at = e.span.start;
        format!("{file}:{}:{}: {}", at.line, at.col, e.code)
    })?;
    let mut problems = Vec::new();
    let learners = lesson.seats.iter().filter(|s| *s == LEARNER).count();
    if learners != 1 {
        problems.push(format!(
            "{file}:{}: `seats` needs exactly one \"{LEARNER}\", not {learners}",
            line_of(text, "seats:", 0)
        ));
    }
    for (i, throw) in lesson.throws.iter().enumerate() {
        if throw.is_empty() || throw.iter().any(|v| !(1..=6).contains(v)) {
            let line = line_of(text, "throws:", 0) + i + 1;
            problems.push(format!("{file}:{line}: throw {} must be faces 1–6, not {throw:?}", i + 1));
        }
    }
    if lesson.steps.is_empty() {
        problems.push(format!("{file}:{}: a lesson needs steps", line_of(text, "steps:", 0)));
    }
    let keys = lesson.steps.iter().enumerate().map(|(i, s)| (line_of(text, "say:", i), &s.say));
    for (line, key) in keys.chain([(line_of(text, "done:", 0), &lesson.done)]) {
        problems.extend(check_words(key).into_iter().map(|p| format!("{file}:{line}: {p}")));
    }
    if problems.is_empty() { Ok(lesson) } else { Err(problems.join("\n")) }
}

/// What is wrong with the sentence `key` in any language: missing, or too long for a callout.
fn check_words(key: &str) -> Vec<String> {
    Language::ALL
        .iter()
        .filter_map(|&language| match catalog().format(language, key, &[]) {
            None => Some(format!("`{key}` has no {} words", language.code())),
            Some((text, _)) if text.chars().count() > MOST_CHARS => Some(format!(
                "`{key}` in {} is {} characters (at most {MOST_CHARS})",
                language.code(),
                text.chars().count()
            )),
            Some((_, errors)) if !errors.is_empty() => Some(format!("`{key}` in {}: {errors:?}", language.code())),
            Some(_) => None,
        })
        .collect()
}

/// The line (from 1) of the `nth` (from 0) occurrence of `needle` in `text` (the last line when
/// there are fewer).
pub fn line_of(text: &str, needle: &str, nth: usize) -> usize {
    let mut seen = 0;
    for (i, line) in text.lines().enumerate() {
        if line.contains(needle) {
            if seen == nth {
                return i + 1;
            }
            seen += 1;
        }
    }
    text.lines().count().max(1)
}

/// Where the lesson stands: the next step, or done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Steps done (or skipped).
    pub done: usize,
}

impl Progress {
    /// The step to do now (`None`: the lesson is through).
    pub fn step<'a, A>(&self, lesson: &'a Lesson<A>) -> Option<&'a LessonStep<A>> {
        lesson.steps.get(self.done)
    }
    /// Whether the learner's `action` may be played now: the step's own, or anything once the
    /// steps are through (the round goes on as a real one).
    pub fn permits<A: PartialEq>(&self, lesson: &Lesson<A>, action: &A) -> bool {
        self.step(lesson).is_none_or(|s| s.act == *action)
    }
    /// The learner played `action`: the step it ends is done.
    pub fn played<A: PartialEq>(&mut self, lesson: &Lesson<A>, action: &A) {
        if self.step(lesson).is_some_and(|s| s.act == *action) {
            self.done += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
    enum Toy {
        Throw,
        Place { row: u8 },
    }

    const GOOD: &str = r#"(
        seats: ["human", "greedy"],
        seed: 3,
        throws: [
            [1, 2],
        ],
        steps: [
            (say: "settings-title", act: Throw),
            (say: "settings-title", act: Place(row: 2)),
        ],
        done: "settings-title",
    )"#;

    #[test]
    fn a_lesson_reads_and_its_steps_are_played_in_order() {
        let lesson: Lesson<Toy> = parse("good.ron", GOOD).unwrap();
        assert_eq!((lesson.learner(), lesson.steps.len()), (0, 2));
        let mut progress = Progress::default();
        assert!(progress.permits(&lesson, &Toy::Throw) && !progress.permits(&lesson, &Toy::Place { row: 2 }));
        progress.played(&lesson, &Toy::Place { row: 2 });
        assert_eq!(progress.done, 0, "another action ends no step");
        progress.played(&lesson, &Toy::Throw);
        assert_eq!(progress.step(&lesson).map(|s| s.act), Some(Toy::Place { row: 2 }));
        progress.played(&lesson, &Toy::Place { row: 2 });
        assert!(progress.step(&lesson).is_none() && progress.permits(&lesson, &Toy::Throw), "then free play");
    }

    #[test]
    fn bad_lessons_say_file_and_line() {
        let typo = GOOD.replace("Place(row: 2)", "Plaice(row: 2)");
        let e = parse::<Toy>("typo.ron", &typo).unwrap_err();
        assert!(e.starts_with("typo.ron:9:"), "{e}");
        let unknown = GOOD.replacen("say: \"settings-title\"", "say: \"no-such-words\"", 1);
        let e = parse::<Toy>("words.ron", &unknown).unwrap_err();
        assert!(e.starts_with("words.ron:8: `no-such-words` has no en words"), "{e}");
        let faces = GOOD.replace("[1, 2]", "[1, 7]");
        assert!(parse::<Toy>("f.ron", &faces).unwrap_err().contains("f.ron:5: throw 1 must be faces 1–6"));
        let two = GOOD.replace("\"greedy\"", "\"human\"");
        assert!(parse::<Toy>("s.ron", &two).unwrap_err().contains("s.ron:2: `seats` needs exactly one"));
    }
}
