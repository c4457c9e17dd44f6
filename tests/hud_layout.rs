//! The HUD's one layout over the whole grid: every registered game, at 16:9 and 4:3, in all six
//! languages, at UI scales 0.75 to 1.5. Drawn by egui headless at a person's first turn and a few
//! turns in: every panel lies in its region and on screen, no two overlap, none reaches into the
//! 3D view, and the view keeps most of the screen.
#![cfg(feature = "game")]

use dicehall::game::testing_hud::{
    Corners, HudSnapshot, headless_hud_app, hud_snapshot, person_asked, set_language_and_scale,
};
use dicehall::i18n::Language;

/// Window sizes (pixels): 16:9 and 4:3.
const SCREENS: [(u32, u32); 2] = [(1280, 720), (1024, 768)];
const SCALES: [f32; 4] = [0.75, 1.0, 1.25, 1.5];
/// Frames for a new language or scale to settle (egui sizes new areas, the bands follow).
const SETTLE_FRAMES: usize = 5;

/// The window's language is the process's: the tests that switch it take turns.
static LANGUAGE_SWITCHING: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn overlap(a: Corners, b: Corners) -> f32 {
    let w = (a[2].min(b[2]) - a[0].max(b[0])).max(0.0);
    let h = (a[3].min(b[3]) - a[1].max(b[1])).max(0.0);
    w * h
}

fn inside(inner: Corners, outer: Corners) -> bool {
    const SLACK: f32 = 1.0;
    inner[0] >= outer[0] - SLACK
        && inner[1] >= outer[1] - SLACK
        && inner[2] <= outer[2] + SLACK
        && inner[3] <= outer[3] + SLACK
}

/// The region each panel belongs to.
fn region_of(panel: &str) -> &'static str {
    match panel {
        "prompt" => "top",
        "bar" | "menu" => "bottom",
        _ => "side",
    }
}

/// The log's height for its title and eight lines, points (the shell's `LOG_EIGHT_LINES_PT`): a
/// sofa reads at least that much of the story at every UI scale.
const LOG_EIGHT_LINES_PT: f32 = 24.0 + 8.0 * 19.0 + 20.0;

/// Everything wrong with one snapshot, as sentences.
fn problems(s: &HudSnapshot) -> Vec<String> {
    let mut out = Vec::new();
    if let Some((_, log)) = s.panels.iter().find(|(n, _)| n == "log")
        && log[3] - log[1] < LOG_EIGHT_LINES_PT - 1.0
    {
        out.push(format!("the log {log:?} shows fewer than eight lines"));
    }
    let (w, h) = (s.screen[2] - s.screen[0], s.screen[3] - s.screen[1]);
    let (vw, vh) = (s.view[2] - s.view[0], s.view[3] - s.view[1]);
    if vw < 0.6 * w || vh < 0.4 * h {
        out.push(format!("the view {:?} is too small a part of the screen {:?}", s.view, s.screen));
    }
    for (name, rect) in &s.panels {
        if !inside(*rect, s.screen) {
            out.push(format!("{name} {rect:?} runs off the screen {:?}", s.screen));
        }
        let region = s.regions.iter().find(|(r, _)| *r == region_of(name)).map(|(_, c)| *c).expect("a region");
        if !inside(*rect, region) {
            out.push(format!("{name} {rect:?} runs out of its region {} {region:?}", region_of(name)));
        }
        if overlap(*rect, s.view) > 1.0 {
            out.push(format!("{name} {rect:?} lies over the view {:?}", s.view));
        }
    }
    for (i, (a, ra)) in s.panels.iter().enumerate() {
        for (b, rb) in &s.panels[i + 1..] {
            if overlap(*ra, *rb) > 1.0 {
                out.push(format!("{a} {ra:?} overlaps {b} {rb:?}"));
            }
        }
    }
    out
}

