//! The page reader's tests, and what tests elsewhere read of a page: its pictures, its words and
//! its outline (the shape every language's guide shares).

use super::*;

impl Page {
    /// Every picture the page shows, in order, with its name.
    pub(crate) fn pictures(&self) -> Vec<(&str, &GuidePicture)> {
        let mut out = Vec::new();
        walk(&self.blocks, &mut |line| {
            for inline in line {
                if let Inline::Picture { name, picture, .. } = inline {
                    out.push((name.as_str(), picture));
                }
            }
        });
        out
    }

    /// Every run of text the page shows (headings, paragraphs, list items; keys too), in order.
    pub(crate) fn texts(&self) -> Vec<&str> {
        let mut out = Vec::new();
        walk(&self.blocks, &mut |line| {
            for inline in line {
                if let Inline::Text(text, _) | Inline::Key(text) = inline {
                    out.push(text.as_str());
                }
            }
        });
        out
    }

    /// The page's shape: a line per block (`h2`, `p`, `list of 4`, an item's blocks indented),
    /// with the pictures a paragraph shows: what every language's guide has alike.
    pub(crate) fn outline(&self) -> Vec<String> {
        let mut out = Vec::new();
        outline(&self.blocks, "", &mut out);
        out
    }
}

/// Call `visit` with every line of text in `blocks`, in order.
fn walk<'a>(blocks: &'a [Block], visit: &mut impl FnMut(&'a [Inline])) {
    for block in blocks {
        match block {
            Block::Heading(_, line) | Block::Paragraph(line) => visit(line),
            Block::List { items, .. } => items.iter().for_each(|item| walk(item, visit)),
        }
    }
}

fn outline(blocks: &[Block], indent: &str, out: &mut Vec<String>) {
    for block in blocks {
        match block {
            Block::Heading(level, _) => out.push(format!("{indent}h{level}")),
            Block::Paragraph(line) => {
                let pictures: Vec<&str> = line
                    .iter()
                    .filter_map(|i| match i {
                        Inline::Picture { name, .. } => Some(name.as_str()),
                        _ => None,
                    })
                    .collect();
                out.push(format!("{indent}p {}", pictures.join(" ")).trim_end().to_string());
            }
            Block::List { first, items } => {
                let kind = if first.is_some() { "numbered" } else { "bullets" };
                out.push(format!("{indent}{kind} of {}", items.len()));
                for item in items {
                    outline(item, &format!("{indent}  "), out);
                }
            }
        }
    }
}

fn die(name: &str) -> Option<GuidePicture> {
    name.strip_prefix("die-")?.parse::<u8>().ok().filter(|v| (1..=6).contains(v))?;
    Some(GuidePicture::new(2.0, 2.0, |_, _| {}))
}

fn texts(line: &[Inline]) -> Vec<(String, bool, bool)> {
    line.iter()
        .filter_map(|i| match i {
            Inline::Text(t, e) => Some((t.clone(), e.strong, e.italic)),
            _ => None,
        })
        .collect()
}

#[test]
fn headings_paragraphs_emphasis_keys_and_lists_are_read_without_their_markup() {
    let md = "# Title\n\n## Your turn\n1. **Throw**: press `Space`.\n2. Place a *glowing* die.\n\n- a\n- b ![a five](picture:die-5)\n\nThe end.\n";
    let page = read_page(md, &die).unwrap();
    let [
        Block::Heading(1, title),
        Block::Heading(2, _),
        Block::List { first: Some(1), items: numbered },
        Block::List { first: None, items: bullets },
        Block::Paragraph(end),
    ] = page.blocks.as_slice()
    else {
        panic!("unexpected shape: {:#?}", page.blocks);
    };
    assert_eq!(texts(title), [("Title".to_string(), false, false)]);
    let [Block::Paragraph(first)] = numbered[0].as_slice() else { panic!("{:?}", numbered[0]) };
    assert_eq!(
        texts(first),
        [("Throw".into(), true, false), (": press ".into(), false, false), (".".into(), false, false)]
    );
    assert!(matches!(&first[2], Inline::Key(k) if k == "Space"));
    let [Block::Paragraph(second)] = numbered[1].as_slice() else { panic!() };
    assert_eq!(texts(second)[1], ("glowing".into(), false, true));
    let [Block::Paragraph(b)] = bullets[1].as_slice() else { panic!() };
    assert!(matches!(&b[1], Inline::Picture { name, alt, .. } if name == "die-5" && alt == "a five"));
    assert_eq!(texts(end), [("The end.".into(), false, false)]);
}

#[test]
fn an_unknown_picture_or_what_a_guide_cannot_show_is_an_error_with_its_line() {
    let err = read_page("# T\n\nSee ![a seven](picture:die-7).\n", &die).unwrap_err();
    assert_eq!(err, GuideError { line: 3, problem: "this game draws no picture named `die-7`".into() });
    let err = read_page("# T\n\n![x](dice.png)\n", &die).unwrap_err();
    assert!(err.problem.contains("`picture:<name>`"), "{err}");
    for (md, line, says) in [
        ("# T\n\nA [link](https://example.org).\n", 3, "a link"),
        ("# T\n\n```\ncode\n```\n", 3, "a code block"),
        ("# T\n\n> quoted\n", 3, "a quotation"),
        ("# T\n\n---\n", 3, "a horizontal rule"),
        ("# T\n\n<b>bold</b>\n", 3, "HTML"),
    ] {
        let err = read_page(md, &die).unwrap_err();
        assert_eq!(err.line, line, "{md:?}: {err}");
        assert!(err.problem.contains(says), "{md:?}: {err}");
    }
}

#[test]
fn a_loose_list_and_a_list_within_a_list_keep_their_blocks() {
    let md = "- one\n\n  more of one\n- two\n  - two a\n  - two b\n";
    let page = read_page(md, &die).unwrap();
    let [Block::List { items, .. }] = page.blocks.as_slice() else { panic!("{:#?}", page.blocks) };
    assert_eq!(items.len(), 2);
    assert!(matches!(items[0].as_slice(), [Block::Paragraph(_), Block::Paragraph(_)]));
    assert!(matches!(items[1].as_slice(), [Block::Paragraph(_), Block::List { items, .. }] if items.len() == 2));
}
