//! The spots a tile may go, named alike on the map and in the action bar: each lit spot carries
//! a letter (A, B, …) drawn over it on the map, and its button in the bar shows the same letter
//! before where the spot lies in words. Hovering a button lights its spot; hovering a spot (the
//! pointer over it on the map) lights its button. The draft's row (the hand, then a spot) too.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::map::MapRoot;
use super::map_spots::{HoveredSpot, SPOT_LIFT_M, clickable};
use super::{HEX_R_M, MapChoice, hex_offset};
use crate::games::dice_settlers::rules::{Action, Hex};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::words::where_on_map;
use crate::t;
use crate::table::states::playing_with;
use crate::table::view::hud::hud_layout::{HudRegions, table_painter, table_to_ui};
use crate::table::view::hud::outcome_hover::says_outcome;
use crate::table::view::tabletop::camera::TableCamera;

/// The spot action whose button the pointer is over in the action bar: its spot lights up.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub(crate) struct BarHover(pub(crate) Option<Action>);

/// The letters' ink and ring, and the ring of the one lit by a hover (sRGB).
const LETTER_RING: egui::Color32 = egui::Color32::from_rgb(120, 230, 150);
const LETTER_RING_LIT: egui::Color32 = egui::Color32::from_rgb(255, 236, 120);
/// The spot buttons' words, points (a little smaller than the bar's others: up to six of them).
const SPOT_BUTTON_PT: f32 = 16.0;
/// A letter's disc radius as a share of a tile's radius on screen, and its least, points.
const LETTER_DISC_SHARE: f32 = 0.42;
const LETTER_DISC_LEAST_PT: f32 = 11.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BarHover>().add_systems(
        EguiPrimaryContextPass,
        paint_letters.run_if(playing_with::<SettlersMatch>()).in_set(crate::table::frame::UiPass::Labels),
    );
}

/// A spot's letter by its place in the lit spots' list: "A" for the first, then "B" …
pub(crate) fn spot_letter(k: usize) -> String {
    let letters = b'A'..=b'Z';
    let count = letters.len();
    let letter = char::from(b'A' + (k % count) as u8);
    if k < count { letter.to_string() } else { format!("{letter}{}", k / count + 1) }
}

/// The lit spots a tile may go (the rules core's legal placements, in its order), each with its
/// letter.
pub(crate) fn lettered_spots(m: &SettlersMatch, choice: &MapChoice) -> Vec<(String, Hex, Action)> {
    clickable(m, choice).0.into_iter().enumerate().map(|(k, (at, action))| (spot_letter(k), at, action)).collect()
}

/// A spot's button text: its letter, then where it lies ("B · right of the forest (7), next to
/// your tents"; the bar says above what goes there).
pub(crate) fn spot_button_words(m: &SettlersMatch, letter: &str, at: Hex) -> String {
    t!("ds-bar-spot", letter = letter, place = where_on_map(&m.state, at))
}

/// Whether a lit spot shows as hovered: the pointer is over it on the map, or over its button.
pub(crate) fn spot_lit(action: Action, pointer: HoveredSpot, bar: BarHover) -> bool {
    pointer.0 == Some(action) || bar.0 == Some(action)
}

/// The bar's buttons for the lit spots, in `ui`: the one whose spot is under the pointer is drawn
/// selected, the one under the pointer here is remembered in `bar` (its spot lights) and says what
/// placing there does. Returns the spot clicked.
pub(crate) fn spot_buttons(
    ui: &mut egui::Ui,
    spots: &[(String, Hex, Action)],
    m: &SettlersMatch,
    pointer: HoveredSpot,
    bar: &mut BarHover,
) -> Option<Action> {
    let mut clicked = None;
    let mut over = None;
    for (letter, at, action) in spots {
        let text = egui::RichText::new(spot_button_words(m, letter, *at)).size(SPOT_BUTTON_PT);
        let lit = spot_lit(*action, pointer, *bar);
        let button = egui::Button::new(text).selected(lit).min_size(egui::vec2(0.0, SPOT_BUTTON_PT * 1.8));
        let response = says_outcome(ui.add(button), m.action_outcome(*action));
        if response.hovered() {
            over = Some(*action);
        }
        if response.clicked() {
            clicked = Some(*action);
        }
    }
    *bar = BarHover(over);
    clicked
}

