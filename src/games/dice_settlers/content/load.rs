//! Parse and validate Dice Settlers' content files with file:line errors; the embedded standard set.

use std::fmt;
use std::sync::OnceLock;

use serde::Deserialize;

use super::lines::entry_lines;
use super::{BoxDef, COLORS, Content, DieColor, DieDef, Effect, SYMBOLS, Seal, Symbol, TechDef, TileDef};

/// The standard content files, embedded: (path as shown in errors, text).
pub const STANDARD_FILES: [(&str, &str); 4] = [
    (
        "assets/games/dice-settlers/dice.ron",
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/dice-settlers/dice.ron")),
    ),
    (
        "assets/games/dice-settlers/tiles.ron",
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/dice-settlers/tiles.ron")),
    ),
    (
        "assets/games/dice-settlers/technologies.ron",
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/dice-settlers/technologies.ron")),
    ),
    (
        "assets/games/dice-settlers/box.ron",
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/dice-settlers/box.ron")),
    ),
];

/// A content file that could not be loaded: which file, which line, what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    pub file: String,
    pub line: usize,
    pub problem: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.problem)
    }
}

impl std::error::Error for ContentError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceFile {
    dice: Vec<DieDef>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TilesFile {
    tiles: Vec<TileDef>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TechFile {
    techs: Vec<TechDef>,
}

/// The standard content, parsed and validated once. The embedded files are checked by a test, so
/// an error here is a build of broken data; it is reported, not panicked on.
pub fn content() -> Result<&'static Content, &'static ContentError> {
    static CONTENT: OnceLock<Result<Content, ContentError>> = OnceLock::new();
    CONTENT.get_or_init(|| parse_content(&STANDARD_FILES)).as_ref()
}

/// Parse `[dice, tiles, technologies, box]` files, given as (name, text), and validate them together.
pub fn parse_content(files: &[(&str, &str); 4]) -> Result<Content, ContentError> {
    let [(dice_name, dice_src), (tiles_name, tiles_src), (tech_name, tech_src), (box_name, box_src)] = *files;
    let box_def: BoxDef = parse(box_name, box_src)?;
    check_box(box_name, &box_def)?;
    let dice: DiceFile = parse(dice_name, dice_src)?;
    let dice = check_dice(dice_name, dice_src, dice.dice, &box_def)?;
    let tiles: TilesFile = parse(tiles_name, tiles_src)?;
    check_tiles(tiles_name, tiles_src, &tiles.tiles, &box_def)?;
    let techs: TechFile = parse(tech_name, tech_src)?;
    check_techs(tech_name, tech_src, &techs.techs, &box_def)?;
    let mut symbol_tiles = [0u64; SYMBOLS];
    for t in &tiles.tiles {
        if let Some(k) = t.symbol {
            symbol_tiles[k.index()] |= 1 << t.no;
        }
    }
    Ok(Content { dice, tiles: tiles.tiles, techs: techs.techs, box_def, symbol_tiles })
}

fn parse<T: for<'de> Deserialize<'de>>(file: &str, src: &str) -> Result<T, ContentError> {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME).from_str(src).map_err(
        |e| ContentError { file: file.into(), line: e.span.start.line, problem: format!("syntax: {}", e.code) },
    )
}

fn fail<T>(file: &str, line: usize, problem: String) -> Result<T, ContentError> {
    Err(ContentError { file: file.into(), line, problem })
}

fn check_box(file: &str, b: &BoxDef) -> Result<(), ContentError> {
    let problem = if b.score_tokens.len() != 3 || b.supply_removed.len() != 3 || b.stack_removed_from.len() != 3 {
        "score_tokens, supply_removed and stack_removed_from list 3 values: for 2, 3 and 4 players"
    } else if b.house_points.len() != 5 {
        "house_points lists 5 values: for 1 to 5 houses"
    } else if !(1..=5).contains(&b.houses_per_player) {
        "houses_per_player must be 1 to 5 (house points are listed for five)"
    } else if !(1..=9).contains(&b.tent_spaces) {
        "tent_spaces must be 1 to 9"
    } else if !(1..=8).contains(&b.dice_track_start) {
        "dice_track_start must be 1 to 8"
    } else if b.bag.is_empty() || b.bag.iter().map(|(_, n)| *n as usize).sum::<usize>() > 12 {
        "the starting bag must hold 1 to 12 dice"
    } else if b.score_tokens.contains(&0) {
        "every player count needs score tokens laid out"
    } else if b.row.is_empty() {
        "the technology row needs at least one card"
    } else if !(4..=20).contains(&b.starting_tiles) {
        "starting_tiles must be 4 to 20 (four players draw six in the draft)"
    } else {
        return Ok(());
    };
    fail(file, 1, problem.into())
}

fn check_dice(file: &str, src: &str, list: Vec<DieDef>, b: &BoxDef) -> Result<Vec<DieDef>, ContentError> {
    let (key_line, lines) = entry_lines(src, "dice");
    let line = |i: usize| lines.get(i).copied().unwrap_or(key_line);
    let mut by_color: [Option<DieDef>; COLORS] = Default::default();
    for (i, d) in list.into_iter().enumerate() {
        if by_color[d.color.index()].is_some() {
            return fail(file, line(i), format!("the {} dice are listed twice", d.color.name()));
        }
        if d.faces.len() != 6 {
            return fail(file, line(i), format!("the {} die has {} faces: a die has 6", d.color.name(), d.faces.len()));
        }
        if d.count > 20 {
            return fail(file, line(i), format!("{} {} dice: at most 20 of a colour", d.count, d.color.name()));
        }
        let in_bags = b.bag.iter().filter(|(c, _)| *c == d.color).map(|(_, n)| *n).sum::<u8>();
        let needed = 4 * in_bags + if d.color == DieColor::White { 0 } else { b.supply_removed[0] };
        if d.count < needed.max(1) {
            let problem = format!(
                "{} {} dice are too few: the bags and the 2-player removal need {needed}",
                d.count,
                d.color.name()
            );
            return fail(file, line(i), problem);
        }
        let slot = d.color.index();
        by_color[slot] = Some(d);
    }
    let missing: Vec<&str> = DieColor::ALL.iter().filter(|c| by_color[c.index()].is_none()).map(|c| c.name()).collect();
    if !missing.is_empty() {
        return fail(file, key_line, format!("no dice listed for {}", missing.join(", ")));
    }
    Ok(by_color.into_iter().flatten().collect())
}

fn check_tiles(file: &str, src: &str, tiles: &[TileDef], b: &BoxDef) -> Result<(), ContentError> {
    let (key_line, lines) = entry_lines(src, "tiles");
    let line = |i: usize| lines.get(i).copied().unwrap_or(key_line);
    for (i, t) in tiles.iter().enumerate() {
        let problem = if t.no as usize != i + 1 {
            format!("tile {} is listed where no. {} belongs: list the tiles in order from 1", t.no, i + 1)
        } else if t.high == 0 || t.low > t.high {
            format!("tile {}: its star needs high ≥ 1 and low ≤ high, not {}/{}", t.no, t.high, t.low)
        } else if t.symbol == Some(Symbol::Navigator) {
            format!("tile {}: navigators come from dice and cards only; a tile cannot show one", t.no)
        } else if t.no <= b.starting_tiles && t.factory.is_some() {
            format!("tile {}: a starting tile cannot have a factory", t.no)
        } else {
            continue;
        };
        return fail(file, line(i), problem);
    }
    let n = tiles.len();
    if n > 60 || n < b.starting_tiles as usize + 8 {
        return fail(file, key_line, format!("{n} tiles: the box needs the starting tiles plus 8 to 60 more"));
    }
    if b.stack_removed_from.iter().any(|&f| (f as usize) <= b.starting_tiles as usize + 4) {
        return fail(file, key_line, "stack_removed_from leaves fewer than 4 tiles in a stack".into());
    }
    Ok(())
}

fn check_techs(file: &str, src: &str, techs: &[TechDef], b: &BoxDef) -> Result<(), ContentError> {
    let (key_line, lines) = entry_lines(src, "techs");
    let line = |i: usize| lines.get(i).copied().unwrap_or(key_line);
    if techs.len() > 32 {
        return fail(file, key_line, format!("{} technologies: at most 32", techs.len()));
    }
    for (i, t) in techs.iter().enumerate() {
        let problem = if t.id.is_empty() || t.name.is_empty() {
            "a technology needs an id and a name".to_string()
        } else if techs[..i].iter().any(|u| u.id == t.id) {
            format!("the id `{}` is used twice", t.id)
        } else if t.research == 0 || t.research > 6 {
            format!("`{}`: research must be 1 to 6 symbols, not {}", t.id, t.research)
        } else if t.resources.len() > 4 {
            format!("`{}`: at most 4 resources to pay, not {}", t.id, t.resources.len())
        } else if matches!(t.effect, Effect::Symbol(Symbol::Research)) {
            format!("`{}`: a card that gives research symbols would pay for itself", t.id)
        } else {
            continue;
        };
        return fail(file, line(i), problem);
    }
    for &(seal, want) in &b.row {
        let have = techs.iter().filter(|t| t.seal == seal).count();
        if have < want as usize {
            return fail(
                file,
                key_line,
                format!("the row deals {want} {} cards but only {have} exist", Seal::name(seal)),
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_content_loads_and_matches_the_box() {
        let c = content().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(c.dice.iter().map(|d| d.count as u32).sum::<u32>(), 51, "the box has 51 dice");
        assert_eq!(c.tiles.len(), 40);
        assert_eq!(c.techs.len(), 18);
        for seal in Seal::ALL {
            assert_eq!(c.techs.iter().filter(|t| t.seal == seal).count(), 3, "three {} cards", seal.name());
        }
    }

    /// The standard files with one replaced by `edit(text)`; the error it gives.
    fn broken(which: usize, edit: impl Fn(&str) -> String) -> ContentError {
        let mut files = STANDARD_FILES.map(|(n, t)| (n, t.to_string()));
        files[which].1 = edit(&files[which].1);
        let refs: [(&str, &str); 4] = std::array::from_fn(|i| (files[i].0, files[i].1.as_str()));
        parse_content(&refs).expect_err("the broken file must be refused")
    }

    /// The 1-based line of the first line containing `needle` in standard file `which`.
    fn line_of(which: usize, needle: &str) -> usize {
        STANDARD_FILES[which].1.lines().position(|l| l.contains(needle)).map(|i| i + 1).expect("needle")
    }

    #[test]
    fn broken_content_entries_are_refused_with_file_and_line() {
        let e = broken(1, |t| t.replace("(no: 12,", "(no: 13,"));
        assert_eq!((e.file.as_str(), e.line), ("assets/games/dice-settlers/tiles.ron", line_of(1, "(no: 12,")), "{e}");
        assert!(e.problem.contains("in order"), "{e}");
        let e = broken(1, |t| {
            t.replace(
                "(no: 11, terrain: Mountain, high: 4, low: 2, symbol: Research)",
                "(no: 11, terrain: Mountain, high: 4, low: 2, symbol: Navigator)",
            )
        });
        assert_eq!(e.line, line_of(1, "(no: 11,"), "{e}");
        assert!(e.problem.contains("navigator"), "{e}");
        let e = broken(1, |t| t.replacen("high: 3, low: 1", "high: 1, low: 3", 1));
        assert!(e.problem.contains("star") && e.line == line_of(1, "(no: 1,"), "{e}");
        let e = broken(0, |t| {
            t.replace("faces: [Gold, Gold, Trade, Trade, Raid, Explore]", "faces: [Gold, Gold, Trade, Trade, Raid]")
        });
        assert_eq!((e.file.as_str(), e.line), ("assets/games/dice-settlers/dice.ron", line_of(0, "color: Red")), "{e}");
        assert!(e.problem.contains("6"), "{e}");
        let e = broken(0, |t| t.replace("color: Blue", "color: Brown"));
        assert!(e.problem.contains("twice") && e.line == line_of(0, "color: Blue"), "{e}");
        let e = broken(2, |t| t.replace("id: \"forge\"", "id: \"barracks\""));
        assert!(e.problem.contains("used twice") && e.line == line_of(2, "id: \"forge\""), "{e}");
        let e = broken(2, |t| {
            t.replace("seal: Orange, research: 2, resources: [Gold]", "seal: Orange, research: 0, resources: [Gold]")
        });
        assert!(e.problem.contains("research") && e.line == line_of(2, "id: \"market\""), "{e}");
        let e = broken(3, |t| t.replace("house_points: [1, 4, 9, 16, 25]", "house_points: [1, 4, 9]"));
        assert!(e.problem.contains("house_points") && e.file.ends_with("box.ron"), "{e}");
        let e = broken(1, |t| t.replace("(no: 20, terrain: Hills", "(no: 20 terrain: Hills"));
        assert!(e.problem.starts_with("syntax") && e.line == line_of(1, "(no: 20,"), "{e}");
        let e = broken(2, |t| t.replace("terrain: Hills, effect: Symbol(Raid)", "terrain: Hils, effect: Symbol(Raid)"));
        assert!(e.problem.starts_with("syntax") && e.line == line_of(2, "id: \"barracks\""), "{e}");
    }
}
