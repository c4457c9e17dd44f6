//! The UI's fonts: egui's own for Latin text, then subsets of Noto Sans CJK (SIL Open Font
//! Licence; Simplified and Traditional forms, Hangul in both) for Chinese and Korean, the
//! language spoken's forms first; the glyph atlas is warmed again whenever the language changes.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::font_warmup::FontWarmup;
use crate::i18n::{self, Language};

/// Noto Sans CJK SC cut to the glyphs the catalogues use (`scripts/subset-cjk-font.sh`).
pub(crate) const CJK_SC: &[u8] =
    include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/NotoSansCJKsc-subset.otf"));
/// Noto Sans CJK TC, the same glyphs in Traditional Chinese forms.
pub(crate) const CJK_TC: &[u8] =
    include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/NotoSansCJKtc-subset.otf"));

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, install_fonts.in_set(crate::table::frame::UiPass::Style)).add_systems(
        PreUpdate,
        atlas_side.after(bevy_egui::EguiPreUpdateSet::ProcessInput).before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

/// egui's fonts with the CJK subsets right after its Latin font, in `language`'s order.
pub(crate) fn definitions(language: Language) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert("cjk-sc".into(), Arc::new(egui::FontData::from_static(CJK_SC)));
    fonts.font_data.insert("cjk-tc".into(), Arc::new(egui::FontData::from_static(CJK_TC)));
    let order = if language == Language::ChineseTraditional { ["cjk-tc", "cjk-sc"] } else { ["cjk-sc", "cjk-tc"] };
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let list = fonts.families.entry(family).or_default();
        let at = list.len().min(1);
        for (k, name) in order.iter().enumerate() {
            list.insert(at + k, (*name).to_string());
        }
    }
    fonts
}

/// Install the fonts for the language spoken (egui applies them next pass) and warm the atlas
/// for them again (a few sizes a frame: `font_warmup`).
fn install_fonts(
    mut contexts: EguiContexts,
    mut installed: Local<Option<Language>>,
    mut warmup: ResMut<FontWarmup>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let language = i18n::language();
    if *installed != Some(language) {
        ctx.set_fonts(definitions(language));
        *installed = Some(language);
        warmup.restart();
    }
    Ok(())
}

/// The glyph atlas's width in pixels: egui's default (2048) overflows once the Chinese or Korean
/// characters are warmed at every text size; every GPU dicehall runs on (lavapipe included) takes
/// textures this wide.
const ATLAS_SIDE_PX: usize = 8192;

/// Tell egui it may use a wide atlas (read at the start of each pass; its fonts are built with it).
pub(crate) fn atlas_side(mut inputs: Query<&mut bevy_egui::EguiInput>) {
    for mut input in &mut inputs {
        input.0.max_texture_side = Some(ATLAS_SIDE_PX);
    }
}

#[cfg(test)]
#[path = "fonts_tests.rs"]
mod tests;
