/**
 * What the service worker keeps for offline reading and what it never touches, decided here once
 * for the worker (app/offline/service-worker.ts), the pages that register it and the server's
 * policy (app/security/headers.ts allows this one worker script).
 */
import { isWorkspacePath } from "../site/pages.ts";
import { isBookingPagePath } from "../site/booking-page-path.ts";
import { isBookingCopyPath } from "./booking-copy.ts";
import type { Lang } from "../i18n/languages.ts";
import { pageAt, type PageKey } from "../site/pages.ts";
import { SERVICE_WORKER_PATH } from "./messages.ts";

export { SERVICE_WORKER_PATH };

/** The offline page of a language: what a page never opened shows without a connection (app/routes/offline.tsx). */
export const offlinePagePath = (lang: Lang) => `/${lang}/offline`;

/**
 * Never cached as fetched, never answered like the site's pages: live comment streams, the owner's
 * workspace, a traveller's booking page (participants' documents and health notes would stay on
 * the device, unencrypted, past their deletion on the server) and the worker's own script. (Posts
 * are never cached either; see `keptFormPage`.) A booking page's own address has its own path in
 * the worker (`bookingCopyPage`): the live page is never kept, only the copy the server renders
 * without personal data, asked for on purpose.
 */
export function isNeverCached(pathname: string): boolean {
  return (
    /^\/comments\/[^/]+\/events$/.test(pathname) ||
    isWorkspacePath(pathname) ||
    isBookingPagePath(pathname) ||
    pathname === SERVICE_WORKER_PATH
  );
}

/** A page of the site (any language) that is kept for offline reading once opened. */
export function isSitePage(pathname: string): boolean {
  return pageAt(pathname).page !== undefined;
}

/**
 * The pages whose forms, written without a connection, are kept on the device and sent when the
 * signal returns (a contact message; a request to book goes here too). Other posts (a comment with
 * its photo) are not: the visitor is told they could not be sent, and keeps what they typed.
 */
const keptForms: readonly PageKey[] = ["contact"];

/** The form page a post to `pathname` belongs to, when its posts are kept offline. */
export function keptFormPage(pathname: string): PageKey | undefined {
  const { page } = pageAt(pathname.replace(/\.data$/, ""));
  return page && keptForms.includes(page) ? page : undefined;
}

/** The language of a URL's prefix, if it has one. */
export function prefixLang(pathname: string): Lang | undefined {
  return pageAt(pathname).lang;
}

/** Where a kept form is posted again: the page it was posted to, as a browser without JavaScript posts it. */
export function keptFormTarget(url: URL): string {
  const target = new URL(url.pathname.replace(/\.data$/, ""), url.origin);
  for (const [name, value] of url.searchParams) if (name !== "index" && name !== "_routes") target.searchParams.append(name, value);
  return target.pathname + target.search;
}

/**
 * The booking page whose offline copy the worker keeps and shows without a connection (its GET
 * navigations only; app/offline/booking-copy.ts): `/es/booking/<token>`, never its review
 * nor any other address under it.
 */
export function bookingCopyPage(pathname: string): boolean {
  return isBookingCopyPath(pathname);
}
