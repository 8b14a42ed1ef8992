import { site } from "../../config/site.ts";
import { textLangOf } from "../../catalogue/check.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import type { Lang } from "../../i18n/languages.ts";
import { en, type PaymentTexts } from "../i18n/payment/en.ts";
import { es } from "../i18n/payment/es.ts";
import { fr } from "../i18n/payment/fr.ts";
import { it } from "../i18n/payment/it.ts";
import { pt } from "../i18n/payment/pt.ts";

export type { PaymentTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies PaymentTexts`. */
export const paymentTranslations: Record<Lang, PaymentTexts> = { en, es, fr, pt, it };

export type PaymentContent = PaymentTexts & {
  title: string;
  text: string;
  textLater: string;
  cashNote: string;
  currencies: Array<"USD" | "ARS">;
};

/**
 * The payment block's texts in `lang`: the owner's from the catalogue, the labels from ./<lang>.ts;
 * the links are the business's details (`paymentTransfer`, `paymentLocal`, app/business/).
 */
export function getPaymentContent(catalogue: Catalogue, lang: Lang): PaymentContent {
  const entry = catalogue.payment;
  const owner = entry.texts[textLangOf(entry, lang)] ?? {};
  return {
    ...(paymentTranslations[lang] ?? en),
    title: owner.title ?? "",
    text: owner.text ?? "",
    textLater: owner.textLater ?? "",
    cashNote: owner.cashNote ?? "",
    currencies: [...site.currencies],
  };
}
