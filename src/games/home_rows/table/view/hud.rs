//! Home Rows' overlays: the turn prompt, a large caption of what just happened, the banner, the
//! scoreboard (counters, dice held by colour, round scores, pot), the log, and the bottom bar of a
//! human turn (roll a colour; place on a square, taking from left or right; force a trade). Every
//! button is one of the rules core's legal actions and says what it does on hover.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{color32, shape_icon};
use crate::games::home_rows::rules::{Action, COLORS, Event, Phase, Side, Source};
use crate::games::home_rows::table::view::board::die_on_square;
use crate::games::home_rows::table::view::pieces::held_die_point;
use crate::games::home_rows::table::{HomeAction, HomeRowsMatch, HomeStep, color_title};
use crate::games::home_rows::words::{color_word, die_words, side_word};
use crate::t;
use crate::table::GameSet;
use crate::table::lesson::Anchor;
use crate::table::states::{TurnState, playing_with};
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{TableHud, action_bar_ui, frame, status_ui};
use crate::table::view::hud::outcome_hover::says_outcome;
use crate::table::view::hud::ui_style::seat_tag_fitted;
use crate::table::view::{Caption, seat_color32};

/// The neighbour a human takes counters from when both hold dice (chosen in the bar).
#[derive(Resource, Default, Debug)]
pub(crate) struct TakeFrom(pub(crate) Option<Side>);

pub(crate) fn plugin(app: &mut App) {
    crate::table::view::hud::hud_shell::hud_plugin::<HomeRowsMatch>(app);
    app.init_resource::<TakeFrom>()
        .add_systems(Update, notices.in_set(GameSet::Present).run_if(resource_exists::<HomeRowsMatch>))
        .add_systems(
            EguiPrimaryContextPass,
            (scoreboard, action_bar, super::results::score_sheet)
                .chain()
                .run_if(playing_with::<HomeRowsMatch>())
                .in_set(crate::table::frame::UiPass::Hud),
        );
}

/// Placements and trades become the caption.
fn notices(
    mut steps: MessageReader<HomeStep>,
    m: Res<HomeRowsMatch>,
    mut caption: ResMut<Caption>,
    mut take: ResMut<TakeFrom>,
) {
    let name = |s: u8| m.seat_name(s as usize).to_string();
    for e in steps.read().flat_map(|s| &s.events) {
        let text = match e {
            Event::Placed { player, color, value, row, .. } => {
                take.0 = None;
                let row = color_word(COLORS[*row as usize]);
                t!("hr-caption-puts", name = name(*player), die = die_words(*color, *value), row = row)
            }
            Event::Took { player, from: Source::Pot, counters } => {
                t!("hr-caption-from-pot", name = name(*player), n = *counters)
            }
            Event::Took { player, from: Source::Seat(o), counters } => {
                t!("hr-caption-from", name = name(*player), n = *counters, other = name(*o))
            }
            Event::Traded { player, to, value, counters } => {
                take.0 = None;
                t!("hr-caption-trades", name = name(*player), value = *value, to = name(*to), n = *counters)
            }
            _ => continue,
        };
        let colour = seat_color32(&m.config.seats[m.state.current().min(m.config.seats.len() - 1)]);
        // A placement's caption grows with the counters it took (and only with those: on fast play
        // many turns land in one frame, and each replaces the last).
        let took = matches!(e, Event::Took { .. });
        match &mut caption.0 {
            Some((old, _, age)) if took && *age < 0.2 => *old = format!("{old} · {text}"),
            _ => caption.0 = Some((text, colour, 0.0)),
        }
    }
}

