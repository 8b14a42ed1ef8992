import type { Route } from "./+types/about";
import { TeamMember } from "../components/TeamMember.tsx";
import { getAboutContent } from "../content/team/index.ts";
import { pageOf } from "../site/context.ts";
import { pageMeta } from "../seo/meta.ts";
import "./about.css";
import { pageTexts } from "../i18n/messages.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { lang } = pageOf(context);
  return { ...getAboutContent(lang), meta: pageTexts(lang, "about") };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, "about", loaderData?.meta);

export default function About({ loaderData }: Route.ComponentProps) {
  const { title, description, members, readMore, readLess } = loaderData;
  return (
    <div className="about">
      <header className="about-header">
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
      <ul className="about-team">
        {members.map((member, index) => (
          <li key={member.id}>
            {/* The first photo is in view as the page opens, on a phone too: the page's largest paint. */}
            <TeamMember member={member} readMore={readMore} readLess={readLess} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
