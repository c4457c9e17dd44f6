//! The phones' messages, each frame: a phone joins (welcome, its token), leaves, takes or hands
//! back a seat, names it, or plays; every refusal goes back to that phone in its language, and
//! nothing changes.

use bevy::prelude::*;

use super::holders::PhoneSeats;
use super::{PhoneHost, PhoneRefusal};
use crate::i18n::speaking;
use crate::phones::Inbound;
use crate::phones::wire::{FromPhone, Refusal, error_message, language_of};
use crate::registry::registered;
use crate::t;
use crate::table::funnel::SeatRefused;
use crate::table::session::{MatchConfig, SeatHolder};
use crate::table::states::AppState;
use crate::table::table_game::OnTable;
use crate::table::view::screens::setup::SetupForm;

/// Most phone messages handled in one frame (the rest wait for the next; the socket's rate
/// limit keeps the queue short).
const MOST_PER_FRAME: usize = 256;

/// Take in the phones' messages.
pub(super) fn take_messages(world: &mut World) {
    if world.resource::<PhoneHost>().server.is_none() {
        return;
    }
    // The TV may have changed the seats (fewer seats, a seat given to an AI, another game).
    world.resource_scope(|world, mut seats: Mut<PhoneSeats>| {
        if let Some(config) = config(world)
            && seats.holders.values().any(|h| h.seat.is_some())
        {
            seats.fit(config);
        }
    });
    for _ in 0..MOST_PER_FRAME {
        let Some(message) = world.resource::<PhoneHost>().server.as_ref().and_then(|s| s.take()) else { return };
        world.resource_scope(|world, mut seats: Mut<PhoneSeats>| match message {
            Inbound::Hello { conn, language, token, out } => {
                let token = seats.join(conn, token, language, out.clone());
                let room = world.resource::<PhoneHost>().room.clone();
                out.note(serde_json::json!({"t": "welcome", "token": token, "room": room}).to_string());
            }
            Inbound::Gone { conn } => seats.leave(conn),
            Inbound::Message { conn, message } => {
                let Some(language) = seats.phones.get(&conn).map(|p| p.language) else { return };
                if let Err((code, words)) = speaking(language, || handle(world, &mut seats, conn, message))
                    && let Some(phone) = seats.phones.get(&conn)
                {
                    phone.out.note(error_message(code, &words));
                }
            }
        });
    }
}

/// The seats' names as set up or as played now (the pause menu names the seats a phone holds).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct SeatNamesNow(pub Vec<String>);

/// The seats the phones hold, told to the seats as set up or as played
/// ([`MatchConfig::held_by_phones`]), so the TV neither acts for them nor shows their secrets;
/// with the server off, no phone holds any.
/// Every frame it only compares (nothing is built unless the seats or their names changed).
pub(super) fn tell_held_seats(world: &mut World) {
    let names_same = match (config(world), world.get_resource::<SeatNamesNow>()) {
        (Some(c), Some(now)) => c.seats.iter().map(|s| &s.name).eq(now.0.iter()),
        (None, Some(now)) => now.0.is_empty(),
        (_, None) => false,
    };
    if !names_same {
        let names = config(world).map(|c| c.seats.iter().map(|s| s.name.clone()).collect()).unwrap_or_default();
        world.insert_resource(SeatNamesNow(names));
    }
    let seats = world.resource::<PhoneSeats>();
    let held_now = || seats.holders.values().filter_map(|h| h.seat);
    // Read first: the match is changed (and marked so) only when the seats held change.
    let changed = config(world).is_some_and(|c| {
        let told = &c.held_by_phones;
        !held_now().all(|s| told.contains(&s)) || !told.iter().all(|s| held_now().any(|h| h == *s))
    });
    if changed {
        let held = held_now().collect();
        if let Some(config) = config_mut(world) {
            config.held_by_phones = held;
        }
    }
}

/// The table refused a seat's action (a lesson's step, a race with the TV): the phones holding
/// that seat are told why, each in its language, as an `error`.
pub(super) fn tell_refusals(mut refused: MessageReader<SeatRefused>, seats: Res<PhoneSeats>) {
    for r in refused.read().filter(|r| r.by == SeatHolder::Phone) {
        for (conn, phone) in &seats.phones {
            if seats.seat_of(*conn) == Some(r.seat) {
                phone.out.note(error_message(Refusal::Illegal, &speaking(phone.language, || (r.why)())));
            }
        }
    }
}

