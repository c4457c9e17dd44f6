//! The pieces a person at the TV must see or click now: where each of their legal actions lies on
//! the table (the cup to throw, a die to pick, a square or a spot to place on), as the lesson's
//! callout and the hint ring them. The screenshot run's `layout.json` and the layout test check
//! that each lies inside the 3D view and under no panel.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::engine::{Game, Words};
use crate::table::GameSet;
use crate::table::lesson::Anchor;
use crate::table::states::{TurnState, playing_with};
use crate::table::view::hud::hud_layout::table_to_ui;
use crate::table::view::hud::hud_shell::TableHud;
use crate::table::view::tabletop::camera::TableCamera;

/// The world points of the pieces to see now, each with the words of the action it stands for
/// (empty while no person at the TV is asked to act).
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct PiecesToSee(pub(crate) Vec<(String, Vec3)>);

impl PiecesToSee {
    /// Where the pieces lie (the overview holds them in its frame).
    pub(crate) fn points(&self) -> impl ExactSizeIterator<Item = Vec3> + '_ {
        self.0.iter().map(|(_, p)| *p)
    }
}

/// Two anchors nearer than this are one piece (a square that several actions place on), metres.
const SAME_PIECE_M: f32 = 0.005;

pub(crate) fn plugin<M: TableHud>(app: &mut App)
where
    M::G: Words,
{
    app.init_resource::<PiecesToSee>()
        .add_systems(Update, note_pieces::<M>.run_if(playing_with::<M>()).in_set(GameSet::Present));
}

/// Note where every legal action of the person at the TV lies on the table this frame.
fn note_pieces<M: TableHud>(
    m: Res<M>,
    picked: Res<M::Picked>,
    turn: Res<State<TurnState>>,
    pieces: Query<&GlobalTransform>,
    mut out: ResMut<PiecesToSee>,
) where
    M::G: Words,
{
    out.0.clear();
    if !m.tv_to_act() || !matches!(turn.get(), TurnState::AwaitThrow | TurnState::Placing) {
        return;
    }
    let state = m.game_state();
    let names = |s: usize| m.config().seats.get(s).map_or_else(String::new, |seat| seat.name.clone());
    let mut legal = <M::G as Game>::Actions::default();
    M::G::legal_actions(state, &mut legal);
    for &action in legal.iter() {
        let point = match m.anchor(action, &picked) {
            Anchor::Table(p) => Some(p),
            Anchor::Piece(e) => pieces.get(e).ok().map(GlobalTransform::translation),
            Anchor::Bar => None,
        };
        let Some(point) = point else { continue };
        if out.0.iter().all(|(_, p)| p.distance(point) > SAME_PIECE_M) {
            out.0.push((M::G::action_words(state, action, &names), point));
        }
    }
}

/// Where each piece to see shows on the screen, in egui points (a piece behind the camera:
/// `None`).
pub(crate) fn on_screen(
    pieces: &PiecesToSee,
    camera: &Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    zoom: f32,
) -> Vec<(String, Option<egui::Pos2>)> {
    let Ok((camera, eye)) = camera.single() else { return vec![] };
    pieces.0.iter().map(|(words, p)| (words.clone(), table_to_ui(camera, eye, zoom, *p))).collect()
}
