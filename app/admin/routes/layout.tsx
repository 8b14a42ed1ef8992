import { isRouteErrorResponse, Link, NavLink, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { currentSession, workspaceLang } from "../guard.server.ts";
import { workspaceTexts } from "../i18n/index.ts";
import { areaPath, screens, SIGN_IN_PATH } from "../paths.ts";
import { areasOf } from "../roles.ts";
import { useOptionalWorkspace, workspaceMeta, type WorkspaceData } from "../workspace.ts";
import "../workspace.css";

/** The workspace's frame, not the site's (app/root.tsx leaves it out for this handle). */
export const handle = { shell: false };

export async function loader(args: Route.LoaderArgs): Promise<WorkspaceData> {
  const lang = workspaceLang(args.context);
  const signedIn = await currentSession(args).catch(() => undefined);
  const member = signedIn ? { email: signedIn.member.email, role: signedIn.member.role } : null;
  const url = new URL(args.request.url);
  return { lang, texts: workspaceTexts[lang], member, nav: member ? areasOf(member.role, screens) : [], path: url.pathname };
}

export const meta: Route.MetaFunction = ({ loaderData }) => workspaceMeta(undefined, loaderData?.texts);

function Frame({ data, children }: { data: WorkspaceData | undefined; children: React.ReactNode }) {
  const texts = data?.texts ?? workspaceTexts.en;
  const other = data?.lang === "es" ? "en" : "es";
  const { pathname } = useLocation();
  return (
    <div className="ws" lang={data?.lang ?? "en"}>
      <a className="skip-link" href="#ws-main">
        {texts.skipToContent}
      </a>
      <header className="ws-header">
        <Link to="/admin" className="ws-brand">
          {texts.title}
        </Link>
        {data?.member ? (
          <p className="ws-who">
            {texts.signedInAs} <strong>{data.member.email}</strong> · {texts.roles[data.member.role]}
          </p>
        ) : null}
        <a className="ws-lang" href={`/admin/language/${other}?to=${encodeURIComponent(pathname)}`} hrefLang={other} lang={other}>
          {texts.nav.otherLanguage}
        </a>
      </header>
      {data?.nav.length ? (
        <nav className="ws-nav" aria-label={texts.nav.label}>
          <ul>
            {data.nav.map((area) => (
              <li key={area}>
                <NavLink to={areaPath(area)} end>
                  {texts.nav[area]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
  const texts = data?.texts ?? workspaceTexts.en;
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
            <Link className="ws-button" to={SIGN_IN_PATH}>
              {texts.signIn.title}
            </Link>
          </p>
        ) : (
          <p>
            <Link to="/admin">{texts.nav.home}</Link>
          </p>
        )}
      </section>
    </Frame>
  );
}
