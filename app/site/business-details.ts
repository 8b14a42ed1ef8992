/**
 * The business's details as the owner sets them (app/business/service.server.ts keeps them in the
 * database). Shared by the server and the pages: no validation here (see schema.ts), only what a
 * page needs to show a channel, or to leave it out while it is not set.
 */
import { site } from "../config/site.ts";

export const businessFields = [
  "name",
  "whatsapp",
  "email",
  "street",
  "locality",
  "region",
  "postalCode",
  "instagram",
  "facebook",
  "paymentTransfer",
  "paymentLocal",
  "bankHolder",
  "bankAccount",
  "bankCuit",
  "gaMeasurementId",
  "opens",
  "closes",
] as const;

export type BusinessField = (typeof businessFields)[number];

/** Every value a string; "" is "not set" (the channel is left out). */
export type BusinessDetails = Record<BusinessField, string>;

/** What a new site starts with: no channel, no link, only the name and what is true of any day. */
export const defaultBusinessDetails: BusinessDetails = {
  name: site.defaultName,
  whatsapp: "",
  email: "",
  street: "",
  locality: "San Carlos de Bariloche",
  region: "Río Negro",
  postalCode: "",
  instagram: "",
  facebook: "",
  paymentTransfer: "",
  paymentLocal: "",
  bankHolder: "",
  bankAccount: "",
  bankCuit: "",
  gaMeasurementId: "",
  opens: "08:00",
  closes: "20:00",
};

/**
 * What a traveller needs before the site can sell: these left empty are listed to the owner. The
 * analytics id is optional (the site's own collector counts page views either way).
 */
const neededForLaunch: readonly BusinessField[] = [
  "whatsapp",
  "email",
  "street",
  "postalCode",
  "instagram",
  "facebook",
  "paymentTransfer",
  "paymentLocal",
];

/** The details still to set before launch, in the editor's order. */
export function missingForLaunch(details: BusinessDetails): BusinessField[] {
  return neededForLaunch.filter((field) => details[field].trim() === "");
}

export { chatLink } from "./chat-link.ts";
