//! Dice Settlers' rules, one test per rule or ruling, on states built by playing and by editing
//! a saved state (serde JSON): setup per player count, the draft, bag refill, the kept die (S3),
//! adjustments (S7), actions, raid vs houses (S4), gold for any (S5), control, every end trigger
//! and the one more round, and each scoring line (S2).

use dicehall::engine::MAX_CHANCE_DICE;
use dicehall::engine::dice::{draw_into, seeded};
use dicehall::games::dice_settlers::content::Resource;
use dicehall::games::dice_settlers::content::{DieColor, Seal, content};
use dicehall::games::dice_settlers::rules::{
    Action, DiceSettlersState, Event, Hex, Offer, Phase, SettlersError, Setup, trigger,
};
use serde_json::{Value, json};

fn new(players: usize) -> DiceSettlersState {
    DiceSettlersState::new(Setup { players, starter: 0 }, 1).unwrap()
}

/// Resolve chance with a seeded stream until a seat must decide.
fn resolve(s: &mut DiceSettlersState, seed: u64) -> Vec<Event> {
    let mut rng = seeded(seed);
    let mut events = Vec::new();
    while let Some(ch) = s.chance() {
        let mut v = [0u8; MAX_CHANCE_DICE];
        draw_into(&mut rng, ch.sides(), &mut v[..ch.count()]);
        events.extend(s.apply_chance(&v[..ch.count()]).unwrap().iter().copied());
    }
    events
}

/// A 2-player game through the draft to the first roll phase's first decision.
fn after_draft() -> DiceSettlersState {
    let mut s = new(2);
    resolve(&mut s, 1);
    while s.phase() == Phase::Draft {
        let a = s.legal_actions()[0];
        s.apply(a).unwrap();
        resolve(&mut s, 2);
    }
    s
}

/// The state with its JSON edited by `f`, checked consistent.
fn edit(s: &DiceSettlersState, f: impl FnOnce(&mut Value)) -> DiceSettlersState {
    let mut v = serde_json::to_value(s).unwrap();
    f(&mut v);
    let out: DiceSettlersState = serde_json::from_value(v).unwrap();
    out.validate().unwrap_or_else(|e| panic!("edited state broken: {e}"));
    out
}

/// The action phase of a 2-player game, seat 0 to act, with `rolled` dice (colour, value) and the
/// given resources; seat 0's used area holds what the roll took from its bag.
fn acting(rolled: &[(&str, u8)], resources: [u8; 4]) -> DiceSettlersState {
    let s = after_draft();
    edit(&s, |v| {
        let bag_white = v["seats"][0]["bag"][0].as_u64().unwrap() + v["seats"][0]["used"][0].as_u64().unwrap();
        v["phase"] = json!("Act");
        v["step"] = json!("Open");
        v["draw"] = Value::Null;
        v["done"] = json!(0);
        v["current"] = json!(0);
        v["first"] = json!(0);
        for seat in 0..2 {
            v["seats"][seat]["rolled"] = json!([]);
            v["seats"][seat]["bag"] = json!([3, 1, 1, 0, 0, 0]);
            v["seats"][seat]["used"] = json!([0, 0, 0, 0, 0, 0]);
        }
        let _ = bag_white;
        // Move the rolled dice out of seat 0's bag (taking from the supply for terrain colours).
        let mut bag = [3i64, 1, 1, 0, 0, 0];
        let mut list = Vec::new();
        for &(c, value) in rolled {
            let color = DieColor::parse(c).unwrap().index();
            if bag[color] > 0 {
                bag[color] -= 1;
            } else {
                let n = v["supply"][color].as_i64().unwrap();
                v["supply"][color] = json!(n - 1);
                // The die comes from the supply into this seat's pieces.
            }
            list.push(json!({"color": DieColor::parse(c).unwrap(), "value": value}));
        }
        v["seats"][0]["bag"] = json!(bag);
        v["seats"][0]["rolled"] = json!(list);
        v["seats"][0]["resources"] = json!(resources);
    })
}

