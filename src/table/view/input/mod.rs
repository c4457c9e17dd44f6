//! The TV's input at the table: the pad, keys, pointer picking, holds and skips.

pub(crate) mod hold;
pub(crate) mod pad;
pub(crate) mod picking;
pub(crate) mod skip;
pub(crate) mod table_keys;
pub(crate) mod ui_focus;
