/**
 * The Request to book action as React Router calls it: a Request in, the answer's data, status and
 * headers out. Hostile input, oversize bodies and floods get a translated answer and store nothing.
 */
import type { Catalogue } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import { memoryLog, testMail, testSigner } from "../mail/testing/setup.ts";
import { BUSINESS_TOPIC, createBusinessService } from "../business/service.server.ts";
import { createDeparturesService } from "../departures/service.server.ts";
import { guardFields } from "../forms/fields.ts";
import { formGuard } from "../forms/receive.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { createOutbox } from "../mail/outbox.server.ts";
import { createChangeTracker } from "../runtime/changes.server.ts";
import { getEnv } from "../runtime/env.server.ts";
import { createMemoryEventBus } from "../runtime/events.server.ts";
import type { Services } from "../site/context.ts";
import { servicesContext, visitorContext } from "../site/context.ts";
import { bookingAction } from "./http.server.ts";
import type { BookingActionData } from "./model.ts";
import { BOOKING_BODY_MAX_BYTES, createBookingsService } from "./service.server.ts";

const origin = new URL(getEnv().PUBLIC_URL).origin;
const NOW = Date.parse("2026-11-25T15:00:00Z");

let services: Services;
/** The published catalogue the action reads (a test may change it as the owner would). */
let catalogue: Catalogue;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  process.env.TEST_CLOCK = new Date(NOW).toISOString();
  catalogue = structuredClone(seededCatalogue());
  const test = await createMigratedTestDatabase("sqlite");
  delete process.env.TEST_CLOCK;
  const departures = createDeparturesService({ database: test.database, now: () => NOW });
  const bookings = createBookingsService({
    catalogue: async () => seededCatalogue(),
    database: test.database,
    departures,
    outbox: createOutbox({
      db: test.database.db,
      transport: { description: "idle", send: () => Promise.reject(new Error("idle")), close() {} },
    }),
    mail: testMail,
    signer: testSigner,
    log: memoryLog(),
    settings: { rateLimit: { count: 2, windowMs: 60_000 } },
  });
  const changes = createChangeTracker({ bus: createMemoryEventBus(), database: test.database, topics: [BUSINESS_TOPIC] });
  const business = createBusinessService({ database: test.database, changes });
  services = {
    departures,
    bookings,
    business,
    catalogue: { published: async () => catalogue },
    env: getEnv(),
    database: test.database,
  } as unknown as Services;
  cleanup = () => test.cleanup();
});
afterEach(() => cleanup());

function context(address = "192.0.2.1") {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, services);
  provider.set(visitorContext, { address, secure: true });
  return provider;
}

const valid = { departure: "1", group_size: "2", experience: "meets", group_lang: "es", user_name: "Ana", user_email: "ana@example.org" };

function post(fields: Record<string, string>, body?: BodyInit) {
  const guard = formGuard(testSigner);
  return new Request(`${origin}/en/trekking-lanin?book`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: body ?? new URLSearchParams({ [guardFields.timeToken]: guard.timeToken, [guardFields.honeypot]: "", ...fields }),
  });
}

async function act(request: Request, lang: Lang = "en", address?: string) {
  const result = (await bookingAction({ request, context: context(address) }, "trekkingLanin", lang)) as unknown as {
    data: BookingActionData;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data };
}

const stored = () => services.bookings.list();

