//! Every phone's view, sent again whenever what it shows changed: the screen, the seats (who
//! holds each, its standing), whose turn, the phone's own choices, the log, the results. Made in
//! the phone's language; the game's part comes from its [`super::game_view`].

use std::hash::{Hash, Hasher};

use bevy::prelude::*;
use serde_json::{Value, json};

use super::game_view::{dice_rolling, turn_changing};
use super::holders::PhoneSeats;
use super::inbound::{config, screen, seat_colors};
use super::{PhoneHost, PhoneTable};
use crate::i18n::speaking;
use crate::registry::registered;
use crate::t;
use crate::table::moment::TableMoment;
use crate::table::palette::{SeatMark, seat_mark};
use crate::table::session::{Banner, SeatKind};
use crate::table::states::{AppState, SummaryWaits, TableHold, TurnState};
use crate::table::table_game::OnTable;

/// What the last views were made from (nothing changed: nothing is sent), and how many times
/// views were made (each view's `v`).
#[derive(Default)]
pub(super) struct LastStamp(u64, u64);

/// Send every phone its view when anything it shows changed since the last frame.
pub(super) fn send_views(world: &mut World, mut last: Local<LastStamp>) {
    let Some(host) = world.get_resource::<PhoneHost>() else { return };
    // A frame whose match moved on before the TV's turn state could follow (dice that just came
    // down still show rolling) waits for the next: a phone hears a step when the TV shows it.
    if host.server.is_none() || turn_changing(world) {
        return;
    }
    let stamp = stamp(world);
    if stamp == last.0 {
        return;
    }
    last.0 = stamp;
    last.1 += 1;
    let seats = world.resource::<PhoneSeats>();
    for (&conn, phone) in &seats.phones {
        let seat = seats.seat_of(conn);
        let mut view = speaking(phone.language, || view(world, seats, conn, seat));
        view["v"] = json!(last.1);
        phone.out.view(&view.to_string());
    }
}

/// A number that changes whenever a view would.
fn stamp(world: &World) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    screen(world).hash(&mut h);
    world.get_resource::<State<TurnState>>().map(|s| *s.get()).hash(&mut h);
    world.get_resource::<Banner>().is_some_and(|b| b.left_s > 0.0).hash(&mut h);
    world.get_resource::<TableHold>().is_some_and(|h| h.menu).hash(&mut h);
    world.contains_resource::<SummaryWaits>().hash(&mut h);
    world.resource::<PhoneSeats>().changes.hash(&mut h);
    world.get_resource::<TableMoment>().map(|m| m.changes).hash(&mut h);
    crate::i18n::language().hash(&mut h);
    if let Some(game) = world.get_resource::<OnTable>().map(|t| t.0) {
        (game, (registered(game).table.phone.stamp)(world)).hash(&mut h);
    }
    if let Some(config) = config(world) {
        for s in &config.seats {
            (&s.name, s.color, &s.kind).hash(&mut h);
        }
        config.game.hash(&mut h);
    }
    h.finish()
}

