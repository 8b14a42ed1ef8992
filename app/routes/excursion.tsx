import type { Route } from "./+types/excursion";
import { Suspense } from "react";
import { data, redirect } from "react-router";
import { bookingAction, bookingSection } from "../bookings/http.server.ts";
import { reviewsSection } from "../bookings/reviews/section.server.ts";
import { BOOKING_ACTION_PARAM, DEPARTURE_PARAM, REQUEST_ANCHOR, type BookingActionData, type BookingTyped } from "../bookings/model.ts";
import { BookingBlock } from "../components/BookingBlock.tsx";
import { commentAction, commentsSection } from "../comments/http.server.ts";
import type { CommentActionData } from "../comments/model.ts";
import { CalendarIcon, ClockIcon, PinIcon, PulseIcon } from "../components/icons.tsx";
import { imageUrl, Picture } from "../components/Picture.tsx";
import { previewRules } from "../components/preview.ts";
import { excursionLanguages, getExcursionContent, excursionSummary, languageInSentence } from "../content/excursions/index.ts";
import { excursionByAddress, excursionById, type ExcursionEntry } from "../catalogue/model.ts";
import { draftBanner, pageCatalogue } from "../catalogue/page-catalogue.server.ts";
import { DraftBanner } from "../catalogue/DraftBanner.tsx";
import { excursionTrust } from "../catalogue/trust-data.ts";
import { getPaymentContent } from "../content/payment/index.ts";
import { answerWhenOffline } from "../forms/offline.ts";
import { labelColon, languageNames, type Lang } from "../i18n/languages.ts";
import { pageMeta } from "../seo/meta.ts";
import { pageOf } from "../site/context.ts";
import { deferredComponent } from "../speed/deferred-component.ts";
import { isExcursionPage, pageHref, type OnlyInElsewhere } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import "./excursion.css";
// The request form's and the comments' styles are the page's (inlined with it, drawn before any
// script); their code comes in chunks of its own, below.
import "../bookings/booking-form.css";
// The payment block comes in a deferred chunk; its styles are in the page's own from the start.
import "../components/payment-block.css";
import "../comments/comments.css";
// The owner's texts come in a deferred chunk (./excursion-texts.ts); their styles are the page's from the start.
import "../catalogue/plain-text.css";
import "../catalogue/read-more.css";
// The trust blocks', the shown reviews' and a comment photo's dialog styles are linked by those
// blocks when they draw something (../catalogue/TrustStyles.tsx): most pages show none of them.

/**
 * The request form and the comments sit below the fold and work as plain HTML forms until their
 * code arrives in chunks of their own (app/speed/deferred-component.ts): the page's first script
 * stays small, and nothing a visitor sees changes.
 */
const BookingForm = deferredComponent(() => import("../bookings/BookingForm.tsx").then((module) => module.BookingForm));
const CommentsSection = deferredComponent(() => import("../comments/CommentsSection.tsx").then((module) => module.CommentsSection));
const texts = () => import("./excursion-texts.ts");
const PlainText = deferredComponent(() => texts().then((module) => module.PlainText));
const ReadMore = deferredComponent(() => texts().then((module) => module.ReadMore));
const MeetingPoint = deferredComponent(() => texts().then((module) => module.MeetingPoint));
const WhatToBring = deferredComponent(() => texts().then((module) => module.WhatToBring));
const Policies = deferredComponent(() => texts().then((module) => module.Policies));
const ReviewsSection = deferredComponent(() => texts().then((module) => module.ReviewsSection));

/**
 * The excursion a request is for (one template for every excursion: the path names its address),
 * from the catalogue: a 404 for an address it does not have (or a language the excursion has no
 * page in), 410 Gone for a retired one, a permanent move to the excursion the owner picked.
 */
async function excursionOf(args: { request: Request; context: Route.LoaderArgs["context"] }) {
  const { page, lang, prefixed } = pageOf(args.context);
  const { catalogue, preview } = await pageCatalogue(args);
  const entry = isExcursionPage(page) ? excursionByAddress(catalogue, page) : undefined;
  if (!entry) throw data(null, { status: 404 });
  if (entry.data.retired) {
    const moved = entry.data.retired.movedTo ? excursionById(catalogue, entry.data.retired.movedTo) : undefined;
    if (moved && !moved.data.retired) throw redirect(pageHref(moved.data.address, prefixed ? lang : undefined), 301);
    throw data(null, { status: 410 });
  }
  // At its address without a language (the link the owner shares), in a language it is written in;
  // at another language's address, a page that says where it can be read (decision 0120).
  const content = getExcursionContent(entry, lang, !prefixed);
  if (!content) throw data(onlyInElsewhere(entry, lang), { status: 404 });
  return { excursion: entry.key, entry, content, catalogue, lang, preview };
}

