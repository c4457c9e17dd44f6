//! The words naming each home row's owner read and lie clear of the pot: every home colour's
//! ink against their plate by the WCAG 2 formula, and their plate against the pot's image in the
//! views the table's camera takes (the overview, the close-up, the placement view; 3 and 4
//! seats), for every language, on small and large screens at UI scales 0.75–2.

use bevy::prelude::*;
use bevy_egui::egui;

use super::*;
use crate::games::home_rows::rules::COLORS;
use crate::games::home_rows::table::view::{board, grid as board_grid, pieces};
use crate::i18n::{Arg, Language};
use crate::table::view::tabletop::camera::Shot;
use crate::table::view::tabletop::framing::{REFERENCE_PX, Scene, ndc, pose_for};
use crate::table::view::tabletop::hand_row;
use crate::table::view::tabletop::seating::SeatToAct;

/// WCAG 2's relative luminance of an sRGB colour.
fn luminance(c: egui::Color32) -> f64 {
    let linear = |v: u8| {
        let s = f64::from(v) / 255.0;
        if s <= 0.04045 { s / 12.92 } else { ((s + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
}

/// WCAG 2's contrast ratio of two colours (1 to 21).
fn contrast(a: egui::Color32, b: egui::Color32) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn every_owners_ink_reads_on_the_plate_at_4_5_to_1() {
    assert!((contrast(egui::Color32::WHITE, egui::Color32::BLACK) - 21.0).abs() < 1e-9, "the formula");
    assert_eq!(HOME_PLATE_FILL.a(), 255, "the plate is opaque: the wood under it never shows through");
    for color in COLORS {
        let ratio = contrast(home_label_ink(color), HOME_PLATE_FILL);
        assert!(ratio >= 4.5, "{color:?} on the plate: {ratio:.2}:1");
    }
}

/// Names as the setup gives them, and a long one.
const NAMES: [&str; 3] = ["Casual 3", "Player 1", "Alexandrina-Beatrix"];

/// Each owned row's line and its size in `language`'s fonts (the fonts the game loads), points.
fn lines(
    fonts: &mut egui::epaint::text::Fonts,
    language: Language,
    seats: usize,
    name: &str,
) -> Vec<(usize, egui::Vec2)> {
    let font = egui::FontId::proportional(HOME_LABEL_PT);
    (0..seats)
        .map(|row| {
            let text = crate::i18n::text_in(language, "hr-home-of", &[("name", Arg::Text(name.to_string()))]);
            let size = fonts.with_pixels_per_point(1.0).layout_no_wrap(text, font.clone(), egui::Color32::WHITE).size();
            (row, size)
        })
        .collect()
}

/// The views the table's camera takes while Home Rows is on it, for `seats` seats.
fn views(seats: usize) -> Vec<(Shot, Vec<Vec3>, bool, SeatToAct)> {
    let hand = hand_row::slots(board::plate(), 1);
    let thrown = vec![vec![Vec3::new(0.0, 0.008, 0.0)], vec![Vec3::new(-0.12, 0.008, -0.03)]];
    let mut out = Vec::new();
    for current in 0..seats {
        let to_act = SeatToAct { seats, current: Some(current) };
        for reduce_motion in [false, true] {
            out.push((Shot::Overview, Vec::new(), reduce_motion, to_act));
            out.push((Shot::Placement, hand.clone(), reduce_motion, to_act));
            for dice in &thrown {
                out.push((Shot::CloseUp, dice.clone(), reduce_motion, to_act));
            }
        }
    }
    out
}

#[test]
fn the_owners_plate_lies_clear_of_the_pot_in_every_view() {
    let mut drawn_in_the_overview = 0;
    for language in Language::ALL {
        let mut fonts =
            egui::epaint::text::Fonts::new(Default::default(), crate::table::view::fonts::definitions(language));
        for seats in [3, 4] {
            for (shot, dice, reduce_motion, to_act) in views(seats) {
                for view_px in [REFERENCE_PX * 0.7, REFERENCE_PX, REFERENCE_PX * 1.5] {
                    let aspect = view_px.x / view_px.y;
                    let board = crate::games::home_rows::table::view::grid::board_area();
                    let scene =
                        Scene { dice: &dice, to_act: &to_act, blockers: &[], board: board.as_ref(), tray: true };
                    let pose = pose_for(shot, &scene, aspect, reduce_motion);
                    for zoom in [0.75, 1.0, 1.25, 1.5, 2.0] {
                        let to_ui = |p: Vec3| {
                            let q = ndc(&pose, p, aspect);
                            let px = egui::pos2((q.x + 1.0) / 2.0 * view_px.x, (1.0 - q.y) / 2.0 * view_px.y);
                            (q.z > 0.0).then_some(px / zoom)
                        };
                        let starts: Option<Vec<egui::Pos2>> =
                            (0..ROWS).map(|row| to_ui(home_label_anchor(row))).collect();
                        let Some(starts) = starts else { continue };
                        let pot: Vec<egui::Pos2> = pieces::pot_outline().into_iter().filter_map(to_ui).collect();
                        let pot = egui::Rect::from_points(&pot);
                        for name in NAMES {
                            let Some(plate) = home_legend_plate(&starts, &lines(&mut fonts, language, seats, name))
                            else {
                                continue;
                            };
                            if shot == Shot::Overview && view_px == REFERENCE_PX && zoom == 1.0 {
                                drawn_in_the_overview += 1;
                            }
                            for row in 0..ROWS {
                                let end = board_grid::square(row, COLS - 1) + Vec3::X * board_grid::TILE / 2.0;
                                let end = to_ui(end).expect("the row's end is in front of the camera");
                                assert!(
                                    end.x <= plate.min.x,
                                    "{seats} seats {shot:?} ×{zoom}: the plate {plate:?} covers row {row}'s end {end:?}"
                                );
                            }
                            assert!(
                                !plate.intersects(pot),
                                "{} {seats} seats {shot:?} (reduce motion {reduce_motion}) {view_px} at {zoom}: \
                                 {name}'s plate {plate:?} over the pot {pot:?}",
                                language.code()
                            );
                        }
                    }
                }
            }
        }
    }
    // The overview of the play-test's window shows the plate (3 and 4 seats, each seat to act,
    // with and without reduce motion, 3 names, 6 languages).
    assert_eq!(drawn_in_the_overview, 6 * (3 + 4) * 2 * 3);
}

/// The owners' plate in the overview of a 1280×720 window at UI scale `zoom` (the view the HUD's
/// layout leaves there), for `seats` seats named `name` in `language`: the plate and the view,
/// in the view's points (`None` for the plate when it is not drawn), the pot's outline, and
/// whether a plate of fixed 14-point lines (as before) was dropped there.
fn overview_plate_at(
    fonts: &mut egui::epaint::text::Fonts,
    language: Language,
    seats: usize,
    name: &str,
    zoom: f32,
) -> (Option<egui::Rect>, egui::Rect, egui::Rect, bool) {
    use crate::table::view::hud::hud_layout::{HudNeeds, plan};
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0) / zoom);
    let view = plan(screen, &HudNeeds::default()).view;
    let view_px = Vec2::new(view.width(), view.height()) * zoom;
    let aspect = view_px.x / view_px.y;
    let to_act = SeatToAct { seats, current: Some(0) };
    let board = crate::games::home_rows::table::view::grid::board_area();
    let scene = Scene { dice: &[], to_act: &to_act, blockers: &[], board: board.as_ref(), tray: true };
    let pose = pose_for(Shot::Overview, &scene, aspect, false);
    let to_ui = |p: Vec3| {
        let q = ndc(&pose, p, aspect);
        let px = egui::pos2((q.x + 1.0) / 2.0 * view_px.x, (1.0 - q.y) / 2.0 * view_px.y);
        (q.z > 0.0).then_some(view.min + px.to_vec2() / zoom)
    };
    let starts: Vec<egui::Pos2> = (0..ROWS).filter_map(|row| to_ui(home_label_anchor(row))).collect();
    let pot: Vec<egui::Pos2> = pieces::pot_outline().into_iter().filter_map(to_ui).collect();
    let before = home_legend_plate(&starts, &lines(fonts, language, seats, name));
    let lines = legend_lines(fonts, language, seats, name, (&starts, zoom, view.max.x));
    let plate = home_legend_plate(&starts, &lines).filter(|plate| !plate.intersects(egui::Rect::from_points(&pot)));
    (plate, view, egui::Rect::from_points(&pot), before.is_none())
}

#[test]
fn the_owners_plate_shows_whole_in_the_overview_at_ui_scale_1_5() {
    let (mut failures, mut dropped_before) = (Vec::new(), 0);
    for language in Language::ALL {
        let mut fonts =
            egui::epaint::text::Fonts::new(Default::default(), crate::table::view::fonts::definitions(language));
        for seats in [3, 4] {
            // The names the setup gives (a very long name may still run past the view's edge).
            for name in &NAMES[..2] {
                for zoom in [1.0, 1.25, 1.5] {
                    let at = format!("{} {seats} seats {name} ×{zoom}", language.code());
                    let (plate, view, pot, dropped) = overview_plate_at(&mut fonts, language, seats, name, zoom);
                    dropped_before += usize::from(dropped);
                    match (plate, view, pot) {
                        (None, _, pot) => failures.push(format!("{at}: no owners' plate (the pot at {pot:?})")),
                        (Some(plate), view, _) if !view.contains_rect(plate) => {
                            failures.push(format!("{at}: the plate {plate:?} is cut by the view's edge {view:?}"))
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} plates hidden or cut:\n{}", failures.len(), failures.join("\n"));
    assert!(dropped_before > 0, "the cause: 14-point lines do not fit between the rows at 1.5");
}

/// The owners' lines as the game draws them at UI scale `zoom`, beside rows starting at `starts`
/// (`home_legend_pt`'s size).
fn legend_lines(
    fonts: &mut egui::epaint::text::Fonts,
    language: Language,
    seats: usize,
    name: &str,
    (starts, zoom, view_right): (&[egui::Pos2], f32, f32),
) -> Vec<(usize, egui::Vec2)> {
    let full = lines(fonts, language, seats, name);
    let line = full.iter().fold(egui::Vec2::ZERO, |a, (_, size)| a.max(*size));
    let room_w = view_right - starts.iter().map(|p| p.x).fold(f32::MIN, f32::max);
    match home_legend_pt(starts, line, room_w, zoom) {
        Some(size) if size < HOME_LABEL_PT => full.iter().map(|&(row, s)| (row, s * size / HOME_LABEL_PT)).collect(),
        Some(_) => full,
        None => Vec::new(),
    }
}
