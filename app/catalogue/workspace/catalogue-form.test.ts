import { describe, expect, it } from "vitest";
import { checkEntry } from "../check.ts";
import type { Entry, EntryState, ExcursionData, Lang, TeamData } from "../model.ts";
import {
  entryFromForm,
  parseAmount,
  parseWhole,
  problemField,
  reviewLanguages,
  sameEntry,
  statusOf,
  STILL_RIGHT,
} from "./catalogue-form.ts";
import { catalogueSubjectText, auditSubject, formValuesOf, problemsInWords, textLabel } from "./catalogue.server.ts";
import { fieldId } from "./catalogue-view.ts";
import { catalogueTexts } from "../i18n/editor/index.ts";

const frey: Entry<"excursion"> = {
  kind: "excursion",
  key: "freyclimb",
  data: {
    address: "escaladarocafrey",
    level: "medium",
    pricing: {
      currency: "USD",
      tiers: [
        { amount: 200, unit: "personDay" },
        { amount: 175, unit: "personDay", days: 3 },
        { amount: 150, unit: "personDay", days: 7, from: true },
      ],
    },
    deposit: null,
    meeting: { mapUrl: "https://maps.example.org/frey", time: "08:30" },
    rentalItems: ["helmet", "harness"],
    homeOrder: 1,
    date: "2025-03-10",
    retired: null,
  },
  texts: {
    es: { name: "Escalada en Roca Frey", location: "Cerro Catedral", highlights: "Agujas de granito. Un refugio. Y más." },
    en: { name: "Frey rock climbing", location: "Cerro Catedral", highlights: "Granite spires. A hut. And more." },
  },
  review: { en: { highlights: { from: "es", before: "Agujas.", after: "Agujas de granito. Un refugio. Y más." } } },
};

/** The form a browser posts back: every field as the editor drew it, with changes. */
function posted(entry: Entry, lang: Lang, changes: Record<string, string | string[]> = {}, drop: string[] = []) {
  const { values, lists } = formValuesOf(entry, lang);
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...values, ...changes })) {
    if (drop.includes(name) || Object.hasOwn(lists, name)) continue;
    if (Array.isArray(value)) continue;
    // An unticked checkbox is not posted at all.
    if ((name.endsWith(".from") || name === "data.founder") && value !== "yes") continue;
    form.append(name, value);
  }
  for (const [name, items] of Object.entries({ ...lists, ...changes })) {
    if (!Array.isArray(items)) continue;
    for (const item of items) form.append(name, item);
  }
  // The texts the editor shows, empty ones too.
  return form;
}