/** What the 404 page of an excursion not written in `lang` links to: the same page in each language it is written in. */
function onlyInElsewhere(entry: ExcursionEntry, lang: Lang): OnlyInElsewhere {
  return {
    onlyIn: {
      language: languageInSentence(lang, lang),
      pages: excursionLanguages(entry).map((other) => ({
        lang: other,
        href: pageHref(entry.data.address, other),
        name: excursionSummary(entry, other).name,
        language: languageNames[other],
      })),
    },
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { excursion, entry, content, catalogue, lang, preview } = await excursionOf({ context, request });
  // A home card's link names its departure: such a page is one visitor's, and the page cache
  // never keeps a URL with a query (app/speed/page-cache.server.ts).
  const asked = new URL(request.url).searchParams.get(DEPARTURE_PARAM);
  // The prices as numbers serve the structured data (the head), not the page's code.
  const { pricing: _pricing, ...shown } = content;
  return data(
    {
      ...shown,
      summary: excursionSummary(entry, lang),
      languages: excursionLanguages(entry),
      // The language selector offers only these (app/root.tsx).
      pageLanguages: excursionLanguages(entry),
      payment: getPaymentContent(catalogue, lang),
      comments: await commentsSection(context, excursion, lang),
      // The shown reviews with their average and count (null when none is shown).
      reviews: await reviewsSection(context, entry.key, lang),
      bookingRequest: await bookingSection(context, entry, lang, asked),
      // The facts that build trust, each shown only when the owner set it.
      trust: excursionTrust(catalogue, entry, lang),
      // Seen with its drafts: a banner that says so and leads back to the editor.
      draft: preview ? draftBanner(request, lang) : null,
    },
    preview ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** The page's forms post here, with or without JavaScript: a request to book (`?book`), or a comment. */
export async function action(args: Route.ActionArgs) {
  const { excursion, lang } = await excursionOf(args);
  if (new URL(args.request.url).searchParams.has(BOOKING_ACTION_PARAM)) return bookingAction(args, excursion, lang);
  return commentAction(args, excursion, lang);
}

/** With JavaScript, a form that never reaches the server is answered by the form itself (what was typed stays). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  new URL(request.url).searchParams.has(BOOKING_ACTION_PARAM)
    ? answerWhenOffline(
        request,
        serverAction,
        (form): BookingActionData => ({
          kind: "booking",
          ok: false,
          errors: {},
          formError: null,
          network: true,
          values: {
            ...Object.fromEntries([...form].filter(([, value]) => typeof value === "string")),
            gear: form.getAll("gear").map(String),
          } as BookingTyped,
        }),
      )
    : answerWhenOffline(request, serverAction, (form): CommentActionData & { ok: false } => ({
        kind: "comment",
        ok: false,
        error: "save-failed",
        values: { name: String(form.get("name") ?? ""), comment: String(form.get("comment") ?? "") },
        message: "",
      }));

export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  // The outcome of a comment posted without JavaScript belongs to one visitor; a preview of
  // drafts to one workspace member.
  headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? "private, no-cache");
  return headers;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, loaderData.excursion.address, {
        title: loaderData.summary.name,
        description: loaderData.summary.description,
        image: imageUrl(loaderData.excursion.backgroundImage, "jpg"),
        imageAlt: loaderData.imageAlts.backgroundImage,
        languages: loaderData.languages,
      })
    : [];

/** "USD 200\n3 days: USD 175 per day" → the headline price and the other lines. */
function splitLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

export default function ExcursionPage({ loaderData }: Route.ComponentProps) {
  const { excursion, textLang, missingTranslation, labels, imageAlts, booking, payment, bookingRequest, trust } = loaderData;
  const { lang, prefixed } = useShell();
  const colon = labelColon(lang);
  const [headlinePrice, ...otherPrices] = splitLines(excursion.price);
  const included = splitLines(excursion.priceIncludes);
  // The excursion's own texts may be in English on another language's page (no translation yet).
  // Those elements carry `lang` so screen readers pronounce them right.
  const t = textLang !== lang ? textLang : undefined;
  const facts = [
    { key: "days", label: labels.days, value: excursion.days, Icon: ClockIcon },
    { key: "level", label: labels.physicalLevel, value: excursion.physicalLevel, Icon: PulseIcon },
    { key: "months", label: labels.months, value: excursion.months, Icon: CalendarIcon },
  ];

  return (
    <article className="excursion" aria-labelledby="excursion-title">
      <DraftBanner draft={loaderData.draft} />
      <div className="excursion-hero">
        <Picture
          image={excursion.backgroundImage}
          alt={imageAlts.backgroundImage}
          sizes="100vw"
          priority
          className="excursion-hero__image"
        />
      </div>

      <div className="excursion__inner">
        {missingTranslation ? (
          <p className="excursion__missing" role="note">
            {missingTranslation}
          </p>
        ) : null}

        <div className="excursion__content">
          <header className="excursion-header">
            {excursion.climbing ? (
              <p className="excursion-header__tagline" lang={t}>
                {excursion.climbing}
              </p>
            ) : null}
            <h1 id="excursion-title" className="excursion-header__title" lang={t}>
              {excursion.name}
            </h1>
            <p className="excursion-header__location">
              <PinIcon />
              <span className="sr-only">
                {labels.location}
                {colon}{" "}
              </span>
              <span lang={t}>{excursion.location}</span>
            </p>
          </header>

          <section className="excursion-price" aria-labelledby="price-title">
            <h2 id="price-title" className="sr-only">
              {labels.price}
            </h2>
            <p className="excursion-price__headline" lang={t}>
              {headlinePrice}
            </p>
            {otherPrices.length > 0 ? (
              <ul className="excursion-price__more" lang={t}>
                {otherPrices.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            {labels.perPerson ? <p className="excursion-price__note">{labels.perPerson}</p> : null}
          </section>

          {/* The page's one call to action: it jumps to the request form (a plain link, no script). */}
          <a href={`#${REQUEST_ANCHOR}`} className="button excursion-cta">
            {booking.title}
          </a>

          <dl className="excursion-facts">
            {facts.map(({ key, label, value, Icon }) => (
              <div key={key} className="excursion-facts__item">
                <dt>
                  <Icon />
                  {label}
                </dt>
                <dd lang={t}>{value || "-"}</dd>
              </div>
            ))}
          </dl>

          {excursion.experience ? (
            <p className="excursion-experience">
              <strong>
                {labels.experience}
                {colon}
              </strong>{" "}
              <Suspense>
                <PlainText text={excursion.experience} shape="line" lang={t} />
              </Suspense>
            </p>
          ) : null}

          <div className="excursion-columns below-fold">
            <Suspense>
              <div className="excursion-columns__text">
                <section className="excursion-section" aria-labelledby="highlights-title">
                  <h2 id="highlights-title">{labels.highlightsTitle}</h2>
                  <ReadMore
                    text={excursion.highlights}
                    rule={previewRules.highlights}
                    moreLabel={labels.readMore}
                    lessLabel={labels.showLess}
                    className="excursion-highlights"
                    lang={t}
                  />
                </section>

                {included.length > 0 ? (
                  <section className="excursion-section" aria-labelledby="includes-title">
                    <h2 id="includes-title">{labels.priceIncludesTitle}</h2>
                    <PlainText text={excursion.priceIncludes} shape="list" className="excursion-includes" lang={t} />
                  </section>
                ) : null}

                {/* A section the owner has not written is left out, never a heading over nothing. */}
                {excursion.itinerary?.trim() ? (
                  <section className="excursion-section" aria-labelledby="itinerary-title">
                    <h2 id="itinerary-title">{labels.itineraryTitle}</h2>
                    <ReadMore
                      text={excursion.itinerary}
                      rule={previewRules.itinerary}
                      moreLabel={labels.readMore}
                      lessLabel={labels.showLess}
                      className="excursion-itinerary"
                      lang={t}
                    />
                  </section>
                ) : null}

                <MeetingPoint excursion={trust.excursion} lang={lang} />
                <WhatToBring
                  excursion={trust.excursion}
                  rental={trust.rental}
                  lang={lang}
                  rentalHref={pageHref("rental", prefixed ? lang : undefined)}
                />
              </div>
            </Suspense>

            <figure className="excursion-figure">
              <Picture image={excursion.imagenFinal} alt={imageAlts.imagenFinal} sizes="(min-width: 960px) 400px, 92vw" />
              {excursion.leyendPict ? <figcaption lang={t}>{excursion.leyendPict}</figcaption> : null}
            </figure>
          </div>
        </div>

        <ul className="excursion-gallery below-fold">
          {(["imagen1", "imagen2", "imagen3"] as const).map((key) => (
            <li key={key}>
              <Picture image={excursion[key]} alt={imageAlts[key]} sizes="(min-width: 768px) 31vw, 92vw" />
            </li>
          ))}
        </ul>

        <div className="excursion-wide below-fold">
          <Picture image={excursion.imagenHorizontal} alt={imageAlts.imagenHorizontal} sizes="(min-width: 1232px) 1200px, 96vw" />
        </div>

        <Suspense>
          <Policies policies={trust.policies} lang={lang} />
        </Suspense>

        <BookingBlock excursionId={excursion.id} texts={booking} payment={payment}>
          <Suspense>
            <BookingForm section={bookingRequest} guard={loaderData.comments.guard} />
          </Suspense>
        </BookingBlock>

        {loaderData.reviews ? (
          <Suspense>
            <ReviewsSection section={loaderData.reviews} />
          </Suspense>
        ) : null}

        <Suspense>
          <CommentsSection excursionId={excursion.id} />
        </Suspense>
      </div>
    </article>
  );
}
