//! The setup screen's list of unfinished games: a Continue for each, newest first, with its
//! seats, turns and when it was saved, and a Discard that asks first.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::t;
use crate::table::save::unfinished::minutes_ago;
use crate::table::save::{PendingResume, SaveNotice, SaveSlot, Unfinished};
use crate::table::states::AppState;
use crate::table::view::hud::words::game_title;

pub(crate) fn plugin(app: &mut App) {
    // Looked for again when a Continue failed (its save was put aside).
    app.init_resource::<Saved>()
        .add_systems(OnEnter(AppState::Setup), look_for_saves)
        .add_systems(Update, look_for_saves.run_if(in_state(AppState::Setup).and_then(resource_changed::<SaveNotice>)));
}

/// The unfinished games the setup screen offers to continue, newest first (looked for on
/// entering setup), and the one whose Discard waits for a yes.
#[derive(Resource, Default)]
pub(crate) struct Saved {
    games: Vec<Unfinished>,
    discard_asked: Option<PathBuf>,
}

fn look_for_saves(slot: Option<Res<SaveSlot>>, mut saved: ResMut<Saved>) {
    *saved = Saved { games: slot.map(|s| s.unfinished(None)).unwrap_or_default(), discard_asked: None };
}

/// The width of a saved game's details beside its Continue button, points (they wrap).
const DETAILS_PT: f32 = 300.0;
/// How many unfinished games show without scrolling.
const CONTINUE_ROWS_SHOWN: f32 = 3.0;

/// A Continue button for each unfinished game (game, seats, turns, when), each with Discard
/// (asked first), and why the last one could not be continued.
pub(crate) fn continue_rows(ui: &mut egui::Ui, saved: &mut Saved, notice: &SaveNotice, commands: &mut Commands) {
    if let Some(why) = &notice.0 {
        ui.colored_label(egui::Color32::from_rgb(255, 190, 120), egui::RichText::new(why).size(16.0));
    }
    if saved.games.is_empty() {
        return;
    }
    ui.label(egui::RichText::new(t!("setup-unfinished")).size(18.0));
    let mut discarded = None;
    egui::ScrollArea::vertical().max_height(CONTINUE_ROWS_SHOWN * 48.0).show(ui, |ui| {
        let asked = &mut saved.discard_asked;
        for game in &saved.games {
            ui.horizontal(|ui| {
                let title = game.game.map_or_else(|| t!("setup-continue-unreadable"), game_title);
                let text = egui::RichText::new(t!("setup-continue", game = title)).size(20.0);
                if ui.add(egui::Button::new(text).min_size(egui::vec2(220.0, 36.0))).clicked() {
                    commands.insert_resource(PendingResume::File(game.path.clone()));
                }
                // The details wrap in a column of their own beside the button: a row as wide as
                // its words ran off a screen at a sofa's scale.
                ui.vertical(|ui| {
                    ui.set_max_width(DETAILS_PT);
                    details(ui, game, asked, &mut discarded);
                });
            });
        }
    });
    if let Some(path) = discarded {
        if let Err(e) = crate::table::save::store::remove(&path) {
            warn!("could not discard {}: {e}", path.display());
        }
        saved.games.retain(|g| g.path != path);
        saved.discard_asked = None;
    }
    ui.separator();
}

/// A saved game's details (its seats, turns and when) and its Discard, or the question Discard
/// asks (`asked`: the game it waits on); `discarded` is the one answered yes.
fn details(ui: &mut egui::Ui, game: &Unfinished, asked: &mut Option<PathBuf>, discarded: &mut Option<PathBuf>) {
    if asked.as_ref() == Some(&game.path) {
        ui.label(egui::RichText::new(t!("setup-discard-ask")).size(16.0));
        if ui.button(t!("setup-discard-yes")).clicked() {
            *discarded = Some(game.path.clone());
        }
        if ui.button(t!("setup-discard-no")).clicked() {
            *asked = None;
        }
    } else {
        let when = t!(
            "setup-continue-detail",
            seats = game.seats.join(", "),
            turns = game.turns,
            minutes = minutes_ago(game.saved)
        );
        ui.add(egui::Label::new(egui::RichText::new(when).size(15.0)).wrap());
        if ui.small_button(t!("setup-discard")).clicked() {
            *asked = Some(game.path.clone());
        }
    }
}
