//! Dice Settlers' side panels and table words: the scoreboard (points so far, resources, houses,
//! tents, dice in bag and used, dice track) with the end triggers' progress; the technology row
//! (cost, effect, points, owners); and each tile's number, star values and bonus drawn
//! over the map, with each seat's name in front of its mat.

use crate::game::session::SeatedMatch;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::MapChoice;
use super::map::MapRoot;
use super::pool::{PoolDie, SettlersFraming};
use super::{HEX_R_M, hex_offset};
use crate::game::dice::tuning::DIE_SIZE_M;
use crate::game::states::playing_with;
use crate::game::view::seat_color32;
use crate::game::view::seating::plate_point;
use crate::game::view::ui_style::{paint_seat_mark, seat_tag};
use crate::games::dice_settlers::content::{Effect, Factory, Resource};
use crate::games::dice_settlers::rules::Phase;
use crate::games::dice_settlers::table::{SettlersMatch, bonus_words, symbol_title};
use crate::games::dice_settlers::words::{resource_word, tech_name, terrain_word};
use crate::t;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (table_words, scoreboard, technologies)
            .chain()
            .run_if(playing_with::<SettlersMatch>())
            .in_set(crate::game::frame::UiPass::Panels),
    );
}

/// Side panels start below the turn prompt.
const PANELS_TOP: f32 = 58.0;

fn small(text: impl Into<String>) -> egui::RichText {
    egui::RichText::new(text).size(15.0)
}

fn scoreboard(mut contexts: EguiContexts, m: Res<SettlersMatch>, mut framing: ResMut<SettlersFraming>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let s = &m.state;
    // Seats are columns, so the board stays narrow beside the map.
    egui::Window::new(t!("game-dice-settlers"))
        .id(egui::Id::new("ds-scoreboard"))
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, PANELS_TOP])
        .resizable(false)
        .collapsible(true)
        .max_width(super::room::SCOREBOARD_MAX_W)
        .show(ctx, |ui| {
            let totals = s.totals();
            egui::Grid::new("ds-scores").spacing([12.0, 3.0]).show(ui, |ui| {
                ui.label("");
                for (seat, config) in m.config.seats.iter().enumerate() {
                    let mark = if seat == s.current() && !s.is_over() { "▶ " } else { "" };
                    seat_tag(ui, config.color, &format!("{mark}{}", config.name), 17.0);
                }
                ui.end_row();
                ui.label(small(t!("ds-score-points")));
                for total in &totals {
                    ui.label(egui::RichText::new(total.to_string()).size(19.0).strong());
                }
                ui.end_row();
                let rows: [(String, &dyn Fn(usize) -> String); 4] = [
                    (t!("ds-score-resources"), &|seat| {
                        let st = s.seat(seat);
                        Resource::ALL.iter().map(|r| st.resources[r.index()].to_string()).collect::<Vec<_>>().join("  ")
                    }),
                    (t!("ds-score-houses"), &|seat| s.seat(seat).houses.to_string()),
                    (t!("ds-score-tents"), &|seat| format!("{} / {}", s.tents_on_map(seat), s.seat(seat).board)),
                    (t!("ds-score-dice"), &|seat| {
                        let st = s.seat(seat);
                        let (bag, used): (u8, u8) = (st.bag.iter().sum(), st.used.iter().sum());
                        format!("{bag} · {used} · {}", s.track(seat))
                    }),
                ];
                for (head, value) in rows {
                    ui.label(small(head));
                    for seat in 0..m.config.seats.len() {
                        ui.label(small(value(seat)));
                    }
                    ui.end_row();
                }
            });
            ui.separator();
            let c = s.content();
            let houses = s.seats().iter().map(|st| st.houses).max().unwrap_or(0);
            let colours = s.supply().iter().filter(|&&n| n > 0).count();
            ui.label(small(t!(
                "ds-score-end",
                houses = houses,
                most = c.box_def.houses_per_player,
                tokens = s.tokens_left().max(0),
                tiles = s.stack_len(),
                colours = colours
            )));
            if let Some(last) = s.final_round() {
                ui.label(
                    egui::RichText::new(t!("ds-score-last-round", round = last))
                        .size(17.0)
                        .color(egui::Color32::from_rgb(255, 200, 90)),
                );
            }
        });
    framing.free = super::room::free_region(ctx.content_rect().size(), m.config.seats.len());
    Ok(())
}

