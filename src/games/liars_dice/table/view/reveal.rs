//! The cups' story played out: each slam in turn, and a call's reveal — every cup lifted at once,
//! each seat's dice shown on its mat (`lift`: the very dice thrown under its cup where they lie,
//! or dice laid out with its faces), the dice that count lit one by one with a running count
//! (ones in a glow of their own where they are wild), then the verdict; then the dice and cups
//! clear for the next round. The reveal holds the table (the shared banner: no action and no
//! throw while it is up) and says the count and then the verdict on it.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::Match;
use super::cups::{LIFT_S, SeatCup, spawn_cup, spawn_mats};
use super::lift::{Thrown, clear_piece, lift_cups};
use super::story::{Beat, Followed, Follower, RevealPlan};

use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::Phase;
use crate::t;
use crate::table::funnel::Why;
use crate::table::moment::{Moment, MomentSeat, TableMoment};
use crate::table::replay::ReplayedStep;
use crate::table::session::{Banner, Settings};
use crate::table::states::HeldBack;
use crate::table::turn_flow::TableStep;

/// A step of the match told forward by the turn flow.
type LiarsStep = TableStep<LiarsDice>;
use crate::table::view::input::skip::{self, SkipAnimations};

/// A shown die's edge, metres (larger than a thrown die's, to be read across the room).
pub(crate) const SHOWN_DIE_M: f32 = 0.026;
/// After the lift, a moment to see the dice before the count, seconds.
const LOOK_S: f32 = 0.6;
/// Between two dice counted, seconds.
pub(crate) const COUNT_STEP_S: f32 = 0.4;
/// The count's last number stays this long before the verdict, seconds.
const COUNTED_S: f32 = 0.8;
/// The verdict is read for this long before the cups clear, seconds.
const VERDICT_S: f32 = 3.0;
/// The running count says this many numbers at most (the last ones).
const COUNT_SHOWN: usize = 4;
/// Between two cups slammed one after the other, seconds.
const SLAM_GAP_S: f32 = 0.15;

/// A die shown on its seat's mat at a reveal.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct ShownDie {
    pub(crate) seat: usize,
    /// Its place among the seat's dice (the order the rules core keeps them in).
    pub(crate) index: usize,
    /// How it glows once counted (`None`: it does not count).
    pub(crate) glow: Option<Glow>,
    /// Counted: seconds since it lit.
    pub(crate) lit_s: Option<f32>,
    /// One of the dice thrown under the seat's cup, shown where it lies (not laid out for the show).
    pub(crate) physical: bool,
}

/// The glow of a counted die: the bid's face, or a one counted as wild.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Glow {
    Face,
    Wild,
}

/// What the cups are showing and what waits: the story followed, the beats to come, the reveal on.
#[derive(Resource, Default)]
pub(crate) struct Stage {
    pub(crate) follower: Follower,
    pub(crate) queue: VecDeque<Beat>,
    pub(crate) reveal: Option<Showing>,
    /// Seconds before the next slam may start.
    gap_s: f32,
}

/// A reveal under way.
#[derive(Clone, Debug)]
pub(crate) struct Showing {
    pub(crate) plan: RevealPlan,
    /// Seconds since the cups began to rise.
    pub(crate) t: f32,
    /// Dice counted so far.
    pub(crate) counted: usize,
}

