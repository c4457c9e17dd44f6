//! Korean particles chosen by the word before them: a catalogue writes `{ $die }을(를)` when it
//! cannot know the word; the text shown says `을` after a final consonant and `를` after a vowel
//! (likewise 이/가, 은/는, 과/와, 으로/로), reading digits and Latin letters as they are said.

/// The paired particles: (with a final consonant, without one) as the catalogues write them.
const PAIRS: [(&str, &str, &str); 6] = [
    ("을(를)", "을", "를"),
    ("이(가)", "이", "가"),
    ("은(는)", "은", "는"),
    ("과(와)", "과", "와"),
    ("와(과)", "과", "와"),
    ("(으)로", "으로", "로"),
];

/// Whether `c` ends in a consonant when said: `None` when it cannot tell (punctuation).
/// The second value: that consonant is ㄹ (which takes 로, not 으로).
fn final_consonant(c: char) -> Option<(bool, bool)> {
    match c {
        '가'..='힣' => {
            let coda = (c as u32 - '가' as u32) % 28;
            Some((coda != 0, coda == 8))
        }
        // 영 일 이 삼 사 오 육 칠 팔 구
        '0' | '3' | '6' => Some((true, false)),
        '1' | '7' | '8' => Some((true, true)),
        '2' | '4' | '5' | '9' => Some((false, false)),
        'a' | 'e' | 'i' | 'o' | 'u' | 'y' | 'w' | 'A' | 'E' | 'I' | 'O' | 'U' | 'Y' | 'W' => Some((false, false)),
        // "Paul로", "Peter는": a final l is ㄹ, a final r is not said.
        'l' | 'L' => Some((true, true)),
        'r' | 'R' => Some((false, false)),
        c if c.is_ascii_alphabetic() => Some((true, false)),
        _ => None,
    }
}

/// The last character of `text` that is said: quotes are read through, and a bracketed gloss at
/// the end ("타일 (초원)") is passed over for the word before it.
fn sounded_last(text: &str) -> Option<char> {
    let mut word = text.trim_end_matches(['"', '\'', '”', '’']);
    if word.ends_with(')')
        && let Some(open) = word.rfind('(')
    {
        word = word[..open].trim_end();
    }
    word.chars().last()
}

/// `text` with each paired particle chosen by the word before it (left as written when the word
/// gives no sound to go by).
pub fn choose_particles(text: &str) -> String {
    if !text.contains(')') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while !rest.is_empty() {
        for (pair, with, without) in PAIRS {
            if let Some(tail) = rest.strip_prefix(pair) {
                let before = sounded_last(&out);
                match before.and_then(final_consonant) {
                    // 으로 after any consonant but ㄹ.
                    Some((true, rieul)) if pair == "(으)로" => out.push_str(if rieul { without } else { with }),
                    Some((true, _)) => out.push_str(with),
                    Some((false, _)) => out.push_str(without),
                    None => out.push_str(pair),
                }
                rest = tail;
                continue 'scan;
            }
        }
        let c = rest.chars().next().unwrap_or_default();
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::choose_particles;

    #[test]
    fn particles_follow_the_final_sound() {
        assert_eq!(choose_particles("빨간 3을(를) 굴렸습니다"), "빨간 3을 굴렸습니다");
        assert_eq!(choose_particles("빨간 2을(를) 굴렸습니다"), "빨간 2를 굴렸습니다");
        assert_eq!(choose_particles("숲 타일을(를) 탐험"), "숲 타일을 탐험");
        assert_eq!(choose_particles("학교을(를) 연구"), "학교를 연구");
        assert_eq!(choose_particles("식량와(과) 나무(으)로 2점"), "식량과 나무로 2점");
        assert_eq!(choose_particles("빵(으)로"), "빵으로");
        assert_eq!(choose_particles("물(으)로"), "물로");
        assert_eq!(choose_particles("Ada은(는) 이깁니다"), "Ada는 이깁니다");
        assert_eq!(choose_particles("Bob이(가)"), "Bob이");
        assert_eq!(choose_particles("“x7”은(는)"), "“x7”은");
        assert_eq!(choose_particles("…을(를)"), "…을(를)", "no sound to go by: left as written");
        assert_eq!(choose_particles("(1) 그대로"), "(1) 그대로");
        assert_eq!(choose_particles("Paul(으)로"), "Paul로");
        assert_eq!(choose_particles("Peter은(는)"), "Peter는");
        assert_eq!(choose_particles("사과(apple)을(를)"), "사과(apple)를", "a gloss: the word before it");
        assert_eq!(choose_particles("1번 타일 (초원)(으)로"), "1번 타일 (초원)로");
    }
}
