//! A game's name read and written (`crate::engine::GameId`, declared by each game in its folder):
//! checked against the registered games, it reads and writes as the enum it once was (a RON
//! identifier, a JSON string), so saves and replies are unchanged.

use std::fmt;
use std::sync::OnceLock;

use serde::de::{self, EnumAccess, VariantAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{all, names_joined};
pub use crate::engine::GameId;

impl GameId {
    /// The game a name stands for, or a sentence listing the names.
    pub fn parse(name: &str) -> Result<GameId, String> {
        all()
            .iter()
            .find(|r| r.name == name)
            .map(|r| r.id)
            .ok_or_else(|| format!("unknown game `{name}`: the games are {}", names_joined(false, false)))
    }

    /// Every registered game's id, in the registry's order.
    pub fn every() -> &'static [GameId] {
        static IDS: OnceLock<Vec<GameId>> = OnceLock::new();
        IDS.get_or_init(|| all().iter().map(|r| r.id).collect())
    }

    fn names() -> &'static [&'static str] {
        static NAMES: OnceLock<Vec<&'static str>> = OnceLock::new();
        NAMES.get_or_init(|| all().iter().map(|r| r.name).collect())
    }

    fn index(self) -> u32 {
        Self::every().iter().position(|&g| g == self).unwrap_or(usize::MAX) as u32
    }
}

/// As a unit variant of an enum `GameId`: RON writes `r#home-rows`, JSON `"home-rows"`.
impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_unit_variant("GameId", self.index(), self.name())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameId, D::Error> {
        deserializer.deserialize_enum("GameId", GameId::names(), IdVisitor)
    }
}

struct IdVisitor;

impl IdVisitor {
    fn find<E: de::Error>(name: &str) -> Result<GameId, E> {
        GameId::parse(name).map_err(|_| E::unknown_variant(name, GameId::names()))
    }
}

impl<'de> Visitor<'de> for IdVisitor {
    type Value = GameId;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("enum GameId")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<GameId, E> {
        Self::find(name)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<GameId, A::Error> {
        let (id, variant): (GameId, _) = data.variant_seed(VariantName)?;
        variant.unit_variant()?;
        Ok(id)
    }
}

/// The variant's name, read as an identifier (how a format reads an enum's variant).
struct VariantName;

impl<'de> de::DeserializeSeed<'de> for VariantName {
    type Value = GameId;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<GameId, D::Error> {
        deserializer.deserialize_identifier(IdVisitor)
    }
}

/// `--game`'s values, as the enum listed them: the registered names.
impl clap::ValueEnum for GameId {
    fn value_variants<'a>() -> &'a [Self] {
        GameId::every()
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_reads_and_writes_as_the_enum_it_was() {
        for &id in GameId::every() {
            let ron_text = ron::to_string(&id).unwrap();
            assert_eq!(ron_text, format!("r#{}", id.name()));
            assert_eq!(ron::from_str::<GameId>(&ron_text).unwrap(), id);
            let json = serde_json::to_string(&id).unwrap();
            assert_eq!(json, format!("\"{}\"", id.name()));
            assert_eq!(serde_json::from_str::<GameId>(&json).unwrap(), id);
        }
        let unknown = serde_json::from_str::<GameId>("\"chess\"").unwrap_err().to_string();
        assert!(unknown.starts_with("unknown variant `chess`, expected one of"), "{unknown}");
        assert!(ron::from_str::<GameId>("r#chess").is_err());
    }
}
