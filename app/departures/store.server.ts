/** Departures in the database, written once for both engines (SQLite and PostgreSQL). */
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { DeparturesTable, Schema } from "../../db/schema.ts";
import { isLang, type Lang } from "../i18n/languages.ts";
import { isOfferId, type Departure, type DepartureStatus, type OfferId } from "./model.ts";

export type { Database } from "../../db/database.ts";
type Db = Kysely<Schema> | Transaction<Schema>;

function notesOf(json: string): Departure["notes"] {
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    const notes: Departure["notes"] = {};
    for (const [lang, text] of Object.entries(parsed)) if (isLang(lang) && typeof text === "string" && text) notes[lang as Lang] = text;
    return notes;
  } catch {
    return {};
  }
}

function departureOf(row: Selectable<DeparturesTable>): Departure | undefined {
  if (!isOfferId(row.offer)) return undefined;
  return {
    id: row.id,
    offer: row.offer,
    startDate: row.start_date,
    endDate: row.end_date,
    seatsTotal: row.seats_total,
    seatsTaken: row.seats_taken,
    status: row.status,
    notes: notesOf(row.notes),
  };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Departures, dated ones by their first day, then those to be confirmed. */
export async function listDepartures(
  db: Db,
  filter: { offer?: OfferId; lastDayFrom?: string; statuses?: DepartureStatus[] } = {},
): Promise<Departure[]> {
  let query = db.selectFrom("departures").selectAll();
  if (filter.offer) query = query.where("offer", "=", filter.offer);
  if (filter.statuses?.length) query = query.where("status", "in", filter.statuses);
  if (filter.lastDayFrom) {
    const from = filter.lastDayFrom;
    query = query.where((eb) => eb.or([eb("start_date", "is", null), eb(eb.fn.coalesce("end_date", "start_date"), ">=", from)]));
  }
  const rows = await query
    .orderBy((eb) => eb.case().when("start_date", "is", null).then(1).else(0).end())
    .orderBy("start_date")
    .orderBy("id")
    .execute();
  return rows.map(departureOf).filter(defined);
}

export async function getDeparture(db: Db, id: number, forUpdate = false): Promise<Departure | undefined> {
  let query = db.selectFrom("departures").selectAll().where("id", "=", id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && departureOf(row);
}

export type DepartureFields = {
  offer: OfferId;
  startDate: string | null;
  endDate: string | null;
  seatsTotal: number;
  seatsTaken: number;
  status: DepartureStatus;
  notes: Departure["notes"];
};

export async function insertDeparture(db: Db, fields: DepartureFields, now: number): Promise<number> {
  const row = await db
    .insertInto("departures")
    .values({
      offer: fields.offer,
      start_date: fields.startDate,
      end_date: fields.endDate,
      seats_total: fields.seatsTotal,
      seats_taken: fields.seatsTaken,
      status: fields.status,
      notes: JSON.stringify(fields.notes),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDeparture(db: Db, id: number, fields: DepartureFields, now: number): Promise<boolean> {
  const result = await db
    .updateTable("departures")
    .set({
      offer: fields.offer,
      start_date: fields.startDate,
      end_date: fields.endDate,
      seats_total: fields.seatsTotal,
      seats_taken: fields.seatsTaken,
      status: fields.status,
      notes: JSON.stringify(fields.notes),
      updated_at: now,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes `seats` on a scheduled departure in one conditional update: it succeeds only while that
 * many are left, so two instances confirming the last seat at once cannot both have it. The
 * departure becomes full when its last seat goes.
 */
export async function takeSeats(db: Db, id: number, seats: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable("departures")
    .set({
      seats_taken: sql<number>`seats_taken + ${seats}`,
      status: sql<DepartureStatus>`case when seats_taken + ${seats} >= seats_total then 'full' else 'scheduled' end`,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .where(sql<boolean>`seats_taken + ${seats} <= seats_total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes seats as `takeSeats`, only while the departure is still the one read (its excursion and
 * dates): what an email written from it says stays true once the seats are taken.
 */
export async function takeSeatsOn(
  db: Db,
  departure: Pick<Departure, "id" | "offer" | "startDate" | "endDate">,
  seats: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("departures")
    .set({
      seats_taken: sql<number>`seats_taken + ${seats}`,
      status: sql<DepartureStatus>`case when seats_taken + ${seats} >= seats_total then 'full' else 'scheduled' end`,
      updated_at: now,
    })
    .where("id", "=", departure.id)
    .where("offer", "=", departure.offer)
    .where("start_date", departure.startDate === null ? "is" : "=", departure.startDate)
    .where("end_date", departure.endDate === null ? "is" : "=", departure.endDate)
    .where("status", "=", "scheduled")
    .where(sql<boolean>`seats_taken + ${seats} <= seats_total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back seats (a confirmed request declined after all): a full departure is scheduled again. */
export async function releaseSeats(db: Db, id: number, seats: number, now: number): Promise<void> {
  await db
    .updateTable("departures")
    .set({
      seats_taken: sql<number>`case when seats_taken < ${seats} then 0 else seats_taken - ${seats} end`,
      status: sql<DepartureStatus>`case when status = 'full' then 'scheduled' else status end`,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
}
