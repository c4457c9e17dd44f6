//! Dice looks as data (`assets/dice/looks.ron`): body and ink colours and what each face shows
//! (pips, or marks drawn from discs and polygons), parsed and validated with file:line errors.

use serde::Deserialize;

/// The embedded looks file.
pub const LOOKS_FILE: (&str, &str) =
    ("assets/dice/looks.ron", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/dice/looks.ron")));

/// One mark on a face, in face coordinates: -1..1 across, +y up the face.
#[derive(Deserialize, Clone, Debug, PartialEq)]
pub enum Mark {
    /// A round hollow (a pip).
    Disc { x: f32, y: f32, r: f32 },
    /// A hollow polygon (a symbol), corners in order.
    Polygon(Vec<(f32, f32)>),
}

/// What the faces show.
#[derive(Deserialize, Clone, Debug, PartialEq)]
pub enum Faces {
    /// Standard pips, 1 to 6.
    Pips,
    /// Six faces drawn from marks, in value order 1–6.
    Marks(Vec<Vec<Mark>>),
}

/// How one kind of die looks.
#[derive(Deserialize, Clone, Debug, PartialEq)]
pub struct DiceLook {
    pub name: String,
    /// Body colour, sRGB 0–1.
    pub body: (f32, f32, f32),
    /// Colour inside the hollows, sRGB 0–1.
    pub ink: (f32, f32, f32),
    /// 0 (matte) to 1 (a glossy lacquer).
    #[serde(default = "default_gloss")]
    pub gloss: f32,
    pub faces: Faces,
    /// The shape of `Pips` (round unless given): a game may give each colour its own, so players
    /// who cannot tell the colours apart tell the shapes.
    #[serde(default)]
    pub pip: PipShape,
}

/// The shape of a standard face's pips.
#[derive(Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PipShape {
    #[default]
    Round,
    Triangle,
    Square,
    Diamond,
}

impl PipShape {
    /// A pip of this shape centred at (x, y) with radius `r`.
    fn mark(self, x: f32, y: f32, r: f32) -> Mark {
        let corners = |n: usize, turn: f32, scale: f32| {
            (0..n)
                .map(|k| {
                    let a = turn + k as f32 * std::f32::consts::TAU / n as f32;
                    (x + scale * r * a.cos(), y + scale * r * a.sin())
                })
                .collect()
        };
        use std::f32::consts::{FRAC_PI_2, FRAC_PI_4};
        match self {
            PipShape::Round => Mark::Disc { x, y, r },
            PipShape::Triangle => Mark::Polygon(corners(3, FRAC_PI_2, 1.3)),
            PipShape::Square => Mark::Polygon(corners(4, FRAC_PI_4, 1.15)),
            PipShape::Diamond => Mark::Polygon(corners(4, 0.0, 1.3)),
        }
    }
}

fn default_gloss() -> f32 {
    0.6
}

/// A looks file that could not be loaded: which file, which line, what is wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct LookError {
    pub file: String,
    pub line: usize,
    pub problem: String,
}

impl std::fmt::Display for LookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.problem)
    }
}

impl std::error::Error for LookError {}

/// Pip radius and spacing of standard faces, in face coordinates.
const PIP_RADIUS: f32 = 0.17;
const PIP_SPACING: f32 = 0.5;

/// Pip positions on a face showing `value`, in units of the pip spacing.
pub fn pip_layout(value: u8) -> &'static [(f32, f32)] {
    match value {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)],
        5 => &[(-1.0, -1.0), (-1.0, 1.0), (0.0, 0.0), (1.0, -1.0), (1.0, 1.0)],
        _ => &[(-1.0, -1.0), (-1.0, 0.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 0.0), (1.0, 1.0)],
    }
}

impl DiceLook {
    /// The marks of the face showing `value` (1–6).
    pub fn marks(&self, value: u8) -> Vec<Mark> {
        match &self.faces {
            Faces::Pips => {
                // The one is the large pip of real dice.
                let r = if value == 1 { PIP_RADIUS * 1.4 } else { PIP_RADIUS };
                pip_layout(value).iter().map(|&(a, b)| self.pip.mark(a * PIP_SPACING, b * PIP_SPACING, r)).collect()
            }
            Faces::Marks(faces) => faces.get(usize::from(value.max(1)) - 1).cloned().unwrap_or_default(),
        }
    }
}

/// Parse and check a looks file: a list of looks with unique names, colours in 0–1, and (for
/// drawn faces) six faces of marks inside the face.
pub fn parse_looks(file: &str, src: &str) -> Result<Vec<DiceLook>, LookError> {
    let err = |line: usize, problem: String| LookError { file: file.to_string(), line, problem };
    let looks: Vec<DiceLook> = ron::from_str(src).map_err(|e| err(e.span.start.line, format!("syntax: {}", e.code)))?;
    // Each look starts at its `name:`; semantic errors point there.
    let name_lines: Vec<usize> =
        src.lines().enumerate().filter(|(_, l)| l.contains("name:")).map(|(i, _)| i + 1).collect();
    let line_of = |i: usize| name_lines.get(i).copied().unwrap_or(1);
    if looks.is_empty() {
        return Err(err(1, "the file lists no dice looks".into()));
    }
    for (i, look) in looks.iter().enumerate() {
        let fail = |problem: String| Err(err(line_of(i), format!("look \"{}\": {problem}", look.name)));
        if look.name.trim().is_empty() {
            return Err(err(line_of(i), "a look needs a name".into()));
        }
        if looks[..i].iter().any(|other| other.name == look.name) {
            return fail("the name is used twice".into());
        }
        for (what, (r, g, b)) in [("body", look.body), ("ink", look.ink)] {
            if ![r, g, b].iter().all(|c| (0.0..=1.0).contains(c)) {
                return fail(format!("{what} colour ({r}, {g}, {b}) is outside 0–1"));
            }
        }
        if !(0.0..=1.0).contains(&look.gloss) {
            return fail(format!("gloss {} is outside 0–1", look.gloss));
        }
        if let Faces::Marks(faces) = &look.faces {
            if faces.len() != 6 {
                return fail(format!("a die has six faces, this one lists {}", faces.len()));
            }
            for (f, marks) in faces.iter().enumerate() {
                if marks.is_empty() {
                    return fail(format!("face {} has no marks", f + 1));
                }
                for mark in marks {
                    if let Some(problem) = mark_problem(mark) {
                        return fail(format!("face {}: {problem}", f + 1));
                    }
                }
            }
        }
    }
    Ok(looks)
}

