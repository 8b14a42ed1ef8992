import type { Route } from "./+types/home";
import { pageMeta } from "../seo/meta.ts";
import { useShell } from "../shell.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "home");

export default function Home() {
  const { messages } = useShell();
  return (
    <section className="hero">
      <h1>{messages.pages.home.title}</h1>
    </section>
  );
}
