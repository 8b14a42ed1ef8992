import { afterEach } from "vitest";

/**
 * For Vitest tests that open things (a test database, a server, a service): called in a
 * `describe`, what each test pushes is closed after it, the last opened first, even when the test
 * failed.
 */
export function cleanupAfterEach(): { push(cleanup: () => unknown): void } {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return { push: (cleanup) => void cleanups.push(cleanup) };
}