/// The technology row: open while a person chooses an action (or when asked for), else a button.
/// Each card takes two lines: its name, points and lasting effect (and its owners' marks), then
/// what researching it costs.
fn technologies(mut contexts: EguiContexts, m: Res<SettlersMatch>, mut choice: ResMut<MapChoice>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let s = &m.state;
    let c = s.content();
    let choosing = s.phase() == Phase::Act && !m.is_ai(s.current()) && m.pending_throw.is_none();
    if !choosing && !choice.techs_open {
        egui::Area::new(egui::Id::new("ds-techs-button")).anchor(egui::Align2::LEFT_TOP, [8.0, PANELS_TOP]).show(
            ctx,
            |ui| {
                if ui.button(egui::RichText::new(t!("ds-techs-button")).size(17.0)).clicked() {
                    choice.techs_open = true;
                }
            },
        );
        return Ok(());
    }
    let mut open = true;
    egui::Window::new(t!("ds-techs-title"))
        .id(egui::Id::new("ds-techs"))
        .anchor(egui::Align2::LEFT_TOP, [8.0, PANELS_TOP])
        .resizable(false)
        .collapsible(false)
        .max_width(super::room::TECHS_MAX_W)
        .open(&mut open)
        .show(ctx, |ui| {
            for &card in s.row() {
                let t = &c.techs[card as usize];
                let effect = match t.effect {
                    Effect::Nothing => String::new(),
                    Effect::Symbol(k) => t!("ds-tech-each-round", symbol = symbol_title(k)),
                    Effect::Track => t!("ds-tech-track"),
                    Effect::PerHouse(n) => t!("ds-tech-per-house", n = n),
                    Effect::PerTerrain(terrain, n) => t!("ds-tech-per-terrain", n = n, terrain = terrain_word(terrain)),
                };
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(tech_name(t)).size(16.0).strong());
                    ui.label(small(t!("ds-tech-points", n = t.points, effect = effect)));
                    // Owners: each owner's mark in its colour.
                    let owners: Vec<[u8; 3]> = (0..m.config.seats.len())
                        .filter(|&seat| s.seat(seat).owns(card as usize))
                        .map(|seat| m.config.seats[seat].color)
                        .collect();
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(18.0 * owners.len() as f32, 16.0), egui::Sense::hover());
                    for (k, rgb) in owners.into_iter().enumerate() {
                        paint_seat_mark(
                            ui.painter(),
                            rect.left_center() + egui::vec2(9.0 + 18.0 * k as f32, 0.0),
                            15.0,
                            rgb,
                        );
                    }
                });
                let mut cost = vec![t!("ds-tech-research", n = t.research)];
                cost.extend(t.resources.iter().map(|&r| resource_word(r)));
                if let Some(terrain) = t.terrain {
                    cost.push(t!("ds-tech-on", terrain = terrain_word(terrain)));
                }
                ui.label(egui::RichText::new(cost.join(", ")).size(14.0).color(egui::Color32::from_gray(200)));
                ui.add_space(3.0);
            }
        });
    if !open {
        choice.techs_open = false;
    }
    Ok(())
}

/// Text with a dark shadow, readable on every terrain and mat; returns its width.
fn text(painter: &egui::Painter, at: egui::Pos2, s: &str, size: f32, colour: egui::Color32) -> f32 {
    let font = egui::FontId::proportional(size);
    painter.text(
        at + egui::vec2(1.2, 1.2),
        egui::Align2::CENTER_CENTER,
        s,
        font.clone(),
        egui::Color32::from_black_alpha(230),
    );
    painter.text(at, egui::Align2::CENTER_CENTER, s, font, colour).width()
}

fn table_words(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
    pool: Query<(&PoolDie, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, eye)) = cameras.single() else { return Ok(()) };
    let screen = |p: Vec3| camera.world_to_viewport(eye, p).ok().map(|v| egui::pos2(v.x, v.y));
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("ds words")));
    let origin = roots.single().map_or(Vec3::ZERO, |g| g.translation());
    let c = m.state.content();
    // The words grow with the tiles on screen (a size the font warm-up has laid out).
    let warmed = |px: f32, lo: f32, hi: f32| {
        let want = px.clamp(lo, hi);
        crate::game::view::font_warmup::UI_TEXT_SIZES.iter().copied().filter(|&s| s <= want).fold(lo, f32::max)
    };
    for p in m.state.map() {
        let t = c.tile(p.no);
        let centre = origin + hex_offset(p.at) + Vec3::Y * super::TILE_H_M;
        let r_px = screen(centre).zip(screen(centre + Vec3::X * HEX_R_M)).map_or(40.0, |(a, b)| a.distance(b));
        let (star_size, line_size) = (warmed(0.26 * r_px, 14.0, 24.0), warmed(0.19 * r_px, 12.0, 18.0));
        if let Some(at) = screen(centre - Vec3::Z * HEX_R_M * 0.62) {
            text(&painter, at, &format!("★{}/{}", t.high, t.low), star_size, egui::Color32::from_rgb(255, 236, 160));
        }
        let mut extras = Vec::new();
        let bonus = bonus_words(c, t.bonus, p.no);
        if !bonus.is_empty() && m.state.phase() == crate::games::dice_settlers::rules::Phase::Draft {
            extras.push(format!("+{bonus}"));
        }
        if let Some(k) = t.symbol {
            extras.push(symbol_title(k));
        }
        if let Some(f) = t.factory {
            extras.push(match f {
                Factory::Resource(r) => format!("⚙2 {}", resource_word(r)),
                Factory::Points(n) => t!("ds-map-factory-points", n = n),
            });
        }
        if t.lasting {
            extras.push(t!("ds-map-extra-die"));
        }
        if let Some(at) = screen(centre + Vec3::Z * HEX_R_M * 0.66) {
            let line =
                if extras.is_empty() { format!("{}", p.no) } else { format!("{} · {}", p.no, extras.join(" ")) };
            text(&painter, at, &line, line_size, egui::Color32::WHITE);
        }
    }
    // Each rolled die of the pool carries its number, as the action bar names it ("die 2").
    for (die, place) in &pool {
        if let (Some(i), Some(at)) = (die.0, screen(place.translation().with_y(0.0) + Vec3::Z * DIE_SIZE_M * 0.9)) {
            text(&painter, at, &(i + 1).to_string(), 18.0, egui::Color32::WHITE);
        }
    }
    let n = m.config.seats.len();
    let totals = m.state.totals();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let base = plate_point(seat, n);
        if let Some(at) = screen(base) {
            let turn = if seat == m.state.current() && !m.state.is_over() { "▶ " } else { "" };
            let line =
                t!("ds-plate", name = format!("{turn}{}", config.name), points = t!("ds-points", n = totals[seat]));
            let width = text(&painter, at, &line, 18.0, seat_color32(config).lerp_to_gamma(egui::Color32::WHITE, 0.35));
            paint_seat_mark(&painter, at - egui::vec2(width / 2.0 + 14.0, 0.0), 18.0, config.color);
        }
    }
    Ok(())
}
