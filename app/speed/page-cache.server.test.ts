import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../security/headers.ts";
import { requestPlace } from "../site/place.server.ts";
import { createPageCache, type PageAnswer, type PageRequest } from "./page-cache.server.ts";

const page = (text: string) =>
  `<!DOCTYPE html><html><head><script>window.a=1</script><script type="application/ld+json">{"a":1}</script></head><body>${`<p>${text}</p>`.repeat(200)}<script></script></body></html>`;

function request(url: string, headers: Record<string, string> = {}, method = "GET"): PageRequest {
  const all = new Headers({ "Accept-Encoding": "gzip, deflate, br", ...headers });
  return { method, url, headers: all, secure: false, place: requestPlace(url.split("?")[0]!, all) };
}

/** The policy a rendering of `page()` sends: it approves the script it wrote (app/entry.server.tsx). */
const renderedPolicy = (https = false) => contentSecurityPolicy(["window.a=1"], https);
const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

function rendered(html: string, init: ResponseInit & { headers?: Record<string, string> } = {}) {
  return new Response(html, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": renderedPolicy(), ...init.headers },
  });
}

function textOf(answer: PageAnswer | undefined): string {
  if (!answer?.body) return "";
  const encoding = answer.headers.find(([name]) => name === "Content-Encoding")?.[1];
  return (encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body).toString(
    "utf8",
  );
}
const header = (answer: PageAnswer | undefined, name: string) =>
  answer?.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** A cache whose version and clock the test sets. */
function cacheWith(options: { maxAgeMs?: number } = {}) {
  const state = { version: "1" as string | undefined, now: Date.UTC(2026, 10, 25, 15) };
  const cache = createPageCache({ version: () => state.version, now: () => state.now, ...options });
  /** A rendering of the request, as the site offers it: the version read before, the page after. */
  const render = async (req: PageRequest, html: string, init?: Parameters<typeof rendered>[1]) => {
    const version = cache.versionFor(req);
    return version === undefined ? undefined : cache.keep(req, version, rendered(html, init));
  };
  return { state, cache, render };
}

