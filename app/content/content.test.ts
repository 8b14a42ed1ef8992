import { describe, expect, it } from "vitest";
import { languages, type Lang } from "../i18n/languages.ts";
import { excursionById } from "../catalogue/model.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { specExcursionAddresses } from "../catalogue/seed/spec.ts";
import { seedTexts } from "../catalogue/seed/texts/index.ts";
import type { ExcursionId } from "../site/pages.ts";
import { excursionTranslations, getExcursionContent } from "./excursions/index.ts";
import { factValues } from "../catalogue/facts.ts";
import { getHomeContent, homeTranslations } from "./home/index.ts";
import { getPaymentContent, paymentTranslations } from "./payment/index.ts";
import { getRentalContent, rentalTranslations } from "./rental/index.ts";
import { aboutTranslations, getAboutContent } from "./team/index.ts";
import { placeholders, stringsWithPaths } from "../i18n/text.ts";

/** Today's pages as a fresh install shows them (the catalogue's seed). */
const catalogue = seededCatalogue();
const excursionIds = Object.keys(specExcursionAddresses) as Array<keyof typeof specExcursionAddresses>;
/** Amounts are written with a no-break space after the currency ("USD\u00a0200"): read here as a space. */
const spaced = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/(?<=USD)\u00a0|\u00a0(?=USD)/g, " "));
const excursionContent = (id: ExcursionId, lang: Lang, fixture: "" | "sparse" = "") =>
  spaced(getExcursionContent(excursionById(fixture ? seededCatalogue(fixture) : catalogue, id)!, lang)!);

/**
 * Checks every content module and every language file present (fr.ts, pt.ts, it.ts are picked
 * up as soon as they exist), the pages' own words here and the owner's texts a fresh install
 * starts with (the catalogue's seed, app/catalogue/seed/texts/): same texts and placeholders as
 * English, nothing empty, every placeholder filled, and the business facts of the spec visible on
 * the rendered pages.
 */

type ModuleInfo = {
  translations: Partial<Record<Lang, unknown>>;
  /** Placeholders the getter (or the component, for `{n}`/`{total}`) fills besides the facts. */
  runtime: string[];
};

const modules: Record<string, ModuleInfo> = {
  excursions: { translations: excursionTranslations, runtime: ["name", "excursion", "language", "textLanguage"] },
  home: { translations: homeTranslations, runtime: ["siteName", "n", "total"] },
  rental: { translations: rentalTranslations, runtime: ["address"] },
  team: { translations: aboutTranslations, runtime: ["name"] },
  payment: { translations: paymentTranslations, runtime: [] },
  /** The seed's texts: `{link}` is the contact form's link, drawn by the home page. */
  seed: { translations: seedTexts, runtime: ["link"] },
};

const files = {
  ...import.meta.glob<Record<string, unknown>>("./i18n/*/{en,es,fr,pt,it}.ts", { eager: true }),
  ...import.meta.glob<Record<string, unknown>>("../catalogue/seed/texts/{en,es,fr,pt,it}.ts", { eager: true }),
};
const languageFiles = Object.entries(files).map(([path, exports]) => {
  const [, folder, lang] = /^\.\.?\/(?:catalogue\/seed\/|i18n\/)?([^/]+)\/(\w+)\.ts$/.exec(path) as unknown as [string, string, Lang];
  const module = folder === "texts" ? "seed" : folder;
  return { path, module, lang, texts: exports[lang] };
});

const factNames = new Set(Object.keys(factValues("en")));
const sentences = (text: string) => text.split(". ").filter((s) => s.trim() !== "");

