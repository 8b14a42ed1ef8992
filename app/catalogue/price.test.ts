import { describe, expect, it } from "vitest";
import { factValues } from "./facts.ts";
import { rentalItemIds } from "./seed/rental-items.ts";
import { fill } from "../i18n/fill.ts";
import { type Lang, languages } from "../i18n/languages.ts";
import type { ExcursionId } from "../site/pages.ts";
import { priceTexts } from "./i18n/price/index.ts";
import type { Currency, Pricing } from "./model.ts";
import {
  cardPriceLine,
  formatAmount,
  groupTotal,
  kitPriceLine,
  offers,
  pricedPer,
  priceLines,
  pricingNote,
  rentalPriceLine,
} from "./price.ts";
import { seedKitPrice, seedPricing, seedRentalPrices } from "./seed/pricing.ts";
import { seedTexts } from "./seed/texts/index.ts";

/** Intl keeps a currency code and its amount together with a no-break space; tables below read it as a space. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const lines = (pricing: Pricing, lang: Lang) => priceLines(pricing, lang).map(spaces);
const seeded = (id: ExcursionId) => seedPricing[id]!;

/** Today's price sentences (the seed's texts, ./seed/texts/), with their numbers filled in. */
const today = (text: string, lang: Lang) => spaces(fill(text, factValues(lang)));

/** French and Italian write the amount before the code ("200 USD"): today's "USD 200" read that way. */
const intlOrder = (text: string, lang: Lang) => (lang === "fr" || lang === "it" ? text.replace(/USD ([\d.,]+)/g, "$1 USD") : text);

