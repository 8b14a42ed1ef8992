import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Prerendered pages carry the PUBLIC_URL the build was made with (canonical, hreflang, Open Graph).
 * Returns a warning when the running server announces another origin.
 */
export async function checkPrerenderedOrigin(clientDir: string, publicUrl: string): Promise<string | undefined> {
  let html: string;
  try {
    html = await readFile(path.join(clientDir, "en", "index.html"), "utf8");
  } catch {
    return undefined;
  }
  const built = /<link rel="canonical" href="([^"]+)\/en"/.exec(html)?.[1];
  if (!built || built === publicUrl) return undefined;
  return `Prerendered pages were built for ${built} but PUBLIC_URL is ${publicUrl}: rebuild with this PUBLIC_URL (npm start does).`;
}
