import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { commentJsonResponse, isSameOrigin, readLimitedBody } from "./http.server.ts";
import { commentTexts } from "./i18n/index.ts";
import { pageTexts, type CommentActionData } from "./model.ts";
import { cleanText } from "./service.server.ts";

const publicUrl = "https://bariloche.example";

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: "POST", headers });
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

describe("readLimitedBody", () => {
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
    const body = await readLimitedBody(request, 1000);
    expect(body).not.toBe("too-large");
    expect((body as Uint8Array).length).toBe(300);
  });

  it("refuses a body over the limit whether or not its length was declared", async () => {
    const undeclared = new Request("http://x/", { method: "POST", body: streamOf(20, 100), duplex: "half" } as RequestInit);
    expect(await readLimitedBody(undeclared, 1000)).toBe("too-large");
    const declared = new Request("http://x/", { method: "POST", body: new Uint8Array(2000), headers: { "Content-Length": "2000" } });
    expect(await readLimitedBody(declared, 1000)).toBe("too-large");
  });
});

describe("cleanText", () => {
  it("trims, drops control and direction-override characters, and keeps a comment's line breaks", () => {
    expect(cleanText("  Ana\u0000 María\t ", false)).toBe("Ana María");
    expect(cleanText("Evil\u202Egnp.exe", false)).toBe("Evilgnp.exe");
    expect(cleanText("\r\n First line\r\nSecond\n\n\n\nThird  \n", true)).toBe("First line\nSecond\n\nThird");
    expect(cleanText(" \n\t ", true)).toBe("");
  });
});

describe("the answer to a comment posted by the page's script", () => {
  const answer = async (url: string, acceptLanguage: string) => {
    const request = new Request(url, { method: "POST", headers: { "Accept-Language": acceptLanguage } });
    const response = await commentJsonResponse({ request, context: new RouterContextProvider() }, "freyclimb");
    return (await response.json()) as CommentActionData;
  };

  it("brings its own message, in the language the page names, else the visitor's", async () => {
    // Without the server's services the post cannot be saved: the answer says so.
    expect(await answer("http://localhost/comments/freyclimb/post?lang=fr", "en-US")).toMatchObject({
      ok: false,
      error: "save-failed",
      message: commentTexts.fr.errors["save-failed"],
    });
    expect(await answer("http://localhost/comments/freyclimb/post", "pt-BR")).toMatchObject({ message: commentTexts.pt.errors["save-failed"] });
    expect(await answer("http://localhost/comments/freyclimb/post?lang=xx", "it-IT")).toMatchObject({ message: commentTexts.it.errors["save-failed"] });
  });

  it("is the reason the page's own texts can leave out the server's refusals and photo problems", () => {
    const texts = pageTexts(commentTexts.es);
    expect(Object.keys(texts.errors).sort()).toEqual(["missing-fields", "save-failed"]);
    expect(texts).not.toHaveProperty("photoNotUsed");
    expect(texts.formTitle).toBe(commentTexts.es.formTitle);
  });
});