describe("an excursion's price lines", () => {
  const expected: Record<Lang, Record<ExcursionId, string[]>> = {
    en: {
      freyclimb: ["USD 200 for 1 day", "3 days: USD 175 per day", "7 days: USD 150 per day"],
      multipitch: ["USD 180"],
      freyrefuge: ["USD 200 per day"],
      bautismo: ["USD 50"],
      guiapersonal: ["USD 75 per day"],
      piedraparada: ["From USD 350"],
      ventana: ["USD 100"],
      trekkingLanin: ["USD 520"],
    },
    es: {
      freyclimb: ["USD 200 por 1 día", "3 días: USD 175 por día", "7 días: USD 150 por día"],
      multipitch: ["USD 180"],
      freyrefuge: ["USD 200 por día"],
      bautismo: ["USD 50"],
      guiapersonal: ["USD 75 por día"],
      piedraparada: ["Desde USD 350"],
      ventana: ["USD 100"],
      trekkingLanin: ["USD 520"],
    },
    fr: {
      freyclimb: ["200 USD pour 1 jour", "3 jours : 175 USD par jour", "7 jours : 150 USD par jour"],
      multipitch: ["180 USD"],
      freyrefuge: ["200 USD par jour"],
      bautismo: ["50 USD"],
      guiapersonal: ["75 USD par jour"],
      piedraparada: ["À partir de 350 USD"],
      ventana: ["100 USD"],
      trekkingLanin: ["520 USD"],
    },
    pt: {
      freyclimb: ["USD 200 por 1 dia", "3 dias: USD 175 por dia", "7 dias: USD 150 por dia"],
      multipitch: ["USD 180"],
      freyrefuge: ["USD 200 por dia"],
      bautismo: ["USD 50"],
      guiapersonal: ["USD 75 por dia"],
      piedraparada: ["A partir de USD 350"],
      ventana: ["USD 100"],
      trekkingLanin: ["USD 520"],
    },
    it: {
      freyclimb: ["200 USD per 1 giorno", "3 giorni: 175 USD al giorno", "7 giorni: 150 USD al giorno"],
      multipitch: ["180 USD"],
      freyrefuge: ["200 USD al giorno"],
      bautismo: ["50 USD"],
      guiapersonal: ["75 USD al giorno"],
      piedraparada: ["Da 350 USD"],
      ventana: ["100 USD"],
      trekkingLanin: ["520 USD"],
    },
  };

  it("covers every seeded excursion", () => {
    expect(Object.keys(seedPricing).sort()).toEqual(Object.keys(expected.en).sort());
  });

  it.each(languages)("read in %s as the table says", (lang) => {
    for (const [id, want] of Object.entries(expected[lang])) expect(lines(seeded(id as ExcursionId), lang), `${id}`).toEqual(want);
  });

  it.each(languages)("read in %s as today's sentences do (the amount where Intl puts it)", (lang) => {
    const words = seedTexts[lang].excursions;
    for (const id of Object.keys(seedPricing) as ExcursionId[]) {
      const pricing = seeded(id);
      const todays = today(words[id as keyof typeof words].price, lang)
        .split("\n")
        .slice(0, pricing.tiers.length);
      expect(lines(pricing, lang), `${id}`).toEqual(todays.map((line) => intlOrder(line, lang)));
    }
  });

  it("never breaks a line between the currency code and its amount", () => {
    expect(priceLines(seeded("freyclimb"), "en")[0]).toBe("USD\u00a0200 for 1 day");
    expect(priceLines(seeded("freyclimb"), "fr")[1]).toBe("3 jours\u00a0: 175\u00a0USD par jour");
  });

  it("say per group, per day and from in every language", () => {
    const group: Pricing = {
      currency: "USD",
      tiers: [
        { amount: 300, unit: "group" },
        { amount: 120, unit: "groupDay", days: 3 },
        { amount: 900, unit: "group", days: 7, from: true },
      ],
    };
    expect(lines(group, "en")).toEqual(["USD 300 per group", "3 days: USD 120 per day, per group", "From USD 900 for 7 days, per group"]);
    expect(lines(group, "es")).toEqual(["USD 300 por grupo", "3 días: USD 120 por día, por grupo", "Desde USD 900 por 7 días, por grupo"]);
    expect(lines(group, "fr")).toEqual([
      "300 USD par groupe",
      "3 jours : 120 USD par jour et par groupe",
      "À partir de 900 USD pour 7 jours, par groupe",
    ]);
    expect(lines(group, "pt")).toEqual([
      "USD 300 por grupo",
      "3 dias: USD 120 por dia, por grupo",
      "A partir de USD 900 por 7 dias, por grupo",
    ]);
    expect(lines(group, "it")).toEqual([
      "300 USD per gruppo",
      "3 giorni: 120 USD al giorno, per gruppo",
      "Da 900 USD per 7 giorni, per gruppo",
    ]);
    const perDayFrom: Pricing = { currency: "USD", tiers: [{ amount: 60, unit: "personDay", days: 2, from: true }] };
    expect(lines(perDayFrom, "en")).toEqual(["2 days: from USD 60 per day"]);
    expect(lines(perDayFrom, "es")).toEqual(["2 días: desde USD 60 por día"]);
    const programme: Pricing = { currency: "USD", tiers: [{ amount: 520, unit: "person", days: 2 }] };
    expect(lines(programme, "en")).toEqual(["USD 520 for 2 days"]);
    expect(lines(programme, "it")).toEqual(["520 USD per 2 giorni"]);
  });

  it("write pesos and cents as each language does, Spanish as in Argentina", () => {
    const pesos: Pricing = {
      currency: "ARS",
      tiers: [
        { amount: 250000, unit: "person" },
        { amount: 12.5, unit: "personDay", days: 3 },
      ],
    };
    expect(lines(pesos, "en")).toEqual(["ARS 250,000", "3 days: ARS 12.50 per day"]);
    expect(lines(pesos, "es")).toEqual(["ARS 250.000", "3 días: ARS 12,50 por día"]);
    expect(lines(pesos, "fr")).toEqual(["250 000 ARS", "3 jours : 12,50 ARS par jour"]);
    expect(lines(pesos, "pt")).toEqual(["ARS 250.000", "3 dias: ARS 12,50 por dia"]);
    expect(lines(pesos, "it")).toEqual(["250.000 ARS", "3 giorni: 12,50 ARS al giorno"]);
    expect(spaces(formatAmount(0.5, "USD", "en"))).toBe("USD 0.50");
  });

  it("survive what the checks would refuse: no tiers, an unknown unit, a currency that is no code", () => {
    const empty: Pricing = { currency: "USD", tiers: [] };
    expect(priceLines(empty, "en")).toEqual([]);
    expect(pricingNote(empty, "en")).toBe("");
    expect(cardPriceLine(empty, "en")).toBe("");
    expect(offers(empty, "https://bariloche.example/x")).toEqual([]);
    const odd = { currency: "USD", tiers: [{ amount: 40, unit: "boat" }] } as unknown as Pricing;
    expect(lines(odd, "en")).toEqual(["USD 40"]);
    expect(spaces(cardPriceLine(odd, "en"))).toBe("USD 40");
    const hostile = { currency: "<script>", tiers: [{ amount: 40, unit: "person" }] } as unknown as Pricing;
    expect(priceLines(hostile, "en")).toEqual(["40"]);
    expect(pricingNote(hostile, "es")).toBe("Precios en <script>, por persona.");
  });
});

