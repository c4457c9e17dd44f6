//! The screens beside play over the HUD layout test's grid (`hud_layout.rs`): the pause menu, the
//! settings and the guide, and the setup screen serving phones, drawn by egui headless at
//! 1280×720, 1920×1080 and 3840×2160, in all six languages, at UI scales 0.75 to 1.75: each lies
//! whole on the screen (what does not fit in it scrolls inside), and the setup's form and the
//! phones' window (its QR code) lie side by side, neither over the other, or, where the screen is
//! too narrow for both, the phones' panel opens the form; every game's results screen, after an
//! all-AI game, likewise whole on the screen. The menus lie over the paused table by design, one at
//! a time.
#![cfg(feature = "game")]

use dicehall::engine::GameId;
use dicehall::i18n::Language;
use dicehall::table::states::Menu;
use dicehall::table::testing_hud::{headless_hud_app, hud_snapshot, inside, overlap, set_language_and_scale};
use dicehall::table::testing_menus::{headless_setup_app_with_phones, open_menu, window_rect, with_the_menus};

const SCREENS: [(u32, u32); 3] = [(1280, 720), (1920, 1080), (3840, 2160)];
const SCALES: [f32; 5] = [0.75, 1.0, 1.25, 1.5, 1.75];
/// Each menu, and the id of the egui window it draws.
const MENUS: [(Menu, &str); 3] = [
    (Menu::Pause, "paused"),
    (Menu::Settings { from_pause: false }, "settings"),
    (Menu::Guide { from_pause: false }, "help"),
];
/// Frames a menu takes to size itself after it opens or the scale changes.
const SETTLE_FRAMES: usize = 6;

/// What is wrong with the egui window `id` in the last frame (`what` names the case): not drawn,
/// or running off the screen.
fn whole_on_the_screen(app: &mut bevy::prelude::App, id: &str, what: &str) -> Option<String> {
    let on_screen = hud_snapshot(app).screen;
    match window_rect(app, id) {
        None => Some(format!("{what}: not drawn")),
        Some(r) if !inside(r, on_screen) => Some(format!("{what}: {r:?} runs off the screen {on_screen:?}")),
        Some(_) => None,
    }
}

#[test]
fn every_menu_lies_whole_on_the_screen_in_every_language_scale_and_size() {
    let _one = dicehall::table::testing_hud::one_language_at_a_time();
    let (mut checked, mut failures) = (0, Vec::new());
    for screen in SCREENS {
        let mut app = headless_hud_app(GameId::ROYAL_CASINO, &["human", "ai:greedy"], 5, screen);
        with_the_menus(&mut app);
        for language in Language::ALL {
            for scale in SCALES {
                set_language_and_scale(&mut app, language, scale);
                for (menu, id) in MENUS {
                    open_menu(&mut app, menu);
                    for _ in 0..SETTLE_FRAMES {
                        app.update();
                    }
                    let what = format!("{id} at {}×{} {language:?} ×{scale}", screen.0, screen.1);
                    failures.extend(whole_on_the_screen(&mut app, id, &what));
                    checked += 1;
                }
                open_menu(&mut app, Menu::Closed);
                app.update();
            }
        }
    }
    eprintln!("{} of {checked} menus off the screen", failures.len());
    assert!(failures.is_empty(), "{} of {checked} menus off the screen:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(checked, SCREENS.len() * Language::ALL.len() * SCALES.len() * MENUS.len());
}

#[test]
fn the_setup_form_and_the_phones_window_lie_side_by_side_on_the_screen() {
    let _one = dicehall::table::testing_hud::one_language_at_a_time();
    let (mut checked, mut within, mut failures) = (0, 0, Vec::new());
    for screen in SCREENS {
        let mut app = headless_setup_app_with_phones(screen);
        for language in Language::ALL {
            for scale in SCALES {
                set_language_and_scale(&mut app, language, scale);
                for _ in 0..SETTLE_FRAMES {
                    app.update();
                }
                let on_screen = hud_snapshot(&app).screen;
                let what = format!("setup at {}×{} {language:?} ×{scale}", screen.0, screen.1);
                let Some(form) = window_rect(&mut app, "setup") else {
                    failures.push(format!("{what}: no form"));
                    continue;
                };
                checked += 1;
                // Too narrow for both: the phones' panel is within the form.
                let Some(phones) = window_rect(&mut app, "setup phones") else {
                    within += 1;
                    if !inside(form, on_screen) {
                        failures.push(format!("{what}: the form {form:?} runs off the screen {on_screen:?}"));
                    }
                    continue;
                };
                for (name, r) in [("the form", form), ("the phones' window", phones)] {
                    if !inside(r, on_screen) {
                        failures.push(format!("{what}: {name} {r:?} runs off the screen {on_screen:?}"));
                    }
                }
                if overlap(form, phones) > 1.0 {
                    failures.push(format!("{what}: the form {form:?} lies over the phones' window {phones:?}"));
                }
            }
        }
    }
    eprintln!("{} problems in {checked} setup screens ({within} with the phones within the form)", failures.len());
    assert!(within < checked, "the phones' window never showed beside the form");
    assert!(failures.is_empty(), "{} problems in {checked} setup screens:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(checked, SCREENS.len() * Language::ALL.len() * SCALES.len());
}

/// Frames an all-AI game may take to reach its results.
const GAME_FRAMES: usize = 20_000;

#[test]
fn every_games_results_lie_whole_on_the_screen_in_every_language_scale_and_size() {
    let _one = dicehall::table::testing_hud::one_language_at_a_time();
    use dicehall::table::states::AppState;
    let (mut checked, mut failures) = (0, Vec::new());
    for game in dicehall::registry::all() {
        let specs: Vec<String> = (0..*game.seats.start()).map(|_| "ai:random".to_string()).collect();
        let specs: Vec<&str> = specs.iter().map(String::as_str).collect();
        for screen in SCREENS {
            let mut app = headless_hud_app(game.id, &specs, 5, screen);
            with_the_menus(&mut app);
            let mut frames = 0;
            while *app.world().resource::<bevy::prelude::State<AppState>>().get() != AppState::Results {
                app.update();
                frames += 1;
                assert!(frames < GAME_FRAMES, "{}: no game over after {frames} frames", game.name);
            }
            for language in Language::ALL {
                for scale in SCALES {
                    set_language_and_scale(&mut app, language, scale);
                    for _ in 0..SETTLE_FRAMES {
                        app.update();
                    }
                    let what = format!("{} results at {}×{} {language:?} ×{scale}", game.name, screen.0, screen.1);
                    failures.extend(whole_on_the_screen(&mut app, "results", &what));
                    checked += 1;
                }
            }
        }
    }
    eprintln!("{} of {checked} results screens off the screen", failures.len());
    assert!(failures.is_empty(), "{} of {checked} results off the screen:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(checked, dicehall::registry::all().len() * SCREENS.len() * Language::ALL.len() * SCALES.len());
}
