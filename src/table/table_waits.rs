//! Whether the table waits, and for what: one value a frame, judged before anyone acts (after the
//! window's holds are set, before the TV's inputs and AI seats), read by everyone who may act
//! or tell a seat it may: the TV's bars, pad and keys, the phones, AI seats and the hint. The
//! turn flow's funnel refuses what arrives under a banner anyway (`turn_flow::apply_actions`).

use bevy::prelude::*;

use crate::table::frame::{GameSet, TableInput};
use crate::table::replay::Replay;
use crate::table::session::Banner;
use crate::table::states::{TableHold, TurnState};

/// What the table waits for now, the first reason that holds (or `Ready`).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableWaits {
    /// No turn to take: no match is played (setup, results).
    #[default]
    NoTurn,
    /// A menu is open (pause, settings, the guide).
    Menu,
    /// A round's summary waits for a person's OK.
    Summary,
    /// A replay plays the match.
    Replay,
    /// A banner tells what just happened.
    Banner,
    /// Dice are in the air or settling.
    Rolling,
    /// Nothing: the seat in turn (a person, a phone or an AI) may act.
    Ready,
}

impl TableWaits {
    /// Whether the seat in turn may act now.
    pub fn ready(self) -> bool {
        self == TableWaits::Ready
    }
    /// Whether a menu or a summary holds the table (what the TV's bars and pad hide for).
    pub fn held(self) -> bool {
        matches!(self, TableWaits::Menu | TableWaits::Summary)
    }

    /// The reason from what holds the table: its holds, a replay, the banner, the turn sub-state.
    pub fn judge(hold: TableHold, replay: bool, banner: bool, turn: Option<TurnState>) -> TableWaits {
        match turn {
            _ if hold.menu => TableWaits::Menu,
            _ if hold.summary => TableWaits::Summary,
            _ if replay => TableWaits::Replay,
            None => TableWaits::NoTurn,
            _ if banner => TableWaits::Banner,
            Some(TurnState::Banner) => TableWaits::Banner,
            Some(TurnState::Rolling) => TableWaits::Rolling,
            Some(TurnState::AwaitThrow | TurnState::Placing | TurnState::AiThinking) => TableWaits::Ready,
        }
    }
}

/// The frame's judgement, in the core's frame order (the window's holds are set before it).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct JudgeWaits;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TableWaits>()
        .configure_sets(Update, JudgeWaits.in_set(GameSet::Input).before(TableInput))
        .add_systems(Update, judge_table_waits.in_set(JudgeWaits));
}

fn judge_table_waits(
    hold: Res<TableHold>,
    replay: Option<Res<Replay>>,
    banner: Res<Banner>,
    turn: Option<Res<State<TurnState>>>,
    mut waits: ResMut<TableWaits>,
) {
    let now = TableWaits::judge(*hold, replay.is_some(), banner.left_s > 0.0, turn.map(|t| *t.get()));
    waits.set_if_neq(now);
}

/// Run condition: the table waits for nothing (AI seats decide only then).
pub fn table_ready(waits: Res<TableWaits>) -> bool {
    waits.ready()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_reason_that_holds_is_the_one_the_table_waits_for() {
        let none = TableHold::default();
        let menu = TableHold { menu: true, summary: true };
        let summary = TableHold { menu: false, summary: true };
        let placing = Some(TurnState::Placing);
        assert_eq!(TableWaits::judge(none, false, false, placing), TableWaits::Ready);
        assert_eq!(TableWaits::judge(none, false, false, Some(TurnState::AiThinking)), TableWaits::Ready);
        assert_eq!(TableWaits::judge(menu, true, true, placing), TableWaits::Menu);
        assert_eq!(TableWaits::judge(summary, true, true, placing), TableWaits::Summary);
        assert_eq!(TableWaits::judge(none, true, true, placing), TableWaits::Replay);
        assert_eq!(TableWaits::judge(none, false, true, placing), TableWaits::Banner);
        assert_eq!(TableWaits::judge(none, false, false, Some(TurnState::Banner)), TableWaits::Banner);
        assert_eq!(TableWaits::judge(none, false, false, Some(TurnState::Rolling)), TableWaits::Rolling);
        assert_eq!(TableWaits::judge(none, false, false, None), TableWaits::NoTurn);
        assert!(TableWaits::Menu.held() && TableWaits::Summary.held() && !TableWaits::Banner.held());
        assert!(TableWaits::Ready.ready() && !TableWaits::Rolling.ready());
    }
}