#[test]
fn setup_per_player_count_bags_supply_stack_tokens_and_row() {
    let c = content().unwrap();
    for (players, stack, tokens) in [(2, 19, 30), (3, 27, 39), (4, 33, 48)] {
        let s = new(players);
        assert_eq!(s.stack_len(), stack, "{players} players");
        assert_eq!(s.tokens_left(), tokens);
        for seat in s.seats() {
            assert_eq!(seat.bag, [3, 1, 1, 0, 0, 0]);
            assert_eq!((seat.board, seat.houses, seat.tokens), (6, 0, 0));
        }
        assert_eq!(s.removed()[0], 12 - 3 * players as u8, "unused white dice leave the game");
        let cut = [2, 1, 0][players - 2];
        assert_eq!(s.supply()[3], 7 - cut, "{cut} of each terrain colour removed");
        assert_eq!(s.supply()[1], 9 - players as u8 - cut, "yellow: the bags hold one each");
        let per_seal = |seal: Seal| s.row().iter().filter(|&&i| c.techs[i as usize].seal == seal).count();
        assert_eq!(Seal::ALL.map(per_seal), [1, 1, 1, 2, 2, 2]);
        assert_eq!(s.phase(), Phase::Draft);
        assert_eq!(s.chance().unwrap().sides(), &[7, 6, 5], "the first player draws 3 of the 7 starting tiles");
    }
}

#[test]
fn draft_first_tile_at_the_centre_second_touching_later_touching_two() {
    let mut s = new(4);
    resolve(&mut s, 5);
    assert_eq!(s.draft_spots(), vec![Hex::ORIGIN]);
    assert_eq!(s.apply(Action::StartTile { index: 0, at: Hex::new(1, 0) }), Err(SettlersError::BadSpot));
    s.apply(Action::StartTile { index: 0, at: Hex::ORIGIN }).unwrap();
    assert_eq!(s.chance().unwrap().count(), 1, "the next player draws one, back to three");
    resolve(&mut s, 6);
    assert_eq!(s.hand().len(), 3);
    assert_eq!(s.draft_spots().len(), 6, "the second tile touches the first");
    s.apply(Action::StartTile { index: 1, at: Hex::new(1, 0) }).unwrap();
    resolve(&mut s, 7);
    let spots = s.draft_spots();
    assert_eq!(spots.len(), 2, "the third touches both: {spots:?}");
    assert!(spots.iter().all(|h| h.touches(Hex::ORIGIN) && h.touches(Hex::new(1, 0))));
    s.apply(Action::StartTile { index: 0, at: spots[0] }).unwrap();
    resolve(&mut s, 8);
    s.apply(Action::StartTile { index: 0, at: s.draft_spots()[0] }).unwrap();
    assert_eq!(s.phase(), Phase::Roll);
    assert_eq!(s.map().len(), 4);
    assert!(s.hand().is_empty() && s.start_tiles_left().is_empty(), "the rest leave the game");
    for seat in 0..4 {
        assert_eq!(s.seat(seat).board, 5, "a tent from the board on the starting tile");
    }
}

#[test]
fn roll_draws_the_track_and_refills_the_bag_from_the_used_area() {
    let s = after_draft();
    // Seat 0 about to draw its three, with one die left in the bag and four in the used area.
    let s = edit(&s, |v| {
        v["current"] = json!(0);
        v["done"] = json!(0);
        v["step"] = json!("Open");
        v["draw"] = json!({"Bag": 3});
        v["seats"][0]["rolled"] = json!([]);
        v["seats"][0]["bag"] = json!([1, 0, 0, 0, 0, 0]);
        v["seats"][0]["used"] = json!([2, 1, 1, 0, 0, 0]);
    });
    let ch = s.chance().unwrap();
    assert_eq!(ch.sides(), &[1, 4, 3], "one from the bag, then the used four poured back in");
    let mut s = s;
    let events = s.apply_chance(&[1, 1, 1]).unwrap();
    assert!(events.contains(&Event::DiceDrawn { seat: 0, count: 3, refilled: true }));
    assert_eq!(s.seat(0).rolled.len(), 3);
    assert_eq!(s.seat(0).used, [0; 6]);
    assert_eq!(s.chance().unwrap().count(), 3, "then the three are rolled");
}

