//! Royal Casino's words shared by the turn flow and the table: the standard faces' names in the
//! player's language (a player's own face keeps the name it was given).

use crate::games::royal_casino::rules::Face;
use crate::t;

/// A face's name as the player reads it.
pub fn face_name(face: &Face) -> String {
    match (face.id.as_ref(), face.name.as_ref()) {
        ("01a", "First Night") => t!("rc-face-01a"),
        ("01b", "Lucky Sevens") => t!("rc-face-01b"),
        ("02a", "Green Baize") => t!("rc-face-02a"),
        ("02b", "High Roller") => t!("rc-face-02b"),
        ("03a", "The Ladder") => t!("rc-face-03a"),
        ("03b", "Twin Tables") => t!("rc-face-03b"),
        ("04a", "Midnight") => t!("rc-face-04a"),
        ("04b", "Snake Eyes") => t!("rc-face-04b"),
        ("05a", "Full House") => t!("rc-face-05a"),
        ("05b", "Long Night") => t!("rc-face-05b"),
        ("06a", "Pairs") => t!("rc-face-06a"),
        ("06b", "The Crown") => t!("rc-face-06b"),
        ("07a", "Long Odds") => t!("rc-face-07a"),
        ("07b", "Casino Royale") => t!("rc-face-07b"),
        ("08a", "Quiet Corner") => t!("rc-face-08a"),
        ("08b", "Grand Finale") => t!("rc-face-08b"),
        _ => face.name.to_string(),
    }
}
