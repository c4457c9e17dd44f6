//! The screens beside play: setup, results, the pause menu and settings, the guide.

pub(crate) mod guide_art;
pub(crate) mod guide_page;
pub(crate) mod guide_view;
pub(crate) mod guides;
pub(crate) mod panels;
pub(crate) mod phones_panel;
pub(crate) mod results_shell;
pub(crate) mod setup;
pub(crate) mod setup_continue;
pub(crate) mod setup_seats;
