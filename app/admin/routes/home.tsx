import type { Route } from "./+types/home";
import { BackupState } from "../BackupState.tsx";
import { businessTexts } from "../../business/i18n/index.ts";
import { requireMember, textsOf } from "../guard.server.ts";
import { mailbox } from "../mail.server.ts";
import { areaPath } from "../paths.ts";
import { allowed, type Area } from "../roles.ts";
import { pluralForm, useWorkspace, workspaceMeta } from "../workspace.ts";

type Count = { key: "newRequests" | "newComments" | "newMessages" | "waitingEmails" | "failedEmails"; count: number; to: Area };

/** What is new since the member last opened this screen (then it counts from now). */
export async function loader(args: Route.LoaderArgs) {
  const { member, services, workspace } = await requireMember(args, "home");
  const counts: Count[] = [];
  if (allowed(member.role, "requests")) {
    counts.push({ key: "newRequests", count: await services.bookings.countSince(member.seenAt), to: "requests" });
  }
  if (allowed(member.role, "comments")) {
    counts.push({ key: "newComments", count: await services.comments.countSince(member.seenAt), to: "comments" });
  }
  if (allowed(member.role, "messages")) {
    counts.push({ key: "newMessages", count: await services.contact.countSince(member.seenAt), to: "messages" });
    const emails = await mailbox(services).counts();
    counts.push(
      { key: "waitingEmails", count: emails.waiting, to: "messages" },
      { key: "failedEmails", count: emails.failed, to: "messages" },
    );
  }
  // The owner's first screen says what is still to set before launch (app/business/).
  const labels = businessTexts[textsOf(args.context).lang === "es" ? "es" : "en"].labels;
  const missing = allowed(member.role, "business")
    ? (await services.business.missing()).map((field) => ({ name: field, label: labels[field] }))
    : [];
  // The owner's: when the last snapshot of everything was taken (app/backup/).
  const backup = allowed(member.role, "business") ? await services.backups.status() : null;
  await workspace.seen(member.id);
  return { counts, missing, backup, title: textsOf(args.context).home.title };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  const shown = loaderData.counts.filter((count) => count.count > 0);
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{texts.home.title}</h1>
      <p>{texts.home.intro}</p>
      {shown.length ? (
        <ul className="ws-counts">
          {shown.map((count) => (
            <li key={count.key}>
              <a href={areaPath(count.to)} className="ws-count">
                <Counted text={pluralForm(texts.home[count.key], count.count, lang)} count={count.count} name={count.key} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ws-muted">{texts.home.nothingNew}</p>
      )}
      {loaderData.missing.length ? (
        <>
          <h2>{texts.home.launch}</h2>
          <ul className="ws-missing" data-missing>
            {loaderData.missing.map((field) => (
              <li key={field.name}>
                <a href={`${areaPath("business")}#business-${field.name}`}>{field.label}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {loaderData.backup ? <BackupState status={loaderData.backup} /> : null}
    </section>
  );
}

/** A count's text with its number in bold: "<strong>3</strong> new comments". */
function Counted({ text, count, name }: { text: string; count: number; name: string }) {
  const [before = "", after = ""] = text.split("{count}");
  return (
    <>
      {before}
      <strong data-count={name}>{count}</strong>
      {after}
    </>
  );
}
