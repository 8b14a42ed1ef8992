import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { createChangeTracker } from "../runtime/changes.server.ts";
import { createEventBus } from "../runtime/events.server.ts";
import { createBusinessService, BUSINESS_TOPIC } from "./service.server.ts";
import { defaultBusinessDetails } from "../site/business-details.ts";

describe.each(testEngines)("business details on $engine", ({ engine, skip }) => {
  const closing: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closing.reverse()) await close();
    closing.length = 0;
  });

  /** Two instances sharing one database, each with its own bus and change tracker. */
  async function instances() {
    const test = await createMigratedTestDatabase(engine);
    closing.push(test.cleanup);
    const make = async (database = test.connect()) => {
      const bus = await createEventBus(database);
      const changes = createChangeTracker({ bus, database, topics: [BUSINESS_TOPIC] });
      closing.push(
        () => bus.close(),
        () => changes.close(),
      );
      return createBusinessService({ database, changes });
    };
    return [await make(test.database), await make()] as const;
  }

  it.skipIf(skip)("starts with no channel, and lists what is still to set", async () => {
    const [one] = await instances();
    expect(await one.current()).toEqual(defaultBusinessDetails);
    expect(await one.missing()).toContain("whatsapp");
  });

  it.skipIf(skip)("a change made on one instance is read by the other on its next read", async () => {
    const [one, two] = await instances();
    expect((await two.current()).whatsapp).toBe("");
    const result = await one.update({ whatsapp: "+54 9 294 411 1111" }, "owner");
    expect(result).toMatchObject({ ok: true, changed: ["whatsapp"] });
    expect((await one.current()).whatsapp).toBe("+5492944111111");
    await expect.poll(async () => (await two.current()).whatsapp).toBe("+5492944111111");
    await one.update({ whatsapp: "+5492944222222" });
    await expect.poll(async () => (await two.current()).whatsapp).toBe("+5492944222222");
  });

  it.skipIf(skip)("refuses a bad value without changing anything, and unsets a field with an empty value", async () => {
    const [one] = await instances();
    await one.update({ instagram: "https://www.instagram.com/bv", email: "hola@bv.com.ar" });
    expect(await one.update({ paymentLocal: "https://pay.example.com/x", email: "" })).toEqual({
      ok: false,
      errors: { paymentLocal: "host" },
    });
    expect((await one.current()).email).toBe("hola@bv.com.ar");
    await one.update({ instagram: "" });
    expect((await one.current()).instagram).toBe("");
    expect(await one.missing()).toContain("instagram");
  });
});
