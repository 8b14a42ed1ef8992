import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { postOfNodeRequest, type NodePost } from "./incoming-post.ts";

/** A request as Express hands it over: a stream of `chunks` chunks of `size` bytes. */
function request(chunks: number, size: number, headers: Record<string, string> = {}): NodePost & { sent: () => number } {
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === chunks) return void this.push(null);
      sent++;
      this.push(Buffer.alloc(size, 7));
    },
  });
  return Object.assign(stream, { protocol: "https", host: "bariloche.example", headers, sent: () => sent });
}

describe("a post as Node hands it over", () => {
  it("says where it was sent and what its headers are", () => {
    const post = postOfNodeRequest(request(0, 0, { origin: "https://bariloche.example", dnt: "1" }));
    expect(post.origin).toBe("https://bariloche.example");
    expect(post.header("Origin")).toBe("https://bariloche.example");
    expect(post.header("DNT")).toBe("1");
    expect(post.header("referer")).toBeNull();
  });

  it("returns a body within the limit", async () => {
    const body = await postOfNodeRequest(request(3, 100)).body(1000);
    expect(body).toEqual(Buffer.alloc(300, 7));
  });

  it("refuses a body over the limit whether or not its length was declared, having read all of it", async () => {
    const undeclared = request(20, 100);
    expect(await postOfNodeRequest(undeclared).body(1000)).toBe("too-large");
    expect(undeclared.sent()).toBe(20);
    const declared = request(20, 100, { "content-length": "2000" });
    expect(await postOfNodeRequest(declared).body(1000)).toBe("too-large");
    expect(declared.sent()).toBe(20);
  });

  it("reads and drops a body it was told to discard", async () => {
    const refused = request(5, 100);
    await postOfNodeRequest(refused).discard();
    expect(refused.readableEnded).toBe(true);
  });

  it("fails when the client goes away before the body ends", async () => {
    const stalled = new Readable({ read() {} });
    const cut = Object.assign(stalled, { protocol: "http", host: "x", headers: {} });
    const reading = postOfNodeRequest(cut).body(1_000_000);
    cut.push(Buffer.alloc(100));
    setImmediate(() => cut.destroy());
    await expect(reading).rejects.toThrow();
  });
});
