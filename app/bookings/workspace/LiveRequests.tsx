import { useEffect, useState } from "react";
import type { RequestRow } from "./bookings.server.ts";

/**
 * The requests that arrive while the list is open (the event stream of the workspace: the event bus
 * across instances), newest first, for the list to show above the ones it loaded. Only those the
 * list's filter keeps.
 */
export function useArrivedRequests(keep: (row: RequestRow) => boolean): RequestRow[] {
  const [arrived, setArrived] = useState<RequestRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per page; `keep` never changes on a page (below).
  useEffect(() => {
    const source = new EventSource("/admin/requests/events");
    source.addEventListener("request", (event) => {
      const row = JSON.parse((event as MessageEvent<string>).data) as RequestRow;
      if (keep(row)) setArrived((current) => (current.some((item) => item.id === row.id) ? current : [row, ...current]));
    });
    return () => source.close();
    // Once per page: a new filter is a new page (a plain form's GET), so `keep` never changes here.
  }, []);
  return arrived;
}