describe("the note under a price", () => {
  it("says per group, pesos, or both kinds as the tiers are", () => {
    const group: Pricing = { currency: "ARS", tiers: [{ amount: 300, unit: "groupDay" }] };
    expect(pricingNote(group, "en")).toBe("Prices in Argentine pesos, per group.");
    expect(pricingNote(group, "es")).toBe("Precios en pesos argentinos, por grupo.");
    const mixed: Pricing = {
      currency: "USD",
      tiers: [
        { amount: 100, unit: "person" },
        { amount: 300, unit: "group" },
      ],
    };
    expect(pricedPer(mixed)).toBe("mixed");
    expect(pricingNote(mixed, "en")).toBe("Prices in US dollars, per person unless marked per group.");
    expect(pricingNote(mixed, "it")).toBe("Prezzi in dollari statunitensi, a persona, salvo dove è indicato «per gruppo».");
    expect(pricedPer(seeded("guiapersonal"))).toBe("person");
    expect(pricedPer(group)).toBe("group");
  });
});

describe("the home card's price", () => {
  /** The home's card of each excursion. */
  const cards = {
    freyclimb: "frey",
    multipitch: "multipitch",
    freyrefuge: "freyrefuge",
    bautismo: "baptism",
    guiapersonal: "personal",
    piedraparada: "piedraparada",
    ventana: "ventana",
    trekkingLanin: "trekkingLanin",
  } as const;

  it.each(languages)("in %s, reads as today's cards, the personal guide now saying per day", (lang) => {
    for (const [id, card] of Object.entries(cards)) {
      const todays = intlOrder(today(seedTexts[lang].home.cards[card].price, lang), lang);
      const ours = spaces(cardPriceLine(seeded(id as ExcursionId), lang));
      // Today's personal guide card says "USD 75" where its page says "USD 75 per day".
      const perDay = { en: " / day", es: " / día", fr: " / jour", pt: " / dia", it: " / giorno" }[lang];
      expect(ours, id).toBe(id === "guiapersonal" ? `${todays}${perDay}` : todays);
    }
    expect(spaces(cardPriceLine(seeded("guiapersonal"), "en"))).toBe("USD 75 / day");
    expect(spaces(cardPriceLine(seeded("guiapersonal"), "es"))).toBe("USD 75 / día");
  });

  it("shows per group and from on a card", () => {
    expect(spaces(cardPriceLine({ currency: "USD", tiers: [{ amount: 300, unit: "group" }] }, "en"))).toBe("USD 300 per group");
    expect(spaces(cardPriceLine({ currency: "USD", tiers: [{ amount: 90, unit: "groupDay", from: true }] }, "pt"))).toBe(
      "A partir de USD 90 / dia, por grupo",
    );
  });
});

describe("rental prices", () => {
  it("seed every rental item", () => {
    expect(Object.keys(seedRentalPrices).sort()).toEqual([...rentalItemIds].sort());
  });

  it.each(languages)("in %s, read as today's items (per day) and the home's equipment card", (lang) => {
    for (const id of rentalItemIds) {
      const todays = intlOrder(today(seedTexts[lang].rental[id].price, lang), lang);
      const ours = spaces(rentalPriceLine(seedRentalPrices[id]!, lang));
      // Quickdraws: today's line goes on with the single quickdraw's price, which stays words.
      if (id === "quickdraws") expect(todays.startsWith(ours), `${todays} starts with ${ours}`).toBe(true);
      else expect(ours, id).toBe(todays);
    }
    expect(spaces(kitPriceLine(seedKitPrice, lang))).toBe(intlOrder(today(seedTexts[lang].home.cards.equipment.price, lang), lang));
  });

  it("count the kit's people in each language's grammar", () => {
    const one = { amount: 40, currency: "USD" as Currency, people: 1 };
    expect(spaces(kitPriceLine(one, "fr"))).toBe("Kit complet pour 1 personne : 40 USD / jour");
    expect(spaces(kitPriceLine(one, "pt"))).toBe("Kit completo para 1 pessoa: USD 40 / dia");
    expect(spaces(kitPriceLine({ ...one, people: 4 }, "it"))).toBe("Kit completo per 4 persone: 40 USD / giorno");
  });
});

