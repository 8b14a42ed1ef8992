/**
 * The business details form: one schema for the owner's editor (it checks before posting), its
 * action and `npm run business` (each checks again with the same rules). Every field may be left
 * empty (the site then leaves that channel out) except the name and the hours.
 */
import { defineForm, line, type FormInput, type Rule } from "../forms/schema.ts";
import { cleanText, isBlank } from "../forms/text.ts";
import { normalizeBankAccount, normalizeCuit, type BankError } from "./bank.ts";
import type { BusinessField } from "../site/business-details.ts";
import { normalizeLink } from "./link.ts";
import { normalizePhone } from "./phone.ts";

import { paymentDomains, profileBases, socialDomains } from "./domains.ts";

export type BusinessError =
  | "required"
  | "too-long"
  | "phone"
  | "email"
  | "https"
  | "host"
  | "time"
  | "analytics-id"
  | "hours-order"
  | BankError;

const MAX_LINK = 300;

function first(input: FormInput, name: string): unknown {
  if (input instanceof FormData) return input.get(name) ?? undefined;
  const value = input[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A phone number as an Argentine owner writes it (`0294 15 412-3456`, `+54 9 294 412 3456`, …),
 * kept in E.164 (`+5492944123456`: app/business/phone.ts).
 */
function phone(): Rule<string, BusinessError> {
  return {
    hints: { required: false, maxLength: 40 },
    read(input, name) {
      const value = cleanText(first(input, name), false);
      if (isBlank(value)) return { value: "" };
      if (value.length > 40) return { error: "too-long" };
      return normalizePhone(value);
    },
  };
}

/**
 * An https link; with `domains`, on one of them (a payment link on the provider's own site, a
 * social profile on the network's), written with or without https (app/business/link.ts). Kept as
 * the URL parser writes it.
 */
function httpsLink(domains?: readonly string[], profile?: string): Rule<string, BusinessError> {
  return {
    hints: { required: false, maxLength: MAX_LINK },
    read(input, name) {
      const value = cleanText(first(input, name), false);
      if (isBlank(value)) return { value: "" };
      if (value.length > MAX_LINK) return { error: "too-long" };
      return normalizeLink(value, domains, profile);
    },
  };
}

/** A bank detail read by `normalize` (app/business/bank.ts); optional. */
function bankDetail(normalize: (value: string) => { value: string } | { error: BusinessError }, max: number): Rule<string, BusinessError> {
  return {
    hints: { required: false, maxLength: max },
    read(input, name) {
      const value = cleanText(first(input, name), false);
      if (isBlank(value)) return { value: "" };
      if (value.length > max) return { error: "too-long" };
      return normalize(value);
    },
  };
}

const time = line<BusinessError>({
  required: "required",
  max: 5,
  tooLong: "too-long",
  format: { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, error: "time" },
});

export const businessSchema = defineForm(
  {
    name: line<BusinessError>({ required: "required", max: 80, tooLong: "too-long" }),
    whatsapp: phone(),
    email: line<BusinessError>({
      max: 254,
      tooLong: "too-long",
      format: { pattern: /^[^\s@"<>]+@[^\s@"<>]+\.[^\s@"<>]+$/, error: "email" },
    }),
    street: line<BusinessError>({ max: 120, tooLong: "too-long" }),
    locality: line<BusinessError>({ max: 80, tooLong: "too-long" }),
    region: line<BusinessError>({ max: 80, tooLong: "too-long" }),
    postalCode: line<BusinessError>({ max: 12, tooLong: "too-long" }),
    instagram: httpsLink(socialDomains.instagram, profileBases.instagram),
    facebook: httpsLink(socialDomains.facebook, profileBases.facebook),
    paymentTransfer: httpsLink(paymentDomains.paymentTransfer),
    paymentLocal: httpsLink(paymentDomains.paymentLocal),
    bankHolder: line<BusinessError>({ max: 80, tooLong: "too-long" }),
    bankAccount: bankDetail(normalizeBankAccount, 40),
    bankCuit: bankDetail(normalizeCuit, 20),
    gaMeasurementId: line<BusinessError>({
      max: 20,
      tooLong: "too-long",
      format: { pattern: /^G-[A-Z0-9]{4,16}$/, error: "analytics-id" },
    }),
    opens: time,
    closes: time,
  } satisfies Record<BusinessField, Rule<string, BusinessError>>,
  (values) => (values.opens < values.closes ? {} : { closes: "hours-order" }),
);
