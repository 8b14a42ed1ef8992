import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import { forgetPurgedIn, createBookingPageService } from "../bookings/page/service.server.ts";
import { createBookingsService } from "../bookings/service.server.ts";
import { REQUESTED_AT, requestOnDeparture } from "../bookings/testing.server.ts";
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { createDeparturesService } from "../departures/service.server.ts";
import { createOutbox } from "../mail/outbox.server.ts";
import { memoryLog, testMail, testSigner } from "../mail/testing/setup.ts";
import { fileTransport } from "../mail/transport.server.ts";
import { snapshotName } from "./retention.ts";
import { createBackupService } from "./service.server.ts";

const DAY = 86_400_000;

/** Whether a file (or any file of a folder) holds the text, byte for byte. */
function holds(target: string, text: string): boolean {
  if (!existsSync(target)) return false;
  if (target.endsWith("mail")) return readdirSync(target).some((name) => holds(path.join(target, name), text));
  return readFileSync(target).includes(Buffer.from(text));
}

/**
 * Point 5 of "private means private" (decision 0104): a participant's health note, once the purge
 * deleted it (by the business clock), is in none of the database's file, its log, the emails
 * written, a snapshot taken afterwards, and, BACKUP_FORGET_DAYS after the purge, a snapshot taken
 * before it (a `before-restore-…` one too).
 */
describe("personal data the purge deleted", () => {
  const cleanups = cleanupAfterEach();

  it("is gone from the database's file, its log, the outbox and a fresh snapshot, and from older snapshots 7 days after", async () => {
    process.env.TEST_CLOCK = new Date(REQUESTED_AT).toISOString();
    const test = await createMigratedTestDatabase("sqlite");
    delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    if (test.config.engine !== "sqlite") throw new Error("sqlite only");
    const database = test.database;
    const dataDir = path.dirname(test.config.file);
    const mailDir = path.join(dataDir, "mail");
    const backupDir = path.join(dataDir, "backups");
    let clock = REQUESTED_AT;
    const outbox = createOutbox({ db: database.db, transport: fileTransport(mailDir), now: () => clock, log: memoryLog() });
    const departures = createDeparturesService({ database, now: () => clock });
    const bookings = createBookingsService({
      catalogue: async () => seededCatalogue(),
      database,
      departures,
      outbox,
      mail: testMail,
      signer: testSigner,
      now: () => clock,
      log: memoryLog(),
      settings: { rateLimit: { count: 1000, windowMs: 3_600_000 } },
    });
    const { departureId, requestId } = await requestOnDeparture(database, bookings, {});
    const page = createBookingPageService({
      database,
      bookings,
      publicUrl: "https://bariloche.example",
      catalogue: async () => seededCatalogue(),
      clock: () => clock,
      now: () => clock,
      outbox,
      mail: async () => testMail,
      log: memoryLog(),
      settings: { participantDataDays: 30, rateLimit: { count: 1000, windowMs: 600_000 } },
    });
    const backups = createBackupService({
      database,
      config: test.config,
      settings: { dir: backupDir, everyMs: null, keep: { latest: 48, daily: 30 }, forgetAfterDays: 7 },
      publicUrl: "https://bariloche.example",
      now: () => clock,
      log: () => {},
      forgotten: async () =>
        (await page.purged()).map(({ reference, at }) => ({ at, forget: (file) => forgetPurgedIn(file, reference, at) })),
    });
    cleanups.push(() => backups.stop());

    expect((await bookings.changeState(requestId, "confirmed", { departureId })).ok).toBe(true);
    const token = (await page.linkFor(requestId))!.split("/").pop()!;
    const opened = await page.open(token);
    if (opened.kind !== "open") throw new Error("not open");
    const note = `Allergic to penicillin ${randomBytes(6).toString("hex")}`;
    const document = `DOC-${randomBytes(5).toString("hex")}`;
    const saved = await page.saveParticipant({
      token,
      slot: 1,
      conditionsHash: (await page.view(opened)).conditions.hash,
      visitorHash: "v",
      form: {
        full_name: "Ana Pérez",
        document,
        nationality: "Argentina",
        birth_date: "1990-04-02",
        emergency_name: "Luis Pérez",
        emergency_phone: "+54 9 294 412 3456",
        health: note,
        experience: "Two volcanoes",
        shoe_size: "42",
        harness_size: "M",
        accept: "yes",
      },
    });
    expect(saved).toMatchObject({ ok: true });
    while (await outbox.deliverOne()) {}
    expect(readdirSync(mailDir).length).toBeGreaterThan(0);
    // Before the purge: the note is in the database (and its log), and in the snapshots taken now.
    const file = test.config.file;
    // As SQLite does on its own once its log grows: the note is written into the file itself.
    expect(await database.forgetDeleted()).toBe(true);
    expect(holds(file, note)).toBe(true);
    const before = await backups.take("manual");
    expect(holds(before.file, note)).toBe(true);
    const beforeRestore = path.join(backupDir, snapshotName(clock + 1000, "before-restore"));
    copyFileSync(before.file, beforeRestore);

    // The departure's last day is 2026-12-12: 30 days later, the purge deletes the personal data.
    clock = Date.parse("2027-01-11T15:00:00Z");
    expect(await page.purge()).toBe(1);
    for (const target of [file, `${file}-wal`, mailDir]) {
      expect(holds(target, note), target).toBe(false);
      expect(holds(target, document), target).toBe(false);
    }
    expect(holds(file, "Ana Pérez")).toBe(true);
    const fresh = await backups.take("manual");
    expect(holds(fresh.file, note)).toBe(false);
    expect(holds(fresh.file, document)).toBe(false);

    // Snapshots taken before keep it up to BACKUP_FORGET_DAYS (7) after the purge, not a day more.
    clock += 6 * DAY;
    expect(await backups.forget()).toBe(0);
    expect(holds(before.file, note)).toBe(true);
    expect(holds(beforeRestore, note)).toBe(true);
    clock += DAY;
    expect(await backups.forget()).toBe(2);
    for (const snapshot of [before.file, beforeRestore, fresh.file]) {
      expect(holds(snapshot, note), snapshot).toBe(false);
      expect(holds(snapshot, document), snapshot).toBe(false);
      expect(holds(snapshot, "Ana Pérez"), snapshot).toBe(true);
    }
    expect(readdirSync(backupDir).filter((name) => name.endsWith("-journal"))).toEqual([]);
    // Nothing left to forget: the files are not opened for writing again.
    expect(await backups.forget()).toBe(0);
  });
});
