/**
 * What the booking specs share: the business clock moved by restarting a server at another
 * moment, a departure added to the database, the traveller's participant form on the booking page,
 * and the emails a real SMTP server received, by subject.
 */
import type { Database } from "../../db/database.ts";
import type { ReceivedMail, TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import type { Locator, Page } from "./fixtures.ts";
import type { Instance } from "./instances.ts";
import { daysAfterClock } from "./workspace-helpers.ts";

/** The business clock at `time` (HH:MM in Bariloche) on the day `days` after the workspace clock's start. */
export function clockAt(days: number, time = "09:00"): string {
  return `${daysAfterClock(days)}T${time}:00-03:00`;
}

/** Stops the server and starts it again with the business clock at `clock`: its timed jobs run as it starts. */
export async function restartAt(instance: Instance, clock: string): Promise<void> {
  await instance.stop();
  instance.env.TEST_CLOCK = clock;
  await instance.restart();
}

/** A departure of `offer` from the day `firstDay` to `lastDay` after the workspace clock's start: its id. */
export async function addDeparture(database: Database, offer: string, firstDay: number, lastDay = firstDay, seats = 6): Promise<number> {
  const row = await database.db
    .insertInto("departures")
    .values({
      offer,
      start_date: daysAfterClock(firstDay),
      end_date: lastDay === firstDay ? null : daysAfterClock(lastDay),
      seats_total: seats,
      notes: "{}",
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many emails no outbox worker has delivered yet (queued, or being sent). */
export async function undelivered(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The emails the SMTP server received whose subject starts with `subject` (to `to`, when given). */
export function mailsWith(smtp: TestSmtpServer, subject: string | RegExp, to?: string): ReceivedMail[] {
  return smtp.received.filter(
    (mail) =>
      (typeof subject === "string" ? (mail.parsed.subject ?? "").startsWith(subject) : subject.test(mail.parsed.subject ?? "")) &&
      (!to || mail.envelope.to.includes(to)),
  );
}

/** One participant's form on the traveller's booking page, by its number. */
export const participantForm = (page: Page, number: number): Locator => page.locator(`#participant-${number}`);

/** Fills in a participant's form on the Spanish booking page (the conditions are left to the test). */
export async function fillParticipant(
  form: Locator,
  values: { name: string; document: string; birth: string; contact: string; phone: string; health?: string },
): Promise<void> {
  await form.getByLabel("Nombre completo (como en el documento)").fill(values.name);
  await form.getByLabel("Número de pasaporte o documento de identidad").fill(values.document);
  await form.getByLabel("Nacionalidad").fill("Argentina");
  await form.getByLabel("Fecha de nacimiento").fill(values.birth);
  await form.getByLabel("Contacto de emergencia: nombre").fill(values.contact);
  await form.getByLabel("Contacto de emergencia: teléfono").fill(values.phone);
  await form.getByLabel(/Datos de salud/).fill(values.health ?? "");
  await form.getByLabel("Talle de arnés, para un arnés alquilado").selectOption("M");
}