#[test]
fn kept_die_keeps_its_face_and_does_not_count_against_the_track() {
    let mut s = acting(&[("white", 6), ("yellow", 3), ("green", 1)], [0; 4]);
    for _ in 0..4 {
        s.apply(Action::Skip).unwrap();
    }
    assert_eq!(s.phase(), Phase::Keep);
    assert_eq!(s.current(), 0);
    s.apply(Action::Keep { die: 1 }).unwrap();
    assert_eq!(s.seat(0).kept.map(|d| (d.color, d.value)), Some((DieColor::Yellow, 3)));
    assert_eq!(s.seat(0).used, [1, 0, 1, 0, 0, 0], "the rest go to the used area");
    // Round 2: seat 1 holds the first-player tile and rolls first; then seat 0.
    assert_eq!((s.round(), s.first()), (2, 1));
    resolve(&mut s, 4);
    s.apply(Action::Ready).unwrap();
    assert_eq!(s.current(), 0);
    assert_eq!(s.chance().unwrap().count(), 3, "three drawn: the track, not counting the kept die");
    assert_eq!(s.seat(0).rolled[0].value, 3, "S3: set out beside the roll");
    resolve(&mut s, 5);
    assert_eq!(s.seat(0).rolled.len(), 4);
    assert_eq!((s.seat(0).rolled[0].color, s.seat(0).rolled[0].value), (DieColor::Yellow, 3), "not re-rolled");
}

/// The face value of `color` showing `symbol` (the first).
fn face(color: DieColor, symbol: &str) -> u8 {
    let c = content().unwrap();
    1 + c.dice[color.index()].faces.iter().position(|k| k.name() == symbol).unwrap() as u8
}

#[test]
fn navigator_turns_another_die_and_goes_to_the_used_area() {
    let nav = face(DieColor::White, "navigator");
    let s = acting(&[("white", nav), ("yellow", face(DieColor::Yellow, "food"))], [0; 4]);
    let mut s = edit(&s, |v| v["phase"] = json!("Roll"));
    let recruit = face(DieColor::Yellow, "recruit");
    s.apply(Action::Turn { die: 1, value: recruit }).unwrap();
    assert_eq!(s.seat(0).rolled.len(), 1, "S7: the navigator die is spent");
    assert_eq!(s.seat(0).rolled[0].value, recruit);
    assert_eq!(s.seat(0).used[0], 1);
    assert_eq!(s.apply(Action::Turn { die: 0, value: 1 }), Err(SettlersError::NoNavigator), "no navigator left");
}

#[test]
fn resource_die_draws_two_more() {
    let s = acting(&[("yellow", face(DieColor::Yellow, "food"))], [0; 4]);
    let mut s = edit(&s, |v| v["phase"] = json!("Roll"));
    s.apply(Action::ResourceDraw).unwrap();
    assert_eq!(s.seat(0).rolled.len(), 0);
    assert_eq!(s.chance().unwrap().count(), 2, "two drawn from the bag, then rolled");
    resolve(&mut s, 9);
    assert_eq!(s.seat(0).rolled.len(), 2);
}

#[test]
fn recruit_brings_dice_of_occupied_terrains_only() {
    let r = face(DieColor::Yellow, "recruit");
    let mut s = acting(&[("yellow", r), ("yellow", r), ("white", face(DieColor::White, "recruit"))], [0; 4]);
    assert_eq!(s.check(Action::Recruit { symbols: 2 }), Err(SettlersError::SymbolCount(2)));
    s.apply(Action::Recruit { symbols: 3 }).unwrap();
    let c = content().unwrap();
    let held: Vec<DieColor> = s.map().iter().filter(|p| p.present(0)).map(|p| c.tile(p.no).terrain.die()).collect();
    let other = DieColor::ALL[1..].iter().copied().find(|c| !held.contains(c)).unwrap();
    assert!(matches!(s.check(Action::TakeDie { color: other }), Err(SettlersError::NotTerrainYouHold(_))));
    let before = s.seat(0).used;
    s.apply(Action::TakeDie { color: held[0] }).unwrap();
    s.apply(Action::TakeDie { color: held[0] }).unwrap();
    assert_eq!(s.seat(0).used[held[0].index()], before[held[0].index()] + 2, "3 symbols: 2 dice");
}

