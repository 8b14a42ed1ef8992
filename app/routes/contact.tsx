import type { Route } from "./+types/contact";
import { ContactForm } from "../contact/ContactForm.tsx";
import { contactAction, contactPage } from "../contact/http.server.ts";
import { contactForm } from "../contact/schema.ts";
import { guardFields } from "../forms/fields.ts";
import { answerWhenOffline } from "../forms/offline.ts";
import { keepFormOffline } from "../offline/keep-form.ts";
import { pageTexts } from "../i18n/messages.ts";
import { pageMeta } from "../seo/meta.ts";
import { pageOf, servicesOf } from "../site/context.ts";
import { site } from "../config/site.ts";
import { mapLink, postalAddress } from "../business/address.ts";
import { openingHours } from "../business/hours.ts";
import { BusinessDetailsList } from "../contact/BusinessDetailsList.tsx";

/** The contact page: the form (its hidden fields), the subject filled in from `?excursion=`, and after a post without JavaScript, the outcome. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = pageOf(args.context);
  const business = await servicesOf(args.context).business.current();
  const address = postalAddress(business);
  // Where and when, as the owner set them: the hours in the page's language, in the business's time zone (formatted here, once).
  const details = {
    address: address ? { text: address, map: mapLink(address) } : undefined,
    email: business.email || undefined,
    hours: openingHours(lang, business.opens, business.closes, site.timeZone, Date.now()),
  };
  return { ...(await contactPage(args, lang)), details, meta: pageTexts(lang, "contact") };
}

/** The form's post, with or without JavaScript. */
export const action = (args: Route.ActionArgs) => contactAction(args, pageOf(args.context).lang);

/**
 * With JavaScript, a post that never reaches the server (no connection) is kept on the device by
 * the service worker and sent when the signal returns; the form says so and clears. Where there is
 * no worker, it comes back as an answer the form shows, instead of replacing the page with the
 * error page: what was typed stays.
 */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenOffline(
    request,
    serverAction,
    (form) => ({
      kind: "contact" as const,
      ok: false as const,
      errors: {},
      formError: "network" as const,
      values: Object.fromEntries(contactForm.names.map((field) => [field, String(form.get(field) ?? "")])) as Record<
        (typeof contactForm.names)[number],
        string
      >,
    }),
    async (form) =>
      (await keepFormOffline(request.url, form))
        ? { kind: "contact" as const, ok: true as const, receipt: `kept ${String(form.get(guardFields.formKey))}`, kept: true as const }
        : undefined,
  );

export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  // The outcome of a post, and the `?excursion=` subject, belong to one visitor.
  headers.set("Cache-Control", "private, no-cache");
  return headers;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, "contact", loaderData?.meta);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { texts, guard, excursion, details } = loaderData;
  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{texts.title}</h1>
      <p className="contact-intro">{texts.intro}</p>
      <ContactForm key={excursion?.id ?? ""} texts={texts} guard={guard} excursion={excursion} />
      <BusinessDetailsList texts={texts.details} details={details} />
    </section>
  );
}
