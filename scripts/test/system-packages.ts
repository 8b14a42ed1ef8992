import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** A program found (its path), or why it is missing. */
export type Found = { path: string } | { missing: string };

/**
 * A program the tests need from Debian's packages (Chromium, nginx): its path, installed with apt
 * when it is missing and we are root. Never throws: a machine without the package (not root, no
 * apt, no package lists) gets the reason, and the caller decides what then cannot run.
 */
export function findOrInstallDebianPackage(name: string, paths: readonly (string | undefined)[], packageName = name): Found {
  const found = () => paths.find((candidate) => candidate && existsSync(candidate));
  const present = found();
  if (present) return { path: present };
  if (process.getuid?.() !== 0) return { missing: `${name} is not installed (sudo apt-get install -y ${packageName})` };
  console.log(`${name} is missing: installing Debian's ${packageName} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => execFileSync("apt-get", ["install", "-y", "--no-install-recommends", packageName], { stdio: "inherit", env });
  try {
    try {
      install();
    } catch {
      // The package lists may be missing or stale on a fresh machine.
      execFileSync("apt-get", ["update"], { stdio: "inherit", env });
      install();
    }
  } catch (error) {
    return {
      missing: `${name} is not installed and apt-get could not install ${packageName} (${(error as Error).message.split("\n")[0]})`,
    };
  }
  const installed = found();
  return installed ? { path: installed } : { missing: `${packageName} was installed but ${name} is still not found` };
}

/** The same, for a command that cannot go on without it: its path, or an error saying what to install. */
export function ensureDebianPackage(name: string, paths: readonly (string | undefined)[], packageName = name): string {
  const result = findOrInstallDebianPackage(name, paths, packageName);
  if ("missing" in result) throw new Error(`${result.missing}.`);
  return result.path;
}
