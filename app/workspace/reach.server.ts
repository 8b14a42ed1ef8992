/**
 * How the owner reaches a traveller from the workspace: a tap to call, WhatsApp with the reference
 * already written (in the traveller's language), an email from their own mail app with the
 * reference in the subject. Built on the server: the five languages' words (./i18n/reach/) stay out of the bundle.
 */
import { isLang, type Lang } from "../i18n/languages.ts";
import { reachTexts } from "./i18n/reach/index.ts";

export type TravellerLinks = { tel?: string; whatsapp?: string; mailto: string };

const fillIn = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/** `tel:` keeps the + and the digits; wa.me takes the digits alone (a number with its country code). */
function phoneLinks(phone: string, whatsappText: string): Pick<TravellerLinks, "tel" | "whatsapp"> {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 6) return {};
  return {
    tel: `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`,
    whatsapp: `https://wa.me/${digits}?text=${encodeURIComponent(whatsappText)}`,
  };
}

export function mailtoLink(address: string, subject: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

/** A request's traveller: phone (if they gave one) and email, the reference in what is written for them. */
export function requestLinks(request: {
  name: string;
  email: string;
  phone: string;
  reference: string;
  lang: string;
  site: string;
  /** The subject a reply would carry (its reference in it). */
  subject: string;
}): TravellerLinks {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const text = fillIn(reachTexts[lang].greeting, { name: request.name, site: request.site, reference: request.reference });
  return { ...phoneLinks(request.phone, text), mailto: mailtoLink(request.email, request.subject) };
}
