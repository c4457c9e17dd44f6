//! Build script: the commit `dicehall --version` prints beside the version (`DICEHALL_COMMIT`,
//! "unknown" outside a git checkout), and on Windows the .exe's icon (`packaging/dicehall.rc`,
//! compiled by mingw-w64's `windres`, the toolchain the downloads are cross-built with, and linked
//! into the binary). `embed-resource` would do the same, but its `toml` changes the features of the
//! build scripts' and proc macros' shared dependencies, which rebuilds all of Bevy's macros.
//! It also lists the games' word files (`game_words.rs`, read by `src/i18n/catalog.rs`): every
//! folder of `assets/games/` with a `locales/en.ftl`, so that the catalogues need no list of games.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=packaging/dicehall.rc");
    println!("cargo:rerun-if-changed=packaging/dicehall.ico");
    // A new commit (HEAD moves, or the branch it names does) changes the version line.
    for watched in [".git/HEAD", ".git/refs/heads", ".git/packed-refs"] {
        if std::path::Path::new(watched).exists() {
            println!("cargo:rerun-if-changed={watched}");
        }
    }
    let commit = Command::new("git")
        .args(["rev-parse", "--short=10", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=DICEHALL_COMMIT={commit}");
    game_words();
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_icon();
    }
}

/// Compile `packaging/dicehall.rc` (the icon) to an object file and link it into the binaries.
/// `WINDRES` names another resource compiler.
fn windows_icon() {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let object = out.join("dicehall-resources.o");
    let windres = std::env::var("WINDRES").unwrap_or_else(|_| "x86_64-w64-mingw32-windres".to_string());
    let status = Command::new(&windres)
        .args(["--input", "packaging/dicehall.rc", "--output-format", "coff", "--output"])
        .arg(&object)
        .status()
        .unwrap_or_else(|e| panic!("{windres} (mingw-w64's binutils) for packaging/dicehall.rc: {e}"));
    assert!(status.success(), "{windres} could not compile packaging/dicehall.rc: {status}");
    println!("cargo:rustc-link-arg-bins={}", object.display());
}

/// `$OUT_DIR/game_words.rs`: one `GameWords` per folder of `assets/games/` that has words, by
/// name (its `locales/` and `lesson/` files in every language, compiled in).
fn game_words() {
    println!("cargo:rerun-if-changed=assets/games");
    let mut names: Vec<String> = std::fs::read_dir("assets/games")
        .expect("assets/games/ holds the games' assets")
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().join("locales/en.ftl").is_file())
        .filter_map(|entry| entry.file_name().into_string().ok())
        .collect();
    names.sort();
    let mut text = String::from("&[\n");
    for name in names {
        text.push_str(&format!(
            "    crate::i18n::GameWords {{ name: {name:?}, \
             locales: crate::language_files!(\"assets/games/{name}/locales\", \".ftl\"), \
             lesson_words: crate::language_files!(\"assets/games/{name}/lesson\", \".ftl\") }},\n"
        ));
    }
    text.push(']');
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("game_words.rs"), text).expect("OUT_DIR is writable");
}
