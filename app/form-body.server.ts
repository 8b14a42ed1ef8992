/**
 * A posted form read from its whole body (already read within its size limit): multipart/form-data
 * as browsers send it (RFC 7578, RFC 2046 §5.1.1) or urlencoded. The standard way, undici's
 * `new Response(body).formData()`, wraps the bytes in web streams, a Blob and a File per part: under
 * load that cost as much CPU as everything else a comment post does together; this walks the bytes
 * once. Like FormData's `get`, the first field of a name wins.
 */
export type FormBody = {
  /** A text field's value; "" when absent or when it is a file. */
  text(name: string): string;
  /** A file field's bytes (possibly empty); undefined when absent or when it is text. */
  file(name: string): Uint8Array | undefined;
};

/** Parts taken at most: the site's forms have fewer than ten fields. */
const MAX_PARTS = 100;

/** The form in a body of the given Content-Type, or undefined when it is not a well-formed form. */
export function parseFormBody(body: Uint8Array, contentType: string): FormBody | undefined {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const fields = new URLSearchParams(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8"));
    return { text: (name) => fields.get(name) ?? "", file: () => undefined };
  }
  if (!/^multipart\/form-data/i.test(contentType)) return undefined;
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?=$|[;\s])/i.exec(contentType);
  if (!boundary) return undefined;
  const parts = multipartParts(Buffer.from(body.buffer, body.byteOffset, body.byteLength), boundary[1] ?? boundary[2]!);
  if (!parts) return undefined;
  return {
    text: (name) => {
      const part = parts.get(name);
      return part && part.filename === undefined ? part.value.toString("utf8") : "";
    },
    file: (name) => {
      const part = parts.get(name);
      return part && part.filename !== undefined ? part.value : undefined;
    },
  };
}

type Part = { filename: string | undefined; value: Buffer };

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");

function multipartParts(body: Buffer, boundary: string): Map<string, Part> | undefined {
  const dashBoundary = Buffer.from(`--${boundary}`, "latin1");
  const delimiter = Buffer.concat([CRLF, dashBoundary]);
  // The first boundary opens the body, or follows a preamble and a line break.
  let at = body.subarray(0, dashBoundary.length).equals(dashBoundary) ? 0 : body.indexOf(delimiter);
  if (at < 0) return undefined;
  if (at > 0) at += CRLF.length;
  const parts = new Map<string, Part>();
  for (let count = 0; ; count++) {
    let cursor = at + dashBoundary.length;
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) return parts; // the closing "--"
    if (count === MAX_PARTS) return undefined;
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++; // transport padding
    if (body[cursor] !== 0x0d || body[cursor + 1] !== 0x0a) return undefined;
    cursor += CRLF.length;
    const headersEnd = body.indexOf(HEADERS_END, cursor);
    if (headersEnd <= cursor) return undefined; // no headers: no field name
    const start = headersEnd + HEADERS_END.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) return undefined;
    const disposition = formDataDisposition(body.toString("utf8", cursor, headersEnd));
    if (!disposition) return undefined;
    if (!parts.has(disposition.name)) parts.set(disposition.name, { filename: disposition.filename, value: body.subarray(start, next) });
    at = next + CRLF.length;
  }
}

/** The field's name and, for a file, its file name, from a part's headers; undefined if it has none. */
function formDataDisposition(headers: string): { name: string; filename: string | undefined } | undefined {
  for (const line of headers.split("\r\n")) {
    const match = /^content-disposition:\s*form-data\s*(;.*)?$/i.exec(line);
    if (!match) continue;
    const parameters = new Map<string, string>();
    for (const [, key, quoted, token] of (match[1] ?? "").matchAll(/;\s*([\w*-]+)\s*=\s*(?:"([^"]*)"|([^\s;"]*))/g)) {
      const name = key!.toLowerCase();
      if (!parameters.has(name)) parameters.set(name, quoted ?? token ?? "");
    }
    const name = parameters.get("name");
    return name === undefined ? undefined : { name, filename: parameters.get("filename") };
  }
  return undefined;
}
