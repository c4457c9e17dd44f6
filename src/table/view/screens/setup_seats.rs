//! The setup screen's seat rows: each seat's colour (the game's own list, or the palette's
//! swatch that steps on), its name, and human or an AI level; a made-up name follows the kind.

use bevy_egui::egui;

use crate::engine::GameId;
use crate::t;
use crate::table::session::{
    PALETTE, SeatConfig, SeatKind, default_color, default_seat_name, is_default_seat_name, level_label, levels,
    seat_range,
};
use crate::table::table_game::TableHooks;
use crate::table::view::hud::ui_style::paint_seat_mark;

pub(crate) fn kind_label(kind: &SeatKind) -> String {
    match kind {
        SeatKind::Human => t!("setup-human"),
        SeatKind::Ai(level) => t!("setup-ai", level = level_label(level)),
    }
}

/// A seat of a game with its own seat colours picks one from a list;
/// choosing one another seat has swaps the two.
fn own_color_choice(ui: &mut egui::Ui, i: usize, seats: &mut [SeatConfig], hooks: &TableHooks) {
    let current = (hooks.seat_color_of)(seats[i].color).unwrap_or(0);
    let mut chosen = current;
    egui::ComboBox::from_id_salt(("home", i))
        .selected_text(egui::RichText::new((hooks.seat_color_words)(current)).color(rgb32(seats[i].color)))
        .width(110.0)
        .show_ui(ui, |ui| {
            for (c, &rgb) in hooks.seat_colors.iter().enumerate() {
                let text = egui::RichText::new((hooks.seat_color_words)(c)).color(rgb32(rgb));
                crate::table::view::hud::ui_style::choice_value(ui, &mut chosen, c, text);
            }
        });
    if chosen != current {
        if let Some(other) = seats.iter().position(|s| (hooks.seat_color_of)(s.color) == Some(chosen)) {
            seats[other].color = hooks.seat_colors[current];
        }
        seats[i].color = hooks.seat_colors[chosen];
    }
}

/// Any other seat's colour and mark: a swatch that steps to the palette's
/// next colour when clicked, swapping with the seat that has it, so every seat keeps its own.
fn palette_choice(ui: &mut egui::Ui, i: usize, seats: &mut [SeatConfig]) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(30.0, 26.0), egui::Sense::click());
    let fill =
        if response.hovered() { egui::Color32::from_rgb(96, 68, 44) } else { egui::Color32::from_rgb(66, 46, 32) };
    ui.painter().rect_filled(rect, 6.0, fill);
    paint_seat_mark(ui.painter(), rect.center(), 20.0, seats[i].color);
    let response = response.on_hover_text(t!("setup-colour-hint"));
    if response.clicked() {
        let now = PALETTE.iter().position(|p| p.0 == seats[i].color).unwrap_or(PALETTE.len() - 1);
        let next = PALETTE[(now + 1) % PALETTE.len()].0;
        if let Some(other) = seats.iter().position(|s| s.color == next) {
            seats[other].color = seats[i].color;
        }
        seats[i].color = next;
    }
}

fn rgb32([r, g, b]: [u8; 3]) -> egui::Color32 {
    egui::Color32::from_rgb(r, g, b)
}

/// One seat's row of the form's grid.
pub(crate) fn seat_row(ui: &mut egui::Ui, game: GameId, i: usize, seats: &mut [SeatConfig]) {
    ui.label(format!("{}.", i + 1));
    let hooks = crate::registry::registered(game).table;
    if hooks.seat_colors.is_empty() {
        palette_choice(ui, i, seats);
    } else {
        own_color_choice(ui, i, seats, hooks);
    }
    let seat = &mut seats[i];
    let kind_before = seat.kind.clone();
    ui.add_sized([150.0, 22.0], egui::TextEdit::singleline(&mut seat.name));
    egui::ComboBox::from_id_salt(("kind", i)).selected_text(kind_label(&seat.kind)).width(150.0).show_ui(ui, |ui| {
        crate::table::view::hud::ui_style::choice_value(ui, &mut seat.kind, SeatKind::Human, t!("setup-human"));
        for (name, _) in levels(game) {
            let kind = SeatKind::Ai(name.to_string());
            let label = kind_label(&kind);
            crate::table::view::hud::ui_style::choice_value(ui, &mut seat.kind, kind, label);
        }
    });
    // A made-up name follows the seat's kind ("Casual 2" switched to Human becomes "Player 2");
    // a typed one stays.
    if seat.kind != kind_before && is_default_seat_name(&seat.name) {
        seat.name = default_seat_name(&seat.kind, i);
    }
    ui.end_row();
}

/// How many seats: the slider within the game's range; a seat added is an AI of the game's
/// default level with the first colour (of the game's own, else the palette) nobody has.
pub(crate) fn seat_count(ui: &mut egui::Ui, game: GameId, seats: &mut Vec<SeatConfig>) -> usize {
    let mut count = seats.len();
    ui.add(egui::Slider::new(&mut count, seat_range(game)).text(t!("setup-seats")));
    while seats.len() < count {
        let i = seats.len();
        let kind = SeatKind::Ai(crate::registry::registered(game).default_level.into());
        let own = crate::registry::registered(game).table.seat_colors.len();
        let colours = if own > 0 { own } else { PALETTE.len() };
        let color = (0..colours)
            .map(|c| default_color(game, c))
            .find(|c| !seats.iter().any(|s| s.color == *c))
            .unwrap_or(default_color(game, i));
        seats.push(SeatConfig { name: default_seat_name(&kind, i), color, kind });
    }
    seats.truncate(count);
    count
}

/// Made-up names ("Player 2", "Casual 3") follow the language just chosen; typed ones stay.
pub(crate) fn rename_default_seats(seats: &mut [SeatConfig]) {
    for (i, seat) in seats.iter_mut().enumerate() {
        if is_default_seat_name(&seat.name) {
            seat.name = default_seat_name(&seat.kind, i);
        }
    }
}
