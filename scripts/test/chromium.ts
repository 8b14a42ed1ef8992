import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

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

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function chromiumPath(): string {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      "Chromium was not found. Install Debian's package (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

/** Installs Debian's Chromium when it is missing and we are root; otherwise says what to install. */
export function ensureChromium(): string {
  try {
    return chromiumPath();
  } catch (error) {
    if (process.getuid?.() !== 0) throw error;
    console.log("Chromium is missing: installing Debian's chromium package…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return chromiumPath();
  }
}
