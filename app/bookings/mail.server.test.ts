/**
 * The request's two emails in words: the business's notification takes its words from the
 * bookings' dictionary (Spanish, the business's language), and every "label: value" line is
 * written with the language's colon.
 */
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import { ADMIN_LANG } from "../mail/compose.server.ts";
import { testMail } from "../mail/testing/setup.ts";
import { bookingTexts } from "./i18n/index.ts";
import { composeBookingEmails, summaryText, type RequestForWords } from "./mail.server.ts";

const DATE = Date.parse("2026-11-25T15:00:00Z");

function request(lang: Lang): RequestForWords {
  return {
    reference: "BV-7KQ2MX",
    lang,
    offer: "trekkingLanin",
    dateFrom: "2027-01-10",
    dateTo: "2027-01-12",
    groupSize: 2,
    experience: "meets",
    gear: ["helmet"],
    groupLang: "es",
    name: "Ana Pérez",
    email: "ana@example.org",
    phone: "+54 9 294 555-1234",
    message: "Hola",
    createdAt: DATE,
    departure: null,
  };
}

async function emails(lang: Lang, confirmationSuppressed = false) {
  const composed = await composeBookingEmails(request(lang), lang, testMail, {
    id: 7,
    year: 2026,
    confirmationSuppressed,
    catalogue: seededCatalogue(),
  });
  return Promise.all(composed.map(async (email) => ({ kind: email.kind, parsed: await simpleParser(email.raw) })));
}

describe("the business's notification of a request", () => {
  it("is written with the Spanish dictionary's words", async () => {
    const words = bookingTexts[ADMIN_LANG].mail.admin;
    const [admin] = await emails("fr", true);
    expect(admin?.kind).toBe("booking-admin");
    const text = admin?.parsed.text ?? "";
    expect(admin?.parsed.subject).toMatch(
      new RegExp(`^${fill(words.subject, { reference: "BV-7KQ2MX", excursion: "", dates: "" }).split(", ")[0]}`),
    );
    expect(text).toContain(fill(words.lead, { host: "bariloche.example", name: "Ana Pérez" }));
    expect(text).toContain(`${words.pageLanguage}: Français`);
    expect(text).toContain(`${words.received}: `);
    expect(text).toContain(words.confirmationSuppressed);
    expect(text).toContain(`${fill(words.open, { reference: "BV-7KQ2MX" })}: https://bariloche.example/admin/requests/7`);
  });

  it("has its words in every language's dictionary, the Spanish one being what is sent", () => {
    for (const lang of ["en", "es", "fr", "pt", "it"] as const)
      expect(Object.keys(bookingTexts[lang].mail.admin).sort()).toEqual(Object.keys(bookingTexts.en.mail.admin).sort());
    expect(bookingTexts.es.mail.admin.subject).toBe("Solicitud de reserva {reference}: {excursion}, {dates}");
  });
});
describe("the colon between a label and its value", () => {
  it("is a no-break space and a colon in French, in the chat's text and in the confirmation", async () => {
    const t = bookingTexts.fr.summary;
    expect(summaryText(request("fr"), "fr", 2026, seededCatalogue())).toContain(`${t.group}\u00a0: 2 personnes`);
    const confirmation = (await emails("fr")).find((email) => email.kind === "booking-confirmation");
    expect(confirmation?.parsed.text).toContain(`${t.group}\u00a0: 2 personnes`);
    expect(confirmation?.parsed.text).not.toContain(`${t.group}: `);
  });

  it("is a plain colon in the other languages", async () => {
    expect(summaryText(request("en"), "en", 2026, seededCatalogue())).toContain("Group: 2 people");
    const [admin] = await emails("en");
    expect(admin?.parsed.text).toContain(`${bookingTexts.es.summary.group}: 2 personas`);
  });
});
