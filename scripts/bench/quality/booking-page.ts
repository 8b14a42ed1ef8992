/**
 * A real traveller's booking page for the quality instruments: a production server on a data folder
 * of its own (thrown away after), a departure added and a request confirmed onto it with the
 * owner's commands (`npm run departures`, `npm run requests`), the request posted through the
 * excursion page's own form, and the private link read from the confirmation email (written to
 * DATA_DIR/mail: no SMTP_URL). Nothing of the server the other pages are measured on changes.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { simpleParser } from "mailparser";
import type { Lang } from "../../../app/i18n/languages.ts";
import { rootDir, startServer, type RunningServer } from "./server.ts";

export type BookingPageServer = { server: RunningServer; path: string; stop(): Promise<void> };

const DAY_MS = 86_400_000;

/** A booking confirmed in `lang` (three days on Lanín, a month from now, two people) and its page's path. */
export async function startBookingPageServer(lang: Lang): Promise<BookingPageServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-bench-booking-"));
  // No wait before a form counts as human: the request is posted by this script.
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", FORM_MIN_FILL_MS: "0" };
  const server = await startServer({ env });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const owner = (script: string, args: string[]) =>
      promisify(execFile)(process.execPath, [path.join(rootDir, "scripts", "owner", `${script}.ts`), ...args], {
        cwd: rootDir,
        env: { ...process.env, ...env, PUBLIC_URL: server.origin },
      });
    const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    await owner("departures", ["add", "--offer", "trekkingLanin", "--from", day(30), "--to", day(32), "--seats", "8"]);
    const excursion = `${server.origin}/${lang}/trekking-lanin`;
    const html = await (await fetch(excursion)).text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
    const departure = /name="departure" value="(\d+)"/.exec(html)?.[1];
    if (!formToken || !departure) throw new Error(`No booking form with a departure on ${excursion}`);
    const posted = await fetch(`${excursion}?book`, {
      method: "POST",
      body: new URLSearchParams({
        form_token: formToken,
        client_token: `bench-${Date.now().toString(36)}-booking-page`,
        website: "",
        departure,
        group_size: "2",
        experience: "meets",
        group_lang: lang,
        user_name: "Ana Pérez",
        user_email: "ana@example.org",
        phone: "",
        message: "",
      }),
      headers: { Origin: server.origin },
      redirect: "manual",
    });
    const { stdout } = await owner("requests", ["list", "--limit", "1"]);
    const reference = /\bBV-[A-Z2-9]{6}\b/.exec(stdout)?.[0];
    if (!reference) throw new Error(`No request stored (the form answered ${posted.status})`);
    await owner("requests", ["confirm", reference]);
    // The confirmation email, sent by the server's outbox, carries the private link.
    const mailDir = path.join(dataDir, "mail");
    for (let waited = 0; waited < 30_000; waited += 250) {
      for (const name of (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith(".eml"))) {
        const text = (await simpleParser(await readFile(path.join(mailDir, name)))).text ?? "";
        const found = new RegExp(`/${lang}/booking/[A-Za-z0-9_-]{43}`).exec(text);
        if (found) return { server, path: found[0], stop };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No confirmation email with the booking page's link for ${reference}`);
  } catch (error) {
    await stop();
    throw error;
  }
}
