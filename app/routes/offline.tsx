import type { Route } from "./+types/offline";
import { data } from "react-router";
import { servicesOf } from "../site/context.ts";
import { isLang } from "../i18n/languages.ts";
import { offlineTexts } from "../offline/i18n/index.ts";
import { pageHref } from "../site/pages.ts";

/**
 * The offline page of a language (`/es/offline`), which the service worker keeps and shows, without
 * a connection, for a page never opened, or after keeping a form posted offline (it marks the page
 * `data-offline-reason="kept"`, see app/offline/service-worker.ts). It carries no script: it is shown
 * under another page's address, which the app's router would try to load. Menu and language links
 * work without one. The worker, which knows what it kept, writes the list of the excursion pages
 * kept on the device in place of the sentence saying how pages are kept (`data-kept-pages`).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  const texts = offlineTexts[params.lang];
  const { name } = await servicesOf(context).business.current();
  return data({ lang: params.lang, texts, title: `${texts.title} | ${name}` }, { headers: { "Cache-Control": "no-cache" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Rendered without the app's scripts (the root layout reads this). */
export const handle = { scripts: false };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];

export default function OfflinePage({ loaderData }: Route.ComponentProps) {
  const { lang, texts } = loaderData;
  return (
    <section className="page offline-page" data-offline-reason="unavailable" aria-labelledby="offline-title">
      <h1 id="offline-title">{texts.title}</h1>
      <p className="offline-page__unavailable">{texts.unavailable}</p>
      <p className="offline-page__kept" role="status">
        {texts.kept}
      </p>
      <div className="offline-page__pages" data-kept-pages data-kept-intro={texts.keptPages}>
        <p>{texts.noKeptPages}</p>
      </div>
      <p>
        {/* A plain link: the page has no script to route it. */}
        <a className="button" href={pageHref("home", lang)}>
          {texts.home}
        </a>
      </p>
    </section>
  );
}
