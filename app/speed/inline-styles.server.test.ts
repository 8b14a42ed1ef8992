import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-styles.server.ts";

const sheets: Record<string, string> = {
  "/assets/root-A.css": "body{color:#fff}\n",
  "/assets/about-B.css": ".about{margin:0}",
};
const stylesheet = (href: string) => sheets[href];

describe("inlineStylesheets", () => {
  it("writes each build stylesheet into the page and disables its link", () => {
    const html =
      '<head><link nonce="n" rel="stylesheet" href="/assets/root-A.css"/><link rel="stylesheet" href="/assets/about-B.css"></head>';
    expect(inlineStylesheets(html, stylesheet)).toBe(
      '<head><style data-href="/assets/root-A.css">body{color:#fff}</style><link nonce="n" rel="stylesheet" href="/assets/root-A.css" disabled=""/>' +
        '<style data-href="/assets/about-B.css">.about{margin:0}</style><link rel="stylesheet" href="/assets/about-B.css" disabled="">' +
        "</head>",
    );
  });

  it("leaves other links, unknown stylesheets and unsafe text alone", () => {
    const html =
      '<link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/missing.css"/>' +
      '<link rel="stylesheet" href="https://elsewhere.example/x.css"/><link rel="stylesheet" href="/assets/evil.css"/>';
    const evil = (href: string) => (href === "/assets/evil.css" ? "a{}</style><script>alert(1)</script>" : stylesheet(href));
    expect(inlineStylesheets(html, evil)).toBe(html);
  });
});
