import type { DraftTexts } from "./en.ts";

/** Argentine Spanish, in the business's "vos". */
export const es = {
  banner: "Borrador: así se va a ver la página cuando la publiques. Nadie más la ve.",
  back: "Volver al editor",
} satisfies DraftTexts;
