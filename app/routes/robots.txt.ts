import { getEnv } from "../runtime/env.server.ts";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /_drills/\nDisallow: /language/\n\nSitemap: ${getEnv().PUBLIC_URL}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