#[test]
fn raid_swaps_tents_and_never_touches_a_house() {
    let raid = face(DieColor::Brown, "raid");
    let s = acting(&[("brown", raid), ("brown", raid)], [0; 4]);
    let no = s.map()[0].no;
    let mut s = edit(&s, |v| {
        v["map"][0]["tents"] = json!([1, 1, 0, 0]);
        v["map"][0]["house"] = json!(1);
        v["seats"][1]["houses"] = json!(1);
    });
    assert_eq!(s.check(Action::Raid { tile: no, symbols: 2 }), Err(SettlersError::NoTentsThere(no)), "one tent to hit");
    s.apply(Action::Raid { tile: no, symbols: 1 }).unwrap();
    assert!(s.legal_actions().contains(&Action::Finish), "giving up the rest of a raid is listed");
    s.apply(Action::Hit { victim: 1 }).unwrap();
    assert_eq!(s.map()[0].tents[..2], [2, 0]);
    assert_eq!(s.map()[0].house, Some(1), "S4: the house stays");
}

#[test]
fn trade_gold_stands_for_any_resource() {
    let t = face(DieColor::Red, "trade");
    let mut s = acting(&[("red", t)], [1, 2, 0, 0]);
    s.apply(Action::Trade { symbols: 1 }).unwrap();
    assert_eq!(s.check(Action::Sell(Offer::Same(Resource::Wood))), Err(SettlersError::Resources));
    s.apply(Action::Sell(Offer::Same(Resource::Iron))).unwrap();
    assert_eq!(s.seat(0).resources, [0; 4], "two iron and the gold for the third (S5)");
    assert_eq!(s.seat(0).tokens, 6);
    assert_eq!(s.tokens_left(), 30 - 6);
}

#[test]
fn control_needs_three_more_tents_and_builds_a_house() {
    let s = acting(&[], [0; 4]);
    let no = s.map()[0].no;
    let s2 = edit(&s, |v| v["map"][0]["tents"] = json!([4, 2, 0, 0]));
    assert_eq!(s2.check(Action::Control { tile: no }), Err(SettlersError::NoControl(no)), "only 2 more");
    let mut s = edit(&s, |v| v["map"][0]["tents"] = json!([4, 1, 0, 0]));
    s.apply(Action::Control { tile: no }).unwrap();
    assert_eq!((s.map()[0].tents[0], s.map()[0].house, s.seat(0).houses), (1, Some(0), 1));
}

/// Play the round out with every seat skipping and keeping nothing.
fn skip_round(s: &mut DiceSettlersState, seed: u64) -> Vec<Event> {
    let mut events = Vec::new();
    let round = s.round();
    while s.round() == round && !s.is_over() {
        events.extend(resolve(s, seed));
        let a = match s.phase() {
            Phase::Roll => Action::Ready,
            Phase::Keep => Action::KeepNone,
            _ if s.acted() => Action::EndTurn,
            _ => Action::Skip,
        };
        events.extend(s.apply(a).unwrap().iter().copied());
    }
    events
}

#[test]
fn every_end_trigger_fires_then_one_more_round_is_played() {
    let base = acting(&[], [0; 4]);
    let cases: [(u8, Box<dyn Fn(&mut Value)>); 4] = [
        (
            trigger::TOKENS,
            Box::new(|v: &mut Value| {
                v["tokens_left"] = json!(0);
                v["seats"][1]["tokens"] = json!(30);
            }),
        ),
        (
            trigger::TILES,
            Box::new(|v: &mut Value| {
                let stack = v["stack"].take();
                let mut discarded = v["discarded"].as_array().unwrap().clone();
                discarded.extend(stack.as_array().unwrap().iter().cloned());
                v["discarded"] = json!(discarded);
                v["stack"] = json!([]);
            }),
        ),
        (
            trigger::SUPPLY,
            Box::new(|v: &mut Value| {
                let removed: Vec<i64> = (0..6)
                    .map(|c| {
                        v["removed"][c].as_i64().unwrap() + if c >= 3 { v["supply"][c].as_i64().unwrap() } else { 0 }
                    })
                    .collect();
                v["removed"] = json!(removed);
                v["supply"] = json!([0, v["supply"][1], v["supply"][2], 0, 0, 0]);
            }),
        ),
        (
            trigger::HOUSES,
            Box::new(|v: &mut Value| {
                // Five houses on five tiles: the draft's two and three more placed beside them.
                let extra = [(8, [2, 0]), (9, [2, -1]), (10, [1, 1])];
                let mut stack: Vec<i64> = serde_json::from_value(v["stack"].clone()).unwrap();
                let mut map = v["map"].as_array().unwrap().clone();
                for (no, [q, r]) in extra {
                    stack.retain(|&x| x != no);
                    map.push(json!({"no": no, "at": {"q": q, "r": r}, "tents": [0, 0, 0, 0], "house": null}));
                }
                for p in map.iter_mut() {
                    p["house"] = json!(0);
                }
                v["map"] = json!(map);
                v["stack"] = json!(stack);
                v["seats"][0]["houses"] = json!(5);
            }),
        ),
    ];
    for (bit, f) in cases {
        let mut s = edit(&base, |v| f(v));
        let events = skip_round(&mut s, 1);
        let fired = events.iter().find_map(|e| match e {
            Event::EndTriggered { round: 1, triggers } => Some(*triggers),
            _ => None,
        });
        assert!(fired.is_some_and(|t| t & bit != 0), "trigger {bit}: {fired:?}");
        assert_eq!(s.final_round(), Some(2));
        assert!(!s.is_over(), "one more round is played");
        let events = skip_round(&mut s, 2);
        assert!(s.is_over(), "trigger {bit}: the game ends after round 2");
        assert!(matches!(events.last(), Some(Event::GameOver { .. })));
        assert_eq!(s.scores().len(), 2);
    }
}

