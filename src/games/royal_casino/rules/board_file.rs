//! Face files (`boards/*.ron`): parse, validate with file/line errors, and the embedded standard faces.

use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use serde::Deserialize;

use super::face::{Face, MAX_ROW_LEN, ROWS, RowColor, RowSpec, Square};
use super::locate::{RowLines, locate_rows};

/// Most squares on a standard face (the dice in play with 4 players).
pub const STANDARD_MAX_SQUARES: usize = 28;
/// Most squares on a user-made face (ruling R6 covers what cannot be filled).
pub const USER_MAX_SQUARES: usize = 30;

/// The sixteen standard faces, embedded so the game works from any directory.
pub const STANDARD_FACE_FILES: [(&str, &str); 16] = [
    ("01a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/01a.ron"))),
    ("01b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/01b.ron"))),
    ("02a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/02a.ron"))),
    ("02b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/02b.ron"))),
    ("03a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/03a.ron"))),
    ("03b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/03b.ron"))),
    ("04a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/04a.ron"))),
    ("04b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/04b.ron"))),
    ("05a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/05a.ron"))),
    ("05b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/05b.ron"))),
    ("06a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/06a.ron"))),
    ("06b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/06b.ron"))),
    ("07a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/07a.ron"))),
    ("07b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/07b.ron"))),
    ("08a", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/08a.ron"))),
    ("08b", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/boards/08b.ron"))),
];

/// A face file that could not be loaded: which file, which line, what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceError {
    pub file: String,
    pub line: usize,
    pub problem: String,
}

impl fmt::Display for FaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.problem)
    }
}

impl std::error::Error for FaceError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FaceFile {
    name: String,
    #[serde(default)]
    beginner: bool,
    rows: Vec<RowFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RowFile {
    color: RowColor,
    points: i64,
    squares: String,
}

/// The sixteen standard faces, in id order, parsed once.
pub fn standard_set() -> &'static [Face] {
    static FACES: OnceLock<Vec<Face>> = OnceLock::new();
    FACES.get_or_init(|| {
        STANDARD_FACE_FILES
            .iter()
            .filter_map(|(id, src)| parse_face(id, &format!("boards/{id}.ron"), src, STANDARD_MAX_SQUARES).ok())
            .collect()
    })
}

/// All sixteen standard faces, in id order.
pub fn standard_faces() -> Vec<Face> {
    standard_set().to_vec()
}

/// The default face stack: the sixteen standard faces shuffled by `rng`, optionally with the
/// beginner face on top (setup rule 1: "for a first game").
pub fn shuffled_standard_faces<R: rand::Rng + ?Sized>(rng: &mut R, beginner_first: bool) -> Vec<Face> {
    use rand::seq::SliceRandom;
    let mut faces = standard_faces();
    faces.shuffle(rng);
    if beginner_first && let Some(i) = faces.iter().position(|f| f.beginner) {
        let f = faces.remove(i);
        faces.insert(0, f);
    }
    faces
}

/// One standard face by id (`01a` … `08b`).
pub fn standard_face(id: &str) -> Option<Face> {
    standard_set().iter().find(|f| f.id.as_ref() == id).cloned()
}

/// The largest face file read, in bytes (a full 30-square face with comments is under 4 KiB).
pub const MAX_FACE_FILE_BYTES: u64 = 64 * 1024;

/// Load a user face from a file; its id is the file stem. Only a regular file of at most
/// [`MAX_FACE_FILE_BYTES`] is read: a pipe, terminal or device (`/dev/stdin`, `/dev/zero`) or a
/// folder is refused before it is opened, so nothing blocks or reads without end.
pub fn load_face_file(path: &Path) -> Result<Face, FaceError> {
    use std::io::Read;
    let file = path.display().to_string();
    let refuse = |problem: String| FaceError { file: file.clone(), line: 0, problem };
    let meta = std::fs::metadata(path).map_err(|e| refuse(format!("cannot read the file: {e}")))?;
    if !meta.is_file() {
        let what = if meta.is_dir() { "a folder" } else { "not a regular file (a device, pipe or socket)" };
        return Err(refuse(format!("this is {what}; a face is a .ron file")));
    }
    if meta.len() > MAX_FACE_FILE_BYTES {
        return Err(refuse(format!(
            "the file is {} bytes; a face file is at most {MAX_FACE_FILE_BYTES} bytes",
            meta.len()
        )));
    }
    let mut src = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_FACE_FILE_BYTES + 1).read_to_string(&mut src))
        .map_err(|e| refuse(format!("cannot read the file: {e}")))?;
    if src.len() as u64 > MAX_FACE_FILE_BYTES {
        return Err(refuse(format!("the file grew past {MAX_FACE_FILE_BYTES} bytes while it was read")));
    }
    let id = path.file_stem().and_then(|s| s.to_str()).unwrap_or("face").to_string();
    parse_face(&id, &file, &src, USER_MAX_SQUARES)
}

/// Resolve a face reference as the console and CLI take it: anything with `/` or ending in `.ron`
/// is a path; otherwise a standard id, else `boards/<name>.ron` in the working directory.
pub fn resolve_face(reference: &str) -> Result<Face, FaceError> {
    if reference.contains('/') || reference.ends_with(".ron") {
        return load_face_file(Path::new(reference));
    }
    if let Some(face) = standard_face(reference) {
        return Ok(face);
    }
    let local = Path::new("boards").join(format!("{reference}.ron"));
    if local.exists() {
        return load_face_file(&local);
    }
    Err(FaceError {
        file: reference.to_string(),
        line: 0,
        problem: format!("no face named `{reference}`: the standard faces are 01a … 08b; give a path for your own"),
    })
}

