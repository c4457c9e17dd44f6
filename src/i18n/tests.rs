//! The catalogues are whole: every language has every message, with the same arguments, each
//! formats without error, every key the code asks for exists, and the CJK font has every glyph.

use std::collections::{BTreeSet, HashSet};
use std::path::Path;

use super::*;

/// The `$variables` a message's source text names.
fn variables(source: &str, key: &str) -> BTreeSet<String> {
    let mut lines = source.lines().skip_while(|l| !l.starts_with(&format!("{key} =")));
    let mut text = lines.next().unwrap_or_default().to_string();
    for l in lines.take_while(|l| l.starts_with(' ')) {
        text.push_str(l);
    }
    let mut vars = BTreeSet::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find('$') {
        rest = &rest[at + 1..];
        let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect();
        vars.insert(name);
    }
    vars
}

fn source_of(language: Language, key: &str) -> String {
    catalog::sources(language)
        .into_iter()
        .map(|(_, text)| text)
        .find(|text| text.lines().any(|l| l.starts_with(&format!("{key} ="))))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn every_catalogue_parses() {
    assert!(catalog().problems.is_empty(), "{}", catalog().problems.join("\n"));
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = catalog().keys(Language::English);
    assert!(english.len() > 100, "the English catalogue is whole");
    let mut missing = Vec::new();
    for language in Language::ALL {
        let keys = catalog().keys(language);
        let set: HashSet<&String> = keys.iter().collect();
        for key in &english {
            if !set.contains(key) {
                missing.push(format!("{}: `{key}` is missing", language.code()));
                continue;
            }
            let want = variables(&source_of(Language::English, key), key);
            let got = variables(&source_of(language, key), key);
            if want != got {
                missing.push(format!("{}: `{key}` uses {got:?}, English {want:?}", language.code()));
            }
            let args: Vec<(&str, Arg)> = want.iter().map(|v| (v.as_str(), Arg::Number(2.0))).collect();
            let (text, errors) = catalog().format(language, key, &args).expect("the message has a value");
            if !errors.is_empty() || text.trim().is_empty() {
                missing.push(format!("{}: `{key}` formats as {text:?} with {errors:?}", language.code()));
            }
        }
        for key in &keys {
            if !english.contains(key) {
                missing.push(format!("{}: `{key}` is not an English message", language.code()));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_key_the_code_asks_for_exists_and_every_message_is_used() {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let english: HashSet<String> = catalog().keys(Language::English).into_iter().collect();
    let mut asked = HashSet::new();
    let mut unknown = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for (at, _) in text.match_indices("t!(\"") {
            // `t!(`, not the end of `format!(` or `print!(`.
            if text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let key: String = text[at + 4..].chars().take_while(|&c| c != '"').collect();
            if !english.contains(&key) {
                unknown.push(format!("{}: t!(\"{key}\")", file.display()));
            }
            asked.insert(key);
        }
    }
    assert!(unknown.is_empty(), "keys the catalogue lacks:\n{}", unknown.join("\n"));
    // Keys passed to `text_in` by name count as asked for too.
    let sources: Vec<String> = files.iter().map(|f| std::fs::read_to_string(f).unwrap_or_default()).collect();
    // So do each game's `game-<name>` and `setup-blurb-<name>` (the shared screens build them),
    // which every registered game must have.
    for game in crate::registry::all() {
        for key in [format!("game-{}", game.name), format!("setup-blurb-{}", game.name)] {
            assert!(english.contains(&key), "{}'s catalogue lacks `{key}`", game.name);
        }
    }
    let per_game = |k: &String| {
        crate::registry::all()
            .iter()
            .any(|g| *k == format!("game-{}", g.name) || *k == format!("setup-blurb-{}", g.name))
    };
    // The phone page reads the keys its list names (the server sends exactly those).
    let page_keys = include_str!("../../assets/phones/words-keys.txt");
    let on_the_page = |k: &String| page_keys.lines().any(|l| l.trim() == k);
    // A game's lesson names its sentences (`say:` and `done:` in `lesson.ron`).
    let in_a_lesson = |k: &String| crate::registry::all().iter().any(|g| g.lesson.contains(&format!("\"{k}\"")));
    let named = |k: &String| {
        per_game(k) || on_the_page(k) || in_a_lesson(k) || sources.iter().any(|s| s.contains(&format!("\"{k}\"")))
    };
    let unused: Vec<&String> = english.iter().filter(|k| !asked.contains(*k) && !named(k)).collect();
    assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
}

#[test]
fn plurals_and_arguments_follow_the_language() {
    assert_eq!(text_in(Language::English, "results-after-rounds", &[("n", Arg::from(1))]), "after one round");
    assert_eq!(text_in(Language::English, "results-after-rounds", &[("n", Arg::from(7))]), "after 7 rounds");
    assert_eq!(text_in(Language::English, "seat-player", &[("n", Arg::from(3))]), "Player 3");
    let title = format!("game-{}", crate::registry::first().name);
    assert_ne!(
        text_in(Language::Korean, &title, &[]),
        text_in(Language::English, &title, &[]),
        "a game's title in Korean"
    );
    // A key no language has is shown as itself, never a panic.
    assert_eq!(text_in(Language::French, "no-such-key", &[]), "no-such-key");
}

/// A count of one never reads as a plural ("1 symbols", "1 tiles"): every message that takes
/// `$n` says its noun through the language's plural rules, in English, French and Dutch.
#[test]
fn one_of_a_thing_is_singular_in_every_message() {
    let plural_nouns: &[(Language, &[&str])] = &[
        (Language::English, &["dice", "tiles", "symbols", "points", "counters", "rounds", "tents"]),
        (Language::French, &["dés", "tuiles", "symboles", "points", "jetons", "manches", "tentes"]),
        (Language::Dutch, &["dobbelstenen", "tegels", "symbolen", "punten", "fiches", "rondes", "tenten"]),
    ];
    let mut wrong = Vec::new();
    for &(language, nouns) in plural_nouns {
        for key in catalog().keys(language) {
            let args: Vec<(&str, Arg)> = ["n", "name", "act", "count", "other", "to", "value", "round", "rounds"]
                .iter()
                .map(|&a| (a, if a == "n" { Arg::from(1) } else { Arg::from("X".to_string()) }))
                .collect();
            let Some((text, _)) = catalog().format(language, &key, &args) else { continue };
            if nouns.iter().any(|noun| text.contains(&format!("1 {noun}"))) {
                wrong.push(format!("{language:?} {key}: {text}"));
            }
        }
    }
    assert!(wrong.is_empty(), "a plural after one:\n{}", wrong.join("\n"));
}

/// The characters of `language`'s catalogues and guides that are not ASCII.
fn characters_with_guides(language: Language) -> BTreeSet<char> {
    let mut text: String = catalog::characters(language).into_iter().collect();
    for game in crate::registry::all() {
        let guide = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
            "assets/games/{}/guides/{}.md",
            game.name,
            language.code()
        ));
        let read = std::fs::read_to_string(&guide);
        assert!(read.is_ok(), "{} has a {} guide", game.name, language.code());
        text.push_str(&read.unwrap_or_default());
    }
    text.chars().filter(|c| !c.is_ascii()).collect()
}

#[test]
fn the_cjk_font_has_every_glyph_the_translations_use() {
    let listed =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts/cjk-subset-chars.txt"))
            .expect("assets/fonts/cjk-subset-chars.txt, written by scripts/subset-cjk-font.sh");
    let listed: HashSet<char> = listed.chars().collect();
    let menu: String = Language::ALL.iter().map(|l| l.native_name()).collect();
    let unlisted: String = menu.chars().filter(|c| !c.is_ascii() && !listed.contains(c)).collect();
    assert!(unlisted.is_empty(), "the language menu needs {unlisted}: run scripts/subset-cjk-font.sh");
    for language in Language::ALL.into_iter().filter(|l| l.is_cjk()) {
        let missing: String = characters_with_guides(language)
            .into_iter()
            .filter(|c| !listed.contains(c) && (*c as u32) >= 0x2E80)
            .collect();
        assert!(missing.is_empty(), "{}: run scripts/subset-cjk-font.sh; the font lacks {missing}", language.code());
    }
}

/// The apostrophes between two Latin letters in `text`, outside comments: (straight, curly).
fn apostrophes(text: &str) -> (Vec<String>, Vec<String>) {
    let latin = |c: char| c.is_alphabetic() && (c as u32) < 0x2000;
    let (mut straight, mut curly) = (Vec::new(), Vec::new());
    for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
        let chars: Vec<char> = line.chars().collect();
        for w in chars.windows(3).filter(|w| latin(w[0]) && latin(w[2])) {
            match w[1] {
                '\'' => straight.push(line.to_string()),
                '’' => curly.push(line.to_string()),
                _ => {}
            }
        }
    }
    (straight, curly)
}

#[test]
fn each_language_writes_one_kind_of_apostrophe() {
    let guides = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/games")).unwrap();
    let guide_dirs: Vec<_> = guides.map(|g| g.unwrap().path().join("guides")).collect();
    let mut wrong = Vec::new();
    for language in Language::ALL {
        let mut texts: Vec<String> = catalog::sources(language).iter().map(|(_, t)| t.to_string()).collect();
        texts.extend(
            guide_dirs.iter().filter_map(|d| std::fs::read_to_string(d.join(format!("{}.md", language.code()))).ok()),
        );
        for text in texts {
            let (straight, curly) = apostrophes(&text);
            // French writes ’ ("l’annonce"); the others write ' ("AI's", "zo'n").
            let off = if language == Language::French { straight } else { curly };
            wrong.extend(off.into_iter().map(|l| format!("{}: {l}", language.code())));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn french_elides_before_a_name_that_starts_with_a_vowel() {
    let said =
        text_in(Language::French, "ld-standing", &[("bid", Arg::from("trois 5")), ("name", Arg::from("Expert 4"))]);
    assert!(said.ends_with("d’Expert 4"), "{said}");
    let said = text_in(Language::French, "ld-standing", &[("bid", Arg::from("trois 5")), ("name", Arg::from("Bo"))]);
    assert!(said.ends_with("de Bo"), "{said}");
}