/// The draft's row in the bar: the hand's tiles to pick from (each says what starting on it takes
/// when pointed at; the picked one in the side panel too: the bar has no room for all three at
/// large scales), then where to click.
pub(crate) fn hand_row(ui: &mut egui::Ui, m: &SettlersMatch, choice: &mut MapChoice) {
    let big = |text: String| egui::RichText::new(text).size(18.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(big(t!("ds-bar-your-tile")));
        for (i, &no) in m.state.hand().iter().enumerate() {
            let t = m.state.content().tile(no);
            let terrain = crate::games::dice_settlers::words::terrain_word(t.terrain);
            let text = t!("ds-bar-hand-tile", no = no, terrain = terrain, high = t.high, low = t.low);
            crate::table::view::hud::ui_style::choice_value(ui, &mut choice.hand_index, i as u8, big(text))
                .on_hover_text(big(super::actions::hand_tile_words(&m.state, no)));
        }
        ui.label(egui::RichText::new(t!("ds-bar-then-click")).size(16.0));
    });
}

/// Each lit spot's letter, painted on the map over the spot in a disc (a lit one's ring brighter).
#[allow(clippy::too_many_arguments)]
fn paint_letters(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    choice: Res<MapChoice>,
    pointer: Res<HoveredSpot>,
    bar: Res<BarHover>,
    regions: Res<HudRegions>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
) -> Result {
    let spots = lettered_spots(&m, &choice);
    if spots.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (Ok((camera, eye)), Ok(root)) = (cameras.single(), roots.single()) else { return Ok(()) };
    let zoom = ctx.zoom_factor();
    let screen = |p: Vec3| table_to_ui(camera, eye, zoom, p);
    let painter = table_painter(ctx, &regions, "ds spot letters");
    for (letter, at, action) in &spots {
        let centre = root.translation() + hex_offset(*at) + Vec3::Y * SPOT_LIFT_M;
        let Some((middle, edge)) = screen(centre).zip(screen(centre + Vec3::X * HEX_R_M)) else { continue };
        let radius = (middle.distance(edge) * LETTER_DISC_SHARE).max(LETTER_DISC_LEAST_PT);
        let ring = if spot_lit(*action, *pointer, *bar) { LETTER_RING_LIT } else { LETTER_RING };
        painter.circle(middle, radius, egui::Color32::from_black_alpha(200), egui::Stroke::new(2.5, ring));
        let font = egui::FontId::proportional(radius * 1.2);
        painter.text(middle, egui::Align2::CENTER_CENTER, letter, font, egui::Color32::WHITE);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_distinct_and_a_spot_lights_from_its_button_or_the_map() {
        let letters: Vec<String> = (0..60).map(spot_letter).collect();
        assert_eq!(letters[0], "A");
        assert_eq!(letters[25], "Z");
        for (k, l) in letters.iter().enumerate() {
            assert_eq!(letters.iter().filter(|o| *o == l).count(), 1, "letter {k} ({l}) is one spot's");
        }
        let a = Action::PlaceTile { at: Hex::new(1, 0) };
        let b = Action::PlaceTile { at: Hex::new(0, 1) };
        let none = (HoveredSpot(None), BarHover(None));
        assert!(!spot_lit(a, none.0, none.1));
        assert!(spot_lit(a, HoveredSpot(None), BarHover(Some(a))), "its button hovered lights the spot");
        assert!(spot_lit(a, HoveredSpot(Some(a)), BarHover(None)), "the spot hovered lights its button");
        assert!(!spot_lit(b, HoveredSpot(Some(a)), BarHover(Some(a))), "another spot stays as it is");
    }
}
