//! The hex map in 3D: each placed tile in its terrain, with the tents and houses on it in the
//! seats' colours and a rim in the colour of whoever holds first place; a new tile drops in on an
//! arc; the map slides to stay centred as it grows (the spots and tiles a person may click glow:
//! [`super::map_spots`]).
//! Each seat's mat in front shows the tents on its board and the houses it has left.

use bevy::prelude::*;

use super::piece_outline::outlined;
use super::piece_places::{HOUSE_H_M, PieceKind, ROOF_H_M, TENT_H_M, pieces_on};
use super::{SettlersLooks, hex_offset, map_origin};
use crate::games::dice_settlers::rules::Placed;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::GameSet;
use crate::table::states::{AppState, playing_with};
use crate::table::view::seat_color;
use crate::table::view::tabletop::layout;
use crate::table::view::tabletop::seating::seat_pose;
use crate::table::view::tabletop::table_scope::TableScoped;

/// How fast the map slides to its new centre, per second (exponential ease).
const MAP_SLIDE_PER_S: f32 = 4.0;

/// The parent of every tile.
#[derive(Component)]
#[require(TableScoped)]
pub(crate) struct MapRoot;

/// A tile on the map and what its pieces show.
#[derive(Component)]
struct TileView {
    no: u8,
    shown: Option<Placed>,
}

/// The tents and houses standing on a tile (rebuilt when they change).
#[derive(Component)]
struct TilePieces;

/// The rim under a tile, in the leading seat's colour.
#[derive(Component)]
struct TileRim;

/// A seat's mat and what it shows (tents on the board, houses built).
#[derive(Component)]
#[require(TableScoped)]
struct SeatMat {
    seat: usize,
    shown: Option<(u8, u8)>,
}

/// One material per seat colour.
#[derive(Resource)]
pub(crate) struct SeatMaterials(pub(crate) Vec<Handle<StandardMaterial>>);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Playing), spawn_map.run_if(resource_exists::<SettlersMatch>)).add_systems(
        Update,
        (sync_tiles, sync_pieces, slide_map, super::map_spots::sync_spots, sync_mats)
            .chain()
            .in_set(GameSet::Animate)
            .run_if(playing_with::<SettlersMatch>()),
    );
}

fn spawn_map(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    looks: Res<SettlersLooks>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let origin = map_origin(m.state.map().iter().map(|p| p.at));
    commands.spawn((MapRoot, Transform::from_translation(origin), Visibility::default()));
    let seat_materials: Vec<_> = m
        .config
        .seats
        .iter()
        .map(|s| materials.add(StandardMaterial { base_color: seat_color(s), perceptual_roughness: 0.5, ..default() }))
        .collect();
    let n = m.config.seats.len();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let mat = materials.add(StandardMaterial {
            base_color: seat_color(config).mix(&Color::srgb(0.12, 0.1, 0.08), 0.55),
            perceptual_roughness: 0.9,
            ..default()
        });
        commands.spawn((
            SeatMat { seat, shown: None },
            Mesh3d(looks.mat.clone()),
            MeshMaterial3d(mat),
            seat_pose(seat, n).with_translation(layout::seat(seat, n) + Vec3::Y * 0.001),
        ));
    }
    commands.insert_resource(SeatMaterials(seat_materials));
}

fn sync_tiles(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    looks: Res<SettlersLooks>,
    roots: Query<Entity, With<MapRoot>>,
    tiles: Query<&TileView>,
    pieces: Res<super::terrain_pieces::TerrainPieces>,
) {
    let Ok(root) = roots.single() else { return };
    let c = m.state.content();
    let fresh = tiles.is_empty();
    for placed in m.state.map() {
        if tiles.iter().any(|t| t.no == placed.no) {
            continue;
        }
        let to = hex_offset(placed.at);
        let terrain = c.tile(placed.no).terrain;
        // The first tiles of a resumed or new view appear in place; later ones drop in.
        let mut tile = commands.spawn((
            TileView { no: placed.no, shown: None },
            Mesh3d(looks.hex.clone()),
            MeshMaterial3d(looks.terrain[terrain.index()].clone()),
            Transform::from_translation(to),
            Visibility::default(),
            ChildOf(root),
        ));
        if !fresh {
            tile.insert(super::tile_drop::drop_to(to));
        }
        let id = tile.id();
        super::terrain_pieces::decorate(&mut commands, &pieces, id, terrain, m.config.seats.len());
        commands.spawn((
            TileRim,
            Mesh3d(looks.rim.clone()),
            MeshMaterial3d(looks.terrain[terrain.index()].clone()),
            Transform::from_xyz(0.0, -0.0015, 0.0),
            Visibility::Hidden,
            ChildOf(id),
        ));
    }
}

