import { Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import { ImagePreloadContext } from "./images/preload.ts";
import { contentSecurityPolicy, inlineScriptsOf } from "./security/headers.ts";
import { StructuredDataContext } from "./seo/structured-data.ts";
import { pageStructuredData } from "./seo/events.server.ts";
import { structuredData } from "./seo/structured-data.server.ts";
import { visitorContext } from "./site/context.ts";
import type { ShellData } from "./site/shell.ts";
import { deferredComponentsReady } from "./speed/deferred-component.ts";
import { finishDocument } from "./speed/document.server.ts";

/** What the HTTP server reaches the app through (server/): see app/site/site.server.ts. */
export { createSite } from "./site/site.server.ts";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before responding (no streaming): pages are small, crawlers and
 * link previews get complete HTML, and prerendered files are byte-for-byte what visitors get. Its
 * policy allows exactly its own inline scripts, by hash: the page is the same bytes for everyone
 * (no nonce), so it can be prerendered or kept (app/speed/page-cache.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Code split off for the browser is whole on the server before its first render.
  await deferredComponentsReady();
  const shell = routerContext.staticHandlerContext.loaderData.root as ShellData | undefined;
  const business = shell ? structuredData(shell.publicUrl, shell.lang, shell.messages, shell.business, loadContext.get(pageStructuredData)) : null;

  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ImagePreloadContext value={preload}>
        <StructuredDataContext value={business}>
          <ServerRouter context={routerContext} url={request.url} />
        </StructuredDataContext>
      </ImagePreloadContext>,
      {
        // The document is sent whole: no Suspense boundary is outlined and revealed by a script later
        // (React does that for large boundaries by default), so the HTML reads the same without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeoutId);
          collect(pipe).then((rendered) => {
            const html = finishDocument(rendered);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptsOf(html), loadContext.get(visitorContext).secure, !!shell?.business.gaMeasurementId));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
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
