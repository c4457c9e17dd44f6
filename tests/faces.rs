//! Face files (specs/board-format.md): the sixteen standard faces follow ruling R7; broken files are
//! refused with the file, the line and the problem.

use dicehall::games::royal_casino::rules::board_file::{STANDARD_FACE_FILES, STANDARD_MAX_SQUARES, USER_MAX_SQUARES};
use dicehall::games::royal_casino::rules::{
    Face, RowColor, RowSpec, Square, load_face_file, parse_face, resolve_face, standard_faces,
};

const GOOD: &str = r#"(
    name: "First Night",
    beginner: true,            // optional, default false
    rows: [                    // exactly six rows, top to bottom
        (color: Yellow, points: 10,  squares: "6"),
        (color: Yellow, points: 40,  squares: "1 2 3"),
        (color: Black,  points: 20,  squares: "B* B*"),
        (color: Yellow, points: 50,  squares: "Y* Y* Y*"),
        (color: Yellow, points: 120, squares: "G* G* G* R* R*"),
        (color: Black,  points: 30,  squares: "4 4"),
    ],
)
"#;

/// Replace the text of one row line (3..=8 are rows 0..=5) and parse as a user face.
fn with_row(row: usize, text: &str) -> Result<Face, dicehall::games::royal_casino::rules::FaceError> {
    let mut lines: Vec<String> = GOOD.lines().map(String::from).collect();
    lines[4 + row] = format!("        {text},");
    parse_face("t", "t.ron", &lines.join("\n"), USER_MAX_SQUARES)
}

fn refused(result: Result<Face, dicehall::games::royal_casino::rules::FaceError>, line: usize, words: &str) {
    let e = result.expect_err("must be refused");
    assert_eq!(e.file, "t.ron");
    assert_eq!(e.line, line, "{e}");
    assert!(e.problem.contains(words), "`{words}` not in `{e}`");
    assert!(e.to_string().starts_with(&format!("t.ron:{line}: ")));
}

#[test]
fn the_spec_example_parses() {
    let f = parse_face("t", "t.ron", GOOD, STANDARD_MAX_SQUARES).unwrap();
    assert_eq!((&*f.name, f.beginner, f.square_count()), ("First Night", true, 16));
    assert_eq!(
        f.rows[4].squares(),
        &[Square::GreenStar, Square::GreenStar, Square::GreenStar, Square::RedStar, Square::RedStar]
    );
    assert_eq!((f.rows[5].color, f.rows[5].points), (RowColor::Black, 30));
}

