/** The backups' timers: the scheduled snapshot, and the hourly look for purged data to forget. */
import type { BackupDeps } from "./deps.server.ts";
import { forgetInSnapshots } from "./forget.server.ts";
import { nextLook } from "./claims.server.ts";

/** The schedule looks first this long after the server starts (the site is up before a snapshot is taken). */
const FIRST_LOOK_MS = 60_000;
/** How often snapshots are looked through for purged data to forget. */
const FORGET_EVERY_MS = 60 * 60_000;

/** Starts and stops the timers; `takeIfDue` takes the period's snapshot unless an instance has. */
export function backupTimers(
  deps: BackupDeps,
  takeIfDue: (everyMs: number) => Promise<{ file: string; bytes: number; ms: number } | undefined>,
) {
  const { settings, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let forgetTimer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function schedule(everyMs: number, delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      const look = (async () => {
        try {
          const taken = await takeIfDue(everyMs);
          if (taken)
            log(
              JSON.stringify({
                time: new Date().toISOString(),
                level: "info",
                msg: "snapshot taken",
                file: taken.file,
                bytes: taken.bytes,
                ms: taken.ms,
              }),
            );
        } catch (error) {
          log(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "snapshot failed", error: (error as Error).message }));
        }
        return nextLook(deps, everyMs).catch(() => 60_000);
      })();
      running = look;
      void look.then((next) => {
        running = undefined;
        schedule(everyMs, next);
      });
    }, delay);
    // The schedule never keeps the process alive on its own.
    timer.unref();
  }

  return {
    start() {
      if (!forgetTimer && !stopped) {
        const look = () =>
          void forgetInSnapshots(deps).catch((error) =>
            log(`Snapshots: purged data could not be emptied in them: ${(error as Error).message}`),
          );
        forgetTimer = setInterval(look, FORGET_EVERY_MS);
        forgetTimer.unref();
        setTimeout(look, deps.firstLookMs ?? FIRST_LOOK_MS).unref();
      }
      if (settings.everyMs === null || timer || stopped) return;
      schedule(settings.everyMs, Math.min(deps.firstLookMs ?? FIRST_LOOK_MS, settings.everyMs));
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (forgetTimer) clearInterval(forgetTimer);
      await running?.catch(() => {});
    },
  };
}
