//! A player's guide as a page: its Markdown (CommonMark, read by pulldown-cmark) turned into
//! headings, paragraphs and lists of styled text, key caps (`` `Space` ``) and pictures the game
//! draws itself (`![a five](picture:die-5)`), for `guide_view` to lay out with egui. Anything a
//! guide cannot show (a link, a table, code, a picture the game does not draw) is an error that
//! names its line, never a blank or raw markup on the page.

use std::fmt;
use std::sync::Arc;

use bevy_egui::egui;
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// The address of a picture the game draws: `picture:<name>`.
pub const PICTURE_SCHEME: &str = "picture:";

/// A picture a game draws for its guides, with egui's painter in the game's colours.
#[derive(Clone)]
pub struct GuidePicture {
    /// Width and height in ems of the guide's text when it stands on a line of its own; within a
    /// line of text it is scaled to the line's height.
    pub size_em: egui::Vec2,
    /// Draws it into a rectangle of that shape.
    pub paint: Arc<dyn Fn(&egui::Painter, egui::Rect) + Send + Sync>,
}

impl GuidePicture {
    pub fn new(
        width_em: f32,
        height_em: f32,
        paint: impl Fn(&egui::Painter, egui::Rect) + Send + Sync + 'static,
    ) -> Self {
        GuidePicture { size_em: egui::vec2(width_em, height_em), paint: Arc::new(paint) }
    }
}

impl fmt::Debug for GuidePicture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GuidePicture({} × {} em)", self.size_em.x, self.size_em.y)
    }
}

/// How a run of text is set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Emphasis {
    /// `**bold**`.
    pub(crate) strong: bool,
    /// `*emphasis*`.
    pub(crate) italic: bool,
}

/// What a line of a page holds.
#[derive(Clone, Debug)]
pub(crate) enum Inline {
    Text(String, Emphasis),
    /// A key to press, drawn as a key cap.
    Key(String),
    /// A picture the game draws, with its words (shown when pointed at).
    Picture {
        name: String,
        alt: String,
        picture: GuidePicture,
    },
    /// A line break within a paragraph.
    Break,
}

/// A block of a page.
#[derive(Clone, Debug)]
pub(crate) enum Block {
    /// A heading of level 1 (the title) to 6.
    Heading(u8, Vec<Inline>),
    Paragraph(Vec<Inline>),
    /// A bullet list (`first` is `None`) or a numbered one from `first`; each item its blocks.
    List {
        first: Option<u64>,
        items: Vec<Vec<Block>>,
    },
}

/// A guide read and ready to lay out.
#[derive(Clone, Debug, Default)]
pub(crate) struct Page {
    pub(crate) blocks: Vec<Block>,
}

/// Why a guide cannot be shown: its line and the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuideError {
    pub line: usize,
    pub problem: String,
}

impl fmt::Display for GuideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for GuideError {}

/// Read `markdown` into a page; `pictures` gives the picture of each name the game draws.
pub(crate) fn read_page(markdown: &str, pictures: &dyn Fn(&str) -> Option<GuidePicture>) -> Result<Page, GuideError> {
    let events = Parser::new_ext(markdown, Options::empty()).into_offset_iter().peekable();
    let mut reader = Reader { events, source: markdown, pictures, line: 1 };
    Ok(Page { blocks: reader.blocks(None)? })
}

struct Reader<'a, 'p> {
    events: std::iter::Peekable<pulldown_cmark::OffsetIter<'a>>,
    source: &'a str,
    pictures: &'p dyn Fn(&str) -> Option<GuidePicture>,
    /// The line of the last event read.
    line: usize,
}

