import { describe, expect, it } from "vitest";
import { dictionaries as everyDictionary } from "./dictionaries.testing.ts";
import { fill } from "./fill.ts";
import { languages, type Lang } from "./languages.ts";
import type { Plural, PluralForms } from "./plural.ts";

/** Every dictionary of the site and the workspace, per language (found in their places: ./dictionaries.testing.ts). */
const dictionaries: [string, Partial<Record<Lang, unknown>>][] = everyDictionary().map((dictionary) => [dictionary.name, dictionary.texts]);

/**
 * The placeholders a plain string may take: words and measures, never a count of things. A count
 * is `{count}` in an entry with plural forms; any other placeholder must be added here first.
 */
const words = new Set([
  "name",
  "site",
  "host",
  "reference",
  "excursion",
  "email",
  "role",
  "language",
  "location",
  "subject",
  "chat",
  "megabytes",
  "when",
  "error",
  "languages",
  "value",
  "hours",
  "status",
  "offer",
  "dates",
  "author",
  "facts",
  // A review's rating and an excursion's average rating, out of 5.
  "rating",
  "average",
  // The email that confirms a booking: "2 people" written already in its plural form, names of
  // rental gear, an amount of money, a share in percent, a payment provider, links and file names.
  "people",
  "gear",
  "amount",
  "percent",
  "provider",
  "link",
  "files",
  // Money and days already written in words (app/payments/words.ts), and who did it.
  "currency",
  "due",
  "paid",
  "method",
  "day",
  "who",
  // The booking page, its part of the workspace and the reminders: a place and a time of day, a
  // date or a day already in words, a reason or an answer as written, the conditions' version, the
  // business's name, the dates before a move.
  "place",
  "time",
  "date",
  "until",
  "reason",
  "answer",
  "version",
  "business",
  "before",
  // The guide's list: a phone number, a rental item's name, the sizes asked for.
  "phone",
  "item",
  "sizes",
  // A participant's number on the booking page ("Participant 2"): a name, not a count.
  "number",
  // The price's words: an amount with its unit ("USD 175 per day").
  "price",
  // The catalogue editor: a page's address, the version a restore publishes, another excursion's name.
  "url",
  "next",
  "other",
  // The language an excursion's texts are written in, by its name.
  "textLanguage",
  // The business's name and its street.
  "siteName",
  "address",
]);

/**
 * Counts in plain strings that need no plural forms: a number as the value after a label
 * ("Harness: 3"), which no language's grammar changes, or a count already written in words.
 */
const countsAsValues: Record<string, string[]> = {
  // `{days}` is the price's own `days` entry, already in its plural form ("3 days").
  "catalogue/price": [
    "forDays.group takes {days}",
    "forDays.person takes {days}",
    "fromDays takes {days}",
    "gearLine takes {count}",
    "gearLine takes {days}",
  ],
  "bookings/reminders": ["before.missingConditions takes {count}", "before.missingForms takes {count}"],
  "bookings/guide-list": ["gearLine takes {count}"],
  // "Page 2 of 5": a position and the number of pages, the same in every grammar.
  workspace: ["pager.position takes {page}", "pager.position takes {pages}"],
  // The editor's counter of characters: "12 of 120 characters", the limit's plural.
  "catalogue/editor": ["editor.counter takes {count}", "editor.counter takes {max}"],
  // The carousel's slide label: "2 of 5", two numbers as values.
  "content/home": ["carousel.slideLabel takes {n}", "carousel.slideLabel takes {total}"],
};

/**
 * Counts in plain strings found when these dictionaries joined the test (decision 0090): for the
 * five-language pass to write as plural forms (or as a label and its value), then to take off this list.
 */
const countsToRewrite: Record<string, string[]> = {
  "bookings/page": ["linkEmail.text takes {days}", "privacy takes {days}"],
  "bookings/workspace": ["hint takes {days}"],
  // The full kit's people and days are business facts (app/catalogue/facts.ts) the sentences are
  // written for: the kit is to become a rental item of the catalogue with its own price.
  "content/rental": [
    "special.title takes {kitPeople}",
    "special.text takes {kitPeople}",
    "special.price takes {kitPerDay}",
    "special.price takes {kitMultiDayPrice}",
    "special.price takes {kitMultiDays}",
    "special.contactMessage takes {kitPeople}",
    "specialPrices.0 takes {kitPeople}",
    "specialPrices.0 takes {kitPerDay}",
    "specialPrices.1 takes {kitPeople}",
    "specialPrices.1 takes {kitMultiDays}",
    "specialPrices.1 takes {kitMultiDayPrice}",
  ],
};

type Entry = { path: string; text: string } | { path: string; forms: PluralForms };

const categories = new Set<string>(["zero", "one", "two", "few", "many", "other"]);

/** An object of plural categories, as the types see one: "one" and "other" at least (a form's `{ other }` option is no plural). */
function isPlural(value: unknown): value is PluralForms {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes("one") && keys.includes("other") && keys.every((key) => categories.has(key));
}

