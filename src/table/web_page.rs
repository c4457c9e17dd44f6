//! The program in a browser page: the page's address is its command line
//! (`?game=liars-dice&seats=human,ai:expert&seed=5` plays what `dicehall play --game liars-dice
//! --seats human,ai:expert --seed 5` plays), and the lines a command prints (the game-over line of
//! `exit-on-game-over`, an error) go to the browser's console, where a page has no terminal.

/// The command line a page's query stands for, without the program's name: each `key=value` as
/// `--key value` and each bare `key` as `--key`, in the query's order, percent-decoded (`+` is a
/// space, as forms send it), after `play` when the query asks for more than a language (`?lang=fr`
/// alone opens the setup screen in French; an empty query, the setup screen).
pub fn args_from_query(query: &str) -> Vec<String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let decode = |text: &str| {
        let spaced = text.replace('+', " ");
        percent_encoding::percent_decode_str(&spaced).decode_utf8_lossy().into_owned()
    };
    let mut args = Vec::new();
    let mut plays = false;
    for pair in query.split('&').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').map_or((pair, None), |(key, value)| (key, Some(value)));
        let key = decode(key);
        plays |= key != "lang";
        args.push(format!("--{key}"));
        args.extend(value.map(decode));
    }
    if plays {
        args.insert(0, "play".to_string());
    }
    args
}

/// The page's command line: the program's name and what the page's address stands for
/// ([`args_from_query`]).
#[cfg(target_arch = "wasm32")]
pub fn command_line() -> Vec<String> {
    let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    std::iter::once("dicehall".to_string()).chain(args_from_query(&query)).collect()
}

/// A line of a command's output: on stdout, or in a page the browser's console.
pub fn say_line(line: &str) {
    #[cfg(target_arch = "wasm32")]
    web_sys::console::log_1(&line.into());
    #[cfg(not(target_arch = "wasm32"))]
    println!("{line}");
}

/// A line of a command's errors: on stderr, or in a page the browser's console as an error.
pub fn say_error(line: &str) {
    #[cfg(target_arch = "wasm32")]
    web_sys::console::error_1(&line.into());
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("{line}");
}

#[cfg(test)]
mod tests {
    use super::args_from_query;

    #[test]
    fn a_query_is_a_play_command_line() {
        let args = args_from_query("?game=liars-dice&fast&seed=5&exit-on-game-over&seats=ai%3Arandom,ai:random");
        let expected = "play --game liars-dice --fast --seed 5 --exit-on-game-over --seats ai:random,ai:random";
        assert_eq!(args.join(" "), expected);
        assert!(args_from_query("").is_empty(), "no query: the setup screen");
        assert!(args_from_query("?").is_empty());
        assert_eq!(args_from_query("lang=fr&&learn"), ["play", "--lang", "fr", "--learn"]);
        assert_eq!(args_from_query("?lang=fr"), ["--lang", "fr"], "the setup screen, in French");
        assert_eq!(args_from_query("?seats=human+1"), ["play", "--seats", "human 1"]);
    }
}
