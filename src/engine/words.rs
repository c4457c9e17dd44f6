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
    /// The rules core's refusal `error` (of an action or a throw on `state`) as the player reads it,
    /// in the player's language: a toast, a phone's line. Never a console command; the console
    /// keeps the error's English `Display`.
    fn error_words(state: &Self::State, error: &Self::Error, seats: SeatNames) -> String;
    /// What `event` did, as the log says it; `state` is the state after the step that caused it.
    /// `None` for an event the next one says better (or the table shows otherwise). Several lines
    /// are separated by `\n` (the log shows each; a banner shows them together).
    fn event_words(state: &Self::State, event: &Self::Event, seats: SeatNames) -> Option<String>;
    /// The log's first line, for the game as it starts (`None`: none).
    fn opening_words(_state: &Self::State, _seats: SeatNames) -> Option<String> {
        None
    }
    /// The log's line for `seat`'s decision, `before` it was applied, when its events do not say it.
    fn decision_words(_before: &Self::State, _seat: usize, _action: Self::Action, _seats: SeatNames) -> Option<String> {
        None
    }
    /// The log's line for a chance outcome, `before` it was applied, when its events do not say it.
    fn chance_words(_before: &Self::State, _values: &[u8], _seats: SeatNames) -> Option<String> {
        None
    }
    /// `seat`'s own standing, one short line each, in the player's language ("Points: 12",
    /// "Dice to throw: 5"): what a phone shows of its seat and of the others. `state` is what that
    /// seat may see (an observation). Default: nothing.
    fn seat_words(_state: &Self::State, _seat: usize, _seats: SeatNames) -> Vec<String> {
        Vec::new()
    }
    /// The dice `seat` holds that only it may see (a cup's dice under its hand), their faces in
    /// the order the game keeps them: a phone draws them large for its own seat. `state` is what
    /// that seat may see (an observation), so another seat's observation gives none. Empty where no
    /// die is private, or before they are thrown. Default: none.
    fn own_dice(_state: &Self::State, _seat: usize) -> Vec<u8> {
        Vec::new()
    }
    /// The words of each tap that picks `action` on a phone, coarse to fine: the phone shows the
    /// distinct first steps of all legal actions as buttons, then the next steps of the one tapped.
    /// Joined, they must say what `action_words` says (same facts). Default: one step, `action_words`.
    fn action_steps(state: &Self::State, action: Self::Action, seats: SeatNames) -> Vec<String> {
        vec![Self::action_words(state, action, seats)]
    }
    /// What `action` of the seat to act in `state` does, in the game's words, said beside the
    /// action wherever it is offered (a phone's button, the TV's bar on hover, the pad cursor):
    /// what it spends and what it gains, the points it scores or pays, the counters it takes, read
    /// from the rules core (its own queries, or the action applied to a copy). Every game says it
    /// for every legal action, on one short line (`check_words` holds it to that); `None` only for
    /// an action that is not legal in `state`.
    fn action_outcome(state: &Self::State, action: Self::Action, seats: SeatNames) -> Option<String>;
    /// Numbers of `state` that `action_outcome` may name beyond those its events, the action's
    /// words, the chance it leads to and the mover's standing before and after it give (a row's
    /// squares, the pot, a die's or a tile's number), each read from the rules core:
    /// `check_words` holds every number an outcome says to these and those. Default: none.
    fn outcome_numbers(_state: &Self::State, _action: Self::Action) -> Vec<u32> {
        Vec::new()
    }
    /// The claim the seat in turn must beat or answer, in words ("To beat: Bastien's 4 × 3"):
    /// a phone shows it above its choices. Public: `state` may be any seat's view. Default: none.
    fn standing_words(_state: &Self::State, _seats: SeatNames) -> Option<String> {
        None
    }
}

/// The log of a game from `start` through `steps`, in the current language: the opening line, then
/// for each step its own line and its events' lines. A table's log is this, so switching language
/// or resuming a save says it all again in the language spoken now.
pub fn log_of<G: Words>(
    start: &G::State,
    steps: &[crate::engine::record::Step<G::Action>],
    seats: SeatNames,
) -> Vec<String> {
    let mut state = start.clone();
    let mut lines: Vec<String> = G::opening_words(&state, seats).into_iter().collect();
    for step in steps {
        let own = step_words::<G>(&state, step, seats);
        let Ok(events) = crate::engine::record::apply_step::<G>(&mut state, step) else { break };
        log_step::<G>(&mut lines, own, &state, &events, seats);
    }
    lines
}

/// A step's own line, said from the state before it is applied (so nobody copies the state to
/// keep it); `None` when its events say it.
pub fn step_words<G: Words>(
    before: &G::State,
    step: &crate::engine::record::Step<G::Action>,
    seats: SeatNames,
) -> Option<String> {
    use crate::engine::record::Step;
    match step {
        Step::Act { seat, action } => G::decision_words(before, *seat, *action, seats),
        Step::Chance(values) => G::chance_words(before, values, seats),
    }
}

/// Append the lines of one step to `lines`: its own (`step_words`, said before it was applied),
/// then its events' (said from the state `after` it).
pub fn log_step<G: Words>(
    lines: &mut Vec<String>,
    own: Option<String>,
    after: &G::State,
    events: &[G::Event],
    seats: SeatNames,
) {
    let said = own.into_iter().chain(events.iter().filter_map(|e| G::event_words(after, e, seats)));
    lines.extend(said.flat_map(|text| text.split('\n').map(str::to_string).collect::<Vec<_>>()));
}

