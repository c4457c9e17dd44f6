//! What the cups must show, told forward by the turn flow (each step played, with the state after
//! it) and by a replay's step forward: each cup thrown (a chance step) becomes a slam of that
//! seat's cup and each dudo or calza a reveal of the dice as the cups were lifted, in the order
//! they happened, even when the next round's cups are thrown in the same frame as the call
//! (instant dice). Steps the follower was not told (a replay's jump, an undo, a new match) make
//! it show the match as it stands, afresh.

use crate::engine::Words;
use crate::engine::record::Step;
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::{Action, Call, Event, LiarsDiceState, ONE, Revealed};
use crate::table::states::ShownAsOf;
use crate::table::turn_flow::TableStep;

use super::Match;

/// One thing the cups show, in the order the match's steps came.
#[allow(clippy::large_enum_variant)] // a round has a few beats: boxing the reveal saves nothing worth it
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Beat {
    /// Seat `0`'s cup is thrown: it slams down over its dice.
    Slam(usize),
    /// The cups are lifted on a call: the dice as they lay, counted for the bid's face.
    Reveal(RevealPlan),
}

/// A call's reveal: every seat's dice, the face counted, whether ones are wild, and the verdict.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RevealPlan {
    pub(crate) call: Call,
    pub(crate) face: u8,
    /// Ones count for the face (not on a bid of ones, not in a palifico round).
    pub(crate) wild: bool,
    pub(crate) dice: Revealed,
    pub(crate) players: usize,
    /// The rules core's count (what the counting must reach).
    pub(crate) count: u8,
    /// The verdict in words, as the log says it (the call's count, then the die lost or won).
    pub(crate) verdict: String,
    /// The call's step in the match's record (the log and status hold it back until the count ends).
    pub(crate) step: usize,
    /// The match as it stood before the call: what the log and the status say while it is held.
    pub(crate) before: ShownAsOf,
    /// What the call and its verdict are said from, in any language (each phone its own).
    pub(crate) said: RevealSaid,
}

/// The call's words made again in the language spoken when asked: the state before and after it,
/// its events and the seats' names.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RevealSaid {
    before: LiarsDiceState,
    after: LiarsDiceState,
    events: Vec<Event>,
    names: Vec<String>,
}

impl RevealSaid {
    fn name(&self, seat: usize) -> String {
        self.names.get(seat).cloned().unwrap_or_default()
    }
    /// Who called what: "Chloé: Dudo! Challenge Bastien's 4 × 3".
    pub(crate) fn title(&self) -> String {
        let call = self.events.iter().find_map(|e| match e {
            Event::Challenge { seat, call, .. } => Some((usize::from(*seat), *call)),
            _ => None,
        });
        let Some((seat, call)) = call else { return String::new() };
        let action = match call {
            Call::Dudo => Action::Dudo,
            Call::Calza => Action::Calza,
        };
        let words = LiarsDice::action_words(&self.before, action, &|s| self.name(s));
        format!("{}: {words}", self.name(seat))
    }
    /// The verdict, as the log says it; a calza found exact is said right first.
    pub(crate) fn verdict(&self) -> String {
        let names = |s: usize| self.name(s);
        let said: Vec<String> =
            self.events.iter().filter_map(|e| LiarsDice::event_words(&self.after, e, &names)).collect();
        let right = self
            .events
            .iter()
            .any(|e| matches!(e, Event::Challenge { call: Call::Calza, quantity, count, .. } if quantity == count));
        let verdict = said.join(" ");
        if right { format!("{} {verdict}", crate::t!("ld-verdict-calza-right")) } else { verdict }
    }
}

impl RevealPlan {
    /// Whether a die showing `value` counts for the bid.
    pub(crate) fn counts(&self, value: u8) -> bool {
        value == self.face || (self.wild && value == ONE)
    }

    /// The dice that count, in counting order: seat by seat, each seat's dice left to right.
    pub(crate) fn counted(&self) -> Vec<(usize, usize)> {
        (0..self.players)
            .flat_map(|seat| self.dice.dice(seat).iter().enumerate().map(move |(i, &v)| (seat, i, v)))
            .filter(|&(_, _, v)| self.counts(v))
            .map(|(seat, i, _)| (seat, i))
            .collect()
    }
}

/// Where the told story stands: the state after the last step told and the log's length then,
/// and how many steps of the record have been told.
#[derive(Default)]
pub(crate) struct Follower {
    last: Option<(LiarsDiceState, usize)>,
    seen: usize,
}

/// What the record's new steps mean for the cups.
#[derive(Debug, PartialEq)]
pub(crate) enum Followed {
    /// The new steps, in order (none: nothing new).
    Beats(Vec<Beat>),
    /// The record is not the one followed: show the match as it stands, without a story.
    Afresh,
}

impl Follower {
    /// Start over from the match as it stands.
    pub(crate) fn restart(&mut self, m: &Match) {
        self.last = Some((m.state.clone(), m.log.len()));
        self.seen = m.record.steps.len();
    }

    /// The beats of the steps `told` since last asked; [`Followed::Afresh`] (and following from
    /// here) when a step was not told in order or the match is not where the told steps led.
    pub(crate) fn follow<'a>(
        &mut self,
        m: &Match,
        told: impl IntoIterator<Item = &'a TableStep<LiarsDice>>,
    ) -> Followed {
        let names = |s: usize| m.seat_name(s).to_string();
        let mut beats = Vec::new();
        for told in told {
            let Some((before, log_lines)) = self.last.take().filter(|_| told.index == self.seen) else {
                self.restart(m);
                return Followed::Afresh;
            };
            match &told.step {
                Step::Chance(_) => beats.extend(before.next_to_throw().map(Beat::Slam)),
                Step::Act { .. } => {
                    let plan = reveal_of((&before, log_lines), &told.after, &told.events, &names);
                    beats.extend(plan.map(|plan| Beat::Reveal(RevealPlan { step: told.index, ..plan })));
                }
            }
            (self.last, self.seen) = (Some((told.after.clone(), told.log_lines)), told.index + 1);
        }
        let follows = self.last.as_ref().is_some_and(|(state, _)| *state == m.state);
        if self.seen != m.record.steps.len() || !follows {
            self.restart(m);
            return Followed::Afresh;
        }
        Followed::Beats(beats)
    }
}

/// The reveal a step's events hold (a dudo or a calza), with the verdict in words.
fn reveal_of(
    (before, log_lines): (&LiarsDiceState, usize),
    after: &LiarsDiceState,
    events: &[Event],
    names: &dyn Fn(usize) -> String,
) -> Option<RevealPlan> {
    let &Event::Challenge { call, face, count, dice, .. } =
        events.iter().find(|e| matches!(e, Event::Challenge { .. }))?
    else {
        return None;
    };
    let said = RevealSaid {
        before: before.clone(),
        after: after.clone(),
        events: events.to_vec(),
        names: (0..before.players()).map(names).collect(),
    };
    Some(RevealPlan {
        call,
        face,
        wild: before.ones_wild_for(face),
        dice,
        players: before.players(),
        count,
        verdict: said.verdict(),
        step: 0,
        before: ShownAsOf::new(before.clone(), log_lines),
        said,
    })
}
