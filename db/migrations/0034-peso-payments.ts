import { sql } from "kysely";
import type { Migration } from "./types.ts";

/**
 * Pesos and dollars, honestly (decision 0131): a payment in the other currency than its booking's
 * total keeps the rate it was taken at (`rate_cents`: centavos per dollar) and what it counts
 * toward what is due, in the total's currency (`counted_cents`); a cash payment keeps the discount
 * it earned (`discount_cents`, in the total's currency, and the percentage it was earned at), its
 * own line on the booking's account. A payment recorded before has none: it counts its own amount,
 * in its own currency, and earned no discount.
 */
export const pesoPayments: Migration = {
  name: "0034-peso-payments",
  async up(db) {
    await db.schema
      .alterTable("booking_payments")
      .addColumn("rate_cents", "bigint", (c) => c.check(sql`rate_cents is null or rate_cents > 0`))
      .execute();
    await db.schema
      .alterTable("booking_payments")
      .addColumn("counted_cents", "bigint", (c) => c.check(sql`counted_cents is null or counted_cents > 0`))
      .execute();
    await db.schema
      .alterTable("booking_payments")
      .addColumn("discount_cents", "bigint", (c) => c.notNull().defaultTo(0).check(sql`discount_cents >= 0`))
      .execute();
    await db.schema
      .alterTable("booking_payments")
      .addColumn("discount_percent", "integer", (c) =>
        c.notNull().defaultTo(0).check(sql`discount_percent >= 0 and discount_percent <= 50`),
      )
      .execute();
  },
};
