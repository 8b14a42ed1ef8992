import { data } from "react-router";
import type { Route } from "./+types/dashboard.csv";
import { dashboardData } from "../data.server.ts";
import { periodFrom } from "./dashboard.server.ts";
import { figureCsv, figureTables } from "./figures.server.ts";
import { requireMember, workspaceLang } from "../../workspace/guard.server.ts";

/** One table of the figures screen as CSV, for the same period, in the screen's words (owner only). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireMember(args, "dashboard");
  const chosen = periodFrom(new URL(args.request.url), Date.now());
  if (!chosen) throw data(null, { status: 400 });
  const tables = figureTables(
    await dashboardData(services, chosen.period),
    workspaceLang(args.context),
    await services.catalogue.published(),
  );
  const table = args.params.table as keyof typeof tables;
  if (!Object.hasOwn(tables, table)) throw data(null, { status: 404 });
  return new Response(figureCsv(tables[table]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${table}-${chosen.from}-${chosen.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