#[test]
fn no_panel_overlaps_another_or_the_table_in_any_language_scale_or_shape() {
    let _turn = LANGUAGE_SWITCHING.lock().unwrap_or_else(|e| e.into_inner());
    let mut checked = 0;
    let mut failures = Vec::new();
    for game in dicehall::registry::all() {
        let seats: Vec<&str> = vec!["ai:greedy"; *game.seats.start() - 1].into_iter().chain(["human"]).collect();
        for screen in SCREENS {
            let mut app = headless_hud_app(game.id, &seats, 7, screen);
            // The person's first turn: AI seats have played before it.
            for _ in 0..2_000 {
                if person_asked(&app) {
                    break;
                }
                app.update();
            }
            assert!(person_asked(&app), "{}: no person asked to act", game.name);
            for language in Language::ALL {
                for scale in SCALES {
                    set_language_and_scale(&mut app, language, scale);
                    for _ in 0..SETTLE_FRAMES {
                        app.update();
                    }
                    let snapshot = hud_snapshot(&app);
                    let names: Vec<&str> = snapshot.panels.iter().map(|(n, _)| n.as_str()).collect();
                    for wanted in ["prompt", "status", "log", "menu", "bar"] {
                        assert!(
                            names.contains(&wanted),
                            "{} {screen:?}: no {wanted} drawn (drew {names:?})",
                            game.name
                        );
                    }
                    for p in problems(&snapshot) {
                        failures.push(format!("{} {}×{} {language:?} ×{scale}: {p}", game.name, screen.0, screen.1));
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} layouts wrong:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(checked, dicehall::registry::all().len() * SCREENS.len() * Language::ALL.len() * SCALES.len());
}

#[test]
fn the_checks_catch_an_overlap_a_panel_off_screen_and_one_over_the_view() {
    let screen = [0.0, 0.0, 1280.0, 720.0];
    let regions = vec![
        ("top", [0.0, 0.0, 940.0, 120.0]),
        ("bottom", [0.0, 640.0, 940.0, 720.0]),
        ("side", [940.0, 0.0, 1280.0, 720.0]),
    ];
    let good = HudSnapshot {
        screen,
        view: [0.0, 120.0, 940.0, 640.0],
        regions: regions.clone(),
        panels: vec![("prompt".into(), [100.0, 6.0, 800.0, 56.0]), ("log".into(), [946.0, 200.0, 1274.0, 714.0])],
    };
    assert!(problems(&good).is_empty(), "{:?}", problems(&good));
    let mut bad = good.clone();
    bad.panels.push(("status".into(), [946.0, 6.0, 1274.0, 300.0]));
    assert!(problems(&bad).iter().any(|p| p.contains("overlaps")), "{:?}", problems(&bad));
    let mut off = good.clone();
    off.panels[1].1[2] = 1300.0;
    assert!(problems(&off).iter().any(|p| p.contains("off the screen")), "{:?}", problems(&off));
    let mut over = good.clone();
    over.panels[0].1[3] = 200.0;
    assert!(problems(&over).iter().any(|p| p.contains("over the view")), "{:?}", problems(&over));
    let mut short_log = good;
    short_log.panels[1].1[1] = 600.0;
    assert!(problems(&short_log).iter().any(|p| p.contains("eight lines")), "{:?}", problems(&short_log));
}

/// A Dice Settlers person in the roll phase with a navigator to spend on two or more dice: the
/// bar's widest moment (a re-roll's long words and a turn menu per die). Found by playing the
/// person's seat with its first legal action from seed `seed` on.
fn settlers_navigator_turn(screen: (u32, u32)) -> bevy::prelude::App {
    use dicehall::games::dice_settlers::rules::{Action, Phase};
    use dicehall::games::dice_settlers::table::{SettlersAction, SettlersMatch};
    for seed in 1..40 {
        let mut app = headless_hud_app(dicehall::engine::GameId::DICE_SETTLERS, &["ai:greedy", "human"], seed, screen);
        for _ in 0..3_000 {
            app.update();
            if !person_asked(&app) {
                continue;
            }
            let m = app.world().resource::<SettlersMatch>();
            if m.state.is_over() || m.state.current() != 1 {
                continue;
            }
            let legal = m.state.legal_actions();
            let mut turned: Vec<u8> =
                legal.iter().filter_map(|a| if let Action::Turn { die, .. } = a { Some(*die) } else { None }).collect();
            turned.dedup();
            let rerolls = legal.iter().any(|a| matches!(a, Action::NavigatorReroll { .. }));
            if m.state.phase() == Phase::Roll && turned.len() >= 2 && rerolls {
                return app;
            }
            // Play on: the draft's first choice, the roll's Ready, the rest's first or closing action.
            let closing = [Action::Ready, Action::Skip, Action::EndTurn, Action::KeepNone, Action::Finish];
            let action = legal.iter().copied().find(|a| closing.contains(a)).or(legal.first().copied());
            if let Some(action) = action {
                app.world_mut().write_message(SettlersAction::new(1, action));
            }
        }
    }
    panic!("no seed gave a Dice Settlers person a navigator for two dice");
}

#[test]
fn dice_settlers_bar_with_a_navigators_choices_stays_in_its_region_in_every_language_and_scale() {
    let _turn = LANGUAGE_SWITCHING.lock().unwrap_or_else(|e| e.into_inner());
    let mut failures = Vec::new();
    for screen in SCREENS {
        let mut app = settlers_navigator_turn(screen);
        for language in Language::ALL {
            for scale in SCALES {
                set_language_and_scale(&mut app, language, scale);
                // A menu's words and a re-roll's wrap as the bar narrows: egui sizes them over a few frames.
                for _ in 0..2 * SETTLE_FRAMES {
                    app.update();
                }
                for p in problems(&hud_snapshot(&app)) {
                    failures.push(format!("{}×{} {language:?} ×{scale}: {p}", screen.0, screen.1));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} layouts wrong:\n{}", failures.len(), failures.join("\n"));
}
