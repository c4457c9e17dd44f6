//! Phones as controllers, at the table: the server runs while the Phones switch is on (setup
//! screen, settings file) or `--phones` asks; each frame the phones' messages are taken in
//! ([`inbound`]) and every phone is shown what changed ([`views`]). Which phone holds which seat
//! is [`holders`]; what a phone sees of a game and may do there is [`game_view`], written once
//! for every game. The protocol: `docs/phones.md`.

pub mod game_view;
pub mod headless;
pub mod hint;
pub mod holders;
mod inbound;
mod views;

use bevy::prelude::*;

use crate::phones::{DEFAULT_PORT, PhoneServer, lan_address, new_room_code, phone_page};
use crate::t;
use crate::table::GameSet;
use crate::table::session::Settings;
pub use game_view::{PhoneChoice, PhoneRefusal, PhoneTable};
pub use holders::PhoneSeats;
pub use inbound::SeatNamesNow;

/// The port the phones' server listens on (`--phones-port`; 0 picks a free one, for tests).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhonePort(pub u16);

impl Default for PhonePort {
    fn default() -> Self {
        PhonePort(DEFAULT_PORT)
    }
}

/// The phones' server as the TV shows it.
#[derive(Resource, Default)]
pub struct PhoneHost {
    pub server: Option<PhoneServer>,
    /// The room code (kept while the window is open, so phones stay in the room across matches).
    pub room: String,
    /// What a phone opens: `http://<address>:<port>/`.
    pub url: String,
    /// Why the server could not start, in words.
    pub error: Option<String>,
    /// The port it was last asked to listen on.
    asked: Option<u16>,
}

impl PhoneHost {
    /// Whether the TV has something to show of the phones: the code to join, or why not.
    pub fn showing(&self) -> bool {
        self.server.is_some() || self.error.is_some()
    }
    /// The address with the room code, as the QR code says it.
    pub fn join_url(&self) -> String {
        format!("{}?room={}", self.url, self.room)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PhoneHost>()
        .init_resource::<PhonePort>()
        .init_resource::<PhoneSeats>()
        .init_resource::<SeatNamesNow>()
        .init_resource::<hint::PhoneHintsThinking>()
        .add_systems(
            Update,
            (keep_server, inbound::take_messages, inbound::tell_held_seats).chain().in_set(GameSet::Input),
        )
        .add_systems(Update, (inbound::tell_refusals, views::send_views).chain().in_set(GameSet::Present));
}

/// Start the server when the switch is on, stop it when it is off (every phone's socket closes;
/// the seats they held go back to the TV).
fn keep_server(
    settings: Res<Settings>,
    port: Res<PhonePort>,
    mut host: ResMut<PhoneHost>,
    mut seats: ResMut<PhoneSeats>,
) {
    // A build without the phones' server (the web build) never starts one, whatever the settings say.
    let wanted = (cfg!(feature = "phones") && settings.phones).then_some(port.0);
    if host.asked == wanted {
        return;
    }
    host.asked = wanted;
    host.server = None;
    host.error = None;
    seats.forget_phones();
    let Some(port) = wanted else { return };
    if host.room.is_empty() {
        host.room = new_room_code();
    }
    match PhoneServer::start(port, host.room.clone(), phone_page()) {
        Ok(server) => {
            host.url = format!("http://{}:{}/", lan_address(), server.port());
            info!("phones: open {} and type the room code {}", host.url, host.room);
            host.server = Some(server);
        }
        Err(e) => {
            let why = t!("phones-cannot-start", port = port.to_string(), why = e.to_string());
            error!("{why}");
            host.error = Some(why);
        }
    }
}
