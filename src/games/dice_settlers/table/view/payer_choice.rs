//! Who pays for a roll-phase adjustment, chosen at the table: where the rules core's `payers`
//! lists more than one kind of payer (a navigator card, or dice of different colours), the action
//! bar asks which, the automatic choice first; otherwise the adjustment goes at once.

use bevy_egui::egui;

use super::MapChoice;
use crate::games::dice_settlers::rules::{Action, DiceSettlersState, Payer};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::words::tech_name;
use crate::t;

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
pub(crate) fn distinct_payers(m: &SettlersMatch, action: Action) -> Vec<Payer> {
    distinct(&m.state, action)
}

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

/// What a click on `action` sends now: the action itself, unless there is a payer to choose
/// (then `choice` remembers it and the bar asks).
pub(crate) fn send_or_ask(m: &SettlersMatch, action: Action, choice: &mut MapChoice) -> Option<Action> {
    if distinct_payers(m, action).len() > 1 {
        choice.paying = Some(action);
        return None;
    }
    Some(action)
}

/// The payer's words: "die 2 (white Navigator)" or the card's name.
fn payer_words(m: &SettlersMatch, payer: Payer) -> String {
    match payer {
        Payer::Die(d) => super::actions::die_words(m, d),
        Payer::Card(i) => m.state.content().techs.get(usize::from(i)).map_or_else(String::new, tech_name),
    }
}

/// The bar's question while an adjustment waits for its payer: the adjustment, then a button per
/// payer and one to go back. Returns the action to send, once chosen.
pub(crate) fn ask_payer(ui: &mut egui::Ui, m: &SettlersMatch, choice: &mut MapChoice) -> Option<Action> {
    let asked = choice.paying?;
    let big = |text: String| egui::RichText::new(text).size(18.0);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(big(t!("ds-pay-with", action = m.action_words(asked))).color(egui::Color32::from_rgb(255, 220, 140)));
        for payer in distinct_payers(m, asked) {
            if ui.add(egui::Button::new(big(payer_words(m, payer))).min_size(egui::vec2(0.0, 36.0))).clicked() {
                chosen = Some(paid_by(asked, payer));
            }
        }
        if ui.add(egui::Button::new(big(t!("ds-confirm-back"))).min_size(egui::vec2(0.0, 36.0))).clicked() {
            choice.paying = None;
        }
    });
    if chosen.is_some() {
        choice.paying = None;
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
        // Each named payer is one the rules accept.
        assert_eq!(differ.check(turn), Ok(()));
        for payer in distinct(&differ, turn) {
            assert!(differ.check(paid_by(turn, payer)).is_ok(), "{payer:?}");
        }
    }
}
