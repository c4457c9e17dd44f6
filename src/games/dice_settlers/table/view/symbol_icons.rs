//! One icon per symbol, the very drawing its die faces carry (`dice-faces.ron`): an egui texture
//! per symbol, made on first use, shown beside the symbol's word wherever the HUD names one (the
//! symbols to spend, a navigator's faces, resources held).

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::games::dice_settlers::content::{Resource, Symbol};
use crate::games::dice_settlers::table::dice_looks::symbol_marks;
use crate::table::dice::mark_mask;

/// Pixels along an icon's texture (drawn smaller: egui scales it down, smoothly).
const ICON_PX: usize = 64;

/// The icons made so far, by symbol.
#[derive(Resource, Default)]
pub(crate) struct SymbolIcons(HashMap<Symbol, egui::TextureHandle>);

impl SymbolIcons {
    /// The texture of `symbol`'s icon (white ink on clear); every icon is made the first time
    /// one is asked for (the faces file is read once).
    pub(crate) fn texture(&mut self, ctx: &egui::Context, symbol: Symbol) -> egui::TextureId {
        if self.0.is_empty() {
            let marks = symbol_marks().unwrap_or_default();
            for s in Symbol::ALL {
                let mask = mark_mask(marks.get(&s).map_or(&[][..], Vec::as_slice), ICON_PX);
                let rgba: Vec<u8> = mask.into_iter().flat_map(|a| [255, 255, 255, a]).collect();
                let image = egui::ColorImage::from_rgba_unmultiplied([ICON_PX, ICON_PX], &rgba);
                let texture = ctx.load_texture(format!("symbol-{}", s.name()), image, egui::TextureOptions::LINEAR);
                self.0.insert(s, texture);
            }
        }
        self.0[&symbol].id()
    }

    /// The icon of `symbol`, `size` points square, in the HUD's ink.
    pub(crate) fn image(&mut self, ctx: &egui::Context, symbol: Symbol, size: f32) -> egui::Image<'static> {
        egui::Image::new((self.texture(ctx, symbol), egui::vec2(size, size))).tint(INK)
    }

    /// The icon of `symbol` then `text`, side by side as one piece (a wrapping line never parts
    /// them), in `ui`.
    pub(crate) fn labelled(
        &mut self,
        ui: &mut egui::Ui,
        symbol: Symbol,
        text: egui::RichText,
        size: f32,
    ) -> egui::Response {
        let icon = self.image(ui.ctx(), symbol, size);
        ui.add(egui::AtomLayout::new((icon, text)).gap(size * 0.2))
    }
}

/// The icons' ink on the HUD's dark panels.
pub(crate) const INK: egui::Color32 = egui::Color32::from_rgb(245, 232, 205);

/// The symbol a resource is rolled and held as.
pub(crate) fn resource_symbol(r: Resource) -> Symbol {
    match r {
        Resource::Gold => Symbol::Gold,
        Resource::Iron => Symbol::Iron,
        Resource::Wood => Symbol::Wood,
        Resource::Food => Symbol::Food,
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SymbolIcons>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_has_one_icon_and_no_two_look_alike() {
        let marks = symbol_marks().unwrap();
        let masks: Vec<(Symbol, Vec<u8>)> =
            Symbol::ALL.iter().map(|&s| (s, mark_mask(marks.get(&s).expect("marks"), ICON_PX))).collect();
        for (s, mask) in &masks {
            let inked = mask.iter().filter(|&&a| a > 127).count();
            // Something is drawn, and not a filled square.
            assert!(inked > ICON_PX * ICON_PX / 50 && inked < ICON_PX * ICON_PX * 3 / 4, "{s:?}: {inked} px");
        }
        for (i, (a, ma)) in masks.iter().enumerate() {
            for (b, mb) in &masks[i + 1..] {
                let differ = ma.iter().zip(mb).filter(|(x, y)| (**x > 127) != (**y > 127)).count();
                assert!(differ > ICON_PX * ICON_PX / 40, "{a:?} and {b:?} differ in {differ} px only");
            }
        }
        // A resource's icon is its symbol's.
        assert_eq!(resource_symbol(Resource::Wood), Symbol::Wood);
    }
}
