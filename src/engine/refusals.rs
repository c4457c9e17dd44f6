//! The check that a game's refusals (its rules core's errors) read as sentences in every language
//! (`Words::error_words`): none falls back to a message key or to English, none is left with an
//! argument unfilled or a Korean particle pair, none shows a console command.

use super::Words;
use super::words::SeatNames;
use crate::i18n::{Language, speaking};

/// What gives a sentence away as not the player's: empty, an argument or a key left as it was, a
/// Korean particle pair, or a console command.
fn bad(text: &str) -> bool {
    text.trim().is_empty()
        || text.contains('{')
        || text.contains("\"cmd\"")
        || text.contains("-error-")
        || ["을(를)", "이(가)", "은(는)", "과(와)", "와(과)", "(으)로"].iter().any(|pair| text.contains(pair))
}

/// Every error of `errors`, said on `state` in every language: a real sentence each, and in every
/// language but English another than the English one (no fallback). The number of sentences.
pub fn check_error_words<G: Words>(state: &G::State, errors: &[G::Error]) -> Result<usize, String> {
    let seats = |s: usize| format!("Seat{s}");
    let names: SeatNames = &seats;
    let mut said = 0;
    for error in errors {
        let english = speaking(Language::English, || G::error_words(state, error, names));
        for language in Language::ALL {
            let text = speaking(language, || G::error_words(state, error, names));
            said += 1;
            if bad(&text) {
                return Err(format!("{}: {error:?} reads {text:?} in {language:?}", G::ID));
            }
            if language != Language::English && text == english {
                return Err(format!("{}: {error:?} is not translated to {language:?}: {text:?}", G::ID));
            }
        }
    }
    Ok(said)
}