describe("the catalogue editor's form", () => {
  it("posted back unchanged, describes the same entry", () => {
    const { entry } = entryFromForm(frey, posted(frey, "es"), "es");
    expect(sameEntry(entry, frey)).toBe(true);
    const team: Entry<"team"> = {
      kind: "team",
      key: "martin",
      data: { name: "Martín", order: 2, founder: true, certifications: "AAGM", languages: ["es", "en"] },
      texts: { es: { role: "Guía", bio: "Escala desde los doce." } },
      review: {},
    };
    expect(sameEntry(entryFromForm(team, posted(team, "es"), "es").entry, team)).toBe(true);
  });

  it("reads a changed price and text, a removed tier, a new tier, and keeps the other languages", () => {
    const form = posted(frey, "es", {
      "data.pricing.tiers.0.amount": "1.500",
      "data.pricing.tiers.1.remove": "yes",
      "data.pricing.tiers.3.amount": "120,50",
      "data.pricing.tiers.3.days": "14",
      "texts.es.name": "  Escalada en Frey \r\n",
    });
    const { entry, rows } = entryFromForm(frey, form, "es");
    const data = entry.data as ExcursionData;
    expect(data.pricing.tiers).toEqual([
      { amount: 1500, unit: "personDay" },
      { amount: 150, unit: "personDay", days: 7, from: true },
      { amount: 120.5, unit: "personDay", days: 14 },
    ]);
    expect(rows).toEqual([0, 2, 3]);
    expect(entry.texts.es?.name).toBe("Escalada en Frey");
    expect(entry.texts.en).toEqual(frey.texts.en);
    expect(data.address).toBe("escaladarocafrey");
    expect(data.rentalItems).toEqual(["helmet", "harness"]);
  });

  it("reads when the excursion ends, the time back on its last day, and refuses one that is not a time", () => {
    const { entry } = entryFromForm(frey, posted(frey, "es", { "data.meeting.endTime": "16:00" }), "es");
    expect((entry.data as ExcursionData).meeting).toEqual({ mapUrl: "https://maps.example.org/frey", time: "08:30", endTime: "16:00" });
    expect(formValuesOf(entry, "es").values["data.meeting.endTime"]).toBe("16:00");
    const wrong = entryFromForm(frey, posted(frey, "es", { "data.meeting.endTime": "4 pm" }), "es").entry;
    const problems = checkEntry(wrong, undefined);
    expect(problems).toContainEqual({ path: "data.meeting.endTime", problem: "bad-time" });
    const shown = problemsInWords(problems, { kind: "excursion", lang: "es", rows: [0, 1, 2], workspaceLang: "es", fieldId });
    expect(shown).toContainEqual({
      field: "data.meeting.endTime",
      label: "Hora de regreso, el último día",
      message: "Una hora como 08:30.",
      href: "#c-data-meeting-endTime",
    });
  });

  it("puts each of the service's problems beside the form's field, a price by its row on the page", () => {
    const form = posted(frey, "es", { "data.pricing.tiers.0.remove": "yes", "data.pricing.tiers.2.amount": "-5", "texts.es.name": "" });
    const { entry, rows } = entryFromForm(frey, form, "es");
    const problems = checkEntry(entry, undefined);
    expect(problems).toContainEqual({ path: "data.pricing.tiers.1.amount", problem: "not-positive-amount" });
    expect(problemField("data.pricing.tiers.1.amount", rows)).toBe("data.pricing.tiers.2.amount");
    const shown = problemsInWords(problems, { kind: "excursion", lang: "es", rows, workspaceLang: "es", fieldId });
    expect(shown).toContainEqual({
      field: "data.pricing.tiers.2.amount",
      label: "Precio 3: Monto",
      message: "Poné un monto mayor que cero.",
      href: "#c-data-pricing-tiers-2-amount",
    });
    expect(shown).toContainEqual({
      field: "texts.es.name",
      label: "Nombre",
      message: "Este texto es obligatorio.",
      href: "#c-texts-es-name",
    });
  });

  it("links a problem of another language's text to that language's editor, named in words", () => {
    const shown = problemsInWords([{ path: "texts.es.highlights", problem: "required" }], {
      kind: "excursion",
      lang: "en",
      workspaceLang: "en",
      fieldId,
    });
    expect(shown[0]).toMatchObject({ label: "Highlights (Spanish)", href: "?lang=es#c-texts-es-highlights" });
  });

  it("an empty new row adds no price; a row with only days is a price without an amount", () => {
    expect((entryFromForm(frey, posted(frey, "es"), "es").entry.data as ExcursionData).pricing.tiers).toHaveLength(3);
    const form = posted(frey, "es", { "data.pricing.tiers.3.days": "2" });
    const tiers = (entryFromForm(frey, form, "es").entry.data as ExcursionData).pricing.tiers;
    expect(tiers).toHaveLength(4);
    expect(tiers[3]!.amount).toBeNaN();
  });

  it("a text to review leaves its mark when it is changed or marked still right, not otherwise", () => {
    expect(reviewLanguages(frey)).toEqual(["en"]);
    expect(entryFromForm(frey, posted(frey, "en"), "en").entry.review.en?.highlights).toBeDefined();
    expect(entryFromForm(frey, posted(frey, "en"), "en", `${STILL_RIGHT}highlights`).entry.review).toEqual({});
    const edited = entryFromForm(frey, posted(frey, "en", { "texts.en.highlights": "Granite spires. A hut. More." }), "en").entry;
    expect(edited.review).toEqual({});
    expect(edited.texts.en?.highlights).toBe("Granite spires. A hut. More.");
  });

  it("reads a team member's name, languages and founder box; a guide's order must be a number", () => {
    const team: Entry<"team"> = {
      kind: "team",
      key: "ana",
      data: { name: "Ana", order: 3, founder: false, certifications: "", languages: [] },
      texts: { es: { role: "Guía", bio: "Bio." } },
      review: {},
    };
    const form = posted(team, "es", {
      "data.name": " Ana Pérez ",
      "data.founder": "yes",
      "data.languages": ["es", "de"],
      "data.order": "x",
    });
    const data = entryFromForm(team, form, "es").entry.data as TeamData;
    expect(data).toMatchObject({ name: "Ana Pérez", founder: true, languages: ["es", "de"] });
    expect(checkEntry({ ...team, data }, undefined)).toContainEqual({ path: "data.order", problem: "bad-order" });
  });

  it("writes no empty language: a language with no text written stays out of the entry", () => {
    const { entry } = entryFromForm(frey, posted(frey, "fr"), "fr");
    expect(entry.texts.fr).toBeUndefined();
  });
});

