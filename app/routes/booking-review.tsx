import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-review";
import { reviewTexts } from "../bookings/i18n/reviews/index.ts";
import { REVIEW_TEXT_MAX, type ReviewProblem } from "../bookings/reviews/model.ts";
import { excursionName } from "../content/excursions/index.ts";
import { fill } from "../i18n/fill.ts";
import { isLang, type Lang } from "../i18n/languages.ts";
import { servicesOf } from "../site/context.ts";
import { readFormBody } from "../forms/body.server.ts";
import { PAGE_BODY_MAX_BYTES } from "../bookings/page/participant.ts";
import "../bookings/booking-form.css";
import "../bookings/page/booking-page.css";

/**
 * Where the email of the day after leads (`/es/booking/<token>/review`): the booking's one review,
 * a plain form (works without JavaScript, no script at all), in the address's language. Only the
 * link of the person who booked opens it; a wrong token is the site's plain 404.
 */
async function opened(context: Route.LoaderArgs["context"], params: { lang: string; token: string }) {
  const services = servicesOf(context);
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  // In the address's language (the language selector keeps the booking and changes it).
  const page = await services.bookingPage.open(params.token, params.lang);
  if (page.kind !== "open" || page.scope.kind !== "booker") throw data(null, { status: 404 });
  const catalogue = await services.catalogue.published();
  return { services, request: page.request, lang: page.lang, excursion: excursionName(catalogue, page.request.offer, page.lang) };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services, request: booking, lang, excursion } = await opened(context, params);
  const texts = reviewTexts[lang];
  const sent = new URL(request.url).searchParams.has("sent");
  const problem = sent ? null : await services.reviews.eligibility(booking.id);
  return { lang, title: sent ? texts.thanksTitle : fill(texts.title, { excursion }), sent, problem };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const { services, request: booking, lang } = await opened(context, params);
  // Within the booking pages' limit, read only once the link opened the booking.
  const body = await readFormBody(request, { maxBytes: PAGE_BODY_MAX_BYTES });
  if ("problem" in body && body.problem === "too-large")
    return data({ problems: ["too-long"] as ReviewProblem[], rating: "", text: "" }, { status: 413 });
  const form = "form" in body ? body.form : new FormData();
  const rating = form.get("rating");
  const text = form.get("text");
  const result = await services.reviews.leave(booking.id, {
    rating: typeof rating === "string" ? rating : "",
    text: typeof text === "string" ? text.slice(0, REVIEW_TEXT_MAX * 4) : "",
  });
  if (result.ok) throw redirect(`/${lang}/booking/${params.token}/review?sent`, 303);
  return data(
    {
      problems: result.problems,
      rating: typeof rating === "string" ? rating : "",
      text: typeof text === "string" ? text.slice(0, REVIEW_TEXT_MAX * 2) : "",
    },
    { status: 400 },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** Rendered without the app's scripts: the form needs none. */
export const handle = { scripts: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.title }] : []),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export default function BookingReview({ loaderData, actionData }: Route.ComponentProps) {
  const lang: Lang = loaderData.lang;
  const texts = reviewTexts[lang];
  if (loaderData.sent)
    return (
      <section className="page booking-page" aria-labelledby="review-title" lang={lang}>
        <h1 id="review-title">{texts.thanksTitle}</h1>
        <p>{texts.thanks}</p>
      </section>
    );
  const problems: ReviewProblem[] = actionData?.problems ?? (loaderData.problem ? [loaderData.problem] : []);
  const closed = problems.some((problem) => problem === "not-yet" || problem === "already" || problem === "unknown");
  const fieldError = (problem: ReviewProblem) => (problems.includes(problem) ? texts.errors[problem] : null);
  const textError = fieldError("text") ?? fieldError("too-long");
  // Sent back with problems (without any script): the first to correct takes the focus.
  const ratingError = fieldError("rating");
  return (
    <section className="page booking-page" aria-labelledby="review-title" lang={lang}>
      <h1 id="review-title">{loaderData.title}</h1>
      {closed ? (
        <p role="alert">{problems.map((problem) => texts.errors[problem]).join(" ")}</p>
      ) : (
        <form method="post" className="booking-form" noValidate>
          <p>{texts.intro}</p>
          <fieldset className="booking-form__group" aria-describedby={ratingError ? "review-rating-error" : undefined}>
            <legend>{texts.rating}</legend>
            {texts.stars.map((label, index) => (
              <label key={label} className="bf-choice review-star">
                <input
                  id={`review-rating-${index + 1}`}
                  type="radio"
                  name="rating"
                  value={String(index + 1)}
                  defaultChecked={actionData?.rating === String(index + 1)}
                  required
                  aria-invalid={ratingError ? true : undefined}
                  autoFocus={(ratingError && index === 0) || undefined}
                />{" "}
                {label}
              </label>
            ))}
            {ratingError ? (
              <p id="review-rating-error" className="booking-form__error" role="alert">
                {ratingError}
              </p>
            ) : null}
          </fieldset>
          <label htmlFor="review-text">{texts.text}</label>
          <p id="review-text-hint">{texts.textHint}</p>
          <textarea
            id="review-text"
            name="text"
            rows={6}
            maxLength={REVIEW_TEXT_MAX}
            required
            defaultValue={actionData?.text ?? ""}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? "review-text-hint review-text-error" : "review-text-hint"}
            autoFocus={(textError && !ratingError) || undefined}
          />
          {textError ? (
            <p id="review-text-error" className="booking-form__error" role="alert">
              {textError}
            </p>
          ) : null}
          <button type="submit" className="button">
            {texts.submit}
          </button>
        </form>
      )}
    </section>
  );
}
