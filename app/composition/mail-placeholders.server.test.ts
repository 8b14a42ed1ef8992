/**
 * Every email the site writes, in every language, with every optional line present: no `{name}`
 * placeholder reaches a reader (a text naming one its code does not fill shows it raw, as the
 * Italian day-after email did with `{site}`). And, for the emails' words, a translation names only
 * placeholders its English text names (the ones the code fills).
 */
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { composeConfirmedEmail } from "../bookings/confirmed-mail.server.ts";
import { composeDeclinedEmail } from "../bookings/declined-mail.server.ts";
import { bookingTexts } from "../bookings/i18n/index.ts";
import { remindersTexts } from "../bookings/i18n/reminders/index.ts";
import { composeBookingEmails } from "../bookings/mail.server.ts";
import { composeDepartureNotice, composeReminder, NOTICE_KINDS } from "../bookings/reminders/mail.server.ts";
import type { Catalogue } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { contactTexts } from "../contact/i18n/index.ts";
import { composeContactEmails, composeContactReply } from "../contact/mail.server.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import type { ComposedEmail, MailSettings } from "../mail/compose.server.ts";
import { testMail } from "../mail/testing/setup.ts";

const settings: MailSettings = {
  ...testMail,
  business: {
    ...testMail.business,
    payment: {
      paypal: "https://paypal.me/barilochevertical",
      mercadoPago: "https://mpago.la/2abc3De",
      bankHolder: "Bariloche Vertical SRL",
      bankAccount: "barilo.vertical",
      bankCuit: "30-71234567-1",
    },
  },
};

/** The seeded catalogue with every optional text the emails can carry, in every language. */
async function fullCatalogue(): Promise<Catalogue> {
  const catalogue = structuredClone(await seededCatalogue());
  catalogue.policies.texts = Object.fromEntries(
    languages.map((lang) => [lang, { weather: "Bad weather: another day.", cancellation: "Up to 7 days before: all back." }]),
  );
  const lanin = catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!;
  lanin.data = {
    ...lanin.data,
    pricing: { currency: "USD", tiers: [{ amount: 400, unit: "person" }] },
    deposit: { kind: "share", percent: 30 },
    meeting: { mapUrl: "https://maps.example/lanin", time: "07:30" },
  };
  for (const lang of languages) lanin.texts[lang] = { ...lanin.texts[lang]!, meetingPlace: "YPF", bring: "- Boots" };
  return catalogue;
}

const DATE = Date.parse("2026-12-01T15:00:00Z");
const departure = { startDate: "2026-12-03", endDate: "2026-12-05" };

function requestIn(lang: Lang) {
  return {
    reference: "BV-7KQ2",
    lang,
    offer: "trekkingLanin",
    dateFrom: "2026-12-03",
    dateTo: "2026-12-05",
    groupSize: 2,
    experience: "meets",
    gear: ["harness", "helmet"],
    groupLang: "es",
    name: "Ana Pérez",
    email: "ana@example.org",
    phone: "+54 9 294 555-1234",
    message: "Hola",
    createdAt: DATE,
    departure,
  } as const;
}

