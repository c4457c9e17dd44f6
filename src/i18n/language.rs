//! The languages dicehall speaks: their codes, their own names, and which one a system locale
//! (`zh-TW`, `fr_BE.UTF-8`, `ko-KR`) or a `--lang` argument means.

use std::str::FromStr;

/// A language with a full catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Language {
    #[serde(rename = "en")]
    English = 0,
    #[serde(rename = "zh-Hans")]
    ChineseSimplified = 1,
    #[serde(rename = "zh-Hant")]
    ChineseTraditional = 2,
    #[serde(rename = "nl")]
    Dutch = 3,
    #[serde(rename = "fr")]
    French = 4,
    #[serde(rename = "ko")]
    Korean = 5,
}

impl Language {
    /// Every language, in `CURRENT`'s index order.
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::ChineseSimplified,
        Language::ChineseTraditional,
        Language::Dutch,
        Language::French,
        Language::Korean,
    ];

    /// The BCP 47 code, also the catalogue's folder name.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::ChineseSimplified => "zh-Hans",
            Language::ChineseTraditional => "zh-Hant",
            Language::Dutch => "nl",
            Language::French => "fr",
            Language::Korean => "ko",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::ChineseSimplified => "简体中文",
            Language::ChineseTraditional => "繁體中文",
            Language::Dutch => "Nederlands",
            Language::French => "Français",
            Language::Korean => "한국어",
        }
    }

    /// Whether its text needs the CJK font.
    pub fn is_cjk(self) -> bool {
        matches!(self, Language::ChineseSimplified | Language::ChineseTraditional | Language::Korean)
    }

    /// The language a locale tag names, if dicehall speaks it: `zh-TW`, `zh-HK` and `zh-Hant-*`
    /// are Traditional Chinese, other Chinese Simplified; the region is otherwise ignored.
    pub fn from_locale(tag: &str) -> Option<Language> {
        let tag = tag.split(['.', '@']).next()?.replace('_', "-").to_ascii_lowercase();
        let mut parts = tag.split('-');
        let primary = parts.next()?;
        let rest: Vec<&str> = parts.collect();
        match primary {
            "en" => Some(Language::English),
            "nl" => Some(Language::Dutch),
            "fr" => Some(Language::French),
            "ko" => Some(Language::Korean),
            "zh" if rest.iter().any(|p| ["hant", "tw", "hk", "mo"].contains(p)) => Some(Language::ChineseTraditional),
            "zh" => Some(Language::ChineseSimplified),
            _ => None,
        }
    }
}

impl FromStr for Language {
    type Err = String;

    /// A `--lang` argument: a code (`en`, `zh-Hans`, `zh-Hant`, `nl`, `fr`, `ko`) or a locale tag.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::from_locale(s.trim()).ok_or_else(|| {
            let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
            format!("unknown language `{s}`; dicehall speaks {}", codes.join(", "))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_tags_name_their_language() {
        for (tag, want) in [
            ("en_GB.UTF-8", Language::English),
            ("zh-CN", Language::ChineseSimplified),
            ("zh_SG", Language::ChineseSimplified),
            ("zh-Hans", Language::ChineseSimplified),
            ("zh-TW", Language::ChineseTraditional),
            ("zh_HK.UTF-8", Language::ChineseTraditional),
            ("zh-Hant", Language::ChineseTraditional),
            ("nl-BE", Language::Dutch),
            ("fr_CA", Language::French),
            ("ko-KR", Language::Korean),
        ] {
            assert_eq!(Language::from_locale(tag), Some(want), "{tag}");
        }
        assert_eq!(Language::from_locale("de-DE"), None);
        assert!("klingon".parse::<Language>().unwrap_err().contains("zh-Hant"));
        for l in Language::ALL {
            assert_eq!(l.code().parse::<Language>(), Ok(l));
            assert_eq!(Language::ALL[l as usize], l);
        }
    }
}