pub(crate) fn mark_problem(mark: &Mark) -> Option<String> {
    let inside = |x: f32, y: f32| x.abs() <= 0.9 && y.abs() <= 0.9;
    match *mark {
        Mark::Disc { x, y, r } if !(r > 0.02 && inside(x - r, y - r) && inside(x + r, y + r)) => {
            Some(format!("disc at ({x}, {y}) radius {r} must have a radius over 0.02 and lie within ±0.9"))
        }
        Mark::Polygon(ref points) if points.len() < 3 => {
            Some(format!("a polygon needs at least 3 corners, this one has {}", points.len()))
        }
        Mark::Polygon(ref points) => points
            .iter()
            .find(|&&(x, y)| !inside(x, y))
            .map(|&(x, y)| format!("polygon corner ({x}, {y}) must lie within ±0.9")),
        Mark::Disc { .. } => None,
    }
}

/// The looks shipped with the game: `looks.ron`'s, then each registered game's own dice.
pub fn standard_looks() -> Result<Vec<DiceLook>, LookError> {
    let mut looks = parse_looks(LOOKS_FILE.0, LOOKS_FILE.1)?;
    for game in crate::table::table_game::every_game() {
        looks.extend((game.dice_looks)()?);
    }
    Ok(looks)
}

/// The index among [`standard_looks`] of the look called `name` (the plain look if absent).
pub fn look_index(name: &str) -> usize {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let names =
        NAMES.get_or_init(|| standard_looks().map(|l| l.into_iter().map(|l| l.name).collect()).unwrap_or_default());
    names.iter().position(|n| n == name).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_looks_load_with_ivory_first() {
        let looks = standard_looks().unwrap();
        assert_eq!(looks[0].name, "ivory");
        for colour in ["red", "yellow", "green", "blue"] {
            assert!(looks.iter().any(|l| l.name == colour), "{colour}");
        }
        assert_eq!(looks[0].marks(5).len(), 5);
    }

    #[test]
    fn broken_entries_name_their_line() {
        let src = "[\n (name: \"a\", body: (1, 1, 1), ink: (0, 0, 0), faces: Pips),\n (name: \"b\", body: (1, 2, 1), ink: (0, 0, 0), faces: Pips),\n]";
        let e = parse_looks("x.ron", src).unwrap_err();
        assert_eq!((e.line, e.to_string().contains("outside 0–1")), (3, true), "{e}");
        let dup = "[\n (name: \"a\", body: (1, 1, 1), ink: (0, 0, 0), faces: Pips),\n (name: \"a\", body: (1, 1, 1), ink: (0, 0, 0), faces: Pips),\n]";
        assert_eq!(parse_looks("x.ron", dup).unwrap_err().line, 3);
        let syntax = "[\n (name: \"a\", body: (1, 1, 1),\n ink: oops),\n]";
        let e = parse_looks("x.ron", syntax).unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        let five = "[(name: \"s\", body: (1, 1, 1), ink: (0, 0, 0), faces: Marks([[Disc(x: 0, y: 0, r: 0.3)]]))]";
        assert!(parse_looks("x.ron", five).unwrap_err().problem.contains("six faces"));
        let outside = "[(name: \"s\", body: (1, 1, 1), ink: (0, 0, 0), faces: Marks([[Disc(x: 0.8, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Polygon([(0, 0), (0.5, 0)])]]))]";
        assert!(parse_looks("x.ron", outside).unwrap_err().problem.contains("face 1: disc"));
    }

    #[test]
    fn drawn_faces_give_their_own_marks() {
        let src = "[(name: \"s\", body: (1, 1, 1), ink: (0, 0, 0), faces: Marks([[Disc(x: 0, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Disc(x: 0, y: 0, r: 0.3)],[Polygon([(0, 0.5), (-0.5, -0.4), (0.5, -0.4)])]]))]";
        let looks = parse_looks("x.ron", src).unwrap();
        assert!(matches!(looks[0].marks(6)[0], Mark::Polygon(ref p) if p.len() == 3));
    }

    #[test]
    fn coloured_dice_carry_their_colours_shape() {
        let looks = standard_looks().unwrap();
        let shape = |name: &str| looks.iter().find(|l| l.name == name).map(|l| l.marks(5)).unwrap();
        assert!(matches!(shape("red")[0], Mark::Disc { .. }));
        assert!(matches!(shape("yellow")[0], Mark::Polygon(ref p) if p.len() == 3));
        assert!(matches!(shape("green")[0], Mark::Polygon(ref p) if p.len() == 4));
        assert!(matches!(shape("blue")[0], Mark::Polygon(ref p) if p.len() == 4));
        assert_ne!(shape("green")[0], shape("blue")[0], "square and diamond differ");
        assert!(matches!(shape("ivory")[0], Mark::Disc { .. }), "plain dice keep round pips");
    }
}
