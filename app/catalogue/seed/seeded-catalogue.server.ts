/**
 * The catalogue a fresh install publishes, without a database: for tests and benchmarks that need
 * today's pages as a fresh install shows them.
 */
import type { ContentFixture } from "../fixtures.ts";
import { assemble, type Catalogue } from "../model.ts";
import { seedEntries } from "./entries.server.ts";

export function seededCatalogue(fixture: ContentFixture = ""): Catalogue {
  return assemble(seedEntries(fixture));
}