impl<'a> Reader<'a, '_> {
    fn next(&mut self) -> Option<Event<'a>> {
        let (event, range) = self.events.next()?;
        self.line = self.source[..range.start].matches('\n').count() + 1;
        Some(event)
    }

    fn error(&self, problem: impl Into<String>) -> GuideError {
        GuideError { line: self.line, problem: problem.into() }
    }

    /// Whether the next event belongs in a line of text (a tight list item's text comes bare).
    fn inline_next(&mut self) -> bool {
        matches!(
            self.events.peek(),
            Some((
                Event::Text(_)
                    | Event::Code(_)
                    | Event::SoftBreak
                    | Event::HardBreak
                    | Event::Start(Tag::Strong | Tag::Emphasis | Tag::Image { .. })
                    | Event::End(TagEnd::Strong | TagEnd::Emphasis),
                _
            ))
        )
    }

    /// Blocks up to `end` (its end tag read), or to the end of the page.
    fn blocks(&mut self, end: Option<TagEnd>) -> Result<Vec<Block>, GuideError> {
        let mut out = Vec::new();
        loop {
            if self.inline_next() {
                out.push(Block::Paragraph(self.inlines(None)?));
                continue;
            }
            let Some(event) = self.next() else {
                return match end {
                    None => Ok(out),
                    Some(end) => Err(self.error(format!("the page ends inside {end:?}"))),
                };
            };
            match event {
                Event::End(e) if Some(e) == end => return Ok(out),
                Event::Start(Tag::Paragraph) => out.push(Block::Paragraph(self.inlines(Some(TagEnd::Paragraph))?)),
                Event::Start(Tag::Heading { level, .. }) => {
                    out.push(Block::Heading(level as u8, self.inlines(Some(TagEnd::Heading(level)))?));
                }
                Event::Start(Tag::List(first)) => out.push(self.list(first)?),
                other => return Err(self.error(format!("a guide cannot show {}", what(&other)))),
            }
        }
    }

    /// A list's items, its start tag read.
    fn list(&mut self, first: Option<u64>) -> Result<Block, GuideError> {
        let mut items = Vec::new();
        loop {
            match self.next() {
                Some(Event::Start(Tag::Item)) => items.push(self.blocks(Some(TagEnd::Item))?),
                Some(Event::End(TagEnd::List(_))) => return Ok(Block::List { first, items }),
                other => {
                    return Err(self.error(format!("a list holds {}", other.as_ref().map_or("nothing".into(), what))));
                }
            }
        }
    }

    /// A line of text up to `end` (its end tag read), or (`None`) up to the next block.
    fn inlines(&mut self, end: Option<TagEnd>) -> Result<Vec<Inline>, GuideError> {
        let mut out = Vec::new();
        let (mut strong, mut italic) = (0u32, 0u32);
        loop {
            if end.is_none() && !self.inline_next() {
                return Ok(out);
            }
            let Some(event) = self.next() else {
                return Err(self.error("the page ends inside a line"));
            };
            let emphasis = Emphasis { strong: strong > 0, italic: italic > 0 };
            match event {
                Event::End(e) if Some(e) == end => return Ok(out),
                Event::Text(text) => push_text(&mut out, &text, emphasis),
                Event::SoftBreak => push_text(&mut out, " ", emphasis),
                Event::HardBreak => out.push(Inline::Break),
                Event::Code(key) => out.push(Inline::Key(key.to_string())),
                Event::Start(Tag::Strong) => strong += 1,
                Event::End(TagEnd::Strong) => strong = strong.saturating_sub(1),
                Event::Start(Tag::Emphasis) => italic += 1,
                Event::End(TagEnd::Emphasis) => italic = italic.saturating_sub(1),
                Event::Start(Tag::Image { dest_url, .. }) => out.push(self.picture(&dest_url)?),
                other => return Err(self.error(format!("a line of a guide cannot show {}", what(&other)))),
            }
        }
    }

    /// A picture, its start tag read: the game's drawing of the name in `address`, and its words.
    fn picture(&mut self, address: &str) -> Result<Inline, GuideError> {
        let Some(name) = address.strip_prefix(PICTURE_SCHEME) else {
            return Err(self.error(format!("a picture's address is `picture:<name>`, not `{address}`")));
        };
        let Some(picture) = (self.pictures)(name) else {
            return Err(self.error(format!("this game draws no picture named `{name}`")));
        };
        let mut alt = String::new();
        loop {
            match self.next() {
                Some(Event::End(TagEnd::Image)) => break,
                Some(Event::Text(text) | Event::Code(text)) => alt.push_str(&text),
                Some(Event::SoftBreak | Event::HardBreak) => alt.push(' '),
                Some(Event::Start(Tag::Strong | Tag::Emphasis) | Event::End(TagEnd::Strong | TagEnd::Emphasis)) => {}
                other => {
                    return Err(
                        self.error(format!("a picture's words hold {}", other.as_ref().map_or("nothing".into(), what)))
                    );
                }
            }
        }
        Ok(Inline::Picture { name: name.to_string(), alt, picture })
    }
}

/// Add `text` to a line, joined to the run before it when that is set the same way.
fn push_text(out: &mut Vec<Inline>, text: &str, emphasis: Emphasis) {
    if let Some(Inline::Text(last, e)) = out.last_mut()
        && *e == emphasis
    {
        last.push_str(text);
    } else {
        out.push(Inline::Text(text.to_string(), emphasis));
    }
}

/// What an event a guide cannot show is, in words.
fn what(event: &Event) -> String {
    match event {
        Event::Start(Tag::Link { dest_url, .. }) => {
            format!("a link (to `{dest_url}`); a picture is `![its words](picture:<name>)`")
        }
        Event::Start(Tag::CodeBlock(_)) => "a code block".into(),
        Event::Start(Tag::BlockQuote(_)) => "a quotation".into(),
        Event::Start(Tag::HtmlBlock) | Event::Html(_) | Event::InlineHtml(_) => "HTML".into(),
        Event::Rule => "a horizontal rule".into(),
        other => format!("{other:?}"),
    }
}

#[cfg(test)]
#[path = "guide_page_tests.rs"]
mod tests;