fn mark_name(mark: SeatMark) -> &'static str {
    match mark {
        SeatMark::Circle => "circle",
        SeatMark::Triangle => "triangle",
        SeatMark::Square => "square",
        SeatMark::Diamond => "diamond",
        SeatMark::Star => "star",
        SeatMark::Cross => "cross",
    }
}

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// One phone's view, in the language spoken now.
fn view(world: &World, seats: &PhoneSeats, conn: u64, you: Option<usize>) -> Value {
    let screen = screen(world);
    let Some(config) = config(world) else {
        return json!({"t": "view", "screen": "wait", "headline": t!("phone-error-wait"), "seats": [], "choices": []});
    };
    let hooks = &registered(config.game).table;
    let table = match screen {
        Some(AppState::Playing | AppState::Results) => (hooks.phone.view)(world, you),
        _ => None,
    }
    .unwrap_or_default();
    let over = table.over || screen == Some(AppState::Results);
    let mine = seats.phones.get(&conn).map(|p| p.token.as_str());
    let seat_list: Vec<Value> = config
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let who = match seats.holder_of(i) {
                Some(t) if Some(t) == mine => "you",
                Some(_) => "phone",
                None if matches!(s.kind, SeatKind::Ai(_)) => "ai",
                None => "tv",
            };
            json!({
                "name": s.name, "color": hex(s.color), "mark": mark_name(seat_mark(s.color)), "who": who,
                "turn": table.turn == Some(i), "status": table.status.get(i).cloned().unwrap_or_default(),
            })
        })
        .collect();
    let colors: Vec<Value> = seat_colors(config)
        .into_iter()
        .enumerate()
        .map(|(i, rgb)| {
            let words = if hooks.seat_colors.is_empty() { String::new() } else { (hooks.seat_color_words)(i) };
            json!({"color": hex(rgb), "mark": mark_name(seat_mark(rgb)), "words": words})
        })
        .collect();
    let your_turn = you.is_some() && table.turn == you && !table.choices.is_empty();
    // The seat in turn is the phone's own, whether or not the table is ready for its move.
    let yours = you.is_some() && table.turn == you;
    let headline = headline(screen, over, yours, &table, config);
    let undo = you.is_some_and(|s| your_turn && (hooks.phone.can_undo)(world, s));
    let ok = you.is_some() && world.contains_resource::<SummaryWaits>();
    let paused = world.get_resource::<TableHold>().is_some_and(|h| h.menu);
    let rolling = dice_rolling(world);
    json!({
        "t": "view", "screen": if over { "over" } else if screen == Some(AppState::Setup) { "setup" } else { "playing" },
        "game": config.game.name(), "title": crate::table::view::hud::words::game_title(config.game),
        "you": you, "turn": table.turn, "your_turn": your_turn, "headline": headline,
        "paused": paused, "rolling": rolling, "wait": wait_line(world, yours, rolling, paused),
        "seats": seat_list, "colors": colors, "choices": table.choices, "undo": undo, "ok": ok,
        "log": table.log, "results": table.results, "own_dice": table.own_dice,
        "standing": table.standing, "moment": moment_json(world, config),
    })
}

/// The big moment the TV shows now (a reveal), in the phone's language: every seat's dice, the
/// ones counted so far lit, the running count and the verdict; `null` when there is none.
fn moment_json(world: &World, config: &crate::table::session::MatchConfig) -> Value {
    let Some(moment) = world.get_resource::<TableMoment>().and_then(|m| m.shown.as_ref()) else {
        return Value::Null;
    };
    let seats: Vec<Value> = moment
        .seats
        .iter()
        .map(|s| {
            let seat = config.seats.get(s.seat);
            json!({
                "seat": s.seat, "name": seat.map_or("?", |c| c.name.as_str()),
                "color": seat.map_or_else(|| "#888888".to_string(), |c| hex(c.color)), "dice": s.dice, "lit": s.lit,
            })
        })
        .collect();
    json!({
        "title": (moment.title)(), "seats": seats, "count": (moment.count)(),
        "verdict": moment.verdict.as_ref().map(|v| v()),
    })
}

/// The turn line: the phone's own seat's turn says so (also while the table is not ready for its
/// move: the wait line says why), another's names it.
fn headline(
    screen: Option<AppState>,
    over: bool,
    yours: bool,
    table: &PhoneTable,
    config: &crate::table::session::MatchConfig,
) -> String {
    if over {
        t!("phone-headline-over")
    } else if screen == Some(AppState::Setup) {
        t!("phone-headline-setup")
    } else if yours {
        t!("phone-headline-your-turn")
    } else {
        let name = table.turn.and_then(|s| config.seats.get(s)).map_or("?", |s| s.name.as_str());
        t!("phone-headline-turn", name = name)
    }
}

/// What the page shows where its choices would be when it has none, agreeing with the turn line:
/// the TV is paused (its menu is open), the round summary waits for OK, the seat's own dice roll,
/// the table is busy a moment with the seat's turn, or another seat is in turn.
fn wait_line(world: &World, yours: bool, rolling: bool, paused: bool) -> String {
    if paused {
        t!("phone-wait-paused")
    } else if world.contains_resource::<SummaryWaits>() {
        t!("phone-wait-summary")
    } else if yours && rolling {
        t!("phone-wait-rolling")
    } else if yours {
        t!("phone-error-wait")
    } else {
        t!("phone-wait-turn")
    }
}
