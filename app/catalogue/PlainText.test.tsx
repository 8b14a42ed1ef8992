import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainText } from "./PlainText.tsx";
import { ReadMore } from "./ReadMore.tsx";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("PlainText", () => {
  it("renders paragraphs, line breaks, lists and https links as elements", () => {
    expect(html(<PlainText text={"Day one.\nWe walk.\n\nBring:\n- Helmet\n- Map: https://example.org/frey."} shape="text" />)).toBe(
      '<div class="plain-text"><p>Day one.<br/>We walk.</p><p>Bring:</p><ul><li>Helmet</li><li>Map: ' +
        '<a href="https://example.org/frey" rel="noopener noreferrer" class="plain-text__link">https://example.org/frey</a>.</li></ul></div>',
    );
  });

  it("renders a list field as the list itself and a line as a run, with the holder's class and language", () => {
    expect(html(<PlainText text={"Guide\nTransport"} shape="list" className="excursion-includes" lang="es" />)).toBe(
      '<ul class="excursion-includes" lang="es"><li>Guide</li><li>Transport</li></ul>',
    );
    expect(html(<PlainText text="Cerro Catedral" shape="line" lang="pt" />)).toBe('<span lang="pt">Cerro Catedral</span>');
    expect(html(<PlainText text={"Two paragraphs.\n\nIn French."} shape="text" lang="fr" className="bio" />)).toBe(
      '<div class="plain-text bio" lang="fr"><p>Two paragraphs.</p><p>In French.</p></div>',
    );
  });

  it("renders nothing for an empty text", () => {
    expect(html(<PlainText text={" \n "} shape="text" />)).toBe("");
    expect(html(<PlainText text="" shape="line" />)).toBe("");
  });

  it("shows hostile text as text: no element, attribute or script comes out of it", () => {
    const hostile = [
      "<script>alert(1)</script>",
      "</script><script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      "javascript:alert(1)",
      "<a href=javascript:alert(1)>x</a>",
      "&lt;b&gt; &amp; <!-- x -->",
      "http://example.org",
    ].join("\n- ");
    for (const shape of ["text", "list", "line"] as const) {
      const out = html(<PlainText text={hostile} shape={shape} />);
      expect(out).not.toMatch(/<script|<img|<a\b|<!--|href="(?!https:)/i);
      expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(out).toContain("&lt;/script&gt;&lt;script&gt;");
      expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      expect(out).toContain("&amp;lt;b&amp;gt; &amp;amp; &lt;!-- x --&gt;");
      expect(out).toContain("javascript:alert(1)");
      expect(out).toContain("http://example.org");
    }
  });

  it("links a hostile-looking https address only to its https address, its quotes escaped", () => {
    const out = html(<PlainText text={'https://example.org/"onmouseover=alert(1)'} shape="line" />);
    expect(out).toBe(
      '<span><a href="https://example.org/" rel="noopener noreferrer" class="plain-text__link">https://example.org/</a>&quot;onmouseover=alert(1)</span>',
    );
    // An address with characters a page must not carry raw reaches the link percent-encoded.
    expect(html(<PlainText text={"https://example.org/a'b`c{d}"} shape="line" />)).toContain(
      'href="https://example.org/a&#x27;b%60c%7Bd%7D"',
    );
  });
});

describe("ReadMore with plain text", () => {
  const props = { moreLabel: "Read more", lessLabel: "Show less" };
  // React's generated ids, whatever their form.
  const ids = (out: string) => out.replace(/_R_[0-9a-zA-Z]*_/g, "ID");

  it("keeps a one-paragraph text one paragraph, the rest in a span the toggle names", () => {
    const out = html(<ReadMore text="One. Two. Three." rule={{ sentences: 2 }} lang="es" {...props} />);
    expect(ids(out)).toBe(
      '<div class="read-more"><p class="read-more__text" lang="es">One. Two<span class="read-more__ellipsis" aria-hidden="true">…</span>' +
        '<span class="read-more__rest" id="ID">. Three.</span></p><details class="read-more__toggle"><summary aria-controls="ID">' +
        '<span class="read-more__more">Read more</span><span class="read-more__less">Show less</span></summary></details></div>',
    );
  });

  it("shows a text of paragraphs and lists up to its preview; what follows is marked for the toggle", () => {
    const out = html(
      <ReadMore text={"Intro here.\n\n- first item\n- second item\n\nLast paragraph."} rule={{ characters: 15 }} {...props} />,
    );
    expect(ids(out)).toBe(
      '<div class="read-more"><div class="read-more__text plain-text"><p>Intro here.</p><ul><li>fi<span class="read-more__ellipsis" aria-hidden="true">…</span>' +
        '<span class="read-more__rest" id="ID">rst item</span></li><li class="read-more__after" id="ID-1">second item</li></ul>' +
        '<p class="read-more__after" id="ID-2">Last paragraph.</p></div><details class="read-more__toggle">' +
        '<summary aria-controls="ID ID-1 ID-2"><span class="read-more__more">Read more</span><span class="read-more__less">Show less</span></summary></details></div>',
    );
  });

  it("has no toggle when the whole text fits, and escapes hostile text", () => {
    const out = html(<ReadMore text={"<script>alert(1)</script>\n\n</script>"} rule={{ characters: 200 }} {...props} />);
    expect(out).toBe(
      '<div class="read-more"><div class="read-more__text plain-text"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;/script&gt;</p></div></div>',
    );
  });
});
