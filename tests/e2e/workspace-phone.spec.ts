import AxeBuilder from "@axe-core/playwright";
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { bookingPageWorkspaceTexts } from "../../app/bookings/i18n/workspace/index.ts";
import { fill } from "../../app/i18n/fill.ts";
import { LANG_COOKIE } from "../../app/i18n/languages.ts";
import { cameraPhoto } from "../../app/photos/testing.ts";
import { workspaceTexts } from "../../app/workspace/i18n/index.ts";
import { areaPath, screens } from "../../app/workspace/paths.ts";
import { allowed } from "../../app/workspace/roles.ts";
import { expect, test, type Page } from "./fixtures.ts";
import {
  addAuthenticator,
  daysAfterClock,
  formFields,
  inviteFromCommandLine,
  post,
  postBookingRequest,
  postComment,
  register,
  sessionFor,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

/**
 * The workspace on the owner's phone: every screen of the workspace's own list (and the detail
 * screens its lists link to), at 360 and 390 px, in Spanish and English, signed in as the owner,
 * with the longest data real visitors send (a 2,000-character message, a 60-character name, a
 * request with every piece of gear, long addresses and links). On each: nothing wider than the
 * phone, every tap target at least 44 × 44 px, axe clean, and every other screen one tap away in
 * the navigation (or two, through "More").
 */
let server: WorkspaceServer;
/** The detail screens the seeded data gives (a request's page): found again from the lists' links below. */
let requestPath: string;

const widths = [360, 390] as const;
const langs = ["es", "en"] as const;

/** Words of a real message, and one long unbroken link in it: a line that cannot wrap at a space. */
const words = "Hola, somos un grupo de amigos de Córdoba y queremos escalar en el Frey a fines de marzo. ";
const longLink = `https://www.google.com/maps/place/Refugio+Emilio+Frey/@-41.1677,-71.4596,15z/data=${"4m6!3m5!1s0x961a7b".repeat(8)}`;
const longMessage = `${words.repeat(14)}${longLink} ${words.repeat(30)}`.slice(0, 2000);
/** 60 characters, no space a line could break at in its second half. */
const longName = "María Fernanda de los Ángeles Etchegaray-Wollenweber-Oyarzún".padEnd(60, "x").slice(0, 60);
const longEmail = `maria.fernanda.de.los.angeles.etchegaray.wollenweber@${"subdominio-muy-largo.".repeat(3)}example.com`;

/**
 * Posts made as the owner whose session is `owner`, as the workspace's screens make them (each with
 * its form's guard fields): to seed data through the app's own forms.
 */
function ownerPosts(owner: string) {
  const asOwner = async (path: string, fields: Record<string, string>) => {
    const response = await post(server, path, { ...(await formFields(server, path, owner)), ...fields }, { Cookie: owner });
    expect(response.status, `${path} ${JSON.stringify(fields).slice(0, 80)}`).toBeLessThan(400);
  };
  /** Confirms a request onto a departure as the request screen does (the email read first, then sent). */
  const confirmOnto = async (reference: string, departure: number) => {
    const { db } = await server.database();
    const { id } = await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
    await asOwner(`${areaPath("requests")}/${id}`, {
      form_id: "confirm",
      intent: "confirm",
      departure: String(departure),
      note: `Los esperamos a las 8:30 en la base del cerro, junto a la boletería de la aerosilla; ${words.repeat(3)}`.slice(0, 300),
      confirmed: "yes",
    });
    const row = await db.selectFrom("booking_requests").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status, reference).toBe("confirmed");
  };
  /** The booking page's link, as the request screen shows it to copy. */
  const bookingPageOf = async (id: number) => {
    const path = `${areaPath("requests")}/${id}`;
    const shown = await post(
      server,
      path,
      { ...(await formFields(server, path, owner)), form_id: "page-link", intent: "page-link" },
      { Cookie: owner },
    );
    const link = /https?:\/\/[^"<\s]+\/booking\/[A-Za-z0-9_-]{43}/.exec(await shown.text())?.[0];
    expect(link, `${path}: the booking page's link`).toBeTruthy();
    return `${server.url}${new URL(link!).pathname}`;
  };
  return { asOwner, confirmOnto, bookingPageOf };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The business's email is set (ADMIN_EMAIL): a reply needs it.
  server = await startWorkspaceServer({ BOOKING_RATE_LIMIT: "1000/600", ADMIN_EMAIL: "guides@example.com" });
  const owner = await sessionFor(server, `seed.${randomBytes(3).toString("hex")}@example.com`, "owner");
  const { asOwner, confirmOnto, bookingPageOf } = ownerPosts(owner);

  // Several departures, of the excursion the long request asks for too; one of them cancelled.
  for (const [offer, start, seats] of [
    ["bautismo", 20, "12"],
    ["bautismo", 27, "8"],
    ["freyclimb", 34, "6"],
    ["trekkingLanin", 41, "10"],
    ["multipitch", 48, "4"],
  ] as const) {
    await asOwner("/admin/departures", {
      form_id: "add",
      intent: "add",
      offer,
      start: daysAfterClock(start),
      end: offer === "trekkingLanin" ? daysAfterClock(start + 3) : "",
      seats,
    });
  }
  const { db } = await server.database();
  const departureOf = async (offer: string) =>
    (await db.selectFrom("departures").select("id").where("offer", "=", offer).orderBy("start_date").executeTakeFirstOrThrow()).id;
  // A booking on the departure that is then cancelled (its screen shows it, and "Reactivar salida").
  const cancelled = await departureOf("multipitch");
  const onCancelled = await postBookingRequest(
    server,
    { name: longName, email: `multi.${longEmail}`, groupSize: 3, departure: cancelled, message: longMessage.slice(0, 400) },
    "/es/multilargos",
  );
  await confirmOnto(onCancelled, cancelled);
  await asOwner("/admin/departures", { form_id: `cancel-${cancelled}`, intent: "cancel", id: String(cancelled), confirmed: "yes" });

  // The longest request: a 60-character name, a long address, a 2,000-character message (the baptism's price includes all its gear).
  const html = await (await fetch(`${server.url}/en/bautismo`)).text();
  const form = new URLSearchParams({
    form_token: /name="form_token" value="([^"]+)"/.exec(html)![1]!,
    client_token: randomBytes(18).toString("base64url"),
    website: "",
    date_from: daysAfterClock(20),
    group_size: "4",
    experience: "partly",
    group_lang: "es",
    user_name: longName,
    user_email: longEmail,
    phone: "+54 9 294 412-3456",
    message: longMessage,
  });
  const booked = await fetch(`${server.url}/en/bautismo?book`, {
    method: "POST",
    body: form,
    headers: { Origin: server.url },
    redirect: "manual",
  });
  expect(booked.status).toBeLessThan(400);
  const request = await db.selectFrom("booking_requests").select("id").where("email", "=", longEmail).executeTakeFirstOrThrow();
  requestPath = `${areaPath("requests")}/${request.id}`;
  // A reply to it (an email in its history), so its page shows one.
  await asOwner(requestPath, { form_id: "reply", intent: "reply", message: longMessage.slice(0, 600), confirmed: "yes" });
  // Confirmed onto the first departure (the first guide's list the crawl opens), with a long personal line.
  const reference = (await db.selectFrom("booking_requests").select("reference").where("id", "=", request.id).executeTakeFirstOrThrow())
    .reference;
  await confirmOnto(reference, await departureOf("bautismo"));
  // Its booking page: three of the four participants filled in as long as the form allows, every
  // piece of rental gear chosen; then the traveller asks to cancel, with a long reason.
  const page = await bookingPageOf(request.id);
  for (const slot of [1, 2, 3]) {
    const html = await (await fetch(page)).text();
    const saved = await fetch(page, {
      method: "POST",
      body: new URLSearchParams({
        intent: "participant",
        slot: String(slot),
        conditions: /name="conditions" value="([^"]+)"/.exec(html)![1]!,
        full_name: `${longName} ${"Wollenweber-Oyarzún ".repeat(4)}${slot}`.slice(0, 120),
        document: `AAB-${slot}23.456.789.012-3456-7`, // 20 letters and digits, the longest a document has
        nationality: "República Argentina y Reino de los Países Bajos (doble nacionalidad)".slice(0, 60),
        birth_date: `19${80 + slot}-0${slot}-1${slot}`,
        emergency_name: `Guadalupe Inés de las Mercedes Etchegaray-Wollenweber ${"Oyarzún-Zapiola ".repeat(4)}`.slice(0, 120),
        emergency_phone: "+54 (9) 294 412-3456 7890",
        health:
          `Alergia a la penicilina y a las picaduras de abeja; lleva adrenalina autoinyectable. ${"Asma leve controlada con salbutamol antes del esfuerzo; operada de la rodilla derecha. ".repeat(12)}`.slice(
            0,
            1000,
          ),
        experience:
          `${"Escalada deportiva en palestra dos veces por semana y algunas vías de sexto grado en Piedra Parada. ".repeat(6)}`.slice(
            0,
            500,
          ),
        shoe_size: "42.5",
        harness_size: "XL",
        accept: "yes",
      }),
      headers: { Origin: server.url },
      redirect: "manual",
    });
    const why = saved.status === 303 ? "" : (await saved.text()).match(/booking-(?:form__error|message--error)">[^<]*/g)?.join(" ");
    expect(saved.status, `participant ${slot}: ${why}`).toBe(303);
  }
  const asked = await fetch(page, {
    method: "POST",
    body: new URLSearchParams({
      intent: "cancel",
      reason:
        `${"Me lesioné la rodilla escalando en Piedra Parada y el médico me pidió reposo absoluto por seis semanas. ".repeat(12)}`.slice(
          0,
          1000,
        ),
    }),
    headers: { Origin: server.url },
    redirect: "manual",
  });
  expect(asked.status).toBe(303);
  // The request screen says who is still to fill in their form.
  const panel = await (await fetch(`${server.url}${requestPath}`, { headers: { Cookie: owner } })).text();
  const missing = (["en", "es"] as const).map((lang) =>
    fill(bookingPageWorkspaceTexts[lang].participantsMissing, { count: 1, total: 4 }, lang),
  );
  expect(
    missing.some((text) => panel.includes(text)),
    missing.join(" / "),
  ).toBe(true);
  // Payments recorded against it, with a long note; one of them taken back.
  const paymentsPath = `${areaPath("payments")}/${request.id}`;
  for (const [amount, method] of [
    ["40", "cash"],
    ["25", "transfer"],
  ] as const) {
    await asOwner(paymentsPath, {
      form_id: "record",
      intent: "record",
      amount,
      currency: "USD",
      method,
      paid_on: daysAfterClock(0),
      note: `Seña recibida en mano en la oficina de Mitre 125 por María Fernanda, con recibo número 000123-${"4567".repeat(20)}; ${words.repeat(6)}`.slice(
        0,
        500,
      ),
    });
  }
  const taken = await db.selectFrom("booking_payments").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  await asOwner(paymentsPath, { form_id: `remove-${taken.id}`, intent: "remove", payment: String(taken.id), confirmed: "yes" });

  // A review waiting on the comments screen: a booking whose day is over (confirmed by its state, with no
  // departure; its days moved into the past, the one thing the app has no path for), reviewed through its link.
  const reviewed = await postBookingRequest(server, { name: longName, email: `review.${longEmail}`, groupSize: 1 }, "/es/bautismo");
  const reviewedId = (await db.selectFrom("booking_requests").select("id").where("reference", "=", reviewed).executeTakeFirstOrThrow()).id;
  await asOwner(`${areaPath("requests")}/${reviewedId}`, { form_id: "state", intent: "state", status: "confirmed", confirmed: "yes" });
  await db
    .updateTable("booking_requests")
    .set({ date_from: daysAfterClock(-3), date_to: daysAfterClock(-3) })
    .where("id", "=", reviewedId)
    .execute();
  const review = await fetch(`${await bookingPageOf(reviewedId)}/review`, {
    method: "POST",
    body: new URLSearchParams({ rating: "4", text: `${longLink} ${words.repeat(40)}`.slice(0, 2000) }),
    headers: { Origin: server.url },
    redirect: "manual",
  });
  expect(review.status).toBe(303);

  // A comment and a contact message as long as their forms allow.
  await postComment(server, longName, longMessage);
  const contact = await (await fetch(`${server.url}/en/contactForm`)).text();
  const sent = await fetch(`${server.url}/en/contactForm`, {
    method: "POST",
    body: new URLSearchParams({
      form_token: /name="form_token" value="([^"]+)"/.exec(contact)![1]!,
      client_token: randomBytes(18).toString("base64url"),
      website: "",
      user_name: longName,
      user_email: longEmail,
      subject: `Consulta por el Frey y el Lanín en marzo, grupo de cuatro con experiencia ${"variada".repeat(8)}`.slice(0, 150),
      message: longMessage,
    }),
    headers: { Origin: server.url },
    redirect: "manual",
  });
  expect(sent.status).toBeLessThan(400);
  // An email that failed, with the long error a mail server gives.
  const failed = await db.selectFrom("mail_outbox").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  await db
    .updateTable("mail_outbox")
    .set({
      status: "failed",
      attempts: 5,
      last_error: `550 5.1.1 <${longEmail}>: Recipient address rejected: User unknown in virtual mailbox table; see ${longLink}`,
    })
    .where("id", "=", failed.id)
    .execute();

  // A guide with a long address (the Team screen's list).
  await asOwner(areaPath("team"), { form_id: "invite", intent: "invite", email: `guia.${longEmail}`, role: "guide" });
});

