//! The choices the rules leave to the player, made at the table: who pays for a roll-phase
//! adjustment (where the rules core's `payers` lists more than one kind: a navigator card, or dice
//! of different colours) and where trade's removed die comes from (`remove_sources`: the used
//! area, the bag, a rolled die). The action bar asks, the automatic choice first; where there is
//! nothing to choose the action goes at once.

use bevy_egui::egui;

use super::MapChoice;
use crate::games::dice_settlers::rules::{Action, DiceSettlersState, DieSource, Offer, Payer};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::words::tech_name;
use crate::t;
use crate::table::view::hud::outcome_hover::says_outcome;

/// `action` with `payer` named (adjustments only; anything else as it is).
fn paid_by(action: Action, payer: Payer) -> Action {
    let payer = Some(payer);
    match action {
        Action::Turn { die, value, .. } => Action::Turn { die, value, payer },
        Action::NavigatorReroll { .. } => Action::NavigatorReroll { payer },
        Action::ResourceReroll { die, .. } => Action::ResourceReroll { die, payer },
        Action::ResourceDraw { .. } => Action::ResourceDraw { payer },
        other => other,
    }
}

/// The payers of `action` for the seat to act that make a difference: each card, and one die per
/// colour (dice of a colour showing the symbol are alike), the automatic choice first.
fn distinct(s: &DiceSettlersState, action: Action) -> Vec<Payer> {
    let rolled = &s.seat(s.current()).rolled;
    let mut seen = vec![];
    s.payers(s.current(), action)
        .into_iter()
        .filter(|&p| {
            let key = match p {
                Payer::Card(i) => (0, usize::from(i)),
                Payer::Die(d) => (1, rolled.get(usize::from(d)).map_or(usize::MAX, |die| die.color.index())),
            };
            let fresh = !seen.contains(&key);
            seen.push(key);
            fresh
        })
        .collect()
}

/// The ways to play `action` among which the player chooses, each named, the automatic one
/// first; fewer than two: nothing to ask.
pub(super) fn options(s: &DiceSettlersState, action: Action) -> Vec<Action> {
    match action {
        Action::Sell(Offer::RemoveDie(color, None)) => s
            .remove_sources(s.current(), color)
            .into_iter()
            .map(|from| Action::Sell(Offer::RemoveDie(color, Some(from))))
            .collect(),
        _ => distinct(s, action).into_iter().map(|p| paid_by(action, p)).collect(),
    }
}

/// What a click on `action` sends now: the action itself, unless there is a payer or a place to
/// choose (then `choice` remembers it and the bar asks).
pub(crate) fn send_or_ask(m: &SettlersMatch, action: Action, choice: &mut MapChoice) -> Option<Action> {
    if options(&m.state, action).len() > 1 {
        choice.asking = Some(action);
        return None;
    }
    Some(action)
}

/// An option's words: the payer ("die 2 (white Navigator)", a card's name) or where the removed
/// die comes from ("your bag", a rolled die).
fn option_words(m: &SettlersMatch, option: Action) -> String {
    let payer = match option {
        Action::Turn { payer, .. }
        | Action::NavigatorReroll { payer }
        | Action::ResourceReroll { payer, .. }
        | Action::ResourceDraw { payer } => payer,
        Action::Sell(Offer::RemoveDie(_, Some(from))) => {
            return match from {
                DieSource::Used => t!("ds-from-used"),
                DieSource::Bag => t!("ds-from-bag"),
                DieSource::Rolled(die) => die.map_or_else(String::new, |d| super::actions::die_words(m, d)),
            };
        }
        _ => None,
    };
    match payer {
        Some(Payer::Die(d)) => super::actions::die_words(m, d),
        Some(Payer::Card(i)) => m.state.content().techs.get(usize::from(i)).map_or_else(String::new, tech_name),
        None => String::new(),
    }
}

