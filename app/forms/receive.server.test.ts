import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import { guardFields } from "./fields.ts";
import { formGuard, receiveForm, typed, type FormPolicy } from "./receive.server.ts";
import { createFormSigner } from "./signing.server.ts";

const signer = createFormSigner("a test secret of at least thirty-two characters");
const MIN_FILL_MS = 3000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const url = "https://bariloche.example/en/contactForm";

/** A form's checks with a clock of their own; `attempts` posts per visitor and minute. */
function policy(options: { maxBytes?: number; attempts?: number } = {}) {
  const clock = { now: Date.UTC(2031, 4, 1, 12) };
  const now = () => clock.now;
  const checks: FormPolicy = {
    maxBytes: options.maxBytes ?? 10_000,
    attempts: new SlidingWindowLimiter({ limit: options.attempts ?? 100, windowMs: 60_000, now }),
    signer,
    minFillMs: MIN_FILL_MS,
    maxAgeMs: MAX_AGE_MS,
    now,
  };
  return { checks, clock };
}

/** A form as its page renders it at `renderedAt`, filled in with `fields`. */
function filled(renderedAt: number, fields: [string, string][] = [["name", "Ana"]]) {
  const body = new URLSearchParams([[guardFields.timeToken, signer.timeToken(renderedAt)], [guardFields.honeypot, ""], ...fields]);
  return new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
}

