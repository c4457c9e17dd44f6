//! Every word the player reads, in their language: Project Fluent catalogues
//! (`assets/locales/<language>/common.ftl` and each game's `assets/games/<game>/locales/`, compiled in), the current language, and `t!` to look a
//! message up with its arguments. A message missing in a language falls back to English.

mod catalog;
mod french;
mod korean;
mod language;

pub use catalog::{
    Arg, Catalog, GameWords, add_game_words, catalog, characters, games_with_words, sources, text, text_in,
};
pub use language::Language;

use std::sync::atomic::{AtomicU8, Ordering};

/// The language the window speaks now (an index into `Language::ALL`).
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Speak `language` from now on.
pub fn set_language(language: Language) {
    CURRENT.store(language as u8, Ordering::Relaxed);
}

thread_local! {
    /// A language this thread speaks for a while instead ([`speaking`]): a phone's words.
    static SPEAKING: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// The language spoken now: the window's, unless this thread is [`speaking`] another.
pub fn language() -> Language {
    SPEAKING
        .with(|s| s.get())
        .unwrap_or_else(|| Language::ALL[usize::from(CURRENT.load(Ordering::Relaxed)).min(Language::ALL.len() - 1)])
}

/// Run `f` with every word of this thread in `language` (a phone's own), the window's language
/// untouched; nested calls restore what they found.
pub fn speaking<T>(language: Language, f: impl FnOnce() -> T) -> T {
    let before = SPEAKING.with(|s| s.replace(Some(language)));
    let out = f();
    SPEAKING.with(|s| s.set(before));
    out
}

/// One file of each language, compiled in, in `Language::ALL`'s order:
/// `language_files!("assets/games/<name>/locales", ".ftl")` reads `…/locales/en.ftl`, … and
/// `language_files!("assets/locales", "/common.ftl")` reads `assets/locales/en/common.ftl`, ….
#[macro_export]
macro_rules! language_files {
    ($dir:literal, $tail:literal) => {
        [
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/en", $tail)),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/zh-Hans", $tail)),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/zh-Hant", $tail)),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/nl", $tail)),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/fr", $tail)),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/ko", $tail)),
        ]
    };
}

/// A message in the current language: `t!("setup-start")`, `t!("seat-player", n = 3)`.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::i18n::text($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($key, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests;

/// Names joined as the language lists them: "Ada", "Ada and Bo", "Ada, Bo and Cy".
pub fn join_names<S: AsRef<str>>(names: &[S]) -> String {
    match names {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let first: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            text("names-and", &[("first", Arg::from(first.join(", "))), ("second", Arg::from(last.as_ref()))])
        }
    }
}