/// What the seat in turn is asked to do.
impl TableHud for HomeRowsMatch {
    type Picked = crate::table::view::hud::hud_shell::NothingPicked;
    fn prompt(&self, turn: TurnState) -> String {
        prompt(self, turn)
    }
    fn anchor(&self, action: Action, _picked: &Self::Picked) -> Anchor {
        match action {
            // The die of that colour in the hand of the seat in turn (the bar's button if none).
            Action::Roll { color } => {
                let (seat, seats) = (self.state.current(), self.config.seats.len());
                held_die_point(self.state.hand(seat), seat, seats, color).map_or(Anchor::Bar, Anchor::Table)
            }
            // The square the die goes to (a neighbour to take from is chosen in the bar first).
            Action::Place { row, col, .. } => Anchor::Table(die_on_square(usize::from(row), usize::from(col))),
            Action::Trade { .. } => Anchor::Bar,
        }
    }
}

fn prompt(m: &HomeRowsMatch, turn: TurnState) -> String {
    let name = m.seat_name(m.state.current());
    let ai = m.is_ai(m.state.current());
    match (turn, m.state.phase(), m.state.rolled()) {
        (_, Phase::GameOver, _) => String::new(),
        (TurnState::Banner, ..) => String::new(),
        (_, Phase::Rolling, Some(d)) => t!("hr-prompt-rolls", name = name, colour = color_word(d.color)),
        (_, Phase::TurnStart, _) if ai => t!("hr-prompt-choosing", name = name),
        (_, Phase::TurnStart, _) => t!("hr-prompt-roll", name = name),
        (_, Phase::Rolled, Some(d)) if ai => t!("hr-prompt-ai-rolled", name = name, die = die_words(d.color, d.value)),
        (_, Phase::Rolled, Some(d)) if can_trade(m) => {
            t!("hr-prompt-place-or-trade", name = name, die = die_words(d.color, d.value))
        }
        (_, Phase::Rolled, Some(d)) => t!("hr-prompt-place", name = name, die = die_words(d.color, d.value)),
        _ => String::new(),
    }
}

/// Whether the seat in turn may force a trade (the core's legal actions say).
fn can_trade(m: &HomeRowsMatch) -> bool {
    m.state.legal_actions().iter().any(|a| matches!(a, Action::Trade { .. }))
}

/// The status at the side column's top: the round and pot, each seat's dice, counters and scores.
fn scoreboard(
    mut contexts: EguiContexts,
    m: Res<HomeRowsMatch>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    status_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        ui.label(egui::RichText::new(t!("game-home-rows")).size(17.0).strong());
        let s = &m.state;
        let (round, rounds, pot) = (s.round(), s.rounds(), s.pot());
        ui.label(if s.trades_allowed() {
            t!("hr-score-round", round = round, rounds = rounds, pot = pot)
        } else {
            t!("hr-score-round-trades-off", round = round, rounds = rounds, pot = pot)
        });
        // A line per seat, what it holds under it: narrow in every language.
        for (seat, config) in m.config.seats.iter().enumerate() {
            let mark = if seat == s.current() && !s.is_over() { "▶ " } else { "" };
            ui.horizontal_wrapped(|ui| {
                seat_tag_fitted(ui, config.color, &format!("{mark}{}", config.name), 17.0);
                let total = format!("{} {}", t!("hr-score-total"), m.running_total(seat));
                ui.label(egui::RichText::new(total).size(16.0).strong());
            });
            ui.horizontal_wrapped(|ui| {
                let grey = |text: String| egui::RichText::new(text).size(15.0).color(egui::Color32::from_gray(220));
                ui.label(grey(t!("hr-score-dice")));
                for c in COLORS {
                    let held = s.hand(seat)[c.index()];
                    if held > 0 {
                        shape_icon(ui, c, 14.0);
                        ui.colored_label(color32(c), held.to_string());
                    }
                }
                if COLORS.iter().all(|c| s.hand(seat)[c.index()] == 0) {
                    ui.label(grey("0".into()));
                }
                ui.label(grey(format!("·  {} {}", t!("hr-score-counters"), s.counters(seat))));
                let rounds: Vec<String> = s.round_scores().iter().map(|r| r[seat].to_string()).collect();
                if !rounds.is_empty() {
                    ui.label(grey(format!("·  {} {}", t!("hr-score-rows"), rounds.join(" "))));
                }
            });
        }
        ui.add(egui::Label::new(egui::RichText::new(t!("hr-score-rule")).size(13.0)).wrap());
    });
    Ok(())
}

