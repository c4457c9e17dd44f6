//! What a seat may see (`Game::observation`): Royal Casino hides the order of the faces not yet shown
//! and nothing else; every AI of every game chooses the same from a seat's observation as from
//! the whole state, so the AIs at the table (which get only the observation) are the AIs the
//! tournaments measured.

mod ai_common;

use ai_common::random_position;
use dicehall::engine::dice::derive_seed;
use dicehall::engine::dice::seeded;
use dicehall::engine::{Game, policy::Players};
use dicehall::games::royal_casino::RoyalCasino;
use dicehall::games::royal_casino::rules::{Face, GameState, Setup, shuffled_standard_faces};

fn ids(faces: &[Face]) -> Vec<String> {
    faces.iter().map(|f| f.id.to_string()).collect()
}

#[test]
fn royal_casino_hides_the_order_of_the_faces_not_yet_shown_and_nothing_else() {
    let faces = shuffled_standard_faces(&mut seeded(5), false);
    let mut reordered = faces.clone();
    reordered[2..].reverse();
    let a = GameState::new(Setup { players: 3, starter: 0, faces: faces.clone() }).unwrap();
    let b = GameState::new(Setup { players: 3, starter: 0, faces: reordered }).unwrap();
    assert_ne!(a, b);
    for seat in 0..3 {
        let (seen_a, seen_b) = (RoyalCasino::observation(&a, seat), RoyalCasino::observation(&b, seat));
        assert_eq!(seen_a, seen_b, "seat {seat} cannot tell the two stacks apart");
        assert_eq!(ids(&seen_a.face_stack()[..2]), ids(&faces[..2]), "the face in play and the next stay");
        let mut unseen = ids(&faces[2..]);
        unseen.sort();
        assert_eq!(ids(&seen_a.face_stack()[2..]), unseen, "the rest in a canonical order");
    }
    // Everything public is kept: the same legal actions, seat, points and board.
    for i in 0..300 {
        let s = random_position(derive_seed(0x0B5, i), 5);
        let seen = RoyalCasino::observation(&s, s.current());
        assert_eq!(&seen.legal_actions()[..], &s.legal_actions()[..], "position {i}");
        assert_eq!(
            (seen.current(), seen.round(), seen.face().id.clone()),
            (s.current(), s.round(), s.face().id.clone())
        );
        assert_eq!(seen.players(), s.players(), "position {i}");
        let shown = (s.round() as usize + 1).min(s.face_stack().len());
        assert_eq!(ids(&seen.face_stack()[..shown]), ids(&s.face_stack()[..shown]), "faces seen keep their places");
    }
}

#[test]
fn royal_casino_ais_choose_the_same_from_the_observation() {
    for &(level, _) in <RoyalCasino as Players>::LEVELS {
        let positions = if matches!(level, "random" | "greedy") { 300 } else { 60 };
        for i in 0..positions {
            let s = random_position(derive_seed(0x0B6, i), 5);
            let seen = RoyalCasino::observation(&s, s.current());
            let legal = s.legal_actions();
            let mut whole = RoyalCasino::policy(level, i).unwrap();
            let mut blind = RoyalCasino::policy(level, i).unwrap();
            assert_eq!(blind.choose(&seen, &legal), whole.choose(&s, &legal), "{level}, position {i}");
        }
    }
}
