//! Writing a command's one JSON object to stdout (specs/cli.md), shared by every subcommand.

use std::io::Write;
use std::process::ExitCode;

/// One JSON object and a newline on stdout; a closed pipe ends the command quietly, not in a panic.
pub fn print_json(value: &serde_json::Value) -> ExitCode {
    match writeln!(std::io::stdout().lock(), "{value}") {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}
