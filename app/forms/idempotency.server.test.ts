import { describe, expect, it } from "vitest";
import { guardFields } from "./fields.ts";
import { idempotencyKey } from "./idempotency.server.ts";

const formKey = "form-key-0123456789abcdef";

function form(fields: Record<string, string>, extra: { timeToken?: string; key?: string } = {}): FormData {
  const data = new FormData();
  data.set(guardFields.formKey, extra.key ?? formKey);
  data.set(guardFields.timeToken, extra.timeToken ?? "t1");
  data.set(guardFields.honeypot, "");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("idempotencyKey", () => {
  it("gives the same form posted again the same key, whenever its page was rendered", () => {
    const first = idempotencyKey(form({ name: "Ana", comment: "Granite!" }, { timeToken: "t1" }), "/en/freyclimb");
    const again = idempotencyKey(form({ name: "Ana", comment: "Granite!" }, { timeToken: "t2" }), "/en/freyclimb");
    expect(again).toBe(first);
    expect(first.startsWith(`${formKey}.`)).toBe(true);
  });

  it("gives another text, or the same text sent elsewhere, a key of its own", () => {
    const first = idempotencyKey(form({ name: "Ana", comment: "Granite!" }), "/en/freyclimb");
    expect(idempotencyKey(form({ name: "Bob", comment: "Granite!" }), "/en/freyclimb")).not.toBe(first);
    expect(idempotencyKey(form({ name: "Ana", comment: "Granite!" }), "/en/bautismo")).not.toBe(first);
    // A field's value cannot pass for a neighbour's: "a" + "bc" is not "ab" + "c".
    expect(idempotencyKey(form({ a: "a", b: "bc" }), "/x")).not.toBe(idempotencyKey(form({ a: "ab", b: "c" }), "/x"));
  });

  it("counts a file by its name, size and type", () => {
    const withFile = (bytes: string, name = "peak.jpg") => {
      const data = form({ name: "Ana" });
      data.set("photo", new File([bytes], name, { type: "image/jpeg" }));
      return idempotencyKey(data, "/en/freyclimb");
    };
    expect(withFile("abc")).toBe(withFile("abc"));
    expect(withFile("abcd")).not.toBe(withFile("abc"));
    expect(withFile("abc", "summit.jpg")).not.toBe(withFile("abc"));
  });

  it("gives a form without a one-time key of its own a new one each time", () => {
    const one = idempotencyKey(form({ name: "Ana" }, { key: "not a key!" }), "/en/contact");
    const two = idempotencyKey(form({ name: "Ana" }, { key: "not a key!" }), "/en/contact");
    expect(one).not.toBe(two);
  });
});