test.afterAll(async () => {
  await server?.dispose();
});

/** The owner, signed in with a passkey named as long as a name may be, the workspace in `lang`. */
async function ownerIn(page: Page, lang: (typeof langs)[number]): Promise<void> {
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, `owner.${randomBytes(4).toString("hex")}@example.com`), longName);
  await page.goto(`${server.url}/admin/language/${lang}?to=/admin`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

type Problems = { scrollWidth: number; width: number; sticking: string[]; scrolling: string[]; small: string[]; covered: string[] };

/**
 * Measured in the page, with every <details> open (the forms they hold are on the phone too).
 *
 * Wider than the phone: the document's scroll width, each element whose box passes the right
 * edge (unless an ancestor clips it without scrolling), and each element that scrolls sideways.
 *
 * Tap targets: every link, button, field, select, summary and label of a checkbox that is drawn
 * (not hidden, not clipped to a pixel, not placed off the page as the honeypot and the skip link
 * are until focused) must be 44 × 44 px at least. A checkbox or radio counts as its label when it
 * sits inside it (the label takes its taps). One exemption, WCAG 2.5.8's "inline": a link that is
 * part of a line of text (displayed inline, with words of its parent on the same lines) is as tall
 * as the text around it. And each target's tap lands on it: nothing is drawn over its centre.
 * `scope`: whose targets are measured ("More" open, the navigation's alone: it covers the screen).
 */
function measure(scope: string): Problems {
  const width = document.documentElement.clientWidth;
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList].map((c) => `.${c}`).join("");
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
    return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
  };
  const drawn = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const sticking: string[] = [];
  const scrolling: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    if (!drawn(element)) continue;
    const style = getComputedStyle(element);
    if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1 && element.tagName !== "TEXTAREA") {
      scrolling.push(`${name(element)} scrolls ${element.scrollWidth - element.clientWidth} px sideways`);
    }
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= width + 0.5) continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 0.5) clipped = true;
    }
    if (!clipped) sticking.push(`${name(element)} ends at ${Math.round(rect.right)} px`);
  }

  const small: string[] = [];
  const covered: string[] = [];
  const targets = document
    .querySelector(scope)!
    .querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, label");
  for (const target of targets) {
    let box: Element = target;
    if (target instanceof HTMLLabelElement) {
      // Labels are targets when they stand for a checkbox or a radio button (other labels only name a field).
      const control = target.control;
      if (!(control instanceof HTMLInputElement && /checkbox|radio/.test(control.type))) continue;
    }
    if (target instanceof HTMLInputElement && /checkbox|radio/.test(target.type)) {
      const label = target.labels?.[0];
      if (label?.contains(target)) continue; // measured as its label
      box = target;
    }
    if (!drawn(box)) continue;
    const rect = box.getBoundingClientRect();
    const page = { top: rect.top + scrollY, right: rect.right + scrollX };
    if (rect.width <= 1 || rect.height <= 1 || page.right <= 0 || page.top + rect.height <= 0) continue;
    if (target instanceof HTMLAnchorElement && getComputedStyle(target).display === "inline") {
      const parent = target.parentElement!;
      const inText = [...parent.childNodes].some(
        (node) =>
          node !== target &&
          (node.textContent ?? "").trim() !== "" &&
          (node.nodeType === Node.TEXT_NODE || (node instanceof Element && getComputedStyle(node).display === "inline")),
      );
      if (inText) continue;
    }
    if (rect.width < 43.99 || rect.height < 43.99) {
      small.push(`${name(target)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    // Its tap lands on it, not on something drawn over it.
    box.scrollIntoView({ block: "center", behavior: "instant" });
    const centre = box.getBoundingClientRect();
    const hit = document.elementFromPoint(centre.left + centre.width / 2, centre.top + centre.height / 2);
    if (hit && !box.contains(hit) && !(hit instanceof HTMLLabelElement && hit.control === box)) {
      covered.push(`${name(target)} under ${name(hit)}`);
    }
  }
  scrollTo({ top: 0, behavior: "instant" });
  return { scrollWidth: document.documentElement.scrollWidth, width, sticking, scrolling, small, covered };
}

/** The screens the owner's navigation leads to, from the workspace's own list. */
const ownerScreens = screens.filter((area) => allowed("owner", area)).map(areaPath);

/**
 * Whether every other screen is one tap away: a link in the navigation that is on screen as the
 * page opens, or, after one tap on the navigation's "More", in what it opens.
 */
async function checkNavigation(page: Page, lang: (typeof langs)[number], here: string, where: string, problems: string[]) {
  const nav = page.getByRole("navigation", { name: workspaceTexts[lang].nav.label, exact: true });
  const onScreen = async () =>
    page.evaluate((paths) => {
      const width = document.documentElement.clientWidth;
      const height = document.documentElement.clientHeight;
      return paths.filter((path) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>("nav a")].find(
          (a) => a.getAttribute("href") === path && a.checkVisibility({ visibilityProperty: true }),
        );
        if (!link) return false;
        const rect = link.getBoundingClientRect();
        if (rect.left < 0 || rect.top < 0 || rect.right > width + 0.5 || rect.bottom > height + 0.5) return false;
        // Not under something else (a strip scrolled out of view, a bar over it).
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return Boolean(hit && link.contains(hit));
      });
    }, ownerScreens);
  const direct = new Set(await onScreen());
  const current = nav.locator('[aria-current="page"]');
  if (ownerScreens.includes(here) && !direct.has(here)) {
    // The current screen is marked where it is listed.
    expect.soft(await current.count(), `${where}: the current screen is marked`).toBeGreaterThan(0);
  }
  const missing = ownerScreens.filter((path) => path !== here && !direct.has(path));
  if (missing.length === 0) return;
  const more = nav.locator("summary, button").filter({ hasText: workspaceTexts[lang].nav.more });
  if ((await more.count()) !== 1) {
    problems.push(`${where}: not on screen and no "More": ${missing.join(", ")}`);
    return;
  }
  await more.click();
  const after = new Set(await onScreen());
  const unreachable = missing.filter((path) => !after.has(path));
  if (unreachable.length) problems.push(`${where}: not reachable through "More": ${unreachable.join(", ")}`);
  const opened = await page.evaluate(measure, "nav");
  problems.push(...opened.small.map((small) => `${where} (More open): small target ${small}`));
  problems.push(...opened.sticking.map((sticking) => `${where} (More open): sticks out ${sticking}`));
  problems.push(...opened.covered.map((covered) => `${where} (More open): covered target ${covered}`));
  // Escape closes it again, and the screen is as it was.
  await page.keyboard.press("Escape");
  expect.soft(new Set(await onScreen()), `${where}: "More" closes with Escape`).toEqual(direct);
}

for (const lang of langs) {
  for (const width of widths) {
    test(`every workspace screen fits a ${width} px phone in ${lang === "es" ? "Spanish" : "English"}: no sideways scrolling, 44 px targets, axe clean, every screen one tap away`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 780 });
      await ownerIn(page, lang);
      const problems: string[] = [];
      let smallTargets = 0;
      // The screens of the list, then the detail screens their links lead to (one of each kind).
      const toVisit = [...ownerScreens, requestPath];
      const kinds = new Set<string>([`${areaPath("requests")}/:id`]);
      const visited: string[] = [];
      while (toVisit.length) {
        const path = toVisit.shift()!;
        visited.push(path);
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        const where = `${lang} ${width} px ${path}`;

        const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect.soft(axe.violations, formatViolations(axe.violations, where)).toEqual([]);

        await checkNavigation(page, lang, path, where, problems);

        for (const link of await page
          .locator('main a[href^="/admin/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
          // One of each kind: a request, a message, a catalogue entry of each kind.
          const kind = link.replace(/\/\d+(?=\/|$)/g, "/:id").replace(/^(\/admin\/catalogue\/\w+)\/[^/?#]+$/, "$1/:key");
          if (kind !== link && !kinds.has(kind)) {
            kinds.add(kind);
            toVisit.push(link);
          }
        }

        await page.locator("main details:not([open]) > summary").evaluateAll((summaries) => {
          for (const summary of summaries) (summary.parentElement as HTMLDetailsElement).open = true;
        });
        const measured = await page.evaluate(measure, "body");
        if (measured.scrollWidth > measured.width) problems.push(`${where}: ${measured.scrollWidth} px wide`);
        problems.push(...measured.sticking.map((sticking) => `${where}: sticks out ${sticking}`));
        problems.push(...measured.scrolling.map((scrolling) => `${where}: ${scrolling}`));
        problems.push(...measured.small.map((small) => `${where}: small target ${small}`));
        problems.push(...measured.covered.map((covered) => `${where}: covered target ${covered}`));
        smallTargets += measured.small.length;
      }
      console.log(
        `[workspace-phone] ${lang} ${width} px: ${visited.length} screens (${visited.join(" ")}), ${smallTargets} targets under 44 px, ${problems.length} problems`,
      );
      // The detail screens the seeded data gives were all reached: a request, a booking's payments, a guide's list.
      for (const kind of [`${areaPath("requests")}/:id`, `${areaPath("payments")}/:id`, `${areaPath("departures")}/:id/list`]) {
        expect(
          visited.some((path) => path.replace(/\/\d+(?=\/|$)/g, "/:id") === kind),
          `${kind} visited`,
        ).toBe(true);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
}

test('"More" opens from the keyboard and without JavaScript, shows where the owner is, and closes with Escape', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    // Signed in as an owner (a session made in the database: a passkey needs JavaScript), in Spanish.
    const cookie = await sessionFor(server, `keys.${randomBytes(3).toString("hex")}@example.com`, "owner");
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      javaScriptEnabled,
      extraHTTPHeaders: { Cookie: `${cookie}; ${LANG_COOKIE}=es` },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}${areaPath("history")}`);
      const texts = workspaceTexts.es.nav;
      const nav = page.getByRole("navigation", { name: texts.label, exact: true });
      const more = nav.getByRole("button", { name: texts.more });
      const history = nav.getByRole("link", { name: texts.history });
      // Behind "More" on a phone; "More" is marked as holding the current screen.
      await expect(history).toBeHidden();
      await expect(more).toHaveAttribute("data-current", "true");
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(history).toBeVisible();
      await expect(history).toHaveAttribute("aria-current", "page");
      // The next Tab goes into what it opened.
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: texts.comments })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(history).toBeHidden();
      await expect(more).toBeFocused();
      // A tap on one of its screens goes there.
      await more.click();
      await nav.getByRole("link", { name: texts.dashboard }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(workspaceTexts.es.dashboard.title);
    } finally {
      await context.close();
    }
  }
});

