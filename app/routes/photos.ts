import type { Route } from "./+types/photos";
import { photoResponse } from "../comments/http.server.ts";

/** A comment's photo (avatar or large), served from the database with a year of cache. */
export function loader(args: Route.LoaderArgs) {
  return photoResponse(args, args.params.photo, args.params.file);
}
