import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * A program the tests need from Debian's packages (Chromium, nginx): its path, installed with apt
 * when it is missing and we are root; otherwise a message saying what to install.
 */
export function ensureDebianPackage(name: string, paths: readonly (string | undefined)[], packageName = name): string {
  const found = () => paths.find((candidate) => candidate && existsSync(candidate));
  const present = found();
  if (present) return present;
  if (process.getuid?.() !== 0) {
    throw new Error(`${name} was not found. Install Debian's package: sudo apt-get install -y ${packageName}`);
  }
  console.log(`${name} is missing: installing Debian's ${packageName} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", packageName], { stdio: "inherit", env });
  } catch {
    // The package lists may be missing or stale on a fresh machine.
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", packageName], { stdio: "inherit", env });
  }
  const installed = found();
  if (!installed) throw new Error(`${packageName} was installed but ${name} is still not found`);
  return installed;
}