function entries(value: unknown, path = ""): Entry[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (isPlural(value)) return [{ path, forms: value }];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => entries(item, path ? `${path}.${key}` : key));
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The plain strings of a dictionary that take something other than a word: a count without plural forms. */
function countsInPlainStrings(dictionary: unknown): string[] {
  return entries(dictionary).flatMap((entry) =>
    "text" in entry
      ? placeholders(entry.text)
          .filter((name) => !words.has(name))
          .map((name) => `${entry.path} takes {${name}}`)
      : [],
  );
}

const every = dictionaries.flatMap(([name, perLang]) =>
  languages.filter((lang) => perLang[lang]).map((lang) => ({ name, lang, dictionary: perLang[lang] })),
);

describe("entries that take a count", () => {
  it("finds a count in a plain string, and none in words or plural forms", () => {
    expect(
      countsInPlainStrings({
        a: { left: "{n} seats left", kit: "Kit for {count} people" },
        b: "Hello {name}",
        c: { one: "{count} seat", other: "{count} seats" },
      }),
    ).toEqual(["a.left takes {n}", "a.kit takes {count}"]);
  });

  it.each(every)("are plural forms in $name ($lang): no plain string takes a count", ({ name, dictionary }) => {
    expect(
      countsInPlainStrings(dictionary).filter((found) => !countsAsValues[name]?.includes(found) && !countsToRewrite[name]?.includes(found)),
    ).toEqual([]);
  });

  it.each(every)(
    "have in $name ($lang) exactly the categories the language's rules select, each with its {count}",
    ({ lang, dictionary }) => {
      const selected = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const entry of entries(dictionary)) {
        if (!("forms" in entry)) continue;
        expect(Object.keys(entry.forms).sort(), entry.path).toEqual([...selected].sort());
        const others = (form: string) =>
          placeholders(form)
            .filter((name) => name !== "count")
            .sort();
        for (const [category, form] of Object.entries(entry.forms)) {
          expect(form, `${entry.path}.${category}`).toContain("{count}");
          expect(others(form), `${entry.path}.${category}`).toEqual(others(entry.forms.other));
        }
        for (const count of [0, 1, 2, 5, 21, 1_000_000])
          expect(fill(entry.forms, { count }, lang), `${entry.path} for ${count}`).not.toContain("{count}");
      }
    },
  );

  it.each(every.filter(({ lang }) => lang !== "en"))(
    "are the same entries in $name ($lang) as in English",
    ({ name, lang, dictionary }) => {
      const plural = (value: unknown) => entries(value).flatMap((entry) => ("forms" in entry ? [entry.path] : []));
      const english = dictionaries.find(([dictionaryName]) => dictionaryName === name)![1].en;
      expect(plural(dictionary), lang).toEqual(plural(english));
    },
  );
});

/** One entry of a dictionary found in its place, by its path ("summary.people"). */
function entry(name: string, lang: Lang, path: string): string | PluralForms {
  const texts = dictionaries.find(([dictionaryName]) => dictionaryName === name)![1][lang];
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], texts) as string | PluralForms;
}

describe("fill with a count", () => {
  it("reads right for one in every language", () => {
    expect(fill(entry("bookings", "en", "summary.people"), { count: 1 }, "en")).toBe("1 person");
    expect(fill(entry("bookings", "fr", "summary.people"), { count: 1 }, "fr")).toBe("1 personne");
    expect(fill(entry("bookings", "fr", "summary.people"), { count: 2 }, "fr")).toBe("2 personnes");
    expect(fill(entry("departures", "en", "seatsLeft"), { count: 1 }, "en")).toBe("1 seat left");
    expect(fill(entry("departures", "pt", "seatsLeft"), { count: 1 }, "pt")).toBe("Resta 1 vaga");
    expect(fill(entry("departures", "it", "seatsLeft"), { count: 3 }, "it")).toBe("3 posti liberi");
    expect(fill(entry("workspace", "en", "requests.seatsLeft"), { count: 1 }, "en")).toBe("1 seat left");
    expect(fill(entry("workspace", "es", "home.unanswered"), { count: 1 }, "es")).toBe("1 solicitud de reserva sin responder");
    expect(fill(entry("workspace", "es", "home.unanswered"), { count: 4 }, "es")).toBe("4 solicitudes de reserva sin responder");
  });

  it("follows each language's rules: zero is singular in French, a round million takes «de»", () => {
    expect(fill(entry("bookings", "fr", "summary.people"), { count: 0 }, "fr")).toBe("0 personne");
    expect(fill(entry("bookings", "en", "summary.people"), { count: 0 }, "en")).toBe("0 people");
    expect(fill(entry("bookings", "es", "summary.people"), { count: 1_000_000 }, "es")).toBe("1.000.000 de personas");
    expect(fill(entry("bookings", "es", "summary.people"), { count: 1_000_001 }, "es")).toBe("1.000.001 personas");
  });

  it("fills the other placeholders of the chosen form, and plain texts as before", () => {
    const forms: Plural<"en"> = { one: "{count} comment by {name}", other: "{count} comments by {name}" };
    expect(fill(forms, { count: 1, name: "Ana" }, "en")).toBe("1 comment by Ana");
    expect(fill("Hello {name}, {missing}", { name: "Ana" })).toBe("Hello Ana, {missing}");
  });
});
