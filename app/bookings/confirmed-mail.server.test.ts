import { simpleParser, type ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import type { Catalogue, ExcursionData } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import type { Lang } from "../i18n/languages.ts";
import type { MailSettings } from "../mail/compose.server.ts";
import { testMail } from "../mail/testing/setup.ts";
import { composeConfirmedEmail, personalLine, type ConfirmedEmailInput } from "./confirmed-mail.server.ts";

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

/** The volcano as its owner set it: a price per person, a meeting point, a list, a deposit; and the business's policies. */
async function catalogueWith(data: Partial<ExcursionData> = {}, texts: Record<string, string> = {}): Promise<Catalogue> {
  const catalogue = structuredClone(await seededCatalogue());
  const volcano = catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!;
  volcano.data = {
    ...volcano.data,
    pricing: { currency: "USD", tiers: [{ amount: 400, unit: "person" }] },
    deposit: { kind: "share", percent: 30 },
    meeting: { mapUrl: "https://maps.app.goo.gl/ypfJunin", time: "07:30" },
    ...data,
  };
  volcano.texts.en = {
    ...volcano.texts.en!,
    meetingPlace: "YPF station, Junín de los Andes",
    bring: "- Mountain boots\n- Warm jacket",
    ...texts,
  };
  volcano.texts.es = {
    ...volcano.texts.es!,
    meetingPlace: "Estación YPF, Junín de los Andes",
    bring: "- Botas de montaña\n- Campera abrigada",
  };
  catalogue.policies.texts = {
    en: { cancellation: "Full refund up to 7 days before.", weather: "If the weather is bad, we choose another date." },
    es: { cancellation: "Reintegro total hasta 7 días antes.", weather: "Si hay mal tiempo, elegimos otra fecha." },
  };
  return catalogue;
}

const request = {
  reference: "BV-7K3Q9M",
  lang: "en",
  offer: "trekkingLanin",
  groupSize: 2,
  gear: [] as string[],
  name: "Ana Pérez",
  email: "ana@example.org",
  // What the traveller typed besides their name: never in the email.
  message: "My passport is AB123456 and I have asthma",
  phone: "+54 9 294 555-1234",
};

async function confirmed(overrides: Partial<ConfirmedEmailInput> & { lang?: Lang } = {}): Promise<ParsedMail & { raw: string }> {
  const email = await composeConfirmedEmail({
    request: { ...request, lang: overrides.lang ?? "en" },
    departure: { startDate: "2027-11-04", endDate: "2027-11-06" },
    catalogue: await catalogueWith(),
    settings,
    personal: "",
    date: Date.parse("2027-10-21T12:00:00Z"),
    sequence: 0,
    ...overrides,
  });
  const parsed = await simpleParser(email.raw);
  // Amounts and dates are written with no-break and thin spaces between the currency and the number.
  return Object.assign(parsed, {
    raw: email.raw,
    text: parsed.text?.replace(/[\u00a0\u2009\u202f]/g, " "),
    subject: parsed.subject?.replace(/[\u00a0\u2009\u202f]/g, " "),
  });
}

describe("the email that confirms a booking", () => {
  it("tells the traveller everything, in their language, with the deposit and how to pay it", async () => {
    const mail = await confirmed({ personal: "  Looking forward\nto the summit with you!  " });
    expect(mail.subject).toBe("Booking confirmed: Lanín volcano ascent, November 4 – 6, 2027 (BV-7K3Q9M) – Bariloche Vertical");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain("ana@example.org");
    const text = mail.text ?? "";
    expect(text).toContain("Hello Ana Pérez,");
    expect(text).toContain("Your booking BV-7K3Q9M is confirmed: Lanín volcano ascent, November 4 – 6, 2027, for 2 people.");
    // The personal line, as one line.
    expect(text).toContain("A word from Bariloche Vertical:\nLooking forward to the summit with you!");
    expect(text).toContain("Place: YPF station, Junín de los Andes");
    expect(text).toContain("Time: 07:30");
    expect(text).toContain("Map: https://maps.app.goo.gl/ypfJunin");
    expect(text).toContain("• Mountain boots\n• Warm jacket");
    expect(text).toContain("Total for your group: USD 800");
    expect(text).toContain("we ask for a deposit of 30% of the total: USD 240.");
    expect(text).toContain("PayPal (the amount is filled in): https://paypal.me/barilochevertical/240USD");
    // Mercado Pago's link takes no amount: the amount is written beside it.
    expect(text).toContain("Mercado Pago: https://mpago.la/2abc3De");
    expect(text).toContain("Amount to pay: USD 240");
    expect(text).toContain("Account holder: Bariloche Vertical SRL");
    expect(text).toContain("CBU, CVU or alias: barilo.vertical");
    expect(text).toContain("Cancellation: Full refund up to 7 days before.");
    expect(text).toContain("Weather: If the weather is bad, we choose another date.");
    // Policies not written are left out, never made up.
    expect(text).not.toContain("Insurance");
    expect(text).not.toContain("Licences");
    expect(mail.html).toContain('href="https://paypal.me/barilochevertical/240USD"');
    expect(mail.headers.get("content-language")).toBe("en");
    // The departure as a calendar file.
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe("BV-7K3Q9M.ics");
    expect(ics!.contentType).toBe("text/calendar");
    const calendar = ics!.content.toString("utf8");
    expect(calendar).toContain("UID:BV-7K3Q9M@bariloche.example\r\n");
    expect(calendar).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20271104T073000\r\n");
    expect(calendar).toContain("LOCATION:YPF station\\, Junín de los Andes\r\n");
  });

  it("carries nothing the traveller typed but their name", async () => {
    const mail = await confirmed();
    for (const typed of ["AB123456", "asthma", "555-1234"]) expect(mail.raw).not.toContain(typed);
  });

  it("is written in each of the five languages, without a deposit when the excursion asks none", async () => {
    const catalogue = await catalogueWith({ deposit: null });
    const subjects: Record<Lang, RegExp> = {
      en: /^Booking confirmed: /,
      es: /^Reserva confirmada: /,
      fr: /^Réservation confirmée : /,
      pt: /^Reserva confirmada: /,
      it: /^Prenotazione confermata: /,
    };
    for (const lang of Object.keys(subjects) as Lang[]) {
      const mail = await confirmed({ lang, catalogue });
      expect(mail.subject).toMatch(subjects[lang]);
      expect(mail.headers.get("content-language")).toBe(lang);
      expect(mail.attachments).toHaveLength(1);
      // No deposit: no amount to pay, no payment links.
      expect(mail.text).not.toContain("paypal.me");
      expect(mail.text).not.toContain("barilo.vertical");
    }
    const spanish = (await confirmed({ lang: "es", catalogue })).text ?? "";
    expect(spanish).toContain("¡Hola, Ana Pérez!");
    expect(spanish).toContain("Total para tu grupo: USD 800");
    expect(spanish).toContain("Lugar: Estación YPF, Junín de los Andes");
    expect(spanish).toContain("• Botas de montaña");
    expect(spanish).toContain("Cancelación: Reintegro total hasta 7 días antes.");
    expect(spanish).not.toContain("seña");
    const french = (await confirmed({ lang: "fr", catalogue })).text ?? "";
    expect(french).toContain("Total pour votre groupe : 800 USD");
  });

  it("prices the gear asked for into the total, each piece as its own line, per person and per day", async () => {
    const gear = { ...request, gear: ["sleepingbag", "tent"] };
    const text = ((await confirmed({ request: gear })).text ?? "").replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("Rental equipment you asked for (we bring it; its price is in the total): Sleeping bag, Large tent");
    // Two people, three days: the volcano's USD 800, a sleeping bag at USD 20 and a tent at USD 25 a day each.
    expect(text).toContain("Lanín volcano ascent: USD 800");
    expect(text).toContain("Sleeping bag: 2 × USD 20 / day × 3 days = USD 120");
    expect(text).toContain("Large tent: 2 × USD 25 / day × 3 days = USD 150");
    expect(text).toContain("Total for your group: USD 1,070");
    expect(text).toContain("we ask for a deposit of 30% of the total: USD 321.");
    const spanish = ((await confirmed({ request: { ...gear, lang: "es" }, lang: "es" })).text ?? "").replace(/[\u00a0\u202f]/g, " ");
    expect(spanish).toContain("Bolsa de dormir: 2 × USD 20 / día × 3 días = USD 120");
    expect(spanish).toContain("Total para tu grupo: USD 1.070");
  });

  it("asks a deposit of a fixed amount; a link in pesos is left without it, the amount written beside", async () => {
    const catalogue = await catalogueWith({
      pricing: { currency: "ARS", tiers: [{ amount: 150000, unit: "person" }] },
      deposit: { kind: "amount", amount: 50000 },
    });
    const text = (await confirmed({ catalogue, lang: "es" })).text ?? "";
    expect(text).toContain("Total para tu grupo: ARS 300.000");
    expect(text).toContain("pedimos una seña de ARS 50.000.");
    expect(text).toContain("PayPal: https://paypal.me/barilochevertical\n");
    expect(text).toContain("Monto a pagar: ARS 50.000");
  });

  it("says the owner will tell the total when the price cannot be computed, and a minimum with 'from'", async () => {
    // Only a price per day from three days on, for a one-day departure.
    const noTier = await catalogueWith({ pricing: { currency: "USD", tiers: [{ amount: 175, unit: "personDay", days: 3 }] } });
    const text = (await confirmed({ catalogue: noTier, departure: { startDate: "2027-11-04", endDate: null } })).text ?? "";
    expect(text).toContain("We will tell you the total for your group.");
    expect(text).toContain("a deposit of 30% of the total; we will tell you the amount.");
    expect(text).toContain("PayPal: https://paypal.me/barilochevertical\n");
    expect(text).not.toContain("Amount to pay");
    const from = await catalogueWith({ pricing: { currency: "USD", tiers: [{ amount: 350, unit: "person", from: true }] } });
    expect((await confirmed({ catalogue: from })).text).toContain("Total for your group: from USD 700.");
  });

  it("says only what the owner set: no meeting point yet, no list, no policies, no way to pay", async () => {
    const catalogue = await catalogueWith({ meeting: { mapUrl: "", time: "" } }, { meetingPlace: "", bring: "" });
    catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!.texts.es!.meetingPlace = "";
    catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!.texts.es!.bring = "";
    catalogue.policies.texts = {};
    const text = (await confirmed({ catalogue, settings: testMail, request: { ...request, gear: [] } })).text ?? "";
    expect(text).toContain("We will tell you where and when we meet before the departure.");
    expect(text).not.toContain("What to bring");
    expect(text).not.toContain("Good to know");
    expect(text).not.toContain("How to pay");
    // The deposit is still asked; the owner tells how to pay it.
    expect(text).toContain("a deposit of 30% of the total: USD 240.");
  });

  it("has a slot for the traveller's private booking page, filled once that page exists", async () => {
    expect((await confirmed()).text).not.toContain("booking page");
    const text = (await confirmed({ bookingPageLink: "https://bariloche.example/b/abc" })).text ?? "";
    expect(text).toContain("Your booking page (private, do not share it): https://bariloche.example/b/abc");
  });

  it("dates the calendar's event from the meeting to the time the excursion ends, linked to the booking's page, not the map", async () => {
    const mail = await confirmed({
      departure: { startDate: "2027-11-04", endDate: "2027-11-04" },
      catalogue: await catalogueWith({ meeting: { mapUrl: "https://maps.app.goo.gl/ypfJunin", time: "08:30", endTime: "16:00" } }),
      bookingPageLink: "https://bariloche.example/en/booking/abc",
    });
    const calendar = mail.attachments[0]!.content.toString("utf8").replace(/\r\n /g, "");
    expect(calendar).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20271104T083000\r\n");
    expect(calendar).toContain("DTEND;TZID=America/Argentina/Buenos_Aires:20271104T160000\r\n");
    expect(calendar).toContain("URL:https://bariloche.example/en/booking/abc\r\n");
    expect(calendar).not.toContain("maps.app.goo.gl");
    // Without the page's link, no link at all: never the map.
    const without = (await confirmed()).attachments[0]!.content.toString("utf8");
    expect(without).not.toMatch(/^URL:/m);
  });

  it("keeps the personal line short and on one line", () => {
    expect(personalLine(" a\n\nb ")).toBe("a b");
    expect([...personalLine("é".repeat(400))]).toHaveLength(300);
    expect(personalLine(undefined)).toBe("");
  });
});

describe("a text the owner wrote in one language only (decision 0120)", () => {
  it("is in the email as written, with a line saying which language, never left out or passed off as the traveller's", async () => {
    const catalogue = await catalogueWith();
    const volcano = catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!;
    // Written in Spanish only: the English and Italian texts have none.
    delete volcano.texts.en!.meetingPlace;
    delete volcano.texts.en!.bring;
    catalogue.policies.texts = { es: { cancellation: "Reintegro total hasta 7 días antes." } };
    const en = (await confirmed({ catalogue })).text ?? "";
    expect(en).toContain("Place: Estación YPF, Junín de los Andes — Text available only in Spanish.");
    expect(en).toContain("• Botas de montaña\n• Campera abrigada\nText available only in Spanish.");
    expect(en).toContain("Cancellation: Reintegro total hasta 7 días antes. — Text available only in Spanish.");
    const it = (await confirmed({ catalogue, lang: "it" })).text ?? "";
    expect(it).toContain("Estación YPF, Junín de los Andes — Testo disponibile solo in spagnolo.");
    // In Spanish, as written, no line.
    const es = (await confirmed({ catalogue, lang: "es" })).text ?? "";
    expect(es).toContain("Estación YPF, Junín de los Andes");
    expect(es).not.toContain("Texto disponible solo en");
  });
});

describe("the colon between a label and its value", () => {
  it("is a no-break space and a colon in French, on every labelled line of the text and the HTML", async () => {
    const email = await composeConfirmedEmail({
      request: { ...request, lang: "fr", gear: ["helmet"] },
      departure: { startDate: "2027-11-04", endDate: "2027-11-06" },
      catalogue: await catalogueWith(),
      settings,
      personal: "",
      date: Date.parse("2027-10-21T12:00:00Z"),
      sequence: 0,
    });
    const parsed = await simpleParser(email.raw);
    const text = parsed.text ?? "";
    expect(text).toContain("Lieu\u00a0: ");
    expect(text).toContain("Carte\u00a0: https://maps.app.goo.gl/ypfJunin");
    expect(text).toContain("Annulation\u00a0: ");
    expect(text).toContain("Casque\u00a0: ");
    // No label of the email is followed by a bare colon.
    expect(text).not.toMatch(/[\p{L})]: /u);
    expect(String(parsed.html)).toContain("Carte\u00a0: <a");
  });

  it("is a plain colon in English", async () => {
    const text = (await confirmed()).text ?? "";
    expect(text).toContain("Place: ");
    expect(text).toContain("Map: https://maps.app.goo.gl/ypfJunin");
  });
});
