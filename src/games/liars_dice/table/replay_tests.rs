//! A replay may show every die, and says so: the plain table's status, replaying, says each seat
//! as its own observation does (its cup's dice) and says that it shows them; at play it shows no
//! cup and says nothing of it. Stepped a move at a time, a replay reveals each call as play did.

use super::view::{Match, Stage};
use super::view_tests::{ai_table, first_reveal, reveal_until, revealing, run_until};
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::test_positions::position;
use crate::i18n::{Language, speaking};
use crate::table::plain_table::seats_said;
use crate::table::save::SavedMatch;
use crate::table::states::HeldBack;

#[test]
fn a_replays_status_shows_every_cup_and_says_so_and_play_shows_none() {
    speaking(Language::English, || {
        let names = |s: usize| format!("seat {s}");
        for seed in 0..40u64 {
            let (_, state, _) = position(seed, seed + 3, 6);
            let seats = state.players();
            let cup = |line: &String| line.starts_with("Your cup");
            let (hides, at_play) = seats_said::<LiarsDice>(&state, seats, &names, false);
            assert!(!hides, "at play the status says nothing of hidden dice");
            assert!(at_play.iter().flatten().all(|l| !cup(l)), "no cup at play: {at_play:?}");
            let (shows, replayed) = seats_said::<LiarsDice>(&state, seats, &names, true);
            assert!(shows, "seed {seed}: the replay says it shows the cups");
            for (seat, lines) in replayed.iter().enumerate() {
                let dice: Vec<String> = state.dice(seat).iter().map(u8::to_string).collect();
                let holds = !state.is_out(seat);
                let said = lines.iter().find(|l| cup(l));
                assert_eq!(said.is_some(), holds, "seed {seed}, seat {seat}: {lines:?}");
                if let Some(line) = said {
                    assert!(line.ends_with(&dice.join(" ")), "seat {seat}'s own dice: {line} vs {dice:?}");
                }
            }
        }
    });
}

#[test]
fn a_replay_stepped_a_move_at_a_time_reveals_each_call_as_play_did() {
    use crate::table::replay::{PendingReplay, Replay};
    let mut app = ai_table(5);
    let (_, played) = first_reveal(&mut app);
    reveal_until(&mut app, f32::MAX);
    let save = crate::table::save::file::to_text(&app.world().resource::<Match>().to_save()).expect("a save");
    app.world_mut().insert_resource(PendingReplay(save));
    run_until(&mut app, |_| {}, |app| app.world().get_resource::<Replay>().is_some_and(|r| r.total > played.step));
    // Forward a move at a time up to the call: each cup slams, then the call is revealed.
    let mut revealed = None;
    while revealed.is_none() {
        let replay = *app.world().resource::<Replay>();
        assert!(replay.at <= played.step, "the call's step came without a reveal");
        app.world_mut().resource_mut::<Replay>().want = replay.at + 1;
        // The step's beats play out (a slam's gap) before the next step is asked for.
        run_until(&mut app, |_| {}, |app| revealing(app) || app.world().resource::<Stage>().queue.is_empty());
        revealed = app.world().resource::<Stage>().reveal.as_ref().map(|s| s.plan.clone());
    }
    let revealed = revealed.expect("a reveal");
    assert_eq!((revealed.step, &revealed.dice, revealed.count), (played.step, &played.dice, played.count));
    assert_eq!(app.world().resource::<HeldBack>().from_step(), Some(played.step), "the log waits for the count");
    // A jump is not a story: the table shows where it lands, nothing revealed.
    app.world_mut().resource_mut::<Replay>().want = 0;
    app.update();
    assert!(!revealing(&app) && app.world().resource::<HeldBack>().from_step().is_none());
}
