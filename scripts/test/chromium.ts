import { existsSync } from "node:fs";
import { ensureDebianPackage, findOrInstallDebianPackage, type Found } from "./system-packages.ts";

/** Flags headless Chromium needs on a machine without a GPU, a sandbox or outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const chromiumCandidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function chromiumPath(): string {
  const found = chromiumCandidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error("Chromium was not found. Install Debian's package (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH.");
  }
  return found;
}

/** Debian's Chromium, installed with apt when it is missing and we are root. */
export function ensureChromium(): string {
  return ensureDebianPackage("Chromium", chromiumCandidates, "chromium");
}

/** Debian's Chromium, or why it is missing (the test run then skips what needs it). */
export function findChromium(): Found {
  return findOrInstallDebianPackage("Chromium", chromiumCandidates, "chromium");
}
