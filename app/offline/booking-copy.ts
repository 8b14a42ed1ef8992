/**
 * The booking page's offline copy (decision 0071): what a phone keeps of a booking to read it at
 * the trailhead without a signal. The server renders it on purpose (the page's address with
 * `?offline-copy`) without anyone's personal data and without the forms; the site's service worker
 * (app/offline/service-worker.ts) fetches it when the page asks, keeps it under the page's address
 * until the trip's retention ends, and shows it when that address cannot be reached. Plain code,
 * shared by the page, the server and the worker.
 */
import { SERVICE_WORKER_PATH } from "./messages.ts";
import { BOOKING_PAGE_SEGMENT, TOKEN_PATTERN } from "../site/booking-page-path.ts";

/** The query that asks the booking page for its offline copy. */
export const OFFLINE_COPY_PARAM = "offline-copy";

/**
 * The copy's answer says how long it may be kept, in seconds from now by the business's clock
 * (until the trip's retention ends, when the server deletes the participants' data and the link
 * stops opening): a duration rather than a date, so a phone whose clock is wrong keeps it as long.
 */
export const COPY_KEEP_FOR_HEADER = "X-Offline-Copy-Keep-For";

/** What the worker writes on a kept copy: when the device deletes it (epoch milliseconds, the device's clock). */
export const COPY_KEPT_UNTIL_HEADER = "X-Kept-Until";

/** What the page says to the worker: keep the copy of the booking page at `url` (a path). */
const KEEP_BOOKING = "keep-booking";

/** A booking page's own address (`/es/booking/<token>`), the one whose copy is kept: not its review, not a saved form's. */
export function isBookingCopyPath(pathname: string): boolean {
  const [empty, lang, segment, token, ...rest] = pathname.split("/");
  return (
    empty === "" && /^[a-z]{2}$/.test(lang ?? "") && segment === BOOKING_PAGE_SEGMENT && TOKEN_PATTERN.test(token ?? "") && !rest.length
  );
}

/** Where the worker fetches a booking page's copy. */
export function copyAddress(pathname: string): string {
  return `${pathname}?${OFFLINE_COPY_PARAM}`;
}

/**
 * Until when (epoch milliseconds on the device) a copy answered with these headers may be kept:
 * undefined when the answer says nothing (nothing is kept then) or has no time left.
 */
export function keptUntil(headers: Pick<Headers, "get">, now: number): number | undefined {
  const seconds = Number(headers.get(COPY_KEEP_FOR_HEADER) ?? Number.NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return now + seconds * 1000;
}

/** Whether a kept copy is past its time (or carries none: kept by something else, it is dropped). */
export function isCopyExpired(headers: Pick<Headers, "get">, now: number): boolean {
  const until = Number(headers.get(COPY_KEPT_UNTIL_HEADER) ?? Number.NaN);
  return !Number.isFinite(until) || until <= now;
}

/** Whether the server's answer to a booking page says the booking is gone: the copy goes too. */
export function isGoneAnswer(status: number): boolean {
  return status === 404 || status === 410;
}

/**
 * The page's whole script, inline (approved by its hash, app/security/own-scripts.ts): at the
 * site's public origin, where the policy allows the worker, once the page has loaded and the
 * browser is idle, it registers the service worker and asks it to keep this booking's copy.
 * Without JavaScript the page works as before, without a copy.
 */
export function keepCopyScript(publicOrigin: string): string {
  const keep = `w.register(${JSON.stringify(SERVICE_WORKER_PATH)},{scope:"/",updateViaCache:"none"}).then(()=>w.ready).then((r)=>r.active?.postMessage({type:"${KEEP_BOOKING}",url:location.pathname})).catch(()=>{})`;
  // Once the page has loaded and the browser is idle: the page is read first.
  return `(()=>{const w=navigator.serviceWorker;if(!w||location.origin!==${JSON.stringify(publicOrigin)})return;addEventListener("load",()=>(window.requestIdleCallback??setTimeout)(()=>${keep}),{once:true})})()`;
}