describe("the Request to book action", () => {
  it("stores a valid request and answers with its reference, in the page's language", async () => {
    const { status, body } = await act(post({ ...valid, gear: "sleepingbag" }), "es");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^BV-/),
      message: expect.stringMatching(/^¡Recibimos tu solicitud! Tu referencia es BV-/),
    });
    expect(await stored()).toMatchObject([{ groupSize: 2, departureId: 1, gear: ["sleepingbag"], groupLang: "es", lang: "es" }]);
  });

  it("takes only the gear the excursion offers in the catalogue, and an item the owner added to it", async () => {
    // The Lanín's price includes the helmet: the form does not offer it, the action refuses it.
    const refused = await act(post({ ...valid, gear: "helmet" }), "en");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, errors: { gear: expect.any(String) } });
    expect(await stored()).toEqual([]);
    // The owner adds gaiters to the rental and to the Lanín's list.
    const template = catalogue.rental[0]!;
    catalogue.rental.push({ ...template, key: "gaiters", data: { ...template.data, order: 99 } });
    const lanin = catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!;
    lanin.data.rentalItems = [...lanin.data.rentalItems, "gaiters"];
    const taken = await act(post({ ...valid, gear: "gaiters" }), "en");
    expect(taken.status).toBe(200);
    expect(await stored()).toMatchObject([{ gear: ["gaiters"] }]);
  });

  it("answers every error at once, translated, and stores nothing", async () => {
    const { status, body } = await act(
      post({
        departure: "99",
        group_size: "1000",
        gear: "jetpack",
        group_lang: "xx",
        user_name: "Ana\r\nBcc: x@evil.com",
        user_email: "ana@",
        phone: "call me",
      }),
      "fr",
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      errors: {
        departure: "Ce départ ne peut plus être réservé\u00a0: choisissez-en un autre ou indiquez-nous vos dates.",
        group_size: "Le groupe doit compter de 1 à 30 personnes.",
        experience: "Parlez-nous de votre expérience.",
        gear: "Choisissez le matériel de location dans la liste.",
        group_lang: "Choisissez une langue.",
        user_name: "Veuillez l'écrire sur une seule ligne.",
        user_email: "Format d'e-mail invalide.",
        phone: expect.stringMatching(/^Écrivez le numéro/),
      },
      values: { user_name: "Ana\r\nBcc: x@evil.com", group_size: "1000" },
    });
    expect(await stored()).toEqual([]);
  });

  it("refuses dates in the past, an end before the start, and a group larger than the seats left", async () => {
    const dated = { ...valid, departure: "" };
    expect((await act(post({ ...dated, date_from: "2026-11-24" }))).body).toMatchObject({
      errors: { date_from: "This date has already passed." },
    });
    expect((await act(post({ ...dated, date_from: "2027-01-10", date_to: "2027-01-09" }))).body).toMatchObject({
      errors: { date_to: "The end date must be on or after the start date." },
    });
    expect((await act(post({ ...dated }))).body).toMatchObject({
      errors: { date_from: "Choose a departure or tell us your preferred dates." },
    });
    expect((await act(post({ ...valid, group_size: "6" }))).body).toMatchObject({
      errors: { group_size: "This departure has 5 seats left: choose a smaller group or other dates." },
    });
    expect((await act(post({ ...valid, group_size: "0" }))).body).toMatchObject({
      errors: { group_size: "The group must be between 1 and 30 people." },
    });
    expect(await stored()).toEqual([]);
    expect((await act(post({ ...dated, date_from: "2027-01-10", date_to: "2027-01-12" }))).status).toBe(200);
  });

  it("refuses a body over the limit, a filled honeypot and a flood, translated, storing nothing", async () => {
    const huge = new URLSearchParams({
      ...valid,
      [guardFields.timeToken]: formGuard(testSigner).timeToken,
      message: "x".repeat(BOOKING_BODY_MAX_BYTES),
    });
    expect(await act(post({}, huge), "pt")).toMatchObject({
      status: 413,
      body: { ok: false, formError: expect.stringMatching(/^Seu pedido é longo demais/) },
    });
    expect(await act(post({ ...valid, website: "http://spam.example" }))).toMatchObject({
      status: 400,
      body: { formError: expect.stringMatching(/looks automated/) },
    });
    expect(await stored()).toEqual([]);
    for (let i = 0; i < 2; i++) expect((await act(post(valid), "en", "192.0.2.50")).status).toBe(200);
    const flood = await act(post(valid), "it", "192.0.2.50");
    expect(flood).toMatchObject({ status: 429, body: { formError: expect.stringMatching(/^Hai inviato diverse richieste/) } });
    expect(flood.headers.get("Retry-After")).toBe("60");
    // No WhatsApp number set: the answer does not send the visitor to one.
    expect(JSON.stringify(flood.body)).not.toMatch(/WhatsApp/);
    await services.business.update({ whatsapp: "+5492944555000" });
    expect(await act(post(valid), "it", "192.0.2.50")).toMatchObject({
      status: 429,
      body: { formError: expect.stringMatching(/WhatsApp/) },
    });
    expect(await stored()).toHaveLength(2);
  });

  it("answers 503 and keeps what was typed when the request cannot be stored", async () => {
    await services.database.db.schema.dropTable("mail_outbox").execute();
    const { status, body } = await act(post(valid));
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, formError: expect.stringMatching(/could not be saved/), values: { user_name: "Ana" } });
  });
});