#[test]
fn scoring_tiles_majority_ties_and_houses_s2() {
    let s = acting(&[], [0; 4]);
    let c = content().unwrap();
    let (a, b) = (s.map()[0].no, s.map()[1].no);
    let (ta, tb) = (c.tile(a), c.tile(b));
    // Tile a: seat 0 leads 3 to 1. Tile b: a tie at 2 takes the high value each.
    let s1 = edit(&s, |v| {
        v["map"][0]["tents"] = json!([3, 1, 0, 0]);
        v["map"][1]["tents"] = json!([2, 2, 0, 0]);
    });
    assert_eq!(s1.tile_points(0), u16::from(ta.high) + u16::from(tb.high));
    assert_eq!(s1.tile_points(1), u16::from(ta.low) + u16::from(tb.high));
    // S2: a house takes the high value for its owner; the most tents among the others, the low.
    let s2 = edit(&s, |v| {
        v["map"][0]["tents"] = json!([0, 5, 0, 0]);
        v["map"][0]["house"] = json!(0);
        v["seats"][0]["houses"] = json!(1);
        v["map"][1]["tents"] = json!([0, 0, 0, 0]);
    });
    assert_eq!(s2.tile_points(0), u16::from(ta.high));
    assert_eq!(s2.tile_points(1), u16::from(ta.low));
}

#[test]
fn scoring_dice_houses_and_tokens_lines() {
    let s = acting(&[], [0; 4]);
    let s = edit(&s, |v| {
        v["seats"][0]["tokens"] = json!(7);
        v["tokens_left"] = json!(30 - 7);
    });
    let lines = s.score_lines(0);
    let owned = s.seat(0).dice_owned() as u16;
    assert_eq!(lines[2], 3 * (owned / 2), "3 points per 2 dice owned");
    assert_eq!(lines[4], 7, "score tokens");
    let c = content().unwrap();
    assert_eq!(c.box_def.house_points, [1, 4, 9, 16, 25]);
    assert_eq!(lines[3], 0, "no houses");
}

#[test]
fn a_refused_action_names_the_rule_and_changes_nothing() {
    let s = acting(&[("white", face(DieColor::White, "explore"))], [0; 4]);
    for (a, want) in [
        (Action::Explore { symbols: 2 }, "explore"),
        (Action::Deploy { symbols: 1 }, "deploy"),
        (Action::Keep { die: 0 }, "not a choice now"),
        (Action::EndTurn, "not a choice now"),
    ] {
        let mut copy = s.clone();
        let e = copy.apply(a).unwrap_err();
        assert!(e.to_string().contains(want), "{a:?}: {e}");
        assert_eq!(copy, s, "{a:?} changed the state");
    }
    let mut copy = s.clone();
    copy.apply(Action::Explore { symbols: 1 }).unwrap();
    assert_eq!(copy.check(Action::Explore { symbols: 1 }), Err(SettlersError::ChanceFirst));
    resolve(&mut copy, 3);
    assert_eq!(copy.check(Action::Explore { symbols: 1 }).unwrap_err().to_string().contains("not a choice"), true);
}

