//! French elision before a word the catalogue could not know: "de { $name }" with "Expert 4"
//! reads "d’Expert 4" (likewise "que" → "qu’", "le"/"la" → "l’"), before a vowel only (an "h"
//! may be aspirated: "de Hugo" stays). French writes its apostrophe curly (’) throughout.

/// The words that elide, and what they become.
const ELIDED: [(&str, &str); 8] = [
    ("de", "d’"),
    ("De", "D’"),
    ("que", "qu’"),
    ("Que", "Qu’"),
    ("le", "l’"),
    ("Le", "L’"),
    ("la", "l’"),
    ("La", "L’"),
];

fn starts_with_vowel(word: &str) -> bool {
    word.chars().next().is_some_and(|c| "AEIOUaeiouÀÂÉÈÊËÎÏÔÛàâéèêëîïôûŒœ".contains(c))
}

/// `text` with every eliding word before an inserted word that starts with a vowel elided
/// (`inserted`: the arguments' words).
pub(super) fn elide<'a>(text: &str, inserted: impl Iterator<Item = &'a str>) -> String {
    let mut out = text.to_string();
    for word in inserted.filter(|w| starts_with_vowel(w)) {
        for (full, short) in ELIDED {
            out = elide_before(&out, full, short, word);
        }
    }
    out
}

/// `text` with `full` + space + `word` as `short` + `word`, where `full` is a word of its own.
fn elide_before(text: &str, full: &str, short: &str, word: &str) -> String {
    let needle = format!("{full} {word}");
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(&needle) {
        out.push_str(&rest[..at]);
        let whole_word = out.chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        if whole_word {
            out.push_str(short);
        } else {
            out.push_str(full);
            out.push(' ');
        }
        rest = &rest[at + full.len() + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::elide;

    #[test]
    fn de_before_a_name_with_a_vowel_elides_and_no_other() {
        let e = |t: &str, w: &str| elide(t, [w].into_iter());
        assert_eq!(e("Le tour de Expert 4.", "Expert 4"), "Le tour d’Expert 4.");
        assert_eq!(e("De Ana ou de Bo ?", "Ana"), "D’Ana ou de Bo ?");
        assert_eq!(e("Le tour de Bo.", "Bo"), "Le tour de Bo.");
        assert_eq!(e("de Hugo", "Hugo"), "de Hugo", "an h may be aspirated");
        assert_eq!(e("le monde Ana", "Ana"), "le monde Ana", "\"de\" inside a word stays");
        assert_eq!(e("plus que Éa, la Île", "Éa"), "plus qu’Éa, la Île");
    }
}
