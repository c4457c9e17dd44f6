//! The HUD: the side column's panels, the action bar, the hint, the prompt and captions.

pub(crate) mod bar_buttons;
pub(crate) mod bar_fold;
#[cfg(test)]
mod caption_fit_tests;
pub(crate) mod hint;
pub(crate) mod hud_layout;
pub(crate) mod hud_menu;
pub(crate) mod hud_shell;
pub(crate) mod hud_side;
pub(crate) mod outcome_hover;
pub(crate) mod pad_hint;
pub(crate) mod pieces_to_see;
pub(crate) mod replay_controls;
pub(crate) mod round_over;
mod side_message;
pub(crate) mod side_rooms;
pub(crate) mod ui_style;
pub(crate) mod words;
