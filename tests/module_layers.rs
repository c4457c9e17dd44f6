//! The library's top-level modules form layers: no module reaches, through the others, back to
//! itself. Read from the sources (`crate::<module>` paths outside comments and tests), so the check
//! runs without building anything. The one back edge left is named in [`KNOWN_BACK_EDGES`], with
//! why; the test also fails once that edge is gone, so the list only shrinks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Edges that still close a cycle, `(from, to)`, each with why it is left.
const KNOWN_BACK_EDGES: &[(&str, &str, &str)] = &[(
    "table",
    "registry",
    "the table looks its games up in the registry (setup, saves, guides, phones); games build on the \
     table, so the table must be handed its games instead",
)];

/// `module → modules it names`, for every top-level module of `src/`.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let modules: BTreeSet<String> = std::fs::read_dir(&src)
        .expect("src/")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().trim_end_matches(".rs").to_string())
        .filter(|m| m != "main" && m != "lib")
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = modules.iter().map(|m| (m.clone(), BTreeSet::new())).collect();
    for file in rust_files(&src) {
        let relative = file.strip_prefix(&src).expect("under src/");
        let top = relative.components().next().expect("a path").as_os_str().to_string_lossy();
        let top = top.trim_end_matches(".rs").to_string();
        let name = file.file_name().expect("a file").to_string_lossy();
        if !modules.contains(&top) || name.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a readable source");
        for named in crate_paths(&without_tests(&text)) {
            if named != top && modules.contains(&named) {
                edges.get_mut(&top).expect("a module").insert(named);
            }
        }
    }
    edges
}

fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a folder").filter_map(|e| e.ok()) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The source up to its test module, each line without its comment.
fn without_tests(text: &str) -> String {
    let code = text.find("#[cfg(test)]\nmod tests").map_or(text, |at| &text[..at]);
    code.lines().map(|line| line.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The module after each `crate::` (`crate::engine::Game` → `engine`), `$crate::` included.
fn crate_paths(code: &str) -> Vec<String> {
    code.match_indices("crate::")
        .filter(|(at, _)| !code[..*at].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .map(|(at, _)| code[at + "crate::".len()..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect())
        .collect()
}

/// A cycle through `edges`, as the modules on it, if there is one.
fn a_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        at: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|m| m == at) {
            return Some(path[start..].iter().cloned().chain([at.to_string()]).collect());
        }
        if done.contains(at) {
            return None;
        }
        path.push(at.to_string());
        for next in &edges[at] {
            if let Some(cycle) = visit(next, edges, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(at.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges.keys().find_map(|m| visit(m, edges, &mut Vec::new(), &mut done))
}

#[test]
fn the_top_level_modules_form_layers() {
    let mut edges = imports();
    for (from, to, why) in KNOWN_BACK_EDGES {
        assert!(
            edges.get_mut(*from).is_some_and(|named| named.remove(*to)),
            "`{from}` no longer names `{to}` ({why}): take it off KNOWN_BACK_EDGES"
        );
    }
    if let Some(cycle) = a_cycle(&edges) {
        panic!("a module cycle: {}", cycle.join(" → "));
    }
}

#[test]
fn a_cycle_is_found_where_there_is_one() {
    let edges = |pairs: &[(&str, &str)]| {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in pairs {
            edges.entry(from.to_string()).or_default().insert(to.to_string());
            edges.entry(to.to_string()).or_default();
        }
        edges
    };
    assert_eq!(a_cycle(&edges(&[("a", "b"), ("b", "c")])), None);
    assert_eq!(a_cycle(&edges(&[("a", "b"), ("b", "c"), ("c", "a")])).map(|c| c.len()), Some(4));
    let code =
        without_tests("use crate::engine::Game; // crate::table\nmy_crate::sim\n#[cfg(test)]\nmod tests { crate::ui }");
    assert_eq!(crate_paths(&code), vec!["engine".to_string()]);
}
