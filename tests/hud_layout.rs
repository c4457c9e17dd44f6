//! The HUD's one layout over the whole grid: every registered game, at 1280×720, 1920×1080,
//! 3840×2160 and 4:3, in all six languages, at UI scales 0.75 to 1.75, in play (with and without
//! the Expert's hint) and in its lesson.
//! Drawn by egui headless at a person's first turn and a few turns in: every panel lies in its
//! region and on screen, no two overlap, none reaches into the 3D view, the view keeps at least
//! 55 % of the screen's height, and every piece the person must see or click now (each legal
//! action's place on the table, projected by the table's camera) lies inside the view.
#![cfg(feature = "game")]

use dicehall::i18n::Language;
use dicehall::table::testing_hud::{
    HudSnapshot, ask_the_hint, headless_hud_app, headless_hud_lesson_app, hud_snapshot, inside, overlap, person_asked,
    set_language_and_scale,
};

/// Window sizes (pixels): a laptop, a TV, a 4K TV (16:9) and 4:3.
const SCREENS: [(u32, u32); 4] = [(1280, 720), (1920, 1080), (3840, 2160), (1024, 768)];
const SCALES: [f32; 5] = [0.75, 1.0, 1.25, 1.5, 1.75];
/// The least of the screen's height the 3D view keeps.
const VIEW_LEAST_SHARE: f32 = 0.55;
/// Frames for a new language or scale to settle (egui sizes new areas, the bands follow), then
/// the most frames it may take to stay still (a bar that folds takes a few).
const SETTLE_FRAMES: usize = 5;
const MOST_SETTLE_FRAMES: usize = 40;

/// The window's language is the process's: the tests that switch it take turns.
static LANGUAGE_SWITCHING: std::sync::Mutex<()> = std::sync::Mutex::new(());

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
const LOG_FOUR_LINES_PT: f32 = 24.0 + 4.0 * 19.0 + 20.0;

