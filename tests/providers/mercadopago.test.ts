import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MercadoPagoStandin, start } from "./mercadopago.ts";
import { startReceiver } from "./receiver.ts";

let mp: MercadoPagoStandin;
let site: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  site = await startReceiver();
  mp = await start({ accessToken: "TEST-token", webhookSecret: "secret" });
});
afterAll(async () => {
  await mp.close();
  await site.close();
});

const auth = { authorization: "Bearer TEST-token", "content-type": "application/json" };

function preference(overrides: Record<string, unknown> = {}) {
  return {
    items: [{ id: "deposit", title: "Deposit: Cerro Catedral", quantity: 1, unit_price: 45000.5, currency_id: "ARS" }],
    external_reference: "BK-1234-1",
    back_urls: {
      success: "https://site.example/pay/back/a1",
      failure: "https://site.example/pay/back/a1",
      pending: "https://site.example/pay/back/a1",
    },
    auto_return: "approved",
    notification_url: `${site.url}/pay/notify/a1`,
    binary_mode: true,
    payment_methods: { excluded_payment_types: [{ id: "ticket" }] },
    ...overrides,
  };
}

async function create(body: unknown = preference()) {
  const response = await fetch(`${mp.url}/checkout/preferences`, { method: "POST", headers: auth, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string; init_point: string } };
}

/** Presses a button of the checkout page, as the browser posts its form. */
async function press(preferenceId: string, choice: "pay" | "refuse" | "abandon") {
  const page = await (await fetch(`${mp.url}/checkout/v1/redirect?pref_id=${preferenceId}`)).text();
  expect(page).toContain(`value="${choice}"`);
  return fetch(`${mp.url}/checkout/v1/redirect`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ pref_id: preferenceId, choice }),
    redirect: "manual",
  });
}

