import { describe, expect, it } from "vitest";
import { en } from "../i18n/page/en.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import { checkParticipant, normalDocument, isPhone } from "./participant.ts";
import { isNeverCached } from "../../offline/policy.ts";
import { isBookingPagePath, withoutBookingToken } from "../../site/booking-page-path.ts";

const valid = {
  full_name: "Ana Pérez",
  document: "30.123.456",
  nationality: "Argentina",
  birth_date: "1990-04-02",
  emergency_name: "Luis Pérez",
  emergency_phone: "+54 9 294 412 3456",
  accept: "yes",
};

describe("a participant's form", () => {
  it("takes a complete form, documents written with dots, spaces or hyphens", () => {
    const checked = checkParticipant(valid, "2026-11-25");
    expect(checked).toMatchObject({ ok: true, values: { document: "30123456", fullName: "Ana Pérez", harnessSize: "" } });
    expect(normalDocument("ab-123 456")).toBe("AB123456");
  });

  it("refuses an emergency phone without its country code, asking for it", () => {
    const checked = checkParticipant({ ...valid, emergency_phone: "0294 15 412 3456" }, "2026-11-25");
    expect(checked).toMatchObject({ ok: false, errors: { emergency_phone: "emergency_phone_invalid" } });
  });

  it("refuses a birth date in the future, an emergency contact who is the participant, a document in a wrong shape", () => {
    const checked = checkParticipant(
      { ...valid, birth_date: "2026-11-26", emergency_name: "ANA  perez", document: "ABCDEFG" },
      "2026-11-25",
    );
    expect(checked).toEqual({
      ok: false,
      errors: { birth_date: "birth_future", emergency_name: "emergency_same", document: "document_invalid" },
    });
    expect(checkParticipant({ ...valid, birth_date: "2001-02-30" }, "2026-11-25")).toMatchObject({
      errors: { birth_date: "birth_invalid" },
    });
    expect(checkParticipant({ ...valid, document: "1234" }, "2026-11-25")).toMatchObject({ errors: { document: "document_invalid" } });
    expect(checkParticipant({ ...valid, accept: "" }, "2026-11-25")).toMatchObject({ errors: { accept: "accept_required" } });
    expect(checkParticipant({ ...valid, harness_size: "XXL", shoe_size: "big" }, "2026-11-25")).toMatchObject({
      errors: { harness_size: "harness_invalid", shoe_size: "shoe_invalid" },
    });
    expect(isPhone("12345")).toBe(false);
    expect(isPhone("+54 (294) 412-3456")).toBe(true);
  });

  it("has every error in the five languages", () => {
    for (const texts of Object.values(bookingPageTexts)) {
      expect(Object.keys(texts.errors).sort()).toEqual(Object.keys(en.errors).sort());
      expect(texts.privacy).toContain("{days}");
    }
  });
});

describe("a booking page's path", () => {
  it("is told apart, and written without its token", () => {
    expect(isBookingPagePath("/es/booking/abc")).toBe(true);
    expect(isBookingPagePath("/es/booking/abc.data")).toBe(true);
    expect(isBookingPagePath("/es/escaladarocafrey")).toBe(false);
    expect(withoutBookingToken("/fr/booking/SECRETtoken123")).toBe("/fr/booking/:token");
    expect(withoutBookingToken("/about")).toBe("/about");
    // The service worker never keeps or answers one.
    expect(isNeverCached("/es/booking/abc")).toBe(true);
    expect(isNeverCached("/es/escaladarocafrey")).toBe(false);
  });
});