describe("a group's total", () => {
  const frey = seeded("freyclimb");

  it("takes the tier with the most days up to the days asked, per person and per day", () => {
    const total = (people: number, days: number) => groupTotal(frey, { people, days })?.amount;
    expect(total(1, 1)).toBe(200);
    expect(total(2, 2)).toBe(800);
    expect(total(2, 3)).toBe(1050);
    expect(total(3, 6)).toBe(3150);
    expect(total(1, 7)).toBe(1050);
    expect(total(4, 10)).toBe(6000);
    expect(groupTotal(frey, { people: 2, days: 5 })).toEqual({
      amount: 1750,
      currency: "USD",
      tier: { amount: 175, unit: "personDay", days: 3 },
    });
  });

  it("counts each unit: a programme per person, a day per person, a group, a day per group", () => {
    expect(groupTotal(seeded("freyrefuge"), { people: 2, days: 3 })?.amount).toBe(1200);
    expect(groupTotal(seeded("multipitch"), { people: 3, days: 1 })?.amount).toBe(540);
    expect(groupTotal(seeded("trekkingLanin"), { people: 5, days: 2 })?.amount).toBe(2600);
    expect(groupTotal(seeded("guiapersonal"), { people: 2, days: 4 })?.amount).toBe(600);
    const piedra = groupTotal(seeded("piedraparada"), { people: 2, days: 5 });
    expect(piedra?.amount).toBe(700);
    expect(piedra?.tier.from).toBe(true);
    const group: Pricing = {
      currency: "ARS",
      tiers: [
        { amount: 300, unit: "group" },
        { amount: 120, unit: "groupDay", days: 3 },
      ],
    };
    expect(groupTotal(group, { people: 5, days: 1 })).toEqual({ amount: 300, currency: "ARS", tier: group.tiers[0] });
    expect(groupTotal(group, { people: 5, days: 4 })?.amount).toBe(480);
    expect(groupTotal(group, { people: 1, days: 4 })?.amount).toBe(480);
  });

  it("keeps cents exact", () => {
    const cents: Pricing = { currency: "USD", tiers: [{ amount: 0.1, unit: "personDay" }] };
    expect(groupTotal(cents, { people: 3, days: 1 })?.amount).toBe(0.3);
    expect(groupTotal({ currency: "USD", tiers: [{ amount: 12.5, unit: "person" }] }, { people: 3, days: 1 })?.amount).toBe(37.5);
  });

  it("has no total for no one, no days, parts of people, or a length no tier covers", () => {
    expect(groupTotal(frey, { people: 0, days: 3 })).toBeNull();
    expect(groupTotal(frey, { people: -2, days: 3 })).toBeNull();
    expect(groupTotal(frey, { people: 1.5, days: 3 })).toBeNull();
    expect(groupTotal(frey, { people: Number.NaN, days: 3 })).toBeNull();
    expect(groupTotal(frey, { people: 2, days: 0 })).toBeNull();
    expect(groupTotal(frey, { people: 2, days: Number.POSITIVE_INFINITY })).toBeNull();
    const fromThree: Pricing = { currency: "USD", tiers: [{ amount: 150, unit: "personDay", days: 3 }] };
    expect(groupTotal(fromThree, { people: 2, days: 2 })).toBeNull();
    expect(groupTotal({ currency: "USD", tiers: [] }, { people: 2, days: 2 })).toBeNull();
    const unknown = { currency: "USD", tiers: [{ amount: 100, unit: "boat" }] } as unknown as Pricing;
    expect(groupTotal(unknown, { people: 2, days: 2 })).toBeNull();
  });
});

describe("offers for the structured data", () => {
  const url = "https://bariloche.example/es/escaladarocafrey";

  it("are one Offer per tier, price a number, with the currency, the address, the unit and the days", () => {
    const list = offers(seeded("freyclimb"), url, "es");
    expect(list).toHaveLength(3);
    expect(list[1]).toEqual({
      "@type": "Offer",
      url,
      price: 175,
      priceCurrency: "USD",
      description: "3 días: USD\u00a0175 por día",
      eligibleQuantity: { "@type": "QuantitativeValue", minValue: 3, unitCode: "DAY" },
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 175,
        priceCurrency: "USD",
        unitCode: "DAY",
        unitText: "por persona, por día",
      },
    });
    for (const offer of list) {
      expect(typeof offer.price).toBe("number");
      expect(JSON.parse(JSON.stringify(offer))).toEqual(offer);
    }
  });

  it("say per person, from and per group where it helps", () => {
    const [multipitch] = offers(seeded("multipitch"), url);
    expect(multipitch!.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: 180,
      priceCurrency: "USD",
      unitCode: "IE",
      unitText: "per person",
    });
    expect(multipitch!.eligibleQuantity).toBeUndefined();
    const [piedra] = offers(seeded("piedraparada"), url, "fr");
    expect(piedra!.priceSpecification.minPrice).toBe(350);
    expect(spaces(piedra!.description)).toBe("À partir de 350 USD");
    const [group] = offers({ currency: "ARS", tiers: [{ amount: 300, unit: "group" }] }, url);
    expect(group!.priceSpecification.unitCode).toBeUndefined();
    expect(group!.priceSpecification.unitText).toBe("per group");
    expect(group!.priceCurrency).toBe("ARS");
  });
});

describe("the price words", () => {
  it.each(languages)("in %s have exactly the plural categories the language's rules select", (lang) => {
    const selected = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
    const words = priceTexts[lang];
    expect(Object.keys(words.days).sort()).toEqual(selected);
    expect(Object.keys(words.kit).sort()).toEqual(selected);
  });
});
