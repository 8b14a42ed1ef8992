import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import { ImagePreloadContext } from "./images/preload.ts";
import { contentSecurityPolicy } from "./security/headers.ts";
import { ownScripts, renderMark } from "./security/own-scripts.ts";
import { StructuredDataContext } from "./seo/structured-data.ts";
import { pageStructuredData } from "./departures/structured-data.server.ts";
import { priceRangeOf } from "./catalogue/price.ts";
import { structuredData } from "./seo/structured-data.server.ts";
import { servicesContext, visitorContext } from "./site/context.ts";
import type { ShellData } from "./site/shell.ts";
import { deferredComponentsReady } from "./speed/deferred-component.ts";
import { finishDocument } from "./speed/document.server.ts";

/** What the HTTP server reaches the app through (server/): see app/composition/site.server.ts. */
export { createSite } from "./composition/site.server.ts";

export const streamTimeout = 5_000;

/**
 * What the server logs of a failed request: errors only. An answer React Router gives a request it
 * cannot serve (404 for no such route, 405 for a post to a screen without an action) is the
 * visitor's mistake, not the site's: it was logged with a stack trace at every request (and a 404's
 * message carries the path, which may be an invitation's secret). An aborted request is no error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (!isRouteErrorResponse(error)) return void console.error(error);
  // A 5xx the router made from an error: that error, with its stack.
  if (error.status >= 500) console.error((error as { error?: unknown }).error ?? error);
};

/**
 * Renders the whole document before responding (no streaming): pages are small, and crawlers and
 * link previews get complete HTML. Its policy approves, by hash, exactly the inline scripts this
 * rendering wrote, never one that came with content (app/security/own-scripts.ts): the page is
 * the same bytes for everyone (no nonce), so it can be kept (app/speed/page-cache.server.ts).
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
  passActionRetryAfter(routerContext, responseHeaders);
  // Code split off for the browser is whole on the server before its first render.
  await deferredComponentsReady();
  const shell = routerContext.staticHandlerContext.loaderData.root as ShellData | undefined;
  const priceRange = shell ? priceRangeOf(await loadContext.get(servicesContext).catalogue.published()) : undefined;
  const business = shell
    ? structuredData(shell.publicUrl, shell.lang, shell.messages, shell.business, loadContext.get(pageStructuredData), priceRange)
    : null;
  // React Router writes it as the nonce of its scripts; it is taken out of the page before it is sent.
  const mark = renderMark();

  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ImagePreloadContext value={preload}>
        <StructuredDataContext value={business}>
          <ServerRouter context={routerContext} url={request.url} nonce={mark} />
        </StructuredDataContext>
      </ImagePreloadContext>,
      {
        // The document is sent whole: no Suspense boundary is outlined and revealed by a script later
        // (React does that for large boundaries by default), so the HTML reads the same without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeoutId);
          collect(pipe).then((rendered) => {
            const { html, scripts } = ownScripts(finishDocument(rendered, mark), mark);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(scripts, loadContext.get(visitorContext).secure, !!shell?.business.gaMeasurementId),
            );
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

/**
 * A form over its limit answers 429 with `Retry-After` from its action; posted without JavaScript,
 * the answer is this document, to which React Router passes only an action's cookies (a route would
 * need a `headers` function of its own). Every form's action, one place.
 */
function passActionRetryAfter(routerContext: EntryContext, responseHeaders: Headers) {
  for (const headers of Object.values(routerContext.staticHandlerContext.actionHeaders ?? {})) {
    const retryAfter = headers.get("Retry-After");
    if (retryAfter) responseHeaders.set("Retry-After", retryAfter);
  }
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
