import { textLangOf } from "../../catalogue/check.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import { rentalPriceLine } from "../../catalogue/price.ts";
import type { Lang } from "../../i18n/languages.ts";
import { factValues } from "../../catalogue/facts.ts";
import { renderDeep } from "../../i18n/text.ts";
import type { ImageName, Quote, RentalItem } from "../../components/content-types.ts";
import { en, type RentalTexts } from "../i18n/rental/en.ts";
import { es } from "../i18n/rental/es.ts";
import { fr } from "../i18n/rental/fr.ts";
import { it } from "../i18n/rental/it.ts";
import { pt } from "../i18n/rental/pt.ts";

export type { RentalTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies RentalTexts`. */
export const rentalTranslations: Record<Lang, RentalTexts> = { en, es, fr, pt, it };

export type RentalContent = {
  title: string;
  collage: ImageName;
  collageAlt: string;
  availableTitle: string;
  availableText: string;
  /** The 14 items, each with its price per day. */
  items: RentalItem[];
  /** Where the gear is picked up: the words before and after the business's address. */
  pickup: { before: string; after: string };
  special: {
    title: string;
    text: string;
    price: string;
    contactLabel: string;
    /** The way to ask while there is no WhatsApp number: the contact form. */
    contactFormLabel: string;
    /** Pre-filled chat message for the contact button; pass it to `chatLink()`. */
    contactMessage: string;
  };
  specialPrices: [string, string];
  quote: Quote;
};

/** Everything the rental page shows, in `lang`: the items and their prices from the catalogue, the page's words from ./<lang>.ts. */
export function getRentalContent(catalogue: Catalogue, lang: Lang): RentalContent {
  const source = rentalTranslations[lang];
  const t = renderDeep(source ?? en, factValues(source ? lang : "en"));
  return {
    title: t.title,
    collage: "rental-collage",
    collageAlt: t.collageAlt,
    availableTitle: t.availableTitle,
    availableText: t.availableText,
    items: catalogue.rental.map((entry) => {
      const textLang = textLangOf(entry, lang);
      const words = entry.texts[textLang] ?? {};
      const note = words.priceNote?.trim();
      const price = rentalPriceLine(entry.data.price, lang);
      return {
        id: entry.key,
        image: `rental-${entry.key}` as ImageName,
        title: words.title ?? entry.key,
        price: note ? `${price} ${note}` : price,
        tooltip: words.tooltip ?? "",
      };
    }),
    pickup: (([before = "", after = ""]) => ({ before, after }))(t.pickup.split("{address}")),
    special: t.special,
    specialPrices: t.specialPrices,
    quote: t.quote,
  };
}

/** A rental item's name in `lang` (or English), or its key when the catalogue has no such item. */
export function rentalItemName(catalogue: Catalogue, key: string, lang: Lang): string {
  const entry = catalogue.rental.find((item) => item.key === key);
  return entry?.texts[textLangOf(entry, lang)]?.title ?? key;
}
