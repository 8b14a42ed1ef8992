/**
 * The conditions a participant accepts: the business's policies, then the activity's risks, kept
 * by their hash and dated by when that text was first shown.
 */
import type { Catalogue, ExcursionEntry } from "../../catalogue/model.ts";
import type { Lang } from "../../i18n/languages.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import { type BookingPageDeps, sha256 } from "./deps.server.ts";
import type { ConditionsView } from "./model.ts";
import { textOf } from "./owner-text.ts";
import * as pages from "./store.server.ts";

/**
 * The conditions as shown in a language: the business's policies, then the activity's risks (the
 * excursion's own text when the owner wrote one, else the site's general one); kept by their hash,
 * shown dated by when that text was first shown.
 */
export function conditionsOf(catalogue: Catalogue, lang: Lang, excursion?: ExcursionEntry): ConditionsView {
  const texts = bookingPageTexts[lang];
  const risks = textOf(excursion, lang, "risks") || texts.risks;
  const sections = (["cancellation", "weather", "insurance", "registration"] as const)
    .map((field) => ({ field, title: texts.policies[field], text: textOf(catalogue.policies, lang, field) }))
    .filter((section) => section.text);
  const text = [...sections.map((section) => `${section.title}\n${section.text}`), `${texts.risksTitle}\n${risks}`].join("\n\n");
  const hash = sha256(`${lang}\n${text}`);
  return { hash, lang, sections, risks, text };
}

/**
 * Since when a text of the conditions is shown (the page dates it in words): when it was first
 * shown, kept the first time (each text once, by its hash, as the acceptances keep it).
 */
export async function conditionsShownSince(deps: Pick<BookingPageDeps, "db" | "clock">, conditions: ConditionsView): Promise<number> {
  const kept = await pages.conditionsFirstShown(deps.db, conditions.hash);
  if (kept !== undefined) return kept;
  // By the business clock: the day the page says is Bariloche's.
  const time = deps.clock();
  await pages.keepConditions(deps.db, { hash: conditions.hash, lang: conditions.lang, text: conditions.text, shownAt: time });
  const first = await pages.conditionsFirstShown(deps.db, conditions.hash);
  return first ?? time;
}
