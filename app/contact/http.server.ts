/**
 * The contact form over HTTP: the contact page's loader and action call these. The same action
 * answers a plain form post (the page renders again with the outcome) and the page's script
 * (React Router's data request, no full reload).
 */
import { excursionById } from "../catalogue/model.ts";
import { data, type RouterContextProvider } from "react-router";
import { getExcursionContent } from "../content/excursions/index.ts";
import { receiveForm, refusalStatus, typed } from "../forms/receive.server.ts";
import { typedValues } from "../forms/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import { servicesOf, visitorContext } from "../site/context.ts";
import { offlineTexts } from "../offline/i18n/index.ts";
import { contactTexts } from "./i18n/index.ts";
import { EXCURSION_FIELD, formTexts, type ContactActionData, type ContactFormError, type ContactPageData } from "./model.ts";
import { contactForm, emptyContactValues, type ContactValues } from "./schema.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** For the contact page's loader: the texts of the page's language, the form's hidden fields and the `?excursion=` subject. */
export async function contactPage({ request, context }: Args, lang: Lang): Promise<ContactPageData> {
  const id = new URL(request.url).searchParams.get(EXCURSION_FIELD);
  const entry = id ? excursionById(await servicesOf(context).catalogue.published(), id) : undefined;
  const content = entry && !entry.data.retired ? getExcursionContent(entry, lang) : undefined;
  const excursion = entry && content ? { id: entry.key, subject: content.booking.contactSubject } : null;
  return {
    texts: formTexts(contactTexts[lang], offlineTexts[lang].kept),
    guard: servicesOf(context).contact.guard(),
    excursion,
  };
}

function refuse(formError: Exclude<ContactFormError, "network">, values: ContactValues = emptyContactValues, retryAfterSeconds?: number) {
  return data<ContactActionData>(
    { kind: "contact", ok: false, errors: {}, formError, values },
    { status: refusalStatus[formError], headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

/** For the contact page's action: the toolkit's checks, the form's own rules, then the message is stored. */
export async function contactAction({ request, context }: Args, lang: Lang) {
  const services = servicesOf(context);
  const visitor = context.get(visitorContext).address;
  const received = await receiveForm(request, visitor, services.contact.policy);
  const values = typedValues(contactForm, received.form);
  if (!received.ok) return refuse(received.refusal, values, received.retryAfterSeconds);
  const validation = contactForm.validate(received.form);
  if (!validation.ok)
    return data<ContactActionData>({ kind: "contact", ok: false, errors: validation.errors, formError: null, values }, { status: 400 });
  const result = await services.contact.submit({
    values: validation.values,
    lang,
    excursion: typed(received.form, EXCURSION_FIELD) || new URL(request.url).searchParams.get(EXCURSION_FIELD),
    key: received.key,
    visitor,
  });
  if (!result.ok) return refuse(result.formError, values, result.retryAfterSeconds);
  // A new receipt per stored message: the page clears its form once per receipt.
  return data<ContactActionData>({ kind: "contact", ok: true, receipt: `${result.id}` });
}
