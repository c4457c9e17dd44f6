//! The action bar's layout tests: controls stay put, rows follow the legal actions, values look
//! like buttons and a row's letters never part.

use super::*;
use crate::games::royal_casino::rules::{Setup, standard_face};

/// The beginner face after its first throw, 6 1 3 3 2.
fn thrown_state() -> GameState {
    let face = standard_face("01a").expect("the beginner face");
    let mut s = GameState::new(Setup { players: 2, starter: 0, faces: vec![face] }).unwrap();
    s.apply(Action::Throw).unwrap();
    s.apply_dice(&[6, 1, 3, 3, 2]).unwrap();
    s
}

/// Lay the bar out in a headless egui context (two frames, as egui sizes new areas first), in an
/// area `anchored` at the screen's bottom or not, at most `width` points wide; where every control
/// landed, and every filled rectangle painted.
fn lay_out(model: &BarModel, anchored: bool, width: Option<f32>) -> (Vec<egui::Rect>, Vec<egui::Rect>) {
    let ctx = egui::Context::default();
    let (mut rects, mut frames) = (Vec::new(), Vec::new());
    for _ in 0..2 {
        rects.clear();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            let mut area = egui::Area::new(egui::Id::new("actions"));
            if anchored {
                area = area.anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0]);
            }
            area.show(ui.ctx(), |ui| {
                if let Some(width) = width {
                    ui.set_max_width(width);
                }
                let mut controls = Vec::new();
                bar_ui(ui, model, &mut controls);
                rects.extend(controls.into_iter().map(|(_, rect)| rect));
            });
        });
        out.textures_delta.clear();
        frames = out
            .shapes
            .iter()
            .filter_map(|c| match &c.shape {
                egui::Shape::Rect(r) if r.fill.a() > 0 => Some(r.rect),
                _ => None,
            })
            .collect();
    }
    (rects, frames)
}

/// Where every control of the bar landed, anchored at the screen's bottom as the game draws it.
fn layout(model: &BarModel) -> Vec<egui::Rect> {
    lay_out(model, true, None).0
}

/// However narrow the bar (a high UI scale), "onto row" and the six row letters wrap as one.
#[test]
fn a_rows_letters_stay_together_when_the_bar_wraps() {
    let s = thrown_state();
    let model = BarModel::of(&s, s.throw(), Some(6), false);
    for width in [360.0, 420.0, 480.0, 560.0] {
        let (rects, _) = lay_out(&model, false, Some(width));
        let letters = &rects[model.values.len()..model.values.len() + ROWS];
        assert!(
            letters.iter().all(|r| (r.center().y - letters[0].center().y).abs() < 1.0),
            "at {width} points the row letters share a line: {letters:?}"
        );
    }
}

/// Every value of the throw is drawn as a button: a filled frame under its words, as the
/// rows' letters and the throw's buttons are, picked or not.
#[test]
fn the_throws_values_look_like_buttons() {
    let s = thrown_state();
    let model = BarModel::of(&s, s.throw(), Some(3), false);
    let (rects, frames) = lay_out(&model, false, None);
    let values = model.values.len();
    assert_eq!(values, 4, "1, 2, 3 and 6");
    for (k, rect) in rects[..values].iter().enumerate() {
        let framed = frames.iter().any(|f| f.expand(1.0).contains_rect(*rect) && rect.expand(1.0).contains_rect(*f));
        assert!(framed, "value button {k} at {rect:?} has a filled frame");
    }
}

#[test]
fn picking_a_value_moves_no_control_and_rows_follow_the_legal_actions() {
    let s = thrown_state();
    let thrown = s.throw().to_vec();
    let none = BarModel::of(&s, &thrown, None, false);
    let picked = BarModel::of(&s, &thrown, Some(6), false);
    assert!(none.rows.iter().all(|&r| !r), "no value picked: no row offered");
    let offered: Vec<usize> = (0..ROWS).filter(|&r| picked.rows[r]).collect();
    let legal: Vec<usize> = (0..ROWS).filter(|&r| s.is_legal(Action::Place { value: 6, row: r as u8 })).collect();
    assert_eq!(offered, legal, "the rows offered are the core's legal placements of a 6");
    assert!(!picked.can_stop && !picked.can_throw_again, "must place before stopping or throwing again");
    let (before, after) = (layout(&none), layout(&picked));
    assert_eq!(before.len(), after.len(), "the same controls");
    assert_eq!(before, after, "every control stays where it was");

    // Placing dice moves nothing either: the 6 (its only die) and then one of the two 3s.
    let mut placed = s.clone();
    let place = |st: &mut GameState, value: u8| {
        let row = (0..ROWS as u8).find(|&row| st.is_legal(Action::Place { value, row })).expect("it fits");
        st.apply(Action::Place { value, row }).unwrap();
    };
    place(&mut placed, 6);
    let after_one = BarModel::of(&placed, &thrown, None, true);
    assert_eq!(after_one.values.len(), none.values.len(), "the placed value keeps its slot");
    assert_eq!(layout(&after_one), before, "after a placement every control stays where it was");
    if (0..ROWS as u8).any(|row| placed.is_legal(Action::Place { value: 3, row })) {
        place(&mut placed, 3);
        let after_two = BarModel::of(&placed, &thrown, Some(3), true);
        assert_eq!(layout(&after_two), before, "after a second placement (3 ×2 → 3) too");
    }
}

/// Each control says what its action does, in the rules core's words: the rows offered for the
/// picked value, the throw and the stop once they may be played; nothing for what is not legal.
#[test]
fn the_throw_the_stop_and_each_offered_row_say_what_they_do() {
    crate::i18n::speaking(crate::i18n::Language::English, || {
        let names = |s: usize| ["Ada", "Bo"][s].to_string();
        let s = thrown_state();
        let said = |st: &GameState, action: Action| RoyalCasino::action_outcome(st, action, &names);
        let picked = BarModel::of(&s, s.throw(), Some(3), false).explained(&s, &names);
        for row in 0..ROWS {
            let place = Action::Place { value: 3, row: row as u8 };
            let want = s.is_legal(place).then(|| said(&s, place).expect("a legal placement says"));
            assert_eq!(picked.hints.rows[row], want, "row {row}");
        }
        assert!(picked.hints.rows.iter().any(Option::is_some), "a 3 goes somewhere on the beginner face");
        assert_eq!((&picked.hints.throw, &picked.hints.stop), (&None, &None), "place first");
        let mut placed = s.clone();
        let row = (0..ROWS as u8).find(|&row| placed.is_legal(Action::Place { value: 3, row })).expect("it fits");
        placed.apply(Action::Place { value: 3, row }).unwrap();
        let after = BarModel::of(&placed, s.throw(), None, true).explained(&placed, &names);
        assert_eq!(after.hints.throw.as_deref(), Some("throws 4 dice; 3 more throws after it"));
        let stop = "ends your turn: your 4 unplaced dice go back to your hand";
        assert_eq!(after.hints.stop.as_deref(), Some(stop));
        assert!(after.hints.rows.iter().all(Option::is_none), "no value picked: no row says anything");
    });
}