fn action_bar(
    mut contexts: EguiContexts,
    m: Res<HomeRowsMatch>,
    mut take: ResMut<TakeFrom>,
    hold: Res<crate::table::states::TableHold>,
    mut out: MessageWriter<HomeAction>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
) -> Result {
    if !m.tv_to_act() || hold.menu {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let seat = m.state.current();
    let legal = m.state.legal_actions();
    action_bar_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        frame(egui::Color32::from_rgb(200, 160, 90)).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| match m.state.phase() {
                Phase::TurnStart => {
                    ui.label(egui::RichText::new(t!("hr-bar-roll")).size(18.0));
                    for (k, c) in COLORS.into_iter().enumerate() {
                        let held = m.state.hand(seat)[c.index()];
                        shape_icon(ui, c, 22.0);
                        let text =
                            egui::RichText::new(t!("hr-bar-die", colour = color_title(c), held = held, key = k + 1))
                                .size(18.0);
                        let button = egui::Button::new(text).min_size(egui::vec2(64.0, 34.0));
                        let action = Action::Roll { color: c };
                        let response = ui.add_enabled(legal.contains(&action), button);
                        if says_outcome(response, m.action_outcome(action)).clicked() {
                            out.write(HomeAction::new(seat, action));
                        }
                    }
                }
                Phase::Rolled => rolled_choices(ui, &m, &legal, &mut take, &mut out),
                _ => {}
            })
        });
    });
    Ok(())
}

/// The bar after a person's roll: how to place (a sentence of its own, first), whose counters to
/// take when the pot is empty, and the trades the rules allow.
fn rolled_choices(
    ui: &mut egui::Ui,
    m: &HomeRowsMatch,
    legal: &[Action],
    take: &mut TakeFrom,
    out: &mut MessageWriter<HomeAction>,
) {
    let seat = m.state.current();
    let sides: Vec<Side> = [Side::Left, Side::Right]
        .into_iter()
        .filter(|&side| legal.iter().any(|a| matches!(a, Action::Place { from: Some(s), .. } if *s == side)))
        .collect();
    if !sides.is_empty() && take.0.is_none_or(|s| !sides.contains(&s)) {
        take.0 = Some(sides[0]);
    }
    // A placement taking from the pot, or from the neighbour chosen: what clicking a square does.
    let placing =
        |from: Option<Side>| legal.iter().copied().find(|a| matches!(*a, Action::Place { from: f, .. } if f == from));
    // The way to place comes first, a sentence of its own (saying what a placement takes); the
    // other choices follow.
    let click = ui.label(egui::RichText::new(t!("hr-bar-click-square")).size(18.0));
    says_outcome(click, placing(take.0.filter(|_| !sides.is_empty())).and_then(|a| m.action_outcome(a)));
    if !sides.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new(t!("hr-bar-take-from")).size(18.0));
        for side in sides {
            let who = m.state.neighbour(seat, side);
            let (name, n) = (m.seat_name(who), m.state.counters(who));
            let label = t!("hr-bar-take-side", side = side_word(side), name = name, n = n);
            let response = crate::table::view::hud::ui_style::choice_value(
                ui,
                &mut take.0,
                Some(side),
                egui::RichText::new(label).size(18.0),
            );
            says_outcome(response, placing(Some(side)).and_then(|a| m.action_outcome(a)));
        }
    }
    if legal.iter().any(|a| matches!(a, Action::Trade { .. })) {
        ui.separator();
    }
    for to in [Side::Left, Side::Right] {
        let action = Action::Trade { to };
        if legal.contains(&action) {
            let who = m.seat_name(m.state.neighbour(seat, to));
            let button =
                egui::Button::new(egui::RichText::new(t!("hr-bar-trade", name = who, side = side_word(to))).size(18.0));
            if says_outcome(ui.add(button.min_size(egui::vec2(0.0, 40.0))), m.action_outcome(action)).clicked() {
                out.write(HomeAction::new(seat, action));
            }
        }
    }
}