/// The seat in first place on a tile: the house's owner, else the most tents when one seat leads.
pub(crate) fn leader(p: &Placed, seats: usize) -> Option<usize> {
    if let Some(h) = p.house {
        return Some(h as usize);
    }
    let best = p.tents[..seats].iter().copied().max().unwrap_or(0);
    let leaders: Vec<usize> = (0..seats).filter(|&s| best > 0 && p.tents[s] == best).collect();
    (leaders.len() == 1).then(|| leaders[0])
}

fn sync_pieces(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    looks: Res<SettlersLooks>,
    seat_materials: Res<SeatMaterials>,
    mut tiles: Query<(Entity, &mut TileView, &Children)>,
    pieces: Query<(), With<TilePieces>>,
    mut rims: Query<(&mut MeshMaterial3d<StandardMaterial>, &mut Visibility), With<TileRim>>,
) {
    let n = m.config.seats.len();
    for (entity, mut view, children) in &mut tiles {
        let Some(placed) = m.state.map().iter().find(|p| p.no == view.no) else { continue };
        if view.shown.as_ref() == Some(placed) {
            continue;
        }
        view.shown = Some(*placed);
        for child in children.iter() {
            if pieces.contains(child) {
                commands.entity(child).despawn();
            }
            if let Ok((mut material, mut visibility)) = rims.get_mut(child) {
                match leader(placed, n) {
                    Some(s) => {
                        material.0 = seat_materials.0[s].clone();
                        *visibility = Visibility::Inherited;
                    }
                    None => *visibility = Visibility::Hidden,
                }
            }
        }
        let holder = commands
            .spawn((TilePieces, Transform::from_xyz(0.0, super::TILE_H_M, 0.0), Visibility::default(), ChildOf(entity)))
            .id();
        // Each present seat gets a sixth of the tile: its house, or its tents in a little row.
        for piece in pieces_on(placed, n) {
            let (material, outline) = (&seat_materials.0[piece.seat], &looks.outline);
            match piece.kind {
                PieceKind::House => {
                    let body = Transform::from_translation(piece.base + Vec3::Y * HOUSE_H_M / 2.0);
                    commands.spawn((outlined(&looks.house, material, outline, body), ChildOf(holder)));
                    let roof = Transform::from_translation(piece.base + Vec3::Y * (HOUSE_H_M + ROOF_H_M / 2.0))
                        .with_rotation(Quat::from_rotation_y(std::f32::consts::FRAC_PI_4));
                    commands.spawn((outlined(&looks.roof, material, outline, roof), ChildOf(holder)));
                }
                PieceKind::Tent => {
                    let tent = Transform::from_translation(piece.base + Vec3::Y * TENT_H_M / 2.0);
                    commands.spawn((outlined(&looks.tent, material, outline, tent), ChildOf(holder)));
                    commands.spawn((
                        Mesh3d(looks.footprint.clone()),
                        MeshMaterial3d(looks.shadow.clone()),
                        Transform::from_translation(piece.base + Vec3::Y * 0.0004),
                        ChildOf(holder),
                    ));
                }
            }
        }
    }
}

fn slide_map(m: Res<SettlersMatch>, time: Res<Time<Real>>, mut roots: Query<&mut Transform, With<MapRoot>>) {
    let Ok(mut root) = roots.single_mut() else { return };
    let want = map_origin(m.state.map().iter().map(|p| p.at));
    let k = 1.0 - (-MAP_SLIDE_PER_S * time.delta_secs()).exp();
    root.translation = root.translation.lerp(want, k);
}

/// Where a person may click now: hexes to place a tile on, tiles to put a tent on or take one from.
fn sync_mats(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    looks: Res<SettlersLooks>,
    seat_materials: Res<SeatMaterials>,
    mut mats: Query<(Entity, &mut SeatMat)>,
) {
    let houses_per = m.state.content().box_def.houses_per_player;
    for (entity, mut mat) in &mut mats {
        let seat = m.state.seat(mat.seat);
        let now = (seat.board, seat.houses);
        if mat.shown == Some(now) {
            continue;
        }
        mat.shown = Some(now);
        commands.entity(entity).despawn_related::<Children>();
        let material = &seat_materials.0[mat.seat];
        for k in 0..seat.board {
            let x = -0.085 + f32::from(k) * 0.016;
            commands.spawn((
                Mesh3d(looks.tent.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_xyz(x, 0.0085, -0.018),
                ChildOf(entity),
            ));
        }
        for k in 0..houses_per.saturating_sub(seat.houses) {
            let x = -0.085 + f32::from(k) * 0.021;
            commands.spawn((
                Mesh3d(looks.house.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_xyz(x, 0.006, 0.016),
                ChildOf(entity),
            ));
            commands.spawn((
                Mesh3d(looks.roof.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_xyz(x, 0.0155, 0.016).with_rotation(Quat::from_rotation_y(std::f32::consts::FRAC_PI_4)),
                ChildOf(entity),
            ));
        }
    }
}
