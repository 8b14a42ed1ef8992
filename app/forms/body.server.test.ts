import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_FILES, DEFAULT_MAX_PARTS, DRAIN_BOUND_BYTES, readFormBody } from "./body.server.ts";

const url = "https://bariloche.example/en/contactForm";

/** A body sent in chunks of `chunk` bytes, `count` of them (endless without a count), counting what was read. */
function streamed(chunk: number, count = Infinity) {
  const bytes = new Uint8Array(chunk).fill(0x61);
  const seen = { chunks: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.chunks >= count) return controller.close();
      seen.chunks++;
      controller.enqueue(bytes);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

function post(body: BodyInit, headers: Record<string, string>) {
  return new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("reading a form's body within its limits", () => {
  it("refuses a body declared over the limit without keeping any of it, and one that only grows over it as soon as it does", async () => {
    const declared = streamed(1024, 8);
    const refused = await readFormBody(
      post(declared.body, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(8 * 1024) }),
      { maxBytes: 4096 },
    );
    expect(refused).toEqual({ problem: "too-large" });
    // Read to its end and dropped, so the browser gets to read the answer.
    expect(declared.seen.chunks).toBe(8);

    const undeclared = streamed(1024, 8);
    expect(await readFormBody(post(undeclared.body, { "Content-Type": "application/x-www-form-urlencoded" }), { maxBytes: 4096 })).toEqual({
      problem: "too-large",
    });
    expect(undeclared.seen.chunks).toBe(8);
  });

  it("cuts a body that never ends once it has dropped the bound, instead of reading it whole", async () => {
    const endless = streamed(1024 * 1024);
    const refused = await readFormBody(post(endless.body, { "Content-Type": "multipart/form-data; boundary=x" }), {
      maxBytes: 10 * 1024 * 1024,
    });
    expect(refused).toEqual({ problem: "too-large" });
    expect(endless.seen.cancelled).toBe(true);
    expect(endless.seen.chunks).toBeLessThanOrEqual(DRAIN_BOUND_BYTES / (1024 * 1024) + 2);
  });

  it("takes as many fields and files as a form may send, and refuses more, in either encoding", async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, i): [string, string] => [`f${i}`, "x"]);
    const urlencoded = (count: number) =>
      post(new URLSearchParams(fields(count)).toString(), { "Content-Type": "application/x-www-form-urlencoded" });
    const multipart = (count: number, files = 0) => {
      const form = new FormData();
      for (const [name, value] of fields(count)) form.append(name, value);
      for (let i = 0; i < files; i++)
        form.append("photo", new File([new Uint8Array([1, 2, 3])], `cumbre-${i}.jpg`, { type: "image/jpeg" }));
      return new Request(url, { method: "POST", body: form });
    };
    const limits = { maxBytes: 100_000 };

    const most = await readFormBody(urlencoded(DEFAULT_MAX_PARTS), limits);
    expect("form" in most && [...most.form.keys()].length).toBe(DEFAULT_MAX_PARTS);
    expect(await readFormBody(urlencoded(DEFAULT_MAX_PARTS + 1), limits)).toEqual({ problem: "too-large" });
    expect("form" in (await readFormBody(multipart(DEFAULT_MAX_PARTS - 1, 1), limits))).toBe(true);
    expect(await readFormBody(multipart(DEFAULT_MAX_PARTS, 1), limits)).toEqual({ problem: "too-large" });

    const withFile = await readFormBody(multipart(3, DEFAULT_MAX_FILES), limits);
    expect("form" in withFile && (withFile.form.get("photo") as File).size).toBe(3);
    expect(await readFormBody(multipart(3, DEFAULT_MAX_FILES + 1), limits)).toEqual({ problem: "too-large" });
    // A form with more file inputs says so.
    expect("form" in (await readFormBody(multipart(3, 3), { ...limits, maxFiles: 3 }))).toBe(true);
    expect(await readFormBody(urlencoded(20), { ...limits, maxParts: 10 })).toEqual({ problem: "too-large" });
  });
});
