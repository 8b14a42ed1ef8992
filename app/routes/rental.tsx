import type { Route } from "./+types/rental";
import { pageMeta } from "../seo/meta.ts";
import { useShell } from "../shell.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "rental");

export default function Page() {
  const { messages } = useShell();
  return (
    <section className="page">
      <h1>{messages.pages.rental.title}</h1>
    </section>
  );
}
