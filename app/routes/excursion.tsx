import type { Route } from "./+types/excursion";
import { data } from "react-router";
import { isExcursionId, locatePath } from "../pages.ts";
import { pageMeta } from "../seo/meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  const page = locatePath(new URL(request.url).pathname).page;
  if (!page || !isExcursionId(page)) throw data(null, { status: 404 });
  return { id: page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, loaderData.id, { title: loaderData.id }) : [];

export default function Excursion({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page">
      <h1>{loaderData.id}</h1>
    </section>
  );
}
