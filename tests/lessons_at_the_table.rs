//! Every game's lesson played at the headless table, step by step, in every language: each step
//! comes to the learner with a sentence in that language and a target on screen, and doing it
//! (as "Do it for me" does, through the seat funnel) moves the lesson on, to its closing offer.
#![cfg(feature = "game")]

use dicehall::i18n::Language;
use dicehall::table::lesson::Anchor;
use dicehall::table::testing::{in_view, lesson_table, settle_camera};

/// Frames a step may wait for the learner's turn (AI turns, dice), and for the step to be played.
const MOST_FRAMES: usize = 3000;

#[test]
fn every_lesson_plays_step_by_step_at_the_table_in_every_language() {
    for game in dicehall::registry::all() {
        for language in Language::ALL {
            let name = format!("{} ({})", game.name, language.code());
            let mut app = lesson_table(game.id, language);
            let hooks = &game.table.lesson;
            let mut frames = 0;
            loop {
                let status = (hooks.status)(app.world()).unwrap_or_else(|| panic!("{name}: no lesson on the table"));
                if status.done == status.of {
                    assert!(!status.sentence.is_empty(), "{name}: the closing offer says something");
                    break;
                }
                if !status.learner_to_act {
                    // A round's sheet waits for the learner's OK, as a person presses it.
                    dicehall::table::testing::ok_a_waiting_sheet(&mut app);
                    app.update();
                    frames += 1;
                    assert!(frames < MOST_FRAMES, "{name}: step {} never comes to the learner", status.done + 1);
                    continue;
                }
                // Where the camera comes to rest for the step is where the learner looks.
                settle_camera(&mut app);
                let status = (hooks.status)(app.world()).unwrap_or_else(|| panic!("{name}: the lesson left"));
                let step = format!("{name}: step {} (`{}`)", status.done + 1, status.sentence);
                assert_eq!(dicehall::i18n::language(), language, "{step}: the table speaks the language");
                assert!(!status.sentence.is_empty() && !status.sentence.starts_with("lesson-"), "{step}: no words");
                match status.anchor {
                    Some(Anchor::Table(p)) => assert!(in_view(&mut app, p), "{step}: its target {p} is off screen"),
                    Some(Anchor::Piece(e)) => {
                        let p = app.world().get::<bevy::prelude::GlobalTransform>(e).map(|t| t.translation());
                        assert!(p.is_some_and(|p| in_view(&mut app, p)), "{step}: its piece is gone or off screen");
                    }
                    Some(Anchor::Bar) => {}
                    None => panic!("{step}: points at nothing"),
                }
                (hooks.do_step)(app.world_mut());
                let moved = (0..60).any(|_| {
                    app.update();
                    (hooks.status)(app.world()).is_some_and(|s| s.done > status.done)
                });
                assert!(moved, "{step}: playing it did not end the step (refused?)");
                frames = 0;
            }
        }
    }
}
