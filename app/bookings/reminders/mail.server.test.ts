import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../catalogue/model.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { languages } from "../../i18n/languages.ts";
import { testMail } from "../../mail/testing/setup.ts";
import { remindersTexts } from "../i18n/reminders/index.ts";
import { excursionName } from "../../content/excursions/index.ts";
import { composeDepartureNotice, composeReminder, NOTICE_KINDS, REMINDER_KINDS } from "./mail.server.ts";

/** The seeded catalogue with a weather rule and a meeting point set by the owner. */
async function catalogueWithRules(): Promise<Catalogue> {
  const catalogue = structuredClone(await seededCatalogue());
  catalogue.policies.texts = {
    en: { weather: "If the forecast is bad we move the day or refund it." },
    es: { weather: "Si el pronóstico es malo, cambiamos el día o devolvemos el dinero." },
  };
  const lanin = catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!;
  lanin.data.meeting = { mapUrl: "https://maps.example/lanin", time: "07:30" };
  lanin.texts.es = { ...lanin.texts.es, meetingPlace: "Centro Cívico", bring: "Botas\nCampera" };
  return catalogue;
}

const request = { lang: "es", offer: "trekkingLanin", name: "Ana Pérez", email: "ana@example.org", reference: "BV-7KQ2" };
const departure = { startDate: "2026-12-10", endDate: "2026-12-12" };

describe("the reminders' emails", () => {
  it("two days before: meeting point and time, what to bring, the weather rule, what is missing, what is due and the link, in Spanish", async () => {
    const email = await composeReminder("before", {
      request,
      departure,
      catalogue: await catalogueWithRules(),
      settings: testMail,
      link: "https://bariloche.example/es/booking/TOKEN",
      missing: { forms: 1, conditions: 2 },
      due: { cents: 45_000, currency: "USD" },
      date: Date.parse("2026-12-08T12:00:00Z"),
    });
    expect(email.kind).toBe(REMINDER_KINDS.before);
    const parsed = await simpleParser(email.raw);
    const text = parsed.text ?? "";
    expect(parsed.subject).toContain("en dos días");
    for (const expected of [
      "Hola Ana Pérez",
      "Centro Cívico",
      "07:30",
      "https://maps.example/lanin",
      "• Botas",
      "Si el pronóstico es malo",
      "Formularios de participantes sin completar: 1",
      "no aceptaron las condiciones: 2",
      "Falta pagar:",
      "450",
      "https://bariloche.example/es/booking/TOKEN",
    ])
      expect(text).toContain(expected);
  });

  it("says the meeting point will come, and leaves out what is not set or not missing", async () => {
    const email = await composeReminder("before", {
      request: { ...request, lang: "en" },
      departure,
      catalogue: await seededCatalogue(),
      settings: testMail,
      missing: { forms: 0, conditions: 0 },
      due: null,
      date: 0,
    });
    const text = (await simpleParser(email.raw)).text ?? "";
    expect(text).toContain("We will write to you with the meeting point and time.");
    expect(text).not.toContain("Still missing");
    expect(text).not.toContain("Still to pay");
    expect(text).not.toContain("If the weather is bad");
  });

  it("the day after: thanks and the link to leave a review, in each of the five languages", async () => {
    for (const lang of languages) {
      const email = await composeReminder("after", {
        request: { ...request, lang },
        departure,
        catalogue: await seededCatalogue(),
        settings: testMail,
        link: "https://bariloche.example/review/TOKEN",
        date: 0,
      });
      expect(email.kind).toBe(REMINDER_KINDS.after);
      const parsed = await simpleParser(email.raw);
      expect(parsed.subject).toBe(remindersTexts[lang].after.subject.replace("{site}", testMail.business.name));
      expect(parsed.text).toContain("https://bariloche.example/review/TOKEN");
    }
  });

  it("a departure cancelled, moved or on again: in each language, with the excursion, the dates and what happens next, every blank filled", async () => {
    const catalogue = await seededCatalogue();
    const moved = { startDate: "2026-12-17", endDate: "2026-12-19" };
    // What each notice says next, per language (fr, pt, it read by a native speaker of each).
    const next: Partial<Record<(typeof languages)[number], Record<keyof typeof NOTICE_KINDS, string>>> = {
      fr: {
        cancelled: "nous vous proposerons une autre date",
        moved: "Nouvelles dates\u00a0:",
        restored: "Départ maintenu",
      },
      pt: { cancelled: "vamos propor outra data", moved: "A sua reserva mudou de data", restored: "Saída confirmada de novo" },
      it: { cancelled: "un’altra data", moved: "ha nuove date", restored: "Partenza di nuovo confermata" },
    };
    for (const lang of languages) {
      for (const kind of Object.keys(NOTICE_KINDS) as (keyof typeof NOTICE_KINDS)[]) {
        const email = await composeDepartureNotice(kind, {
          request: { ...request, lang },
          departure: kind === "moved" ? moved : departure,
          before: kind === "moved" ? departure : undefined,
          catalogue,
          settings: testMail,
          link: "https://bariloche.example/booking/TOKEN",
          date: 0,
        });
        expect(email.kind).toBe(NOTICE_KINDS[kind]);
        const parsed = await simpleParser(email.raw);
        const all = `${parsed.subject}\n${parsed.text}`;
        expect(all, `${lang} ${kind}`).not.toMatch(/[{}]/);
        expect(parsed.text, `${lang} ${kind}`).toContain(excursionName(catalogue, "trekkingLanin", lang));
        expect(parsed.text, `${lang} ${kind}`).toMatch(kind === "moved" ? /17.*19[\s\S]*|10.*12/ : /10.*12/);
        const words = next[lang]?.[kind];
        if (words) expect(all, `${lang} ${kind}`).toContain(words);
      }
    }
  });
});
