//! Where the action bar drew each choice this frame, so a lesson's step and the Expert's hint can
//! ring the very button to press (not the whole bar): a game's bar tells each button it draws and
//! the actions it leads to (a Liar's Dice quantity leads to every bid of that quantity). The rings
//! drawn are kept too ([`RingsDrawn`]), for the tests and the layout's shots.

use bevy::prelude::*;
use bevy_egui::egui;

/// The buttons the bar of a game whose actions are `A` drew this frame (forgotten as each frame's
/// UI starts: [`forget_bar_buttons`]).
#[derive(Resource, Debug)]
pub(crate) struct BarButtons<A> {
    buttons: Vec<(Leads<A>, egui::Rect)>,
}

/// What a button leads to.
#[derive(Debug)]
enum Leads<A> {
    /// These actions (one, or every action a first tap opens).
    To(Vec<A>),
    /// Any action of this one's kind (a button whose payer or place is asked next).
    Kind(A),
}

impl<A> Default for BarButtons<A> {
    fn default() -> Self {
        BarButtons { buttons: Vec::new() }
    }
}

impl<A: PartialEq + Copy> BarButtons<A> {
    /// A button drawn at `rect` that plays `action`.
    pub(crate) fn add(&mut self, action: A, rect: egui::Rect) {
        self.buttons.push((Leads::To(vec![action]), rect));
    }
    /// A button drawn at `rect` that plays an action of `action`'s kind, its details (the payer,
    /// the place) asked next.
    pub(crate) fn add_kind(&mut self, action: A, rect: egui::Rect) {
        self.buttons.push((Leads::Kind(action), rect));
    }
    /// A button drawn at `rect` that leads to any of `actions` (a first tap of several).
    pub(crate) fn add_leading(&mut self, actions: Vec<A>, rect: egui::Rect) {
        self.buttons.push((Leads::To(actions), rect));
    }
    /// Where the button to press for `action` was drawn this frame: one leading to it, else one
    /// of its kind whose details are asked next.
    pub(crate) fn button_of(&self, action: A) -> Option<egui::Rect> {
        let kind = std::mem::discriminant(&action);
        let exact = self.buttons.iter().find(|(leads, _)| match leads {
            Leads::To(to) => to.contains(&action),
            Leads::Kind(one) => *one == action,
        });
        let of_kind = || {
            self.buttons.iter().find(|(leads, _)| matches!(leads, Leads::Kind(a) if std::mem::discriminant(a) == kind))
        };
        exact.or_else(of_kind).map(|(_, rect)| *rect)
    }
}

/// A new frame's UI: no button drawn yet, no ring.
pub(crate) fn forget_bar_buttons<A: Send + Sync + 'static>(
    mut bar: ResMut<BarButtons<A>>,
    mut rings: ResMut<RingsDrawn>,
) {
    bar.buttons.clear();
    *rings = RingsDrawn::default();
}

/// The rings drawn this frame, screen points: the lesson's step and the hint's move.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub(crate) struct RingsDrawn {
    pub(crate) lesson: Option<egui::Rect>,
    pub(crate) hint: Option<egui::Rect>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Toy {
        Bid(u8, u8),
        Pay(Option<u8>),
    }

    #[test]
    fn a_button_is_found_by_the_action_it_leads_to_until_the_next_frame() {
        let mut bar = BarButtons::<Toy>::default();
        let (three, pay) =
            (egui::Rect::from_min_size(egui::pos2(10.0, 600.0), egui::vec2(40.0, 30.0)), egui::Rect::ZERO);
        bar.add_leading(vec![Toy::Bid(3, 5), Toy::Bid(3, 6)], three);
        bar.add_kind(Toy::Pay(None), pay);
        assert_eq!(bar.button_of(Toy::Bid(3, 6)), Some(three));
        assert_eq!(bar.button_of(Toy::Bid(4, 6)), None, "no button leads to it");
        assert_eq!(bar.button_of(Toy::Pay(Some(2))), Some(pay), "the same kind, its payer asked later");
        assert_eq!(bar.button_of(Toy::Bid(3, 6)), Some(three));
        bar.buttons.clear();
        assert_eq!(bar.button_of(Toy::Bid(3, 6)), None, "a bar not drawn this frame rings nothing");
    }
}
