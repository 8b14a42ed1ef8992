import { describe, expect, it } from "vitest";
import { withoutBookingTokensInMessage } from "./booking-page-path.ts";

const token = "Ab3_-".repeat(8).concat("xyz");

describe("a sent email as the outbox keeps it", () => {
  it("has every booking page's token blanked, plain or cut by quoted-printable's soft line breaks", () => {
    expect(token).toHaveLength(43);
    const plain = `Tu página: https://bariloche.example/es/booking/${token}\r\nY su opinión: https://bariloche.example/es/booking/${token}/review\r\n`;
    const kept = withoutBookingTokensInMessage(plain);
    expect(kept).not.toContain(token);
    expect(kept).toContain(`https://bariloche.example/es/booking/${"x".repeat(43)}\r\n`);
    expect(kept).toContain(`/booking/${"x".repeat(43)}/review`);
    // Quoted-printable cuts long lines anywhere with "=\r\n", inside the path or the token.
    const cut = `href=3D"https://bariloche.example/es/boo=\r\nking/${token.slice(0, 20)}=\r\n${token.slice(20)}"`;
    const keptCut = withoutBookingTokensInMessage(cut);
    expect(keptCut.replaceAll("=\r\n", "")).toContain(`/booking/${"x".repeat(43)}"`);
    expect(keptCut.length).toBe(cut.length);
  });

  it("leaves the rest of the message as it was", () => {
    const other = "Subject: Hola\r\n\r\nhttps://bariloche.example/es/excursions/booking-tips and /booking/short\r\n";
    expect(withoutBookingTokensInMessage(other)).toBe(other);
  });
});
