//! Reading a [`MatchConfig`] (settings, saves, replays): besides its fields and `options`, any
//! other on/off field is a game's option that earlier versions kept as a field of its own, and is
//! read into `options` under its name, so an old save starts and replays exactly as it was set.

use serde::de::{Deserialize, Deserializer, IgnoredAny, MapAccess, Visitor};

use super::{GameOptions, MatchConfig};

const FIELDS: &[&str] = &["game", "seats", "starter", "options", "seed"];

impl<'de> Deserialize<'de> for MatchConfig {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_struct("MatchConfig", FIELDS, ConfigVisitor)
    }
}

struct ConfigVisitor;

/// A field's value that is either an option (on/off) or something else, passed over.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum OldField {
    Option(bool),
    Other(IgnoredAny),
}

impl<'de> Visitor<'de> for ConfigVisitor {
    type Value = MatchConfig;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a match's set-up: game, seats, starter, options and seed")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<MatchConfig, A::Error> {
        use serde::de::Error;
        let (mut game, mut seats, mut starter, mut seed) = (None, None, None, None);
        let mut options = GameOptions::new();
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "game" => game = Some(map.next_value()?),
                "seats" => seats = Some(map.next_value()?),
                "starter" => starter = Some(map.next_value()?),
                "seed" => seed = Some(map.next_value()?),
                "options" => options.extend(map.next_value::<GameOptions>()?),
                _ => {
                    if let OldField::Option(on) = map.next_value::<OldField>()? {
                        options.entry(key).or_insert(on);
                    }
                }
            }
        }
        Ok(MatchConfig {
            game: game.ok_or_else(|| A::Error::missing_field("game"))?,
            seats: seats.ok_or_else(|| A::Error::missing_field("seats"))?,
            starter: starter.ok_or_else(|| A::Error::missing_field("starter"))?,
            options,
            seed: seed.unwrap_or(None),
            held_by_phones: Default::default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set-up written before options had a map of their own keeps its option.
    #[test]
    fn an_option_kept_as_a_field_of_its_own_is_read_into_options() {
        let game = crate::registry::first().id;
        let old = format!(
            "(game: {}, seats: [], starter: 1, first_face: false, seed: Some(7))",
            ron::to_string(&game).unwrap()
        );
        let config: MatchConfig = ron::from_str(&old).expect("an old set-up reads");
        assert_eq!((config.game, config.starter, config.seed), (game, 1, Some(7)));
        assert_eq!(config.options.get("first_face"), Some(&false));
        let now = ron::to_string(&config).expect("writes");
        assert_eq!(ron::from_str::<MatchConfig>(&now).expect("reads back"), config);
        let json: MatchConfig = serde_json::from_str(&serde_json::to_string(&config).unwrap()).unwrap();
        assert_eq!(json, config, "JSON too");
        assert!(ron::from_str::<MatchConfig>("(seats: [], starter: 0)").is_err(), "a set-up names its game");
    }
}
