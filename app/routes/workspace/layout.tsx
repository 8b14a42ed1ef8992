import { Fragment, useEffect } from "react";
import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { forgetLists, keepListsOffline } from "../../departures/guide-list/offline-page.ts";
import { clearQueue } from "../../departures/guide-list/queue.ts";
import type { Route } from "./+types/layout";
import { site } from "../../config/site.ts";
import { guardFields } from "../../forms/fields.ts";
import { currentSession, workspaceLang } from "../../workspace/guard.server.ts";
import { fallbackTexts, type FrameTexts } from "../../workspace/i18n/fallback.ts";
import { workspaceTexts, type WorkspaceTexts } from "../../workspace/i18n/index.ts";
import { areaPath, BAR_SIZE, dailyScreens, screens, SIGN_IN_PATH } from "../../workspace/paths.ts";
import { areasOf, type Area } from "../../workspace/roles.ts";
import { useOptionalWorkspace, workspaceMeta, type WorkspaceData } from "../../workspace/workspace.ts";
import "../../workspace/workspace.css";

/**
 * The workspace's frame, not the site's (app/root.tsx leaves it out for this handle). Its links and
 * forms are plain ones: every screen is a page load, and the router's link and form code stays out
 * of the workspace's modules (so the public pages' chunks stay as they were: decision 0040).
 */
export const handle = { shell: false };

export async function loader(args: Route.LoaderArgs): Promise<WorkspaceData> {
  const lang = workspaceLang(args.context);
  const signedIn = await currentSession(args).catch(() => undefined);
  const member = signedIn ? { email: signedIn.member.email, role: signedIn.member.role } : null;
  const url = new URL(args.request.url);
  return {
    lang,
    texts: workspaceTexts[lang],
    member,
    nav: member ? areasOf(member.role, screens) : [],
    path: url.pathname,
    guardFields,
    timeZone: site.timeZone,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => workspaceMeta(undefined, loaderData?.texts);

/**
 * Every screen one tap away on a phone: the daily ones in a bar at the screen's foot, the rest behind
 * "More", a popover its button opens without JavaScript (Escape or a tap elsewhere closes it, and
 * focus goes back to the button). A role with no more screens than the bar holds has them all there.
 * On a wide screen both lists show as one row at the top (workspace.css).
 */
function Navigation({ nav, texts, pathname }: { nav: readonly Area[]; texts: WorkspaceTexts; pathname: string }) {
  const inBar = nav.length <= BAR_SIZE ? nav : nav.filter((area) => dailyScreens.includes(area));
  const rest = nav.filter((area) => !inBar.includes(area));
  // A screen's own page is "page"; a page under it (a request's) is in that screen ("true").
  const current = (area: Area) => {
    const path = areaPath(area);
    if (pathname === path) return "page";
    return area !== "home" && pathname.startsWith(`${path}/`) ? "true" : undefined;
  };
  const link = (area: Area) => (
    <li key={area}>
      <a href={areaPath(area)} aria-current={current(area)}>
        {texts.nav[area]}
      </a>
    </li>
  );
  return (
    <nav className="ws-nav" aria-label={texts.nav.label}>
      <ul className="ws-bar">
        {inBar.map(link)}
        {rest.length ? (
          <li className="ws-more">
            <button
              type="button"
              className="ws-more-button"
              popoverTarget="ws-more"
              data-current={rest.some((area) => current(area)) || undefined}
            >
              {texts.nav.more}
            </button>
            <ul id="ws-more" className="ws-more-list" popover="auto">
              {rest.map(link)}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function Frame({ data, children }: { data: WorkspaceData | undefined; children: React.ReactNode }) {
  const texts: FrameTexts = data?.texts ?? fallbackTexts;
  const other = data?.lang === "es" ? "en" : "es";
  const { pathname } = useLocation();
  const signedIn = Boolean(data?.member);
  const readsDepartures = Boolean(data?.nav.includes("departures"));
  // Signed in to the departures: the next three days' lists are kept on the phone, sealed, for
  // reading without signal. Signed out: what the phone kept of them goes (decision 0064).
  useEffect(() => {
    if (readsDepartures) void keepListsOffline();
    else if (!signedIn) {
      clearQueue(window.localStorage);
      void forgetLists();
    }
  }, [signedIn, readsDepartures]);
  return (
    <div className="ws" lang={data?.lang ?? "en"}>
      <a className="skip-link" href="#ws-main">
        {texts.skipToContent}
      </a>
      <header className="ws-header">
        <a href="/admin" className="ws-brand">
          {texts.title}
        </a>
        {data?.member ? (
          <p className="ws-who">
            {data.texts.signedInAs} <strong className="ws-email">{emailWithBreaks(data.member.email)}</strong> ·{" "}
            {data.texts.roles[data.member.role]}
          </p>
        ) : null}
        <a className="ws-lang" href={`/admin/language/${other}?to=${encodeURIComponent(pathname)}`} hrefLang={other} lang={other}>
          {texts.nav.otherLanguage}
        </a>
      </header>
      {data?.nav.length ? <Navigation nav={data.nav} texts={data.texts} pathname={pathname} /> : null}
      <main id="ws-main" className="ws-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame data={loaderData}>
      <Outlet />
    </Frame>
  );
}

/** Signed out (401), not for this role (403), nothing there (404), or a failure: said in the workspace's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useOptionalWorkspace();
  const texts: FrameTexts = data?.texts ?? fallbackTexts;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const code = status === 401 ? "signed-out" : status === 403 ? "forbidden" : status === 404 ? "not-found" : "unexpected";
  if (status >= 500) console.error(error);
  return (
    <Frame data={data}>
      <title>{`${texts.errors[code]} · ${texts.title}`}</title>
      <section className="ws-screen" aria-labelledby="ws-error-title">
        <h1 id="ws-error-title">{texts.errors[code]}</h1>
        {status === 401 ? (
          <p>
            <a className="ws-button" href={SIGN_IN_PATH}>
              {texts.signIn.title}
            </a>
          </p>
        ) : (
          <p>
            <a href="/admin">{texts.nav.home}</a>
          </p>
        )}
      </section>
    </Frame>
  );
}

/**
 * An email that may wrap only where a person would break it: after its "@" and before each dot
 * ("maria.fernanda@" / "bariloche." / "example"), never inside a word of it.
 */
function emailWithBreaks(email: string): React.ReactNode[] {
  // The parts in their order, each once: its position names it.
  const parts = email.split(/(?<=@)|(?=\.)/).map((part, index) => ({ part, at: `${index}:${part}` }));
  return parts.map(({ part, at }, index) => (
    <Fragment key={at}>
      {index > 0 ? <wbr /> : null}
      <span>{part}</span>
    </Fragment>
  ));
}
