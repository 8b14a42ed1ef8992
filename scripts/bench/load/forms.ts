/**
 * What the load and soak scripts post, built the way a browser builds it: the comment form as
 * multipart/form-data with the page's signed form token and a fresh one-time client token per
 * post, the contact form as a urlencoded post, and page views as the collector's JSON.
 */
import { randomBytes } from "node:crypto";

/** A form's hidden fields (its signed time and one-time key) in a page's HTML: the first form's. */
export function formTokens(html: string): { formToken: string; clientToken: string } {
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  const clientToken = /name="client_token" value="([^"]+)"/.exec(html)?.[1];
  if (!formToken || !clientToken) throw new Error("no form in the page");
  return { formToken, clientToken };
}

/** A client token as the server issues them (24 random bytes, base64url). */
export const freshClientToken = () => randomBytes(18).toString("base64url");

/** A multipart/form-data body (text fields only). */
function multipart(fields: Record<string, string>): { body: Buffer<ArrayBuffer>; contentType: string } {
  const boundary = `----load${randomBytes(12).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8") as Buffer<ArrayBuffer>,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The comment form as the page's script posts it to the excursion page's action (`/<lang>/<page>.data`). */
export function commentForm(input: { name: string; comment: string; formToken: string; clientToken: string }) {
  return multipart({
    intent: "comment",
    name: input.name,
    comment: input.comment,
    website: "",
    form_token: input.formToken,
    client_token: input.clientToken,
  });
}

/** The contact form as a browser without JavaScript posts it to the contact page. */
export function contactForm(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
  formToken: string;
  clientToken: string;
}): string {
  return new URLSearchParams({
    form_token: input.formToken,
    client_token: input.clientToken,
    website: "",
    user_name: input.name,
    user_email: input.email,
    subject: input.subject,
    message: input.message,
  }).toString();
}

/** A page view as the page's script sends it to POST /analytics/views. */
export function pageView(path: string, lang: string, userLanguage = "es-AR", navigation: "load" | "route" = "load"): string {
  return JSON.stringify({ path, lang, userLanguage, navigation });
}

/** `--name value` and `--name=value` options, with defaults; `--flag` alone is "true". */
export function parseOptions<T extends Record<string, string>>(argv: string[], defaults: T): T {
  const options: Record<string, string> = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!match) throw new Error(`Unknown argument: ${argv[i]}`);
    const name = match[1]!;
    if (!(name in defaults))
      throw new Error(
        `Unknown option --${name} (known: ${Object.keys(defaults)
          .map((key) => `--${key}`)
          .join(", ")})`,
      );
    const next = argv[i + 1];
    options[name] = match[2] ?? (next !== undefined && !next.startsWith("--") ? (i++, next) : "true");
  }
  return options as T;
}
