/**
 * `npm run validate`: every page in every language through the W3C Nu Html Checker (vnu.jar, from
 * the npm package vnu-jar; it needs a Java runtime: Debian's default-jre-headless), as the server
 * sends them. Prints each error; exits 1 on any.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageTargets } from "./quality/pages.ts";
import { ensureBuild, startServer } from "./quality/server.ts";

const jar = createRequire(import.meta.url)("vnu-jar") as string;
try {
  execFileSync("java", ["-version"], { stdio: "ignore" });
} catch {
  console.error("The Nu Html Checker needs a Java runtime: sudo apt-get install -y default-jre-headless");
  process.exit(2);
}

ensureBuild();
const server = await startServer();
const dir = mkdtempSync(path.join(tmpdir(), "site-validate-"));
const files = new Map<string, string>();
try {
  const paths = [...new Set([...pageTargets({ unprefixed: "first" }).map((target) => target.path), "/en/no-such-page"])];
  for (const [index, page] of paths.entries()) {
    const response = await fetch(server.origin + page, { headers: { "Accept-Language": "en" } });
    const file = path.join(dir, `page-${index}.html`);
    writeFileSync(file, await response.text());
    files.set(file, page);
  }
} finally {
  await server.stop();
}

type Message = { type: string; url: string; lastLine?: number; message: string; extract?: string };
let report: { messages: Message[] };
try {
  const output = execFileSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files.keys()], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  report = JSON.parse(output || '{"messages":[]}');
} catch (error) {
  // vnu exits 1 when it finds errors, its report on stderr.
  const failed = error as { stderr?: string; stdout?: string };
  report = JSON.parse(failed.stderr || failed.stdout || '{"messages":[]}');
}
rmSync(dir, { recursive: true, force: true });

const errors = report.messages.filter((message) => message.type === "error");
for (const error of errors) {
  const page = files.get(decodeURIComponent(new URL(error.url).pathname)) ?? error.url;
  console.log(`${page}:${error.lastLine ?? "?"}  ${error.message}${error.extract ? `\n    ${error.extract.trim().slice(0, 160)}` : ""}`);
}
console.log(`\n${files.size} pages checked with the Nu Html Checker: ${errors.length} error(s).`);
process.exit(errors.length ? 1 : 0);