describe("receiving a form", () => {
  it("takes a form sent by a person a while after its page was rendered", async () => {
    const { checks, clock } = policy();
    const rendered = clock.now;
    clock.now += MIN_FILL_MS;
    const received = await receiveForm(filled(rendered), "192.0.2.1", checks);
    expect(received.ok).toBe(true);
    expect(typed(received.form, "name")).toBe("Ana");
  });

  it("takes a multipart form with a file as browsers send it", async () => {
    const { checks, clock } = policy();
    const body = new FormData();
    body.set(guardFields.timeToken, signer.timeToken(clock.now - MIN_FILL_MS));
    body.set("name", "Ana");
    body.set("photo", new File([new Uint8Array([1, 2, 3])], "cumbre.jpg", { type: "image/jpeg" }));
    const received = await receiveForm(new Request(url, { method: "POST", body }), "192.0.2.1", checks);
    expect(received.ok).toBe(true);
    expect((received.form.get("photo") as File).size).toBe(3);
    // A file is no text to give back.
    expect(typed(received.form, "photo")).toBe("");
  });

  it("refuses as automated a honeypot sent twice, the first copy empty and the second filled", async () => {
    const { checks, clock } = policy();
    const request = filled(clock.now - MIN_FILL_MS, [
      ["name", "Ana"],
      [guardFields.honeypot, "http://spam.example"],
    ]);
    const received = await receiveForm(request, "192.0.2.1", checks);
    expect(received).toMatchObject({ ok: false, refusal: "automated" });
    // What was typed comes back, for a person caught by mistake.
    expect(typed(received.form, "name")).toBe("Ana");
  });

  it("takes a honeypot of white space alone for an empty one", async () => {
    const { checks, clock } = policy();
    const body = new URLSearchParams([
      [guardFields.timeToken, signer.timeToken(clock.now - MIN_FILL_MS)],
      [guardFields.honeypot, "  "],
    ]);
    const received = await receiveForm(new Request(url, { method: "POST", body }), "192.0.2.1", checks);
    expect(received.ok).toBe(true);
  });

  it("refuses a body over the limit, keeping nothing of it, whether or not its length was declared", async () => {
    const { checks, clock } = policy({ maxBytes: 1000 });
    const token = signer.timeToken(clock.now - MIN_FILL_MS);
    const declared = filled(clock.now - MIN_FILL_MS, [["message", "x".repeat(2000)]]);
    const chunks = [
      `${guardFields.timeToken}=${token}&message=`,
      ..."y"
        .repeat(20)
        .split("")
        .map((letter) => letter.repeat(100)),
    ];
    const undeclared = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(chunk));
        },
      }),
      duplex: "half",
    } as RequestInit);
    for (const request of [declared, undeclared]) {
      const received = await receiveForm(request, "192.0.2.1", checks);
      expect(received).toMatchObject({ ok: false, refusal: "too-large" });
      expect([...received.form.keys()]).toEqual([]);
    }
  });

  it("reads a body that is not a form, or a broken one, as an empty form: no time token, so expired", async () => {
    const { checks } = policy();
    const requests = [
      new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"name":"Ana"}' }),
      new Request(url, { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n" }),
      new Request(url, { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "--x\r\nno headers\r\n" }),
      new Request(url, { method: "POST" }),
    ];
    for (const request of requests) {
      const received = await receiveForm(request, "192.0.2.1", checks);
      expect(received, request.headers.get("content-type") ?? "no body").toMatchObject({ ok: false, refusal: "expired" });
      expect([...received.form.keys()]).toEqual([]);
    }
  });

  it("refuses a visitor over their share of attempts, saying when to try again and giving back what was typed", async () => {
    const { checks, clock } = policy({ attempts: 2 });
    const rendered = clock.now - MIN_FILL_MS;
    expect((await receiveForm(filled(rendered), "192.0.2.1", checks)).ok).toBe(true);
    clock.now += 10_000;
    // A refused post counts too: a bot cannot try again and again for free.
    expect(
      await receiveForm(
        filled(rendered, [
          ["name", "Ana"],
          [guardFields.honeypot, "x"],
        ]),
        "192.0.2.1",
        checks,
      ),
    ).toMatchObject({ refusal: "automated" });
    clock.now += 10_000;
    const received = await receiveForm(filled(rendered, [["name", "Ana María"]]), "192.0.2.1", checks);
    // The first attempt, 20 seconds ago, leaves the minute's window in 40 seconds.
    expect(received).toMatchObject({ ok: false, refusal: "rate-limited", retryAfterSeconds: 40 });
    expect(typed(received.form, "name")).toBe("Ana María");
    // Another visitor is not held back.
    expect((await receiveForm(filled(rendered), "192.0.2.2", checks)).ok).toBe(true);
    clock.now += 40_000;
    expect((await receiveForm(filled(rendered), "192.0.2.1", checks)).ok).toBe(true);
  });

  it("refuses a form sent sooner after its page was rendered than a person could fill it in", async () => {
    const { checks, clock } = policy();
    const received = await receiveForm(filled(clock.now - MIN_FILL_MS + 1), "192.0.2.1", checks);
    expect(received).toMatchObject({ ok: false, refusal: "too-fast" });
    expect(typed(received.form, "name")).toBe("Ana");
  });

  it("refuses as expired a form older than its maximum age, a forged or missing time token", async () => {
    const { checks, clock } = policy();
    expect(await receiveForm(filled(clock.now - MAX_AGE_MS), "192.0.2.1", checks)).toMatchObject({ ok: true });
    expect(await receiveForm(filled(clock.now - MAX_AGE_MS - 1), "192.0.2.1", checks)).toMatchObject({ ok: false, refusal: "expired" });
    const forged = createFormSigner("another secret, guessed by a bot").timeToken(clock.now - MIN_FILL_MS);
    const withForged = new URLSearchParams([
      [guardFields.timeToken, forged],
      ["name", "Ana"],
    ]);
    expect(await receiveForm(new Request(url, { method: "POST", body: withForged }), "192.0.2.1", checks)).toMatchObject({
      refusal: "expired",
    });
    const without = new URLSearchParams([["name", "Ana"]]);
    const received = await receiveForm(new Request(url, { method: "POST", body: without }), "192.0.2.1", checks);
    expect(received).toMatchObject({ refusal: "expired" });
    expect(typed(received.form, "name")).toBe("Ana");
  });
});

describe("a form's hidden fields", () => {
  it("carry the time the form was rendered and a new one-time key each time", () => {
    const at = Date.UTC(2031, 4, 1, 12);
    const one = formGuard(signer, at);
    const two = formGuard(signer, at);
    expect(signer.issuedAt(one.timeToken)).toBe(at);
    expect(one.formKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(two.formKey).not.toBe(one.formKey);
  });
});
