import type { Route } from "./+types/about";
import { GuideFacts } from "../catalogue/GuideFacts.tsx";
import { Policies } from "../catalogue/Policies.tsx";
import { withShownTexts } from "../catalogue/trust-data.ts";
import { TeamMember } from "../catalogue/TeamMember.tsx";
import { data } from "react-router";
import { draftBanner, pageCatalogue, previewHeaders, privatePreview } from "../catalogue/page-catalogue.server.ts";
import { DraftBanner } from "../catalogue/DraftBanner.tsx";
import { trustTexts } from "../catalogue/i18n/trust/index.ts";
import { sampleMembers } from "../catalogue/sample.server.ts";
import { getAboutContent } from "../content/team/index.ts";
import { pageOf } from "../site/context.ts";
import { useShell } from "../site/shell.ts";
import { pageMeta } from "../seo/meta.ts";
import "./about.css";
// The owner's texts' styles (plain text, "Read more", the policies): the pages that show them
// import them, so that a page loading those components later fetches no stylesheet.
import "../catalogue/plain-text.css";
import "../catalogue/read-more.css";
import { pageTexts } from "../i18n/messages.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang } = pageOf(context);
  const { catalogue, preview } = await pageCatalogue({ context, request });
  return data(
    {
      ...getAboutContent(catalogue, lang),
      // The business's policies, each shown only when the owner wrote it.
      policies: withShownTexts(catalogue.policies, ["cancellation", "weather", "insurance", "registration"], lang),
      meta: pageTexts(lang, "about"),
      // The invented members a fresh install starts with, said to be samples until the owner replaces them.
      samples: sampleMembers(catalogue),
      sampleNote: trustTexts[lang].sample,
      draft: preview ? draftBanner(request, lang) : null,
    },
    preview ? privatePreview : undefined,
  );
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  return previewHeaders(loaderHeaders, parentHeaders);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, "about", loaderData?.meta);

export default function About({ loaderData }: Route.ComponentProps) {
  const { title, description, members, readMore, readLess, policies } = loaderData;
  const { lang } = useShell();
  return (
    <div className="about">
      <DraftBanner draft={loaderData.draft} />
      <header className="about-header">
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
      <ul className="about-team">
        {members.map((member, index) => (
          <li key={member.id}>
            {/* The first photo is in view as the page opens, on a phone too: the page's largest paint. */}
            <TeamMember member={member} readMore={readMore} readLess={readLess} priority={index === 0}>
              {loaderData.samples.includes(member.id) ? (
                <p className="team-member__sample" data-sample>
                  {loaderData.sampleNote}
                </p>
              ) : null}
              <GuideFacts member={member} lang={lang} />
            </TeamMember>
          </li>
        ))}
      </ul>
      <div className="about-policies">
        <Policies policies={policies} lang={lang} />
      </div>
    </div>
  );
}
