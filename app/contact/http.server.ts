/**
 * The contact form over HTTP: the contact page's loader and action call these. The same action
 * answers a plain form post (the page re-renders with the outcome) and the page's script (React
 * Router's data request, no full reload).
 */
import { data, type RouterContextProvider } from "react-router";
import { getExcursionContent } from "../content/excursions/index.ts";
import { clientAddressContext, servicesContext } from "../context.ts";
import { getEnv } from "../env.server.ts";
import { isSameOrigin, postOfRequest } from "../incoming-post.server.ts";
import { rendersTemplate } from "../page-template.ts";
import { isExcursionId, pageLang, requestLang, type ExcursionId } from "../pages.ts";
import { contactTexts } from "./i18n/index.ts";
import { extraFields, formTexts, type ContactActionData, type ContactFormError, type ContactFormTexts } from "./model.ts";
import { contactFields, emptyContactValues, type ContactField, type ContactValues } from "./schema.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The largest post taken: the four fields at their limits, percent-encoded, with room to spare. */
export const CONTACT_BODY_MAX_BYTES = 96 * 1024;

export type ContactPageData = {
  texts: ContactFormTexts;
  /** The form's one-time key (a post sent twice stores one message). */
  clientToken: string;
  /** The excursion named by `?excursion=`, and the subject it fills in. */
  excursion: { id: ExcursionId; subject: string } | null;
};

/** The services, or undefined where there are none (prerendering runs without the server's context). */
function servicesOf(context: Readonly<RouterContextProvider>) {
  try {
    return context.get(servicesContext);
  } catch {
    return undefined;
  }
}

/**
 * For the contact page's loader: the texts of the page's language and the `?excursion=` subject.
 * Rendered as a template, the form's key is left out: the server appends it per response
 * (app/page-template.ts).
 */
export function contactPage({ request, context }: Args): ContactPageData {
  const lang = requestLang(request);
  const id = new URL(request.url).searchParams.get(extraFields.excursion);
  const excursion =
    id && isExcursionId(id) ? { id, subject: getExcursionContent(id, lang).booking.contactSubject } : null;
  const services = servicesOf(context);
  return {
    texts: formTexts(contactTexts[lang]),
    clientToken: !services || rendersTemplate(context) ? "" : services.contact.newClientToken(),
    excursion,
  };
}

const statusOf: Record<Exclude<ContactFormError, "network">, number> = {
  automated: 400,
  "cross-site": 403,
  "too-large": 413,
  "rate-limited": 429,
  "save-failed": 503,
};

function refuse(formError: Exclude<ContactFormError, "network">, values: ContactValues = emptyContactValues) {
  return data<ContactActionData>({ kind: "contact", ok: false, errors: {}, formError, values }, { status: statusOf[formError] });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** For the contact page's action: checks where a post comes from, how often and how big, then stores it. */
export async function contactAction({ request, context }: Args) {
  const lang = pageLang(request);
  const services = servicesOf(context);
  if (!services) return refuse("save-failed");
  const clientAddress = context.get(clientAddressContext);

  const post = postOfRequest(request);
  if (!isSameOrigin(post, getEnv().PUBLIC_URL)) return refuse("cross-site");
  // Counted now, answered once the form is read: a refused visitor gets back what was typed.
  const allowed = services.contact.allowAttempt(clientAddress);
  // A post that is not a form as browsers send one (another type, a malformed body) reads as an
  // empty form: the answer is the form's own errors, in the page's language.
  let form = new FormData();
  const contentType = request.headers.get("content-type") ?? "";
  if (/^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(contentType)) {
    const body = await post.body(CONTACT_BODY_MAX_BYTES);
    if (body === "too-large") return refuse("too-large");
    try {
      form = await new Request(request.url, { method: "POST", body, headers: { "Content-Type": contentType } }).formData();
    } catch {
      // Malformed: read as empty.
    }
  } else {
    await post.discard();
  }

  const values = Object.fromEntries(contactFields.map((field) => [field, text(form, field)])) as Record<ContactField, string>;
  if (!allowed) return refuse("rate-limited", values);
  const result = await services.contact.submit({
    fields: values,
    lang,
    excursion: text(form, extraFields.excursion) || new URL(request.url).searchParams.get(extraFields.excursion),
    honeypot: text(form, extraFields.honeypot),
    clientToken: text(form, extraFields.clientToken),
    clientAddress,
  });
  if (result.ok) {
    return data<ContactActionData>({ kind: "contact", ok: true, receipt: services.contact.newClientToken() });
  }
  if (result.formError) return refuse(result.formError, values);
  return data<ContactActionData>({ kind: "contact", ok: false, errors: result.errors, formError: null, values }, { status: 400 });
}
