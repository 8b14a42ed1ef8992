/**
 * A posted form's body, read within its limits and parsed by the platform (`Request.formData()`:
 * urlencoded and multipart/form-data, by Node's own fetch implementation). Decision 0012 says why
 * the platform's parser and not a streaming one: on the site's forms it costs less CPU.
 */

/** A refused upload is read and dropped up to this much (so the browser gets to read the answer); beyond, the connection is cut. */
export const DRAIN_BOUND_BYTES = 64 * 1024 * 1024;

/** Fields a form may send: the largest of the site's forms sends about thirty. */
export const DEFAULT_MAX_PARTS = 100;
/** Files a form may send: no form of the site has more than one file input. */
export const DEFAULT_MAX_FILES = 1;

export type FormLimits = {
  /** The whole body, as sent. */
  maxBytes: number;
  /** Fields (files included). */
  maxParts?: number;
  maxFiles?: number;
};

export type FormBody = { form: FormData } | { problem: "too-large" | "malformed" };

const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The form in a request's body, or why there is none: more than its limits allow (more bytes
 * than `maxBytes`: the rest is read and dropped, without holding it; more fields or files), or
 * not a form as browsers send one (another type, a broken body).
 */
export async function readFormBody(request: Request, limits: FormLimits): Promise<FormBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(contentType)) {
    await drain(request.body);
    return { problem: "malformed" };
  }
  const bytes = await readLimited(request.body, limits.maxBytes, Number(request.headers.get("content-length") ?? NaN));
  if (!bytes) return { problem: "too-large" };
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { problem: "malformed" };
  }
  const maxParts = limits.maxParts ?? DEFAULT_MAX_PARTS;
  const maxFiles = limits.maxFiles ?? DEFAULT_MAX_FILES;
  let parts = 0;
  let files = 0;
  for (const [, value] of form) {
    if (++parts > maxParts || (typeof value !== "string" && ++files > maxFiles)) return { problem: "too-large" };
  }
  return { form };
}

/** A JSON body within `maxBytes` (a script's post), or why there is none. */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ json: unknown } | { problem: "too-large" | "malformed" }> {
  const bytes = await readLimited(request.body, maxBytes, Number(request.headers.get("content-length") ?? NaN));
  if (!bytes) return { problem: "too-large" };
  try {
    return { json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { problem: "malformed" };
  }
}

async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  declared: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number.isFinite(declared) && declared > maxBytes) return void (await drain(body));
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) return void (await drain(null, reader, total));
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads and drops a body up to the bound, then cuts it. */
async function drain(body: ReadableStream<Uint8Array> | null, reader = body?.getReader(), total = 0): Promise<void> {
  if (!reader) return;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DRAIN_BOUND_BYTES) return void (await reader.cancel());
    }
  } catch {
    // the client went away
  }
}