describe("language files", () => {
  it("every module has en.ts and es.ts, and every file belongs to a known module", () => {
    for (const module of Object.keys(modules)) {
      expect(
        languageFiles.some((f) => f.module === module && f.lang === "en"),
        `${module}/en.ts`,
      ).toBe(true);
      expect(
        languageFiles.some((f) => f.module === module && f.lang === "es"),
        `${module}/es.ts`,
      ).toBe(true);
    }
    for (const file of languageFiles) expect(Object.keys(modules), file.path).toContain(file.module);
  });

  it.each(languageFiles.map((f) => [f.path, f] as const))("%s is registered in its module's index", (_, file) => {
    expect(file.texts, `${file.path} exports \`${file.lang}\``).toBeTruthy();
    expect(modules[file.module]?.translations[file.lang]).toBe(file.texts);
  });

  it.each(languageFiles.filter((f) => f.lang !== "en").map((f) => [f.path, f] as const))(
    "%s has the same texts and placeholders as English",
    (_, file) => {
      const english = new Map(stringsWithPaths(modules[file.module]?.translations.en));
      const local = new Map(stringsWithPaths(file.texts));
      expect([...local.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of local) {
        expect(placeholders(text), `${file.path} ${path}`).toEqual(placeholders(english.get(path) ?? ""));
      }
    },
  );

  it.each(languageFiles.map((f) => [f.path, f] as const))("%s has no empty text and no unknown placeholder", (_, file) => {
    const runtime = new Set(modules[file.module]?.runtime);
    for (const [path, text] of stringsWithPaths(file.texts)) {
      expect(text.trim(), `${file.path} ${path} is empty`).not.toBe("");
      for (const name of placeholders(text)) {
        expect(factNames.has(name) || runtime.has(name), `${file.path} ${path}: {${name}} is not a fact`).toBe(true);
      }
    }
  });

  it("every business fact is shown somewhere in the English texts", () => {
    const used = new Set(
      languageFiles.filter((f) => f.lang === "en").flatMap((f) => stringsWithPaths(f.texts).flatMap(([, text]) => placeholders(text))),
    );
    const unused = [...factNames].filter((name) => name !== "currency" && !used.has(name));
    expect(unused).toEqual([]);
  });
});

/** What every getter returns in a language, as plain strings. */
function renderedPages(lang: Lang) {
  return {
    home: spaced(getHomeContent(catalogue, lang, "")),
    rental: spaced(getRentalContent(catalogue, lang)),
    about: getAboutContent(catalogue, lang),
    payment: getPaymentContent(catalogue, lang),
    ...Object.fromEntries(excursionIds.map((id) => [id, excursionContent(id, lang)])),
  };
}

describe.each(languages)("rendered content in %s", (lang) => {
  const pages = renderedPages(lang);

  it("is plain JSON with no empty text and no unfilled placeholder", () => {
    expect(JSON.parse(JSON.stringify(pages))).toEqual(pages);
    for (const [path, text] of stringsWithPaths(pages)) {
      // A guide's certifications start unset: nothing is invented (the page shows none).
      if (path.endsWith(".certifications")) continue;
      expect(text.trim(), `${path} is empty`).not.toBe("");
      if (path === "home.carousel.slideLabel") expect(placeholders(text)).toEqual(["n", "total"]);
      else expect(text, path).not.toMatch(/\{\w+\}/);
    }
  });

  it("shows on each page the values of the facts its English texts use", () => {
    const check = (where: string, englishTexts: unknown, rendered: unknown, textLang: Lang) => {
      const values = factValues(textLang);
      const shown = stringsWithPaths(rendered)
        .map(([, text]) => text)
        .join("\n");
      const names = new Set(stringsWithPaths(englishTexts).flatMap(([, text]) => placeholders(text)));
      for (const name of names) {
        if (!factNames.has(name)) continue;
        expect(shown, `${where} shows {${name}}`).toContain(values[name]);
      }
    };
    const texts = (record: Partial<Record<Lang, unknown>>) => (record[lang] ? lang : "en");
    // Each page shows its own words and the owner's texts (seeded from the seed's texts).
    check("home", [homeTranslations.en, seedTexts.en.home], pages.home, texts(homeTranslations));
    check("rental", [rentalTranslations.en, seedTexts.en.rental], pages.rental, texts(rentalTranslations));
    check("about", [aboutTranslations.en, seedTexts.en.team], pages.about, texts(aboutTranslations));
    for (const id of excursionIds) {
      const content = excursionContent(id, lang);
      check(id, seedTexts.en.excursions[id], content.excursion, content.textLang);
    }
  });

  it("gives every excursion highlights of several sentences and an itinerary longer than its preview", () => {
    for (const id of excursionIds) {
      const { excursion } = excursionContent(id, lang);
      expect(sentences(excursion.highlights).length, id).toBeGreaterThanOrEqual(3);
      expect(excursion.itinerary.length, id).toBeGreaterThan(400);
      expect(excursion.price.split("\n").length, id).toBeGreaterThanOrEqual(2);
      expect(excursion.priceIncludes.split("\n").length, id).toBeGreaterThanOrEqual(3);
    }
  });

  it("has five team members, one founder, and bios both over and under the 200-character preview", () => {
    const { members } = pages.about;
    expect(members).toHaveLength(5);
    expect(members.filter((m) => m.founder)).toHaveLength(1);
    expect(members.filter((m) => m.bio.length > 200).length).toBeGreaterThanOrEqual(3);
    expect(members.some((m) => m.bio.length <= 200)).toBe(true);
    expect(new Set(members.map((m) => m.role)).size).toBe(2);
  });

  it("lists the home cards in the spec's order with their pages, one upcoming excursion and four courses", () => {
    const { cards, upcoming, courses } = pages.home;
    expect(cards.map((c) => [c.id, c.url])).toEqual([
      ["equipment", "rental"],
      ["freyclimb", "escaladarocafrey"],
      ["multipitch", "multilargos"],
      ["freyrefuge", "escaladarocarefugiofrey"],
      ["bautismo", "bautismo"],
      ["guiapersonal", "guiapersonal"],
      ["piedraparada", "escaladapiedraparada"],
      ["ventana", "escaladarocacerroventana"],
      ["trekkingLanin", "trekking-lanin"],
    ]);
    for (const card of cards) expect(card.images.length, card.id).toBeGreaterThan(0);
    expect(upcoming.items.map((i) => i.id)).toEqual(["lanin"]);
    expect(courses.items.map((c) => c.id)).toEqual(["trad_course", "sport_course", "piedra_transfer", "trekking"]);
  });

  it("lists the 14 rental items with a price each", () => {
    const { items } = pages.rental;
    expect(items).toHaveLength(14);
    // French and Italian write the amount first, as Intl does ("5 USD").
    for (const item of items) expect(item.price, item.id).toMatch(/USD \d|\d USD/);
  });
});

describe("English texts state the spec's business facts", () => {
  const home = spaced(getHomeContent(catalogue, "en", ""));
  const rental = spaced(getRentalContent(catalogue, "en"));
  const excursion = (id: (typeof excursionIds)[number]) => excursionContent(id, "en").excursion;
  const all = (value: unknown) =>
    stringsWithPaths(value)
      .map(([, text]) => text)
      .join("\n");

  it("home: hero, empty messages, the volcano date and group size, the transfer, the modules and the free spring activity", () => {
    expect(home.hero).toMatchObject({ title: "Challenge your limits", subtitle: "Book unique guided activities in Patagonia" });
    expect(home.carousel.noImages).toBe("No images available");
    expect(home.upcoming.empty).toBe("No excursions scheduled. News coming soon!");
    expect(home.courses.empty).toBe("No courses available at this time.");
    expect(home.columns).toEqual({ date: "Date", location: "Location" });
    const lanin = home.upcoming.items[0];
    expect(lanin?.date).toBe("October 19–20");
    expect(lanin?.description).toContain("Maximum 5 people");
    const course = (id: string) => home.courses.items.find((c) => c.id === id);
    expect(course("piedra_transfer")).toMatchObject({ date: "August 25–30" });
    expect(course("piedra_transfer")?.description).toContain("about 100 km");
    expect(course("piedra_transfer")?.description).toContain("USD 100 per person");
    for (const id of ["trad_course", "sport_course"]) {
      for (const module of ["Module 1:", "Module 2:", "Module 3:"]) expect(course(id)?.description).toContain(module);
    }
    expect(course("trekking")?.description).toContain("free outing in spring");
    expect(home.closing).toMatch(/contact icons/);
  });

  it("cards and excursions: prices, days, seasons and physical levels", () => {
    const card = (id: string) => home.cards.find((c) => c.id === id);
    expect(card("freyclimb")?.price).toBe("USD 200");
    expect(card("trekkingLanin")).toMatchObject({ price: "USD 520", days: "2 days", condition: "High", months: "October to May" });
    expect(card("bautismo")).toMatchObject({ price: "USD 50", condition: "Easy", months: "All year" });
    expect(card("ventana")).toMatchObject({ price: "USD 100", condition: "Medium", months: "All year" });
    // The personal guide's card says what its page says: per day.
    expect(card("guiapersonal")).toMatchObject({ price: "USD 75 / day", condition: "Any level", months: "All year" });
    expect(card("freyclimb")).toMatchObject({ condition: "Medium-high", months: "November to April", days: "1 to 7 days" });
    expect(card("multipitch")).toMatchObject({ price: "USD 180", condition: "Good", months: "November to April" });
    expect(card("piedraparada")).toMatchObject({ price: "From USD 350", days: "3 to 7 days", months: "November to April" });
    expect(card("freyrefuge")).toMatchObject({ days: "3 days" });
    expect(card("equipment")).toMatchObject({ months: "All year", perPerson: false });

    expect(excursion("freyclimb").price).toBe("USD 200 for 1 day\n3 days: USD 175 per day\n7 days: USD 150 per day");
    expect(excursion("freyrefuge").price.split("\n")[0]).toBe("USD 200 per day");
    expect(excursion("piedraparada").price.split("\n")[0]).toBe("From USD 350");
  });

  it("prerequisites: modules 1 and 2 for the Frey climbs, module 1 for baptism and Ventana", () => {
    expect(excursion("freyclimb").experience).toContain("Modules 1 and 2");
    expect(excursion("freyrefuge").experience).toContain("Modules 1 and 2");
    expect(excursion("bautismo").experience).toContain("Module 1");
    expect(excursion("ventana").experience).toContain("Module 1");
  });

  it("volcano page: summit, deadline, group, assistant guide, park rule, camp, distances and hours", () => {
    const text = all(excursion("trekkingLanin"));
    for (const fact of [
      "3,776 m",
      "by 11:00",
      "up to 5 people",
      "an assistant guide joins groups of 4 or more",
      "2 days, as required by the national park's regulations",
      "camp at 2,300 m",
      "7 km",
      "17 km",
      "about 14 hours",
      "USD 520",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("Frey refuge and Ventana pages", () => {
    const frey = all(excursion("freyrefuge"));
    for (const fact of ["1,700 m", "3 to 5 hours", "main needle at 2,405 m"]) expect(frey).toContain(fact);
    const ventana = all(excursion("ventana"));
    for (const fact of ["10 km from the city", "08:30", "16:00", "USD 100"]) expect(ventana).toContain(fact);
  });

  it("times of day as each language writes them: French 8 h 30, 16 h, 11 h", () => {
    const french = (id: ExcursionId) => JSON.stringify(excursionContent(id, "fr").excursion);
    expect(french("ventana")).toContain("de 8\u00a0h\u00a030 à 16\u00a0h");
    expect(french("trekkingLanin")).toContain("11\u00a0h");
    expect(french("ventana")).not.toMatch(/\d\d:\d\d/);
    expect(JSON.stringify(excursionContent("ventana", "es").excursion)).toContain("de 08:30 a 16:00");
  });

  it("rental: item prices per day, sizes and lengths, the full kit and the payment currencies", () => {
    const price = (id: string) => rental.items.find((i) => i.id === id)?.price;
    const item = (id: string) => all(rental.items.find((i) => i.id === id));
    expect(Object.fromEntries(rental.items.map((i) => [i.id, i.price.match(/USD \d+/)?.[0]]))).toEqual({
      helmet: "USD 5",
      rope: "USD 20",
      cord: "USD 2",
      carabiner: "USD 1",
      anchor: "USD 5",
      harness: "USD 7",
      quickdraws: "USD 15",
      belay: "USD 6",
      shoes: "USD 9",
      rappel: "USD 3",
      clipstick: "USD 5",
      crampons: "USD 15",
      tent: "USD 25",
      sleepingbag: "USD 20",
    });
    expect(price("helmet")).toBe("USD 5 / day");
    expect(price("quickdraws")).toBe("USD 15 / day for a set of 12, or USD 2 / day each");
    expect(item("rope")).toContain("50/60/70/80 m");
    expect(item("shoes")).toContain("sizes 34 to 44");
    expect(item("clipstick")).toContain("1 m, 1.25 m, and 1.5 m");
    expect(rental.special.title).toBe("Full kit for 2 people");
    expect(rental.special.price).toBe("USD 70 per day or USD 180 for 3 days");
    expect(rental.specialPrices.join("\n")).toMatch(/USD 70[\s\S]*USD 180/);
    expect(getPaymentContent(catalogue, "en")).toMatchObject({ title: "Book your adventure", currencies: ["USD", "ARS"] });
  });
});

describe("Spanish texts", () => {
  it("use the Argentine voseo and Spanish dates", () => {
    const home = getHomeContent(catalogue, "es", "");
    expect(home.hero.subtitle).toMatch(/^Reservá /);
    expect(home.upcoming.items[0]?.date).toBe("19 y 20 de octubre");
    expect(home.courses.items.find((c) => c.id === "piedra_transfer")?.date).toBe("Del 25 al 30 de agosto");
    expect(excursionContent("ventana", "es").booking.title).toBe("Reservá esta excursión");
    expect(excursionContent("trekkingLanin", "es").excursion.months).toBe("De octubre a mayo");
  });
});

describe("numbers", () => {
  it("are written for each language: 3,776 m in English, 3.776 m in Argentine Spanish", () => {
    expect(excursionContent("trekkingLanin", "en").excursion.highlights).toContain("3,776 m");
    expect(excursionContent("trekkingLanin", "es").excursion.highlights).toContain("3.776 m");
    expect(getRentalContent(catalogue, "es").items.find((i) => i.id === "clipstick")?.tooltip).toContain("1 m, 1,25 m y 1,5 m");
  });
});
