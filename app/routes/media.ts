import type { Route } from "./+types/media";
import { servicesOf } from "../site/context.ts";

const YEAR = 365 * 24 * 60 * 60;
const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });

/**
 * One file of an owner's photo (app/photos/), served from the database by any instance. A photo's
 * id is new at every upload, so its files never change: a year of cache.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!/^[A-Za-z0-9_-]{16}$/.test(params.photo) || !/^\d{1,5}\.(avif|webp)$/.test(params.file)) return notFound();
  const found = await services.photos.file(params.photo, params.file);
  if (!found) return notFound();
  return new Response(found.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": found.contentType,
      "Content-Length": String(found.bytes.byteLength),
      "Cache-Control": `public, max-age=${YEAR}, immutable`,
      ETag: `"${params.photo}-${params.file}"`,
      "Content-Disposition": "inline",
    },
  });
}
