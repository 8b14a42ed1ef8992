import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "../site/business-details.ts";
import { shellMessages } from "../i18n/messages.ts";
import { jsonLdText, structuredData } from "./structured-data.server.ts";

/** Texts an owner (or anyone who reached the editor) could type, meant to end the script early. */
const hostile = [
  "</script><script>alert(1)</script>",
  "</SCRIPT ><img src=x onerror=alert(1)>",
  "<!-- <script>",
  "a\u2028b\u2029c & d > e",
  "Refugio Frey — 登山 🧗",
];

/** The head's script element as the root renders it (app/root.tsx). */
const scriptElement = (text: string) =>
  renderToStaticMarkup(<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />);

/** What the browser reads as the script's text: up to the first `</script` (any case), the way HTML ends it. */
function scriptTextOf(html: string): string {
  const start = html.indexOf(">") + 1;
  const end = html.search(/<\/script/i);
  return html.slice(start, end);
}

describe("JSON-LD in a script element", () => {
  it("keeps `</script>` and `<!--` inside a string from closing or changing the script", () => {
    for (const value of hostile) {
      const text = jsonLdText({ "@type": "Event", name: value, nested: [{ description: value }] });
      expect(text).not.toMatch(/<\/script|<!--|<script/i);
      const html = scriptElement(text);
      // The element ends where React closed it, and carries the whole JSON, which reads back as written.
      expect(scriptTextOf(html)).toBe(text);
      expect(JSON.parse(scriptTextOf(html))).toEqual({ "@type": "Event", name: value, nested: [{ description: value }] });
    }
  });

  it("escapes the business's texts and the page's items the same way", () => {
    const name = hostile.join(" ");
    const out = structuredData("https://bariloche.example", "es", shellMessages("es"), { ...defaultBusinessDetails, name }, [
      { "@type": "Event", name, description: "<!--", location: { "@type": "Place", name: "</script>" } },
    ]);
    expect(out).not.toMatch(/<\/script|<!--|<script/i);
    const parsed = JSON.parse(scriptTextOf(scriptElement(out)));
    expect(parsed["@graph"][0].name).toBe(name);
    expect(parsed["@graph"][1]).toEqual({ "@type": "Event", name, description: "<!--", location: { "@type": "Place", name: "</script>" } });
  });
});
