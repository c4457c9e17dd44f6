//! A replay may show every die, and says so: the plain table's status, replaying, says each seat
//! as its own observation does (its cup's dice) and says that it shows them; at play it shows no
//! cup and says nothing of it.

use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::test_positions::position;
use crate::i18n::{Language, speaking};
use crate::table::plain_table::seats_said;

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