#[test]
fn broken_rows_name_their_line_and_problem() {
    refused(with_row(0, r#"(color: Yellow, points: 10, squares: "X")"#), 5, "bad token `X`");
    refused(with_row(1, r#"(color: Yellow, points: 10, squares: "1 7")"#), 6, "pip 7");
    refused(with_row(1, r#"(color: Yellow, points: 10, squares: "0")"#), 6, "pip 0");
    refused(with_row(2, r#"(color: Black, points: 10, squares: "")"#), 7, "0 squares");
    refused(with_row(2, r#"(color: Black, points: 10, squares: "1 2 3 4 5 6")"#), 7, "6 squares");
    refused(with_row(3, r#"(color: Yellow, points: 10, squares: "Y* B*")"#), 8, "mixed star kinds");
    refused(with_row(3, r#"(color: Black, points: 10, squares: "Y* Y*")"#), 8, "mixed star kinds");
    refused(with_row(4, r#"(color: Yellow, points: 10, squares: "G* G* R* R* R*")"#), 9, "green/red shape");
    refused(with_row(4, r#"(color: Yellow, points: 10, squares: "G* G* G* R*")"#), 9, "green/red shape");
    refused(with_row(5, r#"(color: Yellow, points: 10, squares: "G* G* G* R* R*")"#), 10, "second green/red row");
    refused(with_row(0, r#"(color: Yellow, points: 25, squares: "6")"#), 5, "positive multiple of 10");
    refused(with_row(0, r#"(color: Yellow, points: 0, squares: "6")"#), 5, "positive multiple of 10");
    refused(with_row(0, r#"(color: Yellow, points: -10, squares: "6")"#), 5, "positive multiple of 10");
    refused(with_row(0, r#"(color: Purple, points: 10, squares: "6")"#), 5, "syntax");
    refused(with_row(0, r#"(color: Yellow, points: 10, squares: "6", extra: 1)"#), 5, "syntax");
    refused(with_row(0, r#"(color: Yellow points: 10, squares: "6")"#), 5, "syntax");
}

#[test]
fn whole_face_problems_are_refused() {
    let five_rows = GOOD.replace("        (color: Black,  points: 30,  squares: \"4 4\"),\n", "");
    refused(parse_face("t", "t.ron", &five_rows, 30), 4, "exactly six rows");
    let seven = GOOD.replace("    ],\n)", "        (color: Yellow, points: 10, squares: \"1\"),\n    ],\n)");
    refused(parse_face("t", "t.ron", &seven, 30), 4, "exactly six rows");
    let full = "Y* Y* Y* Y* Y*";
    let big: String = (0..6).map(|_| format!("(color: Yellow, points: 10, squares: \"{full}\"),\n")).collect();
    let src = format!("(\n name: \"Big\",\n rows: [\n{big}],\n)");
    refused(parse_face("t", "t.ron", &src, STANDARD_MAX_SQUARES), 3, "at most 28");
    assert!(parse_face("t", "t.ron", &src, USER_MAX_SQUARES).is_ok(), "30 squares is fine on a user face");
    let src31 = src.replacen("squares: \"1\"", "", 1).replacen(full, "Y* Y* Y* Y* Y* Y*", 1);
    assert!(parse_face("t", "t.ron", &src31, USER_MAX_SQUARES).is_err());
    refused(parse_face("t", "t.ron", "(name: \"x\", rows: [", 30), 1, "syntax");
    refused(parse_face("t", "t.ron", &GOOD.replace("name: \"First Night\"", "name: \"  \""), 30), 2, "name");
    refused(parse_face("t", "t.ron", &GOOD.replace("    beginner: true,", "    beginer: true,"), 30), 3, "syntax");
}

#[test]
fn user_faces_load_by_path_and_bad_paths_say_so() {
    let dir = std::env::temp_dir().join(format!("dicehall-faces-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("mine.ron");
    std::fs::write(&good, GOOD).unwrap();
    let f = resolve_face(good.to_str().unwrap()).unwrap();
    assert_eq!(&*f.id, "mine");
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, GOOD.replace("\"6\"", "\"9\"")).unwrap();
    let e = load_face_file(&bad).unwrap_err();
    assert_eq!((e.line, e.file.ends_with("bad.ron")), (5, true));
    assert!(e.problem.contains("pip 9"));
    assert!(resolve_face("/definitely/not/here.ron").unwrap_err().problem.contains("cannot read"));
    assert!(resolve_face("zz9").is_err());
    assert_eq!(&*resolve_face("05b").unwrap().id, "05b");
}

/// Probability that one throw of five dice holds what a whole (empty) row needs — R7's difficulty guide.
fn one_throw_odds(row: &RowSpec) -> f64 {
    let mut hits = 0;
    for code in 0..7776u32 {
        let mut counts = [0u8; 7];
        let mut c = code;
        for _ in 0..5 {
            counts[(c % 6) as usize + 1] += 1;
            c /= 6;
        }
        let sq = row.squares();
        let ok = match sq[0] {
            Square::YellowStar | Square::BlackStar => counts.iter().any(|&n| n as usize >= sq.len()),
            Square::GreenStar => (1..=6).any(|g| counts[g] >= 3 && (1..=6).any(|r| r != g && counts[r] >= 2)),
            _ => {
                let mut need = [0u8; 7];
                for s in sq {
                    if let Square::Pip(p) = s {
                        need[*p as usize] += 1;
                    }
                }
                (1..=6).all(|v| counts[v] >= need[v])
            }
        };
        hits += ok as u32;
    }
    hits as f64 / 7776.0
}

#[test]
fn ruling_r7_sixteen_standard_faces_follow_the_box() {
    let faces = standard_faces();
    let ids: Vec<&str> = faces.iter().map(|f| &*f.id).collect();
    let expected: Vec<String> = (1..=8).flat_map(|n| ["a", "b"].map(|s| format!("{n:02}{s}"))).collect();
    assert_eq!(ids, expected);
    assert_eq!(STANDARD_FACE_FILES.len(), 16);
    assert_eq!(faces.iter().filter(|f| f.beginner).count(), 1, "one beginner face");
    let mut names: Vec<&str> = faces.iter().map(|f| &*f.name).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 16, "distinct names");
    for f in &faces {
        assert!(f.square_count() <= 28, "{}", f.id);
        let black = f.rows.iter().filter(|r| r.color == RowColor::Black).count();
        assert!((1..=2).contains(&black), "{}: one or two black rows", f.id);
        assert!(f.rows.iter().filter(|r| r.is_green_red()).count() <= 1);
        assert!(f.rows.iter().all(|r| (1..=5).contains(&r.len) && r.points % 10 == 0 && r.points > 0));
        // Harder rows pay more: among rows of one colour, strictly lower odds never pay less.
        for a in &f.rows {
            for b in &f.rows {
                if a.color == b.color && one_throw_odds(a) + 1e-9 < one_throw_odds(b) {
                    assert!(
                        a.points >= b.points,
                        "{}: {:?} is harder than {:?} but pays less",
                        f.id,
                        a.squares(),
                        b.squares()
                    );
                }
            }
        }
    }
    let kinds = |pred: fn(&RowSpec) -> bool| faces.iter().flat_map(|f| f.rows.iter()).filter(|r| pred(r)).count();
    assert!(kinds(|r| matches!(r.squares[0], Square::Pip(_))) > 30, "pip rows");
    assert!(kinds(|r| r.squares[0] == Square::YellowStar) >= 8, "yellow-star rows");
    assert!(kinds(|r| r.squares[0] == Square::BlackStar) >= 8, "black-star rows");
    assert!(kinds(RowSpec::is_green_red) >= 4, "green/red rows");
}

#[test]
fn the_files_on_disk_are_the_embedded_ones() {
    // `cargo test` sets the manifest dir at run time too; the compile-time one may be another
    // checkout's when a target dir is shared.
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").to_string());
    for (id, src) in STANDARD_FACE_FILES {
        let path = format!("{root}/boards/{id}.ron");
        let disk = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(disk, src);
    }
}