for (const width of widths) {
  test(`on a ${width} px phone, in Spanish: a new excursion is added, written, published and given its photo; its page shows it; nothing scrolls sideways; the header's email never breaks inside a word`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 780 });
    await addAuthenticator(page);
    const email = `maria.fernanda.etchegaray.${randomBytes(2).toString("hex")}@bariloche-vertical.example`;
    await register(page, await inviteFromCommandLine(server, email), "María Fernanda Etchegaray");
    await page.goto(`${server.url}/admin/language/es?to=/admin`);
    const fits = async (where: string) => {
      const measured = await page.evaluate(measure, "body");
      expect(measured.scrollWidth, `${where}: ${measured.scrollWidth} px wide`).toBeLessThanOrEqual(measured.width);
      // Each part of the email (cut at its @ and dots) sits on one line: no word of it is broken.
      const broken = await page
        .locator(".ws-email > span")
        .evaluateAll((parts) => parts.filter((part) => part.getClientRects().length > 1).map((part) => part.textContent));
      expect(broken, `${where}: the header's email broken inside ${broken.join(", ")}`).toEqual([]);
    };

    // Home's launch list names each sample team member.
    await expect(page.locator("[data-sample-content] li")).not.toHaveCount(0);
    await fits("home");

    const address = width === 360 ? "cerro-otto-angosto" : "cerro-otto-ancho";
    const name = `Vía ferrata del Cerro Otto, ${width} px`;
    await page.goto(`${server.url}/admin/catalogue`);
    await page.getByLabel("Dirección", { exact: true }).fill(address);
    await page.getByLabel("Nombre", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Agregar excursión" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.locator("#c-texts-es-location").fill("Cerro Otto, Bariloche");
    await page.locator("#c-texts-es-highlights").fill("Una vía ferrata sobre el lago. Vistas al Nahuel Huapi.");
    await page.locator("#c-data-pricing-tiers-0-amount").fill("90");
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Se publicó como versión 1" })).toBeVisible();
    await fits("the new excursion's editor");

    // Its page shows a neutral drawing until its photo is set.
    await page.goto(`${server.url}/es/${address}`);
    const hero = page.locator(".excursion-hero img");
    await expect(hero).toHaveAttribute("src", /^\/img\/excursion-default-hero-/);

    await page.goto(`${server.url}/admin/photos`);
    await page.getByLabel("Lugar", { exact: true }).selectOption({ label: `${name} — foto principal` });
    await page
      .locator("#photo-file")
      .setInputFiles({ name: "otto.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto({ width: 2400, height: 1600 }) });
    await page.locator("#photo-alt-es").fill("Escaladores en la vía ferrata, sobre el lago");
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(page.locator("[data-photo-status]")).toContainText("Foto guardada.");
    await expect(page.locator(`[data-photo="excursion-${address}-hero"]`)).toContainText(`${name} — foto principal`);
    await fits("the photos screen");
    const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(axe.violations, formatViolations(axe.violations, `${width} px photos`)).toEqual([]);

    await page.goto(`${server.url}/es/${address}`);
    await expect(hero).toHaveAttribute("src", /^\/media\/[\w-]{16}\/1600\.webp$/);
    await expect(hero).toHaveAttribute("alt", "Escaladores en la vía ferrata, sobre el lago");
  });
}

