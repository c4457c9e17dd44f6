//! What a seat may see of a Royal Casino game: everything but the order of the faces not yet
//! shown (the faces played, the face in play and the next one have been seen; the rest lie face
//! down).

use std::sync::Arc;

use super::face::Face;
use super::state::GameState;

impl GameState {
    /// The game as any seat sees it: the faces not yet shown in a canonical order (by id and
    /// name), in the places they hold. Everything else is public.
    pub fn observed(&self) -> GameState {
        // Round r plays the face at r - 1 and shows the next, at r: the places after are unseen
        // (none once the stack has gone round).
        let hidden: Vec<usize> = (self.round as usize + 1..self.stack.len()).collect();
        if hidden.len() < 2 {
            return self.clone();
        }
        let mut faces: Vec<&Face> = hidden.iter().map(|&i| &self.stack[i]).collect();
        faces.sort_by(|a, b| (&a.id, &a.name).cmp(&(&b.id, &b.name)));
        let mut stack: Vec<Face> = self.stack.to_vec();
        for (&i, face) in hidden.iter().zip(faces) {
            stack[i] = face.clone();
        }
        GameState { stack: Arc::from(stack), ..self.clone() }
    }
}
