import { describe, expect, it } from "vitest";
import { cutBlocks, type Inline, parseInline, parsePlainText, previewOf, visibleText } from "./plain-text.ts";

const text = (value: string) => ({ type: "text", text: value }) as const;
const link = (value: string, href = value) => ({ type: "link", text: value, href }) as const;
const br = { type: "break" } as const;
const para = (...content: Inline[]) => ({ type: "paragraph", content }) as const;

describe("paragraphs and lists (shape 'text')", () => {
  it("separates paragraphs by blank lines; a single line break stays a break", () => {
    expect(parsePlainText("First day.\nSecond line.\n\n\nAnother paragraph.", "text")).toEqual([
      para(text("First day."), br, text("Second line.")),
      para(text("Another paragraph.")),
    ]);
  });

  it("reads consecutive lines starting with '- ', '• ' or '* ' as one list", () => {
    expect(parsePlainText("Bring:\n- Helmet\n• Harness\n* Shoes\nAsk us for the rest.", "text")).toEqual([
      para(text("Bring:")),
      { type: "list", items: [[text("Helmet")], [text("Harness")], [text("Shoes")]] },
      para(text("Ask us for the rest.")),
    ]);
  });

  it("keeps dashes, stars and numbers that are no list marks as text", () => {
    expect(parsePlainText("-5 °C at night\n**Frey**\n- \n3 days", "text")).toEqual([
      para(text("-5 °C at night"), br, text("**Frey**"), br, text("-"), br, text("3 days")),
    ]);
  });

  it("reads Windows line ends and trims each line; an empty text has no blocks", () => {
    expect(parsePlainText("  One \r\n\r\n Two  ", "text")).toEqual([para(text("One")), para(text("Two"))]);
    expect(parsePlainText(" \n\n ", "text")).toEqual([]);
  });
});

describe("one item per line (shape 'list') and one line (shape 'line')", () => {
  it("makes each non-empty line an item, dropping a mark the owner typed", () => {
    expect(parsePlainText("Guide\n\n- Transport\n  Helmet and harness  \n", "list")).toEqual([
      { type: "list", items: [[text("Guide")], [text("Transport")], [text("Helmet and harness")]] },
    ]);
    expect(parsePlainText("\n \n", "list")).toEqual([]);
  });

  it("keeps a line one run, reading a stray line break as a space", () => {
    expect(parsePlainText("Cerro Catedral,\nBariloche", "line")).toEqual([para(text("Cerro Catedral, Bariloche"))]);
    expect(parsePlainText("   ", "line")).toEqual([]);
  });
});

describe("links", () => {
  it("links https addresses, leaving sentence punctuation outside", () => {
    expect(
      parseInline("Map: https://maps.example.org/frey. Or (https://example.org/a_(b)), then https://example.org/x?y=1&z=2, ok!"),
    ).toEqual([
      text("Map: "),
      link("https://maps.example.org/frey"),
      text(". Or ("),
      link("https://example.org/a_(b)"),
      text("), then "),
      link("https://example.org/x?y=1&z=2"),
      text(", ok!"),
    ]);
  });

  it("keeps a closing bracket only when the address opened it", () => {
    expect(parseInline("[https://example.org/x] {https://example.org/{y}}")).toEqual([
      text("["),
      link("https://example.org/x"),
      text("] {"),
      link("https://example.org/{y}", "https://example.org/%7By%7D"),
      text("}"),
    ]);
  });

  it("gives a link its normalised address and keeps its text as written", () => {
    expect(parseInline("HTTPS://Example.org")).toEqual([link("HTTPS://Example.org", "https://example.org/")]);
  });

  it("links nothing but https: http, javascript, data and bare domains stay text", () => {
    for (const value of [
      "http://example.org",
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "www.example.org",
      "ftp://example.org",
    ]) {
      expect(parseInline(value)).toEqual([text(value)]);
    }
  });

  it("does not link an address glued to a word, one without a real host, or one with a user part", () => {
    expect(parseInline("xhttps://example.org")).toEqual([text("xhttps://example.org")]);
    expect(parseInline("https://localhost/x")).toEqual([text("https://localhost/x")]);
    expect(parseInline("https://")).toEqual([text("https://")]);
    expect(parseInline("https://bank.example@evil.example/")).toEqual([text("https://bank.example@evil.example/")]);
  });

  it("ends an address at a quote or an angle bracket, so markup around it stays text", () => {
    expect(parseInline('<a href="https://evil.example/x">go</a>')).toEqual([
      text('<a href="'),
      link("https://evil.example/x"),
      text('">go</a>'),
    ]);
    expect(parseInline("javascript:https://example.org")).toEqual([
      text("javascript:"),
      link("https://example.org", "https://example.org/"),
    ]);
  });
});

