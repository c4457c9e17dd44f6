//! The phone page as served: `assets/phones/index.html` with its CSS, its scripts (the dice
//! drawing's, then the page's) and every phone word of the six languages put inline, so a phone
//! needs one request and nothing else.

use serde_json::{Map, Value};

use crate::i18n::{Language, text_in};

const HTML: &str = include_str!("../../assets/phones/index.html");
const CSS: &str = include_str!("../../assets/phones/phone.css");
const JS: &str = include_str!("../../assets/phones/phone.js");
/// Dice drawn as dice (a seat's own private dice), ahead of the page's script.
const DICE_JS: &str = include_str!("../../assets/phones/dice.js");
/// The catalogue keys the page reads, one a line.
const KEYS: &str = include_str!("../../assets/phones/words-keys.txt");

/// The keys the page reads.
pub fn page_keys() -> impl Iterator<Item = &'static str> {
    KEYS.lines().map(str::trim).filter(|k| !k.is_empty() && !k.starts_with('#'))
}

/// The page with everything inline.
pub fn phone_page() -> String {
    let mut words = Map::new();
    for language in Language::ALL {
        let own: Map<String, Value> =
            page_keys().map(|k| (k.to_string(), Value::String(text_in(language, k, &[])))).collect();
        words.insert(language.code().to_string(), Value::Object(own));
    }
    // `</` never closes the script early, whatever a translation holds.
    let words = format!("const WORDS = {};", Value::Object(words)).replace("</", "<\\/");
    HTML.replace("/*PHONE_CSS*/", CSS)
        .replace("/*PHONE_WORDS*/", &words)
        .replace("/*PHONE_DICE_JS*/", DICE_JS)
        .replace("/*PHONE_JS*/", JS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_holds_its_style_script_and_every_word_in_six_languages() {
        let page = phone_page();
        assert!(!page.contains("/*PHONE_"), "every placeholder is filled");
        for language in Language::ALL {
            for key in page_keys() {
                assert!(
                    crate::i18n::catalog().has(language, key),
                    "{key} is missing in {}: the page would show English",
                    language.code()
                );
            }
        }
    }
}
