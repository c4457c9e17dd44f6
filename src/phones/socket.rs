//! The two paths the server answers (the page, the socket) and one phone's socket: its hello,
//! its rate and size limits, its messages parsed and passed on, its views and notes sent back.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;

use super::wire::{self, FromPhone, Refusal, error_message};
use super::{Inbound, PhoneOut, Shared};
use crate::i18n::{Language, text_in};

/// The page at `/`, the socket at `/ws`, and nothing else.
pub(super) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/ws", get(upgrade))
        .fallback(|| async { (StatusCode::NOT_FOUND, "not found") })
        .with_state(shared)
}

async fn page(State(shared): State<Arc<Shared>>) -> Response {
    ([(header::CACHE_CONTROL, "no-store")], Html(shared.page.to_string())).into_response()
}

async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    ws.max_message_size(wire::MAX_MESSAGE_BYTES)
        .max_frame_size(wire::MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| phone(socket, shared))
}

/// A token bucket: `RATE_PER_S` a second, `BURST` at once.
struct Rate {
    tokens: f64,
    at: Instant,
}

impl Rate {
    fn allow(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * wire::RATE_PER_S).min(wire::BURST);
        self.at = now;
        let ok = self.tokens >= 1.0;
        if ok {
            self.tokens -= 1.0;
        }
        ok
    }
}

/// Counts a phone while its socket is open.
struct Counted<'a>(&'a Shared);

impl Drop for Counted<'_> {
    fn drop(&mut self) {
        self.0.phones.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One phone's socket, from hello to close.
async fn phone(mut socket: WebSocket, shared: Arc<Shared>) {
    if shared.phones.fetch_add(1, Ordering::Relaxed) >= wire::MAX_PHONES {
        shared.phones.fetch_sub(1, Ordering::Relaxed);
        let full = text_in(Language::English, "phone-error-full", &[]);
        let _ = socket.send(Message::Text(error_message(Refusal::Busy, &full).into())).await;
        return;
    }
    let _counted = Counted(&shared);
    let conn = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let Some((language, mut views, mut notes)) = hello(&mut socket, &shared, conn).await else { return };
    let mut language = language;
    let mut rate = Rate { tokens: wire::BURST, at: Instant::now() };
    let mut closing = shared.closing.clone();
    loop {
        tokio::select! {
            // Notes first: a welcome always comes before the first view.
            biased;
            note = notes.recv() => {
                let Some(note) = note else { break };
                if socket.send(Message::Text(note.into())).await.is_err() { break; }
            }
            changed = views.changed() => {
                if changed.is_err() { break; }
                let view = views.borrow_and_update().clone();
                if !view.is_empty() && socket.send(Message::Text(view.to_string().into())).await.is_err() { break; }
            }
            received = socket.recv() => {
                let text = match received {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let words = text_in(language, "phone-error-message", &[("why", "binary".into())]);
                        if !send_error(&mut socket, Refusal::Json, &words).await { break; }
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                if !rate.allow() {
                    if !send_error(&mut socket, Refusal::Rate, &text_in(language, "phone-error-rate", &[])).await { break; }
                    continue;
                }
                match FromPhone::parse(text.as_str(), language) {
                    Ok(FromPhone::Hello { .. }) => {
                        let words = text_in(language, "phone-error-hello-twice", &[]);
                        if !send_error(&mut socket, Refusal::Field, &words).await { break; }
                    }
                    Ok(message) => {
                        if let FromPhone::Lang { lang } = &message {
                            language = wire::language_of(Some(lang));
                        }
                        if shared.inbound.try_send(Inbound::Message { conn, message }).is_err() {
                            let words = text_in(language, "phone-error-busy", &[]);
                            if !send_error(&mut socket, Refusal::Busy, &words).await { break; }
                        }
                    }
                    Err(words) => {
                        if !send_error(&mut socket, Refusal::Json, &words).await { break; }
                    }
                }
            }
            _ = closing.changed() => break,
        }
    }
    let _ = shared.inbound.try_send(Inbound::Gone { conn });
}

/// An error to this phone; false when the socket is gone.
async fn send_error(socket: &mut WebSocket, code: Refusal, words: &str) -> bool {
    socket.send(Message::Text(error_message(code, words).into())).await.is_ok()
}

type Channels = (Language, tokio::sync::watch::Receiver<Arc<str>>, tokio::sync::mpsc::Receiver<String>);

/// Wait for the phone's `hello` with the room's code; `None` (the socket to close) otherwise.
async fn hello(socket: &mut WebSocket, shared: &Shared, conn: u64) -> Option<Channels> {
    let first = tokio::time::timeout(Duration::from_secs(wire::HELLO_WITHIN_S), socket.recv()).await;
    let Ok(Some(Ok(Message::Text(text)))) = first else { return None };
    let (room, lang, token) = match FromPhone::parse(text.as_str(), Language::English) {
        Ok(FromPhone::Hello { room, lang, token }) => (room, lang, token),
        Ok(_) => {
            let words = text_in(Language::English, "phone-error-hello-first", &[]);
            send_error(socket, Refusal::Field, &words).await;
            return None;
        }
        Err(words) => {
            send_error(socket, Refusal::Json, &words).await;
            return None;
        }
    };
    let language = wire::language_of(lang.as_deref());
    if !room.trim().eq_ignore_ascii_case(&shared.room) {
        send_error(socket, Refusal::Room, &text_in(language, "phone-error-room", &[])).await;
        return None;
    }
    let (out, views, notes) = PhoneOut::new();
    let token = token.filter(|t| t.len() <= 64);
    shared.inbound.try_send(Inbound::Hello { conn, language, token, out }).ok()?;
    Some((language, views, notes))
}