describe("hostile text stays text", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "</script><script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "<!-- comment --> &lt;b&gt; &amp; &#x3C;",
    "javascript:alert(1)",
    "<a href=javascript:alert(1)>x</a>",
  ];

  it("reads tags, entities and scripts as the characters they are, in every shape", () => {
    for (const value of hostile) {
      expect(parsePlainText(value, "text")).toEqual([para(text(value))]);
      expect(parsePlainText(value, "list")).toEqual([{ type: "list", items: [[text(value)]] }]);
      expect(parsePlainText(value, "line")).toEqual([para(text(value))]);
    }
  });
});

describe("unicode", () => {
  it("keeps accents, emoji and other scripts, and links addresses with them", () => {
    expect(parsePlainText("Ñandú 🧗 à la montagne — 登山\n• Refugio Frey ⛺", "text")).toEqual([
      para(text("Ñandú 🧗 à la montagne — 登山")),
      { type: "list", items: [[text("Refugio Frey ⛺")]] },
    ]);
    expect(parseInline("Ver https://ejemplo.com.ar/montaña.")).toEqual([
      text("Ver "),
      link("https://ejemplo.com.ar/montaña", "https://ejemplo.com.ar/monta%C3%B1a"),
      text("."),
    ]);
  });
});

describe("previews (the spec's rules)", () => {
  const highlights = "Granite towers above a lake. Routes for every level. A night at the refuge. Sunset from the needles.";

  it("shows the first two sentences and an ellipsis when there is more", () => {
    expect(previewOf(highlights, { sentences: 2 })).toBe("Granite towers above a lake. Routes for every level…");
    expect(previewOf("One. Two.", { sentences: 2 })).toBe("One. Two.");
  });

  it("shows the first 300 characters and an ellipsis when there is more, counting characters as a visitor does", () => {
    const long = `${"a".repeat(299)}bc`;
    expect(previewOf(long, { characters: 300 })).toBe(`${"a".repeat(299)}b…`);
    expect(previewOf("a".repeat(300), { characters: 300 })).toBe("a".repeat(300));
    // 300 emoji are 300 characters: not cut, and never cut in half.
    expect(previewOf("🧗".repeat(300), { characters: 300 })).toBe("🧗".repeat(300));
    expect(previewOf("🧗".repeat(301), { characters: 300 })).toBe(`${"🧗".repeat(300)}…`);
  });

  it("counts the text a visitor reads: no list marks, a paragraph's end ending the preview", () => {
    expect(visibleText(parsePlainText("Intro\n\n- one\n- two", "text"))).toBe("Intro\n\none\ntwo");
    expect(previewOf("abc\n\ndef", { characters: 4 })).toBe("abc…");
  });

  it("finds where the preview ends in the blocks: inside a paragraph", () => {
    const blocks = parsePlainText(highlights, "text");
    expect(cutBlocks(blocks, { sentences: 2 })).toEqual({
      block: 0,
      item: 0,
      head: [text("Granite towers above a lake. Routes for every level")],
      rest: [text(". A night at the refuge. Sunset from the needles.")],
    });
    expect(cutBlocks(parsePlainText("One. Two.", "text"), { sentences: 2 })).toBeNull();
  });

  it("finds where the preview ends in the blocks: in a list item, at a paragraph's end, in a link", () => {
    const blocks = parsePlainText("Intro\n\n- first item\n- second item", "text");
    expect(cutBlocks(blocks, { characters: 10 })).toEqual({ block: 1, item: 0, head: [text("fir")], rest: [text("st item")] });
    expect(cutBlocks(blocks, { characters: 6 })).toEqual({ block: 0, item: 0, head: [text("Intro")], rest: [] });
    expect(cutBlocks(blocks, { characters: 7 })).toEqual({ block: 0, item: 0, head: [text("Intro")], rest: [] });
    expect(cutBlocks(blocks, { characters: 18 })).toEqual({ block: 1, item: 0, head: [text("first item")], rest: [] });
    const linked = parsePlainText("See https://example.org/frey now", "text");
    expect(cutBlocks(linked, { characters: 10 })).toEqual({
      block: 0,
      item: 0,
      head: [text("See "), { type: "link", text: "https:", href: "https://example.org/frey" }],
      rest: [{ type: "link", text: "//example.org/frey", href: "https://example.org/frey" }, text(" now")],
    });
  });
});
