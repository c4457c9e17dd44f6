//! Phones as controllers: an HTTP and WebSocket server on the local network (axum, on a tokio
//! runtime of its own thread) that answers exactly two paths, the phone page and its socket.
//! No Bevy here: the table drains [`PhoneServer::take`] each frame and answers through each
//! phone's [`PhoneOut`], so the game never waits on a phone and a phone never waits on a frame.
//! The protocol: `docs/phones.md`.

mod address;
mod page;
#[cfg(feature = "phones")]
mod socket;
pub mod wire;

use std::net::SocketAddr;
#[cfg(feature = "phones")]
use std::net::TcpListener;
use std::sync::Arc;
use std::sync::Mutex;
#[cfg(feature = "phones")]
use std::sync::atomic::AtomicUsize;
use std::sync::mpsc::Receiver;
#[cfg(feature = "phones")]
use std::sync::mpsc::{SyncSender, sync_channel};

use tokio::sync::{mpsc, watch};

pub use address::{lan_address, new_room_code, new_token};
pub use page::phone_page;
use wire::FromPhone;

use crate::i18n::Language;

/// The default port (`--phones-port`).
pub const DEFAULT_PORT: u16 = 7373;
/// Messages from phones waiting for the table, at most (a full queue refuses with `busy`).
#[cfg(feature = "phones")]
const INBOUND_QUEUE: usize = 1024;
/// Notes (welcome, errors) waiting for one phone, at most: more are dropped, views never are.
#[cfg(feature = "phones")]
const NOTES_QUEUE: usize = 16;

/// What the table hears from the phones.
#[derive(Debug)]
pub enum Inbound {
    /// A phone said `hello` with the right room code.
    Hello { conn: u64, language: Language, token: Option<String>, out: PhoneOut },
    /// A well-formed message of a phone that said hello.
    Message { conn: u64, message: FromPhone },
    /// The phone's socket closed.
    Gone { conn: u64 },
}

/// How the table answers one phone: its latest view (a slow phone skips views, never queues them)
/// and its notes (welcome, errors).
#[derive(Clone, Debug)]
pub struct PhoneOut {
    view: watch::Sender<Arc<str>>,
    notes: mpsc::Sender<String>,
}

impl PhoneOut {
    #[cfg(feature = "phones")]
    fn new() -> (PhoneOut, watch::Receiver<Arc<str>>, mpsc::Receiver<String>) {
        let (view, views) = watch::channel(Arc::from(""));
        let (notes, noted) = mpsc::channel(NOTES_QUEUE);
        (PhoneOut { view, notes }, views, noted)
    }
    /// Show the phone this view (JSON), unless it shows it already.
    pub fn view(&self, json: &str) {
        self.view.send_if_modified(|v| {
            let changed = **v != *json;
            if changed {
                *v = Arc::from(json);
            }
            changed
        });
    }
    /// Tell the phone this (JSON); dropped when the phone is too far behind.
    pub fn note(&self, json: String) {
        let _ = self.notes.try_send(json);
    }
}

/// What the socket tasks share.
#[cfg(feature = "phones")]
struct Shared {
    room: String,
    page: Arc<str>,
    inbound: SyncSender<Inbound>,
    phones: AtomicUsize,
    next_conn: std::sync::atomic::AtomicU64,
    closing: watch::Receiver<bool>,
}

/// The running server; dropping it stops it and closes every phone's socket.
pub struct PhoneServer {
    room: String,
    address: SocketAddr,
    /// (In a mutex only so the server can be a shared resource; one system takes from it.)
    inbound: Mutex<Receiver<Inbound>>,
    close: watch::Sender<bool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl PhoneServer {
    /// Serve `page` and the socket on every interface at `port` (0: any free port) for room `room`.
    #[cfg(feature = "phones")]
    pub fn start(port: u16, room: String, page: String) -> std::io::Result<PhoneServer> {
        let listener = TcpListener::bind(("0.0.0.0", port))?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let (tell, inbound) = sync_channel(INBOUND_QUEUE);
        let (close, closing) = watch::channel(false);
        let shared = Arc::new(Shared {
            room: room.clone(),
            page: Arc::from(page),
            inbound: tell,
            phones: AtomicUsize::new(0),
            next_conn: 1.into(),
            closing: closing.clone(),
        });
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        let thread = std::thread::Builder::new().name("dicehall-phones".into()).spawn(move || {
            runtime.block_on(async move {
                let listener = match tokio::net::TcpListener::from_std(listener) {
                    Ok(l) => l,
                    Err(e) => return eprintln!("dicehall: the phones' server cannot listen: {e}"),
                };
                let mut closing = closing;
                let stop = async move {
                    // Only ever set to true: any change (or the sender gone) is the signal.
                    let _ = closing.changed().await;
                };
                if let Err(e) = axum::serve(listener, socket::router(shared)).with_graceful_shutdown(stop).await {
                    eprintln!("dicehall: the phones' server stopped: {e}");
                }
            });
            // Dropping the runtime ends every phone's socket task.
        })?;
        Ok(PhoneServer { room, address, inbound: Mutex::new(inbound), close, thread: Some(thread) })
    }

    /// This build has no phones' server (the web build: a page cannot serve phones).
    #[cfg(not(feature = "phones"))]
    pub fn start(_port: u16, _room: String, _page: String) -> std::io::Result<PhoneServer> {
        Err(std::io::Error::new(std::io::ErrorKind::Unsupported, "phones need the desktop version of dicehall"))
    }

    /// The room code phones must give.
    pub fn room(&self) -> &str {
        &self.room
    }
    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.address.port()
    }
    /// The next message from a phone, if any (never blocks).
    pub fn take(&self) -> Option<Inbound> {
        let inbound = self.inbound.lock().ok()?;
        inbound.try_recv().ok()
    }
}

impl Drop for PhoneServer {
    fn drop(&mut self) {
        let _ = self.close.send(true);
        // Every socket task ends on the signal; a stuck one is not waited for past this.
        let Some(thread) = self.thread.take() else { return };
        let until = std::time::Instant::now() + std::time::Duration::from_secs(2);
        while !thread.is_finished() && std::time::Instant::now() < until {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        if thread.is_finished() {
            let _ = thread.join();
        }
    }
}
