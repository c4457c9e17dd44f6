//! Screenshots: the shot files, the shot-size tool, a turn's shot.

pub(crate) mod shot_file;
pub(crate) mod shot_sizes;
pub(crate) mod turn_shot;
