//! A game's actions and events in the player's words (the language catalogues, in the language
//! chosen): one place per game, for the log, the captions, the pad, the action buttons and any
//! remote controller. Pure: no Bevy, so the console side and its tests can ask too.

use super::Game;

/// How a seat is named in a sentence (the table's names: "Anna", "Casual AI 2"…).
pub type SeatNames<'a> = &'a dyn Fn(usize) -> String;

/// A game's words for what its seats can do and what happened.
pub trait Words: Game {
    /// `action` of the seat to act in `state`, as a button or a menu line says it.
    fn action_words(state: &Self::State, action: Self::Action, seats: SeatNames) -> String;
    /// What `event` did, as the log says it; `state` is the state after the step that caused it.
    /// `None` for an event the next one says better (or the table shows otherwise).
    fn event_words(state: &Self::State, event: &Self::Event, seats: SeatNames) -> Option<String>;
}

/// The registry's words check for any game: `games` random games over every seat count, in every
/// language; every legal action and every event said must be a real sentence (not empty, no
/// message key left unresolved, no `{$argument}` left unfilled). The number of sentences checked.
pub fn check_words<G: Words>(games: u64, seed: u64) -> Result<u64, String> {
    use crate::engine::dice::{derive_seed, draw_into, seeded};
    use crate::engine::{MAX_CHANCE_DICE, RandomAi};
    use crate::i18n::{Language, language, set_language};

    let spoken = language();
    let seats = |s: usize| format!("Seat{s}");
    let names: SeatNames = &seats;
    let bad = |text: &str| {
        text.trim().is_empty()
            || text.contains('{')
            || (text.contains('-') && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
    };
    let counts: Vec<usize> = G::SEATS.collect();
    let mut said = 0u64;
    let mut result = Ok(());
    'games: for g in 0..games {
        let language = Language::ALL[g as usize % Language::ALL.len()];
        set_language(language);
        let game_seed = derive_seed(seed, g);
        let Ok(mut state) = G::new(G::setup(counts[g as usize % counts.len()]), game_seed) else {
            result = Err(format!("game {g}: the default setup was refused"));
            break;
        };
        let (mut rng, mut ai, mut legal) = (seeded(game_seed), RandomAi::new(game_seed), G::Actions::default());
        while !G::is_over(&state) && G::round(&state) < 10_000 {
            let events = if let Some(chance) = G::chance(&state) {
                let mut values = [0u8; MAX_CHANCE_DICE];
                draw_into(&mut rng, chance.sides(), &mut values[..chance.count()]);
                G::apply_chance(&mut state, &values[..chance.count()]).map_err(|e| e.to_string())
            } else {
                G::legal_actions(&state, &mut legal);
                for &a in legal.iter() {
                    let text = G::action_words(&state, a, names);
                    said += 1;
                    if bad(&text) {
                        result = Err(format!("{}: game {g} ({language:?}): {a:?} reads {text:?}", G::ID));
                        break 'games;
                    }
                }
                G::apply(&mut state, ai.pick(&legal)).map_err(|e| e.to_string())
            };
            let events = match events {
                Ok(events) => events,
                Err(e) => {
                    result = Err(format!("{}: game {g}: {e}", G::ID));
                    break 'games;
                }
            };
            for e in events.iter() {
                if let Some(text) = G::event_words(&state, e, names) {
                    said += 1;
                    if bad(&text) {
                        result = Err(format!("{}: game {g} ({language:?}): {e:?} reads {text:?}", G::ID));
                        break 'games;
                    }
                }
            }
        }
    }
    set_language(spoken);
    result.map(|()| said)
}
