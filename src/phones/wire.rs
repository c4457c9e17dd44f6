//! What a phone sends and what it is answered, as `docs/phones.md` sets them out: parsed here, at
//! the socket, so only well-formed messages reach the table.

use serde::Deserialize;
use serde_json::Value;

use crate::i18n::{Language, text_in};

/// Longest message a phone may send, in bytes (the socket closes on a longer frame).
pub const MAX_MESSAGE_BYTES: usize = 4096;
/// Messages a second a phone may send, on average.
pub const RATE_PER_S: f64 = 20.0;
/// Messages a phone may send at once before the rate applies.
pub const BURST: f64 = 40.0;
/// Seconds a new socket has to say `hello`.
pub const HELLO_WITHIN_S: u64 = 10;
/// Phones connected at once, at most.
pub const MAX_PHONES: usize = 64;
/// Longest seat name a phone may set, in characters.
pub const MAX_NAME_CHARS: usize = 16;

/// A flick up the phone: its speed (0–1) and direction (−1 left … 1 right).
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Flick {
    pub power: f32,
    pub aim: f32,
}

impl Flick {
    /// The flick with its numbers in range (a phone may send anything).
    pub fn clamped(self) -> Flick {
        let finite = |x: f32| if x.is_finite() { x } else { 0.0 };
        Flick { power: finite(self.power).clamp(0.0, 1.0), aim: finite(self.aim).clamp(-1.0, 1.0) }
    }
}

/// Whom a phone hands its seat back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HandTo {
    Tv,
    Ai,
}

/// A message from a phone.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "t", rename_all = "lowercase", deny_unknown_fields)]
pub enum FromPhone {
    Hello {
        room: String,
        lang: Option<String>,
        token: Option<String>,
    },
    Claim {
        seat: usize,
    },
    Profile {
        name: String,
        color: usize,
    },
    Release {
        to: HandTo,
    },
    Act {
        action: Value,
        flick: Option<Flick>,
    },
    Undo,
    /// The Expert's hint for the seat's turn (told back as a `hint` note).
    Hint,
    /// Close the round summary the table waits on (as the TV's OK does).
    Ok,
    Lang {
        lang: String,
    },
}

impl FromPhone {
    /// One message, or why it is not one, in `language`.
    pub fn parse(text: &str, language: Language) -> Result<FromPhone, String> {
        serde_json::from_str(text).map_err(|e| {
            let why = e.to_string();
            text_in(language, "phone-error-message", &[("why", why.as_str().into())])
        })
    }
}

/// A phone's language from its code, English for anything else.
pub fn language_of(code: Option<&str>) -> Language {
    code.and_then(Language::from_locale).unwrap_or(Language::English)
}

/// Why a message was refused, as the phone's `error.code` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    Room,
    Json,
    Field,
    Seat,
    Turn,
    Illegal,
    Rate,
    Busy,
}

impl Refusal {
    pub fn code(self) -> &'static str {
        match self {
            Refusal::Room => "room",
            Refusal::Json => "json",
            Refusal::Field => "field",
            Refusal::Seat => "seat",
            Refusal::Turn => "turn",
            Refusal::Illegal => "illegal",
            Refusal::Rate => "rate",
            Refusal::Busy => "busy",
        }
    }
}

/// An `error` message for a phone.
pub fn error_message(code: Refusal, words: &str) -> String {
    serde_json::json!({"t": "error", "code": code.code(), "error": words}).to_string()
}