async function getPayment(id: string | number) {
  const response = await fetch(`${mp.url}/v1/payments/${id}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("preferences", () => {
  it("refuses a missing or wrong access token with Mercado Pago's 401 body", async () => {
    for (const authorization of [undefined, "Bearer wrong"]) {
      const response = await fetch(`${mp.url}/checkout/preferences`, {
        method: "POST",
        headers: authorization ? { authorization } : {},
        body: JSON.stringify(preference()),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "invalid_token", error: "unauthorized", status: 401, cause: [] });
    }
  });

  it("refuses what Mercado Pago refuses: no items, no title, a bad quantity, a price with three decimals, dollars, auto_return without a success address", async () => {
    const item = preference().items[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ items: [] }, "invalid_items", "items needed"],
      [{ items: [{ ...item, title: undefined }] }, "invalid_items", "title needed"],
      [{ items: [{ ...item, quantity: 1.5 }] }, "invalid_items", "quantity invalid"],
      [{ items: [{ ...item, unit_price: undefined }] }, "invalid_items", "unit_price needed"],
      [{ items: [{ ...item, unit_price: 100.005 }] }, "invalid_items", "unit_price invalid"],
      [{ items: [{ ...item, unit_price: 0 }] }, "invalid_items", "unit_price invalid"],
      [{ items: [{ ...item, currency_id: "USD" }] }, "invalid_items", "currency_id invalid"],
      [{ back_urls: {} }, "invalid_auto_return", "auto_return invalid. back_url.success must be defined"],
      [{ notification_url: "not an address" }, "invalid_notification_url", "notification_url attribute must be url valid"],
    ];
    for (const [overrides, error, message] of cases) {
      const { status, body } = await create(preference(overrides));
      expect({ status, body }).toEqual({ status: 400, body: { error, message, status: 400, cause: [] } });
    }
  });

  it("creates a preference: its id, the checkout addresses and what was asked, readable again", async () => {
    const { status, body } = await create();
    expect(status).toBe(201);
    expect(body.init_point).toBe(`${mp.url}/checkout/v1/redirect?pref_id=${body.id}`);
    expect(body.sandbox_init_point).toContain(body.id);
    expect(body).toMatchObject({
      external_reference: "BK-1234-1",
      binary_mode: true,
      auto_return: "approved",
      items: [{ currency_id: "ARS", unit_price: 45000.5 }],
    });
    const again = await fetch(`${mp.url}/checkout/preferences/${body.id}`, { headers: auth });
    expect(await again.json()).toEqual(body);
    const page = await (await fetch(body.init_point)).text();
    expect(page).toContain(">Pay<");
    expect(page).toContain(">Refuse<");
    expect(page).toContain(">Abandon<");
    expect(page).toContain("45000.5 ARS");
  });
});

describe("the checkout page", () => {
  it("paying makes an approved payment, sends the signed notification, then sends the buyer to the success address", async () => {
    const { body: pref } = await create();
    const before = site.received.length;
    const response = await press(pref.id, "pay");
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get("location")!);
    expect(back.origin + back.pathname).toBe("https://site.example/pay/back/a1");
    const paymentId = back.searchParams.get("payment_id")!;
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      collection_id: paymentId,
      collection_status: "approved",
      status: "approved",
      external_reference: "BK-1234-1",
      preference_id: pref.id,
      site_id: "MLA",
    });

    // The notification arrived before the redirect, signed as documented.
    const notification = site.received.slice(before).find((n) => n.query.get("data.id") === paymentId)!;
    expect(notification.path).toBe("/pay/notify/a1");
    expect(notification.query.get("type")).toBe("payment");
    expect(JSON.parse(notification.body)).toMatchObject({ action: "payment.created", type: "payment", data: { id: paymentId } });
    const [ts, v1] = String(notification.headers["x-signature"])
      .split(",")
      .map((part) => part.split("=")[1]!);
    const requestId = String(notification.headers["x-request-id"]);
    expect(v1).toBe(createHmac("sha256", "secret").update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest("hex"));
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);

    const { status, body: payment } = await getPayment(paymentId);
    expect(status).toBe(200);
    expect(payment).toMatchObject({
      id: Number(paymentId),
      status: "approved",
      status_detail: "accredited",
      transaction_amount: 45000.5,
      currency_id: "ARS",
      external_reference: "BK-1234-1",
    });
    expect(payment.date_approved).toEqual(expect.any(String));
  });

  it("refusing makes a rejected payment; with auto_return approved the buyer gets a page with a link back to the failure address", async () => {
    const { body: pref } = await create(
      preference({ back_urls: { success: "https://site.example/ok", failure: "https://site.example/no" } }),
    );
    const response = await press(pref.id, "refuse");
    expect(response.status).toBe(200);
    const page = await response.text();
    const link = /href="([^"]+)"/.exec(page)![1]!.replaceAll("&#38;", "&");
    const back = new URL(link);
    expect(back.origin + back.pathname).toBe("https://site.example/no");
    expect(back.searchParams.get("status")).toBe("rejected");
    const { body: payment } = await getPayment(back.searchParams.get("payment_id")!);
    expect(payment).toMatchObject({ status: "rejected", status_detail: "cc_rejected_other_reason", date_approved: null });
  });

  it("with auto_return all, a refusal is sent back at once", async () => {
    const { body: pref } = await create(preference({ auto_return: "all" }));
    const response = await press(pref.id, "refuse");
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!).searchParams.get("collection_status")).toBe("rejected");
  });

  it("abandoning makes no payment; the page links back to the failure address with Mercado Pago's null parameters", async () => {
    const { body: pref } = await create(preference({ external_reference: "BK-abandoned" }));
    const response = await press(pref.id, "abandon");
    expect(response.status).toBe(200);
    const link = /href="([^"]+)"/.exec(await response.text())![1]!.replaceAll("&#38;", "&");
    expect(Object.fromEntries(new URL(link).searchParams)).toMatchObject({ payment_id: "null", status: "null", preference_id: pref.id });
    const search = await fetch(`${mp.url}/v1/payments/search?external_reference=BK-abandoned`, { headers: auth });
    expect(await search.json()).toMatchObject({ paging: { total: 0 }, results: [] });
  });
});

describe("payments and refunds", () => {
  it("answers 404 with Mercado Pago's body for an unknown payment, and 401 without the token", async () => {
    const { status, body } = await getPayment(1);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: "not_found", message: "Payment not found", status: 404 });
    expect((await fetch(`${mp.url}/v1/payments/1`)).status).toBe(401);
  });

  it("finds payments by external_reference", async () => {
    const { body: pref } = await create(preference({ external_reference: "BK-search" }));
    await press(pref.id, "pay");
    const search = (await (await fetch(`${mp.url}/v1/payments/search?external_reference=BK-search`, { headers: auth })).json()) as {
      results: { external_reference: string; status: string }[];
    };
    expect(search.results).toEqual([expect.objectContaining({ external_reference: "BK-search", status: "approved" })]);
  });

  it("refunds a part once per idempotency key, then the rest; the payment becomes partially refunded, then refunded; each sends a notification", async () => {
    const { body: pref } = await create();
    const paid = await mp.pay(pref.id);
    const id = paid.payment.id;
    const refund = (body: unknown, key: string) =>
      fetch(`${mp.url}/v1/payments/${id}/refunds`, {
        method: "POST",
        headers: { ...auth, "x-idempotency-key": key },
        body: JSON.stringify(body),
      });

    const first = await refund({ amount: 10000 }, "k1");
    expect(first.status).toBe(201);
    const made = (await first.json()) as { id: number };
    expect(made).toMatchObject({ payment_id: id, amount: 10000, status: "approved" });
    const replay = await refund({ amount: 10000 }, "k1");
    expect(await replay.json()).toEqual(made);
    expect((await getPayment(id)).body).toMatchObject({
      status: "approved",
      status_detail: "partially_refunded",
      transaction_amount_refunded: 10000,
    });

    const tooMuch = await refund({ amount: 50000 }, "k2");
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ status: 400, cause: [{ code: 4040 }] });

    const rest = await fetch(`${mp.url}/v1/payments/${id}/refunds`, { method: "POST", headers: { ...auth, "x-idempotency-key": "k3" } });
    expect(await rest.json()).toMatchObject({ amount: 35000.5 });
    expect((await getPayment(id)).body).toMatchObject({
      status: "refunded",
      status_detail: "refunded",
      transaction_amount_refunded: 45000.5,
    });

    const notRefundable = await refund({ amount: 1 }, "k4");
    expect(await notRefundable.json()).toMatchObject({ status: 400, cause: [{ code: 2063 }] });
    await expect.poll(() => mp.notifications.filter((n) => n.url.includes(`data.id=${id}`)).length).toBe(3);
  });
});

describe("controls", () => {
  it("fails the next call with 500, or lets it hang, then answers again", async () => {
    mp.failNext({ kind: "error" });
    const failed = await create();
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ status: 500, error: "internal_server_error" });
    expect((await create()).status).toBe(201);

    mp.failNext({ kind: "hang", path: "/v1/payments" });
    expect((await create()).status).toBe(201); // another path: not hanging
    await expect(fetch(`${mp.url}/v1/payments/1`, { headers: auth, signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await getPayment(1)).status).toBe(404);
  });

  it("makes the next payment differ from what was asked", async () => {
    const { body: pref } = await create();
    mp.nextPayment({ transaction_amount: 100 });
    const response = await press(pref.id, "pay");
    const id = new URL(response.headers.get("location")!).searchParams.get("payment_id")!;
    expect((await getPayment(id)).body).toMatchObject({ status: "approved", transaction_amount: 100, currency_id: "ARS" });
  });

  it("resends a notification for the same payment (a replay), and refunds from the provider's app with its notification", async () => {
    const { body: pref } = await create();
    const { payment } = await mp.pay(pref.id);
    const first = mp.notifications.find((n) => n.url.includes(`data.id=${payment.id}`))!;
    const again = (await mp.notify(payment.id))!;
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body).data).toEqual(JSON.parse(first.body).data);
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);

    const refund = mp.refundFromApp(payment.id);
    expect(refund.amount).toBe(45000.5);
    expect(mp.payment(payment.id)!.status).toBe("refunded");
    await expect.poll(() => mp.notifications.filter((n) => n.url.includes(`data.id=${payment.id}`)).length).toBe(3);
    expect(() => mp.refundFromApp(payment.id)).toThrow(/refused/);
  });

  it("records every request it received", async () => {
    await create();
    expect(mp.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/checkout/preferences",
      headers: { authorization: "Bearer TEST-token" },
    });
  });
});

describe("as its own process", () => {
  it("prints its address and answers its controls over HTTP", async () => {
    const file = fileURLToPath(new URL("./mercadopago.ts", import.meta.url));
    const child = spawn(process.execPath, [file, "--port", "0", "--access-token", "T2"], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          const match = /Listening on (\S+)/.exec(chunk.toString());
          if (match) resolve(match[1]!);
        });
        child.on("exit", () => reject(new Error("exited")));
      });
      const response = await fetch(`${url}/checkout/preferences`, {
        method: "POST",
        headers: { authorization: "Bearer T2" },
        body: JSON.stringify(preference({ notification_url: undefined })),
      });
      const { id } = (await response.json()) as { id: string };
      const paid = (await (await fetch(`${url}/_standin/pay`, { method: "POST", body: JSON.stringify([id, "approved"]) })).json()) as {
        payment: { id: number; status: string };
      };
      expect(paid.payment.status).toBe("approved");
      const read = await fetch(`${url}/v1/payments/${paid.payment.id}`, { headers: { authorization: "Bearer T2" } });
      expect(await read.json()).toMatchObject({ id: paid.payment.id, status: "approved" });
      const requests = (await (await fetch(`${url}/_standin/requests`)).json()) as { path: string }[];
      expect(requests.map((r) => r.path)).toEqual(["/checkout/preferences", `/v1/payments/${paid.payment.id}`]);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