/// Everything wrong with one snapshot, as sentences.
fn problems(s: &HudSnapshot) -> Vec<String> {
    let mut out = Vec::new();
    // In a lesson or with a hint the log gives their boxes its room (the person follows the box),
    // down to four lines.
    let in_lesson = s.panels.iter().any(|(n, _)| n == "lesson" || n == "hint");
    let (least, lines) = if in_lesson { (LOG_FOUR_LINES_PT, "four") } else { (LOG_EIGHT_LINES_PT, "eight") };
    if let Some((_, log)) = s.panels.iter().find(|(n, _)| n == "log")
        && log[3] - log[1] < least - 1.0
    {
        out.push(format!("the log {log:?} shows fewer than {lines} lines"));
    }
    let (w, h) = (s.screen[2] - s.screen[0], s.screen[3] - s.screen[1]);
    let (vw, vh) = (s.view[2] - s.view[0], s.view[3] - s.view[1]);
    if vw < 0.6 * w || vh < VIEW_LEAST_SHARE * h {
        out.push(format!("the view {:?} is too small a part of the screen {:?}", s.view, s.screen));
    }
    for (words, at) in &s.pieces {
        match at {
            None => out.push(format!("the piece of {words:?} is behind the camera")),
            Some(p) if !inside([p[0], p[1], p[0], p[1]], s.view) => {
                out.push(format!("the piece of {words:?} at {p:?} is out of the view {:?}", s.view));
            }
            Some(p) => {
                for (name, r) in
                    s.panels.iter().filter(|(_, r)| r[0] <= p[0] && p[0] <= r[2] && r[1] <= p[1] && p[1] <= r[3])
                {
                    out.push(format!("the piece of {words:?} at {p:?} lies under {name} {r:?}"));
                }
            }
        }
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

/// Check `app`'s HUD in every language and scale: each layout with a problem counts once, its
/// problems (named by `what`) are added to `failures`.
fn check_every_language_and_scale(app: &mut bevy::prelude::App, what: &str, failures: &mut Vec<String>) -> usize {
    let mut wrong = 0;
    for language in Language::ALL {
        for scale in SCALES {
            set_language_and_scale(app, language, scale);
            let snapshot = settled(app, what);
            let names: Vec<&str> = snapshot.panels.iter().map(|(n, _)| n.as_str()).collect();
            for wanted in ["prompt", "status", "log", "menu", "bar"] {
                assert!(names.contains(&wanted), "{what}: no {wanted} drawn (drew {names:?})");
            }
            let found = problems(&snapshot);
            wrong += usize::from(!found.is_empty());
            failures.extend(found.into_iter().map(|p| format!("{what} {language:?} ×{scale}: {p}")));
        }
    }
    wrong
}

/// Update `app` until its HUD's layout stays the same two frames running (a new language or scale
/// reshapes the bands over a few frames), then what it drew.
fn settled(app: &mut bevy::prelude::App, what: &str) -> HudSnapshot {
    for _ in 0..SETTLE_FRAMES {
        app.update();
    }
    let mut last = hud_snapshot(app);
    for _ in 0..MOST_SETTLE_FRAMES {
        app.update();
        let now = hud_snapshot(app);
        if now == last {
            return now;
        }
        last = now;
    }
    panic!("{what}: the HUD's layout never settles: {last:?}");
}

/// Update `app` until a person is asked to act (AI seats play before it).
fn until_a_person_is_asked(app: &mut bevy::prelude::App, what: &str) {
    for _ in 0..2_000 {
        if person_asked(app) {
            return;
        }
        app.update();
    }
    panic!("{what}: no person asked to act");
}

#[test]
fn no_panel_overlaps_another_the_table_or_a_piece_to_see_in_any_language_scale_or_shape() {
    let _one = dicehall::table::testing_hud::one_language_at_a_time();
    let _turn = LANGUAGE_SWITCHING.lock().unwrap_or_else(|e| e.into_inner());
    let (mut wrong, mut checked, mut failures) = (0, 0, Vec::new());
    for game in dicehall::registry::all() {
        let seats: Vec<&str> = vec!["ai:greedy"; *game.seats.start() - 1].into_iter().chain(["human"]).collect();
        for screen in SCREENS {
            // The person's first turn in a game, and the lesson's first step.
            let what = format!("{} {}×{}", game.name, screen.0, screen.1);
            let mut app = headless_hud_app(game.id, &seats, 7, screen);
            until_a_person_is_asked(&mut app, &what);
            wrong += check_every_language_and_scale(&mut app, &what, &mut failures);
            // The same turn with the Expert's hint in its box.
            ask_the_hint(&mut app);
            // Its box grows to its words (a title and a move: more than the room a box is first given).
            set_language_and_scale(&mut app, Language::English, 1.0);
            let shown = settled(&mut app, &what);
            let hint = shown.panels.iter().find(|(n, _)| n == "hint").map(|(_, r)| r[3] - r[1]);
            assert!(hint.is_some_and(|h| h > 55.0), "{what}: the hint's box {hint:?} shows its title alone");
            wrong += check_every_language_and_scale(&mut app, &format!("{what} hint"), &mut failures);
            let mut lesson = headless_hud_lesson_app(game.id, screen);
            until_a_person_is_asked(&mut lesson, &what);
            wrong += check_every_language_and_scale(&mut lesson, &format!("{what} lesson"), &mut failures);
            checked += 3 * Language::ALL.len() * SCALES.len();
        }
    }
    eprintln!("{wrong} of {checked} layouts wrong");
    assert!(failures.is_empty(), "{wrong} of {checked} layouts wrong:\n{}", failures.join("\n"));
    assert_eq!(checked, dicehall::registry::all().len() * SCREENS.len() * 3 * Language::ALL.len() * SCALES.len());
}

#[test]
fn the_checks_catch_an_overlap_a_panel_off_screen_and_one_over_the_view() {
    let _one = dicehall::table::testing_hud::one_language_at_a_time();
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
        pieces: vec![("throw".into(), Some([470.0, 400.0]))],
        prompt: "Ann: throw the dice".into(),
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
    let mut piece_out = good.clone();
    piece_out.pieces[0].1 = Some([960.0, 400.0]);
    assert!(problems(&piece_out).iter().any(|p| p.contains("out of the view")), "{:?}", problems(&piece_out));
    let mut piece_behind = good.clone();
    piece_behind.pieces[0].1 = None;
    assert!(problems(&piece_behind).iter().any(|p| p.contains("behind the camera")), "{:?}", problems(&piece_behind));
    let mut low_view = good.clone();
    low_view.view[3] = 470.0;
    assert!(problems(&low_view).iter().any(|p| p.contains("too small")), "{:?}", problems(&low_view));
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
    let _one = dicehall::table::testing_hud::one_language_at_a_time();
    let _turn = LANGUAGE_SWITCHING.lock().unwrap_or_else(|e| e.into_inner());
    let mut failures = Vec::new();
    for screen in SCREENS {
        let mut app = settlers_navigator_turn(screen);
        for language in Language::ALL {
            for scale in SCALES {
                set_language_and_scale(&mut app, language, scale);
                // A menu's words and a re-roll's wrap as the bar narrows: egui sizes them over a few frames.
                for p in problems(&settled(&mut app, "a navigator's turn")) {
                    failures.push(format!("{}×{} {language:?} ×{scale}: {p}", screen.0, screen.1));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} layouts wrong:\n{}", failures.len(), failures.join("\n"));
}

/// Liar's Dice throws every cup at a new round, one seat's after another's: until the last is down
/// nobody may bid, the bar is hidden, and the prompt says the dice are rolling. Whenever the prompt
/// asks the person to choose, the bar is there to choose from (the person takes the first choice).
#[test]
fn the_prompt_asks_for_a_choice_only_while_the_bar_offers_one() {
    use dicehall::engine::Game;
    use dicehall::games::liars_dice::LiarsDice;
    type Match = dicehall::table::plain_table::PlainMatch<LiarsDice>;
    let _one = dicehall::table::testing_hud::one_language_at_a_time();
    let _turn = LANGUAGE_SWITCHING.lock().unwrap_or_else(|e| e.into_inner());
    let game = dicehall::engine::GameId::LIARS_DICE;
    let mut app = headless_hud_app(game, &["human", "ai:greedy", "ai:greedy"], 7, (1280, 720));
    set_language_and_scale(&mut app, Language::English, 1.0);
    let (mut asked, mut rolling, mut rounds) = (0, 0, 0);
    for frame in 0..3_000 {
        app.update();
        let shown = hud_snapshot(&app);
        let bar = shown.panels.iter().any(|(n, _)| n == "bar");
        rolling += usize::from(shown.prompt.contains("dice are rolling"));
        if !shown.prompt.contains("choose what to do below") {
            continue;
        }
        assert!(bar, "frame {frame}: the prompt \"{}\" asks for a choice with no bar", shown.prompt);
        asked += 1;
        let m = app.world().resource::<Match>();
        let mut legal = Default::default();
        LiarsDice::legal_actions(&m.state, &mut legal);
        let (seat, round) = (LiarsDice::current(&m.state), LiarsDice::round(&m.state));
        rounds = rounds.max(round);
        app.world_mut().write_message(dicehall::table::session::SeatAction::new(seat, legal[legal.len() - 1]));
    }
    assert!(asked > 2 && rounds > 2, "the person was asked {asked} times in {rounds} rounds");
    assert!(rolling > 0, "the dice were never said to roll");
}
