import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Order, type PayPalStandin, start } from "./paypal.ts";
import { startReceiver } from "./receiver.ts";

let paypal: PayPalStandin;
let site: Awaited<ReturnType<typeof startReceiver>>;
let token: string;

beforeAll(async () => {
  site = await startReceiver();
  paypal = await start({ clientId: "id", clientSecret: "secret", webhookId: "WH123", webhookUrl: `${site.url}/pay/paypal/events` });
  token = await getToken("id", "secret").then(async (r) => ((await r.json()) as { access_token: string }).access_token);
});
afterAll(async () => {
  await paypal.close();
  await site.close();
});

function getToken(id: string, secret: string) {
  return fetch(`${paypal.url}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
}

const api = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${paypal.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const order = (amount: Record<string, unknown> = { currency_code: "USD", value: "12.34" }) => ({
  intent: "CAPTURE",
  purchase_units: [{ custom_id: "attempt-1", amount }],
  payment_source: {
    paypal: { experience_context: { return_url: "https://site.example/pay/back/p1", cancel_url: "https://site.example/pay/cancel/p1" } },
  },
});

async function approvedOrder(): Promise<string> {
  const { id } = (await (await api("/v2/checkout/orders", order())).json()) as { id: string };
  paypal.approve(id);
  return id;
}

async function capture(id: string, requestId: string = crypto.randomUUID()) {
  const response = await api(`/v2/checkout/orders/${id}/capture`, {}, { "paypal-request-id": requestId });
  return { status: response.status, body: (await response.json()) as Order };
}

describe("authentication", () => {
  it("gives a token for the right credentials and PayPal's invalid_client for wrong ones; an API call without a token is refused", async () => {
    const wrong = await getToken("id", "nope");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "invalid_client", error_description: "Client Authentication failed" });
    const right = await getToken("id", "secret");
    expect(await right.json()).toMatchObject({ token_type: "Bearer", expires_in: 32400, access_token: expect.any(String) });
    const anonymous = await fetch(`${paypal.url}/v2/checkout/orders/X`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ name: "AUTHENTICATION_FAILURE" });
  });
});

describe("orders", () => {
  it("creates an order waiting for the payer, with its payer-action link; application_context answers CREATED with an approve link", async () => {
    const response = await api("/v2/checkout/orders", order());
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; status: string; links: { rel: string; href: string }[] };
    expect(created.status).toBe("PAYER_ACTION_REQUIRED");
    expect(created.links.find((l) => l.rel === "payer-action")!.href).toBe(`${paypal.url}/checkoutnow?token=${created.id}`);
    const legacy = await api("/v2/checkout/orders", {
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: "USD", value: "5.00" } }],
      application_context: { return_url: "https://site.example/r", cancel_url: "https://site.example/c" },
    });
    const body = (await legacy.json()) as { status: string; links: { rel: string }[] };
    expect(body.status).toBe("CREATED");
    expect(body.links.map((l) => l.rel)).toContain("approve");
    const read = (await (await api(`/v2/checkout/orders/${created.id}`)).json()) as Order;
    expect(read.purchase_units[0]).toMatchObject({ custom_id: "attempt-1", amount: { currency_code: "USD", value: "12.34" } });
  });

  it("refuses what PayPal refuses, with its error bodies", async () => {
    const cases: [unknown, number, string, string][] = [
      [{ ...order(), intent: undefined }, 400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER"],
      [{ ...order(), purchase_units: [] }, 400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER"],
      [order({ currency_code: "USD", value: "12,34" }), 400, "INVALID_REQUEST", "INVALID_PARAMETER_SYNTAX"],
      [order({ currency_code: "usd", value: "12.34" }), 400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE"],
      [order({ currency_code: "ARS", value: "12.34" }), 422, "UNPROCESSABLE_ENTITY", "CURRENCY_NOT_SUPPORTED"],
      [order({ currency_code: "USD", value: "12.345" }), 422, "UNPROCESSABLE_ENTITY", "DECIMAL_PRECISION"],
      [order({ currency_code: "USD", value: "0" }), 422, "UNPROCESSABLE_ENTITY", "CANNOT_BE_ZERO_OR_NEGATIVE"],
    ];
    for (const [body, status, name, issue] of cases) {
      const response = await api("/v2/checkout/orders", body);
      const error = (await response.json()) as { name: string; debug_id: string; details: { issue: string }[] };
      expect({ status: response.status, name: error.name, issue: error.details[0]!.issue }).toEqual({ status, name, issue });
      expect(error.debug_id).toEqual(expect.any(String));
    }
    const unknown = await api("/v2/checkout/orders/NOSUCHORDER");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
  });
});

describe("the approval page", () => {
  it("approve sends the buyer to return_url with token and PayerID; cancel to cancel_url with token", async () => {
    const { id } = (await (await api("/v2/checkout/orders", order())).json()) as { id: string };
    const page = await (await fetch(`${paypal.url}/checkoutnow?token=${id}`)).text();
    expect(page).toContain(">Approve<");
    expect(page).toContain(">Cancel<");
    expect(page).toContain("12.34 USD");
    const press = (choice: string) =>
      fetch(`${paypal.url}/checkoutnow`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: id, choice }),
        redirect: "manual",
      });
    const cancelled = await press("cancel");
    expect(cancelled.headers.get("location")).toBe(`https://site.example/pay/cancel/p1?token=${id}`);
    const approved = await press("approve");
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get("location")!);
    expect(back.searchParams.get("token")).toBe(id);
    expect(back.searchParams.get("PayerID")).toEqual(expect.any(String));
    expect(((await (await api(`/v2/checkout/orders/${id}`)).json()) as { status: string }).status).toBe("APPROVED");
  });
});

