//! Ruling L1 on the TV: for every registered game, over random games at every seat count, each
//! played as twins that differ only in their secrets (a cup's dice, a hidden draw), every word
//! the shared screen says (the seats' standing, every action's words, taps and outcome, the log,
//! the hint box) is the same; and in Liar's Dice, the game with secrets, that held at many
//! decisions where the seat in turn had one (so the check is not vacuous).

use dicehall::engine::shared_screen::{outcome_in_private, outcome_on_screen};
use dicehall::engine::{Game, Words};
use dicehall::games::liars_dice::LiarsDice;
use dicehall::games::liars_dice::rules::Action;
use dicehall::i18n::Language;
use dicehall::registry::all;

#[test]
fn the_shared_screen_says_nothing_of_any_seats_secret_in_any_game() {
    dicehall::i18n::speaking(Language::French, || {
        for game in all() {
            let secret = (game.check_secrets_kept)(16, 54).unwrap_or_else(|e| panic!("{}: {e}", game.name));
            if game.name == "liars-dice" {
                assert!(secret > 200, "{}: only {secret} decisions with a secret compared", game.name);
            }
        }
    });
}

#[test]
fn a_bids_why_counts_the_seats_own_dice_in_private_only() {
    dicehall::i18n::speaking(Language::English, || {
        let mut state = <LiarsDice as Game>::new(<LiarsDice as Game>::setup(2), 9).expect("a game");
        while let Some(chance) = <LiarsDice as Game>::chance(&state) {
            let values = vec![3u8; chance.count()];
            <LiarsDice as Game>::apply_chance(&mut state, &values).expect("dice down");
        }
        let names = |s: usize| format!("Seat {s}");
        let bid = Action::Bid { quantity: 2, face: 3 };
        let public = outcome_on_screen::<LiarsDice>(&state, bid, &names).expect("an outcome");
        let private = outcome_in_private::<LiarsDice>(&state, bid, &names).expect("an outcome");
        assert!(!public.contains("your dice"), "the TV says: {public}");
        assert!(private.contains("5 of your dice"), "the peek says: {private}");
        assert!(LiarsDice::standing_words(&state, &names).is_none(), "no bid stands before the opening");
    });
}
