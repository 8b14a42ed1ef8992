import { site } from "../../config/site.ts";
import type { Lang } from "../../i18n/languages.ts";
import { en, type PaymentTexts } from "./en.ts";
import { es } from "./es.ts";

export type { PaymentTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies PaymentTexts`. */
export const paymentTranslations: Partial<Record<Lang, PaymentTexts>> = { en, es };

export type PaymentContent = PaymentTexts & { currencies: Array<"USD" | "ARS"> };

/** The payment block's texts in `lang`; the links are `site.payments.transfer` and `.localProvider`. */
export function getPaymentContent(lang: Lang): PaymentContent {
  return { ...(paymentTranslations[lang] ?? en), currencies: [...site.currencies] };
}