describe("captures and refunds", () => {
  it("refuses to capture an order not approved; captures an approved one once, the same PayPal-Request-Id answering the same", async () => {
    const { id } = (await (await api("/v2/checkout/orders", order())).json()) as { id: string };
    const early = await capture(id);
    expect(early).toMatchObject({ status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] } });
    paypal.approve(id);
    const first = await capture(id, "req-1");
    expect(first.status).toBe(201);
    expect(first.body.status).toBe("COMPLETED");
    const captured = first.body.purchase_units[0]!.payments!.captures[0]!;
    expect(captured).toMatchObject({ status: "COMPLETED", amount: { currency_code: "USD", value: "12.34" }, custom_id: "attempt-1" });
    expect(await capture(id, "req-1")).toEqual(first);
    expect(await capture(id, "req-2")).toMatchObject({ status: 422, body: { details: [{ issue: "ORDER_ALREADY_CAPTURED" }] } });
    const read = await api(`/v2/payments/captures/${captured.id}`);
    expect(await read.json()).toMatchObject({
      id: captured.id,
      status: "COMPLETED",
      supplementary_data: { related_ids: { order_id: id } },
    });
  });

  it("refunds a part then the rest; the capture becomes partially refunded then refunded; more than is left is refused", async () => {
    const { body } = await capture(await approvedOrder());
    const captureId = body.purchase_units[0]!.payments!.captures[0]!.id as string;
    const part = await api(
      `/v2/payments/captures/${captureId}/refund`,
      { amount: { currency_code: "USD", value: "2.34" } },
      { "paypal-request-id": "r1" },
    );
    expect(part.status).toBe(201);
    const refund = (await part.json()) as { id: string };
    expect(refund).toMatchObject({ status: "COMPLETED", amount: { value: "2.34" } });
    expect(await (await api(`/v2/payments/refunds/${refund.id}`)).json()).toEqual(refund);
    expect(((await (await api(`/v2/payments/captures/${captureId}`)).json()) as { status: string }).status).toBe("PARTIALLY_REFUNDED");
    const tooMuch = await api(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD", value: "10.01" } });
    expect(await tooMuch.json()).toMatchObject({ details: [{ issue: "REFUND_AMOUNT_EXCEEDED" }] });
    const rest = await api(`/v2/payments/captures/${captureId}/refund`, {});
    expect(await rest.json()).toMatchObject({ amount: { value: "10.00" } });
    expect(((await (await api(`/v2/payments/captures/${captureId}`)).json()) as { status: string }).status).toBe("REFUNDED");
    const again = await api(`/v2/payments/captures/${captureId}/refund`, {});
    expect(await again.json()).toMatchObject({ details: [{ issue: "CAPTURE_FULLY_REFUNDED" }] });
  });

  it("a capture told to come back PENDING is settled later, with its webhook event", async () => {
    paypal.nextCapture({ status: "PENDING" });
    const { body } = await capture(await approvedOrder());
    const pending = body.purchase_units[0]!.payments!.captures[0]!;
    expect(pending).toMatchObject({ status: "PENDING", status_details: { reason: "PENDING_REVIEW" } });
    const refused = await api(`/v2/payments/captures/${pending.id}/refund`, {});
    expect(await refused.json()).toMatchObject({ details: [{ issue: "REFUND_NOT_ALLOWED" }] });
    const delivery = await paypal.settle(pending.id);
    expect(delivery.status).toBe(200);
    expect(delivery.event).toMatchObject({ event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: pending.id, status: "COMPLETED" } });
  });
});