/** Every email of the site in `lang`, each by its kind. */
async function everyEmail(lang: Lang): Promise<{ name: string; email: ComposedEmail }[]> {
  const catalogue = await fullCatalogue();
  const request = { ...requestIn(lang), gear: [...requestIn(lang).gear] };
  const link = "https://bariloche.example/booking/TOKEN";
  const emails: { name: string; email: ComposedEmail }[] = [];
  for (const email of await composeBookingEmails(request, lang, settings, { id: 7, year: 2026, confirmationSuppressed: false, catalogue }))
    emails.push({ name: email.kind, email });
  emails.push({
    name: "booking-confirmed",
    email: await composeConfirmedEmail({
      request,
      departure,
      catalogue,
      settings,
      personal: "See you!",
      bookingPageLink: link,
      date: DATE,
      sequence: 1,
    }),
  });
  emails.push({
    name: "booking-declined",
    email: await composeDeclinedEmail({
      request,
      departure,
      catalogue,
      settings,
      paid: { cents: 10_800, currency: "USD" },
      date: DATE,
      sequence: 1,
    }),
  });
  for (const today of ["2026-12-01", "2026-12-02"])
    emails.push({
      name: `reminder-before on ${today}`,
      email: await composeReminder("before", {
        request,
        departure,
        catalogue,
        settings,
        link,
        missing: { forms: 1, conditions: 1 },
        due: { cents: 12_000, currency: "USD" },
        today,
        date: DATE,
      }),
    });
  emails.push({
    name: "reminder-after",
    email: await composeReminder("after", { request, departure, catalogue, settings, link, date: DATE }),
  });
  for (const kind of Object.keys(NOTICE_KINDS) as (keyof typeof NOTICE_KINDS)[])
    emails.push({
      name: kind,
      email: await composeDepartureNotice(kind, {
        request,
        departure,
        before: departure,
        catalogue,
        settings,
        link,
        paid: { cents: 10_800, currency: "USD" },
        line: "All back this week.",
        sequence: 1,
        date: DATE,
      }),
    });
  const contact = {
    values: { user_name: "Ana Pérez", user_email: "ana@example.org", subject: "Frey", message: "Hola" },
    lang,
    excursion: null,
    excursionNames: null,
    createdAt: DATE,
    confirmationSuppressed: false,
  };
  for (const email of await composeContactEmails(contact, "C-1", settings)) emails.push({ name: email.kind, email });
  emails.push({
    name: "contact-reply",
    email: await composeContactReply({ name: "Ana", email: "ana@example.org", subject: "Frey", lang }, "Sí", settings, {
      confirmation: "<c@example>",
      date: DATE,
    }),
  });
  return emails;
}

const placeholder = /\{\w+\}/;

describe("every email fills every placeholder it names", () => {
  it.each(languages)("in %s: subject, text and HTML without a raw {placeholder}", async (lang) => {
    const emails = await everyEmail(lang);
    expect(emails.length).toBeGreaterThanOrEqual(12);
    for (const { name, email } of emails) {
      const parsed = await simpleParser(email.raw);
      for (const [part, value] of [
        ["subject", parsed.subject ?? ""],
        ["text", parsed.text ?? ""],
        ["html", typeof parsed.html === "string" ? parsed.html : ""],
      ] as const)
        expect(value.match(placeholder)?.[0], `${name} (${lang}), ${part}`).toBeUndefined();
    }
  });

  it("the business's new-request email names the reference once in its subject, then the excursion and the dates", async () => {
    const admin = (await everyEmail("en")).find((email) => email.name === "booking-admin")!;
    const subject = (await simpleParser(admin.email.raw)).subject ?? "";
    expect(subject.split("BV-7KQ2")).toHaveLength(2);
    expect(subject).toMatch(/^Solicitud de reserva BV-7KQ2: [^(]+, 3/);
  });

  it("the traveller's receipt of a request dates the trip with its year", async () => {
    for (const lang of languages) {
      const receipt = (await everyEmail(lang)).find((email) => email.name === "booking-confirmation")!;
      expect((await simpleParser(receipt.email.raw)).text, lang).toContain("2026");
    }
  });

  /** Each text of a dictionary with the placeholders it names, by its path. */
  function placeholdersOf(value: unknown, path = "", into = new Map<string, Set<string>>()) {
    if (typeof value === "string") into.set(path, new Set([...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)));
    else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value)) placeholdersOf(child, path ? `${path}.${key}` : key, into);
    return into;
  }

  it.each([
    ["the bookings' words", bookingTexts],
    ["the reminders' words", remindersTexts],
    ["the contact form's words", contactTexts],
  ] as const)("%s: a translation names only the placeholders of its English text", (_name, texts) => {
    const english = placeholdersOf(texts.en);
    for (const lang of languages) {
      for (const [path, names] of placeholdersOf(texts[lang])) {
        // Plural forms (`…one`, `…other`) share their entry's placeholders.
        const own = english.get(path) ?? english.get(path.replace(/\.(zero|one|two|few|many|other)$/, ".other"));
        const allowed = own ?? new Set<string>();
        for (const name of names) expect(allowed.has(name), `${lang} ${path}: {${name}}`).toBe(true);
      }
    }
  });
});
