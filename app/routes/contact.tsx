import type { Route } from "./+types/contact";
import { pageMeta } from "../seo/meta.ts";
import { useShell } from "../shell.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "contact");

export default function Page() {
  const { messages } = useShell();
  return (
    <section className="page">
      <h1>{messages.pages.contact.title}</h1>
    </section>
  );
}
