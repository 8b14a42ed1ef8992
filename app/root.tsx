import { data, isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import { useContext, useEffect, useRef } from "react";
import type { Route } from "./+types/root";
import { usePageViews } from "./analytics/usePageViews.ts";
import { ChatButton } from "./components/ChatButton.tsx";
import { Picture } from "./components/Picture.tsx";
import { Footer } from "./components/Footer.tsx";
import { LanguageSelector } from "./components/LanguageSelector.tsx";
import { Menu } from "./components/Menu.tsx";
import { site } from "./config/site.ts";
import { enErrors } from "./i18n/en.ts";
import { fill } from "./i18n/fill.ts";
import { defaultLang, type Lang } from "./i18n/languages.ts";
import { shellMessages } from "./i18n/messages.ts";
import { StructuredDataContext } from "./seo/structured-data.ts";
import { getEnv } from "./runtime/env.server.ts";
import { arrivalPlaceContext, placeContext, servicesOf } from "./site/context.ts";
import { isOnlyInElsewhere, pageAt, pageHref, type PageLanguages } from "./site/pages.ts";
import { placeOf } from "./site/place.server.ts";
import { useOptionalShell, useShell, type ShellData } from "./site/shell.ts";
import offlineReading from "./offline/offline-reading.js?url";
import { HYDRATED_ATTRIBUTE } from "./speed/deferred-hydration.ts";
import "./styles/app.css";

/**
 * Every request's place in the site (its page and language), for every loader and action to read:
 * the one the server decided as the request arrived, for the path React Router routes (a data
 * request's `.data` already taken off); decided here only without a server (pages prerendered at
 * build time) or for another path.
 */
const resolvePlace: Route.MiddlewareFunction = ({ url, request, context }) => {
  const arrived = context.get(arrivalPlaceContext);
  context.set(placeContext, arrived?.path === url.pathname ? arrived.place : placeOf(url.pathname, request.headers));
};

export const middleware: Route.MiddlewareFunction[] = [resolvePlace];

export async function loader({ context }: Route.LoaderArgs) {
  // `/xx/about` matches the `:lang` routes: the page's loader answers 404 (pageOf), under this
  // shell in the visitor's language.
  const { lang, page, prefixed } = context.get(placeContext);
  const services = servicesOf(context);
  const shell: ShellData = {
    lang,
    page,
    prefixed,
    messages: shellMessages(lang),
    publicUrl: getEnv().PUBLIC_URL,
    year: new Date().getFullYear(),
    business: await services.business.current(),
    photos: await services.photos.shown(lang),
  };
  // Unprefixed pages answer in the negotiated language (the `lang` cookie, else Accept-Language).
  return data(shell, { headers: prefixed ? {} : { Vary: "Accept-Language, Cookie" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function links(): Route.LinkDescriptors {
  // No SVG favicon: Chrome draws it in the page's renderer as a document of its own, a 10-17 ms
  // task on the main thread just as the page hydrates. The 32 px icon is what a tab shows.
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useOptionalShell();
  const { pathname } = useLocation();
  const lang = shell?.lang ?? pageAt(pathname).lang ?? defaultLang;
  const structuredData = useContext(StructuredDataContext);
  // A page shown under other addresses (the offline page) goes without the app's scripts.
  const scripted = !useMatches().some((match) => (match.handle as { scripts?: boolean } | undefined)?.scripts === false);
  // Hydration starts after the page has loaded (app/hydration.ts); this tells when it is done.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1320" />
        <meta name="color-scheme" content="dark" />
        <Meta />
        {structuredData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} /> : null}
        <Links />
      </head>
      <body className="dark">
        {children}
        {scripted ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * After a navigation inside the site, focus moves to the new page's content, where a page load
 * puts a reader: otherwise it stays on the link followed (the footer's, say), or on nothing once
 * the menu that held it closes. A link to a place on the page (`#…`) keeps the browser's own way.
 */
function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // Only a new page moves focus, not the hash or the query changing on the same one.
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!hash) document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/**
 * Offline reading (decision 0031): its script is added once the page is interactive and the browser
 * is idle, never before, and registers the service worker; each page shown later without a reload
 * is kept too. Only in the production build, whose service worker exists.
 */
function useOfflineReading(publicUrl: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    // When the browser is idle (or, without requestIdleCallback, in a task of its own).
    (window.requestIdleCallback ?? setTimeout)(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.src = `${offlineReading}?site=${publicUrl}`;
      document.head.append(script);
    });
  }, [publicUrl]);
  // Defined by the offline script once it runs: not yet on the first page, which it keeps itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page read, named by its path.
  useEffect(() => (window as { __keepPageRead?: () => void }).__keepPageRead?.(), [pathname]);
}

/** Header, main, footer and chat button around every page. */
function Shell({ children, languages }: { children: React.ReactNode; languages?: readonly Lang[] }) {
  const { lang, prefixed, messages, publicUrl, business } = useShell();
  usePageViews(lang, business.gaMeasurementId);
  useFocusOnNavigation();
  useOfflineReading(publicUrl);
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.nav.skipToContent}
      </a>
      <header className="site-header">
        <Menu />
        <Link to={pageHref("home", prefixed ? lang : undefined)} className="brand">
          {/* Lazy (the page's main image gets the first connection) and a raster: an SVG <img> is a
              document of its own, whose set-up took 6-18 ms of the main thread while the page hydrated. */}
          <Picture image="logo" alt="" sizes="36px" className="brand-logo" />
          <span>{business.name}</span>
        </Link>
        <LanguageSelector offered={languages} />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatButton />
    </>
  );
}

export default function App() {
  const matches = useMatches();
  // The languages the page is published in, as its loader says: the language selector offers only those.
  const languages = (matches.at(-1)?.loaderData as PageLanguages | undefined)?.pageLanguages;
  // The owner's workspace (app/workspace/) has a frame of its own, without the site's.
  return matches.some((match) => (match.handle as { shell?: boolean } | undefined)?.shell === false) ? (
    <Outlet />
  ) : (
    <Shell languages={languages}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useOptionalShell();
  const { pathname } = useLocation();
  const lang = shell?.lang ?? pageAt(pathname).lang ?? defaultLang;
  const text = shell?.messages.errors ?? enErrors;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  // An excursion at the address of a language it is not written in: where it can be read.
  const elsewhere = notFound && isOnlyInElsewhere(error.data) && error.data.onlyIn.pages.length ? error.data.onlyIn : undefined;
  const heading = elsewhere
    ? fill(text.onlyInTitle, { language: elsewhere.language })
    : notFound
      ? text.notFoundTitle
      : text.unexpectedTitle;
  const body = (
    <section className="error-page">
      <h1>{heading}</h1>
      {elsewhere ? (
        <>
          <p>{text.onlyInText}</p>
          <ul className="error-page__elsewhere">
            {elsewhere.pages.map((page) => (
              <li key={page.lang}>
                <a href={page.href} hrefLang={page.lang} lang={page.lang}>
                  {page.name} ({page.language})
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{notFound ? text.notFoundText : text.unexpectedText}</p>
      )}
      <p>
        <Link className="button" to={pageHref("home", shell?.prefixed === false ? undefined : lang)}>
          {text.backHome}
        </Link>
      </p>
    </section>
  );
  const title = `${heading} | ${shell?.business.name ?? site.defaultName}`;
  // Without the root loader's data (it is what failed) the page still renders, without the shell.
  return shell ? (
    <Shell languages={elsewhere ? elsewhere.pages.map((page) => page.lang) : undefined}>
      <title>{title}</title>
      {body}
    </Shell>
  ) : (
    <main id="main">
      <title>{title}</title>
      {body}
    </main>
  );
}
