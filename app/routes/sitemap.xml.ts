import { getEnv } from "../runtime/env.server.ts";
import { languages } from "../i18n/languages.ts";
import { pageHref, pageKeys } from "../site/pages.ts";

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Every page in every language, each with its hreflang alternates and x-default. */
export function sitemap(publicUrl: string): string {
  const entries = pageKeys.flatMap((page) => {
    const alternates = [
      ...languages.map((lang) => ({ hreflang: lang, href: `${publicUrl}${pageHref(page, lang)}` })),
      { hreflang: "x-default", href: `${publicUrl}${pageHref(page)}` },
    ]
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join("\n");
    return languages.map((lang) => `  <url>\n    <loc>${escapeXml(`${publicUrl}${pageHref(page, lang)}`)}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemap(getEnv().PUBLIC_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
