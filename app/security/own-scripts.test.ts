import { describe, expect, it } from "vitest";
import { ownScripts, renderMark } from "./own-scripts.ts";

describe("a rendering's own scripts", () => {
  it("are the inline scripts carrying its mark, and only those; the mark leaves the page", () => {
    const mark = renderMark();
    const html =
      `<head><link rel="stylesheet" href="/assets/a.css" nonce="${mark}"/><script type="application/ld+json">{"a":1}</script></head>` +
      `<body><p>A comment</p><script>alert("classic")</script><script type="module">alert("module")</script>` +
      `<script nonce="${renderMark()}">alert("another rendering's mark")</script><script nonce="">alert("no mark")</script>` +
      `<script src="/evil.js" nonce="${mark}"></script>` +
      `<script nonce="${mark}"></script><script nonce="${mark}" type="module" async="">window.own = 1</script></body>`;
    const own = ownScripts(html, mark);
    expect(own.scripts).toEqual(["window.own = 1"]);
    expect(own.html).not.toContain(mark);
    expect(own.html).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(own.html).toContain('<script></script><script type="module" async="">window.own = 1</script>');
    // Everything else is left as it was, and unapproved.
    expect(own.html).toContain('<script>alert("classic")</script><script type="module">alert("module")</script>');
  });

  it("is a different mark for every rendering", () => {
    const marks = new Set(Array.from({ length: 100 }, renderMark));
    expect(marks.size).toBe(100);
    for (const mark of marks) expect(mark).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("ends where the browser ends it: a script left open by content runs nothing of ours", () => {
    const mark = renderMark();
    // Content opened a script and never closed it: the browser reads it up to our first `</script>`.
    const html = `<p><script>alert(1);/*</p><script nonce="${mark}">window.own = 1</script>`;
    const own = ownScripts(html, mark);
    expect(own.scripts).toEqual(["window.own = 1"]);
    expect(own.scripts.join()).not.toContain("alert");
  });
});
