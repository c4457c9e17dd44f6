//! Captions are whole sentences: the longest words a caption can show (every game's and the
//! shared catalogue's longest log lines, refusals and warnings, in all six languages), laid out with the UI's own fonts at
//! UI scales 0.75 to 1.5, fit the room the layout gives a caption, and the log keeps room under it.

use bevy_egui::egui;

use super::hud_layout::{GAP_PT, HudNeeds, caption_rect, log_rect, plan};
use super::hud_shell::{CAPTION_FRAME_PT, caption_job, caption_pt};
use super::side_rooms::LOG_EIGHT_LINES_PT;
use crate::i18n::{Arg, Language, catalog};

/// The window (pixels) and the UI scales of the layout grid.
const WINDOW_PX: egui::Vec2 = egui::vec2(1280.0, 720.0);
const SCALES: [f32; 4] = [0.75, 1.0, 1.25, 1.5];
/// How many of each language's longest messages are laid out.
const LONGEST: usize = 12;

/// Long values for the arguments messages take (a long seat name, two-digit numbers).
fn long_args() -> Vec<(&'static str, Arg)> {
    let text = ["name", "names", "who", "owner", "from", "to", "face", "terrain", "die", "colour", "side", "list"]
        .map(|k| (k, Arg::Text("Wilhelmina 4".into())));
    let numbers = ["round", "rounds", "row", "square", "v", "value", "paid", "points", "left", "no", "high", "low"]
        .map(|k| (k, Arg::Number(88.0)));
    text.into_iter().chain(numbers).collect()
}

/// Whether message `key` is said in the caption's place: a move's or an event's line (the log's
/// words), a refusal, a warning, a round's end.
fn is_caption(key: &str) -> bool {
    ["-log-", "-caption-", "-toast-", "-pay-", "-warning", "prompt-round-over"].iter().any(|k| key.contains(k))
}

/// The longest caption messages of `language`, formatted with long arguments.
fn longest_messages(language: Language) -> Vec<String> {
    let args = long_args();
    let mut all: Vec<String> = catalog()
        .keys(language)
        .iter()
        .filter(|key| is_caption(key))
        .filter_map(|key| catalog().format(language, key, &args).map(|(text, _)| text))
        .filter(|text| !text.contains('\n'))
        .collect();
    all.sort_by_key(|t| std::cmp::Reverse(t.chars().count()));
    all.truncate(LONGEST);
    all
}

/// The height a caption of `text` takes in its panel at `width` and `size`, and whether it was cut.
fn caption_height(ctx: &egui::Context, text: &str, size: f32, width: f32) -> (f32, bool) {
    let job = caption_job(text.to_string(), size, egui::Color32::WHITE, width);
    let galley = ctx.fonts_mut(|fonts| fonts.layout_job(job));
    (galley.rect.height() + CAPTION_FRAME_PT.y, galley.elided)
}

#[test]
fn every_language_s_longest_captions_fit_whole_at_every_ui_scale() {
    let mut checked = 0;
    for language in Language::ALL {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::table::view::fonts::definitions(language));
        // Fonts apply at the next pass.
        for _ in 0..2 {
            ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
        }
        let texts = longest_messages(language);
        assert!(texts.len() == LONGEST, "{language:?} has its messages");
        for scale in SCALES {
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, WINDOW_PX / scale);
            let regions = plan(screen, &HudNeeds::default());
            let size = caption_pt(screen.height());
            for text in &texts {
                let room = caption_rect(&regions, &HudNeeds::default());
                let (need, cut) = caption_height(&ctx, text, size, room.width() - CAPTION_FRAME_PT.x);
                let needs = HudNeeds { caption: need, ..HudNeeds::default() };
                let given = caption_rect(&regions, &needs);
                assert!(!cut, "{language:?} at {scale}: «{text}» is cut");
                assert!(
                    given.height() + 0.5 >= need,
                    "{language:?} at UI scale {scale}: «{text}» needs {need} points, the caption gets {}",
                    given.height()
                );
                let log = log_rect(&regions, &needs);
                assert!(log.min.y >= given.max.y + GAP_PT - 0.5, "the log starts under the caption");
                assert!(
                    log.height() >= LOG_EIGHT_LINES_PT - 0.5,
                    "{language:?} at {scale}: the log keeps {}",
                    log.height()
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, Language::ALL.len() * SCALES.len() * LONGEST);
}
