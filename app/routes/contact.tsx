import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "../contact/ContactForm.tsx";
import { contactAction, contactPage } from "../contact/http.server.ts";
import type { ContactActionData } from "../contact/model.ts";
import { contactFields, type ContactValues } from "../contact/schema.ts";
import { pageMeta } from "../seo/meta.ts";
import { pageTexts } from "../i18n/messages.ts";
import { pageLang } from "../pages.ts";

/**
 * The contact page is rendered per request (not prerendered): it carries the form's one-time key,
 * the subject filled in from `?excursion=`, and, after a post without JavaScript, the outcome.
 */
export function loader(args: Route.LoaderArgs) {
  return { ...contactPage(args), meta: pageTexts(pageLang(args.request), "contact") };
}

/** The form's post, with or without JavaScript. */
export const action = (args: Route.ActionArgs) => contactAction(args);

/**
 * With JavaScript, a post that never reaches the server (no connection) comes back as an answer
 * the form shows, instead of replacing the page with the error page: what was typed stays.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    console.error("Could not send the contact form:", error);
    const values = Object.fromEntries(
      contactFields.map((field) => [field, String(form.get(field) ?? "")]),
    ) as ContactValues;
    // An error status: React Router then skips reloading the page's data (which would fail too).
    return data<ContactActionData>({ kind: "contact", ok: false, errors: {}, formError: "network", values }, { status: 503 });
  }
}

export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  // Each rendering carries its own form key and outcome.
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, "contact", loaderData?.meta);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { texts, clientToken, excursion } = loaderData;
  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{texts.title}</h1>
      <p className="contact-intro">{texts.intro}</p>
      <ContactForm key={excursion?.id ?? ""} texts={texts} clientToken={clientToken} excursion={excursion} />
    </section>
  );
}
