import { fill } from "../../i18n/fill.ts";
import type { BackupStatus } from "../service.server.ts";
import { formatTime, useWorkspace } from "../../workspace/workspace.ts";

/**
 * Home's line on backups (decision 0060): when the last snapshot was taken, and plainly when it is
 * older than two periods, when the last attempt failed, or when none was ever taken.
 */
export function BackupState({ status }: { status: BackupStatus }) {
  const { texts, timeZone } = useWorkspace();
  const words = texts.backup;
  const when = (at: number) => formatTime(texts.dateTime, timeZone, at);
  const lines: string[] = [];
  if (status.state === "failed" && status.failure) {
    lines.push(
      fill(words.failed, {
        when: when(status.failure.at),
        error: status.failure.error === "interrupted" ? words.interrupted : status.failure.error,
      }),
    );
    lines.push(status.last ? fill(words.lastGood, { when: when(status.last.at) }) : words.never);
  } else if (status.state === "stale" && status.last) {
    lines.push(fill(words.stale, { when: when(status.last.at) }));
  } else if (status.last) {
    lines.push(fill(words.ok, { when: when(status.last.at) }));
  } else {
    lines.push(words.never);
  }
  if (status.everyMs === null) lines.push(words.off);
  const alarming = status.state !== "ok";
  return (
    <section aria-labelledby="ws-backup-title" data-backup={status.state}>
      <h2 id="ws-backup-title">{words.title}</h2>
      {lines.map((line) => (
        <p key={line} className={alarming ? "ws-error" : "ws-muted"}>
          {line}
        </p>
      ))}
    </section>
  );
}
