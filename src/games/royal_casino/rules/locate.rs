//! Finds the lines of a face file's keys and rows, so validation errors can name a line (RON values
//! carry no positions once deserialised).

/// Lines (1-based) of one row's entry and its fields.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RowLines {
    pub start: usize,
    pub color: usize,
    pub points: usize,
    pub squares: usize,
}

/// Lines of the face's top-level keys and of every row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FaceLines {
    pub name_key: usize,
    pub rows_key: usize,
    pub rows: Vec<RowLines>,
}

/// Scan RON text (skipping strings and comments) and record where things are. Unknown positions
/// fall back to line 1, or to the row's opening line for a row's fields.
pub fn locate_rows(src: &str) -> FaceLines {
    let mut out = FaceLines { name_key: 1, rows_key: 1, rows: Vec::new() };
    let b = src.as_bytes();
    let (mut i, mut line, mut depth) = (0usize, 1usize, 0usize);
    let mut rows_depth: Option<usize> = None; // depth inside the rows list
    let mut pending_rows_key = false;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => line += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = past_block_comment(b, i, &mut line);
                continue;
            }
            b'"' => i = at_string_end(b, i, &mut line),
            b'(' | b'[' | b'{' => {
                if c == b'[' && pending_rows_key && depth == 1 {
                    rows_depth = Some(depth + 1);
                    pending_rows_key = false;
                }
                if c == b'(' && rows_depth == Some(depth) {
                    let start = line;
                    out.rows.push(RowLines { start, color: start, points: start, squares: start });
                }
                depth += 1;
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if c == b']' && rows_depth == Some(depth + 1) {
                    rows_depth = None;
                }
            }
            _ if c.is_ascii_alphabetic() || c == b'_' => {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let word = &src[s..i];
                if depth == 1 {
                    match word {
                        "name" => out.name_key = line,
                        "rows" => {
                            out.rows_key = line;
                            pending_rows_key = true;
                        }
                        _ => {}
                    }
                } else if rows_depth.is_some_and(|d| depth == d + 1)
                    && let Some(row) = out.rows.last_mut()
                {
                    match word {
                        "color" => row.color = line,
                        "points" => row.points = line,
                        "squares" => row.squares = line,
                        _ => {}
                    }
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Just past the `/* … */` comment (nested ones too) that opens at `i`, its lines counted.
fn past_block_comment(b: &[u8], mut i: usize, line: &mut usize) -> usize {
    let mut nest = 1;
    i += 2;
    while i < b.len() && nest > 0 {
        if b[i] == b'\n' {
            *line += 1;
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            nest += 1;
            i += 1;
        } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
            nest -= 1;
            i += 1;
        }
        i += 1;
    }
    i
}

/// At the closing quote of the string that opens at `i` (escapes skipped), its lines counted.
fn at_string_end(b: &[u8], mut i: usize, line: &mut usize) -> usize {
    i += 1;
    while i < b.len() && b[i] != b'"' {
        if b[i] == b'\\' {
            i += 1;
        } else if b[i] == b'\n' {
            *line += 1;
        }
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_rows_and_fields_past_comments_and_strings() {
        let src = "// a face\n(\n  name: \"rows ( [ tricky\",\n  /* rows: [ */\n  rows: [\n    (color: Yellow, points: 10, squares: \"6\"),\n    (\n      color: Black,\n      points: 20,\n      squares: \"B* B*\",\n    ),\n  ],\n)\n";
        let l = locate_rows(src);
        assert_eq!(l.name_key, 3);
        assert_eq!(l.rows_key, 5);
        assert_eq!(l.rows.len(), 2);
        assert_eq!(l.rows[0], RowLines { start: 6, color: 6, points: 6, squares: 6 });
        assert_eq!(l.rows[1], RowLines { start: 7, color: 8, points: 9, squares: 10 });
    }
}