describe("webhooks", () => {
  it("sends events with PayPal's transmission headers; verify-webhook-signature says SUCCESS only for what it sent, unchanged, with the webhook's id", async () => {
    const { body } = await capture(await approvedOrder());
    const captureId = body.purchase_units[0]!.payments!.captures[0]!.id as string;
    const isTheCapture = (body: string) =>
      JSON.parse(body).event_type === "PAYMENT.CAPTURE.COMPLETED" && JSON.parse(body).resource?.id === captureId;
    await expect.poll(() => site.received.some((r) => isTheCapture(r.body))).toBe(true);
    const received = site.received.find((r) => isTheCapture(r.body))!;
    expect(received.path).toBe("/pay/paypal/events");
    const h = received.headers as Record<string, string>;
    const check = async (overrides: Record<string, unknown> = {}) => {
      const response = await api("/v1/notifications/verify-webhook-signature", {
        auth_algo: h["paypal-auth-algo"],
        cert_url: h["paypal-cert-url"],
        transmission_id: h["paypal-transmission-id"],
        transmission_sig: h["paypal-transmission-sig"],
        transmission_time: h["paypal-transmission-time"],
        webhook_id: "WH123",
        webhook_event: JSON.parse(received.body),
        ...overrides,
      });
      return ((await response.json()) as { verification_status: string }).verification_status;
    };
    expect(h["paypal-auth-algo"]).toBe("SHA256withRSA");
    expect(await check()).toBe("SUCCESS");
    expect(await check({ webhook_id: "OTHER" })).toBe("FAILURE");
    expect(await check({ transmission_sig: "forged" })).toBe("FAILURE");
    expect(
      await check({
        webhook_event: { ...JSON.parse(received.body), resource: { id: captureId, status: "COMPLETED", amount: { value: "999.00" } } },
      }),
    ).toBe("FAILURE");
    expect(await check({ transmission_id: crypto.randomUUID() })).toBe("FAILURE");

    const refund = paypal.refundFromApp(captureId);
    await expect
      .poll(
        () =>
          paypal.webhooks.find(
            (w) => w.event.event_type === "PAYMENT.CAPTURE.REFUNDED" && (w.event.resource as { id: string }).id === refund.id,
          )?.status,
      )
      .toBe(200);
  });
});

describe("controls", () => {
  it("fails the next call with PayPal's 500, hangs one, and expires tokens", async () => {
    paypal.failNext({ kind: "error" });
    const failed = await api("/v2/checkout/orders", order());
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ name: "INTERNAL_SERVER_ERROR" });
    paypal.failNext({ kind: "hang" });
    await expect(fetch(`${paypal.url}/v2/checkout/orders/X`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    paypal.expireTokens();
    expect((await api("/v2/checkout/orders", order())).status).toBe(401);
    token = ((await (await getToken("id", "secret")).json()) as { access_token: string }).access_token;
    expect((await api("/v2/checkout/orders", order())).status).toBe(201);
  });
});
