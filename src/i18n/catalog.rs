//! The Fluent catalogues, parsed once: one bundle per language from its `.ftl` files, messages
//! formatted with arguments and the language's plural rules, English where a language lacks one.

use std::borrow::Cow;
use std::sync::RwLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Language;

/// One catalogue file: `(path in the repository, text)`.
type Source = (String, &'static str);

/// The words every screen shares, by language in `Language::ALL`'s order.
const COMMON: [&str; 6] = crate::language_files!("assets/locales", "/common.ftl");
/// The words of phones as controllers (the TV's panel, the server's answers), by language.
const PHONES: [&str; 6] = crate::language_files!("assets/locales", "/phones.ftl");
/// The words of every game's lesson (the callout's buttons, the setup's "Learn to play"), by language.
const LESSONS: [&str; 6] = crate::language_files!("assets/locales", "/lesson.ftl");

/// A game's own words, in every language (`Language::ALL`'s order).
pub struct GameWords {
    /// Its name (`royal-casino`): its files read as `assets/games/<name>/…` in messages.
    pub name: &'static str,
    /// `assets/games/<name>/locales/<language>.ftl`.
    pub locales: [&'static str; 6],
    /// Its lesson's sentences: `assets/games/<name>/lesson/<language>.ftl`.
    pub lesson_words: [&'static str; 6],
}

/// The words of every game the library hosts: each folder of `assets/games/` (listed by the build
/// script, so that the catalogues name no game and read no registry).
const HOSTED_WORDS: &[GameWords] = include!(concat!(env!("OUT_DIR"), "/game_words.rs"));

/// The words of games that joined at run time from outside the library (a test's own game).
static JOINED_WORDS: RwLock<Vec<GameWords>> = RwLock::new(Vec::new());

/// A game from outside the library joined (`crate::registry::register`): its words load with the
/// next word asked for. A game whose words are already known changes nothing.
pub fn add_game_words(words: GameWords) {
    let mut joined = JOINED_WORDS.write().unwrap_or_else(|e| e.into_inner());
    if HOSTED_WORDS.iter().chain(joined.iter()).any(|w| w.name == words.name) {
        return;
    }
    joined.push(words);
    drop(joined);
    // (The catalogue loaded before stays in memory: a game joins once, at a test's start.)
    *CATALOG.write().unwrap_or_else(|e| e.into_inner()) = None;
}

/// The names of the games whose words the catalogues hold: the hosted, then those joined since.
pub fn games_with_words() -> Vec<&'static str> {
    let joined = JOINED_WORDS.read().unwrap_or_else(|e| e.into_inner());
    HOSTED_WORDS.iter().map(|w| w.name).chain(joined.iter().map(|w| w.name)).collect()
}

/// Every catalogue file of `language`: the shared words, then each game's.
pub fn sources(language: Language) -> Vec<Source> {
    let code = language.code();
    let mut files = vec![
        (format!("assets/locales/{code}/common.ftl"), COMMON[language as usize]),
        (format!("assets/locales/{code}/phones.ftl"), PHONES[language as usize]),
        (format!("assets/locales/{code}/lesson.ftl"), LESSONS[language as usize]),
    ];
    let joined = JOINED_WORDS.read().unwrap_or_else(|e| e.into_inner());
    for game in HOSTED_WORDS.iter().chain(joined.iter()) {
        files.push((format!("assets/games/{}/locales/{code}.ftl", game.name), game.locales[language as usize]));
        files.push((format!("assets/games/{}/lesson/{code}.ftl", game.name), game.lesson_words[language as usize]));
    }
    files
}

/// A message argument: text or a number (numbers choose plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
impl From<&std::sync::Arc<str>> for Arg {
    fn from(s: &std::sync::Arc<str>) -> Self {
        Arg::Text(s.to_string())
    }
}
impl From<&&str> for Arg {
    fn from(s: &&str) -> Self {
        Arg::Text((*s).to_string())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => { $(impl From<$t> for Arg {
        fn from(n: $t) -> Self {
            Arg::Number(n as f64)
        }
    })* };
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// The parsed catalogues and the problems found while parsing them.
pub struct Catalog {
    bundles: Vec<FluentBundle<FluentResource>>,
    /// `file: problem` for each syntax error or message defined twice.
    pub problems: Vec<String>,
}

impl Catalog {
    fn load() -> Catalog {
        let mut problems = Vec::new();
        let bundles = Language::ALL
            .iter()
            .map(|&language| {
                let files = sources(language);
                let id = language.code().parse().expect("every language code is a valid BCP 47 tag");
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No Unicode isolation marks around arguments: the UI's fonts draw them as boxes.
                bundle.set_use_isolating(false);
                for (path, text) in files {
                    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, errors)| {
                        for e in errors {
                            let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                            problems.push(format!("{path}:{line}: {:?}", e.kind));
                        }
                        resource
                    });
                    if let Err(errors) = bundle.add_resource(resource) {
                        for e in errors {
                            problems.push(format!("{path}: {e:?}"));
                        }
                    }
                }
                bundle
            })
            .collect();
        Catalog { bundles, problems }
    }

    /// Whether `language` has message `key`.
    pub fn has(&self, language: Language, key: &str) -> bool {
        self.bundles[language as usize].get_message(key).is_some_and(|m| m.value().is_some())
    }

    /// `key` in `language` with `args`, and the formatting errors (unknown argument, …); `None`
    /// when the language lacks the message.
    pub fn format(&self, language: Language, key: &str, args: &[(&str, Arg)]) -> Option<(String, Vec<String>)> {
        let bundle = &self.bundles[language as usize];
        let pattern = bundle.get_message(key)?.value()?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(s) => fluent_args.set(*name, FluentValue::String(Cow::Owned(s.clone()))),
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        Some((text, errors.iter().map(|e| format!("{e:?}")).collect()))
    }

    /// The message keys `language` defines, in file order.
    pub fn keys(&self, language: Language) -> Vec<String> {
        sources(language)
            .iter()
            .flat_map(|(_, text)| {
                let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
                resource
                    .entries()
                    .filter_map(|e| match e {
                        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                        _ => None,
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}

/// The catalogues as loaded for the games registered then (made again when a game joins).
static CATALOG: RwLock<Option<&'static Catalog>> = RwLock::new(None);

/// The catalogues.
pub fn catalog() -> &'static Catalog {
    if let Some(catalog) = *CATALOG.read().unwrap_or_else(|e| e.into_inner()) {
        return catalog;
    }
    let mut loaded = CATALOG.write().unwrap_or_else(|e| e.into_inner());
    loaded.get_or_insert_with(|| Box::leak(Box::new(Catalog::load())))
}

/// Every character of `language`'s catalogues that is not ASCII (the glyphs its text may need).
pub fn characters(language: Language) -> std::collections::BTreeSet<char> {
    sources(language).iter().flat_map(|(_, text)| text.chars()).filter(|c| !c.is_ascii()).collect()
}

/// `key` in `language`, else in English, else the key itself (a test keeps that from happening).
pub fn text_in(language: Language, key: &str, args: &[(&str, Arg)]) -> String {
    let catalog = catalog();
    let text = catalog
        .format(language, key, args)
        .or_else(|| catalog.format(Language::English, key, args))
        .map_or_else(|| key.to_string(), |(text, _)| text);
    // Korean particles and French elision after or before a word the catalogue could not know
    // ("{ $die }을(를)", "de { $name }").
    match language {
        Language::Korean => super::korean::choose_particles(&text),
        Language::French => super::french::elide(
            &text,
            args.iter().filter_map(|(_, a)| match a {
                Arg::Text(s) => Some(s.as_str()),
                Arg::Number(_) => None,
            }),
        ),
        _ => text,
    }
}

/// `key` in the current language.
pub fn text(key: &str, args: &[(&str, Arg)]) -> String {
    text_in(super::language(), key, args)
}
