/** What a booking page's token opens: nothing, a cancelled booking, a form handed over, or the page. */
import { departureDates } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import type { Lang } from "../../i18n/languages.ts";
import { TOKEN_PATTERN } from "../../site/booking-page-path.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import * as requests from "../store.server.ts";
import { type BookingPageDeps, langOf, sha256 } from "./deps.server.ts";
import type { Opened, Scope } from "./model.ts";
import * as pages from "./store.server.ts";
import { linksExpired } from "./trip.server.ts";

/**
 * What a token opens. The token is hashed before it is looked up (one indexed query whatever it
 * is), so a wrong token costs the same as a right one and says nothing about the right ones.
 */
export async function openedBy(deps: BookingPageDeps, token: string, shownIn?: Lang): Promise<Opened> {
  const { db } = deps;
  const hash = sha256(token);
  const link = await pages.linkByTokenHash(db, hash);
  if (!link || !TOKEN_PATTERN.test(token)) return { kind: "unknown" };
  const request = await requests.getRequest(db, link.request_id);
  if (!request) return { kind: "unknown" };
  const departure = request.departureId ? ((await getDeparture(db, request.departureId)) ?? null) : null;
  if (linksExpired(deps, request, departure)) return { kind: "unknown" };
  // Shown in the language the traveller chose on the page (its language selector), else the request's.
  const lang = shownIn ?? langOf(request);
  const booker = link.slot === 0;
  if (request.status === "declined") return { kind: "cancelled", lang, reference: request.reference, requestId: request.id, booker };
  if (request.status === "cancelled") {
    const dated = departureDates(departure ?? { startDate: null, endDate: null }, lang, Number(deps.today().slice(0, 4)));
    return {
      kind: "cancelled",
      lang,
      reference: request.reference,
      requestId: request.id,
      booker,
      dates: dated.kind === "tbc" ? bookingPageTexts[lang].datesTbc : dated.text,
    };
  }
  if (request.status !== "confirmed" && request.status !== "done") return { kind: "unknown" };
  if (link.slot > request.groupSize) return { kind: "unknown" };
  if (link.role === "forwarded") {
    // Once its participant has saved their form, the forwarded link no longer opens it: they have their own.
    const saved = await pages.participantState(db, request.id, link.slot);
    if (saved?.filled_by === "participant")
      return {
        kind: "handedOver",
        lang,
        reference: request.reference,
        slot: link.slot,
        name: saved.full_name,
        conditionsAt: saved.conditions_at,
      };
  }
  const scope: Scope = link.slot === 0 ? { kind: "booker" } : { kind: "participant", slot: link.slot };
  return { kind: "open", request, departure, scope, linkId: link.id, lang, role: link.role, token };
}
