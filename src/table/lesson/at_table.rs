//! A lesson played at a headless table, for each game's tests: the match its lesson starts with
//! instant dice and no pauses, the learner doing each step's action when its turn comes (as the
//! callout's "Do it for me" does), the seats named as a lesson's drive names them ("You", "AI 1").

use bevy::prelude::*;

use super::{Anchor, LessonRequest, lesson_config};
use crate::engine::{Game, GameId};
use crate::table::session::{SeatAction, SeatKind, Settings};
use crate::table::view::hud::hud_shell::TableHud;

/// Frames a lesson may take at the table (instant dice, no pauses; the AI seats think on threads
/// of their own, so the frames a lesson takes vary: Dice Settlers' three rounds take thousands).
const MOST_FRAMES: usize = 40_000;

/// What the table did: its log once the steps were through, and for each step where the callout
/// pointed and the rules state it pointed in.
pub(crate) struct AtTable<S> {
    pub(crate) log: Vec<String>,
    pub(crate) steps: Vec<(Anchor, S)>,
}

/// Play `game`'s lesson at a headless table whose match is `M`; a panic when a step is never
/// done (refused, or never the learner's).
pub(crate) fn play_at_table<M>(game: GameId) -> AtTable<<M::G as Game>::State>
where
    M: TableHud,
    SeatAction<<M::G as Game>::Action>: Message,
{
    let mut config = lesson_config(game).expect("the lesson's table");
    for (s, seat) in config.seats.iter_mut().enumerate() {
        seat.name = if seat.kind == SeatKind::Human { "You".to_string() } else { format!("AI {s}") };
    }
    let settings = Settings { instant_dice: true, ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let mut app = crate::table::headless_match_app(config, settings);
    app.insert_resource(LessonRequest(game));
    let mut steps = Vec::new();
    for _ in 0..MOST_FRAMES {
        app.update();
        let Some(m) = app.world().get_resource::<M>() else { continue };
        let lesson = m.lesson().expect("the match teaches its lesson");
        // The log said again in English, whatever language another test set the window to meanwhile.
        let Some(step) = lesson.step() else {
            let log = crate::i18n::speaking(crate::i18n::Language::English, || m.log_said_again());
            return AtTable { log, steps };
        };
        let state = m.game_state();
        if M::G::current(state) != lesson.learner() || M::G::chance(state).is_some() || M::G::is_over(state) {
            // A round's sheet waits for the learner's OK.
            crate::table::testing::ok_a_waiting_sheet(&mut app);
            continue;
        }
        if steps.len() == lesson.done_of().0 {
            steps.push((m.anchor(step.act, &Default::default()), state.clone()));
        }
        let action = SeatAction::new(lesson.learner(), step.act);
        app.world_mut().write_message(action);
    }
    let m = app.world().resource::<M>();
    let (done, of) = m.lesson().map_or((0, 0), |l| l.done_of());
    let state = m.game_state();
    let now = format!(
        "seat {} to act, chance {:?}, hold {:?}, turn {:?}",
        M::G::current(state),
        M::G::chance(state),
        app.world().get_resource::<crate::table::states::TableHold>(),
        app.world().get_resource::<State<crate::table::states::TurnState>>().map(|t| *t.get()),
    );
    panic!(
        "{game:?}'s lesson stopped at step {} of {of} at the table ({now}):\n{}",
        done + 1,
        m.log_lines().join("\n")
    );
}
