/**
 * What an excursion page shows of its reviews (issue 30), written by the server in the page's
 * language: the shown reviews with their rating in words and their date, the average with the count.
 * Nothing when the excursion has none shown.
 */
import { site } from "../../config/site.ts";
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/languages.ts";
import { servicesOf } from "../../site/context.ts";
import { reviewTexts } from "../i18n/reviews/index.ts";
import type { ReviewsSectionData } from "./model.ts";
import type { ReviewsService } from "./service.server.ts";

export function reviewsSectionOf(shown: Awaited<ReturnType<ReviewsService["shown"]>>, lang: Lang): ReviewsSectionData | null {
  if (shown.count === 0 || shown.average === null) return null;
  const texts = reviewTexts[lang].section;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: site.timeZone });
  return {
    title: texts.title,
    summary: `${fill(texts.average, { average: number.format(shown.average) })} · ${fill(texts.count, { count: shown.count }, lang)}`,
    reviews: shown.reviews.map((review) => ({
      id: review.id,
      author: review.author,
      rating: fill(texts.rating, { rating: review.rating }),
      date: date.format(review.createdAt),
      dateTime: new Date(review.createdAt).toISOString(),
      text: review.text,
      ...(review.lang !== lang ? { lang: review.lang } : {}),
    })),
  };
}

export async function reviewsSection(context: Parameters<typeof servicesOf>[0], offer: string, lang: Lang) {
  return reviewsSectionOf(await servicesOf(context).reviews.shown(offer), lang);
}
