//! A person's hands at the Dice Settlers table: click a lit spot on the map to place a tile (in
//! the draft, the tile picked from the hand; keys 1–3 pick it), click a lit tile to put a tent on
//! it or take one back; Enter ends the step or turn (Ready, End the turn, Finish, Keep no die …)
//! when exactly one such choice is legal; click a die of the pool to hold it up while the action
//! bar lists what it can do (turn it to a symbol, pick it for a navigator's re-roll, keep it,
//! re-roll it with a resource die …); a second click on it plays its one use, or puts it down.
//! Everything becomes a `SettlersAction`; the rules core judges it.
//! What a press is on comes from Bevy's picking (`pointer`: the observers of the lit spots' pads
//! and the pool dice's boxes); the acting stays in this system, in the seats' input set: it reads
//! this frame's egui focus and waits while a menu holds the table, which observers firing in
//! `PreUpdate` could not.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;

use super::pointer::{Piece, PointerDeeds, action_at};
use super::{MapChoice, die_uses};
use crate::games::dice_settlers::rules::{Action, Phase};
use crate::games::dice_settlers::table::{SettlersAction, SettlersMatch};
use crate::table::states::playing_with;
use crate::table::view::UiFocus;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(super::pointer::plugin).add_systems(
        Update,
        (keyboard, mouse).chain().in_set(crate::table::frame::SeatInput).run_if(playing_with::<SettlersMatch>()),
    );
}

/// The one legal choice that ends the current step or turn, if there is exactly one.
fn closing_action(m: &SettlersMatch) -> Option<Action> {
    let closing: Vec<Action> = m
        .state
        .legal_actions()
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Ready
                    | Action::EndTurn
                    | Action::Finish
                    | Action::KeepNone
                    | Action::Decline
                    | Action::RecallDone
            )
        })
        .collect();
    (closing.len() == 1).then(|| closing[0])
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<SettlersMatch>,
    focus: Res<UiFocus>,
    mut choice: ResMut<MapChoice>,
    mut actions: MessageWriter<SettlersAction>,
) {
    if focus.keyboard_taken {
        return;
    }
    // T opens or closes the technology row over the map, whoever's turn it is.
    if keys.just_pressed(KeyCode::KeyT) {
        choice.techs_open = !choice.techs_open;
    }
    if !m.tv_to_act() {
        return;
    }
    if m.state.phase() == Phase::Draft {
        for (i, key) in [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3].into_iter().enumerate() {
            if keys.just_pressed(key) && i < m.state.hand().len() {
                choice.hand_index = i as u8;
            }
        }
    }
    if (keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter))
        && let Some(action) = closing_action(&m)
    {
        actions.write(SettlersAction::new(m.state.current(), action));
    }
}

/// A click on rolled die `die`, which may do `uses`, while `held` is held up: the action to play
/// and the die held up after. A first click only holds the die up while the action bar lists what
/// it can do (nothing is spent by a curious click); a second click on the held die plays its one
/// use (unless that is a turn, which needs a symbol from the bar) or else puts it down.
fn die_clicked(uses: &[Action], die: u8, held: Option<u8>) -> (Option<Action>, Option<u8>) {
    match uses {
        [] => (None, None),
        _ if held != Some(die) => (None, Some(die)),
        [action] if !matches!(action, Action::Turn { .. }) => (Some(*action), None),
        _ => (None, None),
    }
}

fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    m: Res<SettlersMatch>,
    mut choice: ResMut<MapChoice>,
    deeds: Res<PointerDeeds>,
    focus: Res<UiFocus>,
    mut actions: MessageWriter<SettlersAction>,
) {
    if !buttons.just_pressed(MouseButton::Left) || focus.pointer_over_ui || !m.tv_to_act() {
        return;
    }
    if choice.hand_index as usize >= m.state.hand().len() {
        choice.hand_index = 0;
    }
    match deeds.pressed_piece() {
        Some(Piece::Die(die)) => {
            let (action, held) = die_clicked(&die_uses(&m.state.legal_actions(), die), die, choice.die);
            choice.die = held;
            // A re-roll paid with a resource die: the bar asks which, where that makes a difference.
            if let Some(action) = action.and_then(|a| super::payer_choice::send_or_ask(&m, a, &mut choice)) {
                actions.write(SettlersAction::new(m.state.current(), action));
            }
        }
        Some(Piece::Spot(at)) => {
            if let Some(action) = action_at(at, &m, &choice) {
                actions.write(SettlersAction::new(m.state.current(), action));
            }
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dice_settlers::rules::Action;

    #[test]
    fn a_first_click_only_holds_a_die_up_and_a_second_one_plays_its_one_use() {
        let legal = [
            Action::Pick { die: 0 },
            Action::Turn { die: 1, value: 2, payer: None },
            Action::Turn { die: 1, value: 3, payer: None },
            Action::Keep { die: 2 },
            Action::ResourceReroll { die: 2, payer: None },
            Action::ResourceReroll { die: 5, payer: None },
            Action::Ready,
        ];
        assert_eq!(die_uses(&legal, 1).len(), 2);
        // A curious click spends nothing, even on a die with one use (a resource re-roll).
        assert_eq!(die_clicked(&die_uses(&legal, 5), 5, None), (None, Some(5)));
        assert_eq!(die_clicked(&die_uses(&legal, 0), 0, None), (None, Some(0)));
        assert_eq!(die_clicked(&die_uses(&legal, 0), 0, Some(2)), (None, Some(0)), "another die: held instead");
        // The second click on the held die plays its one use.
        assert_eq!(
            die_clicked(&die_uses(&legal, 5), 5, Some(5)),
            (Some(Action::ResourceReroll { die: 5, payer: None }), None)
        );
        assert_eq!(die_clicked(&die_uses(&legal, 0), 0, Some(0)), (Some(Action::Pick { die: 0 }), None));
        // Several uses: the bar chooses; a second click puts the die down.
        assert_eq!(die_clicked(&die_uses(&legal, 1), 1, None), (None, Some(1)));
        assert_eq!(die_clicked(&die_uses(&legal, 1), 1, Some(1)), (None, None), "a second click puts it down");
        assert_eq!(die_clicked(&die_uses(&legal, 2), 2, Some(1)), (None, Some(2)));
        assert_eq!(die_clicked(&die_uses(&legal, 3), 3, Some(1)), (None, None), "nothing to do: put down");
        // A lone turn still needs its symbol chosen in the bar.
        let turn = [Action::Turn { die: 4, value: 1, payer: None }];
        assert_eq!(die_clicked(&turn, 4, None), (None, Some(4)));
        assert_eq!(die_clicked(&turn, 4, Some(4)), (None, None));
    }
}