/// The registry's words check for any game: `games` random games over every seat count, in every
/// language; the legal actions of a decision must each read apart, and every legal action and
/// every line of the log must be a real sentence (not empty, no
/// message key left unresolved, no `{$argument}` left unfilled, no "?" for a thing it could not
/// name, no Korean particle left as a pair). So must every seat's standing, every action's taps
/// on a phone and every legal action's outcome, each number of it one the rules core gives
/// (`check_phone`). The number of sentences checked.
// Its lines are long because it is one walk (a game played in every language, each step's words
// checked as they come); each check it makes is a function of its own.
pub fn check_words<G: Words>(games: u64, seed: u64) -> Result<u64, String> {
    use crate::engine::dice::{derive_seed, draw_into, seeded};
    use crate::engine::record::{Step, apply_step};
    use crate::engine::{MAX_CHANCE_DICE, RandomAi};
    use crate::i18n::{Language, language, set_language};

    let spoken = language();
    let seats = |s: usize| format!("Seat{s}");
    let names: SeatNames = &seats;
    let bad = |text: &str| {
        text.trim().is_empty()
            || text.contains('{')
            || text.contains(" ?")
            || ["을(를)", "이(가)", "은(는)", "와(과)", "(으)로"].iter().any(|pair| text.contains(pair))
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
        let mut lines: Vec<String> = G::opening_words(&state, names).into_iter().collect();
        while !G::is_over(&state) && G::round(&state) < 10_000 {
            let step = if let Some(chance) = G::chance(&state) {
                let mut values = [0u8; MAX_CHANCE_DICE];
                draw_into(&mut rng, chance.sides(), &mut values[..chance.count()]);
                Step::Chance(values[..chance.count()].to_vec())
            } else {
                G::legal_actions(&state, &mut legal);
                let mut texts: Vec<String> = Vec::with_capacity(legal.len());
                for &a in legal.iter() {
                    let text = G::action_words(&state, a, names);
                    said += 1;
                    if bad(&text) {
                        result = Err(format!("{}: game {g} ({language:?}): {a:?} reads {text:?}", G::ID));
                        break 'games;
                    }
                    // A pad's or a phone's list names each choice apart.
                    if let Some(i) = texts.iter().position(|t| *t == text) {
                        let other = legal[i];
                        result =
                            Err(format!("{}: game {g} ({language:?}): {a:?} and {other:?} both read {text:?}", G::ID));
                        break 'games;
                    }
                    texts.push(text);
                }
                match check_phone::<G>(&state, &legal, names, &bad) {
                    Ok(n) => said += n,
                    Err(e) => {
                        result = Err(format!("{}: game {g} ({language:?}): {e}", G::ID));
                        break 'games;
                    }
                }
                Step::Act { seat: G::current(&state), action: ai.pick(&legal) }
            };
            let own = step_words::<G>(&state, &step, names);
            match apply_step::<G>(&mut state, &step) {
                Ok(events) => log_step::<G>(&mut lines, own, &state, &events, names),
                Err(e) => {
                    result = Err(format!("{}: game {g}: {e}", G::ID));
                    break 'games;
                }
            }
            for text in lines.drain(..) {
                said += 1;
                if bad(&text) {
                    result = Err(format!("{}: game {g} ({language:?}): after {step:?} the log reads {text:?}", G::ID));
                    break 'games;
                }
            }
        }
    }
    set_language(spoken);
    result.map(|()| said)
}

/// A decision's words on the phones: every seat's standing as the seat to act sees it (some lines,
/// none of them bad; private dice its own only), and each legal action's taps (some, none bad, every number of its
/// `action_words` among them; no two actions with the same taps, and no action's taps the start
/// of another's, so a phone tells them apart), and each legal action's outcome (said, one line,
/// its numbers the rules core's: `outcome_check`). The number of lines, taps and outcomes checked.
fn check_phone<G: Words>(
    state: &G::State,
    legal: &[G::Action],
    names: SeatNames,
    bad: &dyn Fn(&str) -> bool,
) -> Result<u64, String> {
    let mut said = 0u64;
    let seen = G::observation(state, G::current(state));
    for seat in 0..G::players(state) {
        let lines = G::seat_words(&seen, seat, names);
        said += lines.len() as u64;
        if lines.is_empty() || lines.iter().any(|line| bad(line)) {
            return Err(format!("seat {seat}'s standing reads {lines:?}"));
        }
        // A seat's private dice reach its own phone only, each a face (never one hidden).
        let own = G::own_dice(&seen, seat);
        if (seat != G::current(state) && !own.is_empty()) || own.contains(&0) {
            return Err(format!("the seat to act is shown seat {seat}'s private dice {own:?}"));
        }
    }
    let numbers = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).map(str::to_string).collect()
    };
    let steps: Vec<Vec<String>> = legal.iter().map(|&a| G::action_steps(state, a, names)).collect();
    for (i, (&action, taps)) in legal.iter().zip(&steps).enumerate() {
        said += taps.len() as u64;
        if taps.is_empty() || taps.iter().any(|tap| bad(tap)) {
            return Err(format!("{action:?} is tapped as {taps:?}"));
        }
        let (words, joined) = (G::action_words(state, action, names), numbers(&taps.join(" ")));
        if let Some(n) = numbers(&words).into_iter().find(|n| !joined.contains(n)) {
            return Err(format!("{action:?}: {taps:?} leave out the {n} of {words:?}"));
        }
        super::outcome_check::check_outcome::<G>(state, action, names, bad)?;
        said += 1;
        if let Some(j) = steps[..i].iter().position(|other| other.starts_with(taps) || taps.starts_with(other)) {
            return Err(format!("{action:?} ({taps:?}) and {:?} ({:?}) cannot be told apart", legal[j], steps[j]));
        }
    }
    Ok(said)
}
