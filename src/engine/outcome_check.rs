//! The words check of an action's outcome (`Words::action_outcome`): every legal action says what
//! it does, as a real sentence on one line, and every number it says is one the rules core gives.

use super::words::{SeatNames, Words};

/// `action`'s outcome in `state`: there (`Some`), one line, a real sentence (`bad` says which are
/// not), and every number in it one the rules core gives for the action: in the action's words,
/// the events of applying it, the chance it leads to (how many dice or tiles), the mover's standing
/// before and after it and what changed in it, the game's own `outcome_numbers`, or the seats'
/// names.
pub(super) fn check_outcome<G: Words>(
    state: &G::State,
    action: G::Action,
    names: SeatNames,
    bad: &dyn Fn(&str) -> bool,
) -> Result<(), String> {
    let Some(outcome) = G::action_outcome(state, action, names) else {
        return Err(format!("{action:?} has no outcome: every legal action says what it does"));
    };
    if bad(&outcome) || outcome.contains('\n') {
        return Err(format!("{action:?}'s outcome reads {outcome:?}"));
    }
    let known = known_numbers::<G>(state, action, names)?;
    match numbers_in(&outcome).into_iter().find(|n| !known.contains(n)) {
        Some(n) => Err(format!("{action:?}'s outcome {outcome:?} says {n}, which the rules core does not give")),
        None => Ok(()),
    }
}

/// The numbers the rules core gives for `action` in `state` (see `check_outcome`).
fn known_numbers<G: Words>(state: &G::State, action: G::Action, names: SeatNames) -> Result<Vec<u64>, String> {
    let mover = G::current(state);
    let mut after = state.clone();
    let events = G::apply(&mut after, action).map_err(|e| format!("{action:?}: {e}"))?;
    let mut facts: Vec<String> = events.iter().filter_map(|e| G::event_words(&after, e, names)).collect();
    facts.push(G::action_words(state, action, names));
    let before = G::seat_words(&G::observation(state, mover), mover, names);
    let now = G::seat_words(&G::observation(&after, mover), mover, names);
    let mut known: Vec<u64> = facts.iter().chain(&before).chain(&now).flat_map(|f| numbers_in(f)).collect();
    known.extend(changes(&before, &now));
    known.extend(G::chance(&after).map(|chance| chance.count() as u64));
    known.extend(G::outcome_numbers(state, action).into_iter().map(u64::from));
    // A seat's name is not a number ("Seat 2" is a name the check gives).
    known.extend((0..G::players(state)).flat_map(|seat| numbers_in(&names(seat))));
    Ok(known)
}

/// What changed in a standing: for each line said before and after with as many numbers, how far
/// each number moved ("Points: 80" to "Points: 100": 20).
fn changes(before: &[String], after: &[String]) -> Vec<u64> {
    let mut moved = Vec::new();
    for (was, is) in before.iter().zip(after) {
        let (was, is) = (numbers_in(was), numbers_in(is));
        if was.len() == is.len() {
            moved.extend(was.iter().zip(&is).map(|(a, b)| a.abs_diff(*b)).filter(|&d| d > 0));
        }
    }
    moved
}

/// The whole numbers written in `text`, in order (digits only: "+20" is 20, "3 of 5" is 3 and 5;
/// one too long to read is `u64::MAX`, which nothing gives).
pub(super) fn numbers_in(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).map(|n| n.parse().unwrap_or(u64::MAX)).collect()
}

#[cfg(test)]
mod tests {
    use super::{changes, numbers_in};

    #[test]
    fn numbers_are_read_whole_and_changes_line_by_line() {
        assert_eq!(numbers_in("completes row C: +20"), [20]);
        assert_eq!(numbers_in("throw 2 of 5 (3 left)"), [2, 5, 3]);
        assert!(numbers_in("ends your turn").is_empty());
        let before = ["Points: 80".to_string(), "Dice held: 5".into(), "Throw 1 of 5 (4 left)".into()];
        let after = ["Points: 100".to_string(), "Dice held: 8".into()];
        assert_eq!(changes(&before, &after), [20, 3], "the lines both say, number by number");
        let reworded = ["Resources: gold 1 · iron 2".to_string()];
        assert_eq!(changes(&reworded, &["Resources: gold 0".to_string()]), Vec::<u64>::new(), "not alike");
    }
}