impl Showing {
    /// When the `k`-th die that counts lights (from 0), seconds into the reveal.
    pub(crate) fn lights_at(k: usize) -> f32 {
        LIFT_S + LOOK_S + k as f32 * COUNT_STEP_S
    }
    /// When the verdict is said.
    pub(crate) fn verdict_at(&self) -> f32 {
        Self::lights_at(usize::from(self.plan.count)) + COUNTED_S
    }
    pub(crate) fn ends_at(&self) -> f32 {
        self.verdict_at() + VERDICT_S
    }
    /// The moment as the phones show it: the call, every seat's dice (those counted so far lit),
    /// the count so far, and the verdict once said.
    pub(crate) fn moment(&self) -> Moment {
        let lit: Vec<(usize, usize)> = self.plan.counted().into_iter().take(self.counted).collect();
        let seats = (0..self.plan.players)
            .filter(|&seat| !self.plan.dice.dice(seat).is_empty())
            .map(|seat| {
                let dice = self.plan.dice.dice(seat).to_vec();
                let lit = (0..dice.len()).map(|i| lit.contains(&(seat, i))).collect();
                MomentSeat { seat, dice, lit }
            })
            .collect();
        let (said, count) = (self.plan.said.clone(), self.clone());
        let title: Why = std::sync::Arc::new(move || said.title());
        let said = self.plan.said.clone();
        let verdict: Option<Why> =
            (self.t >= self.verdict_at()).then(|| std::sync::Arc::new(move || said.verdict()) as Why);
        let count: Why = std::sync::Arc::new(move || {
            let (what, numbers) = count.count_words();
            t!("ld-reveal-count", what = what, numbers = numbers)
        });
        Moment { title, seats, count, verdict }
    }
    /// The count's words: what is counted, and the numbers so far ("1 … 2 … 3").
    pub(crate) fn count_words(&self) -> (String, String) {
        let face = self.plan.face;
        let what =
            if self.plan.wild { t!("ld-reveal-face-wild", face = face) } else { t!("ld-reveal-face", face = face) };
        // The last few numbers: a long count stays one short line.
        let from = self.counted.saturating_sub(COUNT_SHOWN).max(1);
        let numbers: Vec<String> = (from..=self.counted).map(|n| n.to_string()).collect();
        let numbers = match (numbers.is_empty(), from > 1) {
            (true, _) => "0".to_string(),
            (false, true) => format!("… {}", numbers.join(" … ")),
            (false, false) => numbers.join(" … "),
        };
        (what, numbers)
    }
}

/// Every piece of the cups' table: cups, shown dice, mats.
type Pieces = Or<(With<SeatCup>, With<ShownDie>, With<super::cups::SeatMat>)>;

/// The match's new steps become beats; a record not followed shows the match as it stands.
pub(crate) fn follow_match(
    mut commands: Commands,
    m: Res<Match>,
    (mut played, mut replayed): (MessageReader<LiarsStep>, MessageReader<ReplayedStep<LiarsDice>>),
    mut stage: ResMut<Stage>,
    pieces: Query<(Entity, Option<&ShownDie>), Pieces>,
    (mut held, mut moment): (ResMut<HeldBack>, ResMut<TableMoment>),
) {
    let told: Vec<&LiarsStep> = played.read().chain(replayed.read().map(|r| &r.0)).collect();
    let followed = if m.is_added() {
        stage.follower.restart(&m);
        Followed::Afresh
    } else if m.is_changed() || !told.is_empty() {
        stage.follower.follow(&m, told)
    } else {
        return;
    };
    match followed {
        Followed::Beats(beats) => {
            // A call is held back from the moment it is made, until its reveal has counted it.
            if let Some(plan) = beats.iter().find_map(|b| if let Beat::Reveal(p) = b { Some(p) } else { None }) {
                held.hold_first(plan.step, plan.before.clone());
            }
            stage.queue.extend(beats);
        }
        Followed::Afresh => {
            for (piece, die) in &pieces {
                clear_piece(&mut commands, piece, die);
            }
            stage.queue.clear();
            stage.reveal = None;
            moment.clear();
            held.release();
            let seats = m.config.seats.len();
            spawn_mats(&mut commands, seats);
            if m.state.phase() != Phase::GameOver {
                for seat in (0..seats).filter(|&s| m.state.has_thrown(s) && !m.state.is_out(s)) {
                    spawn_cup(&mut commands, seat, seats, true);
                }
            }
        }
    }
}

