/**
 * The catalogue a page is drawn from: the published one, or, for a signed-in workspace member who
 * asked to see their drafts (`?preview=draft`, the editor's "Ver cómo queda"), the published one
 * with every draft in place. Such a page is that member's alone: never kept by the page cache
 * (it keeps no URL with a query) and sent `private, no-store`.
 */
import type { RouterContextProvider } from "react-router";
import { currentSession } from "../workspace/guard.server.ts";
import { servicesOf } from "../site/context.ts";
import type { Lang } from "../i18n/languages.ts";
import type { DraftBannerData } from "./DraftBanner.tsx";
import { draftTexts } from "./i18n/workspace/index.ts";
import type { Catalogue } from "./model.ts";

const PREVIEW_PARAM = "preview";
/** The entry a preview was asked from (`excursion/freyclimb`): its banner leads back to that editor. */
const PREVIEW_BACK_PARAM = "from";

export type PageCatalogue = { catalogue: Catalogue; preview: boolean };

/** A preview's response: never kept by a shared cache nor by the browser. */
export const privatePreview = { headers: { "Cache-Control": "private, no-store" } };

/** A page's headers: its parent's, with a preview's `Cache-Control` when the loader sent one. */
export function previewHeaders(loaderHeaders: Headers, parentHeaders: Headers): Headers {
  const headers = new Headers(parentHeaders);
  const control = loaderHeaders.get("Cache-Control");
  if (control) headers.set("Cache-Control", control);
  return headers;
}

export async function pageCatalogue(args: { request: Request; context: Readonly<RouterContextProvider> }): Promise<PageCatalogue> {
  const services = servicesOf(args.context);
  if (new URL(args.request.url).searchParams.get(PREVIEW_PARAM) === "draft" && (await currentSession(args))) {
    return { catalogue: await services.catalogue.withDrafts(), preview: true };
  }
  return { catalogue: await services.catalogue.published(), preview: false };
}

/** The banner a preview shows, in `lang`'s workspace words, leading back to the editor it came from. */
export function draftBanner(request: Request, lang: Lang): DraftBannerData {
  const from = new URL(request.url).searchParams.get(PREVIEW_BACK_PARAM) ?? "";
  const words = draftTexts(lang);
  const href = /^[a-z]+\/[A-Za-z0-9-]+$/.test(from) ? `/admin/catalogue/${from}?lang=${lang}` : "/admin/catalogue";
  return { text: words.banner, back: words.back, href };
}