describe("the page cache", () => {
  it("keeps a rendered page whole and sends the same bytes to everyone, compressed as each asks", async () => {
    const { cache, render } = cacheWith();
    const first = await render(request("/en/escaladarocafrey"), page("Frey"));
    expect(textOf(first)).toBe(page("Frey"));
    const br = cache.answer(request("/en/escaladarocafrey"));
    expect(header(br, "Content-Encoding")).toBe("br");
    expect(br?.body?.equals(first!.body!)).toBe(true);
    expect(textOf(cache.answer(request("/en/escaladarocafrey", { "Accept-Encoding": "gzip" })))).toBe(page("Frey"));
    const plain = cache.answer(request("/en/escaladarocafrey", { "Accept-Encoding": "" }));
    expect(header(plain, "Content-Encoding")).toBeUndefined();
    expect(plain?.body?.toString()).toBe(page("Frey"));
    expect(header(plain, "Vary")).toMatch(/Accept-Encoding/);
    expect(cache.stats()).toEqual({ pages: 1, kept: 1 });
  });

  it("serves a kept page with its rendering's policy, upgrading insecure requests only over HTTPS", async () => {
    const { cache, render } = cacheWith();
    // Rendered for a visitor over HTTPS: kept for both schemes.
    await render({ ...request("/en/bautismo"), secure: true }, page("Bautismo"), {
      headers: { "Content-Security-Policy": renderedPolicy(true) },
    });
    const http = header(cache.answer(request("/en/bautismo")), "Content-Security-Policy")!;
    expect(http).toBe(renderedPolicy(false));
    expect(http).toContain(`${sha256("window.a=1")} 'strict-dynamic'`);
    expect(http).not.toContain("upgrade-insecure-requests");
    expect(header(cache.answer({ ...request("/en/bautismo"), secure: true }), "Content-Security-Policy")).toBe(renderedPolicy(true));
  });

  it("never approves a script its rendering did not write, even one in the page it keeps", async () => {
    const { cache, render } = cacheWith();
    // A comment that slipped a script into the page: the rendering's policy does not approve it.
    const slipped = page("Frey").replace(
      "<p>Frey</p>",
      '<p>Frey</p><script>document.title="owned"</script><script type="module">import "/x.js"</script>',
    );
    const first = await render(request("/en/escaladarocafrey"), slipped);
    expect(textOf(first)).toContain('document.title="owned"');
    for (const answer of [
      first,
      cache.answer(request("/en/escaladarocafrey")),
      cache.answer({ ...request("/en/escaladarocafrey"), secure: true }),
    ]) {
      const policy = header(answer, "Content-Security-Policy")!;
      expect(policy).toContain(sha256("window.a=1"));
      expect(policy).not.toContain(sha256('document.title="owned"'));
      expect(policy).not.toContain(sha256('import "/x.js"'));
      expect(policy.match(/'sha256-/g)).toHaveLength(1);
    }
  });

  it("keeps no rendering without a policy (it would go out with none)", async () => {
    const { cache, render } = cacheWith();
    const response = rendered(page("Frey"));
    response.headers.delete("Content-Security-Policy");
    expect(await cache.keep(request("/en/escaladarocafrey"), cache.versionFor(request("/en/escaladarocafrey")), response)).toBeUndefined();
    expect(cache.stats().pages).toBe(0);
    expect(await render(request("/en/escaladarocafrey"), page("Frey"))).toBeDefined();
  });

  it("renders again once what pages show has changed, the day has turned, or the page has aged", async () => {
    const { state, cache, render } = cacheWith({ maxAgeMs: 60_000 });
    await render(request("/en/bautismo"), page("one"));
    expect(cache.answer(request("/en/bautismo"))).toBeDefined();
    state.version = "2";
    expect(cache.answer(request("/en/bautismo"))).toBeUndefined();
    await render(request("/en/bautismo"), page("two"));
    expect(textOf(cache.answer(request("/en/bautismo")))).toBe(page("two"));
    // Midnight in Bariloche (UTC-3): dated departures may have ended.
    state.now = Date.UTC(2026, 10, 26, 3, 0, 1);
    expect(cache.answer(request("/en/bautismo"))).toBeUndefined();
    await render(request("/en/bautismo"), page("three"));
    state.now += 61_000;
    expect(cache.answer(request("/en/bautismo"))).toBeUndefined();
  });

  it("keeps nothing while changes could go unheard, and nothing rendered from a version that moved meanwhile", async () => {
    const { state, cache } = cacheWith();
    const req = request("/en/multilargos");
    state.version = undefined;
    expect(cache.versionFor(req)).toBeUndefined();
    state.version = "5";
    const version = cache.versionFor(req)!;
    state.version = "6";
    await cache.keep(req, version, rendered(page("stale")));
    expect(cache.answer(req)).toBeUndefined();
  });

  it("keeps an unprefixed page per negotiated language, and answers each visitor in theirs", async () => {
    const { cache, render } = cacheWith();
    await render(request("/about", { "Accept-Language": "es-AR" }), page("Quiénes somos"), {
      headers: { Vary: "Accept-Language, Cookie" },
    });
    await render(request("/about", { Cookie: "lang=fr" }), page("Qui sommes-nous"), { headers: { Vary: "Accept-Language, Cookie" } });
    expect(textOf(cache.answer(request("/about", { "Accept-Language": "es" })))).toBe(page("Quiénes somos"));
    expect(textOf(cache.answer(request("/about", { "Accept-Language": "es", Cookie: "lang=fr" })))).toBe(page("Qui sommes-nous"));
    expect(header(cache.answer(request("/about", { Cookie: "lang=fr" })), "Vary")).toBe("Accept-Language, Cookie, Accept-Encoding");
    expect(cache.answer(request("/about", { "Accept-Language": "it" }))).toBeUndefined();
  });

  it("keeps only plain page GETs: no query string, no other path, no error, no cookie, no post", async () => {
    const { cache, render } = cacheWith();
    expect(await render(request("/en/contactForm?excursion=ventana"), page("q"))).toBeUndefined();
    expect(await render(request("/en/no/such"), page("no page"))).toBeUndefined();
    expect(await render(request("/en/nope"), page("404"), { status: 404 })).toBeUndefined();
    expect(await render(request("/en/contactForm.data"), page("data"))).toBeUndefined();
    expect(await render(request("/en/contactForm", {}, "POST"), page("post"))).toBeUndefined();
    expect(await render(request("/es/contactForm"), page("oops"), { status: 500 })).toBeUndefined();
    expect(await render(request("/fr/contactForm"), page("hi"), { headers: { "Set-Cookie": "seen=1" } })).toBeUndefined();
    expect(await render(request("/it/contactForm"), "{}", { headers: { "Content-Type": "application/json" } })).toBeUndefined();
    expect(cache.stats().pages).toBe(0);
  });

  it("never answers nor keeps an excursion page asked with a departure chosen (a home card's link): one visitor's choice", async () => {
    const { cache, render } = cacheWith();
    await render(request("/es/trekking-lanin"), page("nearest"));
    expect(await render(request("/es/trekking-lanin?departure=7"), page("chosen 7"))).toBeUndefined();
    expect(cache.answer(request("/es/trekking-lanin?departure=7"))).toBeUndefined();
    expect(cache.answer(request("/es/trekking-lanin.data?departure=7"))).toBeUndefined();
    // The page without the query is still the one everyone shares.
    expect(textOf(cache.answer(request("/es/trekking-lanin")))).toBe(page("nearest"));
  });

  it("answers a HEAD without a body and a request that has the page with 304", async () => {
    const { cache, render } = cacheWith();
    await render(request("/en/guiapersonal"), page("Guía"));
    const head = cache.answer(request("/en/guiapersonal", {}, "HEAD"));
    expect(head?.status).toBe(200);
    expect(head?.body).toBeUndefined();
    expect(Number(header(head, "Content-Length"))).toBeGreaterThan(0);
    const etag = header(cache.answer(request("/en/guiapersonal")), "ETag")!;
    const revalidated = cache.answer(request("/en/guiapersonal", { "If-None-Match": etag }));
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.body).toBeUndefined();
  });

  it("renders a page asked for by many at once only once, and each renders its own when it is not kept", async () => {
    const { cache } = cacheWith();
    let renderings = 0;
    const slowRendering = (html: string, init?: Parameters<typeof rendered>[1]) => async () => {
      renderings++;
      await new Promise((resolve) => setImmediate(resolve));
      return rendered(html, init);
    };
    const asked = ["br", "gzip", ""].map((encoding) =>
      cache.render(request("/en/about", { "Accept-Encoding": encoding }), slowRendering(page("Ventana"))),
    );
    const answers = (await Promise.all(asked)) as PageAnswer[];
    expect(renderings).toBe(1);
    expect(answers.map(textOf)).toEqual([page("Ventana"), page("Ventana"), page("Ventana")]);
    expect(answers.map((answer) => header(answer, "Content-Encoding"))).toEqual(["br", "gzip", undefined]);

    renderings = 0;
    const failing = await Promise.all(
      [1, 2].map(() => cache.render(request("/en/alquilerequipoescalada"), slowRendering(page("oops"), { status: 500 }))),
    );
    expect(renderings).toBe(2);
    expect(failing.every((answer) => answer instanceof Response && answer.status === 500)).toBe(true);
  });
});