/// The next beats play: slams one after another; a reveal holds everything after it until done
/// (a click skips its count, then its verdict).
#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
pub(crate) fn play_beats(
    mut commands: Commands,
    time: Res<Time>,
    m: Res<Match>,
    settings: Res<Settings>,
    (mut stage, mut banner, mut held, mut moment): (
        ResMut<Stage>,
        ResMut<Banner>,
        ResMut<HeldBack>,
        ResMut<TableMoment>,
    ),
    mut cups: Query<(Entity, &mut SeatCup)>,
    mut dice: Query<(Entity, &mut ShownDie)>,
    thrown: Thrown,
    mut skips: MessageReader<SkipAnimations>,
) {
    let dt = time.delta_secs();
    stage.gap_s -= dt;
    if let Some(showing) = stage.reveal.as_ref() {
        // A click skips the count to its verdict, and the verdict to the table going on.
        let skipped = skip::asked(&mut skips);
        let next = if showing.t < showing.verdict_at() { showing.verdict_at() } else { showing.ends_at() };
        let step = if skipped { (next - showing.t).max(dt) } else { dt };
        let before = (showing.counted, showing.t >= showing.verdict_at());
        go_on_revealing(&mut commands, step, &settings, &mut stage, &mut banner, &mut cups, &mut dice);
        match stage.reveal.as_ref() {
            Some(s) if (s.counted, s.t >= s.verdict_at()) != before => moment.show(s.moment()),
            Some(_) => {}
            None => moment.clear(),
        }
        // The log and the status say the call once the count has reached its verdict; the game's
        // last call holds the results until the reveal is over.
        let over = m.state.phase() == Phase::GameOver;
        match stage.reveal.as_ref().filter(|s| s.t < s.verdict_at() || over) {
            Some(s) => held.hold(s.plan.step, s.plan.before.clone()),
            None => held.release(),
        }
        return;
    }
    // A call waiting behind a slam's gap holds the table already: the next round's cups are not
    // thrown before its reveal has lifted this round's (an AI may call the moment the last cup lands).
    if !settings.fast && stage.queue.iter().any(|b| matches!(b, Beat::Reveal(_))) {
        banner.left_s = banner.left_s.max(SLAM_GAP_S);
    }
    let seats = m.config.seats.len();
    // The cups standing, this frame's new ones included (fast play slams and clears in one frame).
    let mut standing: Vec<(usize, Entity)> = cups.iter().map(|(e, c)| (c.seat, e)).collect();
    while stage.gap_s <= 0.0 || settings.fast {
        match stage.queue.pop_front() {
            Some(Beat::Slam(seat)) => {
                if !standing.iter().any(|&(s, _)| s == seat) {
                    standing.push((seat, spawn_cup(&mut commands, seat, seats, settings.fast)));
                }
                stage.gap_s = SLAM_GAP_S;
            }
            // Fast play shows no reveal: the cups clear for the next round at once.
            Some(Beat::Reveal(_)) if settings.fast => {
                standing.drain(..).for_each(|(_, e)| commands.entity(e).despawn());
                held.release();
            }
            Some(Beat::Reveal(plan)) => {
                lift_cups(&mut commands, &plan, seats, &mut cups, &thrown);
                held.hold(plan.step, plan.before.clone());
                let showing = Showing { plan, t: 0.0, counted: 0 };
                moment.show(showing.moment());
                stage.reveal = Some(showing);
                hold(&mut banner, stage.reveal.as_ref());
                return;
            }
            None => return,
        }
    }
}

/// The reveal goes on: the next die lights when its time comes, the banner holds the table and
/// says the count (then the verdict); at its end the dice and cups clear.
fn go_on_revealing(
    commands: &mut Commands,
    dt: f32,
    settings: &Settings,
    stage: &mut Stage,
    banner: &mut Banner,
    cups: &mut Query<(Entity, &mut SeatCup)>,
    dice: &mut Query<(Entity, &mut ShownDie)>,
) {
    let Some(showing) = stage.reveal.as_mut() else { return };
    showing.t += dt;
    let order = showing.plan.counted();
    while showing.counted < order.len() && showing.t >= Showing::lights_at(showing.counted) {
        let (seat, index) = order[showing.counted];
        if let Some((_, mut die)) = dice.iter_mut().find(|(_, d)| d.seat == seat && d.index == index) {
            die.lit_s = Some(0.0);
        }
        showing.counted += 1;
    }
    for (_, mut die) in dice.iter_mut() {
        if let Some(lit) = die.lit_s.as_mut() {
            *lit += dt;
        }
    }
    if showing.t < showing.ends_at() {
        hold(banner, stage.reveal.as_ref());
        return;
    }
    for (entity, die) in dice.iter() {
        clear_piece(commands, entity, Some(die));
    }
    for (entity, _) in cups.iter() {
        commands.entity(entity).despawn();
    }
    stage.reveal = None;
    stage.gap_s = if settings.fast { 0.0 } else { SLAM_GAP_S };
}

/// The banner holds the table until the reveal ends, saying the count and then the verdict.
fn hold(banner: &mut Banner, showing: Option<&Showing>) {
    let Some(showing) = showing else { return };
    banner.text = if showing.t >= showing.verdict_at() {
        showing.plan.verdict.clone()
    } else {
        let (what, numbers) = showing.count_words();
        t!("ld-reveal-count", what = what, numbers = numbers)
    };
    banner.round_end = false;
    banner.left_s = banner.left_s.max(showing.ends_at() - showing.t);
}