#[test]
fn navigator_rerolls_up_to_three_other_dice_and_a_resource_die_rerolls_one() {
    let nav = face(DieColor::White, "navigator");
    let wood = face(DieColor::Green, "wood");
    let s = acting(&[("white", nav), ("white", 1), ("white", 2), ("yellow", 3), ("green", wood)], [0; 4]);
    let mut s = edit(&s, |v| v["phase"] = json!("Roll"));
    s.apply(Action::NavigatorReroll).unwrap();
    assert_eq!(s.seat(0).rolled.len(), 4, "the navigator is spent");
    s.apply(Action::Pick { die: 0 }).unwrap();
    s.apply(Action::Pick { die: 1 }).unwrap();
    assert!(s.chance().is_none(), "two picked: waiting for a third or the roll");
    s.apply(Action::Pick { die: 2 }).unwrap();
    assert_eq!(s.chance().unwrap().count(), 3, "the third pick rolls the three at once");
    resolve(&mut s, 3);
    assert_eq!(s.seat(0).rolled[3].value, wood, "the unpicked die keeps its face");
    // A die showing a resource re-rolls one other die and is spent.
    let before = s.seat(0).rolled.len();
    s.apply(Action::ResourceReroll { die: 0 }).unwrap();
    assert_eq!(s.chance().unwrap().count(), 1);
    resolve(&mut s, 4);
    assert_eq!(s.seat(0).rolled.len(), before - 1, "S7: the paying die goes to the used area");
}

#[test]
fn explore_places_by_s6_then_neighbours_follow_and_the_rest_leave() {
    let e = face(DieColor::Green, "explore");
    let s = acting(&[("green", e), ("green", e)], [0; 4]);
    let mut s = s;
    let discarded = s.discarded().len();
    s.apply(Action::Explore { symbols: 2 }).unwrap();
    resolve(&mut s, 6);
    assert_eq!(s.drawn().len(), 2);
    s.apply(Action::ChooseTile { index: 1 }).unwrap();
    // S6: touching two placed tiles, one of them holding seat 0's tent.
    let spots = s.explore_spots();
    assert!(!spots.is_empty());
    for h in &spots {
        let touching: Vec<_> = s.map().iter().filter(|p| p.at.touches(*h)).collect();
        assert!(touching.len() >= 2 && touching.iter().any(|p| p.present(0)), "{h:?}");
    }
    let far = Hex::new(5, 5);
    assert_eq!(s.check(Action::PlaceTile { at: far }), Err(SettlersError::BadSpot));
    s.apply(Action::PlaceTile { at: spots[0] }).unwrap();
    assert_eq!(s.discarded().len(), discarded + 1, "the other drawn tile leaves the game");
    assert_eq!(s.map().last().unwrap().tents[0], 1, "a tent from the supply on it");
    // Seat 1 (on the other starting tile, next door) is asked first, then the explorer.
    if s.current() == 1 {
        s.apply(Action::Follow).unwrap();
        assert_eq!(s.map().last().unwrap().tents[1], 1);
        assert_eq!(s.current(), 0, "someone followed, so the explorer may too");
        s.apply(Action::Follow).unwrap();
        assert_eq!(s.map().last().unwrap().tents[0], 2);
    }
}

#[test]
fn explore_placement_falls_back_when_no_spot_touches_two_with_your_tent() {
    let e = face(DieColor::Green, "explore");
    let s = acting(&[("green", e)], [0; 4]);
    // Seat 0 has no tent on the map: any spot touching two tiles will do.
    let mut s = edit(&s, |v| {
        for p in v["map"].as_array_mut().unwrap() {
            p["tents"] = json!([0, 1, 0, 0]);
        }
    });
    s.apply(Action::Explore { symbols: 1 }).unwrap();
    resolve(&mut s, 2);
    let spots = s.explore_spots();
    assert!(!spots.is_empty() && spots.iter().all(|h| s.map().iter().filter(|p| p.at.touches(*h)).count() >= 2));
}

#[test]
fn deploy_each_option_costs_one_symbol() {
    let d = face(DieColor::White, "deploy");
    let mut s = acting(&[("white", d), ("white", d), ("white", d)], [0; 4]);
    let no = s.map()[0].no;
    let board = s.seat(0).board;
    s.apply(Action::Deploy { symbols: 3 }).unwrap();
    s.apply(Action::TentToTile { tile: no }).unwrap();
    assert_eq!((s.seat(0).board, s.map()[0].tents[0]), (board - 1, 2));
    s.apply(Action::TentToBoard).unwrap();
    assert_eq!(s.seat(0).board, board, "a tent from the supply to the board");
    s.apply(Action::RecallTents).unwrap();
    s.apply(Action::Recall { tile: no }).unwrap();
    assert_eq!((s.seat(0).board, s.map()[0].tents[0]), (board + 1, 1), "taken back to the board");
    assert_eq!(s.seat(0).board, 6, "the board is full, so recalling ends");
    assert!(s.check(Action::Recall { tile: no }).is_err());
    assert_eq!(s.step(), dicehall::games::dice_settlers::rules::Step::Open, "three symbols, three options");
}

