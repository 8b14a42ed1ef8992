/**
 * What an excursion page hands its trust blocks (./MeetingPoint.tsx, ./WhatToBring.tsx,
 * ./Policies.tsx): the entries they read, each text kept only in the language the page shows it in,
 * so the page's data carries no other language's texts and no field the blocks do not show.
 */
import type { Lang } from "../i18n/languages.ts";
import type { Catalogue, Entry, ExcursionEntry, RentalEntry } from "./model.ts";
import { shownText } from "./shown-text.ts";

/** An entry with only these fields' texts, each in the language a page in `lang` shows it in. */
export function withShownTexts<E extends Entry>(entry: E, fields: readonly string[], lang: Lang): E {
  const texts: Entry["texts"] = {};
  for (const field of fields) {
    const shown = shownText(entry, field, lang);
    if (shown) texts[shown.lang] = { ...texts[shown.lang], [field]: shown.text };
  }
  return { ...entry, texts, review: {} };
}

export type ExcursionTrust = {
  excursion: ExcursionEntry;
  /** The rental items the excursion names, as the catalogue has them. */
  rental: RentalEntry[];
  policies: Entry<"policies">;
};

export function excursionTrust(catalogue: Catalogue, entry: ExcursionEntry, lang: Lang): ExcursionTrust {
  const named = new Set(entry.data.rentalItems ?? []);
  return {
    // Of its data, only what the blocks show (the page's data carries no more).
    excursion: {
      ...withShownTexts(entry, ["meetingPlace", "bring"], lang),
      data: { meeting: entry.data.meeting, rentalItems: entry.data.rentalItems } as ExcursionEntry["data"],
    },
    rental: catalogue.rental.filter((item) => named.has(item.key)).map((item) => withShownTexts(item, ["title"], lang)),
    policies: withShownTexts(catalogue.policies, ["cancellation", "weather", "insurance", "registration"], lang),
  };
}
