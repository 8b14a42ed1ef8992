import { Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import { cspNonceContext } from "./context.ts";
import { PRERENDER_NONCE } from "./csp.ts";
import { deferHydration } from "./hydration.ts";
import hydrationLoader from "./hydration-loader.js?url";
import { ImagePreloadContext } from "./images/preload.ts";
import { StructuredDataContext } from "./seo/structured-data.ts";
import { structuredData } from "./seo/structured-data.server.ts";
import type { ShellData } from "./shell.ts";
import { buildStylesheet, inlineStylesheets } from "./styles/inline.server.ts";

export const streamTimeout = 5_000;

/**
 * The request's CSP nonce. Prerendering at build time runs without the server's context and
 * writes a stand-in that the server replaces per response.
 */
function cspNonce(context: RouterContextProvider): string {
  try {
    return context.get(cspNonceContext) ?? PRERENDER_NONCE;
  } catch {
    return PRERENDER_NONCE;
  }
}

/**
 * Renders the whole document before responding (no streaming): pages are small, crawlers and
 * link previews get complete HTML, and prerendered files are byte-for-byte what visitors get.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = cspNonce(loadContext);
  const shell = routerContext.staticHandlerContext.loaderData.root as ShellData | undefined;
  const business = shell ? structuredData(shell.publicUrl, shell.lang, shell.messages) : null;

  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ImagePreloadContext value={preload}>
        <StructuredDataContext value={business}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StructuredDataContext>
      </ImagePreloadContext>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timeoutId);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          collect(pipe).then(
            (html) => resolve(new Response(finish(html), { headers: responseHeaders, status: responseStatusCode })),
            reject,
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

/** What the browser gets: styles inside the page, scripts after it (see each helper for why). */
const finish = (html: string) => inlineStylesheets(deferHydration(html, hydrationLoader), buildStylesheet);

/** The rendered document as one string (it is complete: rendering waited for everything). */
function collect(pipe: (destination: Writable) => Writable): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  return new Promise((resolve, reject) => {
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
    pipe(sink);
  });
}
