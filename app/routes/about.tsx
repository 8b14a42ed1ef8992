import type { Route } from "./+types/about";
import { pageMeta } from "../seo/meta.ts";
import { useShell } from "../shell.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "about");

export default function Page() {
  const { messages } = useShell();
  return (
    <section className="page">
      <h1>{messages.pages.about.title}</h1>
    </section>
  );
}