/// The screen up now.
pub(super) fn screen(world: &World) -> Option<AppState> {
    world.get_resource::<State<AppState>>().map(|s| *s.get())
}

/// The seats a phone changes now: the setup form's on the setup screen, else the match's.
pub(super) fn config_mut(world: &mut World) -> Option<&mut MatchConfig> {
    if screen(world) == Some(AppState::Setup) {
        return world.get_resource_mut::<SetupForm>().map(|f| &mut f.into_inner().config);
    }
    let game = world.get_resource::<OnTable>()?.0;
    (registered(game).table.phone.config_mut)(world)
}

/// The seats as they are now (read only).
pub(super) fn config(world: &World) -> Option<&MatchConfig> {
    if screen(world) == Some(AppState::Setup) {
        return world.get_resource::<SetupForm>().map(|f| &f.config);
    }
    let game = world.get_resource::<OnTable>()?.0;
    (registered(game).table.phone.config)(world)
}

fn handle(world: &mut World, seats: &mut PhoneSeats, conn: u64, message: FromPhone) -> Result<(), PhoneRefusal> {
    let wait = || (Refusal::Turn, t!("phone-error-wait"));
    match message {
        FromPhone::Hello { .. } => Err((Refusal::Field, t!("phone-error-hello-twice"))),
        FromPhone::Lang { lang } => {
            if let Some(phone) = seats.phones.get_mut(&conn) {
                phone.language = language_of(Some(&lang));
                seats.changes += 1;
            }
            Ok(())
        }
        FromPhone::Claim { seat } => seats.claim(conn, seat, config_mut(world).ok_or_else(wait)?),
        FromPhone::Release { to } => seats.release(conn, to, config_mut(world).ok_or_else(wait)?),
        FromPhone::Profile { name, color } => {
            if screen(world) != Some(AppState::Setup) {
                return Err((Refusal::Field, t!("phone-error-setup-only")));
            }
            let config = config_mut(world).ok_or_else(wait)?;
            let colors = seat_colors(config);
            seats.profile(conn, &name, color, &colors, config)
        }
        FromPhone::Act { action, flick } => {
            let seat = seats.seat_of(conn).ok_or((Refusal::Seat, t!("phone-error-hold-none")))?;
            let game = playing(world).ok_or_else(wait)?;
            (registered(game).table.phone.act)(world, seat, &action, flick)
        }
        FromPhone::Undo => {
            let seat = seats.seat_of(conn).ok_or((Refusal::Seat, t!("phone-error-hold-none")))?;
            let game = playing(world).ok_or_else(wait)?;
            (registered(game).table.phone.undo)(world, seat)
        }
        FromPhone::Hint => {
            let seat = seats.seat_of(conn).ok_or((Refusal::Seat, t!("phone-error-hold-none")))?;
            let game = playing(world).ok_or_else(wait)?;
            let job = (registered(game).table.phone.hint)(world, seat)?;
            let phone = seats.phones.get(&conn).ok_or((Refusal::Seat, t!("phone-error-hold-none")))?;
            let thinking = world.resource::<super::hint::PhoneHintsThinking>();
            super::hint::think(thinking, conn, phone.out.clone(), phone.language, job)
        }
        FromPhone::Ok => {
            seats.seat_of(conn).ok_or((Refusal::Seat, t!("phone-error-hold-none")))?;
            if let Some(mut skips) =
                world.get_resource_mut::<Messages<crate::table::view::input::skip::SkipAnimations>>()
            {
                skips.write(crate::table::view::input::skip::SkipAnimations);
            }
            Ok(())
        }
    }
}

/// The game on the table while it is played.
fn playing(world: &World) -> Option<crate::engine::GameId> {
    (screen(world) == Some(AppState::Playing)).then(|| world.get_resource::<OnTable>().map(|t| t.0)).flatten()
}

/// The colours a seat of `config`'s game may take: the game's own, else the palette's.
pub(super) fn seat_colors(config: &MatchConfig) -> Vec<[u8; 3]> {
    match registered(config.game).table.seat_colors {
        [] => crate::table::session::PALETTE.iter().map(|&(rgb, _)| rgb).collect(),
        own => own.to_vec(),
    }
}
