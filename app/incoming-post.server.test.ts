import { describe, expect, it } from "vitest";
import { isSameOrigin, postOfRequest } from "./incoming-post.server.ts";

const publicUrl = "https://bariloche.example";

function post(url: string, headers: Record<string, string>) {
  return postOfRequest(new Request(url, { method: "POST", headers }));
}

describe("isSameOrigin", () => {
  it("accepts posts from the site as reached or as published, and refuses other sites", () => {
    expect(isSameOrigin(post("http://127.0.0.1:3000/en/bautismo", { Origin: "http://127.0.0.1:3000" }), publicUrl)).toBe(true);
    expect(isSameOrigin(post("http://10.0.0.5:3000/en/bautismo", { Origin: "https://bariloche.example" }), publicUrl)).toBe(true);
    expect(isSameOrigin(post("https://bariloche.example/en/bautismo", { Origin: "https://evil.example" }), publicUrl)).toBe(false);
    expect(isSameOrigin(post("https://bariloche.example/en/bautismo", { Origin: "null" }), publicUrl)).toBe(false);
  });

  it("falls back to Sec-Fetch-Site, then the Referer, and refuses a post that says nothing", () => {
    const url = "https://bariloche.example/comments/bautismo/post";
    expect(isSameOrigin(post(url, { "Sec-Fetch-Site": "same-origin" }), publicUrl)).toBe(true);
    expect(isSameOrigin(post(url, { "Sec-Fetch-Site": "cross-site" }), publicUrl)).toBe(false);
    expect(isSameOrigin(post(url, { Referer: "https://bariloche.example/es/bautismo" }), publicUrl)).toBe(true);
    expect(isSameOrigin(post(url, { Referer: "https://bariloche.example.evil.example/" }), publicUrl)).toBe(false);
    expect(isSameOrigin(post(url, {}), publicUrl)).toBe(false);
  });
});

describe("a post's body through React Router", () => {
  function streamOf(chunks: number, size: number) {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === chunks) return controller.close();
        controller.enqueue(new Uint8Array(size).fill(7));
      },
    });
  }

  it("returns a body within the limit", async () => {
    const request = new Request("http://x/", { method: "POST", body: streamOf(3, 100), duplex: "half" } as RequestInit);
    const body = await postOfRequest(request).body(1000);
    expect(body).not.toBe("too-large");
    expect((body as Uint8Array).length).toBe(300);
  });

  it("refuses a body over the limit whether or not its length was declared", async () => {
    const undeclared = new Request("http://x/", { method: "POST", body: streamOf(20, 100), duplex: "half" } as RequestInit);
    expect(await postOfRequest(undeclared).body(1000)).toBe("too-large");
    const declared = new Request("http://x/", { method: "POST", body: new Uint8Array(2000), headers: { "Content-Length": "2000" } });
    expect(await postOfRequest(declared).body(1000)).toBe("too-large");
  });
});
