//! Dice Settlers' end triggers, scoring lines (S2), refusals and the actions' finer points (S6)

use super::*;
use dicehall::games::dice_settlers::words::{asking_words, explorer_follows, question_words};

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
    assert!(copy.check(Action::Explore { symbols: 1 }).unwrap_err().to_string().contains("not a choice"));
}

#[test]
fn navigator_rerolls_up_to_three_other_dice_and_a_resource_die_rerolls_one() {
    let nav = face(DieColor::White, "navigator");
    let wood = face(DieColor::Green, "wood");
    let s = acting(&[("white", nav), ("white", 1), ("white", 2), ("yellow", 3), ("green", wood)], [0; 4]);
    let mut s = edit(&s, |v| v["phase"] = json!("Roll"));
    s.apply(Action::NavigatorReroll { payer: None }).unwrap();
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
    s.apply(Action::ResourceReroll { die: 0, payer: None }).unwrap();
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
        assert!(!explorer_follows(&s), "a neighbour is asked to follow");
        s.apply(Action::Follow).unwrap();
        assert_eq!(s.map().last().unwrap().tents[1], 1);
        assert_eq!(s.current(), 0, "someone followed, so the explorer may too");
        // The explorer is asked about their own tile in words of its own, not "follow".
        assert!(explorer_follows(&s));
        assert_ne!(question_words(&s), asking_words(s.asking()));
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
    s.apply(Action::Sell(Offer::RemoveDie(DieColor::White, None))).unwrap();
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
