//! What the shared screen (the TV everyone watches) may say of a match: only what every seat may
//! see. Its words about actions, seats and hints are made from [`Game::public_observation`], never
//! from the state itself; what only the seat in turn may know (its cup, the hint the Expert gives
//! it from its cup) goes to that seat's private view: its phone, or the TV's peek while it holds
//! it. The TV's bar, tooltips, status, log and hint box all ask here, and
//! [`screen_words`] is what the test of ruling L1 holds to for every registered game: the same
//! words whatever every seat's hidden dice.

use super::record::Step;
use super::words::log_of;
use super::{Game, SeatNames, Words};

/// What `action` of the seat to act does, as the shared screen says it (its bar's tooltip, the
/// pad's cursor): from what everyone sees, so nothing under a cup is counted.
pub fn outcome_on_screen<G: Words>(state: &G::State, action: G::Action, seats: SeatNames) -> Option<String> {
    G::action_outcome(&G::public_observation(state), action, seats)
}

/// Whether `seat` knows something the table does not (its observation is more than the public
/// one): its hint and the why of its moves then go to its private view only.
pub fn seat_has_secret<G: Game>(state: &G::State, seat: usize) -> bool {
    G::observation(state, seat) != G::public_observation(state)
}

/// What `action` of the seat to act does as that seat alone may read it (its peek, its phone).
pub fn outcome_in_private<G: Words>(state: &G::State, action: G::Action, seats: SeatNames) -> Option<String> {
    G::action_outcome(&G::observation(state, G::current(state)), action, seats)
}

/// A hint's words as the shared screen shows them: the hint itself when the seat has no secret,
/// else `in_private` (a line saying where to read it: the peek), since even the move chosen tells
/// of the dice it was chosen from.
pub fn hint_on_screen<G: Game>(
    state: &G::State,
    seat: usize,
    hint: &str,
    in_private: impl FnOnce() -> String,
) -> String {
    if seat_has_secret::<G>(state, seat) { in_private() } else { hint.to_string() }
}

/// Every word the shared screen says of `state` reached by `steps` from `start`: each seat's
/// standing, each legal action's words, taps and outcome, and the log. The test of ruling L1 holds
/// it equal across states that differ only in what is hidden.
pub fn screen_words<G: Words>(
    start: &G::State,
    steps: &[Step<G::Action>],
    state: &G::State,
    seats: SeatNames,
) -> Vec<String> {
    let public = G::public_observation(state);
    let mut words: Vec<String> = (0..G::players(state)).flat_map(|s| G::seat_words(&public, s, seats)).collect();
    let mut legal = G::Actions::default();
    G::legal_actions(state, &mut legal);
    for &action in legal.iter() {
        words.push(G::action_words(state, action, seats));
        words.extend(G::action_steps(state, action, seats));
        words.extend(outcome_on_screen::<G>(state, action, seats));
    }
    words.extend(log_of::<G>(start, steps, seats));
    words
}

/// Most steps of one random game the secrets check follows.
const MOST_STEPS: usize = 400;

/// The registry's check of ruling L1 on the shared screen, for any game: `games` random games per
/// seat count, each played twice side by side with the same decisions and the same public dice,
/// every secret draw (dice thrown for one seat's eyes: a cup) drawn anew for the twin. While the twins'
/// public story (every event) is the same, [`screen_words`] must be the same word for word, and
/// so must the hint box's words. Returns how many decisions were compared where the seat in turn
/// had a secret (a game with secrets that compares none has not been checked).
pub fn check_secrets_kept<G: crate::engine::policy::Players + Words>(games: u64, seed: u64) -> Result<u64, String> {
    use super::dice::{derive_seed, draw_into, seeded};
    let names = |s: usize| format!("Seat {}", s + 1);
    let mut secret_decisions = 0;
    for players in G::SEATS {
        for game in 0..games {
            let index = players as u64 * 10_000 + game;
            let (mut rng, mut twin_rng) = (seeded(derive_seed(seed, index)), seeded(derive_seed(!seed, index)));
            let start = G::new(G::setup(players), derive_seed(seed, index)).map_err(|e| e.to_string())?;
            let mut twins = [(start.clone(), Vec::new()), (start.clone(), Vec::new())];
            for _ in 0..MOST_STEPS {
                let state = &twins[0].0;
                if G::is_over(state) {
                    break;
                }
                let [step, twin_step] = match G::chance(state) {
                    Some(chance) => {
                        let mut values = [0u8; super::MAX_CHANCE_DICE];
                        let (sides, n) = (chance.sides(), chance.count());
                        draw_into(&mut rng, sides, &mut values[..n]);
                        let mut other = values;
                        draw_into(&mut twin_rng, sides, &mut other[..n]);
                        // A throw for one seat's eyes (a cup) is a secret; a hidden draw (a tile, a
                        // bag's die) is no one's: once drawn, the table sees what came.
                        let secret = chance.seen_only_by().is_some();
                        let twin: Vec<u8> = (0..n).map(|i| if secret { other[i] } else { values[i] }).collect();
                        [Step::Chance(values[..n].to_vec()), Step::Chance(twin)]
                    }
                    None => {
                        let mut legal = G::Actions::default();
                        G::legal_actions(state, &mut legal);
                        let pick = rand::RngExt::random_range(&mut rng, 0..legal.len());
                        let act = Step::Act { seat: G::current(state), action: legal[pick] };
                        [act.clone(), act]
                    }
                };
                let Ok(events) = super::record::apply_step::<G>(&mut twins[0].0, &step) else { break };
                twins[0].1.push(step);
                // The twin cannot follow (its secret made the decision illegal), or its public
                // story parted from the first's (a call lifted cups that differ): stop here.
                let Ok(twin_events) = super::record::apply_step::<G>(&mut twins[1].0, &twin_step) else { break };
                twins[1].1.push(twin_step);
                if *events != *twin_events {
                    break;
                }
                let [(a, a_steps), (b, b_steps)] = &twins;
                if G::chance(a).is_some() || G::is_over(a) {
                    continue;
                }
                let said = screen_words::<G>(&start, a_steps, a, &names);
                let twin_said = screen_words::<G>(&start, b_steps, b, &names);
                if said != twin_said {
                    let differs = said.iter().zip(&twin_said).find(|(x, y)| x != y);
                    return Err(format!(
                        "{players} seats, game {game}: the shared screen says {differs:?} of a secret"
                    ));
                }
                let seat = G::current(a);
                let hint = |s: &G::State| {
                    hint_on_screen::<G>(s, seat, &format!("{:?}", hint_move::<G>(s, seat)), || "peek".into())
                };
                if hint(a) != hint(b) {
                    return Err(format!("{players} seats, game {game}: the hint box tells of a secret"));
                }
                secret_decisions += u64::from(seat_has_secret::<G>(a, seat));
            }
        }
    }
    Ok(secret_decisions)
}

/// The weakest level's move for `seat` (a hint asked of it), for the secrets check.
fn hint_move<G: crate::engine::policy::Players>(state: &G::State, seat: usize) -> Option<G::Action> {
    let (level, _) = G::LEVELS.first()?;
    super::hint::hint::<G>(state, seat, level).ok().map(|h| h.action)
}