#[test]
fn trade_each_offer_and_removing_a_die() {
    let t = face(DieColor::Red, "trade");
    let mut s = acting(&[("red", t), ("red", t), ("red", t)], [0, 1, 2, 2]);
    s.apply(Action::Trade { symbols: 3 }).unwrap();
    s.apply(Action::Sell(Offer::Different { without: Resource::Gold })).unwrap();
    assert_eq!((s.seat(0).resources, s.seat(0).tokens), ([0, 0, 1, 1], 5));
    s.apply(Action::Sell(Offer::Pair(Resource::Wood, Resource::Food))).unwrap();
    assert_eq!((s.seat(0).resources, s.seat(0).tokens), ([0; 4], 7));
    let owned = s.seat(0).dice_owned();
    s.apply(Action::Sell(Offer::RemoveDie(DieColor::White))).unwrap();
    assert_eq!((s.seat(0).dice_owned(), s.seat(0).tokens), (owned - 1, 10));
}

#[test]
fn harvest_and_research_with_its_terrain() {
    let c = content().unwrap();
    let card = c.techs.iter().position(|t| t.id == "compass").unwrap() as u8;
    let r = face(DieColor::Blue, "research");
    let gold = face(DieColor::Blue, "gold");
    let s = acting(&[("blue", r), ("blue", gold)], [0; 4]);
    let mut s = edit(&s, |v| {
        let mut row: Vec<u64> = serde_json::from_value(v["row"].clone()).unwrap();
        if !row.contains(&(card as u64)) {
            row[3] = card as u64;
        }
        v["row"] = json!(row);
    });
    assert_eq!(s.check(Action::Research { card }), Err(SettlersError::Resources), "compass costs a gold");
    s.apply(Action::Harvest).unwrap();
    assert_eq!(s.seat(0).resources, [1, 0, 0, 0], "the gold face became a token");
    s.apply(Action::Skip).unwrap(); // seat 1
    s.apply(Action::Research { card }).unwrap();
    assert!(s.seat(0).owns(card as usize));
    assert_eq!(s.seat(0).resources, [0; 4]);
    let lines = s.score_lines(0);
    assert_eq!(lines[1], u16::from(c.techs[card as usize].points), "the technologies line");
}

#[test]
fn factory_sends_a_tent_home_once_a_round() {
    let c = content().unwrap();
    let factory = c.tiles.iter().find(|t| t.factory.is_some()).unwrap().no;
    let s = acting(&[], [0; 4]);
    let mut s = edit(&s, |v| {
        let mut stack: Vec<u64> = serde_json::from_value(v["stack"].clone()).unwrap();
        stack.retain(|&n| n != u64::from(factory));
        v["stack"] = json!(stack);
        let mut map = v["map"].as_array().unwrap().clone();
        let at = map[0]["at"].clone();
        let (q, r) = (at["q"].as_i64().unwrap(), at["r"].as_i64().unwrap());
        let spot = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
            .into_iter()
            .map(|(dq, dr)| (q + dq, r + dr))
            .find(|&(x, y)| !map.iter().any(|p| p["at"]["q"] == x && p["at"]["r"] == y))
            .unwrap();
        map.push(json!({"no": factory, "at": {"q": spot.0, "r": spot.1}, "tents": [2, 0, 0, 0], "house": null}));
        v["map"] = json!(map);
        v["seats"][0]["board"] = json!(4);
    });
    let tokens = (s.seat(0).resources, s.seat(0).tokens);
    s.apply(Action::Factory { tile: factory }).unwrap();
    assert_eq!(s.seat(0).board, 5, "a tent back to the board");
    assert_ne!((s.seat(0).resources, s.seat(0).tokens), tokens, "the factory made its goods");
    assert_eq!(s.check(Action::Factory { tile: factory }), Err(SettlersError::FactoryUsed(factory)));
}
