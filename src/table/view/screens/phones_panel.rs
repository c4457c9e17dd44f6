//! The TV's side of phones as controllers: the Phones switch on the setup screen, and where it is
//! on, the QR code, the address and the room code, with the phones that joined and the seats they
//! hold: on the setup screen and in the pause menu, so a latecomer can join mid-game.

use bevy_egui::egui;

use crate::t;
use crate::table::phones::{PhoneHost, PhoneSeats};
use crate::table::session::{MatchConfig, Settings};

/// Side of the QR code on the TV, points (a phone's camera reads it from a sofa's distance at
/// 1080p: about 5 cm on a 40-inch screen).
#[cfg(feature = "phones")]
const QR_PT: f32 = 180.0;
/// Light border round the code, in modules (the QR standard asks for 4).
#[cfg(feature = "phones")]
const QR_QUIET_MODULES: f32 = 4.0;

/// The switch; true when it was turned this frame.
#[cfg(feature = "phones")]
pub(crate) fn phones_switch(ui: &mut egui::Ui, settings: &mut Settings) -> bool {
    ui.checkbox(&mut settings.phones, egui::RichText::new(t!("phones-switch")).size(18.0)).changed()
}

/// A build without the phones' server (the web build) offers no switch: it says where phones play.
#[cfg(not(feature = "phones"))]
pub(crate) fn phones_switch(ui: &mut egui::Ui, _settings: &mut Settings) -> bool {
    ui.add(egui::Label::new(egui::RichText::new(t!("phones-desktop-only")).size(16.0).weak()).wrap());
    false
}

/// Widest the panel's words run, points (the QR code above them is narrower).
const PANEL_WORDS_PT: f32 = 260.0;

/// The QR code, the address, the room code and who joined (nothing while the server is off):
/// the code on top, the words under it, in a column narrow enough to sit beside the setup form.
pub(crate) fn phones_panel(ui: &mut egui::Ui, host: &PhoneHost, seats: &PhoneSeats, config: Option<&MatchConfig>) {
    if let Some(error) = &host.error {
        ui.colored_label(egui::Color32::LIGHT_RED, error);
        return;
    }
    if host.server.is_none() {
        return;
    }
    ui.set_max_width(PANEL_WORDS_PT);
    #[cfg(feature = "phones")]
    ui.vertical_centered(|ui| draw_qr(ui, &host.join_url()));
    ui.label(egui::RichText::new(t!("phones-room", code = host.room.as_str())).size(26.0).strong());
    ui.label(egui::RichText::new(t!("phones-scan", address = host.url.as_str())).size(16.0));
    ui.label(egui::RichText::new(t!("phones-wifi")).size(14.0).weak());
    ui.add_space(6.0);
    if seats.phones.is_empty() {
        ui.label(t!("phones-none-yet"));
    } else {
        ui.label(t!("phones-joined", count = seats.phones.len()));
    }
    if let Some(config) = config {
        for (i, seat) in config.seats.iter().enumerate() {
            if seats.seat_connected(i) {
                ui.label(t!("phones-seat-held", seat = (i + 1).to_string(), name = seat.name.as_str()));
            }
        }
    }
}

/// `text` as a QR code, dark modules on white.
#[cfg(feature = "phones")]
fn draw_qr(ui: &mut egui::Ui, text: &str) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(QR_PT, QR_PT), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::WHITE);
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else { return };
    let width = code.width();
    let module = QR_PT / (width as f32 + 2.0 * QR_QUIET_MODULES);
    let origin = rect.min + egui::vec2(module * QR_QUIET_MODULES, module * QR_QUIET_MODULES);
    for (i, colour) in code.to_colors().into_iter().enumerate() {
        if colour == qrcode::Color::Dark {
            let (x, y) = ((i % width) as f32, (i / width) as f32);
            let min = origin + egui::vec2(x * module, y * module);
            painter.rect_filled(egui::Rect::from_min_size(min, egui::vec2(module, module)), 0.0, egui::Color32::BLACK);
        }
    }
}