/** The emails the server wrote to `to` (no SMTP: its .eml files), read as a mail client would. */
async function emailsTo(to: string) {
  const dir = join(server.env.DATA_DIR!, "mail");
  const emails = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith(".eml")) continue;
    const email = await simpleParser(await readFile(join(dir, name)));
    if (JSON.stringify(email.to ?? "").includes(to)) emails.push(email);
  }
  return emails;
}

/** Whether the element is within the phone's screen, whole: what a save says is seen without scrolling. */
async function expectOnScreen(page: Page, selector: string, where: string) {
  const box = await page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, height: innerHeight, text: element.textContent ?? "" };
  });
  expect(box.text.trim(), `${where}: ${selector} says something`).not.toBe("");
  expect(box.top, `${where}: ${selector} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${where}: ${selector} ends on screen`).toBeLessThanOrEqual(box.height);
}

for (const width of widths) {
  test(`on a ${width} px phone, in Spanish: each save's notice is on screen; a departure with a payment on it is cancelled, the question, the email and the booking page say what was paid; a booking is found by the traveller's name`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 780 });
    await addAuthenticator(page);
    await register(
      page,
      await inviteFromCommandLine(server, `owner.${width}.${randomBytes(2).toString("hex")}@example.com`),
      "Mi teléfono",
    );
    await page.goto(`${server.url}/admin/language/es?to=/admin`);
    const fits = async (where: string) => {
      const measured = await page.evaluate(measure, "body");
      expect(measured.scrollWidth, `${where}: ${measured.scrollWidth} px wide`).toBeLessThanOrEqual(measured.width);
    };

    // The business's details: the notice after saving is on screen, not below the long form.
    await page.goto(`${server.url}/admin/business`);
    await page.getByLabel("Ciudad", { exact: true }).fill("San Carlos de Bariloche");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.locator("#ws-answer-business")).toHaveText("Guardado. Cada página lo muestra al volver a cargarse.");
    await expectOnScreen(page, "#ws-answer-business", "business details saved");

    // The catalogue's editor: Cerro Ventana says when it ends (16:00, from its itinerary); a draft
    // saved from the foot of the long form comes back to its notice, on screen.
    await page.goto(`${server.url}/admin/catalogue/excursion/ventana`);
    await expect(page.locator("#c-data-meeting-endTime")).toHaveValue("16:00");
    await page.locator("#c-data-meeting-endTime").fill("16:30");
    await page.locator(".ws-editor-actions").getByRole("button", { name: "Guardar borrador" }).click();
    await expect(page.locator("#ws-answer-entry [role=status]")).toHaveText(
      "Borrador guardado. Ninguna página lo muestra hasta que lo publiques.",
    );
    await expectOnScreen(page, "#ws-answer-entry [role=status]", "catalogue draft saved");
    await expect(page.locator("#c-data-meeting-endTime")).toHaveValue("16:30");
    await page.locator(".ws-editor-actions").getByRole("button", { name: "Descartar borrador" }).click();

    // A departure added: its notice on screen.
    const first = daysAfterClock(70 + width - 360);
    await page.goto(`${server.url}/admin/departures`);
    const add = page.locator("form", { has: page.getByRole("heading", { name: "Agregar una salida" }) });
    await add.getByLabel("Para", { exact: true }).selectOption("ventana");
    await add.getByLabel("Primer día", { exact: true }).fill(first);
    await add.getByLabel("Lugares", { exact: true }).fill("6");
    await add.getByRole("button", { name: "Agregar salida" }).click();
    await expect(page.locator("#ws-answer-add")).toHaveText("Agregada.");
    await expectOnScreen(page, "#ws-answer-add", "departure added");
    const { db } = await server.database();
    const departure = (
      await db
        .selectFrom("departures")
        .select("id")
        .where("offer", "=", "ventana")
        .where("start_date", "=", first)
        .executeTakeFirstOrThrow()
    ).id;

    // A traveller books it, the owner confirms, and records what was paid (as her screens post it).
    const owner = await sessionFor(server, `seed.${width}.${randomBytes(3).toString("hex")}@example.com`, "owner");
    const { asOwner, confirmOnto, bookingPageOf } = ownerPosts(owner);
    const traveller = `Valentina Ocampo Irigoyen ${width}`;
    const email = `valentina.${width}.${randomBytes(2).toString("hex")}@example.org`;
    const reference = await postBookingRequest(server, { name: traveller, email, groupSize: 2, departure }, "/es/escaladarocacerroventana");
    await confirmOnto(reference, departure);
    const request = (await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow()).id;
    await asOwner(`${areaPath("payments")}/${request}`, {
      form_id: "record",
      intent: "record",
      amount: "108",
      currency: "USD",
      method: "transfer",
      paid_on: daysAfterClock(0),
      note: "Seña por transferencia",
    });
    const bookingPage = await bookingPageOf(request);

    // Changing a departure far down the list: the notice is on screen.
    await page.goto(`${server.url}/admin/departures`);
    const row = page.locator(`[data-departure="${departure}"]`);
    await row.locator("summary").click();
    await row.getByLabel("Lugares", { exact: true }).fill("8");
    await row.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.locator(`#ws-answer-change-${departure}`)).toHaveText("Guardado.");
    await expectOnScreen(page, `#ws-answer-change-${departure}`, "departure changed");

    // Cancelling it: the question says what the booking paid and, with no cancellation policy
    // written, asks for the owner's own line about it; the notice after "Yes" is on screen.
    await page.locator(`[data-departure="${departure}"]`).getByRole("button", { name: "Cancelar salida" }).click();
    const ask = page.locator(`[data-ask="cancel-${departure}"]`);
    await expect(ask).toContainText(`${reference} · ${traveller}: pagó USD`);
    await expect(ask).toContainText("108");
    await expectOnScreen(page, `[data-ask="cancel-${departure}"] strong`, "the cancellation's question");
    await fits("the cancellation's question");
    const line = "Te devolvemos los USD 108 por transferencia en los próximos dos días.";
    await ask.getByLabel("Qué pasa con lo que pagaron (va en el email)").fill(line);
    await ask.getByRole("button", { name: "Sí, cancelar la salida" }).click();
    await expect(page.locator(`[data-departure="${departure}"]`)).toHaveAttribute("data-status", "cancelled");
    await expect(page.locator(`#ws-answer-cancel-${departure}`)).toHaveText("Cancelada.");
    await expectOnScreen(page, `#ws-answer-cancel-${departure}`, "departure cancelled");
    await fits("the departures after the cancellation");

    // The traveller's email says what was paid and what happens to it, with the calendar's cancellation.
    let cancelled: Awaited<ReturnType<typeof emailsTo>>[number] | undefined;
    await expect(async () => {
      cancelled = (await emailsTo(email)).find((one) => /cancelada/i.test(one.subject ?? ""));
      expect(cancelled).toBeDefined();
    }).toPass({ timeout: 30_000 });
    const text = (cancelled!.text ?? "").replace(/[\u00a0\u2009\u202f]/g, " ");
    expect(text).toMatch(/Pagado hasta ahora por esta reserva: USD 108/);
    expect(text).toContain("Qué pasa con lo que pagaste");
    expect(text).toContain(line);
    const calendar = cancelled!.attachments.find((file) => file.contentType.startsWith("text/calendar"))?.content.toString() ?? "";
    expect(calendar).toContain("STATUS:CANCELLED");

    // The booker's page still says what was paid, and promises no policy the business has not written.
    const opened = await page.goto(bookingPage);
    expect(opened?.status()).toBe(410);
    await expect(page.locator("main")).toContainText("Pagado");
    await expect(page.locator("main")).toContainText(/USD\s108/);
    await expect(page.locator("main")).not.toContainText("política de cancelación");
    await fits("the cancelled booking's page");

    // Found by the traveller's name (part of it, any case) among the requests.
    await page.goto(`${server.url}/admin/requests`);
    await page.getByLabel("Buscar por nombre, email o referencia").fill(`ocampo irigoyen ${width}`);
    await page.getByRole("button", { name: "Mostrar" }).click();
    const rows = page.locator("[data-request]");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(traveller);
    await fits("the requests found by name");
  });
}