/// Parse and validate one face. `max_squares` is 28 for standard faces and 30 for user faces.
pub fn parse_face(id: &str, file: &str, src: &str, max_squares: usize) -> Result<Face, FaceError> {
    let err = |line: usize, problem: String| FaceError { file: file.to_string(), line, problem };
    let raw: FaceFile = ron::from_str(src).map_err(|e| err(e.span.start.line, format!("syntax: {}", e.code)))?;
    let lines = locate_rows(src);
    let row_line = |i: usize, pick: fn(&RowLines) -> usize| lines.rows.get(i).map_or(lines.rows_key, pick);
    if raw.name.trim().is_empty() {
        return Err(err(lines.name_key, "the face needs a name".into()));
    }
    if raw.rows.len() != ROWS {
        return Err(err(lines.rows_key, format!("a face has exactly six rows, this one has {}", raw.rows.len())));
    }
    let mut rows =
        [RowSpec { color: RowColor::Yellow, points: 0, len: 0, squares: [Square::Pip(1); MAX_ROW_LEN] }; ROWS];
    let mut green_red_row: Option<usize> = None;
    for (i, (row, spec)) in raw.rows.iter().zip(rows.iter_mut()).enumerate() {
        *spec = parse_row(row.color, row.points, &row.squares).map_err(|p| {
            let line = if p.in_points { row_line(i, |r| r.points) } else { row_line(i, |r| r.squares) };
            err(line, format!("row {i}: {}", p.problem))
        })?;
        if spec.is_green_red() {
            if let Some(first) = green_red_row {
                let problem = format!("row {i} is a second green/red row (row {first} is one); a face has at most one");
                return Err(err(row_line(i, |r| r.squares), problem));
            }
            green_red_row = Some(i);
        }
    }
    let face = Face { id: id.into(), name: raw.name.into(), beginner: raw.beginner, rows };
    if face.square_count() > max_squares {
        let kind = if max_squares == STANDARD_MAX_SQUARES { "a standard" } else { "a user" };
        return Err(err(
            lines.rows_key,
            format!("the face has {} squares; {kind} face has at most {max_squares}", face.square_count()),
        ));
    }
    Ok(face)
}

/// Most points on one row.
const MAX_POINTS: i64 = 10_000;

/// What is wrong with a row, and whether it is its points (else its squares).
pub(super) struct RowProblem {
    pub in_points: bool,
    pub problem: String,
}

impl std::fmt::Display for RowProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.problem)
    }
}

/// Parse and check one row (tokens, star kinds, points).
pub(super) fn parse_row(color: RowColor, points: i64, squares: &str) -> Result<RowSpec, RowProblem> {
    let bad_squares = |problem: String| RowProblem { in_points: false, problem };
    let tokens: Vec<&str> = squares.split_whitespace().collect();
    if tokens.is_empty() || tokens.len() > MAX_ROW_LEN {
        return Err(bad_squares(format!("{} squares; a row has 1 to 5", tokens.len())));
    }
    let mut spec = RowSpec { color, points: 0, len: tokens.len() as u8, squares: [Square::Pip(1); MAX_ROW_LEN] };
    for (k, tok) in tokens.iter().enumerate() {
        spec.squares[k] = parse_token(tok).map_err(bad_squares)?;
    }
    check_stars(&spec).map_err(bad_squares)?;
    if points <= 0 || points % 10 != 0 || points > MAX_POINTS {
        let problem = format!("points must be a positive multiple of 10 (at most {MAX_POINTS}), not {points}");
        return Err(RowProblem { in_points: true, problem });
    }
    spec.points = points as u32;
    Ok(spec)
}

fn parse_token(tok: &str) -> Result<Square, String> {
    Ok(match tok {
        "Y*" => Square::YellowStar,
        "B*" => Square::BlackStar,
        "G*" => Square::GreenStar,
        "R*" => Square::RedStar,
        _ => match tok.parse::<i64>() {
            Ok(p @ 1..=6) => Square::Pip(p as u8),
            Ok(p) => return Err(format!("pip {p} is not a die face (pips are 1 to 6)")),
            Err(_) => return Err(format!("bad token `{tok}`: a square is 1–6, Y*, B*, or the row G* G* G* R* R*")),
        },
    })
}

fn check_stars(spec: &RowSpec) -> Result<(), String> {
    use Square::*;
    let sq = spec.squares();
    let has = |s: Square| sq.contains(&s);
    if has(GreenStar) || has(RedStar) {
        if sq != [GreenStar, GreenStar, GreenStar, RedStar, RedStar] {
            return Err("wrong green/red shape: a green/red row is exactly `G* G* G* R* R*`".into());
        }
        return Ok(());
    }
    if has(YellowStar) && has(BlackStar) {
        return Err("mixed star kinds: a row's stars are all Y* or all B*".into());
    }
    match spec.color {
        RowColor::Black if has(YellowStar) => {
            Err("mixed star kinds: Y* stars belong in a Yellow row, this row is Black".into())
        }
        RowColor::Yellow if has(BlackStar) => {
            Err("mixed star kinds: B* stars belong in a Black row, this row is Yellow".into())
        }
        _ => Ok(()),
    }
}
