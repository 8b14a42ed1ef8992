/**
 * Servers of their own for the comments tests: each on a free port, with a data folder (or a
 * PostgreSQL schema) of its own and the abuse settings a test needs, so posting from one address
 * many times does not trip the limits meant for real visitors.
 */
import { randomBytes } from "node:crypto";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { startInstance, type Instance } from "./instances.ts";

export type TestServer = Instance;

/**
 * `ownOrigin`: PUBLIC_URL is the server's own address (as in production, where the site is reached
 * at its public origin), so its pages' policy allows their service worker there.
 */
export function startServer(settings: Record<string, string> = {}, options: { ownOrigin?: boolean } = {}): Promise<TestServer> {
  return startInstance({ COMMENT_RATE_LIMIT: "1000/600", ...settings }, options);
}

/** A PostgreSQL schema name for servers that must share one database. */
export function uniqueSchema(): string {
  return `e2e_${randomBytes(5).toString("hex")}`;
}

/** Reads the form's hidden tokens from a page's HTML (what a browser without JavaScript posts back). */
export function formTokens(html: string): { formToken: string; clientToken: string } {
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  const clientToken = /name="client_token" value="([^"]+)"/.exec(html)?.[1];
  if (!formToken || !clientToken) throw new Error("no comment form in the page");
  return { formToken, clientToken };
}

/**
 * Posts a comment form as the page's script does (React Router's data request to the page's
 * action) and reads the answer: the status and the action's data (`{ ok, comment, message… }`).
 */
export async function postComment(url: string, pagePath: string, form: FormData, headers: Record<string, string> = {}) {
  return readCommentAnswer(await fetch(`${url}${pagePath}.data`, { method: "POST", body: form, headers: { Origin: url, ...headers } }));
}

export type CommentAnswer =
  | {
      ok: true;
      comment: { id: number; name: string; comment: string; photo: { id: string } | null };
      message: string;
      photoProblem: string | null;
    }
  | { ok: false; error: string; message: string; values: { name: string; comment: string } };

/** The comment action's answer to a data request (React Router's stream), with its status. */
export async function readCommentAnswer(response: Response): Promise<{ status: number; body: CommentAnswer | undefined; text: string }> {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || !type.includes("text/x-script")) return { status: response.status, body: undefined, text: await response.text() };
  // Read whole first: a server killed mid-answer fails here, not later in the decoder.
  const bytes = await response.arrayBuffer();
  const decoded = await decodeViaTurboStream(new Response(bytes).body!, globalThis);
  await decoded.done;
  return { status: response.status, body: (decoded.value as { data?: CommentAnswer }).data, text: "" };
}
