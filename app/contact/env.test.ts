import { describe, expect, it } from "vitest";
import { parseEnv } from "../runtime/env.server.ts";

describe("contact settings from the environment", () => {
  it("defaults to .eml files, and leaves recipient and sender to the business's details", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.MAIL_FROM).toBeUndefined();
    expect(env.CONTACT_RATE_LIMIT).toEqual({ count: 10, windowMs: 3_600_000 });
  });

  it("takes an SMTP server, a recipient, a sender and a limit", () => {
    const env = parseEnv({
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      ADMIN_EMAIL: "reservas@example.com",
      MAIL_FROM: '"Bariloche Vertical" <no-reply@example.com>',
      CONTACT_RATE_LIMIT: "3/60",
    });
    expect(env.SMTP_URL).toBe("smtps://user:secret@mail.example.com:465");
    expect(env.ADMIN_EMAIL).toBe("reservas@example.com");
    expect(env.MAIL_FROM).toEqual({ name: "Bariloche Vertical", address: "no-reply@example.com" });
    expect(env.CONTACT_RATE_LIMIT).toEqual({ count: 3, windowMs: 60_000 });
    expect(parseEnv({ MAIL_FROM: "Guías <guias@example.com>" }).MAIL_FROM).toEqual({ name: "Guías", address: "guias@example.com" });
    expect(parseEnv({ MAIL_FROM: "guias@example.com" }).MAIL_FROM).toEqual({ name: undefined, address: "guias@example.com" });
  });

  it("stops the server with a clear message on a bad value", () => {
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: "reservas" })).toThrow(/ADMIN_EMAIL/);
    expect(() => parseEnv({ MAIL_FROM: "Guías <not an address>" })).toThrow(/MAIL_FROM: must look like/);
    expect(() => parseEnv({ CONTACT_RATE_LIMIT: "ten" })).toThrow(/CONTACT_RATE_LIMIT/);
  });
});
