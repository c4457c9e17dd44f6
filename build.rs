//! Build script: the commit `dicehall --version` prints beside the version (`DICEHALL_COMMIT`,
//! "unknown" outside a git checkout), and on Windows the .exe's icon (`packaging/dicehall.rc`,
//! compiled with the target's resource compiler by `embed-resource`).

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
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        embed_resource::compile("packaging/dicehall.rc", embed_resource::NONE)
            .manifest_required()
            .unwrap_or_else(|e| panic!("packaging/dicehall.rc: {e:?}"));
    }
}
