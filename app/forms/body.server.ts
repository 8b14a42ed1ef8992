/**
 * A posted form's body, read within a size limit and parsed by the platform (`Request.formData()`:
 * urlencoded and multipart/form-data, by Node's own fetch implementation).
 */

/** A refused upload is read and dropped up to this much (so the browser gets to read the answer); beyond, the connection is cut. */
export const DRAIN_BOUND_BYTES = 64 * 1024 * 1024;

export type FormBody = { form: FormData } | { problem: "too-large" | "malformed" };

const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The form in a request's body, or why there is none: over `maxBytes` (the rest is read and
 * dropped, without holding it), or not a form as browsers send one (another type, a broken body).
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(contentType)) {
    await drain(request.body);
    return { problem: "malformed" };
  }
  const bytes = await readLimited(request.body, maxBytes, Number(request.headers.get("content-length") ?? NaN));
  if (!bytes) return { problem: "too-large" };
  try {
    return { form: await new Response(bytes, { headers: { "Content-Type": contentType } }).formData() };
  } catch {
    return { problem: "malformed" };
  }
}

/** A JSON body within `maxBytes` (a script's post), or why there is none. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ json: unknown } | { problem: "too-large" | "malformed" }> {
  const bytes = await readLimited(request.body, maxBytes, Number(request.headers.get("content-length") ?? NaN));
  if (!bytes) return { problem: "too-large" };
  try {
    return { json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { problem: "malformed" };
  }
}

async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number, declared: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
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
