//! Dice Settlers' dice looks, built from data: each die colour's body and ink and each symbol's
//! marks (`assets/games/dice-settlers/dice-faces.ron`), put on the faces that `assets/games/dice-settlers/dice.ron`
//! gives each colour. Named `settlers-<colour>` among the standard looks.

use std::collections::HashMap;

use serde::Deserialize;

use crate::games::dice_settlers::content::{DieColor, Symbol, content};
use crate::table::dice::look::{DiceLook, Faces, LookError, Mark, PipShape, mark_problem};

/// The embedded faces file.
pub const SETTLERS_FACES_FILE: (&str, &str) = (
    "assets/games/dice-settlers/dice-faces.ron",
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/dice-settlers/dice-faces.ron")),
);

#[derive(Deserialize)]
struct Body {
    body: (f32, f32, f32),
    ink: (f32, f32, f32),
}

#[derive(Deserialize)]
struct FacesFile {
    bodies: HashMap<DieColor, Body>,
    symbols: HashMap<Symbol, Vec<Mark>>,
}

/// The look name of a Dice Settlers die of `color`.
pub fn look_name(color: DieColor) -> String {
    format!("settlers-{}", color.name())
}

/// The line of `src` where `key:` first appears (1 when absent).
fn line_of(src: &str, key: &str) -> usize {
    src.lines().position(|l| l.trim_start().starts_with(&format!("{key}:"))).map_or(1, |i| i + 1)
}

/// Parse a faces file and build one look per die colour, faces in value order 1–6.
pub fn parse_settlers_looks(file: &str, src: &str) -> Result<Vec<DiceLook>, LookError> {
    let err = |line: usize, problem: String| LookError { file: file.to_string(), line, problem };
    let parsed: FacesFile = ron::from_str(src).map_err(|e| err(e.span.start.line, format!("syntax: {}", e.code)))?;
    for (symbol, marks) in &parsed.symbols {
        let line = line_of(src, &format!("{symbol:?}"));
        if marks.is_empty() {
            return Err(err(line, format!("symbol {} has no marks", symbol.name())));
        }
        if let Some(problem) = marks.iter().find_map(mark_problem) {
            return Err(err(line, format!("symbol {}: {problem}", symbol.name())));
        }
    }
    let c = content().map_err(|e| err(1, format!("the Dice Settlers content does not load: {e}")))?;
    DieColor::ALL
        .iter()
        .map(|&color| {
            let body = parsed
                .bodies
                .get(&color)
                .ok_or_else(|| err(line_of(src, "bodies"), format!("no body colour for {} dice", color.name())))?;
            for (what, (r, g, b)) in [("body", body.body), ("ink", body.ink)] {
                if ![r, g, b].iter().all(|v| (0.0..=1.0).contains(v)) {
                    let line = line_of(src, &format!("{color:?}"));
                    return Err(err(
                        line,
                        format!("{} dice: {what} colour ({r}, {g}, {b}) is outside 0–1", color.name()),
                    ));
                }
            }
            let faces = (1..=6u8)
                .map(|value| {
                    let symbol = c.face(color, value);
                    parsed.symbols.get(&symbol).cloned().ok_or_else(|| {
                        err(line_of(src, "symbols"), format!("no marks for the {} symbol", symbol.name()))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok(DiceLook {
                name: look_name(color),
                body: body.body,
                ink: body.ink,
                gloss: 0.5,
                faces: Faces::Marks(faces),
                pip: PipShape::Round,
            })
        })
        .collect()
}

/// Each symbol's marks as the shipped faces file draws them (one drawing per symbol: the HUD's
/// icons are the dice's own).
pub fn symbol_marks() -> Result<HashMap<Symbol, Vec<Mark>>, LookError> {
    // The looks check every symbol's marks and name the line of a fault.
    settlers_looks()?;
    let parsed: FacesFile = ron::from_str(SETTLERS_FACES_FILE.1).map_err(|e| LookError {
        file: SETTLERS_FACES_FILE.0.to_string(),
        line: e.span.start.line,
        problem: format!("syntax: {}", e.code),
    })?;
    Ok(parsed.symbols)
}

/// The shipped Dice Settlers looks.
pub fn settlers_looks() -> Result<Vec<DiceLook>, LookError> {
    parse_settlers_looks(SETTLERS_FACES_FILE.0, SETTLERS_FACES_FILE.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_gets_its_symbols_from_the_content() {
        let looks = settlers_looks().unwrap();
        assert_eq!(looks.len(), 6);
        let white = &looks[0];
        assert_eq!(white.name, "settlers-white");
        // White's first face is recruit: a head (disc) and shoulders.
        assert!(matches!(white.marks(1)[0], Mark::Disc { .. }));
        // Every symbol on a die has its own drawing.
        let parsed: FacesFile = ron::from_str(SETTLERS_FACES_FILE.1).unwrap();
        assert_eq!(parsed.symbols.len(), Symbol::ALL.len());
    }

    #[test]
    fn broken_files_name_the_line() {
        let missing = "(\n bodies: {},\n symbols: {},\n)";
        let e = parse_settlers_looks("f.ron", missing).unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(e.problem.contains("no body colour for white"), "{e}");
        let outside = "(\n bodies: {},\n symbols: {\n  Gold: [Disc(x: 0.8, y: 0, r: 0.5)],\n },\n)";
        let e = parse_settlers_looks("f.ron", outside).unwrap_err();
        assert_eq!((e.line, e.problem.contains("symbol gold")), (4, true), "{e}");
        let syntax = "(\n bodies: {\n  White: (body: oops),\n },\n)";
        assert_eq!(parse_settlers_looks("f.ron", syntax).unwrap_err().line, 3);
    }
}
