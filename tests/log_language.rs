//! Every game's log is said again in the language chosen: a game part-played in English, then
//! switched to French, shows its lines again, now in French, and back in English the very lines
//! it had. (Its own test binary: the language is the whole process's.)
#![cfg(feature = "game")]

mod save_common;

use dicehall::i18n::Language;
use dicehall::registry::all;
use dicehall::table::language::LanguageOverride;
use dicehall::table::save::QuitAfterTurns;
use dicehall::table::session::parse_game_seats;
use save_common::{app_in, run, temp_dir};

#[test]
fn every_game_says_its_log_again_in_the_language_chosen() {
    assert!(!all().is_empty());
    for game in all() {
        let specs: Vec<String> = (0..*game.seats.start()).map(|_| "ai:greedy".to_string()).collect();
        let seats = parse_game_seats(game.id, &specs).expect("its smallest table");
        let dir = temp_dir(&format!("log-language-{}", game.name));
        let mut app = app_in(&dir, dicehall::table::session::MatchConfig::new(game.id, seats, Some(17)), false);
        app.insert_resource(QuitAfterTurns(8));
        run(&mut app);
        let english = (game.table.log)(app.world());
        assert!(english.len() > 8, "{}: a log of several lines: {english:?}", game.name);

        app.insert_resource(LanguageOverride(Some(Language::French)));
        app.update();
        // The AI seats may play on a step in that frame: the lines said before are compared.
        let french = (game.table.log)(app.world());
        assert!(french.len() >= english.len(), "{}: every line said again, in French", game.name);
        let changed = english.iter().zip(&french).filter(|(e, f)| e != f).count();
        assert!(changed * 4 >= english.len() * 3, "{}: most lines now read in French: {french:?}", game.name);

        app.insert_resource(LanguageOverride(Some(Language::English)));
        app.update();
        let again = (game.table.log)(app.world());
        assert_eq!(again[..english.len()], english[..], "{}: back in English, the very lines", game.name);
        let _ = std::fs::remove_dir_all(dir);
    }
}