describe("amounts as an owner types them", () => {
  it.each([
    ["175", 175],
    ["175.50", 175.5],
    ["175,50", 175.5],
    ["1.500", 1500],
    ["1,500", 1500],
    ["USD 1.500,25", 1500.25],
    ["-5", -5],
  ])("%s is %d", (typed, amount) => expect(parseAmount(typed)).toBe(amount));
  it("anything else is not a number", () => {
    expect(parseAmount("")).toBeNaN();
    expect(parseAmount("doscientos")).toBeNaN();
    expect(parseWhole("")).toBeUndefined();
    expect(parseWhole("2.5")).toBeNaN();
  });
});

describe("an entry's state and words", () => {
  const state = (over: Partial<EntryState>): EntryState => ({
    kind: "excursion",
    key: "freyclimb",
    published: frey,
    publishedVersion: 1,
    draft: undefined,
    draftBy: undefined,
    draftAt: undefined,
    ...over,
  });
  it("is published, a draft not published, both, or retired", () => {
    expect(statusOf(state({}))).toBe("published");
    expect(statusOf(state({ published: undefined, publishedVersion: undefined, draft: frey }))).toBe("draft");
    expect(statusOf(state({ draft: { ...frey, texts: { es: { ...frey.texts.es!, name: "Otra" } } } }))).toBe("publishedWithDraft");
    expect(statusOf(state({ published: { ...frey, data: { ...frey.data, retired: { movedTo: null } } } }))).toBe("retired");
  });

  it("is named in the history by its name, never its key", () => {
    const subject = auditSubject(frey, "es");
    expect(subject).toBe("catalogue excursion freyclimb «Escalada en Roca Frey»");
    expect(catalogueSubjectText(subject, "es")).toBe("Excursión «Escalada en Roca Frey»");
    expect(catalogueSubjectText(subject, "en")).toBe("Excursion «Escalada en Roca Frey»");
    expect(catalogueSubjectText("catalogue policies policies «Policies»", "es")).toBe("Políticas");
  });

  it("names every text field of every kind in both languages", async () => {
    const { textFields } = await import("../fields.ts");
    for (const lang of ["es", "en"] as const)
      for (const [kind, fields] of Object.entries(textFields))
        for (const field of fields)
          expect(textLabel(kind as "home", field.name, catalogueTexts[lang]), `${lang} ${kind} ${field.name}`).not.toBe(field.name);
    expect(textLabel("home", "courseTradDate", catalogueTexts.es)).toBe("Curso de escalada tradicional: fecha");
  });
});
