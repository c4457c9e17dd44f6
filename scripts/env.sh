# Sourced by the scripts: one target directory under $HOME, reused between runs (and by CI when it exists).
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/dicehall/target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
mkdir -p "$CARGO_TARGET_DIR"
