import { expect, test } from "./fixtures.ts";
import { formTokens } from "./comments-server.ts";
import { startInstance, type Instance } from "./instances.ts";

/**
 * Which way the pages are served in this run: kept in memory (PAGE_CACHE on, the default) or
 * rendered for every request (PAGE_CACHE=off, the second pass of npm test). Each rendering draws
 * its form's one-time key at random: a kept page hands every visitor the same key, a page rendered
 * per request a new one each time. So the pass that says the cache is off proves it was.
 */
const cacheOff = process.env.PAGE_CACHE === "off";
let server: Instance;
test.beforeAll(async () => {
  // Nothing else posts to this server: a kept page could only be rendered again if the cache were off.
  server = await startInstance();
});
test.afterAll(async () => {
  await server?.dispose();
});

test(`pages are ${cacheOff ? "rendered for every request (PAGE_CACHE=off)" : "kept once rendered (PAGE_CACHE on)"}`, async () => {
  const loads = [];
  for (let load = 0; load < 3; load++) {
    const response = await fetch(`${server.url}/en/multilargos`, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    loads.push(formTokens(await response.text()).clientToken);
  }
  expect(new Set(loads).size).toBe(cacheOff ? 3 : 1);
});
