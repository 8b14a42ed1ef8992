import { site } from "../../config/site.ts";
import type { Lang } from "../../i18n/languages.ts";
import { en, type PaymentTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { PaymentTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies PaymentTexts`. */
export const paymentTranslations: Record<Lang, PaymentTexts> = { en, es, fr, pt, it };

export type PaymentContent = PaymentTexts & { currencies: Array<"USD" | "ARS"> };

/** The payment block's texts in `lang`; the links are the business's details (`paymentTransfer`, `paymentLocal`, app/business/). */
export function getPaymentContent(lang: Lang): PaymentContent {
  return { ...(paymentTranslations[lang] ?? en), currencies: [...site.currencies] };
}
