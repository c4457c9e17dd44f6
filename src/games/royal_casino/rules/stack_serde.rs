//! The saved form of a face stack: a standard face by its id (it is embedded in the binary), any
//! other face in full. Keeps saves small and readable, and loads user faces without their files.

use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::board_file::standard_set;
use super::face::Face;

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Entry {
    Standard(String),
    Full(Face),
}

pub fn serialize<S: Serializer>(stack: &Arc<[Face]>, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(stack.iter().map(|f| match standard_set().iter().find(|std| std.id == f.id) {
        Some(std) if std == f => Entry::Standard(f.id.to_string()),
        _ => Entry::Full(f.clone()),
    }))
}

pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<[Face]>, D::Error> {
    let entries = Vec::<Entry>::deserialize(d)?;
    let faces = entries
        .into_iter()
        .map(|e| match e {
            Entry::Full(f) => Ok(f),
            Entry::Standard(id) => standard_set()
                .iter()
                .find(|f| *f.id == *id)
                .cloned()
                .ok_or_else(|| serde::de::Error::custom(format!("no standard face `{id}`"))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if faces.is_empty() {
        return Err(serde::de::Error::custom("the face stack is empty"));
    }
    Ok(faces.into())
}
