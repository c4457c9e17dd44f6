//! A navigator's turns in the action bar: one drop-down listing, for each die it may turn, each
//! face the die can show (its symbol drawn) with what the turn does. The bar lays out in wrapped rows,
//! but a drop-down places itself where the row stands (egui's `ComboBox` never starts a new row by
//! itself), so a menu that would run past the bar's edge starts the next row first, and its words
//! wrap within the bar when they are wider than a whole row.

use bevy_egui::egui;

use super::MapChoice;
use super::actions::{Group, die_words, turned_symbol};
use super::payer_choice::send_or_ask;
use super::symbol_icons::SymbolIcons;
use crate::games::dice_settlers::content::Symbol;
use crate::games::dice_settlers::rules::Action;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::t;
use crate::table::view::hud::outcome_hover::says_outcome;

/// Points of the bar's action words.
const WORDS_PT: f32 = 18.0;
/// Points of a face's symbol drawn beside its words.
const ICON_PT: f32 = 20.0;

/// The navigator's turns among the bar's `groups` (group, words, action), and its re-roll when it
/// has one: one drop-down (a menu per die, or a long re-roll button beside them, would not fit a
/// sofa-scale bar), the re-roll first, then a row per die with the faces it can turn to. Returns the action to send once a
/// face is chosen (its payer asked first where there is a choice).
pub(super) fn turn_menus(
    ui: &mut egui::Ui,
    m: &SettlersMatch,
    groups: &[(Group, String, Action)],
    icons: &mut SymbolIcons,
    choice: &mut MapChoice,
) -> Option<Action> {
    let mut dice: Vec<u8> =
        groups.iter().filter_map(|g| if let Group::Turn(d) = g.0 { Some(d) } else { None }).collect();
    dice.dedup();
    let rerolls: Vec<Action> =
        groups.iter().map(|g| g.2).filter(|a| matches!(a, Action::NavigatorReroll { .. })).collect();
    let title = match dice[..] {
        [] => return None,
        _ if !rerolls.is_empty() => t!("ds-bar-navigator-menu"),
        [die] => t!("ds-bar-navigator", die = die_words(m, die)),
        _ => t!("ds-bar-navigator-any"),
    };
    let title = egui::RichText::new(title).size(WORDS_PT);
    start_a_row_if_wider_than_the_rest(ui, &title);
    let mut chosen = None;
    egui::ComboBox::from_id_salt("navigator turns").selected_text(title).wrap_mode(egui::TextWrapMode::Wrap).show_ui(
        ui,
        |ui| {
            // The list keeps within the screen: a die's faces wrap rather than run off its edge.
            let room = ui.ctx().content_rect().right() - ui.max_rect().left() - 2.0 * ui.spacing().item_spacing.x;
            ui.set_max_width(room.max(120.0));
            for &reroll in &rerolls {
                let words = egui::RichText::new(m.action_words(reroll)).size(WORDS_PT);
                let icon = icons.image(ui.ctx(), Symbol::Navigator, ICON_PT);
                if says_outcome(ui.add(egui::Button::image_and_text(icon, words)), m.action_outcome(reroll)).clicked() {
                    chosen = Some(send_or_ask(m, reroll, choice));
                }
            }
            for &die in &dice {
                ui.horizontal_wrapped(|ui| {
                    if dice.len() > 1 {
                        ui.label(egui::RichText::new(format!("{}:", die_words(m, die))).size(WORDS_PT));
                    }
                    if let Some(a) = face_buttons(ui, m, die, groups, icons, choice) {
                        chosen = Some(a);
                    }
                });
            }
        },
    );
    chosen.flatten()
}

/// Die `die`'s faces to turn to, each with its symbol and what the turn does.
fn face_buttons(
    ui: &mut egui::Ui,
    m: &SettlersMatch,
    die: u8,
    groups: &[(Group, String, Action)],
    icons: &mut SymbolIcons,
    choice: &mut MapChoice,
) -> Option<Option<Action>> {
    let mut chosen = None;
    for (group, words, action) in groups {
        let Action::Turn { die: d, value, .. } = *action else { continue };
        if *group != Group::Turn(die) {
            continue;
        }
        let text = egui::RichText::new(t!("ds-bar-turn-to", symbol = words.as_str())).size(WORDS_PT);
        let button = match turned_symbol(m, d, value) {
            Some(k) => egui::Button::image_and_text(icons.image(ui.ctx(), k, ICON_PT), text),
            None => egui::Button::new(text),
        };
        if says_outcome(ui.add(button), m.action_outcome(*action)).clicked() {
            chosen = Some(send_or_ask(m, *action, choice));
        }
    }
    chosen
}

/// In a wrapped row: when a drop-down titled `title` would run past the row's end, end the row.
fn start_a_row_if_wider_than_the_rest(ui: &mut egui::Ui, title: &egui::RichText) {
    let spacing = ui.spacing();
    let chrome = 2.0 * spacing.button_padding.x + spacing.icon_spacing + spacing.icon_width;
    let words = egui::WidgetText::from(title.clone()).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let width = words.size().x + chrome;
    let row_started = ui.cursor().min.x > ui.max_rect().min.x + 1.0;
    if row_started && width > ui.available_size_before_wrap().x {
        ui.end_row();
    }
}
