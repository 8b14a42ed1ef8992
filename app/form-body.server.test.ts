import { describe, expect, it } from "vitest";
import { parseFormBody } from "./form-body.server.ts";

/** A form encoded as a browser sends it (undici's encoder: the same multipart framing). */
async function encoded(form: FormData | URLSearchParams) {
  const request = new Request("https://bariloche.example/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const multipart = (text: string, boundary = "XyZ") => ({ body: bytes(text), contentType: `multipart/form-data; boundary=${boundary}` });

describe("parseFormBody", () => {
  it("reads text fields and files as FormData does, the first of a name winning", async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const form = new FormData();
    form.set("intent", "comment");
    form.set("name", "  María José «Pepa» 🧗  ");
    form.set("comment", "Line one\r\nLine two\n\n--not a boundary\r\n");
    form.set("website", "");
    form.set("photo", new Blob([photo], { type: "image/jpeg" }), "cumbre \"final\".jpg");
    form.append("name", "second name");
    const { body, contentType } = await encoded(form);
    const parsed = parseFormBody(body, contentType)!;
    const reference = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    for (const name of ["intent", "name", "comment", "website"]) expect(parsed.text(name)).toBe(reference.get(name));
    expect([...parsed.file("photo")!]).toEqual([...photo]);
    expect(parsed.text("photo")).toBe("");
    expect(parsed.file("name")).toBeUndefined();
    expect(parsed.text("missing")).toBe("");
    expect(parsed.file("missing")).toBeUndefined();
  });

  it("gives an empty file for a file input left empty, as browsers send it", () => {
    const text = '--XyZ\r\nContent-Disposition: form-data; name="photo"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--XyZ--\r\n';
    const parsed = parseFormBody(multipart(text).body, multipart(text).contentType)!;
    expect(parsed.file("photo")?.length).toBe(0);
    expect(parsed.text("photo")).toBe("");
  });

  it("reads urlencoded forms", async () => {
    const { body, contentType } = await encoded(new URLSearchParams({ name: "Ana & Bruno", comment: "100% granito+sol" }));
    const parsed = parseFormBody(body, contentType)!;
    expect(parsed.text("name")).toBe("Ana & Bruno");
    expect(parsed.text("comment")).toBe("100% granito+sol");
    expect(parsed.file("name")).toBeUndefined();
  });

  it("takes a quoted boundary, a preamble, transport padding and an epilogue", () => {
    const text = 'preamble\r\n--a:b \t\r\nContent-Disposition: form-data; name="x"\r\n\r\none\r\n--a:b\r\ncontent-disposition: form-data; name=y\r\n\r\n\r\n--a:b--\r\nepilogue';
    const parsed = parseFormBody(bytes(text), 'multipart/form-data; charset=utf-8; boundary="a:b"')!;
    expect(parsed.text("x")).toBe("one");
    expect(parsed.text("y")).toBe("");
  });

  it("refuses what is not a well-formed form", () => {
    const part = 'Content-Disposition: form-data; name="x"\r\n\r\none';
    const refused = [
      multipart(`--XyZ\r\n${part}\r\n--XyZ--`, ""),
      { ...multipart(`--XyZ\r\n${part}\r\n--XyZ--`), contentType: "multipart/form-data" },
      { ...multipart(`--XyZ\r\n${part}\r\n--XyZ--`), contentType: "text/plain" },
      multipart(`--XyZ\r\n${part}`), // no closing boundary
      multipart(`--XyZ\r\n${part}\r\n--XyZ`), // cut before the closing "--"
      multipart(`--XyZ\r\nContent-Type: text/plain\r\n\r\none\r\n--XyZ--`), // no field name
      multipart(`--XyZ\r\n\r\none\r\n--XyZ--`), // no headers
      multipart(`--XyZW\r\n${part}\r\n--XyZW--`), // another boundary
      multipart(`--XyZ${part}\r\n--XyZ--`), // no line break after the boundary
      multipart(`--XyZ\r\n${part}\r\n--XyZ--`, "X".repeat(71)),
    ];
    for (const { body, contentType } of refused) expect(parseFormBody(body, contentType), `${contentType} ${new TextDecoder().decode(body)}`).toBeUndefined();
    const fields = (count: number) => {
      const parts = Array.from({ length: count }, (_, i) => `--XyZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`);
      return multipart(`${parts.join("")}--XyZ--`);
    };
    expect(parseFormBody(fields(100).body, fields(100).contentType)?.text("f99")).toBe("v");
    expect(parseFormBody(fields(101).body, fields(101).contentType)).toBeUndefined();
  });
});
