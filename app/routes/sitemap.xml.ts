import type { Route } from "./+types/sitemap.xml";
import { excursionLanguages } from "../content/excursions/index.ts";
import { liveExcursions, type Catalogue } from "../catalogue/model.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import { servicesOf } from "../site/context.ts";
import { pageHref, staticPages, type PageKey } from "../site/pages.ts";

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Every page in every language it is published in, each with its hreflang alternates and
 * x-default: the four fixed pages in every language, each excursion of the catalogue (not retired)
 * in the languages that have its texts.
 */
export function sitemap(publicUrl: string, catalogue: Catalogue): string {
  const pages: Array<{ page: PageKey; langs: readonly Lang[] }> = [
    ...staticPages.map((page) => ({ page, langs: languages })),
    ...liveExcursions(catalogue).map((entry) => ({ page: entry.data.address, langs: excursionLanguages(entry) })),
  ];
  const entries = pages.flatMap(({ page, langs }) => {
    const alternates = [
      ...langs.map((lang) => ({ hreflang: lang, href: `${publicUrl}${pageHref(page, lang)}` })),
      { hreflang: "x-default", href: `${publicUrl}${pageHref(page)}` },
    ]
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join("\n");
    return langs.map((lang) => `  <url>\n    <loc>${escapeXml(`${publicUrl}${pageHref(page, lang)}`)}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  return new Response(sitemap(services.env.PUBLIC_URL, await services.catalogue.published()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
