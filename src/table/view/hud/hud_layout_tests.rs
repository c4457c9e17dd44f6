//! The HUD's regions and rooms: they tile the screen, the view keeps at least 55 % of its height,
//! words slide into the view.

use super::*;

/// How much two rectangles overlap (0 when they only touch or lie apart), square points.
fn overlap(a: egui::Rect, b: egui::Rect) -> f32 {
    let w = (a.max.x.min(b.max.x) - a.min.x.max(b.min.x)).max(0.0);
    let h = (a.max.y.min(b.max.y) - a.min.y.max(b.min.y)).max(0.0);
    w * h
}

#[test]
fn words_near_the_view_edge_slide_in_and_words_off_it_stay() {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
    let r = plan(screen, &HudNeeds::default());
    let v = r.view;
    for anchor in [egui::pos2(v.min.x + 5.0, v.center().y), egui::pos2(v.max.x - 2.0, v.max.y - 2.0)] {
        let rect = egui::Rect::from_center_size(anchor, egui::vec2(160.0, 30.0));
        assert!(!v.contains_rect(rect));
        assert!(v.contains_rect(rect.translate(into_view(&r, anchor, rect))), "{anchor:?} slides in");
    }
    let off = egui::pos2(v.min.x - 30.0, v.center().y);
    let rect = egui::Rect::from_center_size(off, egui::vec2(160.0, 30.0));
    assert_eq!(into_view(&r, off, rect), egui::Vec2::ZERO, "a thing out of the view keeps its words there");
}

#[test]
fn regions_tile_the_screen_and_the_view_keeps_at_least_55_percent_of_its_height() {
    for (w, h) in [(1280.0, 720.0), (1024.0, 768.0), (853.0, 480.0), (640.0, 480.0)] {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
        for needs in [
            HudNeeds::default(),
            HudNeeds {
                top: 900.0,
                bottom: 900.0,
                status: 900.0,
                caption: 900.0,
                lesson: 900.0,
                hint: 900.0,
                pad: 900.0,
            },
        ] {
            let r = plan(screen, &needs);
            let parts = [r.top, r.bottom, r.side, r.view];
            let area: f32 = parts.iter().map(|p| p.area()).sum();
            assert!((area - screen.area()).abs() < 1.0, "{w}×{h}: the regions cover the screen once");
            for (i, a) in parts.iter().enumerate() {
                assert!(screen.contains_rect(*a), "{a:?} on screen");
                for b in &parts[i + 1..] {
                    assert!(overlap(*a, *b) < 0.5, "{a:?} overlaps {b:?}");
                }
            }
            assert!(r.view.height() >= h * 0.55 - 0.5 && r.view.width() >= w * 0.59, "{w}×{h}: {:?}", r.view);
            assert!(r.bottom.height() <= r.bottom_most + 0.5, "{w}×{h}: the bottom band past its most");
        }
    }
}

#[test]
fn the_boxes_at_the_side_columns_foot_stack_under_the_log_which_keeps_four_lines() {
    use super::super::side_rooms::{hint_rect, lesson_rect, log_rect, pad_rect};
    // A laptop at UI scale 1, a TV at 1.5 and a laptop at 1.75, in points.
    for (w, h) in [(1280.0, 720.0), (1280.0, 720.0 / 1.5), (731.4, 411.4)] {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
        let regions = plan(screen, &HudNeeds::default());
        for (lesson, hint, pad) in [(150.0, 0.0, 0.0), (150.0, 120.0, 0.0), (0.0, 120.0, 110.0), (900.0, 900.0, 900.0)]
        {
            let needs = HudNeeds { lesson, hint, pad, ..HudNeeds::default() };
            let log = log_rect(&regions, &needs);
            let shown = [
                (lesson, lesson_rect(&regions, &needs)),
                (hint, hint_rect(&regions, &needs)),
                (pad, pad_rect(&regions, &needs)),
            ];
            let boxes: Vec<egui::Rect> = shown.iter().filter(|(need, _)| *need > 0.0).map(|(_, r)| *r).collect();
            for (i, b) in boxes.iter().enumerate() {
                assert!(regions.side.contains_rect(*b), "{w}×{h}: {b:?} in the side column");
                assert!(overlap(*b, log) < 0.5, "{w}×{h} {needs:?}: {b:?} under the log {log:?}");
                assert!(boxes[i + 1..].iter().all(|o| overlap(*b, *o) < 0.5), "{w}×{h} {needs:?}: boxes overlap");
            }
            assert!(log.height() >= 40.0, "{w}×{h} {needs:?}: {log:?}");
            if h >= 480.0 && lesson + hint + pad < 500.0 {
                assert!(
                    log.height() >= 24.0 + 4.0 * 19.0 + 20.0 - 0.5,
                    "{w}×{h} {needs:?}: the log's four lines {log:?}"
                );
            }
        }
    }
}
