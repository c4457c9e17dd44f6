//! Where a content file's list entries start, so validation can name a line (RON values carry no
//! positions once deserialised).

/// The line of `key:` and the line of each `(…)` entry directly inside the list that follows it
/// (1-based). Strings and comments are skipped; an absent key gives line 1 and no entries.
pub fn entry_lines(src: &str, key: &str) -> (usize, Vec<usize>) {
    let b = src.as_bytes();
    let (mut i, mut line, mut depth) = (0usize, 1usize, 0usize);
    let mut key_line = 1;
    let mut list_depth: Option<usize> = None;
    let mut armed = false;
    let mut entries = Vec::new();
    while i < b.len() {
        match b[i] {
            b'\n' => line += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    } else if b[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'[' => {
                if armed && b[i] == b'[' {
                    list_depth = Some(depth + 1);
                    armed = false;
                } else if b[i] == b'(' && list_depth == Some(depth) {
                    entries.push(line);
                }
                depth += 1;
            }
            b')' | b']' => {
                depth = depth.saturating_sub(1);
                if list_depth.is_some_and(|d| depth < d) {
                    list_depth = None;
                }
            }
            c if list_depth.is_none() && !armed && (c.is_ascii_alphabetic() || c == b'_') => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let word = &src[start..i];
                let mut j = i;
                while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
                    j += 1;
                }
                if word == key && b.get(j) == Some(&b':') && depth == 1 {
                    key_line = line;
                    armed = true;
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    (key_line, entries)
}

#[cfg(test)]
mod tests {
    use super::entry_lines;

    #[test]
    fn finds_the_list_key_and_each_entry_line() {
        let src = "(\n  // a comment (with parens\n  tiles: [\n    (no: 1, name: \"a (b\"),\n\n    (no: 2),\n  ],\n)\n";
        assert_eq!(entry_lines(src, "tiles"), (3, vec![4, 6]));
        assert_eq!(entry_lines(src, "cards"), (1, vec![]));
    }
}
