//! What a choice does, said where the TV offers it: every game's action bar puts the rules core's
//! outcome of an action (`Words::action_outcome`, through `TableMatch::action_outcome`) on the
//! control that plays it, shown while the pointer rests there; the pad hint says the cursor's
//! (`pad_hint`).

use bevy_egui::egui;

/// The outcome's words, points (a little smaller than the bar's buttons).
pub(crate) const OUTCOME_PT: f32 = 17.0;

/// `response` (a control that plays one action) saying `outcome` on hover; as it was without one.
/// The words show just above the panel the control lies in (the action bar), from the control's
/// left edge: never over the bar's other buttons (below the control they covered the next row's).
pub(crate) fn says_outcome(response: egui::Response, outcome: Option<String>) -> egui::Response {
    let Some(words) = outcome else { return response };
    let panel = response.ctx.memory(|m| m.area_rect(response.layer_id.id)).unwrap_or(response.rect);
    let over = egui::Rect::from_x_y_ranges(response.rect.x_range(), panel.top()..=panel.top() + 1.0);
    let mut tip = egui::Tooltip::for_enabled(&response);
    tip.popup = tip.popup.anchor(over).align(egui::RectAlign::TOP_START).align_alternatives(&[]);
    tip.show(|ui| ui.label(egui::RichText::new(words).size(OUTCOME_PT)));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words every text shape of a frame paints, joined.
    fn painted(out: &egui::FullOutput) -> String {
        let mut words = String::new();
        for clipped in &out.shapes {
            if let egui::Shape::Text(text) = &clipped.shape {
                words.push_str(text.galley.text());
                words.push('\n');
            }
        }
        words
    }

    /// A button that says its outcome shows it once the pointer rests on it, and not before; a
    /// button without one shows nothing more.
    #[test]
    fn a_control_says_its_outcome_while_the_pointer_rests_on_it() {
        let ctx = egui::Context::default();
        let frame = |ctx: &egui::Context, at: Option<egui::Pos2>, time: f64, outcome: Option<&str>| {
            let events = at.map(egui::Event::PointerMoved).into_iter().collect();
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0))),
                time: Some(time),
                events,
                ..Default::default()
            };
            let mut rect = egui::Rect::NOTHING;
            let mut out = ctx.run_ui(input, |ui| {
                let response = ui.add(egui::Button::new("Stop"));
                rect = response.rect;
                says_outcome(response, outcome.map(str::to_string));
            });
            out.textures_delta.clear();
            (rect, painted(&out))
        };
        let words = "ends your turn: your 3 unplaced dice go back to your hand";
        let outcome = Some(words);
        let (rect, first) = frame(&ctx, None, 0.0, outcome);
        assert!(!first.contains("ends your turn"), "not while the pointer is elsewhere: {first:?}");
        frame(&ctx, Some(rect.center()), 0.1, outcome);
        let mut resting = String::new();
        for k in 2..8 {
            resting = frame(&ctx, None, 0.3 * f64::from(k), outcome).1;
        }
        assert!(resting.contains(words), "the pointer rests on it: {resting:?}");
        let (_, without) = frame(&ctx, None, 3.0, None);
        assert!(!without.contains("ends your turn"), "nothing to say, nothing shown: {without:?}");
    }

    /// In a bar of two rows at the screen's bottom, the first row's words show above the bar,
    /// clear of the row under the control (egui's tooltip below it covered the next button).
    #[test]
    fn the_outcome_shows_above_the_bar_never_over_its_next_row() {
        let ctx = egui::Context::default();
        let (mut first, mut second, mut words) = (egui::Rect::NOTHING, egui::Rect::NOTHING, None);
        // Two frames to lay the bar out, then the pointer comes to rest on its first button.
        for k in 0..10 {
            let at = (k == 2).then_some(first.center());
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0))),
                time: Some(0.3 * f64::from(k)),
                events: at.map(egui::Event::PointerMoved).into_iter().collect(),
                ..Default::default()
            };
            let mut out = ctx.run_ui(input, |ui| {
                egui::Area::new(egui::Id::new("bar")).fixed_pos(egui::pos2(20.0, 520.0)).show(ui.ctx(), |ui| {
                    let outcome = Some("draws a tile to place".to_string());
                    first = says_outcome(ui.button("Explore: draw 1 tile"), outcome).rect;
                    second = ui.button("Research the Compass").rect;
                });
            });
            out.textures_delta.clear();
            words = out.shapes.iter().find_map(|clipped| match &clipped.shape {
                egui::Shape::Text(t) if t.galley.text().contains("draws a tile") => {
                    Some(t.galley.rect.translate(t.pos.to_vec2()))
                }
                _ => None,
            });
        }
        let words = words.expect("the words show while the pointer rests");
        assert!(!words.intersects(second), "{words:?} over the next row's button {second:?}");
        assert!(words.bottom() <= first.top(), "{words:?} above the bar (its first row {first:?})");
    }
}