/// The bar's question while an action waits for its payer or place: the action, then a button
/// per option (saying on hover what it spends) and one to go back. Returns the action to send, once chosen.
pub(crate) fn ask_which(ui: &mut egui::Ui, m: &SettlersMatch, choice: &mut MapChoice) -> Option<Action> {
    let asked = choice.asking?;
    let big = |text: String| egui::RichText::new(text).size(18.0);
    let question = match asked {
        Action::Sell(_) => t!("ds-remove-which", action = m.action_words(asked)),
        _ => t!("ds-pay-with", action = m.action_words(asked)),
    };
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(big(question).color(egui::Color32::from_rgb(255, 220, 140)));
        for option in options(&m.state, asked) {
            let button = ui.add(egui::Button::new(big(option_words(m, option))).min_size(egui::vec2(0.0, 36.0)));
            if says_outcome(button, m.action_outcome(option)).clicked() {
                chosen = Some(option);
            }
        }
        if ui.add(egui::Button::new(big(t!("ds-confirm-back"))).min_size(egui::vec2(0.0, 36.0))).clicked() {
            choice.asking = None;
        }
    });
    if chosen.is_some() {
        choice.asking = None;
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dice_settlers::content::{DieColor, Symbol, content};
    use crate::games::dice_settlers::rules::Phase;

    /// The first roll phase of a 2-seat game, the seat to act holding `rolled` (colour, symbol).
    fn rolled(dice: &[(DieColor, Symbol)]) -> DiceSettlersState {
        let s = super::super::actions::tests::after_the_draft();
        assert_eq!(s.phase(), Phase::Roll);
        let c = content().unwrap();
        let face = |color: DieColor, k: Symbol| 1 + (1..=6u8).position(|v| c.face(color, v) == k).unwrap() as u8;
        let list: Vec<_> =
            dice.iter().map(|&(color, k)| serde_json::json!({"color": color, "value": face(color, k)})).collect();
        let mut v = serde_json::to_value(&s).unwrap();
        v["seats"][s.current()]["rolled"] = serde_json::json!(list);
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn the_bar_asks_who_pays_only_when_the_payers_differ() {
        // Turn the white recruit (face 1) to face 2.
        let turn = Action::Turn { die: 0, value: 2, payer: None };
        // Two white navigators pay alike: nothing to ask.
        let alike = rolled(&[
            (DieColor::White, Symbol::Recruit),
            (DieColor::White, Symbol::Navigator),
            (DieColor::White, Symbol::Navigator),
        ]);
        assert_eq!(distinct(&alike, turn), vec![Payer::Die(1)]);
        // A white and a green navigator: either may go to the used area, the automatic one first.
        let differ = rolled(&[
            (DieColor::White, Symbol::Recruit),
            (DieColor::White, Symbol::Navigator),
            (DieColor::Green, Symbol::Navigator),
        ]);
        assert_eq!(distinct(&differ, turn), vec![Payer::Die(1), Payer::Die(2)]);
        assert_eq!(paid_by(turn, Payer::Die(2)), Action::Turn { die: 0, value: 2, payer: Some(Payer::Die(2)) });
        // Each option is one the rules accept.
        assert_eq!(differ.check(turn), Ok(()));
        assert_eq!(options(&differ, turn).len(), 2);
        for option in options(&differ, turn) {
            assert!(differ.check(option).is_ok(), "{option:?}");
        }
        assert_eq!(options(&alike, turn).len(), 1, "nothing to ask");
    }

    /// A re-roll paid with a resource die says which die pays, where the rules core's payers all
    /// pay alike (else the bar asks, naming each), and the one named when it is.
    #[test]
    fn a_resource_re_roll_says_which_die_pays() {
        use crate::engine::Words;
        use crate::games::dice_settlers::DiceSettlers;
        use crate::games::dice_settlers::words::die_words;
        crate::i18n::speaking(crate::i18n::Language::English, || {
            let words = |s: &DiceSettlersState, a| DiceSettlers::action_words(s, a, &|seat: usize| seat.to_string());
            let reroll = Action::ResourceReroll { die: 0, payer: None };
            let alike = rolled(&[
                (DieColor::White, Symbol::Recruit),
                (DieColor::Green, Symbol::Wood),
                (DieColor::Green, Symbol::Wood),
            ]);
            let paid = |s: &DiceSettlersState, d: u8| format!(", paid with {}", die_words(s, d));
            assert_eq!(alike.payers(alike.current(), reroll)[0], Payer::Die(1));
            assert!(words(&alike, reroll).ends_with(&paid(&alike, 1)), "{}", words(&alike, reroll));
            let differ = rolled(&[
                (DieColor::White, Symbol::Recruit),
                (DieColor::Green, Symbol::Wood),
                (DieColor::Red, Symbol::Gold),
            ]);
            assert!(options(&differ, reroll).len() > 1, "the bar asks who pays");
            assert!(!words(&differ, reroll).contains("paid with"), "{}", words(&differ, reroll));
            let named = Action::ResourceReroll { die: 0, payer: Some(Payer::Die(2)) };
            assert!(words(&differ, named).ends_with(&paid(&differ, 2)), "{}", words(&differ, named));
            // The draw of two more says it too.
            let draw = Action::ResourceDraw { payer: None };
            assert!(words(&alike, draw).ends_with(&paid(&alike, 1)), "{}", words(&alike, draw));
        });
    }
}
