//! A game's action bar, in the bottom band beside the menu's buttons. It folds when its choices
//! do not fit the band (a long bid chooser at a sofa's UI scale on a small screen): the band then
//! holds one button that opens the choices above it, on request, and the 3D view keeps its share
//! of the screen. The choices are measured
//! every frame (laid out unseen while folded and closed), so the bar unfolds as soon as they fit
//! again (another language, a smaller scale, a shorter turn).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::t;
use crate::table::session::SeatedMatch;
use crate::table::view::hud::hud_layout::{DrawnPanels, GAP_PT, HudNeeds, HudRegions, show_in};

/// Whether the bar is folded and, folded, whether its choices are open (kept in egui's memory
/// beside the bar it folds).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BarFold {
    pub(crate) folded: bool,
    pub(crate) open: bool,
    /// Folded and closed: the button that opens the choices, as drawn this frame.
    opener: Option<egui::Rect>,
}

impl BarFold {
    fn id() -> egui::Id {
        egui::Id::new("bar fold")
    }
    /// The bar's fold now.
    pub(crate) fn of(ctx: &egui::Context) -> BarFold {
        ctx.data(|d| d.get_temp(Self::id())).unwrap_or_default()
    }
    fn keep(self, ctx: &egui::Context) {
        ctx.data_mut(|d| d.insert_temp(Self::id(), self));
    }
}

/// Where a bar's button drawn at `button` is seen: there, or, while the bar is folded and closed,
/// the button that opens its choices (a lesson's step and the hint outline that one).
pub(crate) fn seen_as(ctx: &egui::Context, button: egui::Rect) -> egui::Rect {
    BarFold::of(ctx).opener.unwrap_or(button)
}

/// How much shorter than the band's most the choices must be for a folded bar to unfold, points.
const UNFOLD_SPARE_PT: f32 = 4.0;
/// The folded bar's button's text size, points.
const FOLD_BUTTON_PT: f32 = 22.0;

/// The menu column's width before it is first drawn, points.
const MENU_W_PT: f32 = 120.0;

/// The part of the bottom band a game's action bar may take: all but the menu's column.
pub(crate) fn bar_rect(regions: &HudRegions, drawn: &DrawnPanels) -> egui::Rect {
    let band = regions.bottom.shrink(GAP_PT);
    let menu = drawn.rects.iter().find(|(n, _)| n == "menu").map_or(MENU_W_PT, |(_, r)| r.width());
    egui::Rect::from_min_max(band.min, egui::pos2(band.max.x - menu - GAP_PT, band.max.y))
}

/// Draw a game's action bar (`add`) centred in the bottom band beside the menu, recording the
/// band's need; folded to one button that opens the choices when they do not fit (`bar_fold`).
pub(crate) fn action_bar_ui<R>(
    ctx: &egui::Context,
    regions: &HudRegions,
    needs: &mut HudNeeds,
    drawn: &mut DrawnPanels,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let rect = bar_rect(regions, drawn);
    folding_bar(ctx, (regions, needs, drawn), rect, add)
}

/// Draw the bar's choices (`add`) in `rect` of the bottom band, or folded: the button in the
/// band and the choices above it when open (unseen otherwise, only measured). Records the
/// band's need; returns `add`'s result.
fn folding_bar<R>(
    ctx: &egui::Context,
    (regions, needs, drawn): (&HudRegions, &mut HudNeeds, &mut DrawnPanels),
    rect: egui::Rect,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    // The most the choices may take: the band at its tallest, less its gaps.
    let most = regions.bottom_most - 2.0 * GAP_PT;
    let mut fold = BarFold::of(ctx);
    if !fold.folded {
        let (out, taken) = show_in(ctx, drawn, "bar", rect, egui::Align2::CENTER_BOTTOM, add);
        needs.bottom = needs.bottom.max(taken.height() + 2.0 * GAP_PT);
        (fold.folded, fold.opener) = (taken.height() > most + 0.5, None);
        fold.keep(ctx);
        return out;
    }
    let (open, button) = show_in(ctx, drawn, "bar", rect, egui::Align2::CENTER_BOTTOM, |ui| {
        let words = if fold.open { t!("bar-choices-hide") } else { t!("bar-choices-show") };
        ui.add(egui::Button::new(egui::RichText::new(words).size(FOLD_BUTTON_PT).strong())).clicked()
    });
    needs.bottom = needs.bottom.max(button.height() + 2.0 * GAP_PT);
    fold.open ^= open;
    fold.opener = (!fold.open).then_some(button);
    // Open: the choices stand on the bar's button, over the view (asked for); closed: laid out
    // unseen where the bar is, to know when they fit again.
    let area = egui::Area::new(egui::Id::new("bar choices")).pivot(egui::Align2::CENTER_BOTTOM).constrain(false);
    let (area, at) = if fold.open {
        (area.order(egui::Order::Foreground), egui::pos2(rect.center().x, button.min.y - GAP_PT))
    } else {
        (area.order(egui::Order::Background).interactable(false), rect.center_bottom())
    };
    let shown = fold.open;
    let choices = area.fixed_pos(at).show(ctx, |ui| {
        if !shown {
            ui.set_invisible();
        }
        ui.set_max_width(rect.width());
        add(ui)
    });
    // Unfolded only with room to spare: a bar that just fits is not folded and unfolded by turns.
    if choices.response.rect.height() < most - UNFOLD_SPARE_PT {
        fold = BarFold::default();
    }
    fold.keep(ctx);
    choices.inner
}

/// The choices close when a step is taken (the next decision opens them again on request).
pub(crate) fn close_on_a_step<M: SeatedMatch>(
    m: Res<M>,
    mut contexts: bevy_egui::EguiContexts,
    mut steps: Local<usize>,
) -> Result {
    let now = m.record().steps.len();
    if std::mem::replace(&mut *steps, now) != now {
        let ctx = contexts.ctx_mut()?;
        let fold = BarFold::of(ctx);
        BarFold { open: false, ..fold }.keep(ctx);
    }
    Ok(())
}

#[cfg(test)]
#[path = "bar_fold_tests.rs"]
mod tests;
